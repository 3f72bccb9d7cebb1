import PlumbLayout
import PlumbScene
import Testing

/// A scene using every feature of the format, read into the exact values it describes.
@Suite struct SceneRoundTripTests {
    static let yaml = """
        name: Everything
        canvases:
          - device: iphone-15
          - device: iphone-15
            orientation: landscape
          - device: iphone-se
            text-size: accessibility-xxxl
          - name: arabic
            device: iphone-15
            direction: rtl
          - name: custom
            size: [800, 600]
            scale: 1
            safe-area: [20, 0, 0, 0]
            traits: {width: regular, height: compact}
        metrics: {pad: 20}
        root:
          background: white
        views:
          - label: nameLabel
            text: Name
            font: {size: 17, weight: semibold, family: [DejaVu Sans, WenQuanYi Micro Hei]}
            color: "#333"
            alignment: natural
            lines: 0
            hugging: {horizontal: 251, vertical: high}
            resistance: 750
          - textField: nameField
            placeholder: Enter your name
            text: "12"
          - image: avatar
            image-size: [40, 40]
            intrinsic: [40, -1]
            corner-radius: 20
          - stack: buttons
            axis: vertical
            distribution: fillEqually
            alignment: center
            spacing: standard
            custom-spacing: {cancel: 12}
            margins-relative: true
            views:
              - button: cancel
                title: Cancel
              - button: save
                title: Save
                style: filled
          - view: box
            background: "#d9d9d9"
            border: {color: black, width: 1}
            margins: [4, 8, 4, 8]
            guides: [inner]
            views:
              - switch: toggle
                hidden: true
          - scroll: scroller
            views:
              - view: content
                frame: [0, 0, 100, 50]
                translates-autoresizing-mask: true
        guides: [leftSpace, rightSpace]
        constraints:
          - nameLabel.leading == superview.leadingMargin
          - "nameField.leading == nameLabel.trailing + standard"
          - nameLabel.top == safeArea.top + pad @249
          - vfl: "H:|[leftSpace][box][rightSpace]|"
            options: alignAllCenterY
          - constraint: box.height == 100
            priority: high
            identifier: box-height
          - item: avatar
            attribute: top
            relatedBy: greaterThanOrEqual
            toItem: box
            toAttribute: bottom
            constant: 8
            priority: 750
            identifier: avatar-top
          - "avatar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)"
          - content.width == scroller.frame.width
          - when: {width: regular}
            constraints:
              - box.width == 200
            views:
              nameLabel: {font: {size: 36}}
              buttons: {spacing: 20}
        """

    static func load() throws -> Scene { try SceneLoader.load(text: yaml, path: "fixtures/everything.yaml") }

    @Test func readsTheViewTree() throws {
        let scene = try Self.load()
        #expect(scene.name == "Everything")
        #expect(scene.path == "fixtures/everything.yaml")
        let document = scene.document

        var label = ViewProperties()
        label.text = "Name"
        label.font = FontDescriptor(families: ["DejaVu Sans", "WenQuanYi Micro Hei"], size: 17, weight: .semibold)
        label.textColor = Color(hex: "#333333")
        label.textAlignment = .natural
        label.lines = 0
        label.hugging = AxisPriorities(horizontal: LayoutPriority(251), vertical: .defaultHigh)
        label.compressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)

        var field = ViewProperties()
        field.placeholder = "Enter your name"
        field.text = "12"

        var image = ViewProperties()
        image.imageSize = Size(width: 40, height: 40)
        image.intrinsicSize = Size(width: 40, height: -1)
        image.cornerRadius = 20

        var stack = ViewProperties()
        stack.stack = StackProperties(axis: .vertical, distribution: .fillEqually, alignment: .center, spacing: nil,
                                      customSpacing: ["cancel": 12], isLayoutMarginsRelativeArrangement: true)
        var cancel = ViewProperties()
        cancel.title = "Cancel"
        var save = ViewProperties()
        save.title = "Save"
        save.buttonStyle = .filled

        var box = ViewProperties()
        box.background = Color(hex: "#d9d9d9")
        box.borderColor = .black
        box.borderWidth = 1
        box.layoutMargins = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        var toggle = ViewProperties()
        toggle.hidden = true

        var content = ViewProperties()
        content.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        content.translatesAutoresizingMaskIntoConstraints = true

        let expected: [ViewNode] = [
            ViewNode(name: "nameLabel", kind: .label, properties: label),
            ViewNode(name: "nameField", kind: .textField, properties: field),
            ViewNode(name: "avatar", kind: .image, properties: image),
            ViewNode(name: "buttons", kind: .stack, properties: stack, subviews: [
                ViewNode(name: "cancel", kind: .button, properties: cancel),
                ViewNode(name: "save", kind: .button, properties: save),
            ]),
            ViewNode(name: "box", kind: .view, properties: box,
                     subviews: [ViewNode(name: "toggle", kind: .switch, properties: toggle)], guides: ["inner"]),
            ViewNode(name: "scroller", kind: .scroll, subviews: [ViewNode(name: "content", kind: .view, properties: content)]),
        ]
        #expect(document.views.map(Self.withoutLocations) == expected)
        #expect(document.guides == ["leftSpace", "rightSpace"])
        var root = ViewProperties()
        root.background = .white
        #expect(document.rootProperties == root)
    }

    @Test func keepsWhereEachViewWasDeclared() throws {
        let views = try Self.load().document.views
        #expect(views[0].location == SourceLocation(file: "fixtures/everything.yaml", line: 20, column: 5))
        #expect(views[3].subviews[1].location == SourceLocation(file: "fixtures/everything.yaml", line: 45, column: 9))
    }

    @Test func readsEveryFormOfConstraint() throws {
        let constraints = try Self.load().document.constraints
        #expect(constraints.map(\.equationText) == [
            "nameLabel.leading == superview.leadingMargin",
            "nameField.leading == nameLabel.trailing + standard",
            "nameLabel.top == safeArea.top + 20 @249",
            "leftSpace.leading == superview.leading",
            "box.leading == leftSpace.trailing",
            "rightSpace.leading == box.trailing",
            "superview.trailing == rightSpace.trailing",
            "leftSpace.centerY == box.centerY",
            "box.centerY == rightSpace.centerY",
            "box.height == 100 @high",
            "avatar.top >= box.bottom + 8 @high",
            "avatar.leading == margins.leading",
            "content.width == scroller.frame.width",
        ])
        #expect(constraints.map(\.identifier) == Array(repeating: nil, count: 9) + ["box-height", "avatar-top", nil, nil])
        #expect(constraints.map(\.origin.syntax) == [.equation, .equation, .equation] + Array(repeating: .visualFormat, count: 6)
                + [.equation, .itemForm, .anchor, .equation])
        // Quoted text is located one column after its quote, so offsets land on characters.
        #expect(constraints[1].origin.location == SourceLocation(file: "fixtures/everything.yaml", line: 64, column: 6))
        #expect(constraints[0].origin.location == SourceLocation(file: "fixtures/everything.yaml", line: 63, column: 5))
    }

    @Test func readsTraitVariants() throws {
        let variants = try Self.load().document.variants
        try #require(variants.count == 1)
        #expect(variants[0].condition == TraitCondition(horizontal: .regular, vertical: nil))
        #expect(variants[0].constraints.map(\.equationText) == ["box.width == 200"])
        // A patch's font starts from the view's own, so only the size changes.
        #expect(variants[0].properties["nameLabel"]?.font
                == FontDescriptor(families: ["DejaVu Sans", "WenQuanYi Micro Hei"], size: 36, weight: .semibold))
        #expect(variants[0].properties["nameLabel"]?.text == nil)
        #expect(variants[0].properties["buttons"]?.stack
                == StackProperties(axis: .vertical, distribution: .fillEqually, alignment: .center, spacing: 20,
                                   customSpacing: ["cancel": 12], isLayoutMarginsRelativeArrangement: true))
    }

    @Test func readsCanvases() throws {
        let canvases = try Self.load().canvases
        let iPhone15 = try #require(DevicePreset.named("iphone-15"))
        let iPhoneSE = try #require(DevicePreset.named("iphone-se"))
        let custom = Canvas(name: "custom", size: Size(width: 800, height: 600), scale: 1,
                            safeArea: EdgeInsets(top: 20), traits: Traits(horizontal: .regular, vertical: .compact),
                            caption: "800 × 600 · wR hC · text L · LTR")
        #expect(canvases == [
            iPhone15.canvas(),
            iPhone15.canvas(orientation: .landscape),
            iPhoneSE.canvas(textSize: .accessibilityExtraExtraExtraLarge),
            iPhone15.canvas(direction: .rightToLeft, name: "arabic"),
            custom,
        ])
        #expect(canvases.map(\.name) == ["iphone-15", "iphone-15-landscape", "iphone-se-accessibility-xxxl", "arabic", "custom"])
    }

    @Test func aSceneWithoutCanvasesGetsAnIPhone15InPortrait() throws {
        let scene = try SceneLoader.load(text: "views:\n  - view: box\n", path: "dir/plain.yaml")
        #expect(scene.name == "plain")
        #expect(scene.canvases.map(\.name) == ["iphone-15"])
        #expect(scene.canvases.first?.size == Size(width: 393, height: 852))
        #expect(scene.canvases.first?.caption == "iPhone 15 · portrait · wC hR · text L · LTR")
    }

    @Test func aStackWithoutSettingsGetsUIKitDefaults() throws {
        let scene = try SceneLoader.load(text: "views:\n  - stack: row\n", path: "s.yaml")
        #expect(scene.document.views.first?.properties.stack == StackProperties())
    }

    /// The tree without declaration places, to compare with values built by hand.
    static func withoutLocations(_ view: ViewNode) -> ViewNode {
        var copy = view
        copy.location = nil
        copy.subviews = view.subviews.map(withoutLocations)
        return copy
    }
}

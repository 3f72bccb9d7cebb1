import Foundation
import PlumbLayout
import PlumbScene
import Testing

/// `SceneWriter` is the loader's inverse: every fixture scene, written and read again, is the same
/// scene. Compared is the scene's content (the document with its views, properties, hierarchy,
/// guides, constraints and trait variants, and the canvases), not where things were written: source
/// places and constraint spellings (VFL, item form) name the written file once it is read back.
@Suite struct SceneWriterTests {
    static let fixturesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fixtures").resolvingSymlinksInPath()

    static let allFixtures: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: fixturesFolder.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".yaml") { paths.append(path) }
        }
        return paths.sorted()
    }()

    @Test func thereAreFixturesToWrite() {
        #expect(Self.allFixtures.count >= 50)
    }

    @Test(arguments: allFixtures) func everyFixtureReadsBackEqual(_ relativePath: String) throws {
        let scene = try SceneLoader.load(path: Self.fixturesFolder.appendingPathComponent(relativePath).path)
        let text = SceneWriter().yaml(for: scene)
        let reread = try SceneLoader.load(text: text, path: "written/" + relativePath)
        #expect(reread.name == scene.name)
        #expect(reread.canvases == scene.canvases)
        #expect(Self.content(reread.document) == Self.content(scene.document), "written as:\n\(text)")
        #expect(reread.states.map(Self.content) == scene.states.map(Self.content), "written as:\n\(text)")
        // Written again, the text is the same (but for the comments naming lines): the writer's output is a fixed point.
        let plain = SceneWriter(options: .init(sourceComments: false))
        #expect(plain.yaml(for: reread) == plain.yaml(for: scene))
    }

    @Test func theEverythingSceneReadsBackEqual() throws {
        let scene = try SceneLoader.load(text: SceneRoundTripTests.yaml, path: "everything.yaml")
        let text = SceneWriter().yaml(for: scene)
        let reread = try SceneLoader.load(text: text, path: "written.yaml")
        #expect(reread.canvases == scene.canvases)
        #expect(Self.content(reread.document) == Self.content(scene.document), "written as:\n\(text)")
    }

    @Test func writesSourceIDsIdentifiersInactiveConstraintsAndPlaces() throws {
        let place = SourceLocation(file: "/tmp/logs/console.txt", line: 17, column: 5)
        var label = ViewProperties()
        label.text = "YOU'RE \"OK\": # 1"
        let document = LayoutDocument(
            name: "conflict-1",
            views: [ViewNode(name: "nameLabel", kind: .label, properties: label, location: place,
                             sourceID: "UILabel:0x7fd1b8c0c6a0")],
            constraints: [
                ConstraintSpec(first: AttributeReference(item: ItemReference("nameLabel"), attribute: .width),
                               relation: .equal, constant: 1.0 / 3, priority: LayoutPriority(999),
                               identifier: "UIView-Encapsulated-Layout-Width",
                               origin: ConstraintOrigin(text: "<NSLayoutConstraint…>", location: place)),
                ConstraintSpec(first: AttributeReference(item: ItemReference("nameLabel"), attribute: .height),
                               relation: .greaterThanOrEqual, constant: -16),
            ])
        var document2 = document
        document2.constraints[1].isActive = false
        let scene = Scene(name: "conflict-1", document: document2, canvases: [DevicePreset.defaultCanvas], path: "console.txt")
        let text = SceneWriter(options: .init(header: ["Imported from console.txt"])).yaml(for: scene)
        #expect(text == """
            # Imported from console.txt
            name: "conflict-1"
            views:
              - label: nameLabel  # console.txt:17
                source-id: "UILabel:0x7fd1b8c0c6a0"
                text: "YOU'RE \\"OK\\": # 1"
            constraints:
              - constraint: nameLabel.width == 0.3333333333333333 @999  # console.txt:17
                identifier: "UIView-Encapsulated-Layout-Width"
              - constraint: nameLabel.height >= -16
                active: false

            """)
        let reread = try SceneLoader.load(text: text, path: "written.yaml")
        #expect(Self.content(reread.document) == Self.content(document2))
    }

    @Test func ibIDIsReadAsSourceIDAndBothAreRefused() throws {
        let scene = try SceneLoader.load(text: """
            views:
              - label: title
                ib-id: "Ttl-Lb-001"
            """, path: "ib.yaml")
        #expect(scene.document.views[0].sourceID == "Ttl-Lb-001")
        #expect(SceneWriter().yaml(for: scene).contains("source-id: \"Ttl-Lb-001\""))
        #expect(throws: (any Error).self) {
            try SceneLoader.load(text: """
                views:
                  - label: title
                    source-id: "a"
                    ib-id: "b"
                """, path: "both.yaml")
        }
    }

    @Test func writesCustomCanvasesAndNamedPresets() throws {
        var cell = Canvas(name: "cell", size: Size(width: 375, height: 44), safeArea: EdgeInsets(top: 1, left: 0, bottom: 0, right: 0),
                          traits: Traits(horizontal: .regular, vertical: .compact), direction: .rightToLeft, textSize: .extraLarge)
        cell.caption = Canvas.caption(subject: "375 × 44", orientation: nil, traits: cell.traits, textSize: .extraLarge,
                                      direction: .rightToLeft)
        cell.fitting = [.height]
        let preset = try #require(DevicePreset.all.first).canvas(orientation: .landscape, name: "wide")
        let scene = Scene(name: "canvases", document: LayoutDocument(name: "canvases"), canvases: [cell, preset], path: "c.yaml")
        let text = SceneWriter().yaml(for: scene)
        let reread = try SceneLoader.load(text: text, path: "written.yaml")
        #expect(reread.canvases == [cell, preset], "written as:\n\(text)")
    }

    @Test func writesEveryKindOfChangeAndReadsItBack() throws {
        let scene = try SceneLoader.load(text: """
            name: states
            views:
              - stack: row
                axis: vertical
                views:
                  - label: note
                    text: Hello
                  - view: box
            constraints:
              - constraint: row.top == safeArea.top + 40
                identifier: rowTop
              - row.leading == safeArea.leading
              - constraint: box.height == 30
                identifier: boxHeight
            states:
              lowered:
                - constraint: rowTop
                  constant: 240.5
                  priority: 750
                  active: true
                - add:
                    - row.trailing == safeArea.trailing - 8 @high
                    - constraint: box.width == 0.5 * row.width
                      identifier: half
                      active: false
                - remove: boxHeight
                - view: note
                  hidden: true
                  text: "Bye: #1"
                - view: row
                  spacing: 12
              empty: []
            """, path: "states.yaml")
        let text = SceneWriter(options: .init(sourceComments: false)).yaml(for: scene)
        #expect(text.hasSuffix("""
            states:
              lowered:
                - constraint: "rowTop"
                  constant: 240.5
                  priority: 750
                  active: true
                - add:
                    - row.trailing == safeArea.trailing - 8 @high
                    - constraint: box.width == 0.5 * row.width
                      identifier: "half"
                      active: false
                - remove: "boxHeight"
                - view: note
                  text: "Bye: #1"
                  hidden: true
                - view: row
                  spacing: 12
              empty: []

            """), "written as:\n\(text)")
        let reread = try SceneLoader.load(text: text, path: "written.yaml")
        #expect(reread.states.map(Self.content) == scene.states.map(Self.content))
        for state in scene.states {
            let frames = try scene.applying(state: state).solve { _ in FixedAdvanceTextMeasurer() }
            let rereadFrames = try reread.applying(state: state).solve { _ in FixedAdvanceTextMeasurer() }
            #expect(rereadFrames.map(\.views) == frames.map(\.views), "\(state.name)")
        }
    }

    /// A state without the places of its changes or of the constraints it adds.
    static func content(_ state: SceneState) -> SceneState {
        var state = state
        state.location = nil
        state.changes = state.changes.map { change in
            var change = change
            change.location = nil
            if case let .add(specs) = change.edit { change.edit = .add(specs.map(content)) }
            return change
        }
        return state
    }

    /// The document without source places or constraint spellings.
    static func content(_ document: LayoutDocument) -> LayoutDocument {
        var result = document
        result.views = document.views.map(content)
        result.constraints = document.constraints.map(content)
        result.variants = document.variants.map { variant in
            var variant = variant
            variant.constraints = variant.constraints.map(content)
            return variant
        }
        return result
    }

    static func content(_ view: ViewNode) -> ViewNode {
        var view = view
        view.location = nil
        view.subviews = view.subviews.map(content)
        return view
    }

    static func content(_ constraint: ConstraintSpec) -> ConstraintSpec {
        var constraint = constraint
        constraint.origin = ConstraintOrigin()
        return constraint
    }
}

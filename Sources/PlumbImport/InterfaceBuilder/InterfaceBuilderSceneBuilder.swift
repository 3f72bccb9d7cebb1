import PlumbLayout

/// Warnings about what a document holds but Plumb does not use, each listed once per document.
struct WarningList {
    private(set) var warnings: [SourceDiagnostic] = []
    private var seen: Set<String> = []

    mutating func add(_ key: String, _ kind: DiagnosticKind, _ message: String, at location: SourceLocation) {
        guard seen.insert(key).inserted else { return }
        warnings.append(SourceDiagnostic(location: location, kind: kind, message: message, text: key, severity: .warning))
    }
}

/// What the whole document gives every scene: its path, its device, and the colours and images it defines.
struct DocumentContext {
    var path: String
    var colors: [String: Color]
    var imageSizes: [String: Size]
    /// The Xcode that saved the document, for the UIKit facts that changed between versions.
    var toolsVersion = InterfaceBuilderToolsVersion(nil)

    func location(_ element: XMLElementNode) -> SourceLocation {
        SourceLocation(file: path, line: max(1, element.line), column: max(1, element.column))
    }
}

/// Makes one ``Scene`` from a root view element: names every view, reads its properties, and turns
/// the `<constraint>` elements into constraints between names.
struct InterfaceBuilderSceneBuilder {
    let context: DocumentContext
    var warnings: WarningList
    var errors: [SourceDiagnostic] = []

    private var names = ReadableNames(reserved: ItemNameChecker.builtinItems)
    /// Every id a constraint may name, with the item and whether it is a legacy top or bottom guide.
    private var items: [String: ItemTarget] = [:]
    private var imported: [ImportedView] = []
    /// `<constraints>` elements with the name of the view that holds them.
    private var constraintLists: [(owner: String, element: XMLElementNode)] = []
    /// Constraint ids by the size classes a variation includes or excludes them in.
    private var included: [String: [TraitCondition]] = [:]
    private var excluded: [String: [TraitCondition]] = [:]
    private var excludedByDefault: Set<String> = []
    private var propertyVariants: [TraitCondition: [String: ViewProperties]] = [:]
    private var placeholders = 0
    /// View ids a `<mask key="subviews">` leaves out by default, and the size classes it includes or
    /// excludes them in; with each view's superview, to find the views a left-out view takes along.
    private var viewsExcludedByDefault: Set<String> = []
    private var viewsIncluded: [String: [TraitCondition]] = [:]
    private var viewsExcluded: [String: [TraitCondition]] = [:]
    private var superviewOf: [String: String] = [:]
    private var nameOfID: [String: String] = [:]
    private var idOfName: [String: String] = [:]
    /// Each view's stored frame (superview coordinates) and place, and the views a stack arranges:
    /// what keeps a view in place where a size class leaves it out.
    private var storedFrames: [String: (frame: Rect, location: SourceLocation)] = [:]
    /// Cell content views marked ambiguous: held at their stored place, their stored size just below required.
    private var looselyKept: [(name: String, frame: Rect, location: SourceLocation)] = []
    private var arrangedViews: Set<String> = []
    /// The ids of the views whose margins are used, in a document from before the safe area
    /// (``InterfaceBuilderToolsVersion/layoutMarginsFollowSafeArea``): their margins ignore the bars.
    private var marginsOutsideSafeArea: Set<String> = []

    private enum ItemTarget {
        case item(String)
        case topGuide
        case bottomGuide
    }

    init(context: DocumentContext, warnings: WarningList) {
        self.context = context
        self.warnings = warnings
    }

    /// The scene named `name` whose root view is `root`, laid out on `canvas`; `controller` is the
    /// view controller element (legacy layout guides hang off it), if any.
    mutating func scene(named name: String, root: XMLElementNode, rootClass: InterfaceBuilderClass,
                        controller: XMLElementNode?, canvas: Canvas) -> ImportedScene {
        items[root["id"] ?? ""] = .item(LayoutDocument.rootName)
        if !context.toolsVersion.layoutMarginsFollowSafeArea { marginsOutsideSafeArea = MarginUsers.ids(in: root) }
        for guide in controller?.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
            guard let id = guide["id"] else { continue }
            items[id] = guide["type"] == "bottom" ? .bottomGuide : .topGuide
        }
        var rootNode = node(root, class: rootClass, name: LayoutDocument.rootName, isRoot: true)
        let rootView = imported.removeFirst()
        // A view a size-class variation leaves out of the document's own canvas was not laid out by
        // Xcode there: its stored frame is not compared.
        imported = imported.map { view in
            var view = view
            view.isInstalled = isInstalled(view.name, on: canvas.traits)
            return view
        }
        var document = LayoutDocument(name: name, views: rootNode.subviews, rootProperties: rootNode.properties)
        rootNode.subviews = []
        document.constraints = constraints()
        document.variants = variants()
        let scene = Scene(name: name, document: document, canvases: [canvas], path: context.path)
        return ImportedScene(scene: scene, views: imported, root: rootView, placeholderConstraints: placeholders)
    }

    // MARK: Views

    private mutating func node(_ element: XMLElementNode, class elementClass: InterfaceBuilderClass, name: String,
                               isRoot: Bool = false, inStack: Bool = false, superviewSize: Size? = nil) -> ViewNode {
        let viewClass = elementClass.forTools(context.toolsVersion)
        let location = context.location(element)
        let id = element["id"] ?? ""
        if !isRoot { items[id] = .item(name) }
        nameOfID[id] = name
        idOfName[name] = id
        if inStack { arrangedViews.insert(name) }
        if let custom = element["customClass"] {
            warnings.add(custom, .unknownName, "custom class '\(custom)' is drawn as a plain \(viewClass.className) carrying its name",
                         at: location)
        }
        for (attribute, value) in Self.unreadLayoutAttributes where element[attribute] == value {
            warnings.add("\(attribute)=\(value)", .notApplicable, "\(attribute)=\"\(value)\" is not read; "
                         + "the layout may differ from Xcode's where it matters", at: location)
        }
        let frame = InterfaceBuilderValues.storedFrame(of: element)
        if let frame, !isRoot { storedFrames[name] = (frame, location) }
        imported.append(ImportedView(name: name, ibID: id, className: element["customClass"] ?? viewClass.className,
                                     kind: viewClass.kind, storedFrame: frame,
                                     isMisplaced: InterfaceBuilderValues.isYes(element["misplaced"]),
                                     isAmbiguous: InterfaceBuilderValues.isYes(element["ambiguous"]),
                                     isContentSized: viewClass.isContentSized, location: location,
                                     alignmentInsets: viewClass.alignmentInsets,
                                     isSetInSanFrancisco: context.toolsVersion.hasSanFrancisco
                                        && Self.fontDescriptions(of: element).allSatisfy { $0["name"] == nil }))
        var properties = self.properties(of: element, kind: viewClass.kind)
        // Not installed by default (`<mask key="subviews">` of its superview): hidden, and its
        // constraints only where a size class installs it again.
        if viewsExcludedByDefault.contains(id) { properties.hidden = true }
        if element.name == "tableViewCellContentView", properties.layoutMargins == nil {
            // The table's (the cell's) width decides, not the content view's, which an accessory narrows.
            properties.layoutMargins = context.toolsVersion.tableCellContentMargins(width: superviewSize?.width ?? frame?.width)
        }
        if let size = viewClass.intrinsicSize { properties.intrinsicSize = size }
        if let insets = viewClass.styleAlignmentInsets { properties.alignmentInsets = insets }
        // A view IB lets translate its autoresizing mask keeps its stored frame (the attribute is
        // written only as NO, for views with constraints). `fixedFrame="YES"` marks a view placed
        // without constraints: Xcode writes NO beside it, but the built view translates its
        // autoresizing mask, so it too keeps its stored frame.
        if !isRoot && !inStack {
            let translates = element["translatesAutoresizingMaskIntoConstraints"] != "NO"
                || InterfaceBuilderValues.isYes(element["fixedFrame"])
            properties.translatesAutoresizingMaskIntoConstraints = translates
            if translates, element.name == "tableViewCellContentView", InterfaceBuilderValues.isYes(element["ambiguous"]),
               let frame {
                // Xcode lays out a cell whose content view it marks ambiguous as if the content view's
                // size followed from its subviews' constraints: in a conflict its kept size gives way
                // (`docs/interface-builder.md`, *Which constraint gives way*).
                properties.translatesAutoresizingMaskIntoConstraints = false
                looselyKept.append((name, frame, location))
            } else if translates {
                properties.frame = frame
                properties.autoresizing = Self.autoresizing(of: element, superviewSize: superviewSize)
            }
        }
        var guides: [String] = []
        for guide in element.children(named: "viewLayoutGuide") {
            guard let guideID = guide["id"] else { continue }
            let prefix = isRoot ? "" : name + "."
            switch guide["key"] {
            case "safeArea": items[guideID] = .item(isRoot ? "safeArea" : prefix + "safeArea")
            case "layoutMargins": items[guideID] = .item(isRoot ? "margins" : prefix + "margins")
            case "contentLayoutGuide" where viewClass.kind == .scroll: items[guideID] = .item(prefix + "content")
            case "frameLayoutGuide" where viewClass.kind == .scroll: items[guideID] = .item(prefix + "frame")
            default:
                warnings.add("viewLayoutGuide:\(guide["key"] ?? "")", .unknownName, "layout guide '\(guide["key"] ?? "")' is not read",
                             at: context.location(guide))
            }
        }
        if let custom = element.child("layoutGuides") {
            for guide in custom.children(named: "layoutGuide") {
                let guideName = names.name(for: guide["identifier"] ?? guide["userLabel"] ?? "guide", fallback: "guide")
                if let guideID = guide["id"] { items[guideID] = .item(guideName) }
                guides.append(guideName)
            }
        }
        if let list = element.child("constraints") { constraintLists.append((name, list)) }
        readVariations(of: element, name: name, kind: viewClass.kind)

        var subviews: [ViewNode] = []
        var children = element.child("subviews")?.children ?? []
        // A cell's content view is its one subview.
        if let content = element.children.first(where: { $0["key"] == "contentView" }) { children.insert(content, at: 0) }
        for child in children {
            guard let childClass = InterfaceBuilderClass.named(child) else {
                warnings.add("<\(child.name)>", .unknownName, "<\(child.name)> is not a view Plumb knows; it is read as a plain view",
                             at: context.location(child))
                let plain = InterfaceBuilderClass.box(child.name)
                let childName = names.name(for: viewName(child, plain))
                superviewOf[childName] = name
                subviews.append(node(child, class: plain, name: childName, inStack: viewClass.kind == .stack,
                                     superviewSize: frame?.size))
                continue
            }
            let childName = names.name(for: viewName(child, childClass))
            superviewOf[childName] = name
            subviews.append(node(child, class: childClass, name: childName, inStack: viewClass.kind == .stack,
                                 superviewSize: frame?.size))
        }
        return ViewNode(name: name, kind: viewClass.kind, properties: properties, subviews: subviews, guides: guides,
                        location: location, sourceID: id.isEmpty ? nil : id)
    }

    /// The fonts a view's element describes: its own and its button configuration's title font.
    static func fontDescriptions(of element: XMLElementNode) -> [XMLElementNode] {
        element.children(named: "fontDescription")
            + (element.child("buttonConfiguration")?.children(named: "fontDescription") ?? [])
    }

    /// `<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>` as UIKit's
    /// mask, measured from the superview's stored size; `nil` without one (or without that size).
    static func autoresizing(of element: XMLElementNode, superviewSize: Size?) -> Autoresizing? {
        guard let superviewSize, let mask = element.children.first(where: { $0.name == "autoresizingMask" && $0["key"] == "autoresizingMask" })
        else { return nil }
        let options: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        let set = options.filter { InterfaceBuilderValues.isYes(mask[$0.0]) }.reduce(into: AutoresizingMask()) { $0.formUnion($1.1) }
        // The default (flexible right and bottom margins) and none hold the frame as Plumb does without a mask.
        guard !set.subtracting([.flexibleRightMargin, .flexibleBottomMargin]).isEmpty else { return nil }
        return Autoresizing(mask: set, superviewSize: superviewSize)
    }

    /// Attribute values that change layout but that Plumb does not read, each warned about once.
    private static let unreadLayoutAttributes: [(String, String)] = [
        ("semanticContentAttribute", "forceRightToLeft"), ("semanticContentAttribute", "forceLeftToRight"),
        ("layoutMarginsFollowReadableWidth", "YES"),
    ]

    /// The words a view is named from: its label in the document outline, else what it shows, else its class.
    private func viewName(_ element: XMLElementNode, _ viewClass: InterfaceBuilderClass) -> String {
        if let label = element["userLabel"] { return label }
        if element["key"] == "contentView" { return "contentView" }
        let shown: String?
        switch viewClass.kind {
        case .label: shown = element["text"].map { $0 + " label" }
        case .button: shown = buttonTitle(element).map { $0 + " button" }
        case .textField: shown = (element["placeholder"] ?? element["text"]).map { $0 + " field" }
        default: shown = nil
        }
        if let shown, ReadableNames.identifier(from: shown) != nil, shown.count <= 40 { return shown }
        return element["customClass"] ?? viewClass.className
    }

    private func buttonTitle(_ element: XMLElementNode) -> String? {
        element.child("buttonConfiguration")?["title"]
            ?? element.children(named: "state").first { $0["key"] == "normal" }?["title"]
    }

    private mutating func properties(of element: XMLElementNode, kind: ViewKind) -> ViewProperties {
        var properties = ViewProperties()
        properties.hidden = InterfaceBuilderValues.isYes(element["hidden"]) ? true : nil
        if element["insetsLayoutMarginsFromSafeArea"] == "NO" || marginsOutsideSafeArea.contains(element["id"] ?? "") {
            properties.insetsLayoutMarginsFromSafeArea = false
        }
        if InterfaceBuilderValues.isYes(element["preservesSuperviewLayoutMargins"]) {
            properties.preservesSuperviewLayoutMargins = true
        }
        let number = InterfaceBuilderValues.number
        let hugging = AxisPriorities(horizontal: number(element["horizontalHuggingPriority"]).map { LayoutPriority($0) },
                                     vertical: number(element["verticalHuggingPriority"]).map { LayoutPriority($0) })
        if hugging.horizontal != nil || hugging.vertical != nil { properties.hugging = hugging }
        let resistance = AxisPriorities(
            horizontal: number(element["horizontalCompressionResistancePriority"]).map { LayoutPriority($0) },
            vertical: number(element["verticalCompressionResistancePriority"]).map { LayoutPriority($0) })
        if resistance.horizontal != nil || resistance.vertical != nil { properties.compressionResistance = resistance }
        let placeholderWidth = element["placeholderIntrinsicWidth"], placeholderHeight = element["placeholderIntrinsicHeight"]
        if placeholderWidth != nil || placeholderHeight != nil {
            // `infinite` is "no intrinsic size" on that axis.
            properties.intrinsicSize = Size(width: number(placeholderWidth) ?? -1, height: number(placeholderHeight) ?? -1)
        }
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("color", "backgroundColor"?): properties.background = InterfaceBuilderValues.color(child, resources: context.colors)
            case ("color", "textColor"?): properties.textColor = InterfaceBuilderValues.color(child, resources: context.colors)
            case ("fontDescription", _): properties.font = InterfaceBuilderValues.font(child)
            case ("edgeInsets", "layoutMargins"?), ("directionalEdgeInsets", "directionalLayoutMargins"?):
                properties.layoutMargins = InterfaceBuilderValues.insets(child)
            case ("string", "text"?): properties.text = child.text
            default: break
            }
        }
        switch kind {
        case .label:
            properties.text = properties.text ?? element["text"]
            properties.lines = element["numberOfLines"].flatMap { Int($0) }
            properties.textAlignment = element["textAlignment"].flatMap(TextAlignment.init(rawValue:))
        case .textField:
            properties.text = properties.text ?? element["text"]
            properties.placeholder = element["placeholder"]
            properties.textAlignment = element["textAlignment"].flatMap(TextAlignment.init(rawValue:))
        case .button:
            properties.title = buttonTitle(element)
            if let configuration = element.child("buttonConfiguration") {
                properties.buttonStyle = ["filled", "tinted", "gray"].contains(configuration["style"] ?? "") ? .filled : .plain
                if let font = configuration.child("fontDescription") { properties.font = InterfaceBuilderValues.font(font) }
            }
            if let color = element.children(named: "state").first(where: { $0["key"] == "normal" })?.child("color", key: "titleColor") {
                properties.textColor = InterfaceBuilderValues.color(color, resources: context.colors)
            }
        case .image:
            if let size = imageSize(of: element) { properties.imageSize = size }
        case .stack:
            properties.stack = stackProperties(element)
        case .segmentedControl:
            properties.segments = element.child("segments")?.children(named: "segment").map { $0["title"] ?? "" }
            properties.selectedSegment = element["selectedSegmentIndex"].flatMap { Int($0) }
            properties.tint = color(of: element, key: "selectedSegmentTintColor")
        case .progress:
            properties.progress = number(element["progress"])
            properties.tint = color(of: element, key: "progressTintColor")
        case .activityIndicator:
            // Before iOS 13: gray, white (medium) and whiteLarge; the white ones are white.
            let style = element["style"] ?? "medium"
            if ["large", "whiteLarge"].contains(style) { properties.indicatorStyle = .large }
            properties.isAnimating = InterfaceBuilderValues.isYes(element["animating"])
            properties.hidesWhenStopped = InterfaceBuilderValues.isYes(element["hidesWhenStopped"])
            properties.tint = color(of: element, key: "color") ?? (style.hasPrefix("white") ? .white : nil)
        case .stepper:
            properties.stepperValue = number(element["value"])
            properties.minimumValue = number(element["minimumValue"])
            properties.maximumValue = number(element["maximumValue"])
        case .pageControl:
            // Interface Builder writes the page count only when there are pages.
            properties.numberOfPages = element["numberOfPages"].flatMap { Int($0) } ?? 0
            properties.currentPage = element["currentPage"].flatMap { Int($0) }
            properties.tint = color(of: element, key: "currentPageIndicatorTintColor")
        case .searchBar:
            properties.text = properties.text ?? element["text"]
            properties.placeholder = element["placeholder"]
            properties.prompt = element["prompt"]
        case .view, .switch, .slider, .scroll:
            break
        }
        // What the document holds, kept to what a scene file may (so that `plumb import` writes a readable scene).
        return properties.keepingControlValuesInSceneRange()
    }

    /// The colour of the element's `<color key="…">` child, `nil` without one.
    private func color(of element: XMLElementNode, key: String) -> Color? {
        element.child("color", key: key).flatMap { InterfaceBuilderValues.color($0, resources: context.colors) }
    }

    private func stackProperties(_ element: XMLElementNode) -> StackProperties {
        var stack = Self.stackArrangement(of: element, over: StackProperties(axis: .horizontal))
        if element["spacingType"] == "standard" {
            stack.spacing = nil
        } else {
            stack.spacing = InterfaceBuilderValues.number(element["spacing"]) ?? 0
        }
        stack.isBaselineRelativeArrangement = InterfaceBuilderValues.isYes(element["baselineRelativeArrangement"])
        // Interface Builder lays a stack's arranged views out inside the margins it gives the stack.
        stack.isLayoutMarginsRelativeArrangement = InterfaceBuilderValues.arrangesInsideMargins(element)
        return stack
    }

    /// `stack` with the axis, distribution and alignment the element's attributes give (a stack view's,
    /// or a size-class variation's over the stack's own); an attribute left out keeps `stack`'s.
    private static func stackArrangement(of element: XMLElementNode, over stack: StackProperties) -> StackProperties {
        var stack = stack
        if let axis = element["axis"] { stack.axis = axis == "vertical" ? .vertical : .horizontal }
        if let distribution = element["distribution"].flatMap(StackProperties.Distribution.init(rawValue:)) {
            stack.distribution = distribution
        }
        if let alignment = element["alignment"].flatMap(StackProperties.Alignment.init(rawValue:)) {
            stack.alignment = alignment
        }
        return stack
    }

    // MARK: Size-class variations

    /// `<variation key="widthClass=compact">`: `<mask key="constraints">` includes or excludes
    /// constraints there; fonts, `hidden` and stack settings (axis, spacing, alignment, distribution)
    /// vary per size class.
    private mutating func readVariations(of element: XMLElementNode, name: String, kind: ViewKind) {
        for variation in element.children(named: "variation") {
            guard let key = variation["key"] else { continue }
            let condition: TraitCondition?
            if key == "default" {
                condition = nil
            } else if let parsed = Self.condition(key) {
                condition = parsed
            } else {
                warnings.add("variation:\(key)", .unknownName, "size-class variation '\(key)' is not read", at: context.location(variation))
                continue
            }
            for mask in variation.children(named: "mask") where mask["key"] == "constraints" {
                for entry in mask.children {
                    guard let reference = entry["reference"] else { continue }
                    switch (entry.name, condition) {
                    case ("exclude", nil): excludedByDefault.insert(reference)
                    case ("exclude", let condition?): excluded[reference, default: []].append(condition)
                    case ("include", let condition?): included[reference, default: []].append(condition)
                    default: break
                    }
                }
            }
            for mask in variation.children(named: "mask") where mask["key"] == "subviews" {
                for entry in mask.children {
                    guard let reference = entry["reference"] else { continue }
                    switch (entry.name, condition) {
                    case ("exclude", nil): viewsExcludedByDefault.insert(reference)
                    case ("exclude", let condition?):
                        viewsExcluded[reference, default: []].append(condition)
                        patchHidden(reference, true, in: condition)
                    case ("include", let condition?):
                        viewsIncluded[reference, default: []].append(condition)
                        patchHidden(reference, false, in: condition)
                    default: break
                    }
                }
            }
            guard let condition else { continue }
            var patch = ViewProperties()
            if let hidden = variation["hidden"] { patch.hidden = hidden == "YES" }
            if let font = variation.child("fontDescription") { patch.font = InterfaceBuilderValues.font(font) }
            if kind == .stack, ["axis", "spacing", "alignment", "distribution"].contains(where: { variation[$0] != nil }) {
                var stack = Self.stackArrangement(of: variation, over: stackProperties(element))
                if let spacing = InterfaceBuilderValues.number(variation["spacing"]) { stack.spacing = spacing }
                patch.stack = stack
            }
            if patch != ViewProperties() {
                propertyVariants[condition, default: [:]][name] = (propertyVariants[condition]?[name] ?? ViewProperties()).merging(patch)
            }
        }
    }

    /// Hides or shows the view with IB id `reference` under `condition` (its element may come later
    /// in the document than the mask, so the patch is keyed by id until names are known).
    private mutating func patchHidden(_ reference: String, _ hidden: Bool, in condition: TraitCondition) {
        pendingHiddenPatches.append((reference, hidden, condition))
    }

    private var pendingHiddenPatches: [(id: String, hidden: Bool, condition: TraitCondition)] = []

    /// The view ids that leave `name` out of the hierarchy: its own and its superviews'.
    private func maskedAncestors(of name: String) -> [String] {
        var ids: [String] = []
        var current: String? = name
        while let view = current {
            if let id = idOfName[view], viewsExcludedByDefault.contains(id) || viewsExcluded[id] != nil {
                ids.append(id)
            }
            current = superviewOf[view]
        }
        return ids
    }

    /// Whether the view named `name` and its superviews are installed on a canvas with `traits`.
    private func isInstalled(_ name: String, on traits: Traits) -> Bool {
        maskedAncestors(of: name).allSatisfy { id in
            let included = !viewsExcludedByDefault.contains(id) || (viewsIncluded[id] ?? []).contains { $0.matches(traits) }
            return included && !(viewsExcluded[id] ?? []).contains { $0.matches(traits) }
        }
    }

    /// A constraint on a view that a size class leaves out is installed with the view only: left out
    /// by default (then included where the view is), or excluded where the view is.
    private mutating func followInstallation(of spec: ConstraintSpec, constraintID id: String) {
        guard !id.isEmpty, !viewsExcludedByDefault.isEmpty || !viewsExcluded.isEmpty else { return }
        // A view's own guides (`card.safeArea`) belong to the view: the first part of the path names it.
        let viewNames = [spec.first.item, spec.second?.item].compactMap { $0?.path.first }
        for masked in Set(viewNames.flatMap(maskedAncestors(of:))).sorted() {
            if viewsExcludedByDefault.contains(masked), !excludedByDefault.contains(id) {
                excludedByDefault.insert(id)
                included[id, default: []] += viewsIncluded[masked] ?? []
            }
            excluded[id, default: []] += viewsExcluded[masked] ?? []
        }
    }

    /// The size of the image an image view shows. An SF Symbol (`catalog="system"`) is a glyph of
    /// Apple's symbol font, which Plumb does not have: its size in points follows the glyph and the
    /// symbol configuration, not the size `<resources>` gives it (`chevron.left` 97 × 128), so it is
    /// the size Xcode stored for the view (not misplaced); other images have their resource's size.
    private func imageSize(of element: XMLElementNode) -> Size? {
        if element["catalog"] == "system", !InterfaceBuilderValues.isYes(element["misplaced"]),
           let frame = InterfaceBuilderValues.storedFrame(of: element) {
            return frame.size
        }
        return element["image"].flatMap { context.imageSizes[$0] }
    }

    /// `widthClass=compact`, `heightClass=regular`, `widthClass=compact-heightClass=regular`.
    static func condition(_ key: String) -> TraitCondition? {
        var condition = TraitCondition()
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2, let sizeClass = SizeClass(rawValue: String(pair[1])) else { return nil }
            switch pair[0] {
            case "widthClass": condition.horizontal = sizeClass
            case "heightClass": condition.vertical = sizeClass
            default: return nil
            }
        }
        return condition
    }

    // MARK: Constraints

    private var readConstraints: [(id: String, spec: ConstraintSpec)] = []

    private mutating func constraints() -> [ConstraintSpec] {
        for (owner, list) in constraintLists {
            for element in list.children(named: "constraint") {
                if InterfaceBuilderValues.isYes(element["placeholder"]) {
                    placeholders += 1
                    warnings.add("placeholder", .notApplicable, "placeholder constraints are left out, as Xcode removes them at build time",
                                 at: context.location(element))
                    continue
                }
                if let spec = constraint(element, owner: owner) {
                    let id = element["id"] ?? ""
                    followInstallation(of: spec, constraintID: id)
                    readValueVariations(of: element, constraintID: id)
                    readConstraints.append((id, spec))
                }
            }
        }
        keepUninstalledViewsInPlace()
        var always: [ConstraintSpec] = looselyKeptConstraints()
        for (id, spec) in readConstraints {
            switch SizeClassInstallation(spec: spec, excludedByDefault: excludedByDefault.contains(id), included: included[id] ?? [],
                                         excluded: excluded[id] ?? [], overrides: valueVariations[id] ?? []).placement {
            case .everywhere(let installed): always.append(installed)
            case .variants(let variants): constraintVariants += variants
            }
        }
        return always
    }

    /// Constraints installed in some size classes only, or with a value that varies by size class.
    private var constraintVariants: [(condition: TraitCondition, spec: ConstraintSpec)] = []
    /// Values a constraint takes in some size classes (`<variation key="widthClass=compact" constant="30"/>`
    /// inside the `<constraint>`, or a `multiplier`, `priority` or `relation`), in document order.
    private var valueVariations: [String: [(condition: TraitCondition, values: SizeClassInstallation.Overrides)]] = [:]

    /// The `<variation>` elements inside a `<constraint>`: the constant, multiplier, priority and
    /// relation it has in a size class.
    private mutating func readValueVariations(of element: XMLElementNode, constraintID id: String) {
        for variation in element.children(named: "variation") {
            let location = context.location(variation)
            guard let key = variation["key"], let condition = Self.condition(key) else {
                warnings.add("variation:\(variation["key"] ?? "")", .unknownName,
                             "size-class variation '\(variation["key"] ?? "")' is not read", at: location)
                continue
            }
            for attribute in variation.attributes.keys.sorted() where !Self.variedConstraintAttributes.contains(attribute) {
                warnings.add("constraint variation:\(attribute)", .notApplicable,
                             "a constraint's '\(attribute)' varied by size class is not read; its own value applies in every class",
                             at: location)
            }
            func fail(_ message: String, _ text: String) {
                errors.append(SourceDiagnostic(location: location, kind: .invalidValue, message: message, text: text))
            }
            var values = SizeClassInstallation.Overrides()
            if let text = variation["constant"] {
                guard let constant = InterfaceBuilderValues.number(text) else { fail("constant '\(text)' is not a number", text); continue }
                values.constant = constant
            }
            if let text = variation["multiplier"] {
                guard let multiplier = InterfaceBuilderValues.multiplier(text) else {
                    fail("multiplier '\(text)' is neither a number nor a ratio such as 16:9", text); continue
                }
                values.multiplier = multiplier
            }
            if let text = variation["priority"] {
                guard let value = InterfaceBuilderValues.number(text), LayoutPriority(value).isValid else {
                    fail("priority '\(text)' is not a number greater than 0 and at most 1000", text); continue
                }
                values.priority = LayoutPriority(value)
            }
            if let text = variation["relation"] {
                guard let relation = Self.relation(text) else { fail(Self.relationMessage(text), text); continue }
                values.relation = relation
            }
            if !values.isEmpty { valueVariations[id, default: []].append((condition, values)) }
        }
    }

    /// The attributes of a `<variation>` inside a `<constraint>` that the reader applies.
    private static let variedConstraintAttributes: Set<String> = ["key", "constant", "multiplier", "priority", "relation"]

    /// `greaterThanOrEqual`, `lessThanOrEqual` or `equal` (what Xcode writes by leaving `relation` out).
    static func relation(_ text: String) -> LayoutRelation? {
        switch text {
        case "equal": .equal
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: nil
        }
    }

    static func relationMessage(_ text: String) -> String {
        "relation '\(text)' is not one of greaterThanOrEqual and lessThanOrEqual (or none, for equal)"
    }

    /// A cell content view marked ambiguous keeps its stored place (required; its left edge, as a kept frame
    /// is not mirrored right to left) and its stored size at priority 999, so that in a conflict of required
    /// constraints its size gives way rather than one of them.
    private func looselyKeptConstraints() -> [ConstraintSpec] {
        looselyKept.flatMap { kept in
            storedFrameHolds(of: kept.name, at: kept.frame, location: kept.location, horizontalEdge: .left,
                             sizePriority: LayoutPriority(999)).map(\.spec)
        }
    }

    /// Constraints that hold view `name` at its stored `frame` in its superview: its place by
    /// `horizontalEdge` and its top (required), its width and height at `sizePriority`. Each is a
    /// reader's stand-in at `location`, named "… kept at its stored …".
    private func storedFrameHolds(of name: String, at frame: Rect, location: SourceLocation, horizontalEdge: LayoutAttribute,
                                  sizePriority: LayoutPriority) -> [(id: String, spec: ConstraintSpec)] {
        let superview = ItemReference(superviewOf[name] ?? LayoutDocument.rootName)
        let holds: [(LayoutAttribute, AttributeReference?, Double, LayoutPriority)] = [
            (horizontalEdge, AttributeReference(item: superview, attribute: horizontalEdge), frame.minX, .required),
            (.top, AttributeReference(item: superview, attribute: .top), frame.minY, .required),
            (.width, nil, frame.width, sizePriority), (.height, nil, frame.height, sizePriority),
        ]
        return holds.map { attribute, second, constant, priority in
            let id = "\(idOfName[name] ?? name) kept at its stored \(attribute.rawValue)"
            var spec = ConstraintSpec(first: AttributeReference(item: ItemReference(name), attribute: attribute),
                                      relation: .equal, second: second, multiplier: 1, constant: constant,
                                      priority: priority, identifier: id)
            // A reader's stand-in, not the author's: pictures do not draw it.
            spec.origin = ConstraintOrigin(text: spec.equationText, syntax: .placement, location: location)
            return (id, spec)
        }
    }

    /// Where a size class leaves a view out, its constraints are gone with it; so that Plumb, which
    /// keeps the view (hidden), does not find it undetermined there, it is held at its stored frame
    /// in those size classes only. (A stack's arranged views need not: the stack collapses them.)
    private mutating func keepUninstalledViewsInPlace() {
        guard !viewsExcludedByDefault.isEmpty || !viewsExcluded.isEmpty else { return }
        for (name, stored) in storedFrames.sorted(by: { $0.key < $1.key }) where !arrangedViews.contains(name) {
            // The nearest view that a mask leaves out decides (itself or a superview).
            guard let masked = maskedAncestors(of: name).first else { continue }
            for (id, spec) in storedFrameHolds(of: name, at: stored.frame, location: stored.location, horizontalEdge: .leading,
                                               sizePriority: .required) {
                // Left out by default: held where no size class includes it. Left out in some
                // classes: held there only.
                if viewsExcludedByDefault.contains(masked) {
                    if let classes = viewsIncluded[masked], !classes.isEmpty { excluded[id] = classes }
                } else {
                    excludedByDefault.insert(id)
                    included[id] = viewsExcluded[masked] ?? []
                }
                readConstraints.append((id, spec))
            }
        }
    }

    private mutating func variants() -> [TraitVariant] {
        for patch in pendingHiddenPatches {
            guard let name = nameOfID[patch.id] else { continue }
            var hidden = ViewProperties()
            hidden.hidden = patch.hidden
            propertyVariants[patch.condition, default: [:]][name] =
                (propertyVariants[patch.condition]?[name] ?? ViewProperties()).merging(hidden)
        }
        var byCondition: [TraitCondition: [ConstraintSpec]] = [:]
        var order: [TraitCondition] = []
        for (condition, spec) in constraintVariants {
            if byCondition[condition] == nil { order.append(condition) }
            byCondition[condition, default: []].append(spec)
        }
        for condition in propertyVariants.keys.sorted(by: { "\($0)" < "\($1)" }) where byCondition[condition] == nil {
            order.append(condition)
        }
        return order.map { condition in
            TraitVariant(condition: condition, constraints: byCondition[condition] ?? [],
                         properties: propertyVariants[condition] ?? [:])
        }
    }

    private mutating func constraint(_ element: XMLElementNode, owner: String) -> ConstraintSpec? {
        let location = context.location(element)
        func fail(_ kind: DiagnosticKind, _ message: String, _ text: String) -> ConstraintSpec? {
            errors.append(SourceDiagnostic(location: location, kind: kind, message: message, text: text))
            return nil
        }
        for attribute in element.attributes.keys.sorted() where !Self.constraintAttributes.contains(attribute) {
            warnings.add("constraint:\(attribute)", .unknownName, "constraint attribute '\(attribute)' is not read", at: location)
        }
        guard let firstName = element["firstAttribute"] else {
            return fail(.syntax, "a constraint needs a firstAttribute (such as 'leading' or 'width')", "constraint")
        }
        guard let firstAttribute = LayoutAttribute(name: firstName) else {
            warnings.add("attribute:\(firstName)", .unknownName, "constraint attribute '\(firstName)' is not read; its constraints are left out",
                         at: location)
            return nil
        }
        guard let first = reference(element["firstItem"], owner: owner, attribute: firstAttribute, location: location) else { return nil }
        var second: AttributeReference?
        if let secondItem = element["secondItem"] {
            let secondName = element["secondAttribute"] ?? firstName
            guard let secondAttribute = LayoutAttribute(name: secondName) else {
                warnings.add("attribute:\(secondName)", .unknownName,
                             "constraint attribute '\(secondName)' is not read; its constraints are left out", at: location)
                return nil
            }
            guard let resolved = reference(secondItem, owner: owner, attribute: secondAttribute, location: location) else { return nil }
            second = resolved
        }
        var relation = LayoutRelation.equal
        if let text = element["relation"] {
            // Xcode leaves `relation` out for equal; `equal` written out is read too.
            guard let value = Self.relation(text) else { return fail(.invalidValue, Self.relationMessage(text), text) }
            relation = value
        }
        var multiplier = 1.0
        if let text = element["multiplier"] {
            guard let value = InterfaceBuilderValues.multiplier(text) else {
                return fail(.invalidValue, "multiplier '\(text)' is neither a number nor a ratio such as 16:9", text)
            }
            multiplier = value
        }
        var constant = 0.0
        if let text = element["constant"] {
            guard let value = InterfaceBuilderValues.number(text) else { return fail(.invalidValue, "constant '\(text)' is not a number", text) }
            constant = value
        }
        var priority = LayoutPriority.required
        if let text = element["priority"] {
            guard let value = InterfaceBuilderValues.number(text), LayoutPriority(value).isValid else {
                return fail(.invalidValue, "priority '\(text)' is not a number greater than 0 and at most 1000", text)
            }
            priority = LayoutPriority(value)
        }
        var spec = ConstraintSpec(first: first, relation: relation, second: second, multiplier: multiplier,
                                  constant: constant, priority: priority, identifier: element["identifier"] ?? element["id"])
        spec.origin = ConstraintOrigin(text: spec.equationText, syntax: .equation, location: location)
        return spec
    }

    /// The attributes of `<constraint>` the reader knows (`symbolic` marks a standard spacing whose
    /// value Xcode writes in `constant`; `placeholder` constraints are left out before this).
    private static let constraintAttributes: Set<String> = [
        "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "multiplier", "constant",
        "priority", "identifier", "id", "symbolic", "placeholder", "userLabel",
    ]

    /// The item an id names, the owning view when there is none; legacy guides become the safe area's
    /// edge (top guide's bottom, bottom guide's top) or the root's.
    private mutating func reference(_ id: String?, owner: String, attribute: LayoutAttribute,
                                    location: SourceLocation) -> AttributeReference? {
        guard let id else { return AttributeReference(item: ItemReference(owner), attribute: attribute) }
        switch items[id] {
        case .item(let name)?:
            return AttributeReference(item: ItemReference(name), attribute: attribute)
        case .topGuide?:
            return AttributeReference(item: ItemReference(attribute == .bottom ? "safeArea" : LayoutDocument.rootName),
                                      attribute: attribute == .bottom ? .top : attribute)
        case .bottomGuide?:
            return AttributeReference(item: ItemReference(attribute == .top ? "safeArea" : LayoutDocument.rootName),
                                      attribute: attribute == .top ? .bottom : attribute)
        case nil:
            errors.append(SourceDiagnostic(location: location, kind: .unknownName,
                                           message: "the constraint names '\(id)', which is no view or layout guide of this scene",
                                           text: id))
            return nil
        }
    }
}

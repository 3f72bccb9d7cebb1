import PlumbLayout

/// Turns one ``ConflictBlock`` into a ``Scene`` Plumb can solve, diagnose and draw.
///
/// Each object the block names becomes a view (or, for a `UILayoutGuide`, a guide) named readably
/// and stably (``ReadableNames``: `label 'Name'` → `nameLabel`, `UIImageView` → `imageView`, a
/// second → `imageView2`), with its log form kept as its ``ViewNode/sourceID``. Views sit under the
/// view that `|` stood for in a visual-format entry, others under the root. Each constraint becomes
/// the same constraint between those names, located at its entry in the log. What UIKit does
/// without printing it, Plumb's engine does too (sizes never below zero); a position or size the
/// block does not fix is left to the solver, with a stand-in intrinsic size (``unknownSize``) so
/// that the view can be drawn.
struct ReplayBuilder {
    /// The intrinsic size given to a plain view the block gives no size on an axis: something to draw.
    static let unknownSize = Size(width: 80, height: 40)
    /// The identifier of the priority-1 constraints that place what the block does not: each view and
    /// guide 20 points in from its superview's top left corner, given way to by every real constraint.
    /// Their syntax is ``ConstraintOrigin/Syntax/placement``: pictures leave them out (they are not
    /// in the log), `--generated-constraints` draws them.
    static let guessIdentifier = "plumb-replay-guess"
    /// The smallest canvas a replay is drawn on; larger when the block's sizes need it.
    static let minimumCanvas = Size(width: 320, height: 240)

    let block: ConflictBlock
    let name: String
    let path: String

    /// The scene, and for each object of the block (by ``LoggedItem/key``) the name it got.
    func scene() -> (scene: Scene, names: [String: String]) {
        // Each constraint is marked with what the log says of it (``ConflictRole``): the one UIKit broke,
        // so the replay breaks the same one whatever the engine would choose, and the ones UIKit makes,
        // kept as UIKit keeps them. The one UIKit broke also goes last; a report cut before its recovery
        // line names none, and the constraints UIKit makes go first (the order decides only ties).
        var constraints = block.allConstraints
        if let broken = block.broken, let index = constraints.firstIndex(where: { $0.location == broken.location }) {
            constraints.append(constraints.remove(at: index))
        } else {
            constraints = constraints.filter(\.isMadeByUIKit) + constraints.filter { !$0.isMadeByUIKit }
        }
        var items: [LoggedItem] = []
        var firstPlace: [String: SourceLocation] = [:]
        // Objects in the order the log first names them.
        var itemIndex: [String: Int] = [:]
        for constraint in block.allConstraints {
            for item in [constraint.first, constraint.second].compactMap({ $0 }) {
                let key = item.key
                if let known = itemIndex[key] {
                    if items[known].label == nil { items[known].label = item.label }
                    continue
                }
                itemIndex[key] = items.count
                items.append(item)
                firstPlace[key] = constraint.location
            }
        }
        var readable = ReadableNames(reserved: ["superview", "root", "safeArea", "margins", "readable", "standard"])
        var names: [String: String] = [:]
        for item in items { names[item.key] = readable.name(for: Self.words(for: item), fallback: item.isGuide ? "guide" : "view") }

        var parents: [String: String] = [:]
        for constraint in constraints {
            guard let hint = constraint.superviewHint, let child = names[hint.child.key], let parent = names[hint.superview.key],
                  child != parent, parents[child] == nil, !Self.isAncestor(child, of: parent, in: parents) else { continue }
            parents[child] = parent
        }

        var specs: [ConstraintSpec] = []
        var intrinsic: [String: (hugging: LayoutPriority, resistance: LayoutPriority, width: Double?, height: Double?)] = [:]
        var sized: [String: Set<LayoutAttribute.Axis>] = [:]
        for constraint in constraints {
            guard let first = names[constraint.first.key] else { continue }
            if constraint.className.hasSuffix("ContentSizeLayoutConstraint"), constraint.second == nil {
                // The intrinsic content size: a property of the view, not a constraint of its own.
                var entry = intrinsic[first] ?? (.defaultLow, .defaultHigh, nil, nil)
                if let priorities = constraint.contentPriorities { (entry.hugging, entry.resistance) = priorities }
                if constraint.firstAttribute == .width { entry.width = constraint.constant } else { entry.height = constraint.constant }
                intrinsic[first] = entry
                sized[first, default: []].insert(constraint.firstAttribute.axis)
                continue
            }
            var spec = ConstraintSpec(
                first: AttributeReference(item: ItemReference([first]), attribute: constraint.firstAttribute),
                relation: constraint.relation, multiplier: constraint.multiplier, constant: constraint.constant,
                priority: constraint.priority, identifier: constraint.identifier,
                origin: ConstraintOrigin(text: constraint.text, syntax: .generated, location: constraint.location))
            spec.isActive = constraint.isActive
            // What the log says decides which member gives way, over the engine's own choice.
            if let broken = block.broken, constraint.location == broken.location {
                spec.conflictRole = .brokenByUIKit
            } else if constraint.isKeptByUIKit {
                spec.conflictRole = .madeByUIKit
            }
            if let second = constraint.second, let secondName = names[second.key], let attribute = constraint.secondAttribute {
                spec.second = AttributeReference(item: ItemReference([secondName]), attribute: attribute)
            } else if constraint.firstAttribute.kind == .location {
                // `minX == 0` (an autoresizing mask) or `midY == + 70`: a position in the superview.
                spec.second = AttributeReference(item: .superview, attribute: constraint.firstAttribute)
            }
            for (name, attribute) in [(first, constraint.firstAttribute), (spec.second.map { $0.item.description }, constraint.secondAttribute)] {
                if let name, let attribute, attribute.kind == .dimension { sized[name, default: []].insert(attribute.axis) }
            }
            specs.append(spec)
        }

        var nodes: [String: ViewNode] = [:]
        var guides: [String] = []
        var order: [String] = []
        for item in items {
            guard let name = names[item.key] else { continue }
            if item.isGuide {
                guides.append(name)
                continue
            }
            let kind = Self.kind(of: item.className)
            var properties = ViewProperties()
            switch kind {
            case .label: properties.text = item.label
            case .button: properties.title = item.label
            default: break
            }
            if let size = intrinsic[name] {
                properties.intrinsicSize = Size(width: size.width ?? -1, height: size.height ?? -1)
                properties.hugging = AxisPriorities(horizontal: size.hugging, vertical: size.hugging)
                properties.compressionResistance = AxisPriorities(horizontal: size.resistance, vertical: size.resistance)
            } else if kind == .view || kind == .image {
                let axes = sized[name] ?? []
                properties.intrinsicSize = Size(width: axes.contains(.horizontal) ? -1 : Self.unknownSize.width,
                                                height: axes.contains(.vertical) ? -1 : Self.unknownSize.height)
            }
            nodes[name] = ViewNode(name: name, kind: kind, properties: properties, location: firstPlace[item.key],
                                   sourceID: item.description)
            order.append(name)
        }
        // Children into their parents, deepest first, keeping the log's order among siblings.
        var children: [String: [String]] = [:]
        for name in order { if let parent = parents[name] { children[parent, default: []].append(name) } }
        func build(_ name: String) -> ViewNode? {
            guard var node = nodes[name] else { return nil }
            node.subviews = (children[name] ?? []).compactMap(build)
            return node
        }
        let roots = order.filter { parents[$0] == nil || nodes[parents[$0]!] == nil }.compactMap(build)
        var document = LayoutDocument(name: name, views: roots, guides: guides, constraints: specs)
        let canvas = Self.canvas(for: specs)
        document.constraints += Self.guesses(for: document, broken: block.broken?.location)
        var sources = SourceMap(file: path, views: SourceMap.views(in: document))
        for item in items where item.isGuide {
            if let guide = names[item.key] { sources.guides[guide] = firstPlace[item.key] }
        }
        return (Scene(name: name, document: document, canvases: [canvas], sources: sources), names)
    }

    /// Priority-1 placements for the views and guides whose position the block leaves open
    /// (``ReplayPlacement``), so that a picture shows them somewhere sensible: 20 points in from the
    /// superview's left (or leading, as the item's own constraints say) or top edge.
    static func guesses(for document: LayoutDocument, broken: SourceLocation?) -> [ConstraintSpec] {
        var usingLeftOrRight: Set<String> = []
        for spec in document.constraints {
            for reference in [spec.first, spec.second].compactMap({ $0 }) where [.left, .right].contains(reference.attribute) {
                if reference.item.path.count == 1 { usingLeftOrRight.insert(reference.item.path[0]) }
            }
        }
        return ReplayPlacement(document: document, broken: broken).needingGuesses().map { name, axis in
            let attribute: LayoutAttribute = axis == .vertical ? .top : usingLeftOrRight.contains(name) ? .left : .leading
            return ConstraintSpec(
                first: AttributeReference(item: ItemReference([name]), attribute: attribute), relation: .equal,
                second: AttributeReference(item: .superview, attribute: attribute), constant: 20,
                priority: LayoutPriority(1), identifier: guessIdentifier, origin: ConstraintOrigin(syntax: .placement))
        }
    }

    /// A custom canvas large enough for the block's largest constant width and height, with room around.
    static func canvas(for constraints: [ConstraintSpec]) -> Canvas {
        func largest(_ attribute: LayoutAttribute) -> Double {
            constraints.filter { $0.first.attribute == attribute && $0.second == nil }.map(\.constant).max() ?? 0
        }
        let size = Size(width: min(2000, max(minimumCanvas.width, largest(.width) + 80)),
                        height: min(2000, max(minimumCanvas.height, largest(.height) + 80)))
        return Canvas(name: "replay", size: size, caption: Canvas.caption(subject: Canvas.captionSize(size), orientation: nil, traits: Traits(),
                                                                            textSize: .large, direction: .leftToRight))
    }

    private static func isAncestor(_ candidate: String, of name: String, in parents: [String: String]) -> Bool {
        var current = parents[name]
        var steps = 0
        while let parent = current, steps <= parents.count {
            if parent == candidate { return true }
            current = parents[parent]
            steps += 1
        }
        return false
    }

    /// `Name Label` for a label showing `Name`, `ImageView` for a bare `UIImageView`, `ImageCell`
    /// for `_TtC5MyApp9ImageCell`, `SafeArea Guide` for the safe-area guide.
    static func words(for item: LoggedItem) -> String {
        String(unboundedWords(for: item).prefix(60))
    }

    private static func unboundedWords(for item: LoggedItem) -> String {
        let className = SwiftClassName.readable(item.className)
        if ["UITableViewCellContentView", "UICollectionViewCellContentView"].contains(item.className), item.label == nil {
            return "content view"
        }
        if item.className.isEmpty { return item.address == "|" ? "container" : item.address }
        if item.isGuide {
            guard let label = item.label, !label.isEmpty else { return "guide" }
            let known = [("UIViewSafeAreaLayoutGuide", "safeArea guide"), ("UIViewLayoutMarginsGuide", "margins guide"),
                         ("UIViewReadableContentGuide", "readable guide"), ("UIScrollView-contentLayoutGuide", "content guide"),
                         ("UIScrollView-frameLayoutGuide", "frame guide")]
            if let name = known.first(where: { $0.0 == label })?.1 { return name }
            let cleaned = label.split(separator: "(").first.map(String.init) ?? label
            return cleaned.lowercased().hasSuffix("guide") ? cleaned : cleaned + " guide"
        }
        let role = className.hasPrefix("UI") || className.hasPrefix("NS") ? String(className.dropFirst(2)) : className
        guard let label = item.label, label.contains(where: { $0.isLetter || $0.isNumber }), label.count <= 40 else { return className }
        let shortRole = ["Label", "Button", "Field", "View", "Cell"].first { role.hasSuffix($0) } ?? role
        return label.lowercased().hasSuffix(shortRole.lowercased()) ? label : label + " " + shortRole
    }

    /// The kind of view drawn for a class: labels, buttons, text fields, image views, switches and
    /// sliders as themselves; every other view (stack and scroll views too, whose arrangement and
    /// content the block does not print) as a plain view.
    static func kind(of className: String) -> ViewKind {
        let readable = SwiftClassName.readable(className)
        let table: [(suffix: String, kind: ViewKind)] = [
            ("Label", .label), ("Button", .button), ("TextField", .textField), ("ImageView", .image),
            ("Switch", .switch), ("Slider", .slider),
        ]
        return table.first { readable.hasSuffix($0.suffix) }?.kind ?? .view
    }
}

/// Class names as logs print them, made readable: `MyApp.AvatarView` → `AvatarView`,
/// `_TtC5MyApp9ImageCell` → `ImageCell`, `_TtGC5MyApp8ListCellSS_` → `ListCell`.
enum SwiftClassName {
    static func readable(_ name: String) -> String {
        if name.hasPrefix("_Tt") { return demangled(name) ?? name }
        if let dot = name.lastIndex(of: ".") { return String(name[name.index(after: dot)...]) }
        return name
    }

    /// The last length-prefixed identifier of an old-style mangled class name (`_TtC5MyApp9ImageCell`).
    private static func demangled(_ name: String) -> String? {
        let characters = Array(name.dropFirst(3))
        var index = 0
        var last: String?
        var guardSteps = 0
        while index < characters.count, guardSteps < 64 {
            guardSteps += 1
            var digits = ""
            while index < characters.count, characters[index].isASCII, characters[index].isNumber, digits.count < 4 {
                digits.append(characters[index])
                index += 1
            }
            if let length = Int(digits), length > 0, index + length <= characters.count {
                let identifier = String(characters[index..<index + length])
                index += length
                // Generic arguments come after the class; the first class name found wins then.
                if identifier.first?.isLetter == true || identifier.first == "_" { last = identifier }
                if name.hasPrefix("_TtG"), last != nil, identifier != "" {
                    // `_TtGC5MyApp8ListCell…`: module then class; stop at the class.
                    if characters.count > index, !characters[index].isNumber { break }
                }
            } else {
                index += 1
            }
        }
        return last
    }
}

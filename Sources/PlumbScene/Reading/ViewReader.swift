import PlumbLayout
import Yams

/// A view or guide name declared in a scene and where, for duplicate checks and lookups.
struct Declaration {
    var name: String
    var kind: ItemNameChecker.Declaration.Kind
    var location: SourceLocation
    /// The node that declared the name, for errors.
    var node: Node
    /// The view that holds this view or guide (`nil` for the root).
    var owner: String?
}

/// Reads the `views:` tree: each entry is a mapping whose first view-kind key gives the kind and
/// the view's name (`- label: title`); its other keys are properties, `views` its subviews and
/// `guides` the layout guides it owns.
struct ViewReader {
    let reader: NodeReader
    /// Every view and guide name met, in the order met.
    private(set) var declarations: [Declaration] = []
    /// How many views and guides were met, for the limits on both.
    private var viewCount = 0, guideCount = 0

    init(reader: NodeReader) {
        self.reader = reader
    }

    /// Reads a list of view entries under `owner` (`nil` for the root view).
    mutating func views(_ node: Node, owner: String?) -> [ViewNode] {
        let what = owner.map { "the subviews of '\($0)'" } ?? "'views'"
        guard let items = reader.sequence(node, for: what) else { return [] }
        return items.compactMap { view($0, owner: owner) }
    }

    /// Reads a list of guide names owned by `owner`.
    mutating func guides(_ node: Node, owner: String?) -> [String] {
        let what = owner.map { "the guides of '\($0)'" } ?? "'guides'"
        guard let items = reader.sequence(node, for: what) else { return [] }
        var names: [String] = []
        for item in items {
            guard let name = self.name(item, for: "a guide name") else { continue }
            declarations.append(Declaration(name: name, kind: .guide, location: reader.location(of: item), node: item, owner: owner))
            guideCount += 1
            if guideCount == LayoutLimits.maximumGuides + 1 {
                reader.report(.limit, "too many layout guides: a scene may have at most \(LayoutLimits.maximumGuides)", at: item)
            }
            names.append(name)
        }
        return names
    }

    private mutating func view(_ node: Node, owner: String?) -> ViewNode? {
        guard case .mapping = node else {
            reader.report(.syntax, "expected a view such as '- label: title', found \(NodeReader.describe(node))", at: node)
            return nil
        }
        viewCount += 1
        if viewCount == LayoutLimits.maximumViews + 1 {
            reader.report(.limit, "too many views: a scene may have at most \(LayoutLimits.maximumViews)", at: node)
        }
        guard let entries = reader.mapping(node, for: "a view entry") else { return nil }
        guard let kindEntry = entries.first(where: { ViewKind(rawValue: $0.key) != nil }),
              let kind = ViewKind(rawValue: kindEntry.key) else {
            reportMissingKind(entries, at: node)
            // Still declare the name, so constraints using it do not repeat the mistake as unknown names.
            if let first = entries.first, let name = first.value.scalar?.string, NameRules.isIdentifier(name) {
                declarations.append(Declaration(name: name, kind: .view(.view), location: reader.location(of: first.value),
                                                node: first.value, owner: owner))
            }
            return nil
        }
        for extra in entries where extra.key != kindEntry.key && ViewKind(rawValue: extra.key) != nil {
            reader.report(.syntax, "a view has one kind, but '\(extra.key)' follows '\(kindEntry.key)'; start a new list entry "
                          + "with '- \(extra.key): …'", at: extra.keyNode)
        }
        let name = self.name(kindEntry.value, for: "the name of a \(kind.rawValue)")
        if let name {
            declarations.append(Declaration(name: name, kind: .view(kind), location: reader.location(of: kindEntry.value),
                                            node: kindEntry.value, owner: owner))
        }
        let viewName = name ?? "?"
        let skip = Set(ViewKind.allCases.map(\.rawValue)).union(["views", "guides", "source-id", "ib-id"])
        var properties = PropertyReader(reader: reader)
            .properties(entries, kind: kind, what: "\(kind.rawValue) '\(viewName)'", skip: skip)
        if kind == .stack, properties.stack == nil { properties.stack = StackProperties() }
        var subviews: [ViewNode] = []
        var guides: [String] = []
        var sourceID: String?
        for entry in entries {
            switch entry.key {
            case "views": subviews = views(entry.value, owner: viewName)
            case "guides": guides = self.guides(entry.value, owner: viewName)
            case "source-id", "ib-id":
                // `ib-id` (the name issue 17 gave an Interface Builder id) is read as `source-id`, the
                // key every importer writes; a view gives one of the two.
                if sourceID != nil {
                    reader.report(.nameClash, "a view has one source id: give 'source-id' or 'ib-id', not both",
                                  at: entry.keyNode)
                }
                sourceID = reader.string(entry.value, for: "'\(entry.key)'", maximumLength: LayoutLimits.maximumTextLength)
            default: break
            }
        }
        if kind == .stack, let spacing = entries.first(where: { $0.key == "custom-spacing" }) {
            checkCustomSpacing(spacing, arranged: subviews.map(\.name), stack: viewName)
        }
        guard let name else { return nil }
        return ViewNode(name: name, kind: kind, properties: properties, subviews: subviews, guides: guides,
                        location: reader.location(of: kindEntry.keyNode), sourceID: sourceID)
    }

    /// Custom spacing goes after an arranged view of the same stack.
    private func checkCustomSpacing(_ entry: MappingEntry, arranged: [String], stack: String) {
        guard case .mapping(let pairs) = entry.value else { return }
        for (key, _) in pairs {
            guard let name = key.scalar?.string, !arranged.contains(name) else { continue }
            reader.report(.notApplicable, "custom spacing after '\(name)', which is not an arranged view of stack '\(stack)'", at: key,
                          suggestion: Suggestions.nearest(to: name, in: arranged))
        }
    }

    /// A view entry without a kind key: suggest the kind its first key resembles.
    private func reportMissingKind(_ entries: [MappingEntry], at node: Node) {
        let kinds = ViewKind.allCases.map(\.rawValue)
        let expected = "each view starts with its kind: \(NodeReader.listing(kinds))"
        guard let first = entries.first else {
            reader.report(.syntax, "empty view entry; \(expected)", at: node)
            return
        }
        if let suggestion = Suggestions.nearest(to: first.key, in: kinds) {
            reader.report(.unknownName, "unknown kind of view '\(first.key)'", at: first.keyNode, suggestion: suggestion)
        } else {
            reader.report(.unknownName, "unknown kind of view '\(first.key)'; \(expected)", at: first.keyNode)
        }
    }

    /// A name usable in constraint text: a C identifier that is not one of the words constraints reserve.
    func name(_ node: Node, for what: String) -> String? {
        guard let name = reader.string(node, for: what, maximumLength: LayoutLimits.maximumNameLength) else { return nil }
        guard NameRules.isIdentifier(name) else {
            reader.report(.invalidValue, "'\(name)' is not a valid name: use letters, digits and '_', not starting with a digit", at: node)
            return nil
        }
        guard !NameRules.reserved.contains(name) else {
            reader.report(.nameClash, "'\(name)' is reserved in constraints and cannot name a view, guide or metric", at: node)
            return nil
        }
        return name
    }
}

/// What names in a scene may be.
enum NameRules {
    /// Words constraint text gives a meaning of its own.
    static let reserved: Set<String> = ["superview", "root", "safeArea", "margins", "readable", "standard"]

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first == "_" || (first.isASCII && first.isLetter) else { return false }
        return text.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }
}

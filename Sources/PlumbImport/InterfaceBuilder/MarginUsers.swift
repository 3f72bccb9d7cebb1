/// The views of a document whose layout margins something uses: what needs to know how the
/// Xcode that saved it placed those margins (``InterfaceBuilderToolsVersion/layoutMarginsFollowSafeArea``).
enum MarginUsers {
    /// The ids of the views in `root`'s tree (`root` included) whose margins are used: an item of a
    /// constraint's margin attribute (`topMargin`, `leadingMargin`, `centerXWithinMargins`…), a stack
    /// view arranging its views inside its margins, and the superview of any such view that preserves
    /// its superview's margins (its margins follow the superview's), up the tree.
    static func ids(in root: XMLElementNode) -> Set<String> {
        var used: Set<String> = []
        var superviewOf: [String: String] = [:]
        var preserving: Set<String> = []
        var pending: [(element: XMLElementNode, superview: String?)] = [(root, nil)]
        while let (element, superview) = pending.popLast() {
            let id = element["id"]
            if let id, let superview { superviewOf[id] = superview }
            if let id, InterfaceBuilderValues.isYes(element["preservesSuperviewLayoutMargins"]) { preserving.insert(id) }
            if let id, element.name == "stackView", InterfaceBuilderValues.arrangesInsideMargins(element) { used.insert(id) }
            for constraint in element.child("constraints")?.children(named: "constraint") ?? [] {
                if isMargin(constraint["firstAttribute"]), let item = constraint["firstItem"] ?? id { used.insert(item) }
                if isMargin(constraint["secondAttribute"]), let item = constraint["secondItem"] { used.insert(item) }
            }
            // A view's subviews sit in its <subviews> (no id of its own); a cell's content view is its child.
            for child in element.children where child.name != "constraints" && child.name != "connections" {
                pending.append((child, id ?? superview))
            }
        }
        var climbing = Array(used)
        while let id = climbing.popLast() {
            guard preserving.contains(id), let superview = superviewOf[id], !used.contains(superview) else { continue }
            used.insert(superview)
            climbing.append(superview)
        }
        return used
    }

    private static func isMargin(_ attribute: String?) -> Bool {
        guard let attribute else { return false }
        return attribute.hasSuffix("Margin") || attribute.hasSuffix("WithinMargins")
    }
}

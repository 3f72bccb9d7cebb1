import PlumbLayout

/// Which views and guides of a replay the logged constraints leave unplaced in their superview, found
/// from the shape of the constraints alone, in time linear in their number.
///
/// A report often fixes only part of a layout (a width, one edge); what it leaves open is placed only
/// so that it can be drawn (``ReplayBuilder/guessIdentifier``). Asking the solver's ambiguity finder
/// cost a whole diagnosis per report, tens of milliseconds even for a small one and seconds for a few
/// hundred constraints; this reads the same answer off the constraints: along one axis an item is
/// placed when a chain of equalities between positions (edges, centres, baselines) ties it to its
/// superview and every link of the chain pins a whole frame, that is each end names its start edge
/// (`leading`, `left`, `top`) or belongs to an item whose size on that axis is known. When unsure it
/// says unplaced: a priority-1 placement of an item that is placed after all gives way to the
/// constraints that place it and moves nothing.
struct ReplayPlacement {
    let document: LayoutDocument
    /// The logged constraint UIKit broke, which the replay breaks too: it places nothing.
    let broken: SourceLocation?

    /// The unplaced items a guess is needed for: of items tied to one another along an axis (a stack
    /// view's arranged subview and the cell's content view, through the stack view), only the first.
    /// Its guess places the others; a guess for each would pull them two ways at the same priority
    /// and leave them anywhere between the two guesses.
    func needingGuesses() -> [(name: String, axis: LayoutAttribute.Axis)] {
        var guessedGroups: Set<[Int]> = []
        return unplaced().filter { guessedGroups.insert([$0.axis == .horizontal ? 0 : 1, $0.group]).inserted }
            .map { ($0.name, $0.axis) }
    }

    /// Each view (in the document's order, then each guide) and axis along which nothing places it,
    /// with the group of items it is tied to along that axis (a number shared by the group's items).
    func unplaced() -> [(name: String, axis: LayoutAttribute.Axis, group: Int)] {
        var parents: [String: String] = [:]
        var order: [String] = []
        var nodes: [String: ViewNode] = [:]
        func walk(_ node: ViewNode, parent: String) {
            parents[node.name] = parent
            nodes[node.name] = node
            order.append(node.name)
            for child in node.subviews { walk(child, parent: node.name) }
        }
        for view in document.views { walk(view, parent: Self.root) }
        for guide in document.guides {
            parents[guide] = Self.root
            order.append(guide)
        }
        let placing = document.constraints.filter { $0.isActive && $0.relation == .equal && $0.origin.location != broken }
        var result: [(name: String, axis: LayoutAttribute.Axis, group: Int)] = []
        for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
            let constantSize = Set(placing.compactMap { spec in
                spec.second == nil && spec.first.attribute.kind == .dimension && spec.first.attribute.axis == axis
                    ? spec.first.item.path.first : nil
            })
            let sized = Set(order.filter { constantSize.contains($0) || Self.measuresItself(nodes[$0], axis: axis) })
            var groups = UnionFind(order + [Self.root])
            for spec in placing where spec.first.attribute.kind == .location && spec.first.attribute.axis == axis {
                guard let firstName = spec.first.item.path.first, parents[firstName] != nil,
                      let second = spec.second, second.attribute.kind == .location, second.attribute.axis == axis else { continue }
                let secondName = second.item == .superview ? parents[firstName]! : second.item.path.first ?? ""
                guard parents[secondName] != nil || secondName == Self.root else { continue }
                let pinsFrame = { (name: String, attribute: LayoutAttribute) in
                    name == Self.root || Self.isStartEdge(attribute) || sized.contains(name)
                }
                if pinsFrame(firstName, spec.first.attribute), pinsFrame(secondName, second.attribute) {
                    groups.join(firstName, secondName)
                }
            }
            for name in order where !groups.same(name, parents[name]!) {
                result.append((name, axis, groups.representative(of: name)))
            }
        }
        // Views in the document's order, each with its horizontal then vertical axis.
        let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return result.sorted { (position[$0.name]!, $0.axis == .horizontal ? 0 : 1) < (position[$1.name]!, $1.axis == .horizontal ? 0 : 1) }
    }

    /// The name standing for the canvas, which no view of a replay can take (it is not a word).
    private static let root = "|root|"

    private static func isStartEdge(_ attribute: LayoutAttribute) -> Bool {
        [.leading, .left, .top, .leadingMargin, .leftMargin, .topMargin].contains(attribute)
    }

    /// Whether a view's size along `axis` is known without its constraints: an intrinsic size (a
    /// stand-in or a logged one), or content that measures itself.
    private static func measuresItself(_ node: ViewNode?, axis: LayoutAttribute.Axis) -> Bool {
        guard let node else { return false }
        if let size = node.properties.intrinsicSize, (axis == .horizontal ? size.width : size.height) >= 0 { return true }
        return [.label, .button, .textField, .switch, .slider].contains(node.kind)
    }
}

/// Disjoint sets of names, joined by path-halving union-find.
private struct UnionFind {
    private var index: [String: Int] = [:]
    private var parent: [Int]

    init(_ names: [String]) {
        parent = Array(names.indices)
        for (position, name) in names.enumerated() where index[name] == nil { index[name] = position }
    }

    private mutating func root(_ element: Int) -> Int {
        var element = element
        while parent[element] != element {
            parent[element] = parent[parent[element]]
            element = parent[element]
        }
        return element
    }

    mutating func join(_ first: String, _ second: String) {
        guard let a = index[first], let b = index[second] else { return }
        parent[root(a)] = root(b)
    }

    /// The number standing for the set `name` is in; `name` must be one given to `init`.
    mutating func representative(of name: String) -> Int {
        root(index[name]!)
    }

    mutating func same(_ first: String, _ second: String) -> Bool {
        guard let a = index[first], let b = index[second] else { return false }
        return root(a) == root(b)
    }
}

/// Looks up the items a ``ConstraintSpec`` names and checks the attributes UIKit would accept.
/// The names that need no declaration are ``ItemNameChecker``'s, which readers check first.
///
/// Item names: a view or own guide; `root`; `safeArea`, `margins`, `readable` (the root's guides);
/// `superview` (the superview of the other item: the first item's, or the second's when
/// `superview` is itself the first item; a guide's superview is its owning view); `X.safeArea`,
/// `X.margins`, `X.readable` (a view's own guides) and `X.content`, `X.frame` (a scroll view's
/// content and frame layout guides). Margin attributes of a view resolve to its margins guide.
/// Edges (and margin edges) of a scroll view related to something inside it resolve to its content
/// area (and the margins inside that).
struct ConstraintResolver {
    let tree: SceneTree
    var items: ItemTable
    /// Warnings found while resolving (leading/trailing mixed with left/right).
    private(set) var diagnostics: [LayoutDiagnostic] = []
    /// Views a constraint names, by name or through one of their guides (`superview` does not count):
    /// these no longer keep their frame by autoresizing.
    private(set) var mentionedViews: Set<Int> = []

    init(tree: SceneTree, items: ItemTable) {
        self.tree = tree
        self.items = items
    }

    mutating func resolve(_ spec: ConstraintSpec) throws(LayoutError) -> ResolvedConstraint {
        try check(spec)
        let origin = spec.origin
        // `superview` is relative to the other item: resolve that one first.
        var firstItem: Int
        var secondItem: Int?
        if spec.first.item.path == ["superview"], let second = spec.second {
            let other = try item(second.item, relativeTo: nil, origin: origin)
            firstItem = try item(spec.first.item, relativeTo: other, origin: origin)
            secondItem = other
        } else {
            let first = try item(spec.first.item, relativeTo: nil, origin: origin)
            firstItem = first
            secondItem = try spec.second.map { (second) throws(LayoutError) in
                try item(second.item, relativeTo: first, origin: origin)
            }
        }
        let first = try anchor(firstItem, spec.first.attribute, other: secondItem, origin: origin)
        guard let secondItem, let secondAttribute = spec.second?.attribute else {
            return ResolvedConstraint(spec: spec, source: .user, first: first, second: nil,
                                      firstName: items.items[first.item].name, secondName: nil)
        }
        let second = try anchor(secondItem, secondAttribute, other: firstItem, origin: origin)
        try checkCommonAncestor(first.item, second.item, origin: origin)
        return ResolvedConstraint(spec: spec, source: .user, first: first, second: second,
                                  firstName: items.items[first.item].name, secondName: items.items[second.item].name)
    }

    // MARK: Rules on attributes and values

    private mutating func check(_ spec: ConstraintSpec) throws(LayoutError) {
        let origin = spec.origin
        guard spec.priority.isValid else {
            throw LayoutError(.invalidValue(.priorityOutOfRange(spec.priority.rawValue)), origin: origin)
        }
        guard spec.multiplier.isFinite, spec.constant.isFinite else {
            throw LayoutError(.invalidValue(.nonFiniteConstraint), origin: origin)
        }
        if let problem = ConstraintRules.constantProblem(spec.constant)
            ?? (spec.second == nil ? nil : ConstraintRules.multiplierProblem(spec.multiplier)) {
            throw LayoutError(.invalidValue(problem), origin: origin)
        }
        let first = spec.first.attribute
        guard let second = spec.second?.attribute, spec.multiplier != 0 else {
            if first.kind == .location { throw LayoutError(.locationEqualsConstant(attribute: first), origin: origin) }
            return
        }
        if first.kind != second.kind || (first.kind == .location && first.axis != second.axis) {
            throw LayoutError(.incompatibleAttributes(first: first, second: second), origin: origin)
        }
        if (first.isDirectional && second.isAbsoluteHorizontal) || (first.isAbsoluteHorizontal && second.isDirectional) {
            diagnostics.append(LayoutDiagnostic(
                "'\(spec.first)' is related to '\(spec.second?.description ?? "")': mixing leading/trailing with "
                + "left/right gives different layouts in right-to-left text; use one pair for both.", kind: .mixedDirectionsInConstraint,
                origin: origin))
        }
    }

    // MARK: Items

    /// The item `reference` names; `superview` is taken relative to `other` (or fails without one).
    private mutating func item(_ reference: ItemReference, relativeTo other: Int?, origin: ConstraintOrigin)
        throws(LayoutError) -> Int {
        let path = reference.path
        guard let head = path.first else { throw unknown(reference, origin: origin) }
        let base: Int
        var rest = path.dropFirst()
        switch head {
        case "superview":
            guard let other else { throw LayoutError(.superviewWithoutItem, origin: origin) }
            let owner = items.items[other].owner
            if items.items[other].role == .view {
                guard let parent = tree.views[owner].parent else {
                    throw LayoutError(.noSuperview(item: items.items[other].name), origin: origin)
                }
                base = parent
            } else {
                base = owner
            }
        default:
            if path.count == 1, ItemNameChecker.rootGuides.contains(head), let role = Self.role(head) {
                return items.systemGuide(role, of: SceneTree.root, tree: tree)
            } else if let view = tree.viewIndex[head] {
                base = view
            } else if let owner = tree.guideOwner[head], rest.isEmpty,
                      let guide = items.ownGuide(head, owner: owner) {
                return guide
            } else {
                throw unknown(reference, origin: origin)
            }
        }
        if head != "superview" { mentionedViews.insert(base) }
        guard let suffix = rest.popFirst() else { return items.view(base) }
        guard rest.isEmpty, let role = Self.role(suffix),
              !ItemNameChecker.scrollGuides.contains(suffix) || tree.views[base].kind == .scroll else {
            throw unknown(reference, origin: origin)
        }
        return items.systemGuide(role, of: base, tree: tree)
    }

    private static func role(_ suffix: String) -> LayoutItem.Role? {
        switch suffix {
        case "safeArea": return .safeArea
        case "margins": return .margins
        case "readable": return .readable
        case "content": return .content
        case "frame": return .frame
        default: return nil
        }
    }

    private func unknown(_ reference: ItemReference, origin: ConstraintOrigin) -> LayoutError {
        let name = reference.description
        var candidates = tree.knownNames
        if reference.path.count > 1, let view = tree.viewIndex[reference.path[0]] {
            let guides = ItemNameChecker.rootGuides
            let suffixes = tree.views[view].kind == .scroll ? guides + ItemNameChecker.scrollGuides : guides
            candidates = suffixes.map { "\(reference.path[0]).\($0)" }
        }
        return LayoutError(.unknownItem(name: name, suggestion: Suggestions.nearest(to: name, in: candidates)),
                           origin: origin)
    }

    // MARK: Redirections

    /// The anchor for `attribute` of `item`, related to `other`: `view.leadingMargin` is
    /// `view.margins.leading`; a scroll view's edges and margins related to an item inside it are
    /// those of its content area; guides have no margins or baselines.
    private mutating func anchor(_ item: Int, _ attribute: LayoutAttribute, other: Int?, origin: ConstraintOrigin)
        throws(LayoutError) -> ResolvedAnchor {
        let isView = items.items[item].isView
        let isBaseline = attribute == .firstBaseline || attribute == .lastBaseline
        if !isView, attribute.isMargin || isBaseline {
            throw LayoutError(.attributeNotOnItem(item: items.items[item].name, attribute: attribute), origin: origin)
        }
        if let other, let area = scrollContentArea(item, attribute, other: other) {
            return ResolvedAnchor(item: area, attribute: attribute.withoutMargin)
        }
        guard attribute.isMargin else { return ResolvedAnchor(item: item, attribute: attribute) }
        return ResolvedAnchor(item: items.systemGuide(.margins, of: items.items[item].owner, tree: tree),
                              attribute: attribute.withoutMargin)
    }

    /// The content guide (or, for a margin attribute, the content area's margins) when `item` is a
    /// scroll view, `attribute` one of its edges and `other` lies inside it; otherwise nil.
    private mutating func scrollContentArea(_ item: Int, _ attribute: LayoutAttribute, other: Int) -> Int? {
        let scroll = items.items[item]
        guard scroll.isView, tree.views[scroll.owner].kind == .scroll else { return nil }
        switch attribute.withoutMargin {
        case .left, .right, .top, .bottom, .leading, .trailing: break
        default: return nil
        }
        let inside = items.items[other].owner
        guard inside != scroll.owner, tree.isAncestor(scroll.owner, of: inside) else { return nil }
        return attribute.isMargin ? items.contentMarginsGuide(of: scroll.owner, tree: tree) : items.contentGuide(of: scroll.owner)
    }

    private func checkCommonAncestor(_ first: Int, _ second: Int, origin: ConstraintOrigin) throws(LayoutError) {
        let a = items.items[first], b = items.items[second]
        guard tree.commonAncestor(a.owner, b.owner) != nil else {
            throw LayoutError(.noCommonAncestor(first: a.name, second: b.name), origin: origin)
        }
    }
}

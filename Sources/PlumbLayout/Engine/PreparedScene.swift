/// A document read once for every canvas: its view tree, layout items and variables, every
/// constraint resolved (those of every trait variant too, so a mistake shows whatever the canvas),
/// and the views that keep their frames.
struct PreparedScene {
    let tree: SceneTree
    let items: ItemTable
    /// All written constraints: the document's, then each variant's in order.
    let constraints: [ResolvedConstraint]
    /// For each constraint, the traits it applies to (`nil`: every canvas).
    let conditions: [TraitCondition?]
    /// Views with no constraint naming them (or that ask for it): they keep their `frame`.
    let autoresizing: [Int]
    let variants: [TraitVariant]
    let diagnostics: [LayoutDiagnostic]
    /// The stack views and how to make their constraints on each canvas.
    let stacks: StackPlanning
    /// The items whose width and height may not be negative: every view and the document's own
    /// layout guides. Guides the engine derives (safe area, margins, readable content, a scroll
    /// view's content area) and a stack's gap guides are left out (docs/semantics.md says why).
    let sizedItems: [Int]

    init(document: LayoutDocument) throws(LayoutError) {
        let tree = try SceneTree(document: StackPlanning.addingGapGuides(to: document))
        var resolver = ConstraintResolver(tree: tree, items: ItemTable(tree: tree))
        var constraints: [ResolvedConstraint] = []
        var conditions: [TraitCondition?] = []
        for spec in document.constraints {
            constraints.append(try resolver.resolve(spec))
            conditions.append(nil)
        }
        for variant in document.variants {
            for spec in variant.constraints {
                constraints.append(try resolver.resolve(spec))
                conditions.append(variant.condition)
            }
            for name in variant.properties.keys.sorted() where tree.viewIndex[name] == nil {
                throw LayoutError(.unknownItem(name: name, suggestion: Suggestions.nearest(to: name, in: tree.views.map(\.name))))
            }
        }
        let stacks = try StackPlanning(tree: tree, resolver: resolver)
        self.tree = tree
        self.stacks = stacks
        self.items = stacks.resolver.items
        self.sizedItems = stacks.resolver.items.items.indices.filter { index in
            let item = stacks.resolver.items.items[index]
            return item.role == .view || (item.role == .ownGuide && !StackArrangement.isGapGuideName(item.name))
        }
        self.constraints = constraints
        self.conditions = conditions
        self.variants = document.variants
        self.diagnostics = resolver.diagnostics
        self.autoresizing = tree.views.indices.filter { index in
            guard index != SceneTree.root else { return false }
            // A stack places its arranged subviews.
            if let parent = tree.views[index].parent, tree.views[parent].kind == .stack { return false }
            switch tree.views[index].properties.translatesAutoresizingMaskIntoConstraints {
            case true?: return true
            case false?: return false
            case nil: return !resolver.mentionedViews.contains(index)
            }
        }
    }

    /// The active written constraints that apply on a canvas with these traits, with their indices.
    func activeConstraints(for traits: Traits) -> [(index: Int, constraint: ResolvedConstraint)] {
        constraints.indices.compactMap { index in
            guard constraints[index].spec.isActive, conditions[index]?.matches(traits) ?? true else { return nil }
            return (index, constraints[index])
        }
    }

    /// Each view's properties on a canvas with these traits: its own, patched by matching variants in order.
    func properties(for traits: Traits) -> [ViewProperties] {
        var properties = tree.views.map(\.properties)
        for variant in variants where variant.condition.matches(traits) {
            for (name, patch) in variant.properties.sorted(by: { $0.key < $1.key }) {
                if let index = tree.viewIndex[name] { properties[index] = properties[index].merging(patch) }
            }
        }
        return properties
    }
}

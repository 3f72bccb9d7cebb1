/// Stack views in the engine: the constraints each stack generates on a canvas (which depend on
/// which arranged views are hidden there and on their intrinsic sizes), resolved like written ones.
struct StackPlanning {
    /// The stacks of the tree, by view index.
    let stacks: [Int]
    /// Each stack's arranged subviews, in order, by view index (found once: passes ask for them per view).
    private let arranged: [Int: [Int]]
    /// A resolver that has already seen every item stack constraints can name, so resolving again
    /// adds no item (the solver's variables are fixed once the scene is prepared).
    let resolver: ConstraintResolver

    /// The document with each stack's gap guides added to its guides, so that they are items from the start.
    /// A stack that only some canvases give an equal distribution (a trait variant's stack settings)
    /// has its gaps on every canvas too.
    static func addingGapGuides(to document: LayoutDocument) -> LayoutDocument {
        var document = document
        var equalInVariants: [String: StackProperties] = [:]
        for variant in document.variants {
            for (name, patch) in variant.properties where patch.stack?.distribution.usesGapGuides == true {
                equalInVariants[name] = patch.stack
            }
        }
        document.views = document.views.map { addingGapGuides(to: $0, equalInVariants: equalInVariants) }
        return document
    }

    private static func addingGapGuides(to node: ViewNode, equalInVariants: [String: StackProperties]) -> ViewNode {
        var node = node
        node.subviews = node.subviews.map { addingGapGuides(to: $0, equalInVariants: equalInVariants) }
        if node.kind == .stack {
            var planned = node
            if planned.properties.stack?.distribution.usesGapGuides != true, let varied = equalInVariants[node.name] {
                planned.properties.stack = varied
            }
            node.guides += StackArrangement.gapGuides(of: planned)
        }
        return node
    }

    /// Resolves every constraint any canvas could ask of the stacks once, so their items exist.
    init(tree: SceneTree, resolver: ConstraintResolver) throws(LayoutError) {
        var resolver = resolver
        let stacks = tree.views.indices.filter { tree.views[$0].kind == .stack }
        var arranged = Dictionary(uniqueKeysWithValues: stacks.map { ($0, [Int]()) })
        for index in tree.views.indices {
            if let parent = tree.views[index].parent, arranged[parent] != nil { arranged[parent]?.append(index) }
        }
        for stack in stacks {
            let arrangement = StackArrangement.make(for: Self.node(stack, arranged: arranged[stack] ?? [], tree: tree,
                                                                   properties: tree.views[stack].properties),
                                                    isHidden: { _ in false }, proportionalLength: { _ in 1 })
            for spec in arrangement.constraints { _ = try resolver.resolve(spec) }
        }
        self.stacks = stacks
        self.arranged = arranged
        self.resolver = resolver
    }

    /// The constraints of every stack for one pass, keyed for the solver session.
    func constraints(tree: SceneTree, measurements: [ViewMeasurement]) throws(LayoutError)
        -> [(key: ConstraintKey, constraint: ResolvedConstraint)] {
        var resolver = resolver
        var result: [(key: ConstraintKey, constraint: ResolvedConstraint)] = []
        // Only proportional stacks weigh their views, so the lengths are found only when one is there.
        let proportional = stacks.contains { measurements[$0].properties.stack?.distribution == .fillProportionally }
        let lengths = proportional
            ? ProportionalLengths(tree: tree, stacks: stacks, arranged: arranged, measurements: measurements) : nil
        for stack in stacks {
            let settings = measurements[stack].properties.stack ?? StackProperties()
            let indexByName = Dictionary(uniqueKeysWithValues: (arranged[stack] ?? []).map { (tree.views[$0].name, $0) })
            let arrangement = StackArrangement.make(
                for: Self.node(stack, arranged: arranged[stack] ?? [], tree: tree, properties: measurements[stack].properties),
                isHidden: { name in indexByName[name].map { measurements[$0].properties.hidden ?? false } ?? false },
                proportionalLength: { name in
                    indexByName[name].flatMap { lengths?.length(of: $0, along: settings.axis) }
                })
            for (index, spec) in arrangement.constraints.enumerated() {
                var constraint = try resolver.resolve(spec)
                constraint.source = .stackView
                result.append((.stack(view: ViewIndex(stack), index: index), constraint))
            }
        }
        return result
    }

    /// The bias added to an arranged view's hugging and resistance along its stack's axis, so equal
    /// priorities stretch and shrink in arrangement order (``StackArrangement/priorityBiases``).
    func priorityBias(of view: Int, axis: LayoutAttribute.Axis, tree: SceneTree, measurements: [ViewMeasurement]) -> Double {
        guard let parent = tree.views[view].parent, tree.views[parent].kind == .stack,
              (measurements[parent].properties.stack ?? StackProperties()).axis == axis else { return 0 }
        let siblings = (arranged[parent] ?? []).filter { !(measurements[$0].properties.hidden ?? false) }
        guard let position = siblings.firstIndex(of: view) else { return 0 }
        return Double(siblings.count - 1 - position) * StackArrangement.biasStep
    }

    /// The stack as a node with its arranged subviews' names (all the arrangement needs of them).
    private static func node(_ stack: Int, arranged: [Int], tree: SceneTree, properties: ViewProperties) -> ViewNode {
        let subviews = arranged.map { ViewNode(name: tree.views[$0].name, kind: tree.views[$0].kind) }
        return ViewNode(name: tree.views[stack].name, kind: .stack, properties: properties, subviews: subviews,
                        guides: tree.views[stack].guides.filter(StackArrangement.isGapGuideName))
    }
}

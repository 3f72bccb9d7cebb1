import PlumbSolver

/// Turns probe results into what Interface Builder would say: content priority ties first (two
/// views trading size at one hugging or resistance priority), then, with those ties held, every
/// view, guide or scroll content whose position or size is still undetermined, with its range.
struct AmbiguityFinder {
    let scene: PreparedScene
    let measurements: [ViewMeasurement]
    let solver: ProbeSolver
    let locations: ViewLocations

    /// The most views and axes whose ranges are measured (two probes each, for position and size);
    /// beyond it ambiguities are still reported, without ranges, so diagnosis stays fast.
    static let maximumRangeProbes = 200

    func find() -> (ambiguities: [Ambiguity], ties: [ContentPriorityTie]) {
        let quantities = ProbedQuantity.all(tree: scene.tree, items: scene.items)
        let probe = AmbiguityProbe(solver: solver, quantities: quantities)
        let moved = probe.undetermined()
        guard !moved.isEmpty else { return ([], []) }

        let (ties, tiedQuantities) = contentPriorityTies(moved: moved, probe: probe)
        let pins = probe.pin(tiedQuantities.sorted())
        let undetermined = tiedQuantities.isEmpty ? moved : probe.undetermined().subtracting(tiedQuantities)

        var ambiguities: [Ambiguity] = []
        var byItemAndAxis: [Int: [LayoutAttribute.Axis: (position: Int?, size: Int?)]] = [:]
        for index in undetermined {
            let quantity = quantities[index]
            var entry = byItemAndAxis[quantity.item, default: [:]][quantity.axis] ?? (nil, nil)
            if quantity.aspect == .position { entry.position = index } else { entry.size = index }
            byItemAndAxis[quantity.item, default: [:]][quantity.axis] = entry
        }
        var probesLeft = Self.maximumRangeProbes
        let unknown = ValueRange(lowerBound: nil, upperBound: nil)
        for item in byItemAndAxis.keys.sorted() {
            for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                guard let entry = byItemAndAxis[item]?[axis] else { continue }
                let measured = probesLeft > 0
                probesLeft -= 1
                var found = ambiguity(item: item, axis: axis,
                                      position: entry.position.map { measured ? probe.bounds(of: $0) : unknown },
                                      size: entry.size.map { measured ? probe.bounds(of: $0) : unknown })
                found.rangesMeasured = measured
                ambiguities.append(found)
            }
        }
        solver.remove(pins)
        return (ambiguities, ties)
    }

    private func ambiguity(item index: Int, axis: LayoutAttribute.Axis, position: ValueRange?, size: ValueRange?) -> Ambiguity {
        let item = scene.items.items[index]
        let owner = scene.tree.views[item.owner].name
        switch item.role {
        case .view:
            return Ambiguity(name: item.name, subject: .view, axis: axis, position: position, size: size,
                             location: locations[item.name])
        case .content:
            return Ambiguity(name: owner, subject: .scrollContent, axis: axis, position: position, size: size,
                             location: locations[owner])
        default:
            return Ambiguity(name: item.name, subject: .guide, axis: axis, position: position, size: size,
                             location: locations[owner])
        }
    }

    /// Undetermined sizes of views with an intrinsic size that move together when one is pushed,
    /// grouped by the content priority they would trade at.
    private func contentPriorityTies(moved: Set<Int>, probe: AmbiguityProbe)
        -> (ties: [ContentPriorityTie], quantities: Set<Int>) {
        let quantities = probe.quantities
        let candidates = moved.sorted().filter { index in
            let quantity = quantities[index]
            let item = scene.items.items[quantity.item]
            return quantity.aspect == .size && item.isView
                && measurements[item.owner].intrinsic[quantity.axis] != nil
        }
        // Each candidate costs a probe that reads every quantity: beyond the range budget, ties are
        // not looked for (the sizes are still reported as undetermined).
        guard candidates.count > 1, candidates.count <= Self.maximumRangeProbes else { return ([], []) }
        let candidateSet = Set(candidates)
        var groups = UnionFind(candidates)
        var ranges: [Int: ValueRange] = [:]
        for index in candidates {
            let (range, companions) = probe.range(of: index)
            ranges[index] = range
            for other in companions where candidateSet.contains(other) && quantities[other].axis == quantities[index].axis {
                groups.union(index, other)
            }
        }

        var ties: [ContentPriorityTie] = []
        var tied: Set<Int> = []
        for component in groups.components() where component.count > 1 {
            var byPriority: [(key: TieKey, members: [Int])] = []
            for index in component {
                let key = tieKey(quantities[index], range: ranges[index] ?? ValueRange(lowerBound: nil, upperBound: nil))
                if let slot = byPriority.firstIndex(where: { $0.key == key }) {
                    byPriority[slot].members.append(index)
                } else {
                    byPriority.append((key, [index]))
                }
            }
            for (key, members) in byPriority where members.count > 1 {
                let names = members.map { scene.tree.views[scene.items.items[quantities[$0].item].owner].name }
                ties.append(ContentPriorityTie(views: names, axis: key.axis, kind: key.kind, priority: key.priority,
                                               sizes: members.map { ranges[$0] ?? ValueRange(lowerBound: nil, upperBound: nil) },
                                               location: names.first.flatMap { locations[$0] }))
                tied.formUnion(members)
            }
        }
        return (ties, tied)
    }

    private struct TieKey: Hashable {
        var axis: LayoutAttribute.Axis
        var kind: ContentPriorityTie.Kind
        var priority: LayoutPriority
    }

    /// Views that could stretch beyond their intrinsic size trade at their hugging priority; views
    /// that could only shrink below it, at their compression resistance.
    private func tieKey(_ quantity: ProbedQuantity, range: ValueRange) -> TieKey {
        let view = scene.items.items[quantity.item].owner
        let measurement = measurements[view]
        let kind = scene.tree.views[view].kind
        let intrinsic = measurement.intrinsic[quantity.axis] ?? 0
        if let upper = range.upperBound, upper <= intrinsic + LayoutTolerance.points {
            let priority = measurement.properties.compressionResistance?[quantity.axis]
                ?? kind.rules.compressionResistancePriority
            return TieKey(axis: quantity.axis, kind: .compressionResistance, priority: priority)
        }
        let priority = measurement.properties.hugging?[quantity.axis] ?? kind.rules.contentHuggingPriority(for: quantity.axis)
        return TieKey(axis: quantity.axis, kind: .hugging, priority: priority)
    }
}

/// Disjoint sets over a few indices, for grouping quantities that move together.
struct UnionFind {
    private var parent: [Int: Int] = [:]
    private let order: [Int]

    init(_ elements: [Int]) {
        order = elements
        for element in elements { parent[element] = element }
    }

    mutating func find(_ element: Int) -> Int {
        var root = element
        while let next = parent[root], next != root { root = next }
        var current = element
        while let next = parent[current], next != root {
            parent[current] = root
            current = next
        }
        return root
    }

    mutating func union(_ a: Int, _ b: Int) {
        let (rootA, rootB) = (find(a), find(b))
        if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
    }

    /// The sets, each in the order elements were given, ordered by their first element.
    mutating func components() -> [[Int]] {
        var sets: [Int: [Int]] = [:]
        var roots: [Int] = []
        for element in order {
            let root = find(element)
            if sets[root] == nil { roots.append(root) }
            sets[root, default: []].append(element)
        }
        return roots.map { sets[$0] ?? [] }
    }
}

import PlumbSolver

/// Finds which quantities of a solved layout are undetermined, and the ranges they could take,
/// by pushing on them below every priority the layout uses.
///
/// A push cannot make any real level worse (priorities are strictly ordered), so whatever moves
/// under a push has another equally good layout: it is undetermined. Pushes go towards
/// pseudo-random targets with pseudo-random weights (a fixed seed, so results repeat), and each
/// push is followed by one towards the target mirrored around the same starting values: a layout
/// that sat at a bound the first push pressed against moves under the second. If the starting
/// layout is the best one for both, no direction of equally good layouts exists there (barring a
/// non-generic choice of weights). Both compare with the starting values, because removing a push
/// may leave the solver at another of the equally good layouts.
struct AmbiguityProbe {
    let solver: ProbeSolver
    let quantities: [ProbedQuantity]

    /// How far a quantity must move to count as moved, in points.
    static let movement = 1e-4
    /// How far a range probe pushes; a quantity that follows this far is unbounded.
    static let reach = 1e6

    init(solver: ProbeSolver, quantities: [ProbedQuantity]) {
        self.solver = solver
        self.quantities = quantities
    }

    /// Every quantity's current value. (Removing a push leaves the solver at one of the equally good
    /// layouts, not necessarily the first one, so each probe compares with the values just before it.)
    func snapshot() -> [Double] {
        // Each variable read once: a quantity of a view and one of its subview share variables.
        let values = solver.values()
        return quantities.map { $0.form.value(values) }
    }

    /// The most rounds of combined pushes before falling back to pushing every variable on its own.
    static let maximumRounds = 24

    /// The indices of the quantities that are undetermined.
    ///
    /// Each round pushes random combinations of variables as far as they go. What moves is
    /// undetermined; it is pinned where it is, so that later rounds can only reveal freedom
    /// elsewhere. A combination moves every quantity free within bounds unless an unbounded one
    /// absorbs the whole push, so the variables (in tree order) are split in blocks, each pushed by
    /// its own combination: after a round where something moved, each block that moved is split in
    /// two for the next round and the others are left out, so blocks close in on the unbounded
    /// quantities. When nothing moves, a round with one combination of every variable confirms
    /// that no direction of equally good layouts is left: a determined layout costs just that one
    /// round. After ``maximumRounds`` rounds every variable is pushed on its own.
    func undetermined() -> Set<Int> {
        var seen: Set<Int> = []
        var variables: [Int] = []
        // A quantity made of a variable no constraint mentions is free without a probe (a view with
        // only a width, times ten thousand); pushing only the others keeps the rounds small.
        var free: Set<Int> = []
        for (index, quantity) in quantities.enumerated() {
            for variable in quantity.form.orderedTerms.map(\.variable) {
                guard solver.mentioned.contains(variable) else {
                    free.insert(index)
                    continue
                }
                if seen.insert(variable).inserted { variables.append(variable) }
            }
        }
        guard !variables.isEmpty else { return free }
        let everything = [variables[...]]
        var generator = SplitMix64(seed: 0x436F_6D62_696E_6564)
        var moved = free
        var pins: [Constraint] = []
        defer { solver.remove(pins) }
        var blocks = everything
        for _ in 0..<Self.maximumRounds {
            let combinations = blocks.map { block in
                LinearForm(terms: block.map { variable in
                    (variable, (generator.nextBit() ? 1.0 : -1.0) * (1 + generator.nextUnit()))
                })
            }
            let found = undetermined(pushing: combinations, distance: Self.reach).subtracting(moved)
            if found.isEmpty {
                if blocks.count == 1, blocks[0].count == variables.count { return moved }
                blocks = everything
                continue
            }
            moved.formUnion(found)
            pins += pin(found.sorted())
            let movedVariables = Set(found.flatMap { quantities[$0].form.orderedTerms.map(\.variable) })
            blocks = blocks.filter { $0.contains(where: movedVariables.contains) }.flatMap { block in
                block.count < 2 ? [block] : [block.prefix(block.count / 2), block.suffix(block.count - block.count / 2)]
            }
        }
        solver.remove(pins)
        pins = []
        return moved.union(undetermined(pushing: variables.map { LinearForm(variable: $0) }))
    }

    /// The quantities that move when each form is pushed towards its own pseudo-random target (10 to
    /// 100 times `distance` away) with its own weight, and again towards the targets mirrored around
    /// the starting values.
    func undetermined(pushing forms: [LinearForm], distance: Double = 1) -> Set<Int> {
        var generator = SplitMix64(seed: 0x506C_756D_6244_6961)
        let original = snapshot()
        let pushes = forms.map { form in
            (form: form, value: solver.value(form),
             offset: (generator.nextBit() ? 1.0 : -1.0) * distance * (10 + 90 * generator.nextUnit()),
             weight: 1 + generator.nextUnit())
        }
        var moved: Set<Int> = []
        for direction in [1.0, -1.0] {
            var probes: [Constraint] = []
            for push in pushes {
                if let probe = solver.add(push.form, equalTo: push.value + direction * push.offset, weight: push.weight,
                                          priority: solver.pushPriority) {
                    probes.append(probe)
                }
            }
            let now = snapshot()
            for index in quantities.indices where abs(now[index] - original[index]) > Self.movement {
                moved.insert(index)
            }
            solver.remove(probes)
        }
        return moved
    }

    /// The range quantity `index` can take, and the other quantities that moved while it was pushed
    /// to either end.
    func range(of index: Int) -> (range: ValueRange, companions: Set<Int>) {
        let form = quantities[index].form
        var companions: Set<Int> = []
        var bounds: [Double?] = []
        for direction in [-1.0, 1.0] {
            let original = snapshot()
            let target = original[index] + direction * Self.reach
            guard let probe = solver.add(form, equalTo: target, priority: solver.pushPriority) else {
                bounds.append(original[index])
                continue
            }
            let reached = solver.value(form)
            bounds.append(abs(reached - target) < 1 ? nil : reached)
            for other in quantities.indices where other != index
                && abs(solver.value(quantities[other].form) - original[other]) > Self.movement {
                companions.insert(other)
            }
            solver.remove([probe])
        }
        return (ValueRange(lowerBound: bounds[0].map(Self.tidy), upperBound: bounds[1].map(Self.tidy)), companions)
    }

    /// Holds quantity `index` at its current value, above the pushes; returns the pin to remove later.
    func pin(_ index: Int) -> Constraint? {
        solver.add(quantities[index].form, equalTo: solver.value(quantities[index].form), priority: solver.pinPriority)
    }

    /// Holds each of `indices` at its current value; returns the pins to remove later.
    ///
    /// Every value is read before the first pin goes in: reading a value after a change makes the
    /// solver evaluate all its rows again, so pinning one at a time would cost the square of the
    /// layout's size (10 000 undetermined views took minutes).
    func pin(_ indices: [Int]) -> [Constraint] {
        let values = indices.map { solver.value(quantities[$0].form) }
        return zip(indices, values).compactMap { index, value in
            solver.add(quantities[index].form, equalTo: value, priority: solver.pinPriority)
        }
    }

    /// The range quantity `index` can take, without the companions ``range(of:)`` also finds: a
    /// probe reads one value instead of every quantity's.
    func bounds(of index: Int) -> ValueRange {
        let form = quantities[index].form
        // A variable no constraint mentions can take any value, and so can the quantity.
        if form.orderedTerms.contains(where: { !solver.mentioned.contains($0.variable) }) {
            return ValueRange(lowerBound: nil, upperBound: nil)
        }
        var bounds: [Double?] = []
        for direction in [-1.0, 1.0] {
            let start = solver.value(form)
            let target = start + direction * Self.reach
            guard let probe = solver.add(form, equalTo: target, priority: solver.pushPriority) else {
                bounds.append(start)
                continue
            }
            let reached = solver.value(form)
            bounds.append(abs(reached - target) < 1 ? nil : reached)
            solver.remove([probe])
        }
        return ValueRange(lowerBound: bounds[0].map(Self.tidy), upperBound: bounds[1].map(Self.tidy))
    }

    /// Solver noise rounded away: values to a millionth of a point.
    private static func tidy(_ value: Double) -> Double {
        let rounded = (value * 1e6).rounded() / 1e6
        return rounded == 0 ? 0 : rounded
    }
}

/// A small deterministic pseudo-random generator (SplitMix64), so probes repeat exactly.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in [0, 1).
    mutating func nextUnit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }

    mutating func nextBit() -> Bool { next() >> 63 == 1 }
}

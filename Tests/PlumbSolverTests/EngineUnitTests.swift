import Testing
@testable import PlumbSolver

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

@Suite("Engine: term map")
struct TermMapTests {
    @Test("random inserts, additions and removals agree with a dictionary", arguments: [1, 2, 3])
    func agreesWithDictionary(seed: UInt64) {
        var random = SplitMix(state: seed)
        var map = TermMap()
        var reference: [Int: Double] = [:]
        for _ in 0..<5000 {
            let key = random.below(64)
            switch random.below(4) {
            case 0:
                let value = Double(random.below(9)) - 4
                map.add(key, value)
                let sum = (reference[key] ?? 0) + value
                reference[key] = Tolerance.isZero(sum) ? nil : sum
            case 1:
                #expect(map.removeValue(forKey: key) == reference.removeValue(forKey: key))
            case 2:
                let value = Double(random.below(100)) + 1
                map[key] = value
                reference[key] = value
            default:
                #expect(map[key] == reference[key])
            }
            #expect(map.count == reference.count)
        }
        var seen: [Int: Double] = [:]
        for (key, value) in map { seen[key] = value }
        #expect(seen == reference)
    }
}

@Suite("Engine: identity map")
struct IdentityMapTests {
    @Test("thousands of objects map to their values; strangers are absent")
    func lookups() {
        let objects = (0..<5000).map { Variable("v\($0)") }
        var map = IdentityMap()
        for (index, object) in objects.enumerated() { map.insert(object, index) }
        #expect(map.count == 5000)
        for (index, object) in objects.enumerated() { #expect(map[object] == index) }
        #expect(map[Variable("stranger")] == nil)
    }
}

@Suite("Engine: symbolic weights")
struct WeightTests {
    @Test("comparison is lexicographic from the highest level")
    func lexicographic() {
        var a = Weight(level: 750, amount: 1)
        a.add(Weight(level: 250, amount: -1000), times: 1)
        let b = Weight(level: 750, amount: 2)
        #expect(a < b)
        #expect(!(b < a))
        #expect(a.sign == 1)
        var c = Weight(level: 999.5, amount: -0.001)
        c.add(Weight(level: 999, amount: 1e6), times: 1)
        #expect(c.sign == -1)
        c.add(Weight(level: 999.5, amount: 0.001), times: 1)
        #expect(c.sign == 1)
        #expect(c.components.count == 1)
    }
}

@Suite("Engine: incremental work matches solving afresh")
struct IncrementalTests {
    /// Random small systems over 6 variables: pins, sums and inequalities, required or at a few levels.
    /// Adding all, removing a random half and comparing with a fresh solver holding only the rest must give the
    /// same value for every variable whose optimum is unique; uniqueness is not known here, so the comparison is
    /// made on the objective: each level's total error must match (strict order makes these unique).
    @Test("removing constraints leaves the same optimum as never adding them", arguments: Array(1...20))
    func removalMatchesFresh(seed: UInt64) throws {
        var random = SplitMix(state: seed)
        let variables = (0..<6).map { Variable("v\($0)") }
        var constraints: [Constraint] = []
        let levels: [Double] = [Solver.required, 750, 500, 250]
        for _ in 0..<18 {
            let a = variables[random.below(6)], b = variables[random.below(6)]
            let constant = Double(random.below(200)) - 50
            let relation: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
            let expression = a - b * Double(random.below(3)) + constant
            constraints.append(
                Constraint(expression, relation[random.below(3)], priority: levels[random.below(levels.count)]))
        }
        let incremental = Solver()
        var kept: [Constraint] = []
        for constraint in constraints {
            if (try? incremental.add(constraint)) != nil { kept.append(constraint) }
        }
        var remaining: [Constraint] = []
        for constraint in kept {
            if random.below(2) == 0 {
                try incremental.remove(constraint)
            } else {
                remaining.append(constraint)
            }
        }
        let fresh = Solver()
        for constraint in remaining { try fresh.add(constraint) }
        for level in levels {
            let a = totalError(remaining, level: level, incremental)
            let b = totalError(remaining, level: level, fresh)
            #expect(abs(a - b) < 1e-6, "level \(level): incremental \(a), fresh \(b)")
        }
    }

    private func totalError(_ constraints: [Constraint], level: Double, _ solver: Solver) -> Double {
        var total = 0.0
        for constraint in constraints where constraint.priority == level {
            var value = constraint.expression.constant
            for term in constraint.expression.terms { value += term.coefficient * solver.value(of: term.variable) }
            switch constraint.relation {
            case .equal: total += abs(value)
            case .lessThanOrEqual: total += max(0, value)
            case .greaterThanOrEqual: total += max(0, -value)
            }
        }
        return total
    }
}

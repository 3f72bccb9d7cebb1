import PlumbTestSupport
import Testing
@testable import PlumbSolver

@Suite("Engine: term map")
struct TermMapTests {
    @Test("random inserts, additions and removals agree with a dictionary", arguments: [1, 2, 3])
    func agreesWithDictionary(seed: UInt64) {
        var random = SeededGenerator(state: seed)
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
        // The map keys on addresses and its contract is that listed objects stay alive (the solver keeps
        // them); without this, an optimised build frees `objects` early and the stranger can be given a
        // listed object's old address.
        withExtendedLifetime(objects) {
            #expect(map[Variable("stranger")] == nil)
        }
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
        var random = SeededGenerator(state: seed)
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

    /// A tree of views shaped like `shared/bench/gen.py random` (each view pinned inside a random earlier one, with
    /// optional size and offset wishes at several levels), built with canvas changes and removals in between, so
    /// that rows made basic by pivots, compressed rows, definition shortcuts and their invalidation all take part.
    /// The incremental solver must end at the optimum of a fresh solver given only what is left.
    @Test(
        "a tree built with suggestions and removals in between matches a fresh solver",
        arguments: Array(1...8), [false, true])
    func treeWithEditsMatchesFresh(seed: UInt64, compactingOften: Bool) throws {
        var random = SeededGenerator(state: seed)
        let width = Variable("W"), height = Variable("H")
        let incremental = Solver()

        try incremental.addEditVariable(width, priority: 2000)
        try incremental.addEditVariable(height, priority: 2000)
        var canvas = (width: 390.0, height: 844.0)
        try incremental.suggestValue(canvas.width, for: width)
        try incremental.suggestValue(canvas.height, for: height)

        var frames: [(x: Variable, y: Variable, w: Variable, h: Variable)] = []
        var kept: [Constraint] = []
        var optional: [Constraint] = []
        func add(_ constraint: Constraint) throws {
            try incremental.add(constraint)
            // Large systems compact the pool of row terms now and then; here it is compacted after every addition.
            if compactingOften { incremental.core.tableau.compactPool() }
            kept.append(constraint)
            if constraint.priority < Solver.required { optional.append(constraint) }
        }
        for index in 0..<60 {
            let frame = (
                x: Variable("r\(index).x"), y: Variable("r\(index).y"), w: Variable("r\(index).w"),
                h: Variable("r\(index).h"))
            if index == 0 {
                try add(Constraint(Expression(frame.x), .equal, Expression(0)))
                try add(Constraint(Expression(frame.y), .equal, Expression(0)))
                try add(Constraint(Expression(frame.w), .equal, Expression(width)))
                try add(Constraint(Expression(frame.h), .equal, Expression(height)))
            } else {
                let parent = frames[random.below(index)]
                let levels: [Double] = [250, 500, 749, 750, 999]
                try add(Constraint(Expression(frame.x), .greaterThanOrEqual, parent.x + Double(random.below(21))))
                try add(Constraint(Expression(frame.y), .greaterThanOrEqual, parent.y + Double(random.below(21))))
                try add(Constraint(frame.x + frame.w, .lessThanOrEqual, parent.x + parent.w))
                try add(Constraint(frame.y + frame.h, .lessThanOrEqual, parent.y + parent.h))
                let share = 0.2 + Double(random.below(71)) / 100
                let widthLevel = levels[random.below(levels.count)]
                try add(Constraint(Expression(frame.w), .equal, Expression(parent.w * share), priority: widthLevel))
                try add(Constraint(
                    Expression(frame.h), .equal, Expression(Double(10 + random.below(191))),
                    priority: levels[random.below(3) + 1]))
                try add(Constraint(
                    Expression(frame.x), .equal, parent.x + Double(random.below(41)),
                    priority: [100, 300, 600][random.below(3)]))
            }
            frames.append(frame)
            if index % 10 == 9 {
                canvas = (Double(320 + random.below(800)), Double(320 + random.below(800)))
                try incremental.suggestValue(canvas.width, for: width)
                try incremental.suggestValue(canvas.height, for: height)
                for _ in 0..<3 where !optional.isEmpty {
                    let removed = optional.remove(at: random.below(optional.count))
                    try incremental.remove(removed)
                    kept.removeAll { $0 === removed }
                }
            }
        }

        let fresh = Solver()
        try fresh.addEditVariable(width, priority: 2000)
        try fresh.addEditVariable(height, priority: 2000)
        try fresh.suggestValue(canvas.width, for: width)
        try fresh.suggestValue(canvas.height, for: height)
        for constraint in kept { try fresh.add(constraint) }
        #expect(abs(incremental.value(of: width) - canvas.width) < 1e-6)
        for level in [Solver.required, 999, 750, 749, 600, 500, 300, 250, 100] {
            let a = totalError(kept, level: level, incremental)
            let b = totalError(kept, level: level, fresh)
            #expect(abs(a - b) < 1e-6 * max(1, abs(b)), "level \(level): incremental \(a), fresh \(b)")
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

import Foundation
import Testing
@testable import PlumbSolver

/// The systems PlumbSolver once answered wrongly (`Fixtures/repros`, from `shared/solver-repros`), each with
/// what is right: the values its README names, and every level at the exact strict-priority optimum.
@Suite("Solver: systems once answered wrongly")
struct SolverReproTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/repros")

    /// A solved repro: the solver after every step, and the values by name.
    struct Outcome {
        let solver: Solver
        let system: SystemText
        var error: SolverError?

        func value(_ name: String) -> Double { solver.value(of: system.variable(named: name)!) }
    }

    static func solve(_ name: String, editPriority: Double = 2000) throws -> Outcome {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let system = SystemText(text)
        var outcome = Outcome(solver: Solver(), system: system)
        for step in system.steps {
            do {
                switch step {
                case .edit(let variable, let value):
                    try outcome.solver.addEditVariable(variable, priority: editPriority)
                    try outcome.solver.suggestValue(value, for: variable)
                case .add(let constraint):
                    try outcome.solver.add(constraint)
                case .suggest(let pairs):
                    for (variable, value) in pairs { try outcome.solver.suggestValue(value, for: variable) }
                }
                try outcome.solver.verify()
            } catch {
                outcome.error = error
                return outcome
            }
            #expect(outcome.solver.inconsistencies() == [], "\(name) after \(step)")
        }
        return outcome
    }

    /// Each level's total violation at the solver's values against the exact optimum of the same system (the
    /// constraints as the solver was given them, suggestions as edit rows at 2000).
    static func expectLevelsOptimal(_ outcome: Outcome, tolerance: Double = 1e-9) {
        var rows: [StrictPriorityReference.Row] = []
        var index: [ObjectIdentifier: Int] = [:]
        var suggested: [ObjectIdentifier: Double] = [:]
        func column(_ variable: Variable) -> Int {
            if let known = index[ObjectIdentifier(variable)] { return known }
            index[ObjectIdentifier(variable)] = index.count
            return index.count - 1
        }
        var variables: [Variable] = []
        for step in outcome.system.steps {
            switch step {
            case .edit(let variable, let value): suggested[ObjectIdentifier(variable)] = value; variables.append(variable)
            case .suggest(let pairs): for (variable, value) in pairs { suggested[ObjectIdentifier(variable)] = value }
            case .add(let constraint):
                rows.append(.init(
                    terms: constraint.expression.terms.map { (column($0.variable), Rational(exactly: $0.coefficient)) },
                    constant: Rational(exactly: constraint.expression.constant), relation: constraint.relation.reference,
                    level: constraint.isRequired ? nil : constraint.priority))
            }
        }
        for variable in variables {
            rows.append(.init(
                terms: [(column(variable), .one)], constant: -Rational(exactly: suggested[ObjectIdentifier(variable)]!),
                relation: .equal, level: 2000))
        }
        guard let optima = StrictPriorityReference(variableCount: index.count, rows: rows).levelOptima() else {
            Issue.record("the reference finds the system infeasible")
            return
        }
        var byColumn = [Double](repeating: 0, count: index.count)
        for step in outcome.system.steps {
            if case .add(let constraint) = step {
                for term in constraint.expression.terms {
                    byColumn[column(term.variable)] = outcome.solver.value(of: term.variable)
                }
            }
        }
        for variable in variables { byColumn[column(variable)] = outcome.solver.value(of: variable) }
        for (level, optimum) in optima {
            var total = 0.0
            for row in rows where row.level == level {
                var sum = row.constant.doubleValue
                for term in row.terms { sum += term.coefficient.doubleValue * byColumn[term.variable] }
                let violation: Double =
                    switch row.relation {
                    case .equal: abs(sum)
                    case .atLeast: max(0, -sum)
                    case .atMost: max(0, sum)
                    }
                total += violation
            }
            #expect(abs(total - optimum.doubleValue) <= tolerance * max(1, abs(optimum.doubleValue)), "level \(level)")
        }
    }

    @Test("R1: an optional row never breaks a required equality")
    func requiredEqualityHolds() throws {
        let outcome = try SolverReproTests.solve("R1_required_eq_broken_by_optional.txt")
        #expect(outcome.error == nil)
        #expect(abs(outcome.value("v1") - 13) <= 1e-9)
        SolverReproTests.expectLevelsOptimal(outcome)
    }

    @Test("R2: contradictory required rows are unsatisfiable, naming both")
    func contradictionIsRefused() throws {
        let outcome = try SolverReproTests.solve("R2_infeasible_required_accepted.txt")
        guard case .unsatisfiable(let constraint, let set) = outcome.error else {
            Issue.record("expected unsatisfiable, got \(String(describing: outcome.error))")
            return
        }
        #expect(constraint.description == "-0.89*v1 + 50 <= 0")
        #expect(set.map(\.description) == ["0.01*v1 - 0.13 == 0", "-0.89*v1 + 50 <= 0"])
        #expect(abs(outcome.value("v1") - 13) <= 1e-9, "the solver keeps the solution it had")
    }

    @Test("R3: the priority order holds whatever the order of the rows", arguments: [
        "R3_strict_priority_violated.txt", "R3b_same_system_reordered_ok.txt",
    ])
    func priorityOrderHolds(name: String) throws {
        let outcome = try SolverReproTests.solve(name)
        #expect(outcome.error == nil)
        SolverReproTests.expectLevelsOptimal(outcome)
    }

    @Test("R4: a re-solve after suggest is as good as a fresh solve")
    func resolveIsOptimal() throws {
        let outcome = try SolverReproTests.solve("R4_incremental_suggest_suboptimal.txt")
        #expect(outcome.error == nil)
        #expect(abs(outcome.value("v4") - 2900) <= 1e-9 * 2900)
        SolverReproTests.expectLevelsOptimal(outcome)
    }

    @Test("R5: no blow-up; every row that can hold holds")
    func noBlowUp() throws {
        let outcome = try SolverReproTests.solve("R5_blowup_8_rows.txt")
        #expect(outcome.error == nil)
        #expect(abs(outcome.value("v3") + 1.0 / 81) <= 1e-12)
        SolverReproTests.expectLevelsOptimal(outcome)
    }

    @Test("R6: a coefficient 1e-9 of its row's largest is not taken for zero")
    func smallCoefficientKept() throws {
        let outcome = try SolverReproTests.solve("R6_row_coef_ratio_9e8_required_broken.txt")
        #expect(outcome.error == nil)
        #expect(abs(outcome.value("x")) <= 1e-12)
        #expect(abs(outcome.value("y") - 100000.0 / 3) <= 1e-6)
        SolverReproTests.expectLevelsOptimal(outcome)
    }

    @Test("R7: coefficients 1e10 apart are still satisfiable")
    func farApartCoefficientsAreSatisfiable() throws {
        let outcome = try SolverReproTests.solve("R7_row_coef_ratio_1e10_false_unsat.txt")
        #expect(outcome.error == nil)
        #expect(abs(outcome.value("x") - 5e-6) <= 1e-15)
        #expect(abs(outcome.value("y") - 50000) <= 1e-6)
        SolverReproTests.expectLevelsOptimal(outcome)
    }

    @Test("R8: a system kiwisolver gets wrong comes out right")
    func kiwisFailureComesOutRight() throws {
        let outcome = try SolverReproTests.solve("R8_shared_with_kiwi_required_broken.txt")
        #expect(outcome.error == nil)
        #expect(abs(outcome.value("v1") - 10) <= 1e-9)
        SolverReproTests.expectLevelsOptimal(outcome)
    }
}

import Foundation
import Testing
@testable import PlumbSolver

/// PlumbSolver against an exact strict-priority reference on random systems: after every addition and every
/// suggestion, the tableau must be consistent (`Solver.inconsistencies()`), and after the build and after each
/// suggestion every required row must hold and every level's total violation must be the reference's optimum.
///
/// `make test` runs a few hundred systems per coefficient family; `PLUMB_FUZZ_SEEDS=20000` runs that many per
/// family (see `docs/solver.md` for the tally of the long run).
@Suite("Solver fuzzing: random systems against an exact strict-priority reference")
struct DifferentialFuzzTests {
    static let seedCount = ProcessInfo.processInfo.environment["PLUMB_FUZZ_SEEDS"].flatMap(Int.init) ?? 150
    /// A family stops after this many failing systems (their listings are long).
    static let maxFailures = ProcessInfo.processInfo.environment["PLUMB_FUZZ_MAX_FAILURES"].flatMap(Int.init) ?? 12
    /// The first seed (`PLUMB_FUZZ_FIRST_SEED`, default 0), so that a long run can be split into shorter ones.
    static let firstSeed = ProcessInfo.processInfo.environment["PLUMB_FUZZ_FIRST_SEED"].flatMap(UInt64.init) ?? 0
    /// `PLUMB_FUZZ_BASELINE=1` turns the solver's exact fallback off: the double-precision path alone, as before
    /// the fallback, for a side-by-side tally in one binary.
    static let exactFallback = ProcessInfo.processInfo.environment["PLUMB_FUZZ_BASELINE"] != "1"
    /// `PLUMB_FUZZ_NO_CERTIFICATE=1` turns off only the check of the final basis (``BasisCertificate``), to
    /// measure what it mends in one binary.
    static let basisCertificate = ProcessInfo.processInfo.environment["PLUMB_FUZZ_NO_CERTIFICATE"] != "1"
    /// `PLUMB_FUZZ_NO_REFACTORIZATION=1` turns off only the objective's rebuild at a certified basis.
    static let objectiveRefactorization = ProcessInfo.processInfo.environment["PLUMB_FUZZ_NO_REFACTORIZATION"] != "1"
    /// `PLUMB_FUZZ_AUDIT_OBJECTIVE=1` checks every certified basis's objective for drift, not only after an update
    /// that magnified rounding, and counts the drifts that trigger missed (``Solver/auditsObjectiveMagnification``).
    static let auditsObjective = ProcessInfo.processInfo.environment["PLUMB_FUZZ_AUDIT_OBJECTIVE"] == "1"
    /// `PLUMB_FUZZ_CHECK_EVERY_BASIS=1` checks a large system's basis after every solve, not only after an update
    /// that magnified rounding (``Solver/checksEveryBasis``).
    static let checksEveryBasis = ProcessInfo.processInfo.environment["PLUMB_FUZZ_CHECK_EVERY_BASIS"] == "1"
    /// `PLUMB_FUZZ_PARTS=N` makes each system N random systems on variables of their own, solved as one
    /// (``RandomSystem/init(family:seed:parts:)``): 25 parts give 142–266 constraints, mostly above the 200 up to which
    /// ``Solver/verify()`` checks the final basis.
    static let parts = ProcessInfo.processInfo.environment["PLUMB_FUZZ_PARTS"].flatMap(Int.init) ?? 1

    /// Values may differ from the exact optimum by this much, relative to the size of the terms involved.
    static let tolerance = 1e-6

    @Test("random systems", arguments: CoefficientFamily.allCases)
    func randomSystems(family: CoefficientFamily) {
        fuzz(family)
    }

    private func fuzz(_ family: CoefficientFamily) {
        var tally = FuzzTally()
        let first = DifferentialFuzzTests.firstSeed
        for seed in first..<first + UInt64(DifferentialFuzzTests.seedCount) {
            let system = RandomSystem(family: family, seed: seed, parts: DifferentialFuzzTests.parts)
            var magnifiedSolves = 0
            var certificates = ""
            let failures = DifferentialFuzzTests.run(system) { solver in
                tally.count(solver)
                magnifiedSolves = solver.magnifiedSolves
                certificates = "\(solver.uncertifiedAnswers) answers uncertified, "
                    + "last basis found wrong: \(solver.lastCertificateFailure ?? "none")"
            }
            tally.count(failures, constraints: system.constraintCount)
            if !failures.isEmpty {
                if magnifiedSolves > 0 { tally.magnifiedFailures += 1 }
                let magnified = "\(magnifiedSolves) solves magnified rounding in the objective; \(certificates)"
                Issue.record("\(family) seed \(seed) (\(magnified)): \(failures.joined(separator: "; "))\n\(system.text)")
                if tally.systemsFailed >= DifferentialFuzzTests.maxFailures { break }
            }
        }
        print("fuzz \(family): \(tally)")
    }

    /// Builds the system in a fresh solver step by step; returns what went wrong, in words. `inspect` sees the
    /// solver at the end.
    static func run(_ system: RandomSystem, inspect: (Solver) -> Void = { _ in }) -> [String] {
        let solver = Solver()
        solver.usesExactFallback = exactFallback
        solver.usesBasisCertificate = basisCertificate
        solver.usesObjectiveRefactorization = objectiveRefactorization
        solver.auditsObjectiveMagnification = auditsObjective
        solver.checksEveryBasis = checksEveryBasis
        defer { inspect(solver) }
        let variables = (0..<system.variableCount).map { Variable("v\($0)") }
        var failures: [String] = []
        var suggested: [Int: Decimal] = [:]
        func verify(_ step: String) {
            if let refusal = checked(solver, step: step) {
                failures.append(refusal)
                return
            }
            let problems = solver.inconsistencies()
            if !problems.isEmpty { failures.append("after \(step), inconsistent tableau: \(problems.prefix(3))") }
        }
        do {
            for edit in system.edits {
                try solver.addEditVariable(variables[edit.variable], priority: system.editLevel)
                try solver.suggestValue(edit.first.double, for: variables[edit.variable])
                suggested[edit.variable] = edit.first
                verify("editing v\(edit.variable)")
            }
            for (index, line) in system.lines.enumerated() {
                let expression = Expression(
                    terms: line.terms.map { Term(variables[$0.variable], $0.coefficient.double) },
                    constant: line.constant.doubleValue)
                try solver.add(Constraint(expression, line.relation, priority: line.level ?? Solver.required))
                verify("line \(index + 1)")
            }
            if let refusal = checked(solver, step: "the build") { return [refusal] }
            failures += compare(solver, variables, system, suggested, step: "the build")
            for (index, suggestion) in system.suggestions.enumerated() {
                for (variable, value) in suggestion {
                    try solver.suggestValue(value.double, for: variables[variable])
                    suggested[variable] = value
                }
                verify("suggestion \(index + 1)")
                if let refusal = checked(solver, step: "suggestion \(index + 1)") { return failures + [refusal] }
                failures += compare(solver, variables, system, suggested, step: "suggestion \(index + 1)")
            }
        } catch {
            failures.append("solver refused a feasible system: \(error)")
        }
        return failures
    }

    /// The solver's own check (``Solver/verify()``), which repairs a broken required row or refuses honestly;
    /// a refusal ends the run of the system.
    static func checked(_ solver: Solver, step: String) -> String? {
        do {
            try solver.verify()
            return nil
        } catch {
            return "\(step): refused as inexact: \(error)"
        }
    }

    /// Checks the solver's values against the reference for the system with the current suggestions.
    static func compare(
        _ solver: Solver, _ variables: [Variable], _ system: RandomSystem, _ suggested: [Int: Decimal], step: String
    ) -> [String] {
        let values = variables.map { solver.value(of: $0) }
        var rows = system.lines.map { line in
            StrictPriorityReference.Row(
                terms: line.terms.map { ($0.variable, $0.coefficient.rational) }, constant: line.constant,
                relation: line.relation.reference, level: line.level)
        }
        for (variable, value) in suggested.sorted(by: { $0.key < $1.key }) {
            rows.append(.init(terms: [(variable, .one)], constant: -value.rational, relation: .equal, level: system.editLevel))
        }
        guard let optima = StrictPriorityReference(variableCount: system.variableCount, rows: rows).levelOptima() else {
            return ["\(step): the reference finds the required rows infeasible (generator bug)"]
        }
        var failures: [String] = []
        var totals: [Double: (violation: Double, size: Double)] = [:]
        for row in rows {
            var sum = row.constant.doubleValue
            var size = abs(sum)
            for term in row.terms {
                let product = term.coefficient.doubleValue * values[term.variable]
                sum += product
                size += abs(product)
            }
            guard sum.isFinite else {
                failures.append("\(step): a value is not finite")
                continue
            }
            let violation: Double =
                switch row.relation {
                case .equal: abs(sum)
                case .atLeast: max(0, -sum)
                case .atMost: max(0, sum)
                }
            if let level = row.level {
                totals[level, default: (0, 0)].violation += violation
                totals[level, default: (0, 0)].size += size
            } else if violation > tolerance * max(1, size) {
                failures.append("\(step): a required row is broken by \(violation)")
            }
        }
        for (level, best) in optima.sorted(by: { $0.key > $1.key }) {
            let ours = totals[level] ?? (0, 0)
            let exact = best.doubleValue
            if abs(ours.violation - exact) > tolerance * max(1, ours.size) {
                failures.append("\(step): level \(level) violated by \(ours.violation), the optimum is \(exact)")
                break  // the levels below follow from this one
            }
        }
        return failures
    }
}

/// How many systems and checks failed, and in which way.
struct FuzzTally: CustomStringConvertible {
    var systems = 0
    var systemsFailed = 0
    var kinds: [String: Int] = [:]
    var constraints: ClosedRange<Int>?
    /// Objective checks and drifts found, and the audit's drifts the magnification trigger missed, with the
    /// smallest magnification before a drift (``Solver/auditsObjectiveMagnification``).
    var objectiveChecks = 0
    var drifts = 0
    var unforeseenDrifts = 0
    var smallestDriftingMagnification = Double.infinity
    /// Failing systems whose objective saw a magnifying update since it was last checked.
    var magnifiedFailures = 0
    /// Bases certified (in fractions too), and answers the exact fallback gave instead.
    var certifiedAnswers = 0
    var exactCertificates = 0
    var basesCheckedAgain = 0
    var exactAnswers = 0
    /// Wrong bases the exact fallback could not replace (its pivot budget ran out), and bases left unproven (a
    /// sign lost in doubles in a system too large to check in fractions).
    var uncertifiedAnswers = 0
    var unprovenBases = 0

    mutating func count(_ solver: Solver) {
        objectiveChecks += solver.objectiveChecks
        drifts += solver.objectiveRefactorizations
        unforeseenDrifts += solver.unforeseenDrifts
        smallestDriftingMagnification = min(smallestDriftingMagnification, solver.smallestDriftingMagnification)
        certifiedAnswers += solver.certifiedAnswers
        exactCertificates += solver.exactCertificates
        basesCheckedAgain += solver.basesCheckedAgain
        exactAnswers += solver.exactAnswers
        uncertifiedAnswers += solver.uncertifiedAnswers
        unprovenBases += solver.unprovenBases
    }

    mutating func count(_ failures: [String], constraints count: Int) {
        constraints = constraints.map { min($0.lowerBound, count)...max($0.upperBound, count) } ?? count...count
        systems += 1
        if !failures.isEmpty { systemsFailed += 1 }
        for failure in failures {
            let kind =
                failure.contains("inexact") ? "refused as inexact"
                : failure.contains("inconsistent") ? "inconsistent tableau"
                : failure.contains("refused") ? "false unsatisfiable"
                : failure.contains("required row") ? "broken required row"
                : failure.contains("suggestion") ? "re-solve worse than the optimum"
                : failure.contains("level") ? "priority order violated" : "other"
            kinds[kind, default: 0] += 1
        }
    }

    var description: String {
        "\(systems) systems of \(constraints.map { "\($0.lowerBound)–\($0.upperBound)" } ?? "no") constraints, "
            + "\(systemsFailed) failed" + kinds.sorted { $0.key < $1.key }.map { ", \($0.key): \($0.value)" }.joined()
            + "; objective checked \(objectiveChecks) times, \(drifts) drifted (\(unforeseenDrifts) unforeseen, "
            + "smallest magnification before a drift \(smallestDriftingMagnification)); "
            + "\(magnifiedFailures) failing systems after a magnifying update; "
            + "\(certifiedAnswers) bases certified (\(exactCertificates) checked in fractions, "
            + "\(basesCheckedAgain) checked again for new constants alone), "
            + "\(exactAnswers) exact answers, \(uncertifiedAnswers) uncertified, \(unprovenBases) unproven"
    }
}

extension Relation {
    var reference: StrictPriorityReference.Relation {
        switch self {
        case .equal: .equal
        case .greaterThanOrEqual: .atLeast
        case .lessThanOrEqual: .atMost
        }
    }
}

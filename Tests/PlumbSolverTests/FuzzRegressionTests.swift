import Foundation
import Testing
@testable import PlumbSolver

/// Systems of the differential fuzzer that PlumbSolver once answered wrongly, each run through the fuzzer's
/// own checks (`DifferentialFuzzTests.run`: the tableau consistent after every step, every required row
/// holding and every level at the exact strict-priority optimum after the build and each suggestion). The
/// generator is deterministic, so a family and a seed name a system; `seed N` in a failure prints its listing.
@Suite("Solver: fuzzer systems once answered wrongly")
struct FuzzRegressionTests {
    struct Case: CustomStringConvertible, Sendable {
        let family: CoefficientFamily
        let seed: UInt64
        /// How many of the fuzzer's systems make the one solved (``RandomSystem/init(family:seed:parts:)``).
        var parts = 1
        /// What went wrong before the fix.
        let symptom: String

        var description: String { parts == 1 ? "\(family) seed \(seed)" : "\(family) seed \(seed), \(parts) parts" }
    }

    /// Fixed by the deeper check after numerical trouble (``Solver/verify()``): a guard against rounding noise
    /// fired (a row term or weight level dropped as noise, a ratio-test coefficient skipped), the tableau's
    /// self-check found it inconsistent, and a tableau built again from the constraints in another order is not.
    static let rebuiltAfterTrouble: [Case] = [
        Case(family: .twoDigits, seed: 3562, symptom: "-30*v3 + 2.1 == 0 @1 off by 4.8e-7 of its size after a suggestion"),
        Case(family: .twoDigits, seed: 2902, symptom: "two rows at @1 off by 1.9e-7 and 8.7e-7 after a suggestion"),
        Case(family: .threeDigits, seed: 93, symptom: "a slack at -2e-6 and a noise weight at @500"),
        Case(family: .threeDigits, seed: 174, symptom: "a kept value off from its row in the fifth digit"),
        Case(family: .threeDigits, seed: 435, symptom: "a required equality refused as inexact"),
        Case(family: .threeDigits, seed: 916, symptom: "a row at @1 off by all of its size, the priority order broken"),
        Case(family: .threeDigits, seed: 1190, symptom: "the edit's weight at @2000 lost, the re-solve worse than the optimum"),
        Case(family: .threeDigits, seed: 1419, symptom: "objective weights at @2000 off by 0.6%"),
    ]

    /// Fixed by counting, in a small tableau, a rate or expanded coefficient taken for zero that was not exactly
    /// zero as trouble too (``Tableau/doubtful``).
    static let rebuiltAfterDoubt: [Case] = [
        Case(family: .twoDigits, seed: 2944, symptom: "rows at @750 and @500 off by 5e-7 of their size, the level above its optimum"),
        Case(family: .twoDigits, seed: 3835, symptom: "a kept value off from its row in the seventh digit"),
    ]

    /// Fixed by the exact fallback (``ExactFallback``): a false "unsatisfiable" (2316), or a level above its
    /// optimum with objective weights grown past 10^5, where a weight's sign is lost in rounding and no guard fires
    /// (session 5 answered exactly above that size of weight; now the check of the final basis,
    /// ``BasisCertificate``, finds the level improvable); the small system is solved again exactly. The right
    /// answers are the independent reference's (`StrictPriorityReference`), as for every case here.
    static let answeredExactly: [Case] = [
        Case(family: .twoDigits, seed: 2316, symptom: "a false \"unsatisfiable\": 6.1*v2 == 454.45 and 4.1*v2 == 305.45 agree only in decimal"),
        Case(family: .twoDigits, seed: 3811, symptom: "level @999 at 119.87 where 119.66 is the optimum, with a self-consistent tableau"),
        Case(family: .twoDigits, seed: 5101, symptom: "level @750 at 1989.7286 where 1989.7219 is the optimum, weights at @999 off in their eleventh digit"),
        Case(family: .twoDigits, seed: 5134, symptom: "level @999 at 133.52 where 38.02 is the optimum after a suggestion, a weight of 8.6e12"),
    ]

    /// Fixed by the check of the final basis (``BasisCertificate``, session 6): each failed with the certificate
    /// turned off (`PLUMB_FUZZ_NO_CERTIFICATE=1`, three digits, seeds 0–2999). The tableau's basis, solved afresh
    /// from the constraints as stated, was not optimal (a level still improvable, a weight's sign lost in the
    /// tableau's rounding) or the values kept had drifted from it; no guard of the fast path fired.
    static let certifiedBasis: [Case] = [
        Case(family: .threeDigits, seed: 12, symptom: "level @750 at 129.160 where 129.072 is the optimum"),
        Case(family: .threeDigits, seed: 448, symptom: "a row at @250 off by 1.7e-7 of its size after line 4"),
        Case(family: .threeDigits, seed: 661, symptom: "level @1 at 0.11 where 0 is the optimum"),
        Case(family: .threeDigits, seed: 745, symptom: "-484*v1 + 25796.5 == 0 @250 off by 4.1e-5 of its size"),
        Case(family: .threeDigits, seed: 863, symptom: "a kept value off from its row in the sixth digit after a suggestion"),
        Case(family: .threeDigits, seed: 891, symptom: "a row at @500 off by 5e-4 of its size after a suggestion"),
        Case(family: .threeDigits, seed: 1043, symptom: "level @250 at 320.05 where 319.41 is the optimum"),
        Case(family: .threeDigits, seed: 1701, symptom: "the priority order broken after the build and a suggestion"),
        Case(family: .threeDigits, seed: 1983, symptom: "the edit level @2000 at 5.9000 where 5.8544 is the optimum"),
        Case(family: .threeDigits, seed: 2066, symptom: "level @999 at 76.88 where 37.8 is the optimum"),
        Case(family: .threeDigits, seed: 2156, symptom: "the edit level @2000 at 514.25 after a suggestion where 0 is the optimum"),
        Case(family: .threeDigits, seed: 2324, symptom: "level @1 at 61.970 where 61.896 is the optimum"),
        Case(family: .threeDigits, seed: 2363, symptom: "-0.867*v6 + 12.0513 == 0 @1 off by 1.5e-7 of its size after line 13"),
        Case(family: .threeDigits, seed: 2751, symptom: "the priority order broken above level @1"),
        Case(family: .threeDigits, seed: 2961, symptom: "level @999 at 23.88 where 0 is the optimum"),
    ]

    /// Fixed by answering with a certified basis's fresh values when a kept slack or error (not only an external)
    /// drifted from them: the answer was right, but an optional row did not hold at the tableau's kept values.
    static let freshValuesOfCertifiedBasis: [Case] = [
        Case(family: .threeDigits, seed: 8645, symptom: "a row at @1 off by 2.8e-7 of its size after each suggestion"),
        Case(family: .threeDigits, seed: 8684, symptom: "a row at @1 off by 9.1e-6 of its size after line 12"),
        Case(family: .threeDigits, seed: 12992, symptom: "v1 == 0 @500 off by 3.2e-5 of its size after lines 7 and 8"),
        // Broken by the first version of the check itself: values certified in doubles with error bounds far wider
        // than a rounding (a slack of unknown sign taken for zero) broke a required row by 0.035. Now a lost sign
        // or a wide bound goes to the exact check.
        Case(family: .threeDigits, seed: 16301, symptom: "-21.9*v1 + 0.057*v4 + 0.294*v0 + 707.9775 <= 0 broken by 0.035"),
    ]

    /// Fixed by making in fractions a variable's value whose sign the check of the final basis lost within its
    /// bound (``BasisCertificate``): the certified answer put v1 a rounding's width from the zero that
    /// `-0.84*v1 == 0` pins it to, and broke that row (``ZeroWithinRoundingTests`` has the system written out).
    static let zeroWithinRounding: [Case] = [
        Case(family: .twoDigits, seed: 34313, symptom: "-0.84*v1 == 0 broken by 6.6e-16 after line 6"),
        Case(family: .threeDigits, seed: 34313, symptom: "-0.84*v1 == 0 broken by 1.1e-16 after line 6"),
    ]

    /// Fixed by rebuilding the objective from a certified basis when a kept weight drifted from the constraints
    /// (``SolverCore/refactorObjectiveIfDrifted()``; ``ObjectiveRefactorizationTests`` has 36007 written out): the
    /// answers were right, only the tableau's self-check failed.
    static let refactoredObjective: [Case] = [
        Case(family: .threeDigits, seed: 9862, symptom: "a weight at @999 kept as 1.0380762 where the constraints give 1.0380757"),
        Case(family: .threeDigits, seed: 29747, symptom: "a weight at @500 kept as 2.000000238 where the constraints give 2"),
        Case(family: .threeDigits, seed: 30263, symptom: "a weight at @500 kept as 0.2211370 where the constraints give 0.2211365"),
        Case(family: .threeDigits, seed: 36007, symptom: "two weights at @500 kept as 0.5104855 and 0.4895145 after line 10"),
    ]

    /// Fixed by checking the basis of a system above 200 constraints after an update that magnified rounding in
    /// the objective, and answering exactly when it is wrong (the sparse ``BasisCertificate`` and
    /// ``ExactLexicographicProgram``; before, neither ran above 200 constraints). Each is 25 of the fuzzer's systems
    /// solved as one (`PLUMB_FUZZ_PARTS=25`), 220–250 constraints.
    static let largeSystems: [Case] = [
        Case(family: .threeDigits, seed: 18, parts: 25, symptom: "after suggestion 3, level @750 violated by 3.7e8 where the optimum is 8.5e5"),
        Case(family: .threeDigits, seed: 32, parts: 25, symptom: "a weight kept as 8.4e-7@999 18735.229963141@500 where the rows give 18735.229963135@500"),
        Case(family: .threeDigits, seed: 46, parts: 25, symptom: "level @250 at 28403.4 where 28349.1 is the optimum"),
    ]

    @Test(
        "a system once inconsistent or suboptimal comes out right",
        arguments: rebuiltAfterTrouble + rebuiltAfterDoubt + answeredExactly + certifiedBasis + freshValuesOfCertifiedBasis
            + zeroWithinRounding + refactoredObjective + largeSystems)
    func rebuiltAfterTroubleComesOutRight(_ system: Case) {
        let failures = DifferentialFuzzTests.run(RandomSystem(family: system.family, seed: system.seed, parts: system.parts))
        #expect(failures.isEmpty, "\(system) (was: \(system.symptom)): \(failures.joined(separator: "; "))")
    }

    /// The deeper check is for trouble only: the systems layout work makes never raise it, so its cost (it
    /// expands every row) never reaches them; nor does any update of their objective magnify rounding, so their
    /// objective is never rebuilt to be compared (``Tableau/objectiveMagnification``).
    @Test("the benchmark's systems never need the deeper check", arguments: ["grid-25", "rows-60", "tree-60", "grid-49"])
    func benchmarkSystemsStayOnTheFastPath(_ name: String) throws {
        let text = try String(
            contentsOf: SolverReproTests.folder.deletingLastPathComponent().appendingPathComponent("\(name).txt"),
            encoding: .utf8)
        let system = SystemText(text)
        let solver = Solver()
        for step in system.steps {
            switch step {
            case .edit(let variable, let value):
                try solver.addEditVariable(variable, priority: 2000)
                try solver.suggestValue(value, for: variable)
            case .add(let constraint):
                try solver.add(constraint)
            case .suggest(let pairs):
                for (variable, value) in pairs { try solver.suggestValue(value, for: variable) }
            }
            try solver.verify()
        }
        #expect(solver.deepChecks == 0)
        #expect(solver.exactAnswers == 0)
        #expect(solver.objectiveChecks == 0)
    }
}

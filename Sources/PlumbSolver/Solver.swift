/// An incremental linear constraint solver (Cassowary) with strictly ordered priorities.
///
/// Required constraints (priority ``required``) always hold. Optional ones are met from the highest priority
/// down: no number of violations at one priority can buy a smaller violation at a higher one, and within one
/// priority the violations add up (`|a - b|` for `==`, the excess for an inequality). Every distinct priority
/// value is its own level, so 999.5 is strictly above 999.
///
/// Edit variables (``addEditVariable(_:priority:)``) take values by ``suggestValue(_:for:)``, re-solved
/// cheaply by dual simplex, the way a layout is re-solved for another canvas size.
///
/// Among several optimal solutions (an ambiguous layout) the solver returns one deterministically.
public final class Solver {
    /// A hard constraint: exactly 1000. It is not a level; it must hold.
    public static let required: Double = 1000
    /// Where a broken required constraint is kept as an error term: above every user priority (Auto Layout uses 1100).
    public static let breakingPriority: Double = 1100

    /// The engine; internal (not private) so that tests can reach its tableau. Replaced only by a repair
    /// (``verify()``).
    private(set) var core = SolverCore() {
        didSet { factoredBasis = nil }
    }
    private var edits: [Variable: EditRecord] = [:]
    private var broken: [Constraint] = []
    /// Values that stand in for the tableau's, from the ``verify()`` that found them to the next change of the
    /// system: the exact fallback's answer (``ExactFallback``), or the values of the tableau's basis solved afresh
    /// when its kept values had drifted (``BasisCertificate``). Set only while ``hasStandingAnswer``, which alone
    /// the fast path reads (a flag costs nothing; an optional dictionary is retained and released).
    private var standingAnswer: [Variable: Double]?
    private var hasStandingAnswer = false
    /// Whether the tableau was found untrustworthy on this system, so that every ``verify()`` answers exactly
    /// while the system stays small enough.
    private var answersExactly = false
    /// Required constraints the tableau called unsatisfiable although they hold together with the others in
    /// exact arithmetic (a false conflict made by rounding): kept in the tableau at ``breakingPriority``, and
    /// required in the exact fallback, which answers for as long as they are there.
    private var heldExactly: Set<Constraint> = []
    /// Whether the exact fallback may answer (tests turn it off to measure the double-precision path alone).
    var usesExactFallback = true
    /// Whether ``verify()`` checks a small system's final basis (tests turn it off to measure what it mends).
    var usesBasisCertificate = true
    /// Whether a certified basis's objective is rebuilt when its weights drifted (tests turn it off to measure what
    /// it mends).
    var usesObjectiveRefactorization = true
    /// Whether every certified basis's objective is checked for drift, not only after a magnifying update (for the
    /// fuzzer's audit of that trigger: a drift found without it counts in ``unforeseenDrifts``).
    var auditsObjectiveMagnification = false
    /// Why the last basis found wrong was (for tests and debugging).
    private(set) var lastCertificateFailure: String?

    public init() {}

    /// Adds `constraint`.
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already added; ``SolverError/invalidPriority(_:)``
    ///   for a priority that is not positive and finite; ``SolverError/nonFiniteValue(_:)`` for a NaN or infinite
    ///   coefficient or constant; ``SolverError/unsatisfiable(constraint:conflictingSet:)`` if it is required and
    ///   cannot hold with the required constraints already added, naming a minimal mutually exclusive set.
    ///   After an error the solver is unchanged.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try validate(constraint)
        try install(constraint, level: constraint.isRequired ? nil : constraint.priority)
    }

    /// Adds `constraint` for a short while, as a probe that is removed again soon: the same as ``add(_:)``, with
    /// the same solution, except that the work of adding and removing it does not reorganise the solver's rows.
    ///
    /// The solver keeps a row that later rows chain through as it was made, and replaces it by its expansion
    /// once walks have passed through it twice (compression), which pays off when the same rows are walked
    /// again and again while a layout is built or re-solved. A constraint over many variables walks nearly
    /// every row; added and removed twice (a push one way, then the other), it would have every row chained
    /// through others stored expanded, and along a chain of n rows that is n²/2 terms. Walks by a transient
    /// constraint are not counted, so rows stay as the lasting constraints made them.
    /// - Throws: as ``add(_:)``.
    public func addTransient(_ constraint: Constraint) throws(SolverError) {
        try validate(constraint)
        try install(constraint, level: constraint.isRequired ? nil : constraint.priority, transient: true)
    }

    /// Adds `constraint` the Auto Layout way: if it is required and conflicts, a minimal mutually exclusive set of
    /// required constraints is found, one of them is broken (kept as an error term at ``breakingPriority``) and
    /// solving goes on.
    ///
    /// The broken constraint is the one of the set added last, that is `constraint` itself: earlier
    /// constraints keep holding, as UIKit tends to do. It is listed in ``brokenConstraints`` until removed.
    /// - Returns: the conflict, or nil if there was none.
    /// - Throws: the errors of ``add(_:)`` other than ``SolverError/unsatisfiable(constraint:conflictingSet:)``.
    @discardableResult
    public func addBreakingConflicts(_ constraint: Constraint) throws(SolverError) -> Conflict? {
        // The rule: break the constraint of the set that was added last, which is always the newcomer.
        try addBreakingConflicts(constraint, choosing: { _ in constraint }).first
    }

    /// Adds `constraint` the Auto Layout way, with the caller choosing which member of each mutually
    /// exclusive set gives way, as UIKit's engine asks its delegate: `choose` gets the minimal set (in the
    /// order its members were added, `constraint` last) and returns the member to break. A member already in
    /// the solver is taken out and kept from then on as an error term at ``breakingPriority``, and
    /// `constraint` is tried again, so that a further conflict is resolved the same way; when `choose`
    /// returns `constraint` itself (or anything that is not a required member of the set), `constraint` is
    /// the one broken, as with ``addBreakingConflicts(_:)``.
    /// - Returns: the conflicts resolved, in order (empty if there was none).
    /// - Throws: the errors of ``add(_:)`` other than ``SolverError/unsatisfiable(constraint:conflictingSet:)``.
    @discardableResult
    public func addBreakingConflicts(_ constraint: Constraint,
                                     choosing choose: ([Constraint]) -> Constraint) throws(SolverError) -> [Conflict] {
        try validate(constraint)
        var conflicts: [Conflict] = []
        // Each round turns one required member into an error term, so the loop ends.
        while true {
            do {
                try install(constraint, level: constraint.isRequired ? nil : constraint.priority)
                return conflicts
            } catch .unsatisfiable(_, let set) {
                let victim = choose(set)
                guard victim !== constraint, set.contains(where: { $0 === victim }),
                      let record = core.record(of: victim), record.level == nil else {
                    try install(constraint, level: Solver.breakingPriority)
                    broken.append(constraint)
                    conflicts.append(Conflict(conflictingSet: set, broken: constraint))
                    return conflicts
                }
                core.uninstall(victim)
                heldExactly.remove(victim)
                try install(victim, level: Solver.breakingPriority)
                broken.append(victim)
                conflicts.append(Conflict(conflictingSet: set, broken: victim))
            }
        }
    }

    /// Removes `constraint`.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it was not added (or belongs to an edit variable).
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard core.record(of: constraint) != nil, !isEditConstraint(constraint) else {
            throw .unknownConstraint(constraint)
        }
        core.uninstall(constraint)
        broken.removeAll { $0 == constraint }
        heldExactly.remove(constraint)
        if hasStandingAnswer { standingAnswer = nil }
    }

    /// Whether `constraint` has been added and not removed.
    public func contains(_ constraint: Constraint) -> Bool {
        core.record(of: constraint) != nil && !isEditConstraint(constraint)
    }

    /// Makes `variable` an edit variable at `priority`: it is pulled towards each suggested value (initially 0).
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``; ``SolverError/invalidPriority(_:)`` when the priority
    ///   is not positive and finite, or is ``required`` (an edit variable is always optional).
    public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isFinite, priority > 0, priority != Solver.required else { throw .invalidPriority(priority) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority)
        try install(constraint, level: priority)
        if hasStandingAnswer { standingAnswer = nil }
        edits[variable] = EditRecord(constraint: constraint, suggested: 0)
    }

    /// Stops editing `variable`.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        core.uninstall(edit.constraint)
        if hasStandingAnswer { standingAnswer = nil }
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// Suggests `value` for an edit variable and re-solves.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``; ``SolverError/nonFiniteValue(_:)`` for NaN or infinity.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue("suggested value for \(variable)") }
        core.suggest(value, for: &edit)
        edits[variable] = edit
        if hasStandingAnswer { standingAnswer = nil }
    }

    /// The value of `variable` in the current solution; 0 for a variable the solver has never seen.
    public func value(of variable: Variable) -> Double {
        if hasStandingAnswer, let value = standingAnswer?[variable] { return value }
        return core.value(of: variable)
    }

    /// Whether the value of `variable` is left open at the optimum: another solution, exactly as good at every
    /// priority level, gives it a different value (what Auto Layout calls an ambiguous layout).
    ///
    /// The test looks for a direction that costs nothing and is not blocked at once: `true` is always right;
    /// in a degenerate corner (a blocking row exactly at zero) an ambiguity can be missed. A variable the solver
    /// has never seen is unconstrained, so it is ambiguous.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        core.isAmbiguous(variable)
    }

    /// Checks the current solution against the original coefficients of every required constraint, and repairs
    /// it if one does not hold.
    ///
    /// A constraint holds when what is left of it at the solved values is within a fraction
    /// (`Tolerance.relativeResidual`, 1e-7) of the size of its terms there, and its inequality's slack is not
    /// below zero by more. Values are computed again from the tableau's rows first if a pivot passed through a
    /// value above `Tolerance.driftingValue` (1e7). If a constraint does not hold, every value is computed again from the tableau's rows (undoing the
    /// drift of values kept step by step); if one still does not, the solver builds its tableau again from the
    /// constraints (required ones first, then the optional ones from the highest priority down) and checks
    /// again. Call it after adding constraints or suggesting values and before trusting the values: when all is
    /// well its cost is one pass over the required constraints' terms.
    ///
    /// The basis the tableau ended with is then checked against the constraints as stated
    /// (``BasisCertificate``): solved afresh, in doubles with rigorous error bounds (in fractions where a sign is
    /// lost within them), it must be feasible and optimal level by level. If it is not, the system is solved again
    /// exactly, in fractions of big integers with each number read as the shortest decimal that prints as it
    /// (``ExactFallback``), and that answer stands until the next change. The exact solve takes a bounded number
    /// of pivots; if it runs out of them, or the system has more than 1000 constraints
    /// (`ExactFallback.maximumConstraintsInFractions`, which also bounds the check in fractions), the tableau's
    /// answer stays. The exact fallback answers too when the tableau cannot be trusted at all: its self-check
    /// still fails after rebuilding, or a required constraint stays broken; then, in a system of at most 200
    /// constraints (`ExactFallback.maximumConstraints`), every later check of the system answers exactly.
    /// - Throws: ``SolverError/inexact(_:residual:)`` naming the first required constraint that still does not
    ///   hold: the numbers are beyond what double precision can solve reliably, and the exact fallback could not
    ///   answer either (the system too large, or its pivot budget spent). The solver keeps the solution it had.
    public func verify() throws(SolverError) {
        if hasStandingAnswer { standingAnswer = nil }
        if answersExactly {
            if answerExactly() { return }
            answersExactly = false
            try checkHeldExactly()
        }
        if try repairTableau() { return }
        if usesExactFallback, usesBasisCertificate, basisNeedsChecking { certifyBasis() }
    }

    /// The checks of ``verify()`` on the tableau alone: drift, the deeper check after trouble, broken required
    /// constraints. Returns whether the exact fallback answered instead.
    private func repairTableau() throws(SolverError) -> Bool {
        if core.tableau.largestValueSinceRefresh > Tolerance.driftingValue {
            core.tableau.troubled = true
            core.tableau.refreshValues()
        }
        if core.tableau.needsDeepCheck, !rebuildIfInconsistent(), answerExactly() { return true }
        guard !core.brokenRequiredConstraints().isEmpty else { return false }
        core.tableau.refreshValues()
        guard !core.brokenRequiredConstraints().isEmpty else { return false }
        let rebuilt = rebuiltCore()
        rebuilt.tableau.refreshValues()
        if let broken = rebuilt.brokenRequiredConstraints().first, let record = rebuilt.record(of: broken) {
            if answerExactly() { return true }
            throw .inexact(broken, residual: rebuilt.standing(of: record).residual)
        }
        core = rebuilt
        return false
    }

    /// Whether ``verify()`` checks the tableau's basis: always in a system of at most 1000 constraints
    /// (``basisCheckedAlways``), and always when the basis is one it found optimal before (a re-solve that kept
    /// its basis, checked again for the new constants alone: ``FactoredBasis``); in a larger system after a change
    /// of basis only if an update of the objective magnified rounding past `Tolerance.weightMagnification` since
    /// the last check (``Tableau/objectiveMagnification``). Layouts without decimal multipliers do not magnify
    /// (the benchmark's chains, grids, nested stacks and cells at 1000 views never pay for the check), and
    /// factoring a large layout's basis at every change would cost forty times its re-solve.
    private var basisNeedsChecking: Bool {
        checksEveryBasis || core.constraintCount <= Self.basisCheckedAlways
            || core.tableau.objectiveMagnification > Tolerance.weightMagnification || factoredBasisMatches
    }

    /// The size of system up to which ``verify()`` checks every basis: that of the check in fractions
    /// (`ExactFallback.maximumConstraintsInFractions`), which a check in doubles needs where it loses a sign. In
    /// 200 fuzzer systems of 25 parts (142–266 constraints, three-digit coefficients) checked only after a
    /// magnifying update, 3 answered wrongly; checked always, none.
    static let basisCheckedAlways = ExactFallback.maximumConstraintsInFractions

    /// Whether ``verify()`` checks the basis of a large system after every solve, not only after a magnifying
    /// update (for the fuzzer's measure of that gate).
    var checksEveryBasis = false

    /// Checks the basis the tableau ended with against the constraints as stated (``BasisCertificate``), in
    /// doubles with rigorous error bounds and, where a sign is lost within them, exactly. A certified basis
    /// stands, with its values solved afresh if the tableau's kept ones drifted from them. One that is not optimal
    /// (or not feasible) gives way to the exact fallback, for this answer only; if that runs out of pivots (a
    /// large system), the tableau's answer stays, counted in ``uncertifiedAnswers``.
    private func certifyBasis() {
        switch certification(of: core) {
        case .certified(let values):
            certifiedAnswers += 1
            refactorObjectiveIfMagnified()
            adopt(values)
        case .wrong(let reason):
            lastCertificateFailure = reason
            if !answerExactly(staying: false) { uncertifiedAnswers += 1 }
        case .unproven:
            unprovenBases += 1
        }
    }

    private enum Certification {
        /// The basis is feasible and optimal: each basic symbol's value at it.
        case certified([Int: Double])
        /// Why the basis is wrong, in words.
        case wrong(String)
        /// The check in doubles lost a sign it needed, and the system is too large to check in fractions.
        case unproven
    }

    /// The check of `core`'s basis: in bounded doubles, and in fractions when a sign is lost or a value's bound is
    /// too wide to answer with, in a system of at most `ExactFallback.maximumConstraintsInFractions` constraints; a
    /// larger one's basis is then left unproven, and the tableau's answer stands.
    private func certification(of core: SolverCore) -> Certification {
        if core.tableau.valuesAreStale { core.tableau.evaluateDefinitions() }
        let offsets = editOffsets
        let basis = core.tableau.basis
        var kept = factoredBasis.flatMap { $0.revision == core.revision && $0.basis == basis ? $0 : nil }
        factoredBasis = nil
        if var reused = kept {
            basesCheckedAgain += 1
            if let verdict = checkAgain(&reused, offsets: offsets) { return verdict }
            kept = reused
        } else {
            var fast = BasisCertificate<BoundedDouble>(core: core, offsets: offsets)
            switch fast.check() {
            case .optimal(let values) where Self.boundsAreNarrow(values):
                factoredBasis = FactoredBasis(revision: core.revision, basis: basis, doubles: fast)
                return .certified(values.mapValues(\.value))
            case .notOptimal(let reason):
                return .wrong(reason)
            case .optimal, .uncertain:
                break
            }
        }
        guard core.constraintCount <= ExactFallback.maximumConstraintsInFractions else { return .unproven }
        var exact = BasisCertificate<Fraction>(core: core, offsets: offsets)
        exactCertificates += 1
        switch exact.check() {
        case .optimal(let values):
            factoredBasis = kept ?? FactoredBasis(revision: core.revision, basis: basis)
            factoredBasis?.fractions = exact
            return .certified(values.mapValues(\.doubleValue))
        case .notOptimal(let reason):
            return .wrong(reason)
        case .uncertain:
            preconditionFailure("an exact check is never uncertain")
        }
    }

    /// The check of a basis found optimal before, for the current constants alone: in doubles if it was factored
    /// in doubles, then in fractions if it was factored in fractions; nil when that is not enough to decide (the
    /// whole check in fractions must). Keeps `kept` for the next solve unless the basis is wrong.
    private func checkAgain(_ kept: inout FactoredBasis, offsets: [Constraint: Double]) -> Certification? {
        switch kept.doubles?.checkAgain(offsets: offsets) {
        case .optimal(let values)? where Self.boundsAreNarrow(values):
            factoredBasis = kept
            return .certified(values.mapValues(\.value))
        case .notOptimal(let reason)?:
            return .wrong(reason)
        case .optimal?, .uncertain?, nil:
            break
        }
        switch kept.fractions?.checkAgain(offsets: offsets) {
        case .optimal(let values)?:
            factoredBasis = kept
            return .certified(values.mapValues(\.doubleValue))
        case .notOptimal(let reason)?:
            return .wrong(reason)
        case .uncertain?:
            preconditionFailure("an exact check is never uncertain")
        case nil:
            return nil
        }
    }

    /// Whether every value's error bound is narrow enough to answer with (10^-9 of its size).
    private static func boundsAreNarrow(_ values: [Int: BoundedDouble]) -> Bool {
        values.values.allSatisfy { $0.bound <= 1e-9 * max(1, abs($0.value)) }
    }

    /// The last basis the check found optimal, factored, with the constraints (``SolverCore/revision``)
    /// and basis it was found for. Optimality does not depend on the constants, so while the tableau keeps that
    /// basis and those constraints (a re-solve after new suggestions that pivoted nowhere), the check solves the
    /// factored basis for the new constants alone: a pass over the elimination's steps and a back substitution,
    /// where factoring costs a sparse elimination with its ordering.
    private struct FactoredBasis {
        let revision: Int
        let basis: [Int]
        /// The basis factored in doubles, if that check found it optimal, and in fractions, if the check needed them.
        var doubles: BasisCertificate<BoundedDouble>?
        var fractions: BasisCertificate<Fraction>?
    }

    private var factoredBasis: FactoredBasis?

    /// Whether ``factoredBasis`` was found for the current constraints and basis (asked only of a system above
    /// ``basisCheckedAlways``, whose other basis checks are gated).
    private var factoredBasisMatches: Bool {
        guard let factoredBasis, factoredBasis.revision == core.revision else { return false }
        return factoredBasis.basis == core.tableau.basis
    }

    /// How many times ``verify()`` checked a basis it had found optimal before for new constants alone, without
    /// factoring it again (for tests).
    private(set) var basesCheckedAgain = 0

    /// At a certified basis: rebuilds the objective from the basis if a kept weight drifted from it
    /// (``SolverCore/refactorObjectiveIfDrifted()``), looked at only when an update of a weight since the last look
    /// magnified rounding by more than `Tolerance.weightMagnification` (``Tableau/objectiveMagnification``): a
    /// weight drifts when a sum far smaller than its amounts turns their rounding into an error the check sees
    /// (10^-7 of the weight). Looking costs an expansion per level (a tenth of the solve of a small layout), which
    /// layouts, whose weight updates magnify rounding by at most about 8 (`random` at 25 views), no longer pay.
    private func refactorObjectiveIfMagnified() {
        let magnification = core.tableau.objectiveMagnification
        core.tableau.objectiveMagnification = 1
        let foreseen = magnification > Tolerance.weightMagnification
        if foreseen { magnifiedSolves += 1 }
        guard usesObjectiveRefactorization, foreseen || auditsObjectiveMagnification else { return }
        objectiveChecks += 1
        guard core.refactorObjectiveIfDrifted() else { return }
        objectiveRefactorizations += 1
        if !foreseen { unforeseenDrifts += 1 }
        smallestDriftingMagnification = min(smallestDriftingMagnification, magnification)
    }

    /// Keeps the tableau's values where they agree with the certified ones (`values`, by basic symbol: externals,
    /// slacks and errors; a parametric symbol is zero) to 10^-10 of their size, and answers with the certified
    /// ones otherwise (a drifted error or slack means a row of the tableau no longer holds at its kept values).
    private func adopt(_ values: [Int: Double]) {
        var drifted = false
        for (symbol, value) in values where abs(core.tableau.value(of: symbol) - value) > 1e-10 * max(1, abs(value)) {
            drifted = true
            break
        }
        guard drifted else { return }
        var answer: [Variable: Double] = [:]
        for (symbol, variable) in core.variablesBySymbol() { answer[variable] = values[symbol] ?? 0 }
        standingAnswer = answer
        hasStandingAnswer = true
    }

    /// How many times ``verify()`` certified the tableau's basis, and how many of those needed fractions (for tests).
    private(set) var certifiedAnswers = 0
    /// How many times a certified basis's objective weights had drifted from the constraints and were rebuilt
    /// from the basis (``SolverCore/refactorObjectiveIfDrifted()``; for tests).
    private(set) var objectiveRefactorizations = 0
    /// How many times ``verify()`` found an update of the objective since the last look that magnified rounding
    /// past the threshold, and how many times it compared the kept objective with the one rebuilt from the basis
    /// (for tests).
    private(set) var magnifiedSolves = 0
    private(set) var objectiveChecks = 0
    /// Drifted objectives found by the audit (``auditsObjectiveMagnification``) where no update had magnified
    /// rounding past the threshold, and the smallest magnification seen before a drift (for the fuzzer).
    private(set) var unforeseenDrifts = 0
    private(set) var smallestDriftingMagnification = Double.infinity
    private(set) var exactCertificates = 0
    /// How many times a basis was found wrong and the exact fallback ran out of pivots, so that the tableau's
    /// answer stayed (for tests).
    private(set) var uncertifiedAnswers = 0
    /// How many times a basis was left unproven: its check in doubles lost a sign, and the system was too large
    /// to check in fractions (for tests).
    private(set) var unprovenBases = 0

    /// Answers with the exact fallback (``ExactFallback``), and (`staying`) from now on while the system stays
    /// small enough for every answer to be exact (`ExactFallback.maximumConstraints`); false when the system is
    /// too large to solve in fractions (`ExactFallback.maximumConstraintsInFractions`), when, read in decimal, its
    /// required constraints cannot all hold, or when the exact solve ran out of pivots.
    private func answerExactly(staying: Bool = true) -> Bool {
        guard usesExactFallback, core.constraintCount <= ExactFallback.maximumConstraintsInFractions,
            let answer = ExactFallback(core: core, offsets: editOffsets, required: heldExactly).solution()
        else { return false }
        standingAnswer = answer
        hasStandingAnswer = true
        if staying, core.constraintCount <= ExactFallback.maximumConstraints { answersExactly = true }
        exactAnswers += 1
        return true
    }

    /// When the exact fallback can no longer answer (the system grew too large), a constraint it held as
    /// required against the tableau's false conflict is kept by the tableau at ``breakingPriority`` only: if it
    /// does not hold there, the answer is refused.
    private func checkHeldExactly() throws(SolverError) {
        if core.tableau.valuesAreStale { core.tableau.evaluateDefinitions() }
        for constraint in heldExactly.sorted(by: { (core.record(of: $0)?.order ?? 0) < (core.record(of: $1)?.order ?? 0) }) {
            guard let record = core.record(of: constraint) else { continue }
            let residual = core.standing(of: record).residual
            if residual > Tolerance.relativeResidual { throw .inexact(constraint, residual: residual) }
        }
    }

    /// How many times ``verify()`` answered with the exact fallback (for tests).
    private(set) var exactAnswers = 0

    /// Each edit constraint's suggested value, as an offset of its constant (`variable - suggested == 0`).
    private var editOffsets: [Constraint: Double] {
        var offsets: [Constraint: Double] = [:]
        for edit in edits.values { offsets[edit.constraint] = -edit.suggested }
        return offsets
    }

    /// How many times ``verify()`` ran the full self-check after numerical trouble (for tests).
    private(set) var deepChecks = 0

    /// After a guard against rounding noise fired (``Tableau/troubled``): the full self-check
    /// (``SolverCore/inconsistencies(offsets:)``: every row, value and objective weight rebuilt and compared, and
    /// optimality), and if it finds anything, the tableau built again from the constraints, in the order of
    /// ``rebuiltCore(reversed:)`` and if need be the other way round. A different order takes different pivots,
    /// and the trouble, a real number taken for noise or noise for a real number, is a matter of the path taken.
    /// The solution kept is the first found consistent, else the one with the fewest problems.
    ///
    /// The self-check expands every row, so it runs only when trouble was seen: never on the benchmark's systems,
    /// in about one small system in twenty with three-digit coefficients from 10^-3 to 10^3.
    /// - Returns: whether the solution kept is consistent.
    private func rebuildIfInconsistent() -> Bool {
        core.tableau.troubled = false
        core.tableau.doubtful = false
        deepChecks += 1
        var best = (core: core, problems: inconsistencies(in: core).count)
        for reversed in [false, true] where best.problems > 0 {
            let rebuilt = rebuiltCore(reversed: reversed)
            // A constraint the rebuild could not install is missing from it, and the self-check would not see it.
            guard rebuilt.constraintCount == core.constraintCount else { continue }
            rebuilt.tableau.refreshValues()
            rebuilt.tableau.troubled = false
            rebuilt.tableau.doubtful = false
            let problems = inconsistencies(in: rebuilt).count
            if problems < best.problems { best = (rebuilt, problems) }
        }
        core = best.core
        return best.problems == 0
    }

    /// A new engine given the same constraints and suggestions, the required ones first and the optional ones
    /// by priority, so that no optional row shapes the tableau before a required one; within a priority in the
    /// order they were added, or `reversed`.
    private func rebuiltCore(reversed: Bool = false) -> SolverCore {
        let fresh = SolverCore()
        let records = core.records.compactMap { $0 }.sorted { a, b in
            let (first, second) = (a.level ?? .infinity, b.level ?? .infinity)
            return first != second ? first > second : (a.order < b.order) != reversed
        }
        for record in records {
            // Each constraint went in before, with no conflict among the required ones (a broken one is kept at
            // its breaking level), so none of them can fail here; one that did would be left out and reported
            // by the check that follows.
            try? fresh.install(record.constraint, level: record.level, transient: core.isTransient(record.constraint))
        }
        for (variable, edit) in edits.sorted(by: { $0.key.name < $1.key.name }) {
            var refreshed = EditRecord(constraint: edit.constraint, suggested: 0)
            fresh.suggest(edit.suggested, for: &refreshed)
            edits[variable] = refreshed
        }
        return fresh
    }

    /// Required constraints broken by ``addBreakingConflicts(_:)``, in the order they were broken.
    public var brokenConstraints: [Constraint] { broken }

    /// A readable, deterministic listing of the solver's state (see ``SolverDump``).
    public func dump() -> String {
        SolverDump(core: core, edits: edits.values.map { ($0.constraint, $0.suggested) }).text
    }

    /// Every inconsistency between the tableau and the constraints it was given (see
    /// `SolverCore.inconsistencies`): slow, for tests and debugging.
    ///
    /// While an answer stands in for the tableau's (the exact fallback's, or the fresh values of a certified basis
    /// whose kept values drifted), the tableau is not what answers: then the check is of that answer, every
    /// required constraint holding at its values to a fraction of its terms there, as ``verify()`` asks.
    func inconsistencies() -> [String] {
        guard let answer = standingAnswer else { return inconsistencies(in: core) }
        var problems: [String] = []
        for case let record? in core.records where record.level == nil || heldExactly.contains(record.constraint) {
            let expression = record.constraint.expression
            var sum = expression.constant
            var size = abs(sum)
            for term in expression.terms {
                let product = term.coefficient * (answer[term.variable] ?? 0)
                sum += product
                size += abs(product)
            }
            let excess: Double =
                switch record.constraint.relation {
                case .equal: abs(sum)
                case .greaterThanOrEqual: max(0, -sum)
                case .lessThanOrEqual: max(0, sum)
                }
            if excess > Tolerance.relativeResidual * size {
                problems.append("the standing answer breaks \(record.constraint) by \(excess)")
            }
        }
        return problems
    }

    private func inconsistencies(in core: SolverCore) -> [String] {
        core.inconsistencies(offsets: editOffsets)
    }

    // MARK: Private

    private func isEditConstraint(_ constraint: Constraint) -> Bool {
        constraint.expression.terms.count == 1 && edits[constraint.expression.terms[0].variable]?.constraint === constraint
    }

    private func validate(_ constraint: Constraint) throws(SolverError) {
        guard core.record(of: constraint) == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.priority.isFinite, constraint.priority > 0 else {
            throw .invalidPriority(constraint.priority)
        }
        guard constraint.expression.constant.isFinite else {
            throw .nonFiniteValue("constant of \(constraint)")
        }
        for term in constraint.expression.terms where !term.coefficient.isFinite {
            throw .nonFiniteValue("coefficient of \(term.variable) in \(constraint)")
        }
    }

    private func install(_ constraint: Constraint, level: Double?, transient: Bool = false) throws(SolverError) {
        if hasStandingAnswer { standingAnswer = nil }
        do {
            try core.install(constraint, level: level, transient: transient)
        } catch {
            if level == nil, holdsExactly(constraint) { return }
            let certificate = core.owners(of: error.certificate).filter { core.record(of: $0)?.level == nil }
            var unique: [Constraint] = []
            var seen: Set<Constraint> = []
            for constraint in certificate where seen.insert(constraint).inserted { unique.append(constraint) }
            unique.sort { (core.record(of: $0)?.order ?? 0) < (core.record(of: $1)?.order ?? 0) }
            let set = ConflictFinder.minimalSet(certificate: unique, newcomer: constraint) { [core] in
                core.requiredConstraints
            }
            throw .unsatisfiable(constraint: constraint, conflictingSet: set)
        }
    }

    /// For a required constraint the tableau found in conflict: if the system is small and, in exact arithmetic,
    /// the required constraints hold together with it, the conflict was made by rounding. The constraint is then
    /// kept in the tableau at ``breakingPriority`` and held as required by the exact fallback, which answers from
    /// now on.
    private func holdsExactly(_ constraint: Constraint) -> Bool {
        guard usesExactFallback, core.constraintCount < ExactFallback.maximumConstraints,
            ExactFallback(core: core, offsets: editOffsets, required: heldExactly, adding: constraint)
                .requiredConstraintsCanHold()
        else { return false }
        guard (try? core.install(constraint, level: Solver.breakingPriority)) != nil else { return false }
        heldExactly.insert(constraint)
        answersExactly = true
        hasStandingAnswer = true
        return true
    }
}

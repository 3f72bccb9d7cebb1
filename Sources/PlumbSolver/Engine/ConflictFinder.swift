/// Finds a minimal set of required constraints that cannot hold together (an irreducible infeasible subset).
///
/// The row that failed is a combination of constraint rows; the markers left in it name the constraints with a
/// non-zero multiplier, an infeasible subset (a Farkas certificate). A deletion filter then drops every
/// constraint whose removal leaves the rest infeasible, testing each candidate on a fresh solver, so what
/// remains is minimal: without any one of its constraints the others can hold.
struct ConflictFinder {
    /// `certificate` constraints (in installation order) plus `newcomer`, reduced to a minimal infeasible set.
    /// Should rounding have left the certificate short of a contradiction, `everything` (all required
    /// constraints, in installation order) is reduced instead.
    static func minimalSet(
        certificate: [Constraint], newcomer: Constraint, everything: () -> [Constraint]
    ) -> [Constraint] {
        var set = certificate
        if isFeasible(set + [newcomer]) {
            set = everything()
        }
        var index = 0
        while index < set.count {
            var trial = set
            trial.remove(at: index)
            if isFeasible(trial + [newcomer]) {
                index += 1
            } else {
                set = trial
            }
        }
        return set + [newcomer]
    }

    /// Whether `constraints`, all taken as required, can hold together.
    static func isFeasible(_ constraints: [Constraint]) -> Bool {
        let core = SolverCore()
        for constraint in constraints {
            do {
                try core.install(constraint, level: nil)
            } catch {
                return false
            }
        }
        return true
    }
}

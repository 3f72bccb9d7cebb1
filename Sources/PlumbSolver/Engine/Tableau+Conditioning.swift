// How far the objective has drifted from the size of the numbers it was made of.

extension Tableau {
    /// Objective amounts above this mean the rows chain coefficients so many orders apart that the weights, whose
    /// signs are the test of optimality, carry rounding errors that can decide them: error terms start at 1 per
    /// unit, and a dummy's amount of 10^5 had its neighbours' amounts off in their eleventh digit (fuzzer seeds).
    static let illConditionedWeight = 1.0e5

    /// Whether some symbol has an objective amount above ``illConditionedWeight``. Linear in the number of
    /// symbols: ``Solver/verify()`` asks it only of small systems.
    var objectiveIsIllConditioned: Bool {
        for symbol in objective.indices {
            for component in objective[symbol].components where abs(component.amount) > Tableau.illConditionedWeight {
                return true
            }
        }
        return false
    }
}

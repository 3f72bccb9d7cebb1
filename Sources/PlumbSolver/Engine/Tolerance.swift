/// The solver's tolerances. Each is relative to the size of the numbers it judges: rows of a layout mix
/// coefficients from 1e-3 (a multiplier) to 1e4 (a long chain's constant), and an absolute threshold that
/// suits one end drops real coefficients at the other (see `docs/solver.md`).
enum Tolerance {
    /// A sum whose size is at most this fraction of the numbers added is taken for cancellation: rounding noise
    /// where the exact sum is zero. Double's unit roundoff is 1.1e-16; a few roundings stay far below this.
    static let cancellation = 1.0e-11

    /// How far a required row may be from holding at the solved values, as a fraction of the size of its
    /// terms, before the solution is taken for broken.
    static let relativeResidual = 1.0e-7

    /// Whether `sum`, computed as `a + b`, is zero up to the rounding of the addition.
    @inline(__always)
    static func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        abs(sum) <= cancellation * max(abs(a), abs(b))
    }

    /// `a + b`, or exactly zero where the two cancel: a value or constant left at rounding noise would later
    /// read as a real (if tiny) number, a violation or a blocking row.
    @inline(__always)
    static func sum(_ a: Double, _ b: Double) -> Double {
        let sum = a + b
        return cancels(sum, a, b) ? 0 : sum
    }

    /// A pivot (a coefficient a row is solved for) is taken only if it is at least this fraction of the
    /// largest candidate: the threshold of threshold partial pivoting, which trades a little sparsity for
    /// rows that do not magnify rounding errors.
    static let pivotThreshold = 0.1

    /// A coefficient smaller than this fraction of the largest in its row (over parametric symbols) is rounding
    /// noise: never a pivot. Real rows of layout work span a few orders of magnitude, and a pivot on a number
    /// eleven orders below the rest would multiply every error of the row by as much.
    static let rowNoise = 1.0e-11

    /// Values above this size met while pivoting (in points, layouts stay far below it) make ``Solver/verify()``
    /// compute every value again from the rows: each step that passes through such a value leaves its rounding
    /// in the values kept step by step.
    static let driftingValue = 1.0e7

    /// An update of an objective weight whose sum is smaller than its larger amount by more than this factor
    /// (a cancellation that magnifies their rounding as much) makes ``Solver/verify()`` check the kept objective
    /// against the one the rows give (`Solver.refactorObjectiveIfMagnified()`). The four fuzzer systems whose
    /// weights drifted magnified by 43, 1529, 1.3·10⁹ and 2.2·10¹⁰ before it; layouts by 1 (chain, grid) to about 8
    /// (`random` at 25 views).
    static let weightMagnification = 10.0

    // Exact tests. Where a number has been rid of rounding noise on its way (values and constants summed with
    // `sum`, rates and coefficients cleaned with `cancels`), its sign is tested exactly; these names say which
    // test is meant, so that every comparison the simplex makes is found here.

    /// Whether a restricted symbol at `value` is infeasible: below zero.
    @inline(__always)
    static func isInfeasible(_ value: Double) -> Bool { value < 0 }

    /// Whether a pivot whose ratio test gave `ratio` is degenerate: it moves no value.
    @inline(__always)
    static func isDegenerate(_ ratio: Double) -> Bool { ratio == 0 }

    /// Whether a restricted row changing by `change` per unit step of the entering symbol stays clear of zero
    /// (does not block the step).
    @inline(__always)
    static func staysClear(_ change: Double) -> Bool { change >= 0 }

    /// An absolute floor, used only where no scale is at hand: numbers closer to zero than this are zero.
    static let epsilon = 1.0e-8

    static func isZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// Whether two values kept by different routes are the same number, relative to their size (at least 1).
    static func agree(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= relativeResidual * max(1, abs(a), abs(b))
    }
}

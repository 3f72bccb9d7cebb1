/// The one tolerance of the solver: numbers closer to zero than this are zero.
enum Tolerance {
    static let epsilon = 1.0e-8

    static func isZero(_ value: Double) -> Bool { abs(value) < epsilon }
}

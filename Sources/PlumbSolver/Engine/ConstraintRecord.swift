/// What the solver keeps about an installed constraint, packed small because there is one per constraint.
struct ConstraintRecord {
    let constraint: Constraint
    /// The level its errors are kept at, or nil when it is required.
    let level: Double?
    private let markerSymbol: Int32
    private let otherSymbol: Int32
    private var definedSymbol: Int32 = -1
    private let sequence: Int32

    init(constraint: Constraint, level: Double?, marker: Int, other: Int?, order: Int) {
        self.constraint = constraint
        self.level = level
        self.markerSymbol = Int32(marker)
        self.otherSymbol = Int32(other ?? -1)
        self.sequence = Int32(truncatingIfNeeded: order)
    }

    /// The slack, dummy or (positive) error symbol that identifies the constraint's row.
    var marker: Int { Int(markerSymbol) }
    /// The second error of an optional constraint, or nil.
    var other: Int? { otherSymbol < 0 ? nil : Int(otherSymbol) }
    /// The external this constraint defines lazily, if any.
    var defined: Int? {
        get { definedSymbol < 0 ? nil : Int(definedSymbol) }
        set { definedSymbol = Int32(newValue ?? -1) }
    }
    /// The order of installation, used to list constraints as they were added.
    var order: Int { Int(sequence) }
}

/// What the solver keeps about an edit variable.
struct EditRecord {
    let constraint: Constraint
    var suggested: Double
}

/// What the solver keeps about an installed constraint.
struct ConstraintRecord {
    let constraint: Constraint
    /// The level its errors are kept at, or nil when it is required.
    let level: Double?
    /// The slack, dummy or (positive) error symbol that identifies the constraint's row.
    let marker: Int
    /// The second error of an optional constraint, or nil.
    let other: Int?
    /// The external this constraint defines lazily, if any.
    var defined: Int?
    /// The order of installation, used to list constraints as they were added.
    let order: Int
}

/// What the solver keeps about an edit variable.
struct EditRecord {
    let constraint: Constraint
    var suggested: Double
}

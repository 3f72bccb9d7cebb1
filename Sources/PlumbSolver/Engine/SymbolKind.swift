/// What a column of the tableau stands for.
enum SymbolKind: UInt8 {
    /// A user's ``Variable``: unrestricted in sign.
    case external
    /// The slack of an inequality: at least zero.
    case slack
    /// The error of an optional constraint: at least zero, and in the objective at the constraint's level.
    case error
    /// The marker of a required equality: always zero, never enters the basis.
    case dummy
    /// The helper of phase one when a new row has no subject: at least zero.
    case artificial

    /// Whether the simplex keeps the symbol at zero or above (externals are free).
    var isRestricted: Bool { self != .external }

    /// Whether the symbol may enter the basis.
    var canEnter: Bool { self != .dummy }
}

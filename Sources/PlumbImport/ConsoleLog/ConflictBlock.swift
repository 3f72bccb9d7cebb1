import PlumbLayout

/// One "Unable to simultaneously satisfy constraints" report found in a console log: the
/// constraints it lists and the one UIKit broke to recover, each read where the log printed it.
public struct ConflictBlock: Sendable {
    /// Where the block starts: its header, or its first entry when it was pasted without one.
    public var location: SourceLocation
    /// The header as printed (`Unable to simultaneously satisfy constraints.`), nil for a bare list.
    public var header: String?
    /// The constraints listed, in the log's order, each once.
    public var constraints: [LoggedConstraint]
    /// The constraint after "Will attempt to recover by breaking constraint", when the log has it.
    public var broken: LoggedConstraint?

    public init(location: SourceLocation, header: String? = nil, constraints: [LoggedConstraint] = [],
                broken: LoggedConstraint? = nil) {
        self.location = location
        self.header = header
        self.constraints = constraints
        self.broken = broken
    }

    /// The listed constraints and the broken one when the list does not hold it (Plumb's own log
    /// names it apart from the list).
    public var allConstraints: [LoggedConstraint] {
        guard let broken, !constraints.contains(where: { $0.address == broken.address && $0.className == broken.className })
        else { return constraints }
        return constraints + [broken]
    }
}

/// A constraint named in a diagnosis: what it says, where it was written, and how UIKit's console
/// log would print it, so it can be matched with what Xcode shows.
public struct DiagnosedConstraint: Hashable, Sendable {
    public var spec: ConstraintSpec
    public var source: SolvedConstraint.Source
    /// The constraint in the equation syntax (``ConstraintSpec/equationText``), or a description
    /// of what the engine made it for when it was generated.
    public var text: String
    /// Where the constraint was written; `nil` for constraints the engine makes.
    public var location: SourceLocation?
    /// The constraint as UIKit's "Unable to simultaneously satisfy constraints" log prints it,
    /// with stable fake addresses (see ``UIKitLogFormat``); `nil` for a rule the log does not list
    /// (source ``SolvedConstraint/Source/implicit``).
    public var uikitDescription: String?

    public init(spec: ConstraintSpec, source: SolvedConstraint.Source, text: String, location: SourceLocation?,
                uikitDescription: String?) {
        self.spec = spec
        self.source = source
        self.text = text
        self.location = location
        self.uikitDescription = uikitDescription
    }
}

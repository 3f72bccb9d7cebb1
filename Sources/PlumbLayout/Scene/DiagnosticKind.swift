/// What went wrong, in one word a program can switch on: the kind of every error Plumb reports
/// about a scene source (``SourceDiagnostic``, ``ConstraintTextError``, ``LayoutError``).
///
/// The message says the same in words for people; code never reads the message.
public enum DiagnosticKind: String, Hashable, Sendable, CaseIterable {
    /// The source cannot be read at all: missing, not text, or not a scene.
    case unreadable
    /// The text breaks its format's grammar: YAML, constraint text, a visual format string.
    case syntax
    /// A name nothing declares (view, guide, metric, canvas, scene), or a word the format does not
    /// have (key, kind of view, attribute, colour, option).
    case unknownName
    /// A name declared twice, or a reserved word used as a name.
    case nameClash
    /// A value of the wrong type or outside its range.
    case invalidValue
    /// Something valid elsewhere that does not apply here: a property of another kind of view, a
    /// margin or baseline of a layout guide, attributes UIKit refuses to relate.
    case notApplicable
    /// More than Plumb reads or lays out: too many views, nesting too deep, values beyond range.
    case limit
    /// The layout cannot be built although every part reads: views without a common ancestor, or
    /// the solver failing; or, in a warning, a step the source leaves out that the layout needs (a
    /// view never added to another, a constraint never activated).
    case layout
    /// Something the source holds that Plumb reads around rather than replays: a value computed at
    /// run time, a loop, a constraint a log redacted as `<private>`.
    case unsupported
}

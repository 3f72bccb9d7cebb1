/// A constraint as written in text, before its item names are looked up in a view tree.
///
/// The equation syntax, the Visual Format Language, the `NSLayoutConstraint` item form and
/// anchor-style lines all read into this one value; the engine resolves ``ItemReference``s
/// against a scene's views when it installs the constraint.
///
/// It reads `first.attribute relation multiplier × second.attribute + constant @priority`;
/// without a second item it reads `first.attribute relation constant @priority`.
public struct ConstraintSpec: Hashable, Sendable {
    public var first: AttributeReference
    public var relation: LayoutRelation
    public var second: AttributeReference?
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority
    /// Whether the constant is the system's standard spacing (written `standard`, or `-` in VFL).
    public var usesStandardSpacing: Bool
    public var identifier: String?
    /// Whether the constraint takes part in layout (`NSLayoutConstraint.isActive`). An inactive
    /// constraint is still checked, but not solved or reported.
    public var isActive: Bool = true
    /// What a record of the layout says of the constraint in a conflict (a replayed console log), which
    /// decides over Plumb's own choice of the constraint to break. Held in memory only: the scene format
    /// has no key for it.
    public var conflictRole: ConflictRole = .none
    /// Where the constraint came from, so diagnostics and drawings can point back to it.
    public var origin: ConstraintOrigin

    public init(first: AttributeReference, relation: LayoutRelation, second: AttributeReference? = nil,
                multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
                usesStandardSpacing: Bool = false, identifier: String? = nil,
                origin: ConstraintOrigin = .init()) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.usesStandardSpacing = usesStandardSpacing
        self.identifier = identifier
        self.origin = origin
    }
}

/// An item named in constraint text: a view or guide name, `superview`, one of the root's guides
/// (`safeArea`, `margins`, `readable`), or a view's own guide (`box.margins`, `scroll.content`).
public struct ItemReference: Hashable, Sendable, CustomStringConvertible {
    /// The dotted name split at its dots: `["box", "margins"]`.
    public var path: [String]

    public init(_ path: [String]) { self.path = path }
    public init(_ name: String) {
        // Most names have no dot: the engine names four generated constraints a view each pass by them.
        if !name.isEmpty, !name.utf8.contains(UInt8(ascii: ".")) {
            path = [name]
        } else {
            path = name.split(separator: ".").map(String.init)
        }
    }

    public static let superview = ItemReference(["superview"])

    public var description: String { path.joined(separator: ".") }
}

/// An item and one of its attributes: `nameLabel.leading`.
public struct AttributeReference: Hashable, Sendable, CustomStringConvertible {
    public var item: ItemReference
    public var attribute: LayoutAttribute

    public init(item: ItemReference, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public var description: String { "\(item).\(attribute.rawValue)" }
}

/// Where a constraint was written: its source text, in which syntax, and where within the text.
public struct ConstraintOrigin: Hashable, Sendable {
    /// The syntaxes constraint text may be written in.
    public enum Syntax: String, Hashable, Sendable {
        case equation, visualFormat, itemForm, anchor, generated
        /// Written nowhere: a reader's stand-in that only puts an item its source leaves unplaced
        /// somewhere it can be drawn (a console-log replay's priority-1 guesses). Drawings leave
        /// such constraints out unless generated constraints are shown.
        case placement
    }

    /// The whole text the constraint was read from (a VFL string makes several constraints).
    public var text: String
    public var syntax: Syntax
    /// The characters of ``text`` that made this constraint (offsets in characters).
    public var range: Range<Int>
    /// Where ``text`` begins in a file, when it came from one.
    public var location: SourceLocation?

    public init(text: String = "", syntax: Syntax = .generated, range: Range<Int>? = nil, location: SourceLocation? = nil) {
        self.text = text
        self.syntax = syntax
        self.range = range ?? 0..<text.count
        self.location = location
    }
}

/// What a record of a layout (a console log) says of a constraint in a conflict of required constraints.
public enum ConflictRole: Hashable, Sendable {
    /// Nothing: the engine chooses the constraint to break as UIKit does (`docs/semantics.md`).
    case none
    /// UIKit broke it (the log's recovery line): in a conflict it is broken before any other.
    case brokenByUIKit
    /// UIKit made it for a size or a place (an autoresizing mask, an encapsulated size, a layout
    /// guide, a stack's hiding): kept while a constraint of the app's is in the conflict.
    case madeByUIKit
}

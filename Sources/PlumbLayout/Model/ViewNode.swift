/// One view of a scene's tree as described: its name, kind, properties, subviews and layout guides.
///
/// For a `stack`, ``subviews`` are its arranged subviews, in order.
public struct ViewNode: Hashable, Sendable {
    public var name: String
    public var kind: ViewKind
    public var properties: ViewProperties
    /// Subviews in drawing order (the first is drawn first, below the rest).
    public var subviews: [ViewNode]
    /// Layout guides this view owns (`UILayoutGuide`s added to it).
    public var guides: [String]
    /// Where the view was declared, for diagnostics.
    public var location: SourceLocation?
    /// The view's name in the source it was imported from, when that is not a name a scene can use:
    /// a storyboard's object id (`abc-12-xyz`), a console log's address (`UILabel:0x7fd1b8c0c6a0`).
    /// Kept so that an imported scene points back to its source; layout ignores it.
    public var sourceID: String?

    public init(name: String, kind: ViewKind, properties: ViewProperties = .init(), subviews: [ViewNode] = [],
                guides: [String] = [], location: SourceLocation? = nil, sourceID: String? = nil) {
        self.name = name
        self.kind = kind
        self.properties = properties
        self.subviews = subviews
        self.guides = guides
        self.location = location
        self.sourceID = sourceID
    }
}

/// A whole layout as described: the root view's subviews, guides and constraints, before solving.
///
/// The root view is implicit (a view controller's root view) and is named ``LayoutDocument/rootName``.
public struct LayoutDocument: Hashable, Sendable {
    /// The name the implicit root view answers to in results.
    public static let rootName = "root"

    public var name: String
    public var views: [ViewNode]
    /// Layout guides owned by the root view.
    public var guides: [String]
    public var constraints: [ConstraintSpec]
    /// Constraints and property values that apply only on canvases with given traits.
    public var variants: [TraitVariant]
    /// Properties of the root view itself (background, margins).
    public var rootProperties: ViewProperties

    public init(name: String = "", views: [ViewNode] = [], guides: [String] = [], constraints: [ConstraintSpec] = [],
                variants: [TraitVariant] = [], rootProperties: ViewProperties = .init()) {
        self.name = name
        self.views = views
        self.guides = guides
        self.constraints = constraints
        self.variants = variants
        self.rootProperties = rootProperties
    }
}

/// Interface Builder's "vary for traits": constraints and property values for matching canvases only.
public struct TraitVariant: Hashable, Sendable {
    public var condition: TraitCondition
    public var constraints: [ConstraintSpec]
    /// Property patches by view name, merged over the view's own properties.
    public var properties: [String: ViewProperties]

    public init(condition: TraitCondition, constraints: [ConstraintSpec] = [], properties: [String: ViewProperties] = [:]) {
        self.condition = condition
        self.constraints = constraints
        self.properties = properties
    }
}

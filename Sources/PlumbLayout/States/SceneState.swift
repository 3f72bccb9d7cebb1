/// A named step of a scene: changes applied on top of the scene as written, the way an app changes
/// its constraints before `layoutIfNeeded()` inside `UIView.animate(withDuration:)`.
///
/// The state is format-neutral: the YAML reader makes it from a `states:` section, and any other
/// reader may make one. ``Scene/applying(state:)`` turns it into a scene of its own, solved like any.
public struct SceneState: Hashable, Sendable {
    /// The state's name, as `--state NAME` and `--from`/`--to` give it.
    public var name: String
    /// The changes in the order they are applied.
    public var changes: [SceneChange]
    /// Where the state was declared, for diagnostics.
    public var location: SourceLocation?

    public init(name: String, changes: [SceneChange] = [], location: SourceLocation? = nil) {
        self.name = name
        self.changes = changes
        self.location = location
    }
}

/// One change a state makes to its scene, with the place of the name it applies to.
public struct SceneChange: Hashable, Sendable {
    /// What the change does.
    public enum Edit: Hashable, Sendable {
        /// Changes every constraint with this `identifier` (and those of trait variants): the values
        /// the edit gives replace the constraint's own.
        case constraint(identifier: String, ConstraintEdit)
        /// Adds constraints (`addConstraint(_:)`, or activating new ones).
        case add([ConstraintSpec])
        /// Removes every constraint with this `identifier` (`removeConstraint(_:)`).
        case remove(identifier: String)
        /// Sets properties of the view with this name (`isHidden`, `text`, …); values it leaves `nil`
        /// keep the view's own.
        case view(name: String, ViewProperties)
    }

    public var edit: Edit
    /// Where the identifier or view name of the change was written.
    public var location: SourceLocation?

    public init(_ edit: Edit, location: SourceLocation? = nil) {
        self.edit = edit
        self.location = location
    }
}

/// The values a state gives a constraint: `constant`, `priority` and `isActive`, as an app sets them
/// on an `NSLayoutConstraint`; `nil` keeps the constraint's own.
public struct ConstraintEdit: Hashable, Sendable {
    public var constant: Double?
    public var priority: LayoutPriority?
    public var isActive: Bool?

    public init(constant: Double? = nil, priority: LayoutPriority? = nil, isActive: Bool? = nil) {
        self.constant = constant
        self.priority = priority
        self.isActive = isActive
    }

    /// `constraint` with the values of this edit.
    func applied(to constraint: ConstraintSpec) -> ConstraintSpec {
        var changed = constraint
        if let constant {
            changed.constant = constant
            changed.usesStandardSpacing = false
        }
        if let priority { changed.priority = priority }
        if let isActive { changed.isActive = isActive }
        return changed
    }
}

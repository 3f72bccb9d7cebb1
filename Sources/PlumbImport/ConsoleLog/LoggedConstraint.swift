import PlumbLayout

/// A view or layout guide as a console log prints it: `UILabel:0x7fd1b8c0c6a0'Name'`,
/// `_TtC5MyApp9ImageCell:0x…`, `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`, or a bare name that
/// only a names clause resolves (`imageView` in `V:|-(20)-[imageView]`).
public struct LoggedItem: Hashable, Sendable {
    /// The class as printed (`UILabel`, `MyApp.AvatarView`, `_TtC5MyApp9ImageCell`); empty for a bare name.
    public var className: String
    /// The address (`0x7fd1b8c0c6a0`), or the bare name when no address is printed.
    public var address: String
    /// The text in quotes after the address: a label's text, an accessibility identifier, a guide's identifier.
    public var label: String?

    public init(className: String, address: String, label: String? = nil) {
        self.className = className
        self.address = address
        self.label = label
    }

    /// What identifies the object across a block: its class and address (the label can differ).
    public var key: String { className.isEmpty ? address : "\(className):\(address)" }

    /// Whether the item is a layout guide rather than a view.
    public var isGuide: Bool { className.hasSuffix("LayoutGuide") }

    /// `UILabel:0x7fd1b8c0c6a0'Name'`, as the log prints it.
    public var description: String {
        (className.isEmpty ? address : "\(className):\(address)") + (label.map { "'\($0)'" } ?? "")
    }
}

/// One constraint as a console log prints it, read into its parts.
public struct LoggedConstraint: Hashable, Sendable {
    /// The constraint's class: `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`,
    /// `NSContentSizeLayoutConstraint`, `SnapKit.LayoutConstraint`, `MASLayoutConstraint`, ….
    public var className: String
    /// The constraint's address (`0x600000096c60`).
    public var address: String
    /// The identifier printed in quotes (`UIView-Encapsulated-Layout-Height`, `UISV-spacing`).
    public var identifier: String?
    public var first: LoggedItem
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    public var second: LoggedItem?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority
    /// Whether the log says `(inactive)`; `(active)`, `(Names: …)` or nothing count as active.
    public var isActive: Bool
    /// For an `NSContentSizeLayoutConstraint`: its hugging and compression-resistance priorities.
    public var contentPriorities: (hugging: LayoutPriority, resistance: LayoutPriority)?
    /// For a visual-format entry with `|` (`H:|-(20)-[V]`): the view and its superview, which `|` stands for.
    public var superviewHint: (child: LoggedItem, superview: LoggedItem)?
    /// The whole entry as the log has it, from `<` to `>`.
    public var text: String
    /// Where the entry starts in the log.
    public var location: SourceLocation

    public static func == (lhs: LoggedConstraint, rhs: LoggedConstraint) -> Bool {
        lhs.text == rhs.text && lhs.location == rhs.location
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(location)
    }

    /// Whether this is the frame of a view with `translatesAutoresizingMaskIntoConstraints` on.
    public var isAutoresizingMask: Bool { className.hasSuffix("AutoresizingMaskLayoutConstraint") }

    /// Whether UIKit made this constraint itself rather than the app: an autoresizing mask, a private
    /// UIKit class (`_UILayoutSupportConstraint`), or an identifier UIKit gives its own
    /// (`UIView-Encapsulated-Layout-Height`, `UIView-topMargin-guide-constraint`, `UISV-hiding`,
    /// `_UITemporaryLayoutWidth`).
    public var isMadeByUIKit: Bool {
        if isAutoresizingMask || className.hasPrefix("_UI") { return true }
        guard let identifier else { return false }
        return ["UIView-", "UISV-", "_UI", "UIViewSafeAreaLayoutGuide-", "UIViewLayoutMarginsGuide-"]
            .contains { identifier.hasPrefix($0) }
    }

    /// Whether UIKit keeps this constraint while one of the app's is in the conflict: one it made for a
    /// size or a place (``isMadeByUIKit``), but not a stack view's arrangement (`UISV-spacing`,
    /// `-canvas-connection`, `-alignment`…), which UIKit broke in 6 of 54 public logs; a stack's
    /// `UISV-hiding` is kept. In every public log measured, UIKit kept these (docs/semantics.md,
    /// *Which constraint gives way*).
    public var isKeptByUIKit: Bool {
        guard isMadeByUIKit else { return false }
        guard let identifier, identifier.hasPrefix("UISV-") else { return true }
        return identifier == "UISV-hiding"
    }
}

/// An edge, size, centre or baseline of a view or layout guide, as `NSLayoutConstraint.Attribute` names them.
///
/// `baseline` is accepted as a spelling of ``lastBaseline`` when reading text; it is not a case of its own.
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing
    case width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The axis the attribute measures along.
    public enum Axis: String, Hashable, Sendable {
        case horizontal, vertical
    }

    /// What the attribute is, which decides what it may be related to.
    ///
    /// UIKit refuses to relate a location to a dimension (`a.leading == b.width`), and refuses to
    /// relate locations on different axes (`a.leading == b.top`).
    public enum Kind: String, Hashable, Sendable {
        /// An edge, centre or baseline: a position along an axis.
        case location
        /// A width or height.
        case dimension
    }

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        }
    }

    public var kind: Kind {
        switch self {
        case .width, .height: return .dimension
        default: return .location
        }
    }

    /// Whether the attribute is one of the margin forms (`leadingMargin`, `centerXWithinMargins`, …).
    public var isMargin: Bool { withoutMargin != self }

    /// The same attribute measured at the view's edges rather than its layout margins.
    public var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    /// Whether the attribute follows the writing direction (leading and trailing and their margins).
    public var isDirectional: Bool {
        switch withoutMargin {
        case .leading, .trailing: return true
        default: return false
        }
    }

    /// Whether the attribute is absolute left or right (or their margins).
    public var isAbsoluteHorizontal: Bool {
        switch withoutMargin {
        case .left, .right: return true
        default: return false
        }
    }

    /// Reads an attribute name, accepting `baseline` for ``lastBaseline`` as UIKit does.
    public init?(name: String) {
        if name == "baseline" {
            self = .lastBaseline
        } else if let attribute = LayoutAttribute(rawValue: name) {
            self = attribute
        } else {
            return nil
        }
    }

    /// Every spelling a reader accepts, for suggestions when a name is misspelt.
    public static var allNames: [String] { allCases.map(\.rawValue) + ["baseline"] }
}

/// How a view that keeps its frame follows its superview's size: UIKit's `autoresizingMask`, with the
/// superview size the frame was set in (what the mask measures the change from).
///
/// Along each axis a flexible margin or size takes up the change in the superview's size and the
/// fixed parts keep their lengths. With one flexible part on an axis, that part takes all of it;
/// with none, the view keeps its offset from the superview's top-left corner and its size.
public struct Autoresizing: Hashable, Sendable {
    public var mask: AutoresizingMask
    /// The superview's size when the frame was set.
    public var superviewSize: Size

    public init(mask: AutoresizingMask, superviewSize: Size) {
        self.mask = mask
        self.superviewSize = superviewSize
    }
}

/// UIKit's `UIView.AutoresizingMask`: which margins and sizes of a kept frame are flexible.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Each option with UIKit's name, in UIKit's order.
    public static let named: [(name: String, option: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// The names of the options set, in UIKit's order.
    public var names: [String] { Self.named.filter { contains($0.option) }.map(\.name) }
}

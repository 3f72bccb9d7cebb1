/// UIKit's intrinsic content size rules and default content priorities, per kind of view.
enum IntrinsicContent {
    /// Space around a button's title (the classic system button: 6 above and below, none at the sides).
    static let plainButtonInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
    /// Space around a filled button's title (UIKit's filled configuration, medium size).
    static let filledButtonInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
    /// Space around a text field's text (Plumb's choice; UIKit does not document it).
    static let textFieldInsets = EdgeInsets(all: 7)
    /// `UISwitch`'s fixed size.
    static let switchSize = Size(width: 51, height: 31)

    /// The intrinsic size per axis (`nil`: none on that axis, `UIView.noIntrinsicMetric`).
    struct Dimensions: Hashable {
        var width: Double?
        var height: Double?

        static let none = Dimensions(width: nil, height: nil)

        subscript(axis: LayoutAttribute.Axis) -> Double? { axis == .horizontal ? width : height }
    }

    /// The view's intrinsic size, given its measured text (text views only) and the canvas's scale.
    ///
    /// Text sizes round up to the pixel grid, as UIKit rounds its labels' intrinsic sizes.
    static func dimensions(kind: ViewKind, properties: ViewProperties, text: TextMetrics?, scale: Double) -> Dimensions {
        let dimensions = rawDimensions(kind: kind, properties: properties, text: text, scale: scale)
        // A measurer or scene that produces NaN or infinity must not poison the solver: no size on that axis.
        return Dimensions(width: dimensions.width.flatMap { $0.isFinite ? $0 : nil },
                          height: dimensions.height.flatMap { $0.isFinite ? $0 : nil })
    }

    private static func rawDimensions(kind: ViewKind, properties: ViewProperties, text: TextMetrics?, scale: Double) -> Dimensions {
        if let override = properties.intrinsicSize {
            return Dimensions(width: override.width < 0 ? nil : override.width,
                              height: override.height < 0 ? nil : override.height)
        }
        switch kind {
        case .label:
            guard let text, !ViewText.string(properties, kind: kind).isEmpty else { return Dimensions(width: 0, height: 0) }
            return Dimensions(width: ceilToPixel(text.size.width, scale), height: ceilToPixel(text.size.height, scale))
        case .button, .textField:
            let insets = kind == .textField ? textFieldInsets
                : properties.buttonStyle == .filled ? filledButtonInsets : plainButtonInsets
            let box = textBox(text)
            return Dimensions(width: ceilToPixel(box.width, scale) + insets.left + insets.right,
                              height: ceilToPixel(box.height, scale) + insets.top + insets.bottom)
        case .image:
            guard let size = properties.imageSize else { return .none }
            return Dimensions(width: size.width, height: size.height)
        case .switch:
            return Dimensions(width: switchSize.width, height: switchSize.height)
        case .view, .scroll, .stack:
            return .none
        }
    }

    /// The box a button's or text field's text occupies: at least one line high, even when empty.
    static func textBox(_ text: TextMetrics?) -> Size {
        guard let text else { return .zero }
        return Size(width: text.size.width, height: max(text.size.height, text.lineHeight))
    }

    /// The default content hugging priority: 251 for labels and image views (as Interface Builder
    /// sets them), 750 for switches, 250 for everything else.
    static func defaultHugging(_ kind: ViewKind) -> LayoutPriority {
        switch kind {
        case .label, .image: return LayoutPriority(251)
        case .switch: return .defaultHigh
        default: return .defaultLow
        }
    }

    /// The default compression resistance: 750 for every kind.
    static func defaultCompressionResistance(_ kind: ViewKind) -> LayoutPriority { .defaultHigh }

    static func ceilToPixel(_ value: Double, _ scale: Double) -> Double {
        guard scale > 0 else { return value }
        // Values a hair above a pixel boundary (floating-point noise) do not round up a whole pixel.
        return ((value * scale) - 1e-9).rounded(.up) / scale
    }
}

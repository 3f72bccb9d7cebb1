/// A view's intrinsic content size, by its kind's ``ViewKindRules/IntrinsicSizeRule``.
enum IntrinsicContent {
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
        switch kind.rules.intrinsicSize {
        case .text:
            guard let text, !(kind.rules.text?.string(properties).isEmpty ?? true) else { return Dimensions(width: 0, height: 0) }
            return Dimensions(width: ceilToPixel(text.size.width, scale), height: ceilToPixel(text.size.height, scale))
        case .paddedText(let plain, let filled):
            let insets = properties.buttonStyle == .filled ? filled : plain
            let box = textBox(text)
            return Dimensions(width: ceilToPixel(box.width, scale) + insets.left + insets.right,
                              height: ceilToPixel(box.height, scale) + insets.top + insets.bottom)
        case .imageSize:
            guard let size = properties.imageSize else { return .none }
            return Dimensions(width: size.width, height: size.height)
        case .fixed(let width, let height):
            return Dimensions(width: width, height: height)
        case .segments(let padding, let height):
            let count = min(properties.segments?.count ?? 0, LayoutLimits.maximumSegments)
            guard count > 0 else { return Dimensions(width: nil, height: height) }
            let widest = ceilToPixel(text?.size.width ?? 0, scale)
            return Dimensions(width: Double(count) * (widest + 2 * padding), height: height)
        case .indicatorStyle(let medium, let large):
            let side = properties.indicatorStyle == .large ? large : medium
            return Dimensions(width: side, height: side)
        case .pageIndicators(let dot, let spacing, let inset, let height):
            let pages = min(properties.numberOfPages ?? ViewProperties.defaultNumberOfPages, LayoutLimits.maximumPages)
            guard pages > 0 else { return Dimensions(width: nil, height: height) }
            return Dimensions(width: Double(pages) * dot + Double(pages - 1) * spacing + 2 * inset, height: height)
        case .none:
            return .none
        }
    }

    /// The box a button's or text field's text occupies: at least one line high, even when empty.
    static func textBox(_ text: TextMetrics?) -> Size {
        guard let text else { return .zero }
        return Size(width: text.size.width, height: max(text.size.height, text.lineHeight))
    }

    static func ceilToPixel(_ value: Double, _ scale: Double) -> Double {
        guard scale > 0 else { return value }
        // Values a hair above a pixel boundary (floating-point noise) do not round up a whole pixel.
        return ((value * scale) - 1e-9).rounded(.up) / scale
    }
}

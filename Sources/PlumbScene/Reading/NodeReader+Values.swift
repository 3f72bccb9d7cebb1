import PlumbLayout
import Yams

/// The largest coordinate or length a scene may use, in points: far beyond any screen, small enough
/// that sums of lengths stay exact in a `Double`.
let maximumLength = LayoutLimits.maximumLength

extension NodeReader {
    /// A length from 0 to ``maximumLength``.
    func length(_ node: Node, for what: String) -> Double? {
        number(node, for: what, rule: "must be from 0 to \(formatNumber(maximumLength))",
               where: { $0 >= 0 && $0 <= maximumLength })
    }

    /// A coordinate from -``maximumLength`` to ``maximumLength``.
    func coordinate(_ node: Node, for what: String) -> Double? {
        number(node, for: what, rule: "must be from -\(formatNumber(maximumLength)) to \(formatNumber(maximumLength))",
               where: { abs($0) <= maximumLength })
    }

    /// A list of exactly `names.count` numbers, each read by `element`; `shape` is how the
    /// message shows the expected list (`[width, height]`).
    func numbers(_ node: Node, for what: String, shape: [String],
                 element: (Node, String) -> Double?) -> [Double]? {
        let expected = "[" + shape.joined(separator: ", ") + "]"
        guard case .sequence(let sequence) = node, sequence.count == shape.count else {
            report(.invalidValue, "expected \(expected) for \(what), found \(Self.describe(node))", at: node)
            return nil
        }
        let values = zip(sequence, shape).map { element($0, "the \($1) in \(what)") }
        return values.contains { $0 == nil } ? nil : values.compactMap { $0 }
    }

    /// `[width, height]`, each from 0 to ``maximumLength``.
    func size(_ node: Node, for what: String) -> Size? {
        numbers(node, for: what, shape: ["width", "height"], element: length).map { Size(width: $0[0], height: $0[1]) }
    }

    /// `[x, y, width, height]`.
    func rect(_ node: Node, for what: String) -> Rect? {
        guard let values = numbers(node, for: what, shape: ["x", "y", "width", "height"], element: { node, what in
            what.hasPrefix("the x") || what.hasPrefix("the y") ? coordinate(node, for: what) : length(node, for: what)
        }) else { return nil }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// One number for all four edges, or `[top, left, bottom, right]`.
    /// - Parameter signed: whether an inset may be negative (alignment insets reach inside the frame).
    func insets(_ node: Node, for what: String, signed: Bool = false) -> EdgeInsets? {
        let element = signed ? coordinate : length
        if case .scalar = node {
            return element(node, what).map { EdgeInsets(all: $0) }
        }
        return numbers(node, for: what, shape: ["top", "left", "bottom", "right"], element: element).map {
            EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3])
        }
    }

    /// A priority: a number greater than 0 and at most 1000, or `required`, `high`, `low`, `fittingSize`.
    func priority(_ node: Node, for what: String) -> LayoutPriority? {
        if let word = node.scalar?.string, let named = LayoutPriority.named(word) { return named }
        if let scalar = node.scalar, Self.parseNumber(scalar.string) == nil, !Self.isNull(node) {
            let names = LayoutPriority.namedValues.map(\.name)
            report(.invalidValue, "expected a priority for \(what) (a number or \(Self.listing(names))), found \(Self.describe(node))",
                   at: node, suggestion: Suggestions.nearest(to: scalar.string, in: names))
            return nil
        }
        return number(node, for: what, rule: "must be greater than 0 and at most 1000",
                      where: { LayoutPriority($0).isValid }).map { LayoutPriority($0) }
    }

    /// One priority for both axes, or `{horizontal: …, vertical: …}`.
    func axisPriorities(_ node: Node, for what: String) -> AxisPriorities? {
        if case .scalar = node {
            return priority(node, for: what).map { AxisPriorities(horizontal: $0, vertical: $0) }
        }
        guard let entries = mapping(node, for: what) else { return nil }
        checkKeys(entries, allowed: ["horizontal", "vertical"], in: what)
        var result = AxisPriorities()
        for entry in entries {
            switch entry.key {
            case "horizontal": result.horizontal = priority(entry.value, for: "'horizontal' in \(what)")
            case "vertical": result.vertical = priority(entry.value, for: "'vertical' in \(what)")
            default: break
            }
        }
        return result
    }

    /// `#rgb`, `#rrggbb`, `#rrggbbaa` or a colour name (``ColorNames``).
    func color(_ node: Node, for what: String) -> Color? {
        guard let text = string(node, for: what) else { return nil }
        if text.hasPrefix("#") {
            if let color = Color(hex: text) { return color }
            report(.invalidValue, "invalid colour '\(text)' for \(what) (expected #rgb, #rrggbb or #rrggbbaa)", at: node)
            return nil
        }
        if let color = ColorNames.color(named: text) { return color }
        if let suggestion = Suggestions.nearest(to: text, in: ColorNames.names) {
            report(.unknownName, "unknown colour '\(text)' for \(what)", at: node, suggestion: suggestion)
        } else {
            report(.unknownName, "unknown colour '\(text)' for \(what) (expected #rrggbb or a name such as white, black, systemBlue)",
                   at: node)
        }
        return nil
    }
}

extension LayoutPriority {
    /// The priority a name stands for: `required`, `high`, `low`, `fittingSize`, or UIKit's
    /// `defaultHigh`, `defaultLow` and `fittingSizeLevel`.
    static func named(_ name: String) -> LayoutPriority? {
        if let named = namedValues.first(where: { $0.name == name }) { return named.priority }
        switch name {
        case "defaultHigh": return .defaultHigh
        case "defaultLow": return .defaultLow
        case "fittingSizeLevel": return .fittingSizeLevel
        default: return nil
        }
    }
}

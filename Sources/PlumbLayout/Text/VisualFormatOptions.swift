/// The options of a visual format string, as `NSLayoutConstraint.FormatOptions` has them:
/// alignment of the views it names, the direction of a horizontal format, and baseline spacing.
///
/// Read them from their names with ``init(names:)``: `alignAllCenterY`, `alignAllLeading,directionLeftToRight`.
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 0)
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 1)
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 2)
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 3)
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 4)
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 5)
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 7)
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 8)
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 9)
    /// Leading to trailing: the default. (UIKit's value is 0; here it has a bit so that naming two
    /// directions can be refused.)
    public static let directionLeadingToTrailing = VisualFormatOptions(rawValue: 1 << 16)
    /// Left to right: horizontal formats use `left` and `right` instead of `leading` and `trailing`.
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 17)
    /// Right to left: the views run from the right edge leftwards, with `right` and `left`.
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 1 << 18)
    /// Edge-to-edge spacing: the default.
    public static let spacingEdgeToEdge = VisualFormatOptions(rawValue: 1 << 19)
    /// Vertical formats only: spacing between views is from the last baseline of the view above
    /// to the first baseline of the view below.
    public static let spacingBaselineToBaseline = VisualFormatOptions(rawValue: 1 << 20)

    /// Every option with its name, alignments first.
    public static let named: [(name: String, option: VisualFormatOptions, alignment: LayoutAttribute?)] = [
        ("alignAllLeft", .alignAllLeft, .left), ("alignAllRight", .alignAllRight, .right),
        ("alignAllTop", .alignAllTop, .top), ("alignAllBottom", .alignAllBottom, .bottom),
        ("alignAllLeading", .alignAllLeading, .leading), ("alignAllTrailing", .alignAllTrailing, .trailing),
        ("alignAllCenterX", .alignAllCenterX, .centerX), ("alignAllCenterY", .alignAllCenterY, .centerY),
        ("alignAllFirstBaseline", .alignAllFirstBaseline, .firstBaseline),
        ("alignAllLastBaseline", .alignAllLastBaseline, .lastBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing, nil),
        ("directionLeftToRight", .directionLeftToRight, nil),
        ("directionRightToLeft", .directionRightToLeft, nil),
        ("spacingEdgeToEdge", .spacingEdgeToEdge, nil),
        ("spacingBaselineToBaseline", .spacingBaselineToBaseline, nil),
    ]

    /// Older spellings accepted when reading names.
    static let aliases: [String: VisualFormatOptions] = ["alignAllBaseline": .alignAllLastBaseline]

    /// The attributes the alignment options align, in the order of ``named``.
    public var alignmentAttributes: [LayoutAttribute] {
        Self.named.compactMap { entry in entry.alignment.flatMap { contains(entry.option) ? $0 : nil } }
    }

    /// The names of the options set, in the order of ``named``.
    public var names: [String] { Self.named.filter { contains($0.option) }.map(\.name) }

    /// Reads option names separated by commas, `|` or spaces. Each name may be written as in Swift
    /// (`alignAllCenterY`, `.alignAllCenterY`) or Objective-C (`NSLayoutFormatAlignAllCenterY`).
    ///
    /// - Throws: ``ConstraintTextError`` at an unknown name (listing the valid ones), or at the
    ///   second of two directions or two spacings.
    public init(names text: String, location: SourceLocation? = nil) throws(ConstraintTextError) {
        var options: VisualFormatOptions = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let c = characters[index]
            if c == "," || c == "|" || c == " " || c == "\t" { index += 1; continue }
            let start = index
            while index < characters.count, !",| \t".contains(characters[index]) { index += 1 }
            let word = String(characters[start..<index])
            guard let option = Self.option(named: word) else {
                let valid = Self.named.map(\.name)
                throw ConstraintTextError("unknown format option '\(word)' (valid options: \(valid.joined(separator: ", ")))",
                                          kind: .unknownName, suggestion: Suggestions.nearest(to: Self.canonical(word), in: valid),
                                          text: text, offset: start, textLocation: location)
            }
            for group in [Self.directions, Self.spacings] where group.contains(option) && !options.intersection(group).isEmpty
                && !options.contains(option) {
                throw ConstraintTextError("only one \(group == Self.directions ? "direction" : "spacing") option may be given; '\(word)' "
                    + "conflicts with '\(options.intersection(group).names.joined())'",
                    kind: .invalidValue, text: text, offset: start, textLocation: location)
            }
            options.insert(option)
        }
        self = options
    }

    static let directions: VisualFormatOptions = [.directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft]
    static let spacings: VisualFormatOptions = [.spacingEdgeToEdge, .spacingBaselineToBaseline]

    private static func canonical(_ word: String) -> String {
        var name = word.hasPrefix(".") ? String(word.dropFirst()) : word
        if name.hasPrefix("NSLayoutFormat"), name.count > 14 {
            name = String(name.dropFirst(14))
            name = name.prefix(1).lowercased() + name.dropFirst()
        }
        return name
    }

    private static func option(named word: String) -> VisualFormatOptions? {
        let name = canonical(word)
        return named.first { $0.name == name }?.option ?? aliases[name]
    }
}

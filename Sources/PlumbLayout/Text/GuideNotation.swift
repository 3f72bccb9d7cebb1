/// The names Apple's Auto Layout Guide prints in its constraint lists, turned into a scene's names.
///
/// ```
/// Name Label.Leading = Superview.LeadingMargin
/// Name Text Field.Leading = Name Label.Trailing + Standard
/// Name Label.Top = Top Layout Guide.Bottom + 20.0 (Priority 249)
/// Bottom Layout Guide.Top = Leading Dummy View.Bottom + 20.0
/// RedView.Leading = 1.0 × Superview.Leading + 8.0
/// ```
///
/// A view's name may have spaces (`Name Text Field` is `nameTextField`), and matches the scene's
/// names without regard to case (`Name label` is the scene's `nameLabel`). `Superview` is the
/// superview; the top layout guide's bottom is the safe area's top and the bottom layout guide's top
/// the safe area's bottom (their other edges are the root view's). ``ConstraintParser`` reads the
/// rest of the notation (`=`, `×`/`x`/`*`, `Standard`, `(Priority N)`) with its equations.
public enum GuideNotation {
    /// The scene name of an item written as `words` (`["Name", "Label"]`): the one of `views` (when
    /// known) that equals its lower camel case form without regard to case, or that form itself.
    /// A single word that is already a name is kept as written.
    public static func itemName(words: [String], views: Set<String>?) -> String {
        let joined = words.count == 1 ? words[0] : camelCase(words)
        if words.count == 1, joined.lowercased() == "superview" { return "superview" }
        if let views {
            if views.contains(joined) { return joined }
            let matches = views.filter { $0.lowercased() == joined.lowercased() }
            if matches.count == 1, let match = matches.first { return match }
        }
        return words.count == 1 ? joined : lowerFirst(joined)
    }

    /// `nameTextField` for `Name Text Field`: the first word's first letter lowered, the others' raised.
    static func camelCase(_ words: [String]) -> String {
        var result = ""
        for (index, word) in words.enumerated() {
            result += index == 0 ? lowerFirst(word) : word.prefix(1).uppercased() + word.dropFirst()
        }
        return result
    }

    private static func lowerFirst(_ word: String) -> String { word.prefix(1).lowercased() + word.dropFirst() }

    /// The layout guides of iOS 7–10 view controllers, which the safe area replaced.
    enum LegacyGuide {
        case top, bottom

        init?(name: String) {
            switch name.lowercased() {
            case "toplayoutguide": self = .top
            case "bottomlayoutguide": self = .bottom
            default: return nil
            }
        }

        /// The safe area's or root view's edge that `attribute` of this guide stands for, or nil when
        /// the guide has no such edge here.
        func reference(for attribute: LayoutAttribute) -> AttributeReference? {
            switch (self, attribute) {
            case (.top, .bottom): return AttributeReference(item: ItemReference(["safeArea"]), attribute: .top)
            case (.top, .top): return AttributeReference(item: .superview, attribute: .top)
            case (.bottom, .top): return AttributeReference(item: ItemReference(["safeArea"]), attribute: .bottom)
            case (.bottom, .bottom): return AttributeReference(item: .superview, attribute: .bottom)
            default: return nil
            }
        }

        var problem: String {
            self == .top ? "the top layout guide is read as the safe area's top: use its 'Bottom' (or 'Top', the root view's top)"
                : "the bottom layout guide is read as the safe area's bottom: use its 'Top' (or 'Bottom', the root view's bottom)"
        }
    }
}

import PlumbLayout

/// The property keys a view entry may hold, by kind. Keys are kebab-case throughout.
enum PropertyKeys {
    /// Keys every kind of view accepts.
    static let common = [
        "background", "border", "corner-radius", "hidden", "hugging", "resistance", "intrinsic", "baseline-metrics",
        "margins", "alignment-insets", "frame", "translates-autoresizing-mask", "preserves-superview-layout-margins",
        "insets-layout-margins-from-safe-area", "autoresizing", "views", "guides", "source-id", "ib-id",
    ]

    /// Each kind-particular key and the property it sets, in the order messages list them. `alignment`
    /// sets a stack's alignment on a stack and the text alignment elsewhere; `style` a button's style
    /// on a button and an activity indicator's size on an indicator; `value` a progress view's
    /// progress and a stepper's value.
    static let particular: [(key: String, properties: Set<ViewProperty>)] = [
        ("text", [.text]), ("placeholder", [.placeholder]), ("title", [.title]), ("font", [.font]),
        ("color", [.textColor]), ("axis", [.stack]), ("distribution", [.stack]), ("alignment", [.textAlignment, .stack]),
        ("lines", [.lines]), ("style", [.buttonStyle, .activityIndicator]), ("image-size", [.imageSize]), ("spacing", [.stack]),
        ("custom-spacing", [.stack]), ("baseline-relative", [.stack]), ("margins-relative", [.stack]),
        ("segments", [.segments]), ("selected", [.segments]), ("value", [.progress, .stepperValue]),
        ("minimum", [.stepperValue]), ("maximum", [.stepperValue]), ("pages", [.pages]), ("current-page", [.pages]),
        ("prompt", [.prompt]), ("animating", [.activityIndicator]), ("hides-when-stopped", [.activityIndicator]),
        ("tint", [.tint]),
    ]

    /// Keys particular to a kind: those of the properties its ``ViewKindRules`` lists.
    static func specific(to kind: ViewKind) -> [String] {
        let properties = kind.rules.properties
        return particular.filter { !$0.properties.isDisjoint(with: properties) }.map(\.key)
    }

    /// Every key a view of `kind` accepts.
    static func allowed(for kind: ViewKind) -> [String] { specific(to: kind) + common }

    /// Every property key of any kind, to tell "wrong kind" from "no such key".
    static let all: Set<String> = Set(common + ViewKind.allCases.flatMap(specific(to:)))

    /// Keys allowed in the root view's `root:` entry.
    static let root = ["background", "margins", "insets-layout-margins-from-safe-area"]
}

import PlumbLayout

/// The property keys a view entry may hold, by kind. Keys are kebab-case throughout.
enum PropertyKeys {
    /// Keys every kind of view accepts.
    static let common = [
        "background", "border", "corner-radius", "hidden", "hugging", "resistance", "intrinsic", "margins",
        "frame", "translates-autoresizing-mask", "views", "guides",
    ]

    /// Keys particular to a kind.
    static func specific(to kind: ViewKind) -> [String] {
        switch kind {
        case .view, .scroll, .switch: return []
        case .label: return ["text", "font", "color", "alignment", "lines"]
        case .button: return ["title", "font", "color", "style"]
        case .textField: return ["text", "placeholder", "font", "color", "alignment"]
        case .image: return ["image-size"]
        case .stack:
            return ["axis", "distribution", "alignment", "spacing", "custom-spacing", "baseline-relative", "margins-relative"]
        }
    }

    /// Every key a view of `kind` accepts.
    static func allowed(for kind: ViewKind) -> [String] { specific(to: kind) + common }

    /// Every property key of any kind, to tell "wrong kind" from "no such key".
    static let all: Set<String> = Set(common + ViewKind.allCases.flatMap(specific(to:)))

    /// Keys allowed in the root view's `root:` entry.
    static let root = ["background", "margins"]
}

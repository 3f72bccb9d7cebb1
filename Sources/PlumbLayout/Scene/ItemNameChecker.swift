/// Checks the item names constraints use against the views and guides a scene declares, before the
/// engine sees them, so that a reader of any format reports every unknown name at its place in one go.
///
/// It also holds the vocabulary of names that need no declaration (`superview`, `safeArea`,
/// `box.margins`, `scroll.content`), which the engine resolves.
public struct ItemNameChecker: Sendable {
    /// The kind of every declared view, by name.
    public let views: [String: ViewKind]
    /// The name of every declared layout guide.
    public let guides: Set<String>

    /// The guides of the root view, which constraints name without a view (`safeArea.top`).
    public static let rootGuides = ["safeArea", "margins", "readable"]
    /// The guides only scroll views have (`scroll.content`, `scroll.frame`).
    public static let scrollGuides = ["content", "frame"]
    /// Names that stand for the root view or its guides without being declared.
    public static let builtinItems = ["superview", "root"] + rootGuides
    /// The guides every view has (`box.margins`), and the two of scroll views (`scroll.content`).
    public static let viewGuides = rootGuides + scrollGuides

    /// A checker for these declared views (with their kinds) and guides.
    public init(views: [String: ViewKind], guides: Set<String>) {
        self.views = views
        self.guides = guides
    }

    /// A checker for the views and guides `document` declares (the first of a name declared twice).
    public init(document: LayoutDocument) {
        var views: [String: ViewKind] = [:]
        var guides = Set(document.guides)
        var pending = Array(document.views.reversed())
        while let view = pending.popLast() {
            views[view.name] = views[view.name] ?? view.kind
            guides.formUnion(view.guides)
            pending += view.subviews.reversed()
        }
        self.init(views: views, guides: guides)
    }

    /// What is wrong with a reference: the message, a suggestion, and the name at fault.
    public struct Problem: Hashable, Sendable {
        /// What is wrong, in lower case as compilers write it.
        public var message: String
        /// The valid name closest to a misspelt one.
        public var suggestion: String?
        /// The part of the reference at fault (`emial` of `emial.margins`).
        public var name: String
    }

    /// What is wrong with `reference`, or `nil` when it names a declared or built-in item.
    public func problem(with reference: ItemReference) -> Problem? {
        let path = reference.path
        guard let base = path.first else {
            return Problem(message: "empty item name", name: "")
        }
        if path.count > 2 {
            return Problem(message: "'\(reference)' has too many parts; write 'view' or 'view.guide' (such as 'box.margins')",
                           name: reference.description)
        }
        let known = views[base] != nil || guides.contains(base) || Self.builtinItems.contains(base)
        guard known else {
            let candidates = views.keys.sorted() + guides.sorted() + Self.builtinItems
            return Problem(message: "unknown view or guide '\(base)'", suggestion: Suggestions.nearest(to: base, in: candidates),
                           name: base)
        }
        guard path.count == 2 else { return nil }
        let guide = path[1]
        if guides.contains(base) {
            return Problem(message: "'\(base)' is a layout guide and has no guides of its own", name: guide)
        }
        if Self.rootGuides.contains(base) {
            return Problem(message: "'\(base)' is a guide of the root view and has no guides of its own", name: guide)
        }
        guard Self.viewGuides.contains(guide) else {
            return Problem(message: "unknown guide '\(guide)' of '\(base)' (expected \(Self.listing(Self.viewGuides)))",
                           suggestion: Suggestions.nearest(to: guide, in: Self.viewGuides), name: guide)
        }
        if Self.scrollGuides.contains(guide), let kind = views[base], kind != .scroll {
            return Problem(message: "'\(base)' is a \(kind.rawValue), not a scroll view: only scroll views have "
                           + "'content' and 'frame' guides", name: guide)
        }
        return nil
    }

    /// Every problem with a constraint written as text, placed at the offending name in the text;
    /// `fallback` is the text's place when the constraint does not know it.
    public func errors(in spec: ConstraintSpec, fallback: SourceLocation) -> [SourceDiagnostic] {
        var errors: [SourceDiagnostic] = []
        for reference in [spec.first.item] + (spec.second.map { [$0.item] } ?? []) {
            guard let problem = problem(with: reference) else { continue }
            let location = spec.origin.location ?? fallback
            let offset = Self.offset(of: problem.name, in: spec.origin.text, from: spec.origin.range.lowerBound)
            errors.append(SourceDiagnostic(location: offset.map { location.advanced(by: $0) } ?? location,
                                           message: problem.message, suggestion: problem.suggestion, text: problem.name))
        }
        return errors
    }

    /// The character offset of `name` as a whole word in `text`, searching from `start`.
    public static func offset(of name: String, in text: String, from start: Int) -> Int? {
        let characters = Array(text), word = Array(name)
        guard !word.isEmpty, characters.count >= word.count else { return nil }
        func isNameCharacter(_ c: Character) -> Bool { c == "_" || (c.isASCII && (c.isLetter || c.isNumber)) }
        var index = max(0, min(start, characters.count))
        while index + word.count <= characters.count {
            if Array(characters[index..<index + word.count]) == word,
               index == 0 || !isNameCharacter(characters[index - 1]),
               index + word.count == characters.count || !isNameCharacter(characters[index + word.count]) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// `a, b or c`.
    static func listing(_ words: [String]) -> String {
        guard words.count > 1, let last = words.last else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}

/// Checks the item names constraints use against the views and guides a scene declares, before the
/// engine sees them, so that a reader of any format reports every unknown name, every attribute an
/// item does not have (a guide's margins and baselines) and every name declared twice at its place,
/// in one go with the source's other mistakes.
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
        /// What went wrong.
        public var kind: DiagnosticKind
        /// What is wrong, in lower case as compilers write it.
        public var message: String
        /// The valid name closest to a misspelt one.
        public var suggestion: String?
        /// The part of the reference at fault (`emial` of `emial.margins`, `topMargin` of
        /// `safeArea.topMargin`).
        public var name: String
        /// Whether ``name`` is the attribute (`topMargin`) rather than a part of the item's name.
        public var isAttribute = false

        public init(kind: DiagnosticKind, message: String, suggestion: String? = nil, name: String,
                    isAttribute: Bool = false) {
            self.kind = kind
            self.message = message
            self.suggestion = suggestion
            self.name = name
            self.isAttribute = isAttribute
        }
    }

    /// What is wrong with `reference`, or `nil` when it names a declared or built-in item.
    public func problem(with reference: ItemReference) -> Problem? {
        let path = reference.path
        guard let base = path.first else {
            return Problem(kind: .syntax, message: "empty item name", name: "")
        }
        if path.count > 2 {
            return Problem(kind: .syntax,
                           message: "'\(reference)' has too many parts; write 'view' or 'view.guide' (such as 'box.margins')",
                           name: reference.description)
        }
        let known = views[base] != nil || guides.contains(base) || Self.builtinItems.contains(base)
        guard known else {
            let candidates = views.keys.sorted() + guides.sorted() + Self.builtinItems
            return Problem(kind: .unknownName, message: "unknown view or guide '\(base)'",
                           suggestion: Suggestions.nearest(to: base, in: candidates), name: base)
        }
        guard path.count == 2 else { return nil }
        let guide = path[1]
        if guides.contains(base) {
            return Problem(kind: .notApplicable, message: "'\(base)' is a layout guide and has no guides of its own", name: guide)
        }
        if Self.rootGuides.contains(base) {
            return Problem(kind: .notApplicable, message: "'\(base)' is a guide of the root view and has no guides of its own",
                           name: guide)
        }
        guard Self.viewGuides.contains(guide) else {
            return Problem(kind: .unknownName,
                           message: "unknown guide '\(guide)' of '\(base)' (expected \(Self.listing(Self.viewGuides)))",
                           suggestion: Suggestions.nearest(to: guide, in: Self.viewGuides), name: guide)
        }
        if Self.scrollGuides.contains(guide), let kind = views[base], kind != .scroll {
            return Problem(kind: .notApplicable, message: "'\(base)' is a \(kind.rawValue), not a scroll view: only scroll views have "
                           + "'content' and 'frame' guides", name: guide)
        }
        return nil
    }

    /// What is wrong with an item and its attribute: the item's problem, or an attribute the item
    /// does not have (a layout guide has edges, centres, width and height, but no margins or
    /// baselines); `nil` when both are fine.
    public func problem(with anchor: AttributeReference) -> Problem? {
        if let problem = problem(with: anchor.item) { return problem }
        let attribute = anchor.attribute
        guard isGuide(anchor.item), attribute.isMargin || attribute == .firstBaseline || attribute == .lastBaseline else {
            return nil
        }
        let error = LayoutError(.attributeNotOnItem(item: anchor.item.description, attribute: attribute))
        return Problem(kind: error.kind, message: error.message, name: attribute.rawValue, isAttribute: true)
    }

    /// What is wrong with the items of a constraint together: `superview` with no other item to be
    /// the superview of (`superview.width == 100`, or `superview` on both sides), or the superview of
    /// the root view, which has none (`root.leading == superview.leading`); `nil` when neither.
    public func problem(with spec: ConstraintSpec) -> Problem? {
        let first = spec.first.item, second = spec.second?.item
        func isSuperview(_ reference: ItemReference?) -> Bool { reference?.path.first == "superview" }
        func isRoot(_ reference: ItemReference?) -> Bool { reference?.path == ["root"] }
        let error: LayoutError
        if isSuperview(first) && (second == nil || isSuperview(second)) {
            error = LayoutError(.superviewWithoutItem)
        } else if (isSuperview(first) && isRoot(second)) || (isRoot(first) && isSuperview(second)) {
            error = LayoutError(.noSuperview(item: "root"))
        } else {
            return nil
        }
        return Problem(kind: error.kind, message: error.message, name: "superview")
    }

    /// Whether a valid reference names a layout guide (`spacer`, `safeArea`, `box.margins`) rather
    /// than a view (`box`, `superview`).
    func isGuide(_ reference: ItemReference) -> Bool {
        guard let base = reference.path.first else { return false }
        if reference.path.count > 1 { return true }
        return views[base] == nil && (guides.contains(base) || Self.rootGuides.contains(base))
    }

    /// Every problem with a constraint written as text, placed at the offending name in the text
    /// (an attribute at the attribute after its item); `fallback` is the text's place when the
    /// constraint does not know it.
    public func errors(in spec: ConstraintSpec, fallback: SourceLocation) -> [SourceDiagnostic] {
        var errors: [SourceDiagnostic] = []
        let text = spec.origin.text
        for anchor in [spec.first] + (spec.second.map { [$0] } ?? []) {
            guard let problem = problem(with: anchor) else { continue }
            let location = spec.origin.location ?? fallback
            var start: Int? = spec.origin.range.lowerBound
            if problem.isAttribute { start = start.flatMap { Self.offset(of: anchor.item.description, in: text, from: $0) } }
            let offset = start.flatMap { Self.offset(of: problem.name, in: text, from: $0) }
            errors.append(SourceDiagnostic(location: offset.map { location.advanced(by: $0) } ?? location, kind: problem.kind,
                                           message: problem.message, suggestion: problem.suggestion, text: problem.name))
        }
        if errors.isEmpty, let problem = problem(with: spec) {
            let location = spec.origin.location ?? fallback
            let offset = Self.offset(of: problem.name, in: text, from: spec.origin.range.lowerBound)
            errors.append(SourceDiagnostic(location: offset.map { location.advanced(by: $0) } ?? location, kind: problem.kind,
                                           message: problem.message, text: problem.name))
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

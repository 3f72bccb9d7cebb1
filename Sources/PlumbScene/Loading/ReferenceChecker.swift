import PlumbLayout

/// Checks the item names constraints use against the views and guides a scene declares.
struct ReferenceChecker {
    /// The kind of every declared view, by name.
    let views: [String: ViewKind]
    let guides: Set<String>

    /// Names that stand for the root view or its guides without being declared.
    static let builtinItems = ["superview", "root", "safeArea", "margins", "readable"]
    /// The guides every view has (`box.margins`), and the two of scroll views (`scroll.content`).
    static let viewGuides = ["safeArea", "margins", "readable", "content", "frame"]

    /// What is wrong with a reference: the message, a suggestion, and the name at fault.
    struct Problem {
        var message: String
        var suggestion: String?
        var name: String
    }

    func problem(with reference: ItemReference) -> Problem? {
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
        if ["safeArea", "margins", "readable"].contains(base) {
            return Problem(message: "'\(base)' is a guide of the root view and has no guides of its own", name: guide)
        }
        guard Self.viewGuides.contains(guide) else {
            return Problem(message: "unknown guide '\(guide)' of '\(base)' (expected \(NodeReader.listing(Self.viewGuides)))",
                           suggestion: Suggestions.nearest(to: guide, in: Self.viewGuides), name: guide)
        }
        if guide == "content" || guide == "frame", let kind = views[base], kind != .scroll {
            return Problem(message: "'\(base)' is a \(kind.rawValue), not a scroll view: only scroll views have "
                           + "'content' and 'frame' guides", name: guide)
        }
        return nil
    }

    /// Every problem with a constraint written as text, placed at the offending name in the text.
    func errors(in spec: ConstraintSpec, fallback: SourceLocation) -> [SceneError] {
        var errors: [SceneError] = []
        for reference in [spec.first.item] + (spec.second.map { [$0.item] } ?? []) {
            guard let problem = problem(with: reference) else { continue }
            let location = spec.origin.location ?? fallback
            let offset = Self.offset(of: problem.name, in: spec.origin.text, from: spec.origin.range.lowerBound)
            errors.append(SceneError(location: offset.map { location.advanced(by: $0) } ?? location,
                                     message: problem.message, suggestion: problem.suggestion, text: problem.name))
        }
        return errors
    }

    /// The character offset of `name` as a whole word in `text`, searching from `start`.
    static func offset(of name: String, in text: String, from start: Int) -> Int? {
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
}

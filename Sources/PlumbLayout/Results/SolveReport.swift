/// What `plumb solve` prints: every canvas's frames, as an aligned table or as JSON.
///
/// `docs/solve-json.md` documents the JSON; its keys and their order are a contract with scripts.
public struct SolveReport: Sendable {
    /// The scene's name, printed as the JSON's `scene`.
    public var sceneName: String
    /// One solved layout per canvas, in the order they are printed.
    public var layouts: [SolvedLayout]

    /// A report of these layouts of the scene named `sceneName`.
    public init(sceneName: String, layouts: [SolvedLayout]) {
        self.sceneName = sceneName
        self.layouts = layouts
    }

    // MARK: JSON

    /// `{"scene": NAME, "canvases": [{"name", "size", "traits", "views", "guides", "contentSizes",
    /// "broken", "violated"}]}`, ending with a line break.
    public func json() -> String { jsonValue().serialized() + "\n" }

    /// The report as a JSON value, for embedding in a larger document; ``json()`` is its text.
    public func jsonValue() -> JSONValue {
        .object([("scene", .string(sceneName)), ("canvases", .array(layouts.map(Self.canvasJSON)))])
    }

    static func canvasJSON(_ layout: SolvedLayout) -> JSONValue {
        let canvas = layout.canvas
        let traits: JSONValue = .object([
            ("width", .string(canvas.traits.horizontal.rawValue)),
            ("height", .string(canvas.traits.vertical.rawValue)),
            ("scale", .number(canvas.scale)),
            ("direction", .string(canvas.direction.rawValue)),
            ("textSize", .string(canvas.textSize.rawValue)),
        ])
        let views: JSONValue = .object(layout.views.map { view in
            (view.name, .object([("frame", JSONValue(view.frame)), ("absolute", JSONValue(view.absolute))]))
        })
        let guides: JSONValue = .object(layout.guides.sorted { $0.key < $1.key }.map { ($0.key, JSONValue($0.value)) })
        let contentSizes: JSONValue = .object(layout.contentSizes.sorted { $0.key < $1.key }.map { ($0.key, JSONValue($0.value)) })
        return .object([
            ("name", .string(canvas.name)),
            ("size", JSONValue(canvas.size)),
            ("traits", traits),
            ("views", views),
            ("guides", guides),
            ("contentSizes", contentSizes),
            ("broken", .array(layout.constraints.filter { $0.state == .broken }.map(constraintJSON))),
            ("violated", .array(layout.constraints.filter(\.isViolated).map(constraintJSON))),
        ])
    }

    /// `{"constraint": "a.width == 100", "by": 12, "source": "user", "identifier": …, "location": "f.yaml:3:5"}`;
    /// `by` only for violated constraints, `identifier` and `location` only when known.
    static func constraintJSON(_ constraint: SolvedConstraint) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("constraint", .string(constraint.spec.equationText))]
        if case .violated(let by) = constraint.state { members.append(("by", .number(by))) }
        members.append(("source", .string(constraint.source.name)))
        if let identifier = constraint.spec.identifier { members.append(("identifier", .string(identifier))) }
        if let location = constraint.sourceLocation { members.append(("location", .string(location.description))) }
        return .object(members)
    }

    // MARK: Table

    /// One block per canvas: a heading with the canvas's name, caption and size, then one row per
    /// view (indented under its superview) with its frame and absolute frame, then guides, content
    /// sizes, broken constraints, the scene's own violated constraints, and a count of violated
    /// generated ones (intrinsic size, stack views).
    public func table() -> String {
        var blocks: [String] = []
        for layout in layouts {
            var lines = ["\(layout.canvas.name) — \(layout.canvas.caption) — \(layout.canvas.size)"]
            var rows: [[String]] = [["view", "frame", "absolute"]]
            let depths = Self.depths(layout.views)
            for view in layout.views {
                rows.append([String(repeating: "  ", count: depths[view.name] ?? 0) + view.name,
                             view.frame.description, view.absolute.description])
            }
            for (name, rect) in layout.guides.sorted(by: { $0.key < $1.key }) {
                rows.append(["guide " + name, "", rect.description])
            }
            for (name, size) in layout.contentSizes.sorted(by: { $0.key < $1.key }) {
                rows.append(["content size " + name, size.description, ""])
            }
            lines += Self.aligned(rows).map { "  " + $0 }
            for constraint in layout.constraints where constraint.state == .broken {
                lines.append("  broken: \(constraint.spec.equationText)" + Self.place(constraint))
            }
            // Generated preferences (hugging, resistance) give way by design whenever a view
            // stretches; the table names only the scene's own constraints and counts the rest.
            var generated = 0
            for constraint in layout.constraints where constraint.isViolated {
                guard constraint.source == .user else {
                    generated += 1
                    continue
                }
                if case .violated(let by) = constraint.state {
                    lines.append("  violated by \(formatNumber(by)): \(constraint.spec.equationText)" + Self.place(constraint))
                }
            }
            if generated > 0 {
                lines.append("  (\(generated) generated \(generated == 1 ? "preference" : "preferences") such as content "
                             + "hugging not met; --json lists them)")
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    private static func place(_ constraint: SolvedConstraint) -> String {
        constraint.sourceLocation.map { "  (\($0))" } ?? (constraint.source == .user ? "" : "  (\(constraint.source.name))")
    }

    /// How deep each view sits below the root.
    static func depths(_ views: [SolvedView]) -> [String: Int] {
        var depths: [String: Int] = [:]
        for view in views {
            depths[view.name] = view.superview.map { (depths[$0] ?? 0) + 1 } ?? 0
        }
        return depths
    }

    /// Rows padded to aligned columns, trailing spaces trimmed.
    static func aligned(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                line += cell
                if column < row.count - 1 { line += String(repeating: " ", count: widths[column] - cell.count + 2) }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}

extension SolvedConstraint {
    var isViolated: Bool {
        if case .violated = state { return true }
        return false
    }

    /// Where the constraint was written: the text's place advanced to the part that made it.
    var sourceLocation: SourceLocation? {
        spec.origin.location.map { $0.advanced(by: spec.origin.range.lowerBound) }
    }
}

extension SolvedConstraint.Source {
    /// `user`, `intrinsicSize`, `stackView`, `autoresizingMask` or `system`.
    var name: String {
        switch self {
        case .user: return "user"
        case .intrinsicSize: return "intrinsicSize"
        case .stackView: return "stackView"
        case .autoresizingMask: return "autoresizingMask"
        case .implicit: return "implicit"
        case .system: return "system"
        }
    }
}

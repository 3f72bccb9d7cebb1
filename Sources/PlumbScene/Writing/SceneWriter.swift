import PlumbLayout

/// Writes a ``Scene`` as YAML scene text that ``SceneLoader`` reads back into the same scene: the
/// inverse of the loader, for `plumb import` and for anyone who builds a scene in code.
///
/// Views keep their kinds, tree, properties, guides and ``ViewNode/sourceID`` (as `source-id:`);
/// constraints are written in the equation syntax (`a.top == b.bottom + 8 @750`), with
/// `identifier:` and `active: false` where they have them; states as the `states:` section, each
/// change in the form `StateReader` reads (so a listing's later `.constant` changes survive
/// `plumb import`); the scene's ``Scene/bars`` as `bars:`; canvases as the device presets they are
/// (under the scene's bars, or bars of their own), or as custom sizes. With ``Options/sourceComments``
/// each view and constraint that knows where it was read from gets a comment naming the place
/// (`# Main.storyboard:42`), so an imported scene points back to its source.
///
/// What reads back equal is the scene's content: names, kinds, properties, hierarchy, guides,
/// constraint values, trait variants, states, bars and canvases. Source places (``SourceMap``, origins) and how a
/// constraint was spelt (VFL, item form) are not kept: they name the written file when it is read.
/// Metrics are already folded into constants, so none are written.
public struct SceneWriter: Sendable {
    /// What the writer adds beyond the scene's content.
    public struct Options: Sendable {
        /// Whether views and constraints with a source place get a `# file:line` comment.
        public var sourceComments: Bool
        /// Comment lines written at the top of the file (`Imported from log.txt by plumb import`).
        public var header: [String]

        public init(sourceComments: Bool = true, header: [String] = []) {
            self.sourceComments = sourceComments
            self.header = header
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// The scene as YAML text, ending in a newline.
    public func yaml(for scene: Scene) -> String {
        var lines: [String] = options.header.map { "# " + YAMLText.comment($0) }
        lines.append("name: " + YAMLText.quoted(scene.name))
        let document = scene.document
        let bars = scene.bars.flatMap { $0.isEmpty ? nil : $0 }
        if let bars { lines.append("bars: " + CanvasWriter.barsValue(bars)) }
        if scene.canvases != [bars?.applied(to: DevicePreset.defaultCanvas) ?? DevicePreset.defaultCanvas] {
            lines.append("canvases:")
            lines += scene.canvases.map { "  - " + CanvasWriter.entry(for: $0, sceneBars: bars) }
        }
        let root = PropertyWriter.entries(document.rootProperties, kind: .view, base: ViewProperties())
            .filter { PropertyKeys.root.contains($0.key) }
        if !root.isEmpty {
            lines.append("root:")
            lines += root.map { "  \($0.key): \($0.value)" }
        }
        if !document.views.isEmpty {
            lines.append("views:")
            for view in document.views { lines += viewLines(view, indent: 2) }
        }
        if !document.guides.isEmpty {
            lines.append("guides: " + nameList(document.guides))
        }
        if !document.constraints.isEmpty || !document.variants.isEmpty {
            lines.append("constraints:")
            for constraint in document.constraints { lines += constraintLines(constraint, indent: 2) }
            for variant in document.variants { lines += variantLines(variant, views: document.views) }
        }
        if !scene.states.isEmpty {
            lines.append("states:")
            for state in scene.states { lines += stateLines(state, views: document.views) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Views

    private func viewLines(_ view: ViewNode, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines = [pad + "- \(view.kind.rawValue): \(YAMLText.name(view.name))" + comment(view.location)]
        let inner = pad + "  "
        if let sourceID = view.sourceID { lines.append(inner + "source-id: " + YAMLText.quoted(sourceID)) }
        let entries = PropertyWriter.entries(view.properties, kind: view.kind, base: ViewProperties())
        let allowed = PropertyKeys.allowed(for: view.kind)
        for entry in entries {
            if allowed.contains(entry.key) {
                lines.append(inner + "\(entry.key): \(entry.value)")
            } else {
                // A reader may set what a scene cannot say for this kind; say so rather than drop it silently.
                lines.append(inner + "# '\(entry.key)' is not a property of a \(view.kind.rawValue): \(YAMLText.comment(entry.value))")
            }
        }
        if !view.guides.isEmpty { lines.append(inner + "guides: " + nameList(view.guides)) }
        if !view.subviews.isEmpty {
            lines.append(inner + "views:")
            for subview in view.subviews { lines += viewLines(subview, indent: indent + 4) }
        }
        return lines
    }

    // MARK: Constraints

    private func constraintLines(_ constraint: ConstraintSpec, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        let text = YAMLText.constraint(Self.equation(constraint))
        let place = comment(constraint.origin.location.map { $0.advanced(by: constraint.origin.range.lowerBound) })
        guard constraint.identifier != nil || !constraint.isActive else { return [pad + "- " + text + place] }
        var lines = [pad + "- constraint: " + text + place]
        if let identifier = constraint.identifier { lines.append(pad + "  identifier: " + YAMLText.quoted(identifier)) }
        if !constraint.isActive { lines.append(pad + "  active: false") }
        return lines
    }

    private func variantLines(_ variant: TraitVariant, views: [ViewNode]) -> [String] {
        var condition: [String] = []
        if let horizontal = variant.condition.horizontal { condition.append("width: \(horizontal.rawValue)") }
        if let vertical = variant.condition.vertical { condition.append("height: \(vertical.rawValue)") }
        var lines = ["  - when: {\(condition.joined(separator: ", "))}"]
        if !variant.constraints.isEmpty {
            lines.append("    constraints:")
            for constraint in variant.constraints { lines += constraintLines(constraint, indent: 6) }
        }
        if !variant.properties.isEmpty {
            let nodes = Self.nodesByName(views)
            lines.append("    views:")
            for name in variant.properties.keys.sorted() {
                guard let patch = variant.properties[name] else { continue }
                let node = nodes[name]
                let entries = PropertyWriter.entries(patch, kind: node?.kind ?? .view, base: node?.properties ?? ViewProperties())
                if entries.isEmpty {
                    lines.append("      \(YAMLText.name(name)): {}")
                    continue
                }
                lines.append("      \(YAMLText.name(name)):")
                lines += entries.map { "        \($0.key): \($0.value)" }
            }
        }
        return lines
    }

    // MARK: States

    private func stateLines(_ state: SceneState, views: [ViewNode]) -> [String] {
        guard !state.changes.isEmpty else { return ["  \(YAMLText.name(state.name)): []" + comment(state.location)] }
        var lines = ["  \(YAMLText.name(state.name)):" + comment(state.location)]
        for change in state.changes { lines += changeLines(change, views: views) }
        return lines
    }

    /// One change as `StateReader` reads it, under its state's name.
    private func changeLines(_ change: SceneChange, views: [ViewNode]) -> [String] {
        let place = comment(change.location)
        switch change.edit {
        case let .constraint(identifier, edit):
            var lines = ["    - constraint: " + YAMLText.quoted(identifier) + place]
            if let constant = edit.constant { lines.append("      constant: " + YAMLText.number(constant)) }
            if let priority = edit.priority { lines.append("      priority: " + YAMLText.number(priority.rawValue)) }
            if let isActive = edit.isActive { lines.append("      active: " + (isActive ? "true" : "false")) }
            return lines
        case let .add(specs):
            guard !specs.isEmpty else { return ["    - add: []" + place] }
            return ["    - add:" + place] + specs.flatMap { constraintLines($0, indent: 8) }
        case let .remove(identifier):
            return ["    - remove: " + YAMLText.quoted(identifier) + place]
        case let .view(name, properties):
            // The reader reads a change's properties over the view's own, as a `when:` patch.
            let node = Self.nodesByName(views)[name]
            let kind = node?.kind ?? .view
            let allowed = PropertyKeys.allowed(for: kind)
            var lines = ["    - view: " + YAMLText.name(name) + place]
            for entry in PropertyWriter.entries(properties, kind: kind, base: node?.properties ?? ViewProperties()) {
                if allowed.contains(entry.key) {
                    lines.append("      \(entry.key): \(entry.value)")
                } else {
                    lines.append("      # '\(entry.key)' is not a property of a \(kind.rawValue): \(YAMLText.comment(entry.value))")
                }
            }
            return lines
        }
    }

    /// The constraint in the equation syntax with numbers exact (``YAMLText/number(_:)``):
    /// `b.leading == a.trailing + standard`, `red.width == 0.5 * blue.width - 4 @high`.
    static func equation(_ spec: ConstraintSpec) -> String {
        var text = "\(spec.first) \(spec.relation.symbol) "
        if let second = spec.second {
            if spec.multiplier != 1 { text += "\(YAMLText.number(spec.multiplier)) * " }
            text += second.description
            if spec.usesStandardSpacing {
                text += spec.constant < 0 ? " - standard" : " + standard"
            } else if spec.constant != 0 {
                text += spec.constant < 0 ? " - \(YAMLText.number(-spec.constant))" : " + \(YAMLText.number(spec.constant))"
            }
        } else {
            text += spec.usesStandardSpacing ? "standard" : YAMLText.number(spec.constant)
        }
        if spec.priority != .required {
            let named = LayoutPriority.namedValues.first { $0.priority == spec.priority }?.name
            text += " @" + (named ?? YAMLText.number(spec.priority.rawValue))
        }
        return text
    }

    // MARK: Helpers

    /// `  # Main.storyboard:42` for a place, when comments are wanted.
    private func comment(_ location: SourceLocation?) -> String {
        guard options.sourceComments, let location else { return "" }
        let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
        return "  # " + YAMLText.comment("\(file):\(location.line)")
    }

    private func nameList(_ names: [String]) -> String {
        "[" + names.map(YAMLText.name).joined(separator: ", ") + "]"
    }

    private static func nodesByName(_ views: [ViewNode]) -> [String: ViewNode] {
        var table: [String: ViewNode] = [:]
        var pending = views
        while let view = pending.popLast() {
            table[view.name] = table[view.name] ?? view
            pending += view.subviews
        }
        return table
    }
}

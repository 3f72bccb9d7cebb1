import PlumbLayout
import Yams

/// Reads `states:`, a mapping of state names to lists of changes. Each change is one of:
///
/// - `{constraint: IDENTIFIER, constant: …, priority: …, active: …}`: new values for the constraints
///   with that identifier;
/// - `{add: constraint}` or `{add: [constraints]}`: constraints in any form `constraints:` takes;
/// - `{remove: IDENTIFIER}`: removes the constraints with that identifier;
/// - `{view: NAME, hidden: …, text: …, …}`: new property values for the view (any key its kind takes).
///
/// Names are checked against the scene by ``Scene/stateProblems()`` once the whole file is read.
struct StateReader {
    let reader: NodeReader
    let constraints: ConstraintEntryReader
    let kinds: [String: ViewKind]
    let properties: [String: ViewProperties]

    /// The most states a scene may have: each is applied once when the file is read, to check it.
    static let maximumStates = 1_000

    static let constraintKeys = ["constraint", "constant", "priority", "active"]
    static let changeKeys = ["constraint", "add", "remove", "view"]

    func states(_ node: Node) -> [SceneState] {
        guard let entries = reader.mapping(node, for: "'states' (state names, each with a list of changes)") else { return [] }
        if entries.count > Self.maximumStates, let extra = entries.dropFirst(Self.maximumStates).first {
            reader.report(.limit, "too many states: \(entries.count), at most \(Self.maximumStates) are allowed", at: extra.keyNode)
            return []
        }
        for entry in entries where entry.key.count > LayoutLimits.maximumNameLength {
            reader.report(.limit, "a state name is too long: \(entry.key.count) characters, at most \(LayoutLimits.maximumNameLength) are allowed",
                          at: entry.keyNode)
        }
        return entries.map { entry in
            var state = SceneState(name: entry.key, location: reader.location(of: entry.keyNode))
            if NodeReader.isNull(entry.value) { return state }
            guard let items = reader.sequence(entry.value, for: "the changes of state '\(entry.key)'") else { return state }
            state.changes = items.compactMap(change)
            return state
        }
    }

    private func change(_ node: Node) -> SceneChange? {
        guard let entries = reader.mapping(node, for: "a change (with 'constraint', 'add', 'remove' or 'view')") else { return nil }
        let forms = entries.filter { Self.changeKeys.contains($0.key) }
        guard let kind = forms.first else {
            reader.report(.syntax, "expected a change with 'constraint', 'add', 'remove' or 'view'", at: node)
            return nil
        }
        if forms.count > 1 {
            reader.report(.syntax, "a change has one of 'constraint', 'add', 'remove' or 'view', not both '\(kind.key)' and '\(forms[1].key)'",
                          at: forms[1].keyNode)
            return nil
        }
        let location = reader.textLocation(of: kind.value)
        switch kind.key {
        case "constraint":
            reader.checkKeys(entries, allowed: Self.constraintKeys, in: "a constraint change")
            guard let identifier = reader.string(kind.value, for: "'constraint' (a constraint's identifier)") else { return nil }
            return SceneChange(.constraint(identifier: identifier, constraintEdit(entries)), location: location)
        case "add":
            reader.checkKeys(entries, allowed: ["add"], in: "an 'add' change")
            let list: Node
            if case .sequence = kind.value { list = kind.value } else { list = .sequence(Node.Sequence([kind.value])) }
            let read = constraints.entries(list, inVariant: true)
            return SceneChange(.add(read.constraints), location: location)
        case "remove":
            reader.checkKeys(entries, allowed: ["remove"], in: "a 'remove' change")
            guard let identifier = reader.string(kind.value, for: "'remove' (a constraint's identifier)") else { return nil }
            return SceneChange(.remove(identifier: identifier), location: location)
        default:
            guard let name = reader.string(kind.value, for: "'view' (a view's name)") else { return nil }
            // An unknown view is reported by the scene's check, with the others; its properties are
            // then read as a plain view's.
            let viewKind = kinds[name] ?? .view
            let changed = PropertyReader(reader: reader, base: properties[name] ?? ViewProperties())
                .properties(entries, kind: viewKind, what: "a change of \(viewKind.rawValue) '\(name)'", skip: ["view", "views", "guides"])
            for fixed in entries where fixed.key == "views" || fixed.key == "guides" {
                reader.report(.notApplicable, "a state changes properties only; '\(fixed.key)' cannot change", at: fixed.keyNode)
            }
            return SceneChange(.view(name: name, changed), location: location)
        }
    }

    private func constraintEdit(_ entries: [MappingEntry]) -> ConstraintEdit {
        var edit = ConstraintEdit()
        for entry in entries {
            switch entry.key {
            case "constant": edit.constant = reader.number(entry.value, for: "'constant'")
            case "priority": edit.priority = reader.priority(entry.value, for: "'priority'")
            case "active": edit.isActive = reader.bool(entry.value, for: "'active'")
            default: break
            }
        }
        return edit
    }
}

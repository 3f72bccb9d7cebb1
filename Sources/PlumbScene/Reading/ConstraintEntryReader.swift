import PlumbLayout
import Yams

/// Reads `constraints:` entries. Each entry is one of:
///
/// - a string: an equation, a visual format string or an anchor-style line;
/// - `{constraint: text, priority: …, identifier: …, active: false}` (also spelt `equation:`), to name,
///   re-prioritise or deactivate it (an inactive constraint is checked but not solved);
/// - `{vfl: text, options: …, metrics: {…}, identifier: …}`;
/// - the item form `{item, attribute, relatedBy, toItem, toAttribute, multiplier, constant, priority, identifier}`;
/// - `{when: {width: …, height: …}, constraints: […], views: {name: {properties}}}`, a trait variant.
struct ConstraintEntryReader {
    let reader: NodeReader
    let metrics: [String: Double]
    /// The names visual format strings may use (views and layout guides).
    let itemNames: Set<String>
    /// Checks the item names of constraints against the declared views and guides.
    let checker: ItemNameChecker
    /// Reads one property patch of a `when:` block (`name: {properties}`), reporting unknown views.
    let patchReader: (MappingEntry) -> ViewProperties?

    static let textKeys = ["constraint", "equation", "priority", "identifier", "active"]
    static let formatKeys = ["vfl", "options", "metrics", "identifier"]
    static let itemFormKeys = ["item", "attribute", "relatedBy", "toItem", "toAttribute", "multiplier", "constant",
                               "priority", "identifier"]
    static let variantKeys = ["when", "constraints", "views"]

    /// The constraints of the list and the trait variants among them.
    func entries(_ node: Node, inVariant: Bool = false) -> (constraints: [ConstraintSpec], variants: [TraitVariant]) {
        guard let items = reader.sequence(node, for: "'constraints'") else { return ([], []) }
        var constraints: [ConstraintSpec] = []
        var variants: [TraitVariant] = []
        for item in items {
            switch item {
            case .scalar:
                guard let text = reader.string(item, for: "a constraint") else { continue }
                constraints += parse(text, at: item)
            case .mapping:
                guard let entries = reader.mapping(item, for: "a constraint") else { continue }
                let keys = Set(entries.map(\.key))
                if keys.contains("when") {
                    if inVariant {
                        reader.report("'when' blocks cannot be nested", at: item)
                    } else if let variant = variant(entries, at: item) {
                        variants.append(variant)
                    }
                } else if keys.contains("vfl") {
                    constraints += format(entries)
                } else if keys.contains("item") {
                    constraints += itemForm(entries, at: item).map { [$0] } ?? []
                } else if keys.contains("constraint") || keys.contains("equation") {
                    constraints += textEntry(entries)
                } else if entries.count == 1, let key = entries.first?.key, key.contains("(") {
                    reader.report("YAML read this line as a mapping because of the ': ' in it; put the constraint in quotes",
                                  at: item)
                } else {
                    reader.report("expected a constraint mapping with 'constraint', 'vfl', 'item' or 'when'", at: item)
                }
            case .sequence:
                reader.report("expected a constraint (text or a mapping), found a list", at: item)
            }
        }
        return (constraints, variants)
    }

    /// Text in any syntax, located at the scalar's first character.
    private func parse(_ text: String, at node: Node, options: VisualFormatOptions = [],
                       metrics extra: [String: Double] = [:]) -> [ConstraintSpec] {
        let location = reader.textLocation(of: node)
        let merged = metrics.merging(extra) { _, local in local }
        do {
            let specs = try ConstraintParser.parse(line: text, metrics: merged, views: itemNames, options: options,
                                                   location: location)
            // Visual format strings check their view names themselves (they are given `itemNames`).
            for spec in specs where spec.origin.syntax != .visualFormat {
                checker.errors(in: spec, fallback: location).forEach(reader.report)
            }
            return specs
        } catch {
            reader.report(SceneError(error, fallback: location))
            return []
        }
    }

    /// `{constraint: text, priority: …, identifier: …}`.
    private func textEntry(_ entries: [MappingEntry]) -> [ConstraintSpec] {
        reader.checkKeys(entries, allowed: Self.textKeys, in: "a constraint")
        let textEntries = entries.filter { $0.key == "constraint" || $0.key == "equation" }
        if textEntries.count > 1 {
            reader.report("give either 'constraint' or 'equation', not both", at: textEntries[1].keyNode)
        }
        guard let textEntry = textEntries.first, let text = reader.string(textEntry.value, for: "'\(textEntry.key)'") else {
            return []
        }
        var specs = parse(text, at: textEntry.value)
        for entry in entries {
            switch entry.key {
            case "priority":
                if let priority = reader.priority(entry.value, for: "'priority'") {
                    for index in specs.indices { specs[index].priority = priority }
                }
            case "identifier":
                if let identifier = reader.string(entry.value, for: "'identifier'", maximumLength: LayoutLimits.maximumTextLength) {
                    for index in specs.indices { specs[index].identifier = identifier }
                }
            case "active":
                if let active = reader.bool(entry.value, for: "'active'") {
                    for index in specs.indices { specs[index].isActive = active }
                }
            default: break
            }
        }
        return specs
    }

    /// `{vfl: text, options: …, metrics: {…}, identifier: …}`.
    private func format(_ entries: [MappingEntry]) -> [ConstraintSpec] {
        reader.checkKeys(entries, allowed: Self.formatKeys, in: "a visual format entry")
        var options: VisualFormatOptions = []
        var localMetrics: [String: Double] = [:]
        var identifier: String?
        var failed = false
        for entry in entries {
            switch entry.key {
            case "options":
                if let parsed = self.options(entry.value) { options = parsed } else { failed = true }
            case "metrics":
                if let parsed = MetricsReader(reader: reader).metrics(entry.value) { localMetrics = parsed } else { failed = true }
            case "identifier":
                identifier = reader.string(entry.value, for: "'identifier'", maximumLength: LayoutLimits.maximumTextLength)
            default: break
            }
        }
        guard let formatEntry = entries.first(where: { $0.key == "vfl" }),
              let text = reader.string(formatEntry.value, for: "'vfl'"), !failed else { return [] }
        var specs = parse(text, at: formatEntry.value, options: options, metrics: localMetrics)
        if let identifier {
            for index in specs.indices { specs[index].identifier = identifier }
        }
        return specs
    }

    /// Options as one string (`alignAllCenterY | directionLeftToRight`) or a list of names.
    private func options(_ node: Node) -> VisualFormatOptions? {
        let texts: [Node]
        if case .sequence(let sequence) = node { texts = Array(sequence) } else { texts = [node] }
        var options: VisualFormatOptions = []
        for textNode in texts {
            guard let text = reader.string(textNode, for: "'options'") else { return nil }
            do {
                options.formUnion(try VisualFormatOptions(names: text, location: reader.textLocation(of: textNode)))
            } catch {
                reader.report(SceneError(error, fallback: reader.textLocation(of: textNode)))
                return nil
            }
        }
        return options
    }

    /// The item form, read by ``ItemForm`` from its fields and their places.
    private func itemForm(_ entries: [MappingEntry], at node: Node) -> ConstraintSpec? {
        reader.checkKeys(entries, allowed: Self.itemFormKeys, in: "an item-form constraint")
        var form = ItemForm(location: reader.location(of: node))
        var identifier: String?
        for entry in entries {
            if entry.key == "identifier" {
                identifier = reader.string(entry.value, for: "'identifier'", maximumLength: LayoutLimits.maximumTextLength)
                continue
            }
            guard Self.itemFormKeys.contains(entry.key) else { continue }
            let text: String
            if NodeReader.isNull(entry.value) {
                text = "nil"
            } else if let string = reader.string(entry.value, for: "'\(entry.key)'") {
                text = string
            } else {
                continue
            }
            let field = ItemForm.Field(text, location: reader.textLocation(of: entry.value))
            switch entry.key {
            case "item": form.item = field
            case "attribute": form.attribute = field
            case "relatedBy": form.relatedBy = field
            case "toItem": form.toItem = field
            case "toAttribute": form.toAttribute = field
            case "multiplier": form.multiplier = field
            case "constant": form.constant = field
            case "priority": form.priority = field
            default: break
            }
        }
        do {
            var spec = try form.spec(metrics: metrics)
            spec.identifier = identifier
            var valid = true
            for (reference, field) in [(spec.first.item, form.item), (spec.second?.item, form.toItem)] {
                guard let reference, let problem = checker.problem(with: reference) else { continue }
                let location = field?.location ?? reader.location(of: node)
                let offset = ItemNameChecker.offset(of: problem.name, in: field?.value ?? "", from: 0) ?? 0
                reader.report(SceneError(location: location.advanced(by: offset), message: problem.message,
                                         suggestion: problem.suggestion, text: problem.name))
                valid = false
            }
            return valid ? spec : nil
        } catch {
            reader.report(SceneError(error, fallback: reader.location(of: node)))
            return nil
        }
    }

    /// `{when: {width: …, height: …}, constraints: […], views: {name: {properties}}}`.
    private func variant(_ entries: [MappingEntry], at node: Node) -> TraitVariant? {
        reader.checkKeys(entries, allowed: Self.variantKeys, in: "a 'when' block")
        var variant = TraitVariant(condition: TraitCondition())
        var failed = false
        for entry in entries {
            switch entry.key {
            case "when":
                if let condition = TraitConditionReader(reader: reader).condition(entry.value, for: "'when'", allowAny: true) {
                    variant.condition = condition
                } else {
                    failed = true
                }
            case "constraints":
                variant.constraints = self.entries(entry.value, inVariant: true).constraints
            case "views":
                guard let patches = reader.mapping(entry.value, for: "'views' in a 'when' block") else { continue }
                for patch in patches {
                    if let properties = patchReader(patch) { variant.properties[patch.key] = properties }
                }
            default: break
            }
        }
        return failed ? nil : variant
    }
}

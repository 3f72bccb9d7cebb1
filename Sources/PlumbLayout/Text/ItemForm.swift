/// A constraint written the way `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
/// takes it, as a mapping of strings (the scene loader fills one from YAML):
///
/// ```yaml
/// - item: red
///   attribute: width
///   relatedBy: equal          # or lessThanOrEqual, greaterThanOrEqual, ==, <=, >=
///   toItem: blue              # leave out (or nil) for a constant-only constraint
///   toAttribute: width        # the second `attribute:` of the initializer; notAnAttribute without toItem
///   multiplier: 0.5
///   constant: -4              # numbers or metric names
///   priority: high            # numbers, required/high/low/fittingSize, or metric names
/// ```
///
/// Attribute and relation values may carry Swift's leading dot (`.leading`, `.equal`).
public struct ItemForm: Hashable, Sendable {
    /// One field's text and where it was written.
    public struct Field: Hashable, Sendable, ExpressibleByStringLiteral {
        public var value: String
        public var location: SourceLocation?

        public init(_ value: String, location: SourceLocation? = nil) {
            self.value = value
            self.location = location
        }

        public init(stringLiteral value: String) { self.init(value) }
    }

    public var item: Field?
    public var attribute: Field?
    public var relatedBy: Field?
    public var toItem: Field?
    public var toAttribute: Field?
    public var multiplier: Field?
    public var constant: Field?
    public var priority: Field?
    /// Where the mapping begins, for errors about missing fields.
    public var location: SourceLocation?

    public init(item: Field? = nil, attribute: Field? = nil, relatedBy: Field? = nil, toItem: Field? = nil,
                toAttribute: Field? = nil, multiplier: Field? = nil, constant: Field? = nil, priority: Field? = nil,
                location: SourceLocation? = nil) {
        self.item = item
        self.attribute = attribute
        self.relatedBy = relatedBy
        self.toItem = toItem
        self.toAttribute = toAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.location = location
    }

    /// The constraint the fields describe.
    ///
    /// - Throws: ``ConstraintTextError`` whose text is the faulty field's value and whose location is
    ///   the field's (or, for a missing field, the mapping's).
    public func spec(metrics: [String: Double] = [:]) throws(ConstraintTextError) -> ConstraintSpec {
        let itemField = try required(item, "item")
        let attributeField = try required(attribute, "attribute")
        let firstAttribute = try Self.attribute(attributeField)
        var spec = ConstraintSpec(first: AttributeReference(item: ItemReference(itemField.value), attribute: firstAttribute),
                                  relation: try relation(),
                                  origin: ConstraintOrigin(text: "", syntax: .itemForm, location: location ?? itemField.location))
        let hasSecond = toItem.map { !["", "nil", "null"].contains($0.value) } ?? false
        if let toItem, hasSecond {
            let toAttributeField = try required(toAttribute, "toAttribute")
            let secondAttribute = try Self.attribute(toAttributeField)
            if let problem = ConstraintRules.pairingProblem(firstAttribute, secondAttribute) {
                throw error(problem, in: toAttributeField)
            }
            spec.second = AttributeReference(item: ItemReference(toItem.value), attribute: secondAttribute)
        } else {
            if let toAttribute, !["notAnAttribute", ".notAnAttribute"].contains(toAttribute.value) {
                throw error("toAttribute needs a toItem; without one, leave it out or write notAnAttribute", in: toAttribute)
            }
            if let problem = ConstraintRules.constantOnlyProblem(firstAttribute) { throw error(problem, in: attributeField, kind: .notApplicable) }
        }
        if let multiplier {
            spec.multiplier = try number(multiplier)
            if let problem = ConstraintRules.multiplierProblem(spec.multiplier) { throw error(problem, in: multiplier) }
            if spec.second != nil, spec.multiplier == 0 {
                throw error("a multiplier of 0 cancels the second item; leave out toItem instead", in: multiplier)
            }
        }
        if let constant {
            spec.constant = try number(constant)
            if let problem = ConstraintRules.constantProblem(spec.constant) { throw error(problem, in: constant) }
        }
        if let priority { spec.priority = try Self.priority(priority, metrics: metrics) }
        return spec

        func number(_ field: Field) throws(ConstraintTextError) -> Double {
            if let value = Double(field.value.trimmingSpaces) ?? metrics[field.value.trimmingSpaces] {
                guard value.isFinite else { throw error(ValueProblem.numberOutOfRange, in: field) }
                return value
            }
            throw error("expected a number or a metric name, found '\(field.value)'", in: field, kind: .invalidValue,
                        suggestion: Suggestions.nearest(to: field.value, in: metrics.keys.sorted()))
        }
    }

    private func required(_ field: Field?, _ name: String) throws(ConstraintTextError) -> Field {
        if let field, !field.value.trimmingSpaces.isEmpty { return field }
        throw ConstraintTextError("the item form needs '\(name)'", text: field?.value ?? "", offset: 0,
                                  textLocation: field?.location ?? location)
    }

    private func error(_ message: String, in field: Field, kind: DiagnosticKind = .syntax,
                       suggestion: String? = nil) -> ConstraintTextError {
        ConstraintTextError(message, kind: kind, suggestion: suggestion, text: field.value, offset: 0,
                            textLocation: field.location)
    }

    private func error(_ problem: ValueProblem, in field: Field) -> ConstraintTextError {
        error(problem.message, in: field, kind: .invalidValue)
    }

    private static func attribute(_ field: Field) throws(ConstraintTextError) -> LayoutAttribute {
        let name = field.value.trimmingSpaces.hasPrefix(".") ? String(field.value.trimmingSpaces.dropFirst()) : field.value.trimmingSpaces
        if let attribute = LayoutAttribute(name: name) { return attribute }
        throw ConstraintTextError("unknown attribute '\(name)'", kind: .unknownName, suggestion: AttributeName.suggestion(for: name),
                                  text: field.value, offset: 0, textLocation: field.location)
    }

    private static let relationNames: [String: LayoutRelation] = [
        "equal": .equal, "==": .equal, "greaterThanOrEqual": .greaterThanOrEqual, ">=": .greaterThanOrEqual,
        "lessThanOrEqual": .lessThanOrEqual, "<=": .lessThanOrEqual,
    ]

    private func relation() throws(ConstraintTextError) -> LayoutRelation {
        guard let relatedBy else { return .equal }
        let text = relatedBy.value.trimmingSpaces
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
        if let relation = Self.relationNames[name] { return relation }
        throw error("unknown relation '\(name)'; it must be equal, greaterThanOrEqual or lessThanOrEqual (or ==, >=, <=)",
                    in: relatedBy, kind: .unknownName,
                    suggestion: Suggestions.nearest(to: name, in: ["equal", "greaterThanOrEqual", "lessThanOrEqual"]))
    }

    private static func priority(_ field: Field, metrics: [String: Double]) throws(ConstraintTextError) -> LayoutPriority {
        var scanner = TextScanner(field.value, location: field.location)
        scanner.skipSpaces()
        let priority = try PriorityReader.read(&scanner, metrics: metrics)
        scanner.skipSpaces()
        if !scanner.isAtEnd { throw scanner.error("unexpected \(scanner.foundDescription) after the priority") }
        return priority
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}

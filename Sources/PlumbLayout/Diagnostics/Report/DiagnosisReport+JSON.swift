extension DiagnosisReport {
    /// The report as JSON (docs/diagnostics.md describes it): `{"hasErrors", "canvases": [{"name",
    /// "conflicts", "ambiguities", "contentPriorityTies", "warnings",
    /// "unmetConstraints"}]}`. Unmet optional constraints are always included; locations are
    /// `file:line:column` strings or null; unbounded range ends are null.
    public var json: String {
        JSONValue.object([
            ("hasErrors", .bool(hasErrors)),
            ("canvases", .array(diagnoses.map(Self.json))),
        ]).serialized() + "\n"
    }

    /// The JSON for a scene whose layout cannot be built at all: `{"hasErrors": true, "canvases": [],
    /// "error": {"kind", "message", "location"}}`: the ``DiagnosticKind``, the message as the text
    /// prints it, and the place of the fault (``LayoutError/faultLocation``, `file:line:column`) or null.
    public static func json(unbuildable error: LayoutError) -> String {
        JSONValue.object([
            ("hasErrors", .bool(true)),
            ("canvases", .array([])),
            ("error", .object([("kind", .string(error.kind.rawValue)), ("message", .string(error.fullMessage)),
                               ("location", .optional(error.faultLocation?.description))])),
        ]).serialized()
    }

    private static func json(_ diagnosis: LayoutDiagnosis) -> JSONValue {
        .object([
            ("name", .string(diagnosis.canvas.name)),
            ("hasErrors", .bool(diagnosis.hasErrors)),
            ("conflicts", .array(diagnosis.conflicts.map { conflict in
                .object([("broken", json(conflict.broken)), ("brokenBy", .number(conflict.brokenBy)),
                         ("members", .array(conflict.members.map(json)))])
            })),
            ("ambiguities", .array(diagnosis.ambiguities.map { ambiguity in
                .object([("name", .string(ambiguity.name)), ("subject", .string(ambiguity.subject.rawValue)),
                         ("axis", .string(ambiguity.axis.rawValue)), ("position", json(ambiguity.position)),
                         ("size", json(ambiguity.size)), ("rangesMeasured", .bool(ambiguity.rangesMeasured)),
                         ("location", .optional(ambiguity.location?.description))])
            })),
            ("contentPriorityTies", .array(diagnosis.contentPriorityTies.map { tie in
                .object([("views", .array(tie.views.map(JSONValue.string))), ("axis", .string(tie.axis.rawValue)),
                         ("kind", .string(tie.kind.rawValue)), ("priority", .number(tie.priority.rawValue)),
                         ("sizes", .array(tie.sizes.map { json($0) })),
                         ("location", .optional(tie.location?.description))])
            })),
            ("warnings", .array(diagnosis.warnings.map { warning in
                .object([("message", .string(warning.message)),
                         ("location", .optional((warning.origin?.constraintLocation ?? warning.origin?.location)?.description))])
            })),
            ("unmetConstraints", .array(diagnosis.unmetConstraints.map { unmet in
                .object([("constraint", json(unmet.constraint)), ("priority", .number(unmet.priority.rawValue)),
                         ("by", .number(unmet.by))])
            })),
        ])
    }

    private static func json(_ constraint: DiagnosedConstraint) -> JSONValue {
        .object([("constraint", .string(constraint.text)), ("location", .optional(constraint.location?.description)),
                 ("source", .string(sourceName(constraint.source))), ("uikit", .optional(constraint.uikitDescription))])
    }

    private static func json(_ range: ValueRange?) -> JSONValue {
        guard let range else { return .null }
        return .object([("min", .optional(range.lowerBound)), ("max", .optional(range.upperBound))])
    }

    private static func sourceName(_ source: SolvedConstraint.Source) -> String {
        switch source {
        case .user: return "user"
        case .intrinsicSize: return "intrinsicSize"
        case .stackView: return "stackView"
        case .autoresizingMask: return "autoresizingMask"
        case .implicit: return "implicit"
        case .system: return "system"
        }
    }
}

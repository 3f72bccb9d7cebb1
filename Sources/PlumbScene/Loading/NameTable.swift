import PlumbLayout

/// Checks that view, guide and metric names are unique, and reports each name given twice.
struct NameTable {
    let reader: NodeReader

    /// Reports a name declared twice (views and guides share one namespace), and metrics that
    /// shadow a view or guide (visual format strings read such a name as the metric).
    func check(_ declarations: [Declaration], metricLocations: [String: SourceLocation]) {
        var first: [String: Declaration] = [:]
        for declaration in declarations {
            if let earlier = first[declaration.name] {
                reader.report("duplicate name '\(declaration.name)': already declared as a \(Self.describe(earlier.kind)) "
                              + "at line \(earlier.location.line)", at: declaration.node)
            } else {
                first[declaration.name] = declaration
            }
        }
        for (name, location) in metricLocations.sorted(by: { $0.key < $1.key }) {
            guard let declaration = first[name] else { continue }
            reader.report("metric '\(name)' has the name of a \(Self.describe(declaration.kind)) declared at line "
                          + "\(declaration.location.line); constraint text would read it as the metric",
                          at: location, text: name)
        }
    }

    static func describe(_ kind: Declaration.Kind) -> String {
        switch kind {
        case .view(let kind): return kind == .view ? "view" : "\(kind.rawValue) view"
        case .guide: return "layout guide"
        }
    }
}

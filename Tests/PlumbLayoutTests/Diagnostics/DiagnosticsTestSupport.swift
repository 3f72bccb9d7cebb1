import Testing
@testable import PlumbLayout

/// Builds small documents for diagnostics tests, each constraint at its own line of a pretend
/// `test.yaml` so that reports can be checked exactly.
enum DiagnosticFixture {
    /// Parses `"a.width == 0.5 * b.width + 8 @750"` lines with the equation parser, constraint `n`
    /// at line `n + 10`, column 5.
    static func constraints(_ lines: [String]) -> [ConstraintSpec] {
        lines.enumerated().compactMap { offset, line in
            do {
                return try ConstraintParser.parseEquation(
                    line, metrics: [:], location: PlumbLayout.SourceLocation(file: "test.yaml", line: offset + 10, column: 5))
            } catch {
                Issue.record("bad constraint in test: \(line): \(error)")
                return nil
            }
        }
    }

    /// A view declared at `line`, column 5 of `test.yaml`.
    static func view(_ name: String, _ kind: ViewKind = .view, line: Int, intrinsic: Size? = nil,
                     hugging: Double? = nil, subviews: [ViewNode] = []) -> ViewNode {
        var properties = ViewProperties()
        properties.intrinsicSize = intrinsic
        if kind == .label { properties.text = name }
        if let hugging { properties.hugging = AxisPriorities(horizontal: LayoutPriority(hugging), vertical: LayoutPriority(hugging)) }
        return ViewNode(name: name, kind: kind, properties: properties, subviews: subviews,
                        location: PlumbLayout.SourceLocation(file: "test.yaml", line: line, column: 5))
    }

    static let canvas = Canvas(name: "phone", size: Size(width: 320, height: 480))

    static func diagnose(views: [ViewNode], constraints: [String], canvas: Canvas = canvas) throws -> LayoutDiagnosis {
        let document = LayoutDocument(name: "test", views: views, constraints: self.constraints(constraints))
        return try LayoutDiagnoser(document: document, textMeasurer: FixedAdvanceTextMeasurer()).diagnose(canvas)
    }

    static func report(views: [ViewNode], constraints: [String], verbose: Bool = false) throws -> String {
        DiagnosisReport(diagnoses: [try diagnose(views: views, constraints: constraints)], verbose: verbose,
                        file: "test.yaml").text
    }
}

import Testing
@testable import PlumbLayout

@Suite struct ZZDiagTiming {
    static func form(rows: Int, ambiguousEvery: Int? = nil) -> LayoutDocument {
        var views: [ViewNode] = []
        var lines: [String] = []
        for i in 0..<rows {
            views.append(DiagnosticFixture.view("l\(i)", .label, line: 1, intrinsic: Size(width: 60, height: 20)))
            views.append(DiagnosticFixture.view("f\(i)", line: 1))
            lines += ["l\(i).leading == superview.leadingMargin", i == 0 ? "l0.top == superview.top + 8" : "l\(i).top == l\(i-1).bottom + 12",
                      "f\(i).leading == l\(i).trailing + 8", "f\(i).centerY == l\(i).centerY", "f\(i).height == 30"]
            if let every = ambiguousEvery, i % every == 0 { continue }
            lines.append("f\(i).trailing == superview.trailingMargin")
        }
        return LayoutDocument(name: "form", views: views, constraints: DiagnosticFixture.constraints(lines))
    }

    @Test func timing() throws {
        let clock = ContinuousClock()
        for rows in [100, 200] {
            for every in [nil, 10] as [Int?] {
                let document = Self.form(rows: rows, ambiguousEvery: every)
                let canvas = Canvas(name: "tall", size: Size(width: 393, height: Double(rows * 40 + 100)))
                var layout: SolvedLayout?
                let solve = clock.measure { layout = try? LayoutEngine(document: document, textMeasurer: FixedAdvanceTextMeasurer()).solve(canvas) }
                var diagnosis: LayoutDiagnosis?
                let diagnose = clock.measure { diagnosis = try? LayoutDiagnoser(document: document, textMeasurer: FixedAdvanceTextMeasurer()).diagnose(canvas) }
                print("views \(rows * 2) ambiguous \(every != nil): solve \(solve) diagnose \(diagnose) ambiguities \(diagnosis?.ambiguities.count ?? -1) \(layout != nil)")
                print(phaseLog.joined(separator: "\n")); phaseLog = []
            }
        }
    }
}

import Foundation
import PlumbLayout
import PlumbSources
import Testing
@testable import PlumbRender

/// Every fixture under `fixtures/`, drawn with its constraints as `plumb check` draws it: no two
/// labels overlap, no label covers a view's text (or an image view's size caption) or a badge (a
/// small filled view), no cap or arrowhead touches the text of a label or a view, and every mark
/// lies inside the picture.
///
/// The fixtures of every format are read as the command line reads them, by extension
/// (`SceneSources`), so an Interface Builder document's, a listing's and a console log's scenes
/// are drawn as any YAML scene is.
@Suite("Tidiness of every fixture")
struct FixtureTidinessTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fixtures")

    /// Fixtures drawn untidily, left for the arrow layout to fix: each is a known issue, which fails
    /// the test once it is fixed, so that its line here is removed. (BadgeCell.xib was the last: its
    /// width label now slides along its beam, clear of the bottom spacing's, and its height beam
    /// goes to the badge's leading side rather than through the first letter of the text.)
    static let knownUntidy: Set<String> = []

    static var scenePaths: [String] {
        let enumerator = FileManager.default.enumerator(atPath: fixtures.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if SceneSources.isSceneSource(path) {
                paths.append(path)
            }
        }
        return paths.sorted()
    }

    /// What is wrong with one drawing, in words; empty when it is tidy.
    static func problems(in layout: SolvedLayout) -> [String] {
        let options = RenderOptions(showConstraints: true)
        let (marks, texts) = FontSystem.shared.withSession { session in
            (ConstraintMarks.make(for: layout, options: options, session: session),
             ConstraintMarks.textFrames(in: layout, session: session))
        }
        let badges = ConstraintMarks.badgeFrames(in: layout)
        let picture = Rect(origin: .zero, size: layout.canvas.size).inset(by: EdgeInsets(all: -options.padding))
        var problems: [String] = []
        let labels = marks.flatMap { mark in mark.labels.map { (mark.title.split(separator: "\n").first.map(String.init) ?? "", $0) } }
        for (i, (title, label)) in labels.enumerated() {
            for (otherTitle, other) in labels[(i + 1)...] where overlap(label.frame, other.frame) > 1 {
                problems.append("label '\(label.text)' (\(title)) overlaps '\(other.text)' (\(otherTitle))")
            }
            for text in texts where overlap(label.frame, text) > 1 {
                problems.append("label '\(label.text)' (\(title)) covers text at \(text)")
            }
            for badge in badges where overlap(label.frame, badge) > 1 {
                problems.append("label '\(label.text)' (\(title)) covers a badge at \(badge)")
            }
            if !contains(picture, label.frame) { problems.append("label '\(label.text)' (\(title)) leaves the picture") }
        }
        for mark in marks {
            for segment in mark.lines + mark.caps {
                let box = Rect(x: min(segment.start.x, segment.end.x), y: min(segment.start.y, segment.end.y),
                               width: abs(segment.end.x - segment.start.x), height: abs(segment.end.y - segment.start.y))
                if !contains(picture, box) { problems.append("a line of '\(mark.title)' leaves the picture") }
            }
            // Caps and arrowheads, with the half-point of their stroke, keep off the glyphs of every
            // label and view (issue 16: arrow caps touching glyphs).
            for cap in mark.caps {
                let box = Rect(x: min(cap.start.x, cap.end.x) - 0.5, y: min(cap.start.y, cap.end.y) - 0.5,
                               width: abs(cap.end.x - cap.start.x) + 1, height: abs(cap.end.y - cap.start.y) + 1)
                let title = mark.title.split(separator: "\n").first.map(String.init) ?? ""
                // A label's text lies inside its box by the label inset.
                let inset = ArrowLayout.labelInset
                for (otherTitle, label) in labels
                where overlap(box, label.frame.inset(by: EdgeInsets(top: inset.vertical, left: inset.horizontal,
                                                                  bottom: inset.vertical, right: inset.horizontal))) > 0 {
                    problems.append("a cap of '\(title)' touches label '\(label.text)' (\(otherTitle))")
                }
                // A text's box is its line's height: a cap on its edge (a beam ending at a label's
                // side) touches no glyph; one reaching a point and a half inside it does.
                for text in texts where overlap(box, text.inset(by: EdgeInsets(all: 1.5))) > 0 {
                    problems.append("a cap of '\(title)' touches text at \(text)")
                }
            }
        }
        return problems
    }

    static func overlap(_ a: Rect, _ b: Rect) -> Double {
        let width = min(a.maxX, b.maxX) - max(a.minX, b.minX), height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return width > 0 && height > 0 ? width * height : 0
    }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 0.01 && inner.minY >= outer.minY - 0.01
            && inner.maxX <= outer.maxX + 0.01 && inner.maxY <= outer.maxY + 0.01
    }

    @Test(arguments: scenePaths)
    func everyFixtureIsDrawnTidily(_ path: String) throws {
        let contents = try SceneSources.read(path: Self.fixtures.appendingPathComponent(path).path)
        var problems: [String] = []
        for scene in contents.scenes {
            let name = contents.isCollection ? "\(path)/\(scene.name)" : path
            let diagnoses = try scene.document.diagnose(canvases: scene.canvases) { PangoTextMeasurer(direction: $0) }
            problems += diagnoses.map(\.layout).flatMap { layout in
                Self.problems(in: layout).map { "\(name) on \(layout.canvas.name): \($0)" }
            }
        }
        guard Self.knownUntidy.contains(path) else {
            for problem in problems { Issue.record(Comment(rawValue: problem)) }
            return
        }
        withKnownIssue("drawn untidily; see knownUntidy") {
            for problem in problems { Issue.record(Comment(rawValue: problem)) }
        }
    }
}

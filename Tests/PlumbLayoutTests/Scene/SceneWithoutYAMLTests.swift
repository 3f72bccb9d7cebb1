import Foundation
import Testing
import PlumbLayout

// This target depends on PlumbLayout alone: these tests show that a reader of a format other than
// YAML makes a `Scene`, with its places and located errors, without YAML's module. (`Scene` is written
// `PlumbLayout.Scene` because this target's engine tests have a builder of that name.)

/// `Testing` has a `SourceLocation` of its own.
private typealias Place = PlumbLayout.SourceLocation

/// A reader of a toy line format, as a reader of a foreign format (a storyboard, a log) would be
/// written: one view per line (`label title Hello`), and constraints after `=`.
private enum LineSceneReader: SingleSceneReader {
    static let fileExtensions = ["lines"]

    static func load(path: String) throws(SourceDiagnostics) -> PlumbLayout.Scene {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw SourceDiagnostics([SourceDiagnostic(location: Place(file: path, line: 1, column: 1), kind: .unreadable,
                                                      message: "cannot read the file", text: path)])
        }
        return try read(text, path: path)
    }

    static func read(_ text: String, path: String) throws(SourceDiagnostics) -> PlumbLayout.Scene {
        var document = LayoutDocument(name: "lines")
        var constraintLines: [(text: String, location: Place)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let start = Place(file: path, line: index + 1, column: 1)
            if line.hasPrefix("= ") {
                constraintLines.append((String(line.dropFirst(2)), start.advanced(by: 2)))
                continue
            }
            let words = line.split(separator: " ", maxSplits: 2).map(String.init)
            guard words.count >= 2, let kind = ViewKind(rawValue: words[0]) else { continue }
            var properties = ViewProperties()
            properties.text = words.count > 2 ? words[2] : nil
            document.views.append(ViewNode(name: words[1], kind: kind, properties: properties, location: start))
        }
        let checker = ItemNameChecker(document: document)
        var errors: [SourceDiagnostic] = []
        for (line, location) in constraintLines {
            do throws(ConstraintTextError) {
                let specs = try ConstraintParser.parse(line: line, location: location)
                errors += specs.flatMap { checker.errors(in: $0, fallback: location) }
                document.constraints += specs
            } catch {
                errors.append(SourceDiagnostic(error, fallback: location))
            }
        }
        let scene = PlumbLayout.Scene(name: document.name, document: document, canvases: [DevicePreset.defaultCanvas],
                                      path: path)
        errors += ItemNameChecker.nameClashes(in: ItemNameChecker.declarations(in: scene))
        guard errors.isEmpty else { throw SourceDiagnostics(errors) }
        return scene
    }
}

@Suite struct SceneWithoutYAMLTests {
    let text = """
        label title Hello
        view box
        = title.leading == superview.leading + 20
        = title.top == superview.top + 30
        = H:|-40-[box(100)]
        = V:[title]-[box(50)]
        """

    @Test func aReaderOfAnotherFormatMakesASceneThatSolves() throws {
        let scene = try LineSceneReader.read(text, path: "two.lines")
        let layout = try #require(try scene.solve { _ in FixedAdvanceTextMeasurer() }.first)
        #expect(layout.view(named: "title")?.frame.origin == Point(x: 20, y: 30))
        #expect(layout.view(named: "box")?.frame.origin.x == 40)
        #expect(layout.view(named: "box")?.frame.size == Size(width: 100, height: 50))
    }

    @Test func theSourceMapPointsIntoTheForeignFile() throws {
        let scene = try LineSceneReader.read(text, path: "two.lines")
        #expect(scene.path == "two.lines")
        #expect(scene.sources.location(ofItem: "box") == Place(file: "two.lines", line: 2, column: 1))
        #expect(scene.sources.location(ofItem: "nowhere") == Place(file: "two.lines", line: 1, column: 1))
        // Each of a VFL string's constraints points at its own part of the string.
        let places = scene.document.constraints.map { scene.sources.location(of: $0).description }
        #expect(places == ["two.lines:3:3", "two.lines:4:3", "two.lines:5:5", "two.lines:5:15", "two.lines:6:11",
                           "two.lines:6:18"])
    }

    @Test func unknownNamesAreLocatedErrorsWithASuggestion() {
        #expect {
            _ = try LineSceneReader.read("label title Hi\n= titel.top == superview.top", path: "bad.lines")
        } throws: { error in
            let problems = (error as? SourceDiagnostics)?.errors ?? []
            return problems.map(\.description) == ["bad.lines:2:3: error: unknown view or guide 'titel'; did you mean 'title'?"]
        }
    }

    @Test func constraintTextErrorsBecomeLocatedDiagnostics() {
        #expect {
            _ = try LineSceneReader.read("view box\n= box.widht == 10", path: "typo.lines")
        } throws: { error in
            guard let problem = (error as? SourceDiagnostics)?.errors.first else { return false }
            return problem.location.line == 2 && problem.suggestion == "width" && problem.severity == .error
        }
    }

    @Test func aNameDeclaredTwiceIsReportedAsTheYAMLReaderReportsIt() {
        #expect {
            _ = try LineSceneReader.read("view box\nlabel title Hi\nlabel box Hi", path: "twice.lines")
        } throws: { error in
            let problems = (error as? SourceDiagnostics)?.errors ?? []
            return problems.map(\.description)
                == ["twice.lines:3:1: error: duplicate name 'box': already declared as a view at line 1"]
                && problems.map(\.kind) == [.nameClash]
        }
    }

    @Test func aFileThatCannotBeReadIsALocatedError() {
        #expect(throws: SourceDiagnostics.self) { _ = try LineSceneReader.load(path: "/nonexistent/scene.lines") }
    }
}

import Testing
import PlumbLayout

/// States applied to a scene made in code, as any reader would make them.
@Suite struct SceneStateTests {
    static func constraint(_ text: String, identifier: String? = nil, line: Int) throws -> ConstraintSpec {
        var spec = try #require(try ConstraintParser.parse(line: text, location: SourceLocation(file: "s", line: line, column: 1)).first)
        spec.identifier = identifier
        return spec
    }

    static func scene() throws -> PlumbLayout.Scene {
        var label = ViewProperties()
        label.text = "Hello"
        let document = LayoutDocument(
            views: [ViewNode(name: "box", kind: .view), ViewNode(name: "caption", kind: .label, properties: label)],
            constraints: [
                try constraint("box.top == root.top + 40", identifier: "boxTop", line: 1),
                try constraint("box.leading == root.leading + 10", line: 2),
                try constraint("box.width == 100", identifier: "boxWidth", line: 3),
                try constraint("box.height == 50", line: 4),
                try constraint("caption.top == box.bottom + 8", line: 5),
                try constraint("caption.leading == box.leading", line: 6),
                try constraint("box.width == 200 @250", identifier: "wide", line: 7),
            ])
        return PlumbLayout.Scene(name: "s", document: document, canvases: [Canvas(name: "c", size: Size(width: 320, height: 480))], path: "s")
    }

    static func frames(_ scene: PlumbLayout.Scene) throws -> [String: Rect] {
        let layout = try #require(try scene.solve { _ in FixedAdvanceTextMeasurer() }.first)
        return Dictionary(uniqueKeysWithValues: layout.views.map { ($0.name, $0.frame) })
    }

    @Test("a constant change moves the view and what hangs from it")
    func constant() throws {
        let state = SceneState(name: "lowered", changes: [SceneChange(.constraint(identifier: "boxTop", ConstraintEdit(constant: 240)))])
        let frames = try Self.frames(try Self.scene().applying(state: state))
        #expect(frames["box"] == Rect(x: 10, y: 240, width: 100, height: 50))
        #expect(frames["caption"]?.minY == 298)
    }

    @Test("a priority change lets an optional constraint win; deactivating a required one does the same")
    func priorityAndActivation() throws {
        let raised = SceneState(name: "wide", changes: [
            SceneChange(.constraint(identifier: "boxWidth", ConstraintEdit(priority: LayoutPriority(rawValue: 200)))),
        ])
        #expect(try Self.frames(try Self.scene().applying(state: raised))["box"]?.width == 200)
        let inactive = SceneState(name: "free", changes: [
            SceneChange(.constraint(identifier: "boxWidth", ConstraintEdit(isActive: false))),
        ])
        #expect(try Self.frames(try Self.scene().applying(state: inactive))["box"]?.width == 200)
    }

    @Test("removing and adding constraints, and changing a view's text")
    func removeAddAndProperties() throws {
        var text = ViewProperties()
        text.text = "Hello, world"
        let state = SceneState(name: "s2", changes: [
            SceneChange(.remove(identifier: "boxWidth")),
            SceneChange(.remove(identifier: "wide")),
            SceneChange(.add([try Self.constraint("box.width == 150", line: 9)])),
            SceneChange(.view(name: "caption", text)),
        ])
        let changed = try Self.scene().applying(state: state)
        #expect(changed.name == "s[s2]")
        let frames = try Self.frames(changed)
        #expect(frames["box"]?.width == 150)
        // The fake measurer gives every character the same advance: 12 characters are wider than 5.
        let original = try Self.frames(try Self.scene())
        #expect(try #require(frames["caption"]?.width) > (try #require(original["caption"]?.width)))
    }

    @Test("an unknown identifier or view is an error at the change's place, with a suggestion")
    func unknownNames() throws {
        let place = SourceLocation(file: "s", line: 12, column: 19)
        let state = SceneState(name: "bad", changes: [
            SceneChange(.constraint(identifier: "boxTpo", ConstraintEdit(constant: 1)), location: place),
            SceneChange(.view(name: "captoin", ViewProperties()), location: SourceLocation(file: "s", line: 13, column: 13)),
        ])
        var scene = try Self.scene()
        scene.states = [state]
        let errors = scene.stateProblems()
        #expect(errors.map(\.description) == [
            "s:12:19: error: no constraint with the identifier 'boxTpo'; did you mean 'boxTop'?",
            "s:13:13: error: no view named 'captoin'; did you mean 'caption'?",
        ])
        #expect(errors.map(\.kind) == [.unknownName, .unknownName])
    }

    @Test("a state the scene does not have is named with the ones it has")
    func unknownState() throws {
        var scene = try Self.scene()
        scene.states = [SceneState(name: "lowered")]
        #expect(throws: SourceDiagnostic.self) { try scene.state(named: "lowerd") }
        do {
            _ = try scene.state(named: "lowerd")
        } catch {
            #expect(error.description == "s:1:1: error: no state named 'lowerd' (the scene has lowered); did you mean 'lowered'?")
        }
    }
}

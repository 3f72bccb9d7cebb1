import PlumbLayout
import PlumbScene
import Testing

/// The `states:` section: what it reads into, and every mistake at its place.
@Suite struct SceneStateReadingTests {
    static let base = """
        views:
          - view: box
          - label: caption
            text: Hi
        constraints:
          - constraint: box.top == root.top + 40
            identifier: boxTop
          - box.leading == root.leading
          - box.width == 100
          - box.height == 50
          - caption.top == box.bottom
          - caption.leading == box.leading
        """

    static func load(_ states: String) throws -> PlumbLayout.Scene {
        try SceneLoader.load(text: base + "\nstates:\n" + states, path: "t.yaml")
    }

    static func errors(_ states: String) -> [String] {
        do {
            _ = try load(states)
            return []
        } catch let errors as SceneErrors {
            return errors.errors.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test("each form of change reads into its SceneChange, in order")
    func reads() throws {
        let scene = try Self.load("""
              start: []
              moved:
                - constraint: boxTop
                  constant: 240
                  priority: 750
                  active: true
                - add: box.width == 200 @500
                - remove: boxTop
                - view: caption
                  text: Moved
                  hidden: true
            """)
        #expect(scene.states.map(\.name) == ["start", "moved"])
        #expect(scene.states[0].changes.isEmpty)
        let changes = scene.states[1].changes.map(\.edit)
        #expect(changes.count == 4)
        #expect(changes[0] == .constraint(identifier: "boxTop",
                                          ConstraintEdit(constant: 240, priority: LayoutPriority(rawValue: 750), isActive: true)))
        guard case let .add(added) = changes[1] else { Issue.record("not an add: \(changes[1])"); return }
        #expect(added.map(\.constant) == [200])
        #expect(added.map(\.priority) == [LayoutPriority(rawValue: 500)])
        #expect(changes[2] == .remove(identifier: "boxTop"))
        var properties = ViewProperties()
        properties.text = "Moved"
        properties.hidden = true
        #expect(changes[3] == .view(name: "caption", properties))
        #expect(scene.states[1].changes[0].location == SourceLocation(file: "t.yaml", line: 16, column: 19))
    }

    @Test("a state solves to the changed frames")
    func solves() throws {
        let scene = try Self.load("""
              lowered:
                - constraint: boxTop
                  constant: 240
            """)
        let changed = try scene.applying(state: scene.state(named: "lowered"))
        let layout = try #require(try changed.solve { _ in FixedAdvanceTextMeasurer() }.first)
        #expect(layout.view(named: "box")?.frame == Rect(x: 0, y: 240, width: 100, height: 50))
        #expect(layout.view(named: "caption")?.frame.minY == 290)
    }

    @Test("unknown identifiers, views and keys are errors at their place")
    func mistakes() {
        #expect(Self.errors("""
              lowered:
                - constraint: boxTpo
                  constant: 240
                - remove: boxTop2
                - view: captoin
                  hidden: true
                - constraint: boxTop
                  constnt: 3
                - view: caption
                  colr: red
                - move: box
            """) == [
                "t.yaml:15:19: error: no constraint with the identifier 'boxTpo'; did you mean 'boxTop'?",
                "t.yaml:17:15: error: no constraint with the identifier 'boxTop2'; did you mean 'boxTop'?",
                "t.yaml:18:13: error: no view named 'captoin'; did you mean 'caption'?",
                "t.yaml:21:7: error: unknown key 'constnt' in a constraint change; did you mean 'constant'?",
                "t.yaml:23:7: error: unknown key 'colr' in a change of label 'caption'; did you mean 'color'?",
                "t.yaml:24:7: error: expected a change with 'constraint', 'add', 'remove' or 'view'",
            ])
    }

    @Test("a state is a list of changes; two forms in one change are reported")
    func shapes() {
        #expect(Self.errors("  lowered: {constraint: boxTop}\n") == [
            "t.yaml:14:12: error: expected a list for the changes of state 'lowered', found a mapping",
        ])
        #expect(Self.errors("  lowered:\n    - remove: boxTop\n      view: box\n") == [
            "t.yaml:16:7: error: a change has one of 'constraint', 'add', 'remove' or 'view', not both 'remove' and 'view'",
        ])
    }

    @Test("more than a thousand states, or a state name of more than 100 characters, is beyond the limits")
    func limits() {
        let many = (0...1_000).map { "  s\($0): []" }.joined(separator: "\n") + "\n"
        #expect(Self.errors(many) == ["t.yaml:1014:3: error: too many states: 1001, at most 1000 are allowed"])
        let long = String(repeating: "a", count: 101)
        #expect(Self.errors("  \(long): []\n") == [
            "t.yaml:14:3: error: a state name is too long: 101 characters, at most 100 are allowed",
        ])
    }
}

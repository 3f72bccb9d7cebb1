import PlumbLayout
import PlumbScene
import Testing

/// Every kind of mistake, with the exact text of its message and its place.
@Suite struct SceneErrorTests {
    /// A scene text and the one error line it must produce.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var yaml: String
        var expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unknown top-level key", yaml: """
            views: []
            constraint: []
            """, expected: "t.yaml:2:1: error: unknown key 'constraint' in the scene; did you mean 'constraints'?"),
        Case(name: "unknown bottom bar", yaml: """
            bars: {bottom-bar: tabbar}
            views: []
            """, expected: "t.yaml:1:20: error: unknown bottom bar 'tabbar'; did you mean 'tab-bar'?"),
        Case(name: "large title without a navigation bar", yaml: """
            bars: {large-title: true}
            views: []
            """, expected: "t.yaml:1:8: error: a large title is shown in a navigation bar: add 'navigation-bar: true' to 'bars'"),
        Case(name: "unknown property", yaml: """
            views:
              - label: title
                colr: red
            """, expected: "t.yaml:3:5: error: unknown key 'colr' in label 'title'; did you mean 'color'?"),
        Case(name: "property of another kind", yaml: """
            views:
              - label: title
                title: Hello
            """, expected: "t.yaml:3:5: error: 'title' is not a property of a label (it belongs to button)"),
        Case(name: "unknown kind of view", yaml: """
            views:
              - lable: title
            constraints:
              - title.width == 100
            """, expected: "t.yaml:2:5: error: unknown kind of view 'lable'; did you mean 'label'?"),
        Case(name: "two kinds in one entry", yaml: """
            views:
              - label: title
                button: ok
            """, expected: "t.yaml:3:5: error: a view has one kind, but 'button' follows 'label'; start a new list entry with '- button: …'"),
        Case(name: "duplicate view name", yaml: """
            views:
              - label: title
              - view: box
                views:
                  - button: title
            """, expected: "t.yaml:5:17: error: duplicate name 'title': already declared as a label view at line 2"),
        Case(name: "guide named like a view", yaml: """
            views:
              - view: spacer
            guides: [spacer]
            """, expected: "t.yaml:3:10: error: duplicate name 'spacer': already declared as a view at line 2"),
        Case(name: "metric named like a view", yaml: """
            metrics: {box: 8}
            views:
              - view: box
            """, expected: "t.yaml:1:11: error: metric 'box' has the name of a view declared at line 3; constraint text would read it as the metric"),
        Case(name: "duplicate key", yaml: """
            views:
              - label: title
                text: A
                text: B
            """, expected: "t.yaml:4:5: error: duplicate key 'text' in a view entry (first at line 3)"),
        Case(name: "scalar where a list belongs", yaml: """
            views:
              - view: box
            constraints: box.width == 10
            """, expected: "t.yaml:3:14: error: expected a list for 'constraints', found 'box.width == 10'"),
        Case(name: "mapping where a list belongs", yaml: """
            views: {label: title}
            """, expected: "t.yaml:1:8: error: expected a list for 'views', found a mapping"),
        Case(name: "priority above 1000", yaml: """
            views:
              - label: title
                hugging: 1001
            """, expected: "t.yaml:3:14: error: 'hugging' must be greater than 0 and at most 1000, found 1001"),
        Case(name: "priority above 1000 on a constraint entry", yaml: """
            views:
              - view: box
            constraints:
              - constraint: box.width == 10
                priority: 1001
            """, expected: "t.yaml:5:15: error: 'priority' must be greater than 0 and at most 1000, found 1001"),
        Case(name: "priority above 1000 in an equation", yaml: """
            views:
              - view: box
            constraints:
              - box.width == 10 @1001
            """, expected: "t.yaml:4:22: error: priority must be greater than 0 and at most 1000"),
        Case(name: "priority 0", yaml: """
            views:
              - label: title
                resistance: {vertical: 0}
            """, expected: "t.yaml:3:28: error: 'vertical' in 'resistance' must be greater than 0 and at most 1000, found 0"),
        Case(name: "unknown priority name", yaml: """
            views:
              - label: title
                hugging: hihg
            """, expected: "t.yaml:3:14: error: expected a priority for 'hugging' (a number or required, high, low or fittingSize), found 'hihg'; did you mean 'high'?"),
        Case(name: "negative font size", yaml: """
            views:
              - label: title
                font: {size: -3}
            """, expected: "t.yaml:3:18: error: font size must be greater than 0 and at most 1000, found -3"),
        Case(name: "unknown font weight", yaml: """
            views:
              - label: title
                font: {weight: bolt}
            """, expected: "t.yaml:3:20: error: unknown font weight 'bolt'; did you mean 'bold'?"),
        Case(name: "negative lines", yaml: """
            views:
              - label: title
                lines: -1
            """, expected: "t.yaml:3:12: error: 'lines' must be 0 (no limit) or more, found -1"),
        Case(name: "fractional lines", yaml: """
            views:
              - label: title
                lines: 1.5
            """, expected: "t.yaml:3:12: error: expected a whole number for 'lines', found '1.5'"),
        Case(name: "not a number", yaml: """
            views:
              - view: box
                corner-radius: big
            """, expected: "t.yaml:3:20: error: expected a number for 'corner-radius', found 'big'"),
        Case(name: "not a boolean", yaml: """
            views:
              - view: box
                hidden: yes
            """, expected: "t.yaml:3:13: error: expected true or false for 'hidden', found 'yes'"),
        Case(name: "bad colour", yaml: """
            views:
              - view: box
                background: "#12345"
            """, expected: "t.yaml:3:17: error: invalid colour '#12345' for 'background' (expected #rgb, #rrggbb or #rrggbbaa)"),
        Case(name: "colour name misspelt", yaml: """
            views:
              - view: box
                background: ligthGray
            """, expected: "t.yaml:3:17: error: unknown colour 'ligthGray' for 'background'; did you mean 'lightGray'?"),
        Case(name: "frame of three numbers", yaml: """
            views:
              - view: box
                frame: [0, 0, 10]
            """, expected: "t.yaml:3:12: error: expected [x, y, width, height] for 'frame', found a list"),
        Case(name: "canvas too large", yaml: """
            canvases:
              - size: [10000000, 600]
            """, expected: "t.yaml:2:12: error: canvas width must be greater than 0 and at most 10000 points, found 10000000"),
        Case(name: "unknown device", yaml: """
            canvases:
              - device: iphone-51
            """, expected: "t.yaml:2:13: error: unknown device 'iphone-51'; did you mean 'iphone-15'?"),
        Case(name: "unknown text size", yaml: """
            canvases:
              - device: iphone-15
                text-size: huge
            """, expected: "t.yaml:3:16: error: unknown text size 'huge' (expected xs, s, m, l, xl, xxl, xxxl, accessibility-m, accessibility-l, accessibility-xl, accessibility-xxl, accessibility-xxxl, extra-small, small, medium, large, extra-large, extra-extra-large, extra-extra-extra-large, accessibility-medium, accessibility-large, accessibility-extra-large, accessibility-extra-extra-large or accessibility-extra-extra-extra-large)"),
        Case(name: "duplicate canvas", yaml: """
            canvases:
              - device: iphone-15
              - device: iphone-15
            """, expected: "t.yaml:3:13: error: duplicate canvas name 'iphone-15' (first at line 2); give one a 'name'"),
        Case(name: "canvas name with a space", yaml: """
            canvases:
              - device: iphone-15
                name: my phone
            """, expected: "t.yaml:3:11: error: canvas name 'my phone' may hold only letters, digits, '-', '_' and '.' (it names files)"),
        Case(name: "orientation on a custom canvas", yaml: """
            canvases:
              - size: [800, 600]
                orientation: landscape
            """, expected: "t.yaml:3:5: error: 'orientation' applies only to canvases with a 'device'"),
        Case(name: "safe area larger than the canvas", yaml: """
            canvases:
              - size: [300, 200]
                safe-area: [150, 0, 100, 0]
            """, expected: "t.yaml:3:16: error: the safe area insets leave no room inside the canvas of 300 × 200 points"),
        Case(name: "unknown fitting axis", yaml: """
            canvases:
              - size: [320, 44]
                fit: [depth]
            """, expected: "t.yaml:3:11: error: unknown 'fit' axis 'depth' (expected width or height)"),
        Case(name: "fitting size on a device canvas", yaml: """
            canvases:
              - device: iphone-15
                fit: [height]
            """, expected: "t.yaml:3:5: error: 'fit' applies only to canvases with a custom 'size'"),
        Case(name: "empty canvas list", yaml: """
            canvases: []
            """, expected: "t.yaml:1:11: error: 'canvases' is empty; leave it out for one iPhone 15 in portrait"),
        Case(name: "canvas without device or size", yaml: """
            canvases:
              - name: phone
            """, expected: "t.yaml:2:5: error: a canvas needs a 'device' (such as iphone-15) or a 'size' [width, height]"),
        Case(name: "unknown view in a constraint", yaml: """
            views:
              - textField: email
            constraints:
              - emial.width == 100
            """, expected: "t.yaml:4:5: error: unknown view or guide 'emial'; did you mean 'email'?"),
        Case(name: "unknown view on the right of a quoted constraint", yaml: """
            views:
              - textField: email
              - label: title
            constraints:
              - "title.top == emial.bottom + 8"
            """, expected: "t.yaml:5:19: error: unknown view or guide 'emial'; did you mean 'email'?"),
        Case(name: "misspelt attribute", yaml: """
            views:
              - label: title
            constraints:
              - title.leadingMargn == superview.leading
            """, expected: "t.yaml:4:11: error: unknown attribute 'leadingMargn'; did you mean 'leadingMargin'?"),
        Case(name: "content guide of a plain view", yaml: """
            views:
              - view: box
              - label: title
            constraints:
              - title.top == box.content.top
            """, expected: "t.yaml:5:22: error: 'box' is a view, not a scroll view: only scroll views have 'content' and 'frame' guides"),
        Case(name: "unknown view in a visual format", yaml: """
            views:
              - view: box
            constraints:
              - "H:|-[bx]-|"
            """, expected: "t.yaml:4:11: error: unable to find view with name bx; did you mean 'box'?"),
        Case(name: "item form with an unknown toItem", yaml: """
            views:
              - view: box
              - view: other
            constraints:
              - item: box
                attribute: width
                toItem: othr
                toAttribute: width
            """, expected: "t.yaml:7:13: error: unknown view or guide 'othr'; did you mean 'other'?"),
        Case(name: "unquoted anchor line", yaml: """
            views:
              - view: box
            constraints:
              - box.topAnchor.constraint(equalTo: view.topAnchor)
            """, expected: "t.yaml:4:5: error: YAML read this line as a mapping because of the ': ' in it; put the constraint in quotes"),
        Case(name: "a name where a view belongs", yaml: """
            views:
              - title
            """, expected: "t.yaml:2:5: error: expected a view such as '- label: title', found 'title'"),
        Case(name: "a list as a constraint", yaml: """
            constraints:
              - [a, b]
            """, expected: "t.yaml:2:5: error: expected a constraint (text or a mapping), found a list"),
        Case(name: "nested when", yaml: """
            views:
              - view: box
            constraints:
              - when: {width: regular}
                constraints:
                  - when: {height: compact}
            """, expected: "t.yaml:6:9: error: 'when' blocks cannot be nested"),
        Case(name: "unknown size class", yaml: """
            views:
              - view: box
            constraints:
              - when: {width: regulr}
            """, expected: "t.yaml:4:19: error: unknown size class 'regulr'; did you mean 'regular'?"),
        Case(name: "patch of an unknown view", yaml: """
            views:
              - label: title
            constraints:
              - when: {width: regular}
                views:
                  titel: {text: Hi}
            """, expected: "t.yaml:6:7: error: unknown view 'titel' in a 'when' block; did you mean 'title'?"),
        Case(name: "subviews in a patch", yaml: """
            views:
              - view: box
            constraints:
              - when: {width: regular}
                views:
                  box: {views: []}
            """, expected: "t.yaml:6:13: error: a 'when' block changes properties only; 'views' cannot vary by traits"),
        Case(name: "invalid view name", yaml: """
            views:
              - label: my label
            """, expected: "t.yaml:2:12: error: 'my label' is not a valid name: use letters, digits and '_', not starting with a digit"),
        Case(name: "reserved view name", yaml: """
            views:
              - view: superview
            """, expected: "t.yaml:2:11: error: 'superview' is reserved in constraints and cannot name a view, guide or metric"),
        Case(name: "YAML syntax error", yaml: """
            views:
              - label: title
                text: "unclosed
            """, expected: "t.yaml:3:20: error: invalid YAML: found unexpected end of stream (while scanning a quoted scalar at line 3)"),
        Case(name: "a view that contains itself through an alias", yaml: """
            views: &tree
              - view: box
                views: *tree
            """, expected: "t.yaml:3:12: error: invalid YAML: found undefined alias"),
        Case(name: "a view repeated through an alias", yaml: """
            views:
              - &box
                view: box
              - *box
            """, expected: "t.yaml:3:11: error: duplicate name 'box': already declared as a view at line 3"),
        Case(name: "empty file", yaml: "", expected: "t.yaml:1:1: error: the scene is empty; it needs at least 'views'"),
        Case(name: "a list at the top", yaml: "- label: title", expected: "t.yaml:1:1: error: expected a mapping for the scene (a mapping with 'views', 'constraints', …), found a list"),
        Case(name: "stack alignment misspelt", yaml: """
            views:
              - stack: row
                alignment: centre
            """, expected: "t.yaml:3:16: error: unknown stack alignment 'centre'; did you mean 'center'?"),
        Case(name: "custom spacing after a view outside the stack", yaml: """
            views:
              - stack: row
                custom-spacing: {frist: 10}
                views:
                  - label: first
            """, expected: "t.yaml:3:22: error: custom spacing after 'frist', which is not an arranged view of stack 'row'; did you mean 'first'?"),
        Case(name: "guide with a guide", yaml: """
            guides: [space]
            views:
              - view: box
            constraints:
              - box.top == space.margins.top
            """, expected: "t.yaml:5:22: error: 'space' is a layout guide and has no guides of its own"),
        Case(name: "unknown guide of a view", yaml: """
            views:
              - view: box
              - view: other
            constraints:
              - other.top == box.margin.top
            """, expected: "t.yaml:5:22: error: unknown guide 'margin' of 'box' (expected safeArea, margins, readable, content or frame); did you mean 'margins'?"),
        Case(name: "margin of a root guide", yaml: """
            views:
              - label: title
            constraints:
              - title.top == safeArea.topMargin + 20
            """, expected: "t.yaml:4:27: error: 'safeArea' is a layout guide and has no 'topMargin': guides have edges, "
                + "centres, width and height, but no margins or baselines"),
        Case(name: "baseline of a declared guide in the item form", yaml: """
            views:
              - label: title
            guides: [gap]
            constraints:
              - item: title
                attribute: top
                toItem: gap
                toAttribute: lastBaseline
            """, expected: "t.yaml:8:18: error: 'gap' is a layout guide and has no 'lastBaseline': guides have edges, "
                + "centres, width and height, but no margins or baselines"),
        Case(name: "margin of a view's guide, second in the constraint", yaml: """
            views:
              - view: box
            constraints:
              - box.leadingMargin == box.margins.leadingMargin
            """, expected: "t.yaml:4:38: error: 'box.margins' is a layout guide and has no 'leadingMargin': guides have edges, "
                + "centres, width and height, but no margins or baselines"),
        Case(name: "superview of the root", yaml: """
            views:
              - view: box
            constraints:
              - root.leading == superview.leading
            """, expected: "t.yaml:4:21: error: 'superview' of 'root' does not exist: 'root' is the root view"),
        Case(name: "superview alone", yaml: """
            views:
              - view: box
            constraints:
              - superview.width == 100
            """, expected: "t.yaml:4:5: error: 'superview' needs another item in the constraint: it means the superview "
                + "of that item"),
        Case(name: "superview of the root in the item form", yaml: """
            views:
              - view: box
            constraints:
              - item: root
                attribute: top
                toItem: superview
                toAttribute: top
            """, expected: "t.yaml:6:13: error: 'superview' of 'root' does not exist: 'root' is the root view"),
        Case(name: "unknown visual format option", yaml: """
            views:
              - view: box
            constraints:
              - vfl: "H:|[box]|"
                options: alignAllCentreY
            """, expected: "t.yaml:5:14: error: unknown format option 'alignAllCentreY' (valid options: alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing, alignAllCenterX, alignAllCenterY, alignAllFirstBaseline, alignAllLastBaseline, directionLeadingToTrailing, directionLeftToRight, directionRightToLeft, spacingEdgeToEdge, spacingBaselineToBaseline); did you mean 'alignAllCenterY'?"),
        Case(name: "item form without attribute", yaml: """
            views:
              - view: box
            constraints:
              - item: box
                constant: 10
            """, expected: "t.yaml:4:5: error: the item form needs 'attribute'"),
        Case(name: "metric that is not a number", yaml: """
            metrics: {pad: wide}
            """, expected: "t.yaml:1:16: error: expected a number for metric 'pad', found 'wide'"),
        Case(name: "unknown metric in a constraint", yaml: """
            metrics: {pad: 20}
            views:
              - view: box
            constraints:
              - box.top == safeArea.top + pda
            """, expected: "t.yaml:5:31: error: unknown metric 'pda'; did you mean 'pad'?"),
        Case(name: "intrinsic below -1", yaml: """
            views:
              - view: box
                intrinsic: [-2, 10]
            """, expected: "t.yaml:3:17: error: the width in 'intrinsic' must be -1 (none) or from 0 to 100000, found -2"),
        Case(name: "baseline metrics out of order", yaml: """
            views:
              - label: sum
                baseline-metrics: [40, 12, 50]
            """, expected: "t.yaml:3:23: error: 'baseline-metrics' must be in order, first ≤ last ≤ height, found [40, 12, 50]"),
        Case(name: "baseline metrics negative", yaml: """
            views:
              - label: sum
                baseline-metrics: [-1, 12, 50]
            """, expected: "t.yaml:3:24: error: the first in 'baseline-metrics' must be from 0 to 100000, found -1"),
        Case(name: "unquoted VFL starting with [", yaml: """
            views: [{view: a}, {view: b}]
            constraints:
              - [a]-[b]
            """, expected: "t.yaml:3:8: error: invalid YAML: did not find expected '-' indicator (while parsing a block collection "
                + "at line 3); a constraint starting with '[' must be quoted: - \"[a]-[b]\""),
        Case(name: "unquoted VFL starting with |", yaml: """
            views: [{view: a}]
            constraints:
              - |-[a]-|
            """, expected: "t.yaml:3:7: error: invalid YAML: did not find expected comment or line break (while scanning a "
                + "block scalar at line 3); a constraint starting with '|' must be quoted: - \"|-[a]-|\""),
        Case(name: "unquoted anchor line with constant:", yaml: """
            views: [{view: a}, {view: b}]
            constraints:
              - a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 20)
            """, expected: "t.yaml:3:61: error: invalid YAML: mapping values are not allowed in this context; a constraint "
                + "containing ': ' must be quoted: - \"a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 20)\""),
        Case(name: "VFL without its colon", yaml: """
            views: [{view: a}]
            constraints:
              - "H|-[a]"
            """, expected: "t.yaml:3:7: error: expected ':' after 'H' to specify horizontal arrangement; did you mean 'H:|-[a]'?"),
    ]

    @Test func aVFLBlockScalarWithItsTrailingLineBreakIsAccepted() throws {
        let scene = try SceneLoader.load(text: """
            views: [{view: a}]
            constraints:
              - vfl: |
                  H:|-[a]-|
            """, path: "t.yaml")
        #expect(scene.document.constraints.count == 2)
    }

    @Test(arguments: cases)
    func reportsTheMistakeAtItsPlace(_ testCase: Case) {
        do {
            let scene = try SceneLoader.load(text: testCase.yaml, path: "t.yaml")
            Issue.record("loaded without errors: \(scene.name)")
        } catch {
            #expect(error.description == testCase.expected)
        }
    }

    @Test func reportsEveryMistakeInOneRunSortedByPlace() {
        let yaml = """
            canvases:
              - device: iphone-51
            views:
              - label: title
                font: {size: 0}
                colr: red
            constraints:
              - titel.width == 10
            """
        do {
            _ = try SceneLoader.load(text: yaml, path: "s.yaml")
            Issue.record("loaded without errors")
        } catch {
            #expect(error.errors.map(\.location.line) == [2, 5, 6, 8])
            #expect(error.errors.map(\.suggestion) == ["iphone-15", nil, "color", "title"])
            #expect(error.errors.map(\.text) == ["iphone-51", "0", "colr", "titel"])
        }
    }

    @Test func theSameMistakeOnManyViewsIsGroupedAfterTheFirstFew() {
        // One typo copied onto 250 views: three errors, then one note counting the rest.
        let views = (0..<250).map { "  - view: v\($0)\n    colr: red" }.joined(separator: "\n")
        do {
            _ = try SceneLoader.load(text: "views:\n" + views + "\n  - view: last\n    hiden: true\n", path: "s.yaml")
            Issue.record("loaded without errors")
        } catch {
            #expect(error.errors.count == 251)
            let lines = error.groupedDescription.split(separator: "\n").map(String.init)
            #expect(lines == [
                "s.yaml:3:5: error: unknown key 'colr' in view 'v0'",
                "s.yaml:5:5: error: unknown key 'colr' in view 'v1'",
                "s.yaml:7:5: error: unknown key 'colr' in view 'v2'",
                "s.yaml:9:5: note: … and 247 more like it (the last at line 501)",
                "s.yaml:503:5: error: unknown key 'hiden' in view 'last'; did you mean 'hidden'?",
            ])
        }
    }

    @Test func aMissingFileIsAnError() {
        do {
            _ = try SceneLoader.load(path: "/nonexistent/scene.yaml")
            Issue.record("loaded a missing file")
        } catch {
            #expect(error.description == "/nonexistent/scene.yaml:1:1: error: no such file")
        }
    }
}

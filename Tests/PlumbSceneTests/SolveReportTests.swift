import PlumbLayout
import PlumbScene
import Testing

/// The table and JSON of `plumb solve`, from layouts built by hand.
@Suite struct SolveReportTests {
    static var layout: SolvedLayout {
        let canvas = DevicePreset.named("iphone-se")?.canvas() ?? Canvas(name: "x", size: .zero)
        let spec = ConstraintSpec(first: AttributeReference(item: ItemReference("title"), attribute: .width),
                                  relation: .equal, constant: 500, priority: .defaultHigh, identifier: "wide",
                                  origin: ConstraintOrigin(text: "title.width == 500 @high", syntax: .equation,
                                                           location: SourceLocation(file: "s.yaml", line: 9, column: 5)))
        let broken = ConstraintSpec(first: AttributeReference(item: ItemReference("box"), attribute: .height),
                                    relation: .equal, constant: 10)
        let hugging = ConstraintSpec(first: AttributeReference(item: ItemReference("title"), attribute: .width),
                                     relation: .lessThanOrEqual, constant: 324.5, priority: LayoutPriority(251))
        return SolvedLayout(
            canvas: canvas,
            views: [
                SolvedView(name: "root", kind: .view, superview: nil, frame: Rect(x: 0, y: 0, width: 375, height: 667),
                           absolute: Rect(x: 0, y: 0, width: 375, height: 667)),
                SolvedView(name: "box", kind: .view, superview: "root", frame: Rect(x: 16, y: 20, width: 343, height: 100),
                           absolute: Rect(x: 16, y: 20, width: 343, height: 100)),
                SolvedView(name: "title", kind: .label, superview: "box", frame: Rect(x: 8, y: 8, width: 327, height: 20.5),
                           absolute: Rect(x: 24, y: 28, width: 327, height: 20.5)),
            ],
            guides: ["safeArea": Rect(x: 0, y: 20, width: 375, height: 647)],
            contentSizes: [:],
            constraints: [
                SolvedConstraint(spec: spec, state: .violated(by: 173), source: .user, firstFrame: .zero, secondFrame: nil,
                                 firstName: "title", secondName: nil),
                SolvedConstraint(spec: broken, state: .broken, source: .user, firstFrame: .zero, secondFrame: nil,
                                 firstName: "box", secondName: nil),
                SolvedConstraint(spec: hugging, state: .violated(by: 2.5), source: .intrinsicSize, firstFrame: .zero,
                                 secondFrame: nil, firstName: "title", secondName: nil),
            ])
    }

    @Test func jsonHasTheDocumentedKeysInOrder() {
        let json = SolveReport(sceneName: "Box \"quoted\"", layouts: [Self.layout]).json()
        #expect(json == """
            {
              "scene": "Box \\"quoted\\"",
              "canvases": [
                {
                  "name": "iphone-se",
                  "size": [375, 667],
                  "traits": {
                    "width": "compact",
                    "height": "regular",
                    "scale": 2,
                    "direction": "ltr",
                    "textSize": "l"
                  },
                  "views": {
                    "root": {
                      "frame": [0, 0, 375, 667],
                      "absolute": [0, 0, 375, 667]
                    },
                    "box": {
                      "frame": [16, 20, 343, 100],
                      "absolute": [16, 20, 343, 100]
                    },
                    "title": {
                      "frame": [8, 8, 327, 20.5],
                      "absolute": [24, 28, 327, 20.5]
                    }
                  },
                  "guides": {
                    "safeArea": [0, 20, 375, 647]
                  },
                  "contentSizes": {},
                  "broken": [
                    {
                      "constraint": "box.height == 10",
                      "source": "user"
                    }
                  ],
                  "violated": [
                    {
                      "constraint": "title.width == 500 @high",
                      "by": 173,
                      "source": "user",
                      "identifier": "wide",
                      "location": "s.yaml:9:5"
                    },
                    {
                      "constraint": "title.width <= 324.5 @251",
                      "by": 2.5,
                      "source": "intrinsicSize"
                    }
                  ]
                }
              ]
            }

            """)
    }

    @Test func tableAlignsColumnsAndIndentsSubviews() {
        let table = SolveReport(sceneName: "Box", layouts: [Self.layout]).table()
        #expect(table == """
            iphone-se — iPhone SE · portrait · wC hR · text L · LTR — 375×667
              view            frame               absolute
              root            [0, 0, 375, 667]    [0, 0, 375, 667]
                box           [16, 20, 343, 100]  [16, 20, 343, 100]
                  title       [8, 8, 327, 20.5]   [24, 28, 327, 20.5]
              guide safeArea                      [0, 20, 375, 647]
              broken: box.height == 10
              violated by 173: title.width == 500 @high  (s.yaml:9:5)
              (1 generated preference such as content hugging not met; --json lists them)

            """)
    }

    @Test func controlCharactersAreEscapedInJSON() {
        #expect(JSONValue.string("a\nb\u{1}").serialized() == "\"a\\nb\\u0001\"")
        #expect(JSONValue.number(-0.0).serialized() == "0")
    }
}

import PlumbGolden
import PlumbLayout
import Testing
@testable import PlumbRender

/// The renderer on layouts the real engine solved with the Pango measurer: what the CLI will do.
@Suite("Engine to picture")
struct EngineEndToEndTests {
    static func document() throws -> LayoutDocument {
        var label = ViewProperties()
        label.text = "Name"
        var field = ViewProperties()
        field.placeholder = "Your full name"
        var note = ViewProperties()
        note.text = "Multi-line labels wrap at their solved width and keep every word of their text visible."
        note.lines = 0
        var save = ViewProperties()
        save.title = "Save"
        save.buttonStyle = .filled
        let constraints = try [
            "nameLabel.leading == superview.leadingMargin",
            "nameLabel.top == safeArea.top + 20",
            "nameField.leading == nameLabel.trailing + standard",
            "nameField.trailing == superview.trailingMargin",
            "nameField.firstBaseline == nameLabel.firstBaseline",
            "note.leading == nameLabel.leading",
            "note.trailing == nameField.trailing",
            "note.top == nameField.bottom + 16",
            "save.top >= note.bottom + 20",
            "save.trailing == nameField.trailing",
            "save.width >= 100",
        ].map { try ConstraintParser.parseEquation($0) }
        return LayoutDocument(name: "form", views: [
            ViewNode(name: "nameLabel", kind: .label, properties: label),
            ViewNode(name: "nameField", kind: .textField, properties: field),
            ViewNode(name: "note", kind: .label, properties: note),
            ViewNode(name: "save", kind: .button, properties: save),
        ], constraints: constraints)
    }

    static func solve(_ canvas: Canvas) throws -> SolvedLayout {
        let engine = LayoutEngine(document: try document(),
                                  textMeasurer: PangoTextMeasurer(direction: canvas.direction))
        return try engine.solve(canvas)
    }

    @Test("text drawn in a solved frame fits it: no label is cut or wrapped differently",
          arguments: [WritingDirection.leftToRight, .rightToLeft])
    func framesAndTextAgree(direction: WritingDirection) throws {
        let canvas = Canvas(name: "phone", size: Size(width: 390, height: 300), scale: 3,
                            safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), direction: direction)
        let layout = try Self.solve(canvas)
        for view in layout.views {
            guard let text = ViewText(view: view, canvas: canvas), let measured = view.text else { continue }
            let drawn = FontSystem.shared.withSession { session in
                let layout = PangoTextLayout(text: text.string, style: text.style, session: session)
                return (layout.metrics, layout.isEllipsized)
            }
            #expect(!drawn.1, "\(view.name) is cut short in its own frame \(view.frame)")
            #expect(drawn.0.lineCount == measured.lineCount, "\(view.name)")
            #expect(abs(drawn.0.size.height - measured.size.height) < 0.01, "\(view.name)")
        }
        #expect((layout.view(named: "note")?.text?.lineCount ?? 0) >= 2)
    }

    @Test("a solved scene renders in every format, its constraints traceable in SVG")
    func rendersSolvedScene() throws {
        let layout = try Self.solve(Canvas(name: "phone", size: Size(width: 390, height: 300), scale: 2))
        let options = RenderOptions(format: .svg, showConstraints: true)
        let svg = String(decoding: try Renderer(options: options).render(layout), as: UTF8.self)
        let userConstraints = layout.constraints.filter { $0.source == .user }
        #expect(userConstraints.count == 11)
        for constraint in userConstraints {
            #expect(svg.contains("<title>\(constraint.spec.origin.text.xmlEscaped)</title>"))
        }
        #expect(svg.contains(">Your full name</text>"))
        let png = try Renderer(options: RenderOptions(showConstraints: true)).render(layout)
        let pixels = try RGBAImage(pngData: png)
        #expect(pixels.width == (390 + 32) * 2)
        #expect(try Renderer(options: RenderOptions(showConstraints: true)).render(layout) == png)
    }
}

import PlumbLayout
import Testing
@testable import PlumbRender

/// Pictures draw the constraints the scene's author wrote: not the engine's, and not the places a
/// reader guessed for what its source leaves open (issue 16: a console-log replay's `20 @1`).
@Suite("Marks of written constraints")
struct WrittenConstraintMarksTests {
    @Test("a log replay's guessed places are left out of the picture; --generated-constraints draws them")
    func guessedPlacesLeftOut() throws {
        var b = LayoutBuilder(canvas: Canvas(name: "replay", size: Size(width: 320, height: 240)))
        b.add("box", .view, x: 20, y: 20, width: 80, height: 40)
        b.constrain("box", .width, .equal, constant: 80)
        b.constrain("box", .top, .equal, LayoutDocument.rootName, .top, constant: 20, priority: 1)
        var layout = b.layout
        layout.constraints[1].spec.origin = ConstraintOrigin(syntax: .placement)
        let (plain, all) = FontSystem.shared.withSession { session in
            (ConstraintMarks.make(for: layout, options: RenderOptions(showConstraints: true), session: session),
             ConstraintMarks.make(for: layout, options: RenderOptions(showConstraints: true, includeGeneratedConstraints: true),
                                  session: session))
        }
        #expect(plain.map(\.title) == ["box.width == 80"])
        #expect(all.flatMap(\.labels).map(\.text) == ["80", "20 @1"])
        // The same constraint written in a scene (an equation) is drawn.
        layout.constraints[1].spec.origin = ConstraintOrigin(text: "box.top == superview.top + 20 @1", syntax: .equation)
        let written = FontSystem.shared.withSession { session in
            ConstraintMarks.make(for: layout, options: RenderOptions(showConstraints: true), session: session)
        }
        #expect(written.flatMap(\.labels).map(\.text) == ["80", "20 @1"])
    }
}

import Testing
@testable import PlumbLayout

@Suite struct LayoutTransitionTests {
    static let canvas = Canvas(name: "small", size: Size(width: 200, height: 400))

    static func layout(_ views: [(String, Rect, Bool)]) -> SolvedLayout {
        var solved = [SolvedView(name: "root", kind: .view, superview: nil, frame: Rect(x: 0, y: 0, width: 200, height: 400),
                                 absolute: Rect(x: 0, y: 0, width: 200, height: 400))]
        for (name, frame, hidden) in views {
            var properties = ViewProperties()
            properties.hidden = hidden
            solved.append(SolvedView(name: name, kind: .view, superview: "root", frame: frame, absolute: frame,
                                     properties: properties))
        }
        return SolvedLayout(canvas: canvas, views: solved)
    }

    static let start = layout([("box", Rect(x: 10, y: 20, width: 100, height: 50), false),
                               ("note", Rect(x: 0, y: 0, width: 80, height: 20), true),
                               ("gone", Rect(x: 5, y: 5, width: 10, height: 10), false)])
    static let end = layout([("box", Rect(x: 30, y: 220, width: 60, height: 50), false),
                             ("note", Rect(x: 0, y: 300, width: 80, height: 20), false),
                             ("new", Rect(x: 1, y: 2, width: 3, height: 4), false)])

    @Test("frames at t = 0, 0.5 and 1 of an ease-in-ease-out transition")
    func framesAtThreeTimes() throws {
        let transition = LayoutTransition(from: Self.start, to: Self.end)
        let first = try #require(transition.layout(atTime: 0).view(named: "box"))
        let middle = try #require(transition.layout(atTime: 0.5).view(named: "box"))
        let last = try #require(transition.layout(atTime: 1).view(named: "box"))
        #expect(first.frame == Rect(x: 10, y: 20, width: 100, height: 50))
        // Ease-in-ease-out is half way at half the time.
        #expect(middle.frame == Rect(x: 20, y: 120, width: 80, height: 50))
        #expect(middle.absolute == middle.frame)
        #expect(last.frame == Rect(x: 30, y: 220, width: 60, height: 50))
    }

    @Test("a quarter of the way in time is the curve's progress of the way in space")
    func followsTheCurve() throws {
        let transition = LayoutTransition(from: Self.start, to: Self.end, curve: .easeIn, duration: 0.5)
        let progress = TimingCurve.easeIn.progress(atTime: 0.25)
        let box = try #require(transition.layout(atSeconds: 0.125).view(named: "box"))
        #expect(abs(box.frame.minY - (20 + 200 * progress)) < 1e-9)
    }

    @Test("views that appear, vanish, show or hide fade with the progress")
    func fading() throws {
        let transition = LayoutTransition(from: Self.start, to: Self.end, curve: .linear)
        let middle = transition.layout(atTime: 0.5)
        #expect(middle.view(named: "new")?.properties.alpha == 0.5)
        #expect(middle.view(named: "gone")?.properties.alpha == 0.5)
        #expect(middle.view(named: "note")?.properties.alpha == 0.5)
        #expect(middle.view(named: "note")?.properties.hidden == false)
        let first = transition.layout(atTime: 0)
        #expect(first.view(named: "new")?.properties.hidden == true)
        #expect(first.view(named: "gone")?.properties.hidden == false)
        let last = transition.layout(atTime: 1)
        #expect(last.view(named: "gone")?.properties.hidden == true)
        #expect(last.view(named: "new")?.properties.hidden == false)
        #expect(last.view(named: "new")?.properties.alpha == nil)
    }

    @Test("key times are evenly spaced from 0 to the duration")
    func keyTimes() {
        let transition = LayoutTransition(from: Self.start, to: Self.end, duration: 0.25)
        #expect(transition.keyTimes(count: 5) == [0, 0.0625, 0.125, 0.1875, 0.25])
    }
}

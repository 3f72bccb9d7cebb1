import Testing
@testable import PlumbLayout

@Suite struct TimingCurveTests {
    /// The cubic Bézier from (0, 0) to (1, 1), written out here on its own: B(s) = 3(1−s)²s·P1 + 3(1−s)s²·P2 + s³.
    static func point(_ curve: TimingCurve, at s: Double) -> (x: Double, y: Double) {
        func coordinate(_ c1: Double, _ c2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * c1 + 3 * (1 - s) * s * s * c2 + s * s * s
        }
        return (coordinate(curve.control1.x, curve.control2.x), coordinate(curve.control1.y, curve.control2.y))
    }

    static let curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInEaseOut]

    @Test("the progress at x(s) is y(s), to 1e-6, at sampled parameters", arguments: curves)
    func matchesTheBezierFormula(_ curve: TimingCurve) {
        for step in 0...40 {
            let s = Double(step) / 40
            let (x, y) = Self.point(curve, at: s)
            #expect(abs(curve.progress(atTime: x) - y) < 1e-6, "\(curve) at s = \(s): x = \(x)")
        }
    }

    @Test("Apple's control points for the named curves")
    func controlPoints() {
        #expect(TimingCurve.easeInEaseOut.control1 == Point(x: 0.42, y: 0))
        #expect(TimingCurve.easeInEaseOut.control2 == Point(x: 0.58, y: 1))
        #expect(TimingCurve.easeIn.control1 == Point(x: 0.42, y: 0))
        #expect(TimingCurve.easeIn.control2 == Point(x: 1, y: 1))
        #expect(TimingCurve.easeOut.control1 == Point(x: 0, y: 0))
        #expect(TimingCurve.easeOut.control2 == Point(x: 0.58, y: 1))
    }

    @Test("values worked out by hand: linear is the identity, ease-in-ease-out is symmetric about its middle")
    func knownValues() {
        for time in [0.0, 0.1, 0.25, 0.5, 0.9, 1] {
            #expect(abs(TimingCurve.linear.progress(atTime: time) - time) < 1e-9)
        }
        #expect(abs(TimingCurve.easeInEaseOut.progress(atTime: 0.5) - 0.5) < 1e-9)
        for time in [0.1, 0.2, 0.3, 0.4] {
            let early = TimingCurve.easeInEaseOut.progress(atTime: time)
            let late = TimingCurve.easeInEaseOut.progress(atTime: 1 - time)
            #expect(abs(early + late - 1) < 1e-9)
        }
        // Ease-in starts slower than linear, ease-out faster.
        #expect(TimingCurve.easeIn.progress(atTime: 0.25) < 0.25)
        #expect(TimingCurve.easeOut.progress(atTime: 0.25) > 0.25)
    }

    @Test("times outside 0...1 are clamped to the ends")
    func clamped() {
        #expect(TimingCurve.easeInEaseOut.progress(atTime: -1) == 0)
        #expect(TimingCurve.easeInEaseOut.progress(atTime: 2) == 1)
    }
}

import Foundation
import PlumbLayout
import Testing

/// `TimingCurve.spring`: UIKit's damping ratio and initial velocity, checked against the closed-form
/// solution of the damped spring and against a numerical integration of its equation.
@Suite struct SpringTimingTests {
    /// ω₀ in radians per duration: the slowest decay reaches 0.1% at the end (docs/semantics.md).
    static func omega(_ zeta: Double) -> Double {
        zeta <= 1 ? log(1000) / zeta : log(1000) / (zeta - (zeta * zeta - 1).squareRoot())
    }

    /// Integrates x″ = −2ζω₀x′ − ω₀²x from x = −1, x′ = v (per duration) with fourth-order Runge–Kutta.
    static func integrated(zeta: Double, velocity: Double, until time: Double, steps: Int = 20_000) -> Double {
        let omega = omega(zeta)
        func acceleration(_ x: Double, _ v: Double) -> Double { -2 * zeta * omega * v - omega * omega * x }
        var x = -1.0, v = velocity
        let h = time / Double(steps)
        for _ in 0..<steps {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return 1 + x
    }

    @Test(arguments: [(0.3, 0.0), (0.5, 0.0), (0.7, 4.0), (1.0, 0.0), (1.0, 8.0), (2.0, 0.0), (0.5, -2.0)])
    func followsTheSpringsEquation(_ zeta: Double, _ velocity: Double) {
        // Over 0.5 s, an initial velocity of V distances per second is 0.5·V distances per duration.
        let curve = TimingCurve.spring(dampingRatio: zeta, initialVelocity: velocity)
        for time in stride(from: 0.05, through: 0.95, by: 0.05) {
            let expected = Self.integrated(zeta: zeta, velocity: velocity * 0.5, until: time)
            let got = curve.progress(atTime: time, duration: 0.5)
            #expect(abs(got - expected) < 1e-6, "ζ \(zeta), v \(velocity) at \(time): \(got), integrated \(expected)")
        }
    }

    @Test func theUnderdampedClosedFormAtSampledTimes() {
        // ζ = 0.5: ω₀ = 2 ln 1000, ω_d = ω₀ √0.75; x = e^(−ζω₀t)(−cos ω_d t − (ζω₀/ω_d) sin ω_d t).
        let omega = 2 * log(1000.0), damped = omega * 0.75.squareRoot()
        for time in [0.1, 0.25, 0.5, 0.75, 0.9] {
            let x = exp(-0.5 * omega * time) * (-cos(damped * time) - (0.5 * omega / damped) * sin(damped * time))
            #expect(abs(TimingCurve.spring(dampingRatio: 0.5).progress(atTime: time, duration: 0.25) - (1 + x)) < 1e-12)
        }
    }

    @Test func oscillatesBelowCriticalDampingAndCreepsAtIt() {
        let bouncy = TimingCurve.spring(dampingRatio: 0.3)
        let samples = stride(from: 0.0, through: 1.0, by: 0.01).map { bouncy.progress(atTime: $0, duration: 0.25) }
        #expect(samples.max()! > 1.2, "a 0.3 spring overshoots by about 35%")
        let critical = TimingCurve.spring(dampingRatio: 1)
        let steady = stride(from: 0.0, through: 1.0, by: 0.01).map { critical.progress(atTime: $0, duration: 0.25) }
        #expect(zip(steady, steady.dropFirst()).allSatisfy { $0 <= $1 }, "critically damped from rest never overshoots")
        // Settled at the end: within 0.1% (times the envelope's polynomial factor) before it, exactly 1 at it.
        #expect(abs(critical.progress(atTime: 0.999, duration: 0.25) - 1) < 0.01)
        #expect(critical.progress(atTime: 1, duration: 0.25) == 1)
        #expect(critical.progress(atTime: 0, duration: 0.25) == 0)
    }

    @Test func theInitialVelocityIsDistancesPerSecond() {
        // UIKit: 1 is the whole distance in one second. The slope at the start is v · duration per duration.
        let curve = TimingCurve.spring(dampingRatio: 0.8, initialVelocity: 2)
        let h = 1e-6
        let slope = curve.progress(atTime: h, duration: 0.5) / h
        #expect(abs(slope - 1) < 1e-3)
        #expect(curve.name == "spring(damping: 0.8, velocity: 2)")
    }

    @Test func aTransitionMovesAlongTheSpring() {
        func layout(_ y: Double) -> SolvedLayout {
            var end = LayoutTransitionTests.end
            end.views = end.views.map { view in
                var view = view
                if view.name == "box" { view.frame.origin.y = y; view.absolute.origin.y = y }
                return view
            }
            return end
        }
        let transition = LayoutTransition(from: layout(0), to: layout(100), curve: .spring(dampingRatio: 0.3), duration: 0.5)
        let progress = TimingCurve.spring(dampingRatio: 0.3).progress(atTime: 0.3, duration: 0.5)
        #expect(abs((transition.layout(atSeconds: 0.15).view(named: "box")?.frame.minY ?? 0) - 100 * progress) < 1e-9)
    }
}

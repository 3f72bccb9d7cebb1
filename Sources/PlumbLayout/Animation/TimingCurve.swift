#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Core Animation's cubic Bézier timing functions (`CAMediaTimingFunction`): the curve from (0, 0)
/// to (1, 1) with two control points, read as "progress (y) at a fraction of the duration (x)".
///
/// ``progress(atTime:)`` solves x(s) = time for the curve's parameter s, then returns y(s), as Core
/// Animation does. The named curves' control points are Apple's (see docs/semantics.md).
public struct TimingCurve: Hashable, Sendable, CustomStringConvertible {
    /// The first control point (x1, y1); x1 lies in 0...1.
    public var control1: Point
    /// The second control point (x2, y2); x2 lies in 0...1.
    public var control2: Point
    /// The name the curve is known by (`easeInEaseOut`), or the control points.
    public var name: String
    /// A spring in place of the Bézier curve (`usingSpringWithDamping:initialSpringVelocity:`), or `nil`.
    public var spring: Spring?

    /// A curve through (0, 0), `control1`, `control2` and (1, 1); x of both control points must lie
    /// in 0...1 so that time only moves forward.
    public init(_ control1: Point, _ control2: Point, name: String? = nil) {
        self.control1 = Point(x: min(max(control1.x, 0), 1), y: control1.y)
        self.control2 = Point(x: min(max(control2.x, 0), 1), y: control2.y)
        self.name = name ?? "cubic(\(formatNumber(control1.x)), \(formatNumber(control1.y)), "
            + "\(formatNumber(control2.x)), \(formatNumber(control2.y)))"
    }

    /// `kCAMediaTimingFunctionLinear`: control points (0, 0), (1, 1).
    public static let linear = TimingCurve(Point(x: 0, y: 0), Point(x: 1, y: 1), name: "linear")
    /// `kCAMediaTimingFunctionEaseIn` (`UIView.AnimationOptions.curveEaseIn`): (0.42, 0), (1, 1).
    public static let easeIn = TimingCurve(Point(x: 0.42, y: 0), Point(x: 1, y: 1), name: "easeIn")
    /// `kCAMediaTimingFunctionEaseOut` (`.curveEaseOut`): (0, 0), (0.58, 1).
    public static let easeOut = TimingCurve(Point(x: 0, y: 0), Point(x: 0.58, y: 1), name: "easeOut")
    /// `kCAMediaTimingFunctionEaseInEaseOut` (`.curveEaseInOut`, `UIView.animate`'s default):
    /// (0.42, 0), (0.58, 1).
    public static let easeInEaseOut = TimingCurve(Point(x: 0.42, y: 0), Point(x: 0.58, y: 1), name: "easeInEaseOut")

    /// The named curves, by the names the command line and scene files use.
    public static let named: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut),
        ("easeInOut", .easeInEaseOut),
    ]

    public var description: String { name }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`'s timing: a
    /// spring with this damping ratio (1 settles without overshoot, less oscillates) starting at
    /// `initialVelocity` (1 is the whole distance in one second), settled at the duration.
    public static func spring(dampingRatio: Double, initialVelocity: Double = 0) -> TimingCurve {
        var curve = TimingCurve(Point(x: 0, y: 0), Point(x: 1, y: 1),
                                name: "spring(damping: \(formatNumber(dampingRatio)), velocity: \(formatNumber(initialVelocity)))")
        curve.spring = Spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        return curve
    }

    /// The progress at `time`, a fraction of the duration clamped to 0...1; a spring's initial velocity is
    /// then taken per duration (as if the duration were one second). See ``progress(atTime:duration:)``.
    public func progress(atTime time: Double) -> Double {
        progress(atTime: time, duration: 1)
    }

    /// The progress (0 at the start, 1 at the end; beyond them for control points outside 0...1 in y,
    /// or a spring that overshoots) at `time`, a fraction of `duration` (seconds) clamped to 0...1.
    public func progress(atTime time: Double, duration: Double) -> Double {
        let time = min(max(time, 0), 1)
        if time == 0 || time == 1 { return time }
        if let spring { return spring.progress(atTime: time, duration: duration) }
        let s = parameter(forX: time)
        return Self.bezier(s, control1.y, control2.y)
    }

    /// The parameter s in 0...1 with x(s) = `x`: Newton's method from s = x, falling back to
    /// bisection (x(s) is monotonic because both control points' x lie in 0...1).
    func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, control1.x, control2.x) - x
            if abs(error) < 1e-12 { return s }
            let slope = Self.derivative(s, control1.x, control2.x)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        var (low, high) = (0.0, 1.0)
        s = x
        for _ in 0..<100 {
            let value = Self.bezier(s, control1.x, control2.x)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// One coordinate of the cubic Bézier from 0 to 1 with control values `c1` and `c2` at parameter `s`:
    /// 3(1−s)²s·c1 + 3(1−s)s²·c2 + s³.
    static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * c1 + 3 * r * s * s * c2 + s * s * s
    }

    /// The derivative of ``bezier(_:_:_:)`` with respect to s.
    static func derivative(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * c1 + 6 * r * s * (c2 - c1) + 3 * s * s * (1 - c2)
    }
}

extension TimingCurve {
    /// A damped spring from 0 to 1 (mass 1), as UIKit's spring animations move a value. Its damping
    /// ratio ζ is `damping / (2 √(stiffness · mass))` (Apple, `UISpringTimingParameters`); its
    /// stiffness is chosen for the duration: the spring's slowest motion has decayed to 0.1% of the
    /// distance at the end (Plumb's rule, see docs/semantics.md), where the value is put at 1.
    public struct Spring: Hashable, Sendable {
        /// ζ, greater than 0: 1 is critically damped; less oscillates, more creeps.
        public var dampingRatio: Double
        /// The speed at the start, in distances per second (`initialSpringVelocity`).
        public var initialVelocity: Double

        public init(dampingRatio: Double, initialVelocity: Double = 0) {
            self.dampingRatio = max(dampingRatio, 1e-3)
            self.initialVelocity = initialVelocity
        }

        /// How far the slowest motion decays by the end: e^−rate = 0.001.
        static let settledRemainder = 0.001

        /// The natural angular frequency ω₀ in radians per duration: the slowest decay rate
        /// (ζω₀ when ζ ≤ 1, ω₀(ζ − √(ζ² − 1)) when ζ > 1) is −ln 0.001 per duration.
        var naturalFrequency: Double {
            let rate = -log(Self.settledRemainder)
            let zeta = dampingRatio
            return zeta <= 1 ? rate / zeta : rate / (zeta - (zeta * zeta - 1).squareRoot())
        }

        /// The closed-form solution of x″ + 2ζω₀x′ + ω₀²x = 0 with x(0) = −1 (the distance still to go)
        /// and x′(0) = the initial velocity per duration; the progress is 1 + x.
        func progress(atTime u: Double, duration: Double) -> Double {
            let omega = naturalFrequency
            let zeta = dampingRatio
            let velocity = initialVelocity * duration
            let x: Double
            if zeta < 1 {
                let damped = omega * (1 - zeta * zeta).squareRoot()
                let b = (velocity - zeta * omega) / damped
                x = exp(-zeta * omega * u) * (-cos(damped * u) + b * sin(damped * u))
            } else if zeta == 1 {
                x = exp(-omega * u) * (-1 + (velocity - omega) * u)
            } else {
                let root = (zeta * zeta - 1).squareRoot()
                let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
                let c1 = (velocity + r2) / (r1 - r2)
                x = c1 * exp(r1 * u) + (-1 - c1) * exp(r2 * u)
            }
            return 1 + x
        }
    }
}

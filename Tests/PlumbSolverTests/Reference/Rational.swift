import BigInt

/// An exact fraction, always in lowest terms with a positive denominator: the number type of the reference
/// solver, which must not share a single rounding with the solver it checks.
///
/// Fractions whose parts fit in 64 bits are computed with overflow-checked machine integers; any operation
/// that would overflow is done again with arbitrary-size integers (BigInt), so results are always exact.
struct Rational: Comparable, CustomStringConvertible {
    private enum Storage {
        case small(Int64, Int64)
        case big(BigInt, BigInt)
    }

    private var storage: Storage

    static let zero = Rational(0)
    static let one = Rational(1)

    init(_ value: Int) {
        storage = .small(Int64(value), 1)
    }

    init(_ numerator: BigInt, _ denominator: BigInt) {
        precondition(denominator != 0, "a fraction over zero")
        var divisor = Rational.gcd(numerator, denominator)
        if divisor == 0 { divisor = 1 }
        if denominator < 0 { divisor = -divisor }
        let n = numerator / divisor
        let d = denominator / divisor
        if let smallN = Int64(exactly: n), let smallD = Int64(exactly: d), smallN != .min {
            storage = .small(smallN, smallD)
        } else {
            storage = .big(n, d)
        }
    }

    /// `numerator / denominator`, already in lowest terms with a positive denominator (no divisor is
    /// looked for: the operations below find the common factors on smaller numbers first).
    private init(lowest numerator: BigInt, _ denominator: BigInt) {
        if let smallN = Int64(exactly: numerator), let smallD = Int64(exactly: denominator), smallN != .min {
            storage = .small(smallN, smallD)
        } else {
            storage = .big(numerator, denominator)
        }
    }

    /// `numerator / denominator` from machine integers, reduced.
    private init(reducing numerator: Int64, _ denominator: Int64) {
        var divisor = Rational.gcd(numerator, denominator)
        if denominator < 0 { divisor = -divisor }
        storage = .small(numerator / divisor, denominator / divisor)
    }

    /// The decimal `mantissa × 10^exponent` exactly, as the fuzzer writes its coefficients.
    init(mantissa: Int, exponent: Int) {
        if exponent >= 0 {
            self.init(BigInt(mantissa) * BigInt(10).power(exponent), 1)
        } else {
            self.init(BigInt(mantissa), BigInt(10).power(-exponent))
        }
    }

    /// The exact value of a finite double (its binary fraction, not the decimal it was read from).
    init(exactly value: Double) {
        precondition(value.isFinite)
        if value == 0 {
            self.init(0)
            return
        }
        let exponent = Int(value.exponent) - 52
        let mantissa = BigInt(value.significandBitPattern | (value.isNormal ? 1 << 52 : 0))
        let signed = value < 0 ? -mantissa : mantissa
        let unbiased = value.isNormal ? exponent : Int(Double.leastNormalMagnitude.exponent) - 52
        if unbiased >= 0 {
            self.init(signed << unbiased, 1)
        } else {
            self.init(signed, BigInt(1) << -unbiased)
        }
    }

    /// The greatest common divisor, with machine integers when both fit (BigInt's own takes most of
    /// the reference's time otherwise, and most divisors it is asked for are of numbers that fit).
    private static func gcd(_ a: BigInt, _ b: BigInt) -> BigInt {
        if let x = Int64(exactly: a), let y = Int64(exactly: b), x != .min, y != .min { return BigInt(gcd(x, y)) }
        return a.greatestCommonDivisor(with: b)
    }

    private static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
        var x = a.magnitude
        var y = b.magnitude
        while y != 0 { (x, y) = (y, x % y) }
        return Int64(x)
    }

    /// The numerator and the positive denominator, in lowest terms.
    var parts: (BigInt, BigInt) {
        switch storage {
        case .small(let n, let d): (BigInt(n), BigInt(d))
        case .big(let n, let d): (n, d)
        }
    }

    var isZero: Bool {
        switch storage {
        case .small(let n, _): n == 0
        case .big(let n, _): n == 0
        }
    }

    var doubleValue: Double {
        switch storage {
        case .small(let n, let d):
            if n.magnitude < 1 << 53 && d.magnitude < 1 << 53 { return Double(n) / Double(d) }
            return Rational.quotient(BigInt(n), BigInt(d))
        case .big(let n, let d):
            return Rational.quotient(n, d)
        }
    }

    /// `n / d` rounded once: the quotient is taken with 64 significant bits before converting.
    private static func quotient(_ n: BigInt, _ d: BigInt) -> Double {
        if n == 0 { return 0 }
        let shift = 64 - (n.magnitude.bitWidth - d.magnitude.bitWidth)
        let scaled = shift >= 0 ? (n << shift) / d : n / (d << -shift)
        var result = Double(scaled)
        var exponent = -shift
        while exponent > 0 { result *= 2; exponent -= 1 }
        while exponent < 0 { result /= 2; exponent += 1 }
        return result
    }

    static func + (a: Rational, b: Rational) -> Rational {
        if case .small(let an, let ad) = a.storage, case .small(let bn, let bd) = b.storage {
            let (x, o1) = an.multipliedReportingOverflow(by: bd)
            let (y, o2) = bn.multipliedReportingOverflow(by: ad)
            let (n, o3) = x.addingReportingOverflow(y)
            let (d, o4) = ad.multipliedReportingOverflow(by: bd)
            if !(o1 || o2 || o3 || o4) && n != .min { return Rational(reducing: n, d) }
        }
        // Knuth's way (TAOCP 4.5.1): the divisor of the denominators first, then only what the
        // sum shares with it, so the greatest common divisors are taken of small numbers.
        let (an, ad) = a.parts
        let (bn, bd) = b.parts
        let shared = gcd(ad, bd)
        if shared == 1 { return Rational(lowest: an * bd + bn * ad, ad * bd) }
        let sum = an * (bd / shared) + bn * (ad / shared)
        if sum == 0 { return .zero }
        let common = gcd(sum, shared)
        return Rational(lowest: sum / common, (ad / shared) * (bd / common))
    }

    static func - (a: Rational, b: Rational) -> Rational { a + (-b) }

    static prefix func - (a: Rational) -> Rational {
        switch a.storage {
        case .small(let n, let d): Rational(storage: .small(-n, d))
        case .big(let n, let d): Rational(storage: .big(-n, d))
        }
    }

    private init(storage: Storage) { self.storage = storage }

    static func * (a: Rational, b: Rational) -> Rational {
        if a.isZero || b.isZero { return .zero }
        if case .small(let an, let ad) = a.storage, case .small(let bn, let bd) = b.storage {
            let (n, o1) = an.multipliedReportingOverflow(by: bn)
            let (d, o2) = ad.multipliedReportingOverflow(by: bd)
            if !(o1 || o2) && n != .min { return Rational(reducing: n, d) }
        }
        // Each numerator's factors shared with the other's denominator, cancelled before multiplying.
        let (an, ad) = a.parts
        let (bn, bd) = b.parts
        let first = gcd(an, bd), second = gcd(bn, ad)
        return Rational(lowest: (an / first) * (bn / second), (ad / second) * (bd / first))
    }

    static func / (a: Rational, b: Rational) -> Rational {
        switch b.storage {
        case .small(let n, let d): a * Rational(storage: n < 0 ? .small(-d, -n) : .small(d, n))
        case .big(let n, let d): a * Rational(storage: n < 0 ? .big(-d, -n) : .big(d, n))
        }
    }

    static func < (a: Rational, b: Rational) -> Bool {
        (a - b).signum < 0
    }

    var signum: Int {
        switch storage {
        case .small(let n, _): n < 0 ? -1 : (n > 0 ? 1 : 0)
        case .big(let n, _): n < 0 ? -1 : (n > 0 ? 1 : 0)
        }
    }

    static func == (a: Rational, b: Rational) -> Bool { (a - b).isZero }

    var description: String {
        let (n, d) = parts
        return d == 1 ? "\(n)" : "\(n)/\(d)"
    }
}

/// A double together with a rigorous bound on how far it may be from the exact number it stands for: the fast
/// number type of ``BasisCertificate``.
///
/// Each operation adds to the bound the rounding error it made, computed exactly (`TwoSum` for a sum, a fused
/// multiply-add for a product and for a quotient's remainder), plus what the operands' own bounds can do to the
/// result. An operation that rounds nothing adds nothing, so small-integer and binary-fraction arithmetic (what
/// most layouts do) stays exact and every sign in it is known. A sign is known when the value is farther from
/// zero than its bound, or when value and bound are both exactly zero.
struct BoundedDouble {
    var value: Double
    /// At least `|value - exact|`.
    var bound: Double

    static let zero = BoundedDouble(value: 0, bound: 0)

    /// The error bound's own computation rounds (a few operations, each at most one unit roundoff): it is
    /// inflated by this factor so that it stays an upper bound.
    private static let inflation = 1 + 16 * Double.ulpOfOne

    init(value: Double, bound: Double) {
        self.value = value
        self.bound = bound
    }
}

extension BoundedDouble: CertifyingNumber {
    /// A number as a constraint states it: the shortest decimal that prints as the double (see
    /// ``Fraction/init(shortestDecimalOf:)``), which differs from the double by at most half a unit in its last
    /// place; no difference at all when the double's exact value is a short decimal itself
    /// (``isShortDecimal(_:)``: an integer, a multiplier such as 0.5 or 1.125, a text width in Pango's
    /// 1/1024 points such as 143.4375).
    init(constraintNumber number: Double) {
        self.init(value: number, bound: Self.isShortDecimal(number) ? 0 : number.ulp / 2)
    }

    /// Whether the exact value of `number` is a decimal of at most 15 significant digits, which is then the
    /// shortest decimal that prints as it: a decimal of fewer digits is at least a unit of the last of those 15
    /// digits away from it, more than the half unit in the double's last place (about 1.1e-16 of the number)
    /// that a decimal may be away and still read as the double.
    static func isShortDecimal(_ number: Double) -> Bool {
        guard number.isFinite else { return false }
        guard number != 0 else { return true }
        // |number| = odd × 2^exponent.
        let exponent = Int(number.exponent) - number.significandWidth
        guard exponent < 0 else { return number.magnitude < 1e15 }
        // Then its decimal has -exponent digits after the point, and odd × 5^-exponent significant digits.
        let fractionDigits = -exponent
        guard fractionDigits <= 21 else { return false }  // 5^22 > 10^15
        let odd = UInt64(number.magnitude * Double(sign: .plus, exponent: fractionDigits, significand: 1))
        var power: UInt64 = 1
        for _ in 0..<fractionDigits { power *= 5 }
        let (digits, overflow) = odd.multipliedReportingOverflow(by: power)
        return !overflow && digits < 1_000_000_000_000_000
    }

    init(integer: Int) {
        self.init(value: Double(integer), bound: 0)
    }

    static func + (a: BoundedDouble, b: BoundedDouble) -> BoundedDouble {
        let sum = a.value + b.value
        // TwoSum: the exact rounding error of the addition.
        let virtualB = sum - a.value
        let rounding = (a.value - (sum - virtualB)) + (b.value - virtualB)
        return BoundedDouble(value: sum, bound: (a.bound + b.bound + abs(rounding)) * inflation)
    }

    static prefix func - (a: BoundedDouble) -> BoundedDouble {
        BoundedDouble(value: -a.value, bound: a.bound)
    }

    static func - (a: BoundedDouble, b: BoundedDouble) -> BoundedDouble { a + (-b) }

    static func * (a: BoundedDouble, b: BoundedDouble) -> BoundedDouble {
        let product = a.value * b.value
        let rounding = (-product).addingProduct(a.value, b.value)
        let spread = abs(a.value) * b.bound + abs(b.value) * a.bound + a.bound * b.bound
        return BoundedDouble(value: product, bound: (spread + abs(rounding)) * inflation)
    }

    /// A divisor whose bound reaches zero gives an unbounded result (its sign unknown).
    static func / (a: BoundedDouble, b: BoundedDouble) -> BoundedDouble {
        let quotient = a.value / b.value
        let margin = abs(b.value) - b.bound
        guard margin > 0 else { return BoundedDouble(value: quotient, bound: .infinity) }
        // a - quotient·b exactly, so |a/b - quotient| = |remainder / b|.
        let remainder = a.value.addingProduct(-quotient, b.value)
        let spread = b.bound == 0 && a.bound == 0 ? 0 : (a.bound + abs(quotient) * b.bound) / margin
        return BoundedDouble(value: quotient, bound: (spread + abs(remainder / b.value)) * inflation)
    }

    var knownSign: Int? {
        guard value.isFinite, bound.isFinite else { return nil }
        if value == 0 && bound == 0 { return 0 }
        guard abs(value) > bound else { return nil }
        return value < 0 ? -1 : 1
    }

    var pivotSize: Double { abs(value) - bound }

    var doubleValue: Double { value }

    var exactDouble: Double? { bound == 0 && value.isFinite ? value : nil }

    /// The double nearest to `fraction` (``Fraction/doubleValue`` rounds correctly), within half a unit in its last
    /// place.
    init(nearest fraction: Fraction) {
        let value = fraction.doubleValue
        self.init(value: value, bound: value == 0 ? 0 : value.ulp / 2)
    }
}

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
    /// place; no difference at all for an integer or a multiple of 1/8 of moderate size (a multiplier such as
    /// 0.5 or 1.125), whose decimal is its exact value.
    init(constraintNumber number: Double) {
        let eighths = number * 8
        if eighths == eighths.rounded(), abs(number) < 0x1p30 {
            self.init(value: number, bound: 0)
        } else {
            self.init(value: number, bound: number.ulp / 2)
        }
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
}

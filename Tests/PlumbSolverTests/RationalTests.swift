import BigInt
import PlumbTestSupport
import Testing

/// The reference's fractions: sums and products of parts too large for 64 bits cancel common factors
/// before multiplying (Knuth), and must give the same lowest terms as the plain cross-multiplied
/// fraction reduced by one greatest common divisor.
@Suite struct RationalTests {
    /// A part of up to about 100 bits, a product of small primes, so that fractions share factors.
    static func part(_ generator: inout SeededGenerator) -> BigInt {
        var value = BigInt(1)
        for _ in 0..<(1 + generator.below(24)) {
            value *= BigInt([2, 3, 5, 7, 11, 13, 17, 19, 23][generator.below(9)])
        }
        return value
    }

    @Test func largeSumsAndProductsAreInLowestTerms() {
        var generator = SeededGenerator(seed: 2026)
        for _ in 0..<400 {
            let (an, ad, bn, bd) = (Self.part(&generator), Self.part(&generator), Self.part(&generator), Self.part(&generator))
            let a = Rational(generator.below(2) == 0 ? an : -an, ad), b = Rational(bn, bd)
            let (x, y) = (a.parts, b.parts)
            #expect((a + b).description == Rational(x.0 * y.1 + y.0 * x.1, x.1 * y.1).description, "\(a) + \(b)")
            #expect((a - b).description == Rational(x.0 * y.1 - y.0 * x.1, x.1 * y.1).description, "\(a) - \(b)")
            #expect((a * b).description == Rational(x.0 * y.0, x.1 * y.1).description, "\(a) × \(b)")
            #expect((a / b).description == Rational(x.0 * y.1, x.1 * y.0).description, "\(a) ÷ \(b)")
            #expect((a - a).isZero && (a - a).description == "0")
        }
    }
}

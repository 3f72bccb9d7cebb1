import BigInt

/// An exact fraction of big integers, always in lowest terms with a positive denominator: the number type of
/// ``ExactLexicographicProgram``, which must not round anywhere.
struct Fraction: Comparable, CustomStringConvertible {
    let numerator: BigInt
    let denominator: BigInt

    static let zero = Fraction(0)
    static let one = Fraction(1)

    init(_ value: Int) {
        numerator = BigInt(value)
        denominator = 1
    }

    init(_ numerator: BigInt, _ denominator: BigInt) {
        precondition(denominator != 0, "a fraction over zero")
        var divisor = numerator.greatestCommonDivisor(with: denominator)
        if divisor == 0 { divisor = 1 }
        if denominator < 0 { divisor = -divisor }
        self.numerator = numerator / divisor
        self.denominator = denominator / divisor
    }

    /// The shortest decimal that reads back as `value` (what Swift prints for it), taken exactly: `0.1` is 1/10,
    /// not the binary fraction nearest to it. Layout numbers are written in decimal, and read as the decimal they
    /// were written as, two parallel rows such as `6.1·x == 454.45` and `4.1·x == 305.45` agree (x = 74.5),
    /// which they do not in binary.
    init(shortestDecimalOf value: Double) {
        precondition(value.isFinite, "an exact fraction of a number that is not finite")
        self = Fraction(decimal: "\(value)") ?? Fraction(exactly: value)
    }

    /// The exact value of a finite double, its binary fraction.
    init(exactly value: Double) {
        if value == 0 {
            self = .zero
            return
        }
        let significand = BigInt(value.significandBitPattern | (value.isNormal ? 1 << 52 : 0))
        let exponent = Int(value.exponent) - 52 + (value.isNormal ? 0 : 1)
        let signed = value < 0 ? -significand : significand
        self = exponent >= 0 ? Fraction(signed << exponent, 1) : Fraction(signed, BigInt(1) << -exponent)
    }

    /// A decimal such as `-12.5`, `0.001` or `1.25e-05`; nil if `text` is not one.
    init?(decimal text: String) {
        var digits = ""
        var scale = 0
        var exponent = 0
        var negative = false
        var seenPoint = false
        var index = text.startIndex
        if index < text.endIndex, text[index] == "-" || text[index] == "+" {
            negative = text[index] == "-"
            index = text.index(after: index)
        }
        while index < text.endIndex {
            let character = text[index]
            if character.isASCII, character.isNumber {
                digits.append(character)
                if seenPoint { scale += 1 }
            } else if character == ".", !seenPoint {
                seenPoint = true
            } else if character == "e" || character == "E" {
                guard let power = Int(text[text.index(after: index)...]) else { return nil }
                exponent = power
                break
            } else {
                return nil
            }
            index = text.index(after: index)
        }
        guard !digits.isEmpty, let magnitude = BigInt(digits) else { return nil }
        let power = exponent - scale
        let signed = negative ? -magnitude : magnitude
        self = power >= 0
            ? Fraction(signed * BigInt(10).power(power), 1) : Fraction(signed, BigInt(10).power(-power))
    }

    var isZero: Bool { numerator.isZero }
    var signum: Int { numerator.isZero ? 0 : (numerator < 0 ? -1 : 1) }

    /// The double nearest to the fraction (for a result in the normal range of doubles).
    var doubleValue: Double {
        if numerator.isZero { return 0 }
        // A quotient of 64 or 65 bits, cut to 64 with every bit cut or left in the remainder kept as the last bit
        // (so that the one rounding to 53 bits, by the conversion of a 64-bit integer, rounds the exact fraction),
        // then scaled by a power of two.
        let shift = 64 - (Fraction.bitLength(of: numerator.magnitude) - Fraction.bitLength(of: denominator.magnitude))
        let (dividend, divisor) = shift >= 0 ? (numerator << shift, denominator) : (numerator, denominator << -shift)
        let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: divisor)
        var magnitude = quotient.magnitude
        var inexact = !remainder.isZero
        let excess = Fraction.bitLength(of: magnitude) - 64
        if excess > 0 {
            inexact = inexact || magnitude.trailingZeroBitCount < excess
            magnitude >>= excess
        }
        let top = UInt64(magnitude) | (inexact ? 1 : 0)
        let rounded = Double(top) * pow2(max(excess, 0) - shift)
        return quotient < 0 ? -rounded : rounded
    }

    /// The number of significant bits of a magnitude.
    private static func bitLength(of value: BigUInt) -> Int {
        var length = 0
        for (index, word) in value.words.enumerated() where word != 0 {
            length = index * UInt.bitWidth + (UInt.bitWidth - word.leadingZeroBitCount)
        }
        return length
    }

    private func pow2(_ exponent: Int) -> Double {
        // Two steps, so that an exponent beyond a double's range on its own still gives the right product.
        let half = exponent / 2
        return Double(sign: .plus, exponent: half, significand: 1) * Double(sign: .plus, exponent: exponent - half, significand: 1)
    }

    var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    static func + (a: Fraction, b: Fraction) -> Fraction {
        if b.isZero { return a }
        if a.isZero { return b }
        if a.denominator == b.denominator { return Fraction(a.numerator + b.numerator, a.denominator) }
        return Fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
    }

    static prefix func - (a: Fraction) -> Fraction { Fraction(unreduced: -a.numerator, a.denominator) }

    static func - (a: Fraction, b: Fraction) -> Fraction { a + (-b) }

    static func * (a: Fraction, b: Fraction) -> Fraction {
        if a.isZero || b.isZero { return .zero }
        return Fraction(a.numerator * b.numerator, a.denominator * b.denominator)
    }

    static func / (a: Fraction, b: Fraction) -> Fraction {
        Fraction(a.numerator * b.denominator, a.denominator * b.numerator)
    }

    static func < (a: Fraction, b: Fraction) -> Bool {
        a.numerator * b.denominator < b.numerator * a.denominator
    }

    static func == (a: Fraction, b: Fraction) -> Bool {
        a.numerator == b.numerator && a.denominator == b.denominator
    }

    /// A fraction known to be in lowest terms already.
    private init(unreduced numerator: BigInt, _ denominator: BigInt) {
        self.numerator = numerator
        self.denominator = denominator
    }
}

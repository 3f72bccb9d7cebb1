import PlumbTestSupport
import Testing
@testable import PlumbLayout

/// Bad input gets an error at a place within the text, never a crash or a hang: every reader is fed
/// thousands of mangled versions of valid lines (a fixed pseudo-random sequence, so runs repeat).
@Suite struct RobustnessTests {
    static let seeds = [
        "H:|-(>=pad@750)-[a(==b,<=100@low)]-[b]-20-|",
        "V:|[a]-(-5)-[b(44)]|",
        "a.top == 0.5 * box.margins.bottom - standard @high",
        "b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: -4).isActive = true",
    ]
    static let alphabet = Array("[]()|-:@=<>,.*/+ 0123456789abHVe\t")

    /// A small linear congruential generator: deterministic and dependency-free.
    @Test(arguments: seeds)
    func mangledTextGetsAnErrorInsideTheText(seed: String) {
        var generator = SeededGenerator(state: UInt64(seed.count))
        for _ in 0..<1500 {
            var characters = Array(seed)
            for _ in 0...generator.below(3) {
                let index = generator.below(characters.count + 1)
                switch generator.below(3) {
                case 0 where index < characters.count: characters.remove(at: index)
                case 1 where index < characters.count: characters[index] = Self.alphabet[generator.below(Self.alphabet.count)]
                default: characters.insert(Self.alphabet[generator.below(Self.alphabet.count)], at: index)
                }
            }
            let text = String(characters)
            do {
                let specs = try ConstraintParser.parse(line: text, metrics: ["pad": 20])
                for spec in specs {
                    #expect(spec.origin.range.upperBound <= text.count, "\(text)")
                    #expect(spec.priority.isValid, "\(text)")
                }
            } catch {
                #expect(error.offset >= 0 && error.offset <= text.count, "\(text)")
                #expect(!error.message.isEmpty)
            }
        }
    }
}

import PlumbTestSupport
@testable import PlumbSolver

/// A decimal `mantissa × 10^exponent`: exact for the reference, rounded once for the solver.
struct Decimal {
    var mantissa: Int
    var exponent: Int

    var rational: Rational { Rational(mantissa: mantissa, exponent: exponent) }
    var double: Double { Double("\(mantissa)e\(exponent)")! }
}

/// The kinds of coefficients the fuzzer draws, as layouts write them.
enum CoefficientFamily: String, CaseIterable, CustomStringConvertible {
    /// ±1 … ±9.
    case smallIntegers
    /// Two significant digits between 10^-2 and 10^2 (0.47, 3.1, 56).
    case twoDigits
    /// Three significant digits between 10^-3 and 10^3 (0.00125, 1.13, 562).
    case threeDigits

    var description: String { rawValue }

    func draw(using random: inout SeededGenerator) -> Decimal {
        let sign = Bool.random(using: &random) ? 1 : -1
        switch self {
        case .smallIntegers:
            return Decimal(mantissa: sign * Int.random(in: 1...9, using: &random), exponent: 0)
        case .twoDigits:
            return Decimal(mantissa: sign * Int.random(in: 10...99, using: &random), exponent: Int.random(in: -3...0, using: &random))
        case .threeDigits:
            return Decimal(mantissa: sign * Int.random(in: 100...999, using: &random), exponent: Int.random(in: -5...0, using: &random))
        }
    }
}

/// A random system that a hidden point satisfies on every required row (so "unsatisfiable" is always wrong),
/// with optional rows at one to three levels that may or may not hold together, edit variables and a chain of
/// suggestions.
struct RandomSystem {
    struct Line {
        var terms: [(variable: Int, coefficient: Decimal)]
        var constant: Rational
        var relation: Relation
        /// nil: required.
        var level: Double?
    }

    var variableCount: Int
    var lines: [Line] = []
    var editLevel: Double = 0
    var edits: [(variable: Int, first: Decimal)] = []
    var suggestions: [[(variable: Int, value: Decimal)]] = []

    init(family: CoefficientFamily, seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        variableCount = Int.random(in: 2...7, using: &random)
        let hidden = (0..<variableCount).map { _ in
            Decimal(mantissa: Int.random(in: -999...999, using: &random), exponent: -1).rational
        }
        let levels = Array([1.0, 250, 500, 750, 999].shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
        let rowCount = Int.random(in: variableCount...(2 * variableCount + 1), using: &random)
        for _ in 0..<rowCount {
            let size = Int.random(in: 1...min(4, variableCount), using: &random)
            let variables = Array((0..<variableCount).shuffled(using: &random).prefix(size))
            let terms = variables.map { ($0, family.draw(using: &random)) }
            var atHidden = Rational.zero
            for (variable, coefficient) in terms { atHidden = atHidden + coefficient.rational * hidden[variable] }
            let relation = [Relation.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual].randomElement(using: &random)!
            let required = Int.random(in: 0..<5, using: &random) < 2
            // A required row holds at the hidden point (an inequality with room to spare or none); an optional
            // row is pulled elsewhere now and then.
            var offset = Rational.zero
            if required {
                if relation != .equal && Bool.random(using: &random) {
                    let room = Decimal(mantissa: Int.random(in: 0...500, using: &random), exponent: -1).rational
                    offset = relation == .greaterThanOrEqual ? room : -room
                }
            } else if Int.random(in: 0..<3, using: &random) > 0 {
                offset = Decimal(mantissa: Int.random(in: -500...500, using: &random), exponent: -1).rational
            }
            lines.append(Line(
                terms: terms, constant: offset - atHidden, relation: relation,
                level: required ? nil : levels.randomElement(using: &random)!))
        }
        editLevel = Bool.random(using: &random) ? levels.randomElement(using: &random)! : 2000
        let editCount = Int.random(in: 0...2, using: &random)
        for variable in (0..<variableCount).shuffled(using: &random).prefix(editCount) {
            edits.append((variable, Decimal(mantissa: Int.random(in: -999...999, using: &random), exponent: -1)))
        }
        if !edits.isEmpty {
            for _ in 0..<3 {
                suggestions.append(edits.filter { _ in Bool.random(using: &random) }.map {
                    ($0.variable, Decimal(mantissa: Int.random(in: -9999...9999, using: &random), exponent: -1))
                })
            }
        }
    }

    /// `count` systems of the family on variables of their own, as one system above the solver's small-system
    /// checks (200 constraints at about 25 parts): the systems of seeds `seed·count` to `seed·count + count - 1`,
    /// their lines interleaved (each system's first line, then each one's second, …), every edit at the first
    /// system's edit level, and the n-th suggestions of all of them together. With one part it is the system of
    /// `seed` itself. The exact reference solves the parts apart (``StrictPriorityReference/levelOptima()``).
    init(family: CoefficientFamily, seed: UInt64, parts count: Int) {
        guard count > 1 else {
            self.init(family: family, seed: seed)
            return
        }
        let parts = (0..<UInt64(count)).map { RandomSystem(family: family, seed: seed &* UInt64(count) &+ $0) }
        var first: [Int] = []
        var total = 0
        for part in parts {
            first.append(total)
            total += part.variableCount
        }
        self.init(variableCount: total, editLevel: parts[0].editLevel)
        for index in 0..<(parts.map(\.lines.count).max() ?? 0) {
            for (part, offset) in zip(parts, first) where index < part.lines.count {
                var line = part.lines[index]
                line.terms = line.terms.map { (offset + $0.variable, $0.coefficient) }
                lines.append(line)
            }
        }
        for (part, offset) in zip(parts, first) {
            edits += part.edits.map { (offset + $0.variable, $0.first) }
        }
        for round in 0..<(parts.map(\.suggestions.count).max() ?? 0) {
            var together: [(variable: Int, value: Decimal)] = []
            for (part, offset) in zip(parts, first) where round < part.suggestions.count {
                together += part.suggestions[round].map { (offset + $0.variable, $0.value) }
            }
            suggestions.append(together)
        }
    }

    private init(variableCount: Int, editLevel: Double) {
        self.variableCount = variableCount
        self.editLevel = editLevel
    }

    /// How many constraints the system gives the solver: its lines and one per edit.
    var constraintCount: Int { lines.count + edits.count }

    /// The system in the benchmark's text format, to keep a failure as a regression file.
    var text: String {
        var lines: [String] = []
        for edit in edits { lines.append("edit v\(edit.variable) \(edit.first.double)") }
        for line in self.lines {
            let terms = line.terms.map { "\($0.coefficient.double)*v\($0.variable)" }.joined(separator: " + ")
            let relation = switch line.relation {
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            case .lessThanOrEqual: "<="
            }
            lines.append("\(terms) + \(line.constant.doubleValue) \(relation) 0" + (line.level.map { " @\($0)" } ?? ""))
        }
        for suggestion in suggestions where !suggestion.isEmpty {
            lines.append("suggest " + suggestion.map { "v\($0.variable) \($0.value.double)" }.joined(separator: " "))
        }
        return lines.joined(separator: "\n").replacingOccurrences(of: "+ -", with: "- ")
    }
}

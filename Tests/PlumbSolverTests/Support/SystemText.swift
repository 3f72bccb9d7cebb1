@testable import PlumbSolver

/// A constraint system written in the benchmark's text format (`shared/bench/README.md`), read for the
/// solver's own tests: `edit NAME VALUE`, `suggest NAME VALUE ...` and `lhs REL rhs [@priority]` lines.
///
/// Kept apart from `plumb-bench`'s reader so that the solver's tests depend on the solver alone.
struct SystemText {
    enum Step {
        case edit(Variable, Double)
        case add(Constraint)
        case suggest([(Variable, Double)])
    }

    var steps: [Step] = []
    private(set) var variables: [String: Variable] = [:]
    /// Variable names in order of first appearance.
    private(set) var names: [String] = []

    init(_ text: String) {
        for line in text.split(separator: "\n") {
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let words = content.split(separator: " ").map(String.init)
            guard let first = words.first else { continue }
            switch first {
            case "edit":
                steps.append(.edit(variable(words[1]), Double(words[2])!))
            case "suggest":
                var pairs: [(Variable, Double)] = []
                var index = 1
                while index + 1 < words.count {
                    pairs.append((variable(words[index]), Double(words[index + 1])!))
                    index += 2
                }
                steps.append(.suggest(pairs))
            default:
                steps.append(.add(constraint(String(content))))
            }
        }
    }

    func variable(named name: String) -> Variable? { variables[name] }

    private mutating func variable(_ name: String) -> Variable {
        if let known = variables[name] { return known }
        let made = Variable(name)
        variables[name] = made
        names.append(name)
        return made
    }

    private mutating func constraint(_ line: String) -> Constraint {
        var body = line
        var priority = Solver.required
        if let at = line.firstIndex(of: "@") {
            priority = Double(String(line[line.index(after: at)...]).trimmingCharacters(in: " "))!
            body = String(line[..<at])
        }
        let relations: [(String, Relation)] = [("==", .equal), (">=", .greaterThanOrEqual), ("<=", .lessThanOrEqual)]
        let (symbol, relation) = relations.first { body.contains($0.0) }!
        let sides = body.components(separatedBy: symbol)
        return Constraint(side(sides[0]) - side(sides[1]), relation, priority: priority)
    }

    /// `a + 2*b - 0.5*c + 3` as an expression.
    private mutating func side(_ text: String) -> Expression {
        var expression = Expression()
        var sign = 1.0
        for word in text.replacingOccurrences(of: "-", with: " - ").replacingOccurrences(of: "+", with: " + ")
            .split(separator: " ").map(String.init)
        {
            switch word {
            case "+": continue
            case "-": sign = -sign; continue
            default: break
            }
            let parts = word.split(separator: "*").map(String.init)
            if parts.count == 2 {
                expression.terms.append(Term(variable(parts[1]), sign * Double(parts[0])!))
            } else if let number = Double(word) {
                expression.constant += sign * number
            } else {
                expression.terms.append(Term(variable(word), sign))
            }
            sign = 1
        }
        return expression
    }
}

private extension String {
    func trimmingCharacters(in set: Character) -> String {
        var text = Substring(self)
        while text.first == set { text.removeFirst() }
        while text.last == set { text.removeLast() }
        return String(text)
    }
}

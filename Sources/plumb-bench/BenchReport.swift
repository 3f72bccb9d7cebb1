/// The one JSON line plumb-bench prints, with the fields and key order of `kiwi_solve.py`.
struct BenchReport {
    static let solverName = "plumb 0.1.0"

    let path: String
    let system: BenchSystem
    let outcome: BenchRunner.Outcome
    let includeValues: Bool

    var json: String {
        var fields = [
            "\"solver\": \(quoted(BenchReport.solverName))",
            "\"system\": \(quoted(path))",
            "\"constraints\": \(system.constraints.count)",
            "\"variables\": \(system.variableNames.count)",
            "\"build_ms\": \(rounded(outcome.buildMilliseconds))",
            "\"resolve_ms\": \(rounded(outcome.resolveMilliseconds))",
        ]
        if includeValues {
            let names = system.variableNames
            let states = outcome.values.map { state in
                "{" + zip(names, state).map { "\(quoted($0)): \(number($1))" }.joined(separator: ", ") + "}"
            }
            fields.append("\"values\": [" + states.joined(separator: ", ") + "]")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private func rounded(_ value: Double) -> String {
        number((value * 1000).rounded() / 1000)
    }

    private func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "null"
    }

    private func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

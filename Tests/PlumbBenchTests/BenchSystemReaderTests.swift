import Testing
@testable import plumb_bench

@Suite("plumb-bench: reading the system format")
struct BenchSystemReaderTests {
    private func read(_ text: String) throws(BenchSystemError) -> BenchSystem {
        try BenchSystemReader(path: "s.txt").read(text)
    }

    @Test("the README's example reads into edits, constraints and suggestions")
    func readmeExample() throws {
        let system = try read("""
            # comment
            edit W 390
            v1.x == v0.x + v0.w + 8
            v0.w >= 40 @750
            v0.w <= 40 @250
            acc.y + 0.5*acc.h == img.y + 0.5*img.h
            suggest W 844 H 390
            """)
        #expect(system.edits.map { system.names[Int($0.variable)] } == ["W"])
        #expect(system.edits.map(\.value) == [390])
        #expect(system.constraints.count == 4)
        #expect(system.constraints[1].priority == 750)
        #expect(system.constraints[0].priority == 1000)
        #expect(system.constraints[0].rhs.constant == 8)
        #expect(system.names(of: system.constraints[0].rhs) == ["v0.x", "v0.w"])
        #expect(system.terms(of: system.constraints[3].lhs).map(\.coefficient) == [1, 0.5])
        #expect(system.suggestions.count == 1)
        #expect(system.suggestions[0].map { system.names[Int($0.variable)] } == ["W", "H"])
        #expect(system.variableNames == ["W", "v1.x", "v0.x", "v0.w", "acc.y", "acc.h", "img.y", "img.h"])
    }

    @Test("signs, constants on both sides and a leading minus")
    func signs() throws {
        let system = try read("-a + 2*b - 3 <= -c - 4.5")
        let constraint = system.constraints[0]
        #expect(system.terms(of: constraint.lhs).map(\.coefficient) == [-1, 2])
        #expect(constraint.lhs.constant == -3)
        #expect(system.terms(of: constraint.rhs).map(\.coefficient) == [-1])
        #expect(constraint.rhs.constant == -4.5)
        #expect(constraint.relation == .lessThanOrEqual)
    }

    @Test("mistakes are reported with line and column", arguments: [
        ("a == b +", "s.txt:1:9: expected a term, found the end of the line"),
        ("a = b", "s.txt:1:3: expected `==`, `>=` or `<=`"),
        ("\n\na == 3 @0", "s.txt:3:9: expected a priority in (0, 1000] after `@`"),
        ("a == 3 @1001", "s.txt:1:9: expected a priority in (0, 1000] after `@`"),
        ("a == 3 x", "s.txt:1:8: unexpected `x`"),
        ("edit W", "s.txt:1:7: expected a number after `W`"),
        ("edit W 1 H 2", "s.txt:1:1: an edit line is `edit NAME VALUE`"),
        ("suggest", "s.txt:1:1: a suggest line needs NAME VALUE pairs"),
        ("a == 2*", "s.txt:1:8: expected a variable name after `*`"),
        ("a == b ) c", "s.txt:1:8: unexpected `)`"),
    ])
    func mistakes(text: String, message: String) {
        do {
            _ = try read(text)
            Issue.record("read \(text) without error")
        } catch {
            #expect(error.description == message)
        }
    }
}

@Suite("plumb-bench: running and reporting")
struct BenchRunnerTests {
    @Test("a tiny system solves and reports kiwi_solve.py's fields in order")
    func tinySystem() throws {
        let text = """
            edit W 100
            a.x == 10
            a.x + a.w == W - 10
            a.w >= 50 @750
            7 == 7
            suggest W 200
            """
        let system = try BenchSystemReader(path: "tiny.txt").read(text)
        let outcome = try BenchRunner(system: system).run(repeats: 2, recordValues: true)
        // By hand: a.w = W - 20 → 80 at W = 100, 180 at W = 200.
        #expect(outcome.values.count == 2)
        #expect(system.variableNames == ["W", "a.x", "a.w"])
        #expect(abs(outcome.values[0][2] - 80) < 1e-9)
        #expect(abs(outcome.values[1][2] - 180) < 1e-9)
        let json = BenchReport(path: "tiny.txt", system: system, outcome: outcome, includeValues: true).json
        #expect(json.hasPrefix("{\"solver\": \"plumb "))
        #expect(json.contains("\"system\": \"tiny.txt\", \"constraints\": 4, \"variables\": 3, \"build_ms\": "))
        #expect(json.hasSuffix("\"values\": [{\"W\": 100.0, \"a.x\": 10.0, \"a.w\": 80.0}, {\"W\": 200.0, \"a.x\": 10.0, \"a.w\": 180.0}]}"))
    }

    @Test("arguments: --values, --repeat and mistakes")
    func arguments() throws {
        let command = try BenchCommand(arguments: ["s.txt", "--values", "--repeat", "5"])
        #expect(command.path == "s.txt")
        #expect(command.includeValues)
        #expect(command.repeats == 5)
        #expect(throws: BenchCommand.UsageError.self) { try BenchCommand(arguments: ["s.txt", "--repeat", "0"]) }
        #expect(throws: BenchCommand.UsageError.self) { try BenchCommand(arguments: ["s.txt", "--fast"]) }
        #expect(throws: BenchCommand.UsageError.self) { try BenchCommand(arguments: []) }
    }
}

import Foundation
import Testing
@testable import plumb_bench

/// PlumbSolver against kiwisolver on systems with a unique optimum (see `Tests/PlumbSolverTests/Fixtures/README.md`).
@Suite("Differential: PlumbSolver agrees with kiwisolver where the optimum is unique")
struct DifferentialTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PlumbSolverTests/Fixtures")

    static let systems: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted()
    }()

    @Test("the fixtures are there")
    func fixturesExist() {
        #expect(DifferentialTests.systems.count >= 8)
    }

    @Test("values match kiwisolver's within 1e-6 relative", arguments: DifferentialTests.systems)
    func matchesKiwi(system name: String) throws {
        let systemURL = DifferentialTests.fixtures.appendingPathComponent(name)
        let text = try String(contentsOf: systemURL, encoding: .utf8)
        let system = try BenchSystemReader(path: name).read(text)
        let outcome = try BenchRunner(system: system).run(repeats: 1, recordValues: true)

        let kiwiURL = systemURL.deletingPathExtension().appendingPathExtension("kiwi.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: kiwiURL)) as? [String: Any]
        let states = try #require(json?["values"] as? [[String: Double]])
        #expect(states.count == outcome.values.count)
        let names = system.variableNames
        for (step, (expected, actual)) in zip(states, outcome.values).enumerated() {
            for (index, name) in names.enumerated() {
                let reference = try #require(expected[name])
                let difference = abs(actual[index] - reference)
                #expect(
                    difference <= 1e-6 * max(1, abs(reference)),
                    "\(name) after step \(step): plumb \(actual[index]), kiwi \(reference)")
            }
        }
    }
}

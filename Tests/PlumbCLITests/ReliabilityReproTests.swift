import Foundation
import Testing
import PlumbTestSupport

/// The minimal inputs of issue 22's bad-input campaign (`Reliability/`, see its README), each run
/// through the command that crashed, hung or misled on it: every one now ends with exit 0, 1 or 2,
/// a located message where it refuses, and no non-finite number in its output. The work is bounded
/// by the input limits these inputs hit, so no test needs a clock.
@Suite(.temporaryFolders) struct ReliabilityReproTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Reliability")

    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var command: [String]
        var error: String
        var testDescription: String { "\(command.first ?? "") \(file)" }
    }

    static let refused: [Case] = [
        Case(file: "crash_label_width_1e16.yaml", command: ["solve"],
             error: "crash_label_width_1e16.yaml:8:16: error: constant 1e+16 is out of range: "
                + "a constant must be from -100000 to 100000\n"),
        Case(file: "crash_render_label_width_1e16_single_line.yaml", command: ["render"],
             error: "crash_render_label_width_1e16_single_line.yaml:7:16: error: constant 1e+16 is out of range: "
                + "a constant must be from -100000 to 100000\n"),
        Case(file: "crash_deep_flow_one_line.yaml", command: ["solve"],
             error: "crash_deep_flow_one_line.yaml:1:506: error: the YAML nests too deeply (more than 500 levels)\n"),
        Case(file: "hang_arrows_far_view.yaml", command: ["render", "--constraints"],
             error: "hang_arrows_far_view.yaml:7:31: error: constant 1e+18 is out of range: "
                + "a constant must be from -100000 to 100000\n"),
        Case(file: "hang_constraints_arrows.yaml", command: ["render", "--constraints"],
             error: "hang_constraints_arrows.yaml:6:18: error: multiplier 100000 is out of range: a multiplier must be "
                + "from 0.001 to 1000, or from -1000 to -0.001\n"
                + "hang_constraints_arrows.yaml:8:31: error: constant 9.223372036854776e+18 is out of range: "
                + "a constant must be from -100000 to 100000\n"),
        Case(file: "hang_long_word_label.yaml", command: ["solve"],
             error: "hang_long_word_label.yaml:4:11: error: 'text' is too long: 20000 characters, at most 4000 are allowed\n"),
        Case(file: "hang_sheet_long_name.yaml", command: ["render", "--sheet"],
             error: "hang_sheet_long_name.yaml:1:7: error: 'name' is too long: 50000 characters, at most 200 are allowed\n"),
        Case(file: "wrong_overflow_neg_1e308.yaml", command: ["solve"],
             error: "wrong_overflow_neg_1e308.yaml:9:16: error: constant -1e+308 is out of range: "
                + "a constant must be from -100000 to 100000\n"),
        Case(file: "wrong_overflow_neg_1e308.yaml", command: ["explain"],
             error: "wrong_overflow_neg_1e308.yaml:9:16: error: constant -1e+308 is out of range: "
                + "a constant must be from -100000 to 100000\n"),
        Case(file: "wrong_overflow_multiplier.yaml", command: ["solve"],
             error: "wrong_overflow_multiplier.yaml:9:16: error: multiplier 1e+308 is out of range: a multiplier must be "
                + "from 0.001 to 1000, or from -1000 to -0.001\n"),
        Case(file: "render_size_limit.yaml", command: ["render"],
             error: "render_size_limit.yaml:3:12: error: canvas width must be greater than 0 and at most 10000 points, "
                + "found 20000\n"),
        // One error, at the metric: no false "Unable to find metric" before it.
        Case(file: "vfl_metric_nan.yaml", command: ["solve"],
             error: "vfl_metric_nan.yaml:6:18: error: expected a number for metric 'x', found '.nan'\n"),
    ]

    @Test(arguments: refused)
    func aReproIsRefusedAtItsLine(_ repro: Case) throws {
        let output = try makeTemporaryFolderURL()
        var arguments = [repro.command[0], repro.file] + repro.command.dropFirst()
        if repro.command[0] == "render" { arguments += ["-o", output.path] }
        let result = try runPlumb(arguments, currentDirectory: Self.folder)
        #expect(result.status == 2)
        #expect(result.err == repro.error)
        #expect(result.out == "")
        // Nothing half-written: a refused scene leaves no picture.
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == [])
    }

    /// 10 000 views with only a width each: every position and height is reported undetermined, and
    /// the frames are still printed (diagnosis no longer costs the square of the views).
    @Test func tenThousandUndeterminedViewsAreDiagnosed() throws {
        let result = try runPlumb(["solve", "hang_10k_ambiguous_views.yaml", "--json"], currentDirectory: Self.folder)
        #expect(result.status == 0)
        let warnings = result.err.split(separator: "\n").map(String.init)
        #expect(warnings.count == 20_000)
        #expect(warnings.first == "hang_10k_ambiguous_views.yaml:2:5: warning: Need constraints for: X position of 'v0' "
                + "on canvas 'iphone-15' (x could be anything)")
        #expect(warnings.last == "hang_10k_ambiguous_views.yaml:10001:5: warning: Need constraints for: Y position or "
                + "height of 'v9999' on canvas 'iphone-15' (range not measured)")
        #expect(result.out.contains("\"v9999\""))
        #expect(!result.out.contains("null") && !result.out.contains("inf") && !result.out.contains("nan"))
    }

    /// A frames golden with CRLF line ends reads as the same frames, not as an empty dump.
    @Test func aCRLFFramesGoldenIsRead() throws {
        let scene = "frames_crlf/simple-label-and-text-field.yaml"
        let result = try runPlumb(["check", scene, "--golden", "frames_crlf/golden"], currentDirectory: Self.folder)
        #expect(result.err == "")
        #expect(result.out == "PASS simple-label-and-text-field\n1 passed, 0 failed\n")
        #expect(result.status == 0)
    }
}

import PlumbFuzzSupport
import PlumbGolden

/// libFuzzer target: a golden frames file. What parses must print as a dump that reads back and
/// prints the same text again (printing rounds to four decimals, so the second reading, not the
/// first, is the fixed point).
func fuzzFrames(_ text: String) {
    guard let dump = try? FrameDump.parse(text, file: "fuzz.frames.txt") else { return }
    let again = try? FrameDump.parse(dump.text, file: "again.frames.txt")
    precondition(again?.text == dump.text, "frames do not survive printing and reading again:\n\(dump.text)")
}

runFuzzer { data, size in
    fuzzFrames(fuzzText(data, size))
    return 0
}

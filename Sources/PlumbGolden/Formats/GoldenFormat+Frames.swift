extension GoldenFormat where Value == FrameDump, Detail == [FrameChange] {
    /// A frame dump (`NAME.frames.txt`): frames count as equal when they print the same, and each
    /// change is named in words (`email: x 20 → 16 on iphone-15`); a `diff` artifact lists them all.
    public static var frames: GoldenFormat {
        GoldenFormat(fileExtension: "txt", showsGoldenInArtifacts: false, encode: { Array($0.text.utf8) }) { golden, path, frames in
            let expected: FrameDump
            do {
                expected = try FrameDump.parse(String(decoding: golden, as: UTF8.self), file: path)
            } catch {
                throw GoldenComparisonError.goldenUnreadable("\(error)")
            }
            let changes = FrameDiff.changes(from: expected, to: frames)
            guard !changes.isEmpty else { return GoldenComparison(matches: true, detail: []) }
            return GoldenComparison(matches: false, detail: changes,
                                    difference: FailureReason.framesChanged(changes).description,
                                    artifacts: [GoldenArtifact(role: "diff", bytes: Array(FrameDiff.report(changes).utf8))])
        }
    }
}

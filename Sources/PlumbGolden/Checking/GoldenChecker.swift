/// Checks cases against their goldens: frames first, then each canvas's picture; records goldens as
/// the record mode allows and leaves artifacts of every failure.
///
/// A check never throws: a golden that cannot be read or written becomes a reason the case failed.
public struct GoldenChecker: Sendable {
    /// Where the goldens of each case are.
    public var paths: GoldenPaths
    /// Where the expected, actual and diff pictures and the frame diff of failures go; none when `nil`.
    public var artifactsDirectory: String?
    /// Which goldens a check may write.
    public var recordMode: GoldenRecordMode
    /// How close a picture must be to its golden to pass.
    public var options: PixelComparisonOptions

    /// A checker of the goldens under `goldenDirectory`, writing failure artifacts under
    /// `artifactsDirectory` when one is given.
    public init(goldenDirectory: String, artifactsDirectory: String? = nil, recordMode: GoldenRecordMode = .never,
                options: PixelComparisonOptions = .standard) {
        paths = GoldenPaths(directory: goldenDirectory)
        self.artifactsDirectory = artifactsDirectory
        self.recordMode = recordMode
        self.options = options
    }

    /// Checks one case.
    public func check(_ goldenCase: GoldenCase) -> CheckResult {
        let start = ContinuousClock.now
        var files = [GoldenFile]()
        var frameChanges = [FrameChange]()
        var canvases = [CanvasCheck]()
        var problems = [FailureReason]()

        if let frames = goldenCase.frames {
            let file = checkFrames(frames, of: goldenCase.name)
            if case .differs(.framesChanged(let changes)) = file.state { frameChanges = changes }
            files.append(file)
        }
        for canvasImage in goldenCase.images {
            let path = paths.image(of: goldenCase.name, canvas: canvasImage.canvas)
            do {
                let actualPNG = try canvasImage.encoded()
                guard PNGHeader.size(of: actualPNG) != nil else {
                    problems.append(.renderUnreadable(canvas: canvasImage.canvas, reason: "not a PNG image"))
                    continue
                }
                let (file, canvas) = checkImage(canvasImage, actualPNG: actualPNG, at: path)
                files.append(file)
                canvases.append(canvas)
            } catch {
                problems.append(.renderUnreadable(canvas: canvasImage.canvas, reason: "\(error)"))
            }
        }

        let written = record(&files, problems: &problems)
        let outcome = outcome(of: files, written: written, problems: problems)
        var result = CheckResult(name: goldenCase.name, outcome: outcome, frameChanges: frameChanges,
                                 canvases: canvases, writtenFiles: written)
        if outcome.isFailure, let artifactsDirectory {
            writeArtifacts(of: goldenCase, files: files, into: artifactsDirectory, result: &result)
        }
        result.duration = (ContinuousClock.now - start).seconds
        return result
    }

    // MARK: - Comparing

    private func checkFrames(_ frames: FrameDump, of caseName: String) -> GoldenFile {
        let path = paths.frames(of: caseName)
        let actual = Array(frames.text.utf8)
        if let file = GoldenFile.unlessRegular(path: path, actual: actual) { return file }
        do {
            let bytes = try FileBytes.read(path)
            let expected = try FrameDump.parse(String(decoding: bytes, as: UTF8.self), file: path)
            let changes = FrameDiff.changes(from: expected, to: frames)
            let state: GoldenFile.State = changes.isEmpty ? .matches(sameBytes: bytes == actual) : .differs(.framesChanged(changes))
            return GoldenFile(path: path, actual: actual, state: state)
        } catch {
            return GoldenFile(path: path, actual: actual, state: .differs(.goldenUnreadable(path: path, reason: reason(of: error))))
        }
    }

    private func checkImage(_ canvasImage: CanvasImage, actualPNG: [UInt8], at path: String) -> (GoldenFile, CanvasCheck) {
        let canvas = canvasImage.canvas
        var check = CanvasCheck(canvas: canvas, expectedPNG: nil, actualPNG: actualPNG, diffPNG: nil, comparison: nil)
        if let file = GoldenFile.unlessRegular(path: path, actual: actualPNG) { return (file, check) }
        let expectedPNG: [UInt8]
        do {
            expectedPNG = try FileBytes.read(path)
        } catch {
            return (GoldenFile(path: path, actual: actualPNG, state: .differs(.goldenUnreadable(path: path, reason: reason(of: error)))), check)
        }
        check.expectedPNG = expectedPNG
        let comparison: PixelComparisonResult
        if expectedPNG == actualPNG, let size = PNGHeader.size(of: actualPNG) {
            // The same bytes: nothing to decode.
            comparison = .identical(size: size, budget: options.budget)
        } else {
            let expected: RGBAImage, actual: RGBAImage
            do {
                expected = try RGBAImage(pngData: expectedPNG)
            } catch {
                let reason = PNGHeader.damage(in: expectedPNG)
                let file = GoldenFile(path: path, actual: actualPNG, state: .differs(.goldenUnreadable(path: path, reason: reason)))
                return (file, check)
            }
            do {
                actual = try canvasImage.decoded()
            } catch {
                let file = GoldenFile(path: path, actual: actualPNG,
                                      state: .differs(.renderUnreadable(canvas: canvas, reason: "\(error)")))
                return (file, check)
            }
            comparison = PixelComparison(options: options).compare(expected: expected, actual: actual)
        }
        check.comparison = comparison.droppingDiffImage()
        if case .compared(let difference) = comparison, !comparison.passes, let diff = difference.diffImage {
            check.diffPNG = try? diff.pngData()
        }
        let state: GoldenFile.State = comparison.passes
            ? .matches(sameBytes: expectedPNG == actualPNG)
            : .differs(.imageDiffers(canvas: canvas, detail: comparison.summary))
        return (GoldenFile(path: path, actual: actualPNG, state: state), check)
    }

    // MARK: - Recording

    /// Writes the goldens the record mode asks for; returns the paths written.
    private func record(_ files: inout [GoldenFile], problems: inout [FailureReason]) -> [String] {
        let caseFails = !problems.isEmpty || files.contains { $0.needsAttention }
        var written = [String]()
        for index in files.indices where shouldWrite(files[index], caseFails: caseFails) {
            do {
                try AtomicFile.write(files[index].actual, to: files[index].path)
                files[index].written = true
                written.append(files[index].path)
            } catch {
                problems.append(.cannotWrite(path: files[index].path, reason: reason(of: error)))
            }
        }
        return written
    }

    private func shouldWrite(_ file: GoldenFile, caseFails: Bool) -> Bool {
        // A picture that cannot be decoded is never recorded as a golden, and a folder, FIFO or
        // device where a golden belongs is never replaced: someone put it there.
        if case .differs(.renderUnreadable) = file.state { return false }
        if file.isNotAFile { return false }
        switch (recordMode, file.state) {
        case (.never, _): return false
        case (.all, .matches(let sameBytes)): return !sameBytes
        case (.all, _): return true
        case (.failed, .matches): return false
        case (.failed, _): return caseFails
        case (.missing, .missing): return true
        case (.missing, _): return false
        }
    }

    private func outcome(of files: [GoldenFile], written: [String], problems: [FailureReason]) -> CheckOutcome {
        let unresolved = files.filter { $0.needsAttention && !$0.written }
        let differences = unresolved.compactMap(\.difference)
        let missing = unresolved.filter { $0.state == .missing }.map(\.path)
        if !differences.isEmpty || !problems.isEmpty {
            return .failed(differences + problems + missing.map { .goldenMissing(path: $0) })
        }
        if !missing.isEmpty { return .missing(missing) }
        if !written.isEmpty { return .recorded(written) }
        return .passed
    }

    // MARK: - Artifacts

    private func writeArtifacts(of goldenCase: GoldenCase, files: [GoldenFile], into folder: String, result: inout CheckResult) {
        let base = join(folder, goldenCase.name)
        var artifacts = [(path: String, bytes: [UInt8])]()
        if let frames = goldenCase.frames, let file = files.first(where: { $0.path == paths.frames(of: goldenCase.name) }),
           file.needsAttention {
            artifacts.append((base + ".frames.actual.txt", Array(frames.text.utf8)))
            if !result.frameChanges.isEmpty {
                artifacts.append((base + ".frames.diff.txt", Array(FrameDiff.report(result.frameChanges).utf8)))
            }
        }
        for canvas in result.canvases where !canvas.passes {
            let name = "\(base)@\(canvas.canvas)"
            if let expected = canvas.expectedPNG { artifacts.append((name + ".expected.png", expected)) }
            artifacts.append((name + ".actual.png", canvas.actualPNG))
            if let diff = canvas.diffPNG { artifacts.append((name + ".diff.png", diff)) }
        }
        var extraProblems = [FailureReason]()
        for artifact in artifacts {
            do {
                try AtomicFile.write(artifact.bytes, to: artifact.path)
                result.artifacts.append(artifact.path)
            } catch {
                extraProblems.append(.cannotWrite(path: artifact.path, reason: reason(of: error)))
            }
        }
        if !extraProblems.isEmpty, case .failed(let reasons) = result.outcome {
            result.outcome = .failed(reasons + extraProblems)
        }
    }
}

/// An error in words, without the path a ``FileError`` would repeat.
private func reason(of error: any Error) -> String {
    (error as? FileError)?.reason ?? "\(error)"
}

/// One golden file of a case as the check saw it.
private struct GoldenFile {
    enum State: Equatable {
        /// The golden matches; `sameBytes` when byte for byte.
        case matches(sameBytes: Bool)
        case missing
        case differs(FailureReason)
    }

    var path: String
    /// What the golden would hold if recorded now.
    var actual: [UInt8]
    var state: State
    var written = false
    /// Whether something other than a regular file is at the path.
    var isNotAFile = false

    /// The golden as missing (nothing at `path`) or unreadable (something not a file there), or nil
    /// when a regular file is there to read.
    static func unlessRegular(path: String, actual: [UInt8]) -> GoldenFile? {
        switch FileBytes.kind(of: path) {
        case .file: return nil
        case .nothing: return GoldenFile(path: path, actual: actual, state: .missing)
        case .other(let kind):
            var file = GoldenFile(path: path, actual: actual,
                                  state: .differs(.goldenUnreadable(path: path, reason: "it is \(kind), not a file")))
            file.isNotAFile = true
            return file
        }
    }

    init(path: String, actual: [UInt8], state: State) {
        self.path = path
        self.actual = actual
        self.state = state
    }

    var needsAttention: Bool {
        if case .matches = state { return false }
        return true
    }

    var difference: FailureReason? {
        if case .differs(let reason) = state { return reason }
        return nil
    }
}

extension PixelComparisonResult {
    /// The result of comparing an image with an exact copy of itself.
    static func identical(size: PixelSize, budget: DiffBudget) -> PixelComparisonResult {
        .compared(PixelDifference(differingPixels: 0, antiAliasedPixels: 0, totalPixels: size.width * size.height,
                                  changedRegion: nil, isWithinBudget: true, budget: budget, diffImage: nil))
    }
}

import PlumbRender
/// Checks cases against their goldens: frames first (the scene's, then each state's), then each canvas's picture, then the key
/// frames of the transitions to the states; records goldens as
/// the record mode allows and leaves artifacts of every failure.
///
/// Each file goes through its ``GoldenFormat``: read the golden, compare, record, leave artifacts.
/// ``check(_:as:named:)`` runs that pipeline for a single value of any format (an SVG, a text).
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
    /// Whether a passing picture's PNG is kept in ``CanvasCheck/actualPNG`` (for a report that shows
    /// passing pictures). Off by default: a picture that passes is then never encoded.
    public var keepsPassingPictures: Bool

    /// A checker of the goldens under `goldenDirectory`, writing failure artifacts under
    /// `artifactsDirectory` when one is given.
    public init(goldenDirectory: String, artifactsDirectory: String? = nil, recordMode: GoldenRecordMode = .never,
                options: PixelComparisonOptions = .standard, keepsPassingPictures: Bool = false) {
        paths = GoldenPaths(directory: goldenDirectory)
        self.artifactsDirectory = artifactsDirectory
        self.recordMode = recordMode
        self.options = options
        self.keepsPassingPictures = keepsPassingPictures
    }

    /// Checks one case.
    public func check(_ goldenCase: GoldenCase) -> CheckResult {
        let start = ContinuousClock.now
        let name = goldenCase.name
        var files = [GoldenFile]()
        var frameChanges = [FrameChange]()
        var pictures = [(file: Int, canvas: String, comparison: PixelComparisonResult?)]()
        var problems = [FailureReason]()

        if let frames = goldenCase.frames {
            let (file, comparison) = GoldenFile.check(frames, named: name, as: .frames, path: paths.frames(of: name),
                                                       artifactStem: name + ".frames") { _, comparison in
                .framesChanged(comparison.detail)
            }
            frameChanges = comparison.map { $0.matches ? [] : $0.detail } ?? []
            files.append(file)
        }
        for state in goldenCase.states {
            let (file, _) = GoldenFile.check(state.frames, named: "\(name).\(state.state)", as: .frames,
                                             path: paths.frames(of: name, state: state.state),
                                             artifactStem: "\(name).\(state.state).frames") { path, comparison in
                .contentDiffers(path: path, detail: "(state \(state.state)): " + comparison.difference)
            }
            files.append(file)
        }
        let png = GoldenFormat.png(options)
        for image in goldenCase.images {
            if let problem = image.problem {
                problems.append(.renderUnreadable(canvas: image.canvas, reason: problem))
                continue
            }
            let (file, comparison) = GoldenFile.check(image, named: image.canvas, as: png,
                                                       path: paths.image(of: name, canvas: image.canvas),
                                                       artifactStem: "\(name)@\(image.canvas)") { _, comparison in
                .imageDiffers(canvas: image.canvas, detail: comparison.difference)
            }
            pictures.append((files.count, image.canvas, comparison?.detail))
            files.append(file)
        }
        for keyFrame in goldenCase.keyFrames {
            let canvas = keyFrame.image.canvas
            if let problem = keyFrame.image.problem {
                problems.append(.renderUnreadable(canvas: keyFrame.label, reason: problem))
                continue
            }
            let (file, comparison) = GoldenFile.check(keyFrame.image, named: keyFrame.label, as: png,
                                                       path: paths.keyFrame(of: name, state: keyFrame.state,
                                                                            time: keyFrame.time, canvas: canvas),
                                                       artifactStem: "\(name).\(keyFrame.state).\(keyFrame.time)s@\(canvas)") { _, comparison in
                .imageDiffers(canvas: keyFrame.label, detail: comparison.difference)
            }
            pictures.append((files.count, keyFrame.label, comparison?.detail))
            files.append(file)
        }

        var result = finish(name, files: &files, problems: problems, since: start)
        result.frameChanges = frameChanges
        result.canvases = pictures.map { picture in
            let file = files[picture.file]
            let passes = picture.comparison?.passes ?? false
            // A passing picture is encoded only when kept; the others were encoded for their artifacts.
            return CanvasCheck(canvas: picture.canvas, expectedPNG: file.golden,
                               actualPNG: passes && !keepsPassingPictures ? nil : try? file.actual.bytes(),
                               diffPNG: file.artifacts.first { $0.role == "diff" }?.bytes, comparison: picture.comparison)
        }
        return result
    }

    /// Checks one value against its golden `NAME.EXTENSION` in the golden folder: the pipeline of
    /// ``check(_:)`` for a single file of any format. The result's ``CheckResult/canvases`` is empty.
    public func check<Value, Detail>(_ value: Value, as format: GoldenFormat<Value, Detail>, named name: String) -> CheckResult {
        let start = ContinuousClock.now
        let path = paths.file(named: name, fileExtension: format.fileExtension)
        let (file, _) = GoldenFile.check(value, named: name, as: format, path: path, artifactStem: name) { path, comparison in
            .contentDiffers(path: path, detail: comparison.difference)
        }
        var files = [file]
        return finish(name, files: &files, problems: [], since: start)
    }

    /// What every check ends with: record as the mode asks, decide the outcome, leave the artifacts
    /// of a failure, and measure the time since `start`.
    private func finish(_ name: String, files: inout [GoldenFile], problems: [FailureReason],
                        since start: ContinuousClock.Instant) -> CheckResult {
        var problems = problems
        let written = record(&files, problems: &problems)
        var result = CheckResult(name: name, outcome: outcome(of: files, written: written, problems: problems),
                                 writtenFiles: written)
        if result.outcome.isFailure, let artifactsDirectory {
            writeArtifacts(of: files, into: artifactsDirectory, result: &result)
        }
        result.measureDuration(since: start)
        return result
    }

    // MARK: - Recording

    /// Writes the goldens the record mode asks for; returns the paths written.
    private func record(_ files: inout [GoldenFile], problems: inout [FailureReason]) -> [String] {
        let caseFails = !problems.isEmpty || files.contains { $0.needsAttention }
        var written = [String]()
        for index in files.indices where shouldWrite(files[index], caseFails: caseFails) {
            do {
                try AtomicFile.write(try files[index].actual.bytes(), to: files[index].path)
                files[index].written = true
                written.append(files[index].path)
            } catch {
                problems.append(.cannotWrite(path: files[index].path, reason: reason(of: error)))
            }
        }
        return written
    }

    private func shouldWrite(_ file: GoldenFile, caseFails: Bool) -> Bool {
        // A value that cannot be used is never recorded as a golden, and a folder, FIFO or device
        // where a golden belongs is never replaced: someone put it there.
        if case .differs(.renderUnreadable) = file.state { return false }
        if file.isNotAFile { return false }
        switch (recordMode, file.state) {
        case (.never, _): return false
        // Matching within the tolerance is not enough for `all`: a golden whose bytes differ is rewritten.
        case (.all, .matches): return (try? file.actual.bytes()) != file.golden
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

    /// Leaves, for each file that failed, what it is now (`.actual`), its golden (`.expected`, when the
    /// format shows it) and the format's own artifacts (a `.diff`).
    private func writeArtifacts(of files: [GoldenFile], into folder: String, result: inout CheckResult) {
        var artifacts = [(path: String, bytes: () throws -> [UInt8])]()
        for file in files where file.needsAttention {
            let stem = join(folder, file.artifactStem)
            if file.showsGoldenInArtifacts, let golden = file.golden {
                artifacts.append((stem + ".expected." + file.fileExtension, { golden }))
            }
            artifacts.append((stem + ".actual." + file.fileExtension, file.actual.bytes))
            for artifact in file.artifacts {
                artifacts.append((stem + ".\(artifact.role)." + (artifact.fileExtension ?? file.fileExtension), { artifact.bytes }))
            }
        }
        var extraProblems = [FailureReason]()
        for artifact in artifacts {
            do {
                try AtomicFile.write(try artifact.bytes(), to: artifact.path)
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
func reason(of error: any Error) -> String {
    (error as? FileError)?.reason ?? "\(error)"
}

import PlumbRender
/// One golden file as a check saw it: the pipeline every ``GoldenFormat`` goes through (read the
/// golden, compare, and later record and leave artifacts).
struct GoldenFile {
    enum State: Equatable {
        case matches
        case missing
        case differs(FailureReason)
    }

    var path: String
    /// The artifacts' path below the artifacts folder, without role and extension (`forms/login@iphone-15`).
    var artifactStem: String
    var fileExtension: String
    var state: State
    /// The golden's bytes, when it could be read.
    var golden: [UInt8]?
    /// What the golden would hold if recorded now, made only when needed.
    var actual: LazyBytes
    /// The format's own artifacts of a difference (a diff picture, a frame report).
    var artifacts: [GoldenArtifact] = []
    /// Whether the golden is copied into the artifacts as `.expected` when the file fails.
    var showsGoldenInArtifacts: Bool
    var written = false
    /// Whether something other than a regular file is at the path.
    var isNotAFile = false

    /// Reads the golden at `path` and compares `value` (called `valueName` when it cannot be used) with it.
    /// - Parameter failure: the reason a difference the format found is given in a check's outcome.
    /// - Returns: the file, and the format's comparison when there was a golden to compare with.
    static func check<Value, Detail>(_ value: Value, named valueName: String, as format: GoldenFormat<Value, Detail>,
                                     path: String, artifactStem: String,
                                     failure: (_ path: String, GoldenComparison<Detail>) -> FailureReason)
        -> (GoldenFile, GoldenComparison<Detail>?) {
        var file = GoldenFile(path: path, artifactStem: artifactStem, fileExtension: format.fileExtension, state: .missing,
                              actual: LazyBytes { try format.encode(value) },
                              showsGoldenInArtifacts: format.showsGoldenInArtifacts)
        switch FileBytes.kind(of: path) {
        case .nothing:
            return (file, nil)
        case .other(let kind):
            file.state = .differs(.goldenUnreadable(path: path, reason: "it is \(kind), not a file"))
            file.isNotAFile = true
            return (file, nil)
        case .file:
            break
        }
        let golden: [UInt8]
        do {
            golden = try FileBytes.read(path)
        } catch {
            file.state = .differs(.goldenUnreadable(path: path, reason: reason(of: error)))
            return (file, nil)
        }
        file.golden = golden
        do {
            let comparison = try format.compare(golden, path, value)
            file.state = comparison.matches ? .matches : .differs(failure(path, comparison))
            file.artifacts = comparison.artifacts
            return (file, comparison)
        } catch GoldenComparisonError.goldenUnreadable(let reason) {
            file.state = .differs(.goldenUnreadable(path: path, reason: reason))
        } catch GoldenComparisonError.valueUnusable(let reason) {
            file.state = .differs(.renderUnreadable(canvas: valueName, reason: reason))
        } catch {
            file.state = .differs(.goldenUnreadable(path: path, reason: reason(of: error)))
        }
        return (file, nil)
    }

    var needsAttention: Bool { state != .matches }

    var difference: FailureReason? {
        if case .differs(let reason) = state { return reason }
        return nil
    }
}

/// Bytes made on first use and kept: a picture that passes is never encoded, one that is recorded
/// and left as an artifact is encoded once.
final class LazyBytes {
    private let make: () throws -> [UInt8]
    private var made: Result<[UInt8], any Error>?

    init(_ make: @escaping () throws -> [UInt8]) {
        self.make = make
    }

    func bytes() throws -> [UInt8] {
        if let made { return try made.get() }
        let result = Result { try make() }
        made = result
        return try result.get()
    }
}

/// One kind of golden file: how a value becomes the file's bytes, how a golden's bytes are compared
/// with a value (and the difference described), and the file's extension.
///
/// Every golden Plumb keeps goes through one of these and one pipeline (``GoldenChecker``, and
/// ``assertGolden(of:as:named:goldenDirectory:recordMode:artifactsDirectory:filePath:)`` in Swift tests), so
/// all of them record under the same `PLUMB_RECORD` modes, are written atomically, and leave their
/// artifacts in the same places. The formats Plumb has:
///
/// | format | value | compared |
/// |---|---|---|
/// | ``frames`` | ``FrameDump`` | frame by frame, as printed; changes named in words |
/// | ``png(_:)`` | ``CanvasImage`` | pixel by pixel as pixelmatch, within ``PixelComparisonOptions`` |
/// | ``text(fileExtension:)``, ``svg`` | `String` | byte for byte; the first differing line named |
/// | ``bytes(fileExtension:)`` | `[UInt8]` | byte for byte (PDF) |
///
/// A new kind of golden is one more static value: the formats are values, not subclasses, in the
/// spirit of swift-snapshot-testing's `Snapshotting` and `Diffing`.
public struct GoldenFormat<Value, Detail>: Sendable {
    /// The golden file's extension, without the dot (`png`, `txt`); artifacts put their role before
    /// it (`NAME.actual.png`, `NAME.diff.png`).
    public var fileExtension: String
    /// The bytes a golden of `value` holds: what recording writes and the `.actual` artifact.
    public var encode: @Sendable (_ value: Value) throws -> [UInt8]
    /// Compares a golden's bytes (read from `path`) with a value.
    /// Throws ``GoldenComparisonError`` when either side cannot be used.
    public var compare: @Sendable (_ golden: [UInt8], _ path: String, _ value: Value) throws -> GoldenComparison<Detail>
    /// Whether a failure's artifacts include a copy of the golden (`NAME.expected.EXT`): yes for
    /// pictures, which a report shows side by side; no for frames, whose diff names every change.
    public var showsGoldenInArtifacts: Bool

    public init(fileExtension: String, showsGoldenInArtifacts: Bool = true,
                encode: @escaping @Sendable (_ value: Value) throws -> [UInt8],
                compare: @escaping @Sendable (_ golden: [UInt8], _ path: String, _ value: Value) throws -> GoldenComparison<Detail>) {
        self.fileExtension = fileExtension
        self.showsGoldenInArtifacts = showsGoldenInArtifacts
        self.encode = encode
        self.compare = compare
    }
}

/// What comparing a golden with a value found.
public struct GoldenComparison<Detail> {
    /// Whether the value matches its golden, within the format's tolerance.
    public var matches: Bool
    /// What the format found, for callers that look further (frame changes, a pixel comparison).
    public var detail: Detail
    /// The difference in one line for people (`3 pixels differ …`); empty when it matches.
    public var difference: String
    /// Files that show a failure beside the `.actual` one (an `expected` picture, a `diff`).
    public var artifacts: [GoldenArtifact]

    public init(matches: Bool, detail: Detail, difference: String = "", artifacts: [GoldenArtifact] = []) {
        self.matches = matches
        self.detail = detail
        self.difference = difference
        self.artifacts = artifacts
    }
}

extension GoldenComparison: Sendable where Detail: Sendable {}

/// A file that shows why a golden failed, written beside the rendered value's `.actual` file.
public struct GoldenArtifact: Hashable, Sendable {
    /// Its role, which goes before the extension: `expected`, `diff`.
    public var role: String
    /// Its extension when not the golden's (`txt` for a diff report of another format).
    public var fileExtension: String?
    public var bytes: [UInt8]

    public init(role: String, fileExtension: String? = nil, bytes: [UInt8]) {
        self.role = role
        self.fileExtension = fileExtension
        self.bytes = bytes
    }
}

/// A golden, or the value compared with it, that cannot be used.
public enum GoldenComparisonError: Error, Hashable, Sendable {
    /// The golden file cannot be read as its format (a damaged PNG, a frame dump with a bad line).
    case goldenUnreadable(String)
    /// The value cannot be compared or written (bytes that are not a PNG image).
    case valueUnusable(String)
}

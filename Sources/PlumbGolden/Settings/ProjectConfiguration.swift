import PlumbRender
/// A project's `plumb.yaml`: what a bare `plumb check` checks, where the goldens are, and how strict
/// the comparison is. The command line overrides each value; the file only fills what it leaves out.
///
/// ```yaml
/// scenes: [fixtures]        # files or folders, as on the command line
/// golden: golden            # the golden folder
/// report: .build/plumb-report
/// junit: .build/plumb-junit.xml
/// threshold: 0.1
/// max-diff-pixels: 0        # or max-diff-ratio: 0.001
/// ```
///
/// Paths are relative to the folder holding the file, so the file means the same from anywhere.
/// How pictures are drawn is not here: it belongs to the goldens (``GoldenDrawing``).
public struct ProjectConfiguration: Hashable, Sendable {
    public var scenes: [String]
    public var goldenDirectory: String?
    public var reportDirectory: String?
    public var junitPath: String?
    public var threshold: Double?
    public var maxDiffPixels: Int?
    public var maxDiffRatio: Double?

    public init(scenes: [String] = [], goldenDirectory: String? = nil, reportDirectory: String? = nil,
                junitPath: String? = nil, threshold: Double? = nil, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.scenes = scenes
        self.goldenDirectory = goldenDirectory
        self.reportDirectory = reportDirectory
        self.junitPath = junitPath
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// The file's name, looked for in the current folder.
    public static let fileName = "plumb.yaml"

    static let keys = ["scenes", "golden", "report", "junit", "threshold", "max-diff-pixels", "max-diff-ratio"]

    /// The configuration at `path`, its paths made relative to the current folder; `nil` when there
    /// is no file.
    /// - Throws: ``SettingsFileError`` for a malformed file, ``FileError`` for an unreadable one.
    public static func read(from path: String) throws -> ProjectConfiguration? {
        guard FileBytes.exists(path) else { return nil }
        let text = String(decoding: try FileBytes.read(path), as: UTF8.self)
        return try ProjectConfiguration(settingsText: text, path: path)
    }

    /// Reads a configuration's text; paths in it are taken relative to the folder of `path`.
    /// - Throws: ``SettingsFileError`` for anything it does not know.
    public init(settingsText text: String, path: String) throws(SettingsFileError) {
        let file = try SettingsFile(text: text, path: path, knownKeys: Self.keys)
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        func relative(_ value: String) -> String { value.hasPrefix("/") ? value : join(folder, value) }
        self.init()
        scenes = try (file.list("scenes") ?? []).map(relative)
        goldenDirectory = try file.string("golden").map(relative)
        reportDirectory = try file.string("report").map(relative)
        junitPath = try file.string("junit").map(relative)
        threshold = try file.number("threshold")
        if let entry = file["max-diff-pixels"], let number = try file.number("max-diff-pixels") {
            guard let whole = Int(exactly: number) else {
                throw file.error(at: entry, "expected a whole number of pixels for 'max-diff-pixels', not \(number)")
            }
            maxDiffPixels = whole
        }
        maxDiffRatio = try file.number("max-diff-ratio")
        if maxDiffPixels != nil, let entry = file["max-diff-ratio"], maxDiffRatio != nil {
            throw file.error(at: entry, "give max-diff-pixels or max-diff-ratio, not both")
        }
    }
}

import PlumbLayout
import PlumbRender

/// How the pictures in a golden folder were drawn: scale, constraint arrows, overlays, theme.
///
/// A picture drawn with other options than its golden fails on every pixel that the options change,
/// so the options are recorded beside the goldens, in `plumb-golden.yaml`, when goldens are recorded,
/// and a check draws the same way by default:
///
/// ```yaml
/// # How the pictures in this folder were drawn. `plumb check` draws the same way; ...
/// scale: canvas
/// constraints: true
/// generated-constraints: false
/// overlays: []
/// theme: light
/// show-stacks: false
/// caption: true
/// ```
public struct GoldenDrawing: Hashable, Sendable {
    /// Pixels per point; `nil` draws each canvas at its own scale.
    public var scale: Double?
    /// Constraint arrows (`--constraints`).
    public var constraints: Bool
    /// The engine's own constraints too (`--generated-constraints`).
    public var generatedConstraints: Bool
    /// Extra layers (`--overlays`).
    public var overlays: RenderOptions.Overlays
    public var theme: RenderOptions.Theme
    /// Stack view outlines (`--show-stacks`).
    public var showStacks: Bool
    /// The caption line under each picture (`--caption`).
    public var caption: Bool

    /// The defaults are `plumb render`'s: the safe area tinted, a caption, nothing else.
    public init(scale: Double? = nil, constraints: Bool = false, generatedConstraints: Bool = false,
                overlays: RenderOptions.Overlays = .standard, theme: RenderOptions.Theme = .light,
                showStacks: Bool = false, caption: Bool = true) {
        self.scale = scale
        self.constraints = constraints
        self.generatedConstraints = generatedConstraints
        self.overlays = overlays
        self.theme = theme
        self.showStacks = showStacks
        self.caption = caption
    }

    /// The name of the file, directly in the golden folder.
    public static let fileName = "plumb-golden.yaml"

    /// The options for a renderer that draws as the goldens were drawn.
    public func renderOptions(format: RenderFormat = .png) -> RenderOptions {
        RenderOptions(format: format, scale: scale, theme: theme, showConstraints: constraints,
                      includeGeneratedConstraints: generatedConstraints, overlays: overlays, showStackViews: showStacks,
                      caption: caption)
    }

    /// The drawing with what a run asked for put over it.
    public func applying(_ request: Request) -> GoldenDrawing {
        var result = self
        if let scale = request.scale { result.scale = scale.value }
        if let constraints = request.constraints { result.constraints = constraints }
        if let generated = request.generatedConstraints { result.generatedConstraints = generated }
        if let overlays = request.overlays { result.overlays = overlays }
        if let theme = request.theme { result.theme = theme }
        if let showStacks = request.showStacks { result.showStacks = showStacks }
        if let caption = request.caption { result.caption = caption }
        return result
    }

    /// The command-line flags that draw this way, defaults left out: `--constraints --scale 2`;
    /// empty for the defaults.
    public var flags: [String] {
        Aspect.allCases.compactMap { aspect in aspect.isDefault(in: self) ? nil : aspect.flag(in: self) }
    }

    // MARK: - What a run asks for

    /// The drawing options given for one run; `nil` where the run said nothing.
    public struct Request: Hashable, Sendable {
        /// A scale asked for: a number, or explicitly each canvas's own.
        public struct Scale: Hashable, Sendable {
            public var value: Double?
            public init(_ value: Double?) { self.value = value }
        }

        public var scale: Scale?
        public var constraints: Bool?
        public var generatedConstraints: Bool?
        public var overlays: RenderOptions.Overlays?
        public var theme: RenderOptions.Theme?
        public var showStacks: Bool?
        public var caption: Bool?

        public init(scale: Scale? = nil, constraints: Bool? = nil, generatedConstraints: Bool? = nil,
                    overlays: RenderOptions.Overlays? = nil, theme: RenderOptions.Theme? = nil, showStacks: Bool? = nil,
                    caption: Bool? = nil) {
            self.scale = scale
            self.constraints = constraints
            self.generatedConstraints = generatedConstraints
            self.overlays = overlays
            self.theme = theme
            self.showStacks = showStacks
            self.caption = caption
        }
    }

    /// What a check of the goldens under `goldenDirectory` draws with.
    ///
    /// The recorded options, with what the run asked for put over them. Asking for something else
    /// than the recorded options is allowed only while re-recording (`all` or `failed`), which
    /// rewrites the pictures that change; otherwise every picture would fail for a reason the user
    /// did not mean to test, so it is an error that names the difference in one line. Without a
    /// recorded file, the run's options (or the defaults) are used. A run over part of the cases
    /// (`coversEveryCase` false, as with a shard) cannot change the drawing: it would leave the other
    /// goldens drawn the old way under a file that says the new one.
    /// - Throws: ``SettingsFileError`` for a malformed file, ``FileError`` for an unreadable one,
    ///   ``GoldenDrawingMismatch`` for a difference.
    public static func resolve(goldenDirectory: String, request: Request, recordMode: GoldenRecordMode,
                               coversEveryCase: Bool = true) throws -> Resolution {
        let path = join(goldenDirectory, fileName)
        guard let recorded = try read(from: path) else {
            return Resolution(drawing: GoldenDrawing().applying(request), path: path, isRecorded: false, recordMode: recordMode)
        }
        let wanted = recorded.applying(request)
        if wanted == recorded { return Resolution(drawing: recorded, path: path, isRecorded: true, recordMode: recordMode) }
        guard recordMode == .all || recordMode == .failed, coversEveryCase else {
            // Re-recording that got here is a partial run.
            throw GoldenDrawingMismatch(path: path, recorded: recorded, requested: wanted,
                                        isPartialRun: recordMode == .all || recordMode == .failed)
        }
        return Resolution(drawing: wanted, path: path, isRecorded: false, recordMode: recordMode)
    }

    /// The drawing a run uses, and whether its file is to be (re)written once the run is over.
    public struct Resolution: Hashable, Sendable {
        /// What to draw with.
        public var drawing: GoldenDrawing
        /// The golden folder's `plumb-golden.yaml`.
        public var path: String
        /// Whether the file exists and says ``drawing``.
        public var isRecorded: Bool
        var recordMode: GoldenRecordMode

        /// Whether to write ``drawing`` to ``path`` after a run with these results.
        ///
        /// Only a recording run writes it, and only when its goldens are known to be drawn this
        /// way: `all` and `failed` rewrite every picture that differs; `missing` leaves differing
        /// goldens alone, so it writes the file only when no case failed (goldens recorded before
        /// the file existed may have been drawn otherwise).
        public func shouldRecord(after results: [CheckResult]) -> Bool {
            guard !isRecorded, !results.isEmpty else { return false }
            switch recordMode {
            case .all, .failed: return true
            case .missing: return !results.contains { $0.outcome.isFailure }
            case .never: return false
            }
        }

        /// A hint for a run whose pictures failed while the golden folder does not say how they were
        /// drawn; `nil` otherwise.
        public func hint(after results: [CheckResult]) -> String? {
            guard !isRecorded, recordMode == .never || recordMode == .missing else { return nil }
            let picturesFailed = results.contains { result in
                guard case .failed(let reasons) = result.outcome else { return false }
                return reasons.contains { if case .imageDiffers = $0 { return true } else { return false } }
            }
            guard picturesFailed else { return nil }
            let flags = drawing.flags.isEmpty ? "the default flags" : drawing.flags.joined(separator: " ")
            return "note: \(path) does not exist, so the pictures were drawn with \(flags); "
                + "if the goldens were drawn otherwise (--constraints, --scale), give the same flags "
                + "and record them with --record missing"
        }
    }

    // MARK: - The file

    /// The drawing recorded at `path`; `nil` when there is no file.
    /// - Throws: ``SettingsFileError`` for a malformed file, ``FileError`` for an unreadable one.
    public static func read(from path: String) throws -> GoldenDrawing? {
        guard FileBytes.exists(path) else { return nil }
        let text = String(decoding: try FileBytes.read(path), as: UTF8.self)
        return try GoldenDrawing(settingsText: text, path: path)
    }

    /// Reads the settings text of ``text``.
    /// - Throws: ``SettingsFileError`` for anything it does not know.
    public init(settingsText text: String, path: String) throws(SettingsFileError) {
        let file = try SettingsFile(text: text, path: path, knownKeys: Aspect.allCases.map(\.key))
        self.init()
        if let entry = file["scale"] {
            let text = try file.string("scale") ?? ""
            if text == "canvas" {
                scale = nil
            } else if let number = Double(text), number > 0, number <= 8 {
                scale = number
            } else {
                throw file.error(at: entry, "expected 'canvas' or a number of pixels per point (0 < scale ≤ 8), not '\(text)'")
            }
        }
        constraints = try file.bool("constraints") ?? false
        generatedConstraints = try file.bool("generated-constraints") ?? false
        showStacks = try file.bool("show-stacks") ?? false
        // Files written before these options existed describe pictures drawn without them.
        caption = try file.bool("caption") ?? false
        overlays = []
        if let entry = file["overlays"], let names = try file.list("overlays") {
            do {
                overlays = try RenderOptions.Overlays(parsing: names.joined(separator: ","))
            } catch {
                throw file.error(at: entry, error.description)
            }
        }
        if let entry = file["theme"], let name = try file.string("theme") {
            guard let theme = RenderOptions.Theme(rawValue: name) else {
                throw file.error(at: entry, "expected light or dark for 'theme', not '\(name)'")
            }
            self.theme = theme
        }
    }

    /// The file's text: every option, each on its line.
    public var text: String {
        """
        # How the pictures in this folder were drawn. `plumb check` draws the same way; re-record
        # (plumb check --record all) with other flags to change it. Written by plumb check --record.
        scale: \(scale.map(formatNumber) ?? "canvas")
        constraints: \(constraints)
        generated-constraints: \(generatedConstraints)
        overlays: [\(Self.overlayNames(overlays).joined(separator: ", "))]
        theme: \(theme.rawValue)
        show-stacks: \(showStacks)
        caption: \(caption)

        """
    }

    /// Writes ``text`` to `path`, atomically.
    /// - Throws: ``FileError`` when it cannot be written.
    public func write(to path: String) throws {
        try AtomicFile.write(text, to: path)
    }

    fileprivate static func overlayNames(_ overlays: RenderOptions.Overlays) -> [String] {
        if overlays == .all { return ["all"] }
        return RenderOptions.Overlays.names.filter { $0.name != "all" && overlays.contains($0.overlays) }.map(\.name)
    }
}

/// One option of a drawing, as a key of the file and a flag of the command line.
enum Aspect: CaseIterable {
    case scale, constraints, generatedConstraints, overlays, theme, showStacks, caption

    var key: String {
        switch self {
        case .scale: return "scale"
        case .constraints: return "constraints"
        case .generatedConstraints: return "generated-constraints"
        case .overlays: return "overlays"
        case .theme: return "theme"
        case .showStacks: return "show-stacks"
        case .caption: return "caption"
        }
    }

    func isDefault(in drawing: GoldenDrawing) -> Bool {
        flag(in: drawing) == flag(in: GoldenDrawing())
    }

    /// How the command line asks for this option's value in `drawing`.
    func flag(in drawing: GoldenDrawing) -> String {
        func toggle(_ on: Bool, _ name: String) -> String { on ? "--\(name)" : "--no-\(name)" }
        switch self {
        case .scale: return drawing.scale.map { "--scale \(formatNumber($0))" } ?? "each canvas's own scale"
        case .constraints: return toggle(drawing.constraints, "constraints")
        case .generatedConstraints: return toggle(drawing.generatedConstraints, "generated-constraints")
        case .overlays:
            let names = GoldenDrawing.overlayNames(drawing.overlays)
            return names.isEmpty ? "--overlays none" : "--overlays \(names.joined(separator: ","))"
        case .theme: return "--theme \(drawing.theme.rawValue)"
        case .showStacks: return toggle(drawing.showStacks, "show-stacks")
        case .caption: return toggle(drawing.caption, "caption")
        }
    }
}

/// A run asked to draw otherwise than the goldens were drawn, without re-recording them.
public struct GoldenDrawingMismatch: Error, Hashable, Sendable, CustomStringConvertible {
    /// The golden folder's `plumb-golden.yaml`.
    public var path: String
    public var recorded: GoldenDrawing
    public var requested: GoldenDrawing
    /// Whether the run re-records, but only part of the cases.
    public var isPartialRun = false

    /// `golden/plumb-golden.yaml: error: the goldens were drawn with --constraints, not
    /// --no-constraints; drop the flag, or re-record with --record all`.
    public var description: String {
        let differing = Aspect.allCases.filter { $0.flag(in: recorded) != $0.flag(in: requested) }
        let drawn = differing.map { $0.flag(in: recorded) }.joined(separator: " and ")
        let asked = differing.map { $0.flag(in: requested) }.joined(separator: " and ")
        let flags = differing.count == 1 ? "the flag" : "the flags"
        if isPartialRun {
            return "\(path): error: the goldens were drawn with \(drawn), not \(asked); re-recording them "
                + "with other flags must cover every case: run it without --shard"
        }
        return "\(path): error: the goldens were drawn with \(drawn), not \(asked); drop \(flags), or re-record with --record all"
    }
}

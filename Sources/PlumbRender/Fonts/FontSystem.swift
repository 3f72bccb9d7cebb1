import CPlumbCairo

/// The fonts Plumb measures and draws with, pinned so that pictures do not depend on the host.
///
/// A fontconfig configuration is built in code: it knows only the DejaVu and WenQuanYi Micro Hei
/// folders of the Debian packages (or the folders given), keeps its cache under the temporary
/// folder, and reads nothing from `/etc/fonts` (it is also made fontconfig's current configuration, so that
/// Pango's `FcInit` does not load the host's), so neither the host's rules (hinting, aliases,
/// preferred CJK fonts) nor other installed fonts can change a picture.
///
/// Thread safety: the fontconfig configuration is built once and then only read, which fontconfig
/// allows from several threads. Pango font maps are not safe to share between threads, so each
/// user borrows a whole ``FontSession`` (a font map and a context on the shared configuration) for
/// the duration of one piece of work and gives it back; sessions are pooled and reused, never
/// used by two threads at once. The mutable state (the pool) is guarded by a lock, which is why
/// the class can be marked `@unchecked Sendable`. Pango computes font metrics with a flag shared by
/// the whole process, so sessions compute them one thread at a time (``FontMetricsSerialization``).
public final class FontSystem: @unchecked Sendable {
    /// The folders of the Debian packages `fonts-dejavu-core` and `fonts-wqy-microhei`.
    public static let defaultFontFolders = [
        "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/truetype/wqy",
    ]

    /// The process-wide font system over ``defaultFontFolders``.
    public static let shared = FontSystem(fontFolders: defaultFontFolders)

    /// The folders fonts were loaded from.
    public let fontFolders: [String]
    /// The pinned fontconfig configuration (`FcConfig *`); read-only after `init`.
    let configuration: OpaquePointer?
    private let lock = Lock()
    private var idleSessions: [FontSession] = []

    /// Builds a configuration over `fontFolders` only.
    public init(fontFolders: [String]) {
        self.fontFolders = fontFolders
        configuration = FontSystem.makeConfiguration(fontFolders: fontFolders)
    }

    deinit {
        idleSessions.removeAll()
        if let configuration { FcConfigDestroy(configuration) }
    }

    /// Runs `body` with a font session nobody else uses meanwhile.
    func withSession<Result>(_ body: (FontSession) throws -> Result) rethrows -> Result {
        let session = lock.withLock { idleSessions.popLast() } ?? FontSession(configuration: configuration)
        defer { lock.withLock { idleSessions.append(session) } }
        return try body(session)
    }

    private static func makeConfiguration(fontFolders: [String]) -> OpaquePointer? {
        guard let configuration = FcConfigCreate() else { return nil }
        // A cache folder of our own: scanning the fonts once per machine, not once per process.
        let cache = "\(temporaryFolder())/plumb-fontconfig-cache"
        let document = "<?xml version=\"1.0\"?><fontconfig><cachedir>\(cache)</cachedir></fontconfig>"
        _ = FcConfigParseAndLoadFromMemory(configuration, document, 0)
        for folder in fontFolders {
            _ = FcConfigAppFontAddDir(configuration, folder)
        }
        _ = FcConfigBuildFonts(configuration)
        // Also fontconfig's current configuration: Pango calls `FcInit`, which otherwise loads the host's
        // (parsing every file of /etc/fonts and its fonts' caches: a tenth of a short `plumb solve`) though
        // nothing here uses it.
        _ = FcConfigSetCurrent(configuration)
        return configuration
    }

    private static func temporaryFolder() -> String {
        if let value = getenv("TMPDIR"), let text = String(validatingCString: value), !text.isEmpty {
            return text.hasSuffix("/") ? String(text.dropLast()) : text
        }
        return "/tmp"
    }
}

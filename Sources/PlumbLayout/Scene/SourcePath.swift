/// The name a scene source's outputs and goldens are given: its path without the extension.
///
/// Here rather than in the module that loads files or the one that checks goldens, because both
/// name things after it (`PlumbSources`' `SceneFile`, `PlumbGolden`'s `GoldenPaths`) and neither
/// may import the other. Only the path's text is looked at, never the file.
public enum SourcePath {
    /// `path` relative to `root`, without its extension.
    ///
    /// `stem(of: "fixtures/forms/login.yaml", below: "fixtures")` is `forms/login`; a path outside
    /// `root` keeps its whole path (without a leading `./` or `/`).
    public static func stem(of path: String, below root: String? = nil) -> String {
        var path = Substring(path)
        if let root {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            if path.hasPrefix(prefix) { path = path.dropFirst(prefix.count) }
        }
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.hasPrefix("/") { path = path.dropFirst() }
        // The extension is the last dot of the file name, unless the name starts with it (`.hidden`).
        let nameStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        if let dot = path[nameStart...].lastIndex(of: "."), dot != nameStart {
            path = path[..<dot]
        }
        return String(path)
    }

    /// The file's name without its folders and extension, the name a scene takes from its file
    /// when it gives none: `fixtures/forms/login.yaml` is `login`.
    public static func fileStem(of path: String) -> String {
        stem(of: path.split(separator: "/").last.map(String.init) ?? path)
    }
}

import Foundation

/// What `plumb serve` answers: only requests addressed to this machine by name (a page of another
/// site that points its own name at 127.0.0.1, DNS rebinding, is refused by its Host header), and
/// only files inside the folders (or the very files) it was given.
public struct LocalRequestPolicy: Sendable {
    /// The folders and files given, as the user wrote them; a file URL names one by its index.
    public let roots: [String]

    public init(roots: [String]) {
        self.roots = roots
    }

    /// Whether a request's `Host` header names this machine: `127.0.0.1`, `localhost` or `[::1]`,
    /// with any port. A request without one (HTTP/1.0) is refused too.
    public static func acceptsHost(_ host: String?) -> Bool {
        guard var name = host?.lowercased() else { return false }
        if name.hasPrefix("[") {
            guard let end = name.firstIndex(of: "]") else { return false }
            let rest = name[name.index(after: end)...]
            guard rest.isEmpty || isPort(rest.dropFirst()) && rest.first == ":" else { return false }
            return name[...end] == "[::1]"
        }
        if let colon = name.lastIndex(of: ":") {
            guard isPort(name[name.index(after: colon)...]) else { return false }
            name = String(name[..<colon])
        }
        return name == "127.0.0.1" || name == "localhost"
    }

    private static func isPort(_ text: Substring) -> Bool {
        !text.isEmpty && text.count <= 5 && text.allSatisfy(\.isASCII) && text.allSatisfy(\.isNumber)
    }

    /// The file a `/files/ROOT/PATH` request names, when it lies inside root number ROOT: the
    /// path is percent-decoded, may not climb (`..`) or be absolute, and its real path (links
    /// followed) must still be inside the root's; a root that is a file serves itself only, by
    /// its own name. `nil` for anything else.
    public func file(forRequestPath requestPath: String) -> String? {
        let prefix = "/files/"
        guard requestPath.hasPrefix(prefix) else { return nil }
        let rest = String(requestPath.dropFirst(prefix.count))
        guard let slash = rest.firstIndex(of: "/"), let index = Int(rest[..<slash]), roots.indices.contains(index) else { return nil }
        guard let relative = String(rest[rest.index(after: slash)...]).removingPercentEncoding,
              !relative.isEmpty, !relative.contains("\0"), !relative.hasPrefix("/") else { return nil }
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0 != ".." && $0 != "." }) else { return nil }
        guard let root = Self.realPath(roots[index]) else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else { return nil }
        if !isFolder.boolValue {
            // A root that is a file: only its own name, which must still be the file itself.
            guard parts.count == 1, String(parts[0]) == (root as NSString).lastPathComponent else { return nil }
            return root
        }
        guard let resolved = Self.realPath(root + "/" + relative), resolved.hasPrefix(root + "/") else { return nil }
        var resolvedIsFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &resolvedIsFolder), !resolvedIsFolder.boolValue else {
            return nil
        }
        return resolved
    }

    /// The URL path of a file given as `path` (a scene's path as read), when it lies in a root.
    public func requestPath(forFile path: String) -> String? {
        guard let real = Self.realPath(path) else { return nil }
        for (index, root) in roots.enumerated() {
            guard let rootReal = Self.realPath(root) else { continue }
            if real == rootReal { return "/files/\(index)/" + Self.encode((real as NSString).lastPathComponent) }
            if real.hasPrefix(rootReal + "/") {
                return "/files/\(index)/" + Self.encode(String(real.dropFirst(rootReal.count + 1)))
            }
        }
        return nil
    }

    private static func encode(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// The absolute path with every link resolved; `nil` when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

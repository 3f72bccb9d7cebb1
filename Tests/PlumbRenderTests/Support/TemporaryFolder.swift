#if canImport(Glibc)
import Glibc
#endif

/// A fresh folder under the temporary folder, for tests that write files.
func makeTemporaryFolder() -> String {
    var template = Array("/tmp/plumb-render-tests-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { return "/tmp" }
    return String(cString: made)
}

func fileExists(_ path: String) -> Bool { access(path, F_OK) == 0 }

func listFolder(_ path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
}

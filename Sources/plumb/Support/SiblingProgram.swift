import Foundation
import PlumbLayout

/// A program installed in the same folder as `plumb` (found through `plumb`'s own path, symbolic links
/// resolved), which a command hands the process over to.
struct SiblingProgram {
    let name: String

    init(named name: String) {
        self.name = name
    }

    /// Where the program is expected: beside the running `plumb`.
    var path: String {
        let ownPath = Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? CommandLine.arguments[0]
        let folder = (ownPath as NSString).deletingLastPathComponent
        return (folder.isEmpty ? "." : folder) + "/" + name
    }

    /// Replaces this process with the program, given `arguments`; returns only by throwing.
    /// - Throws: ``PathError`` at the expected path when the program is missing or cannot be run.
    func run(arguments: [String]) throws -> Never {
        let path = self.path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw PathError(path: path, message: "no such program: \(name) must be beside plumb "
                                + "(swift build --product \(name) builds it in the same folder)")
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        throw PathError(path: path, message: "cannot run \(name): \(reason)")
    }
}

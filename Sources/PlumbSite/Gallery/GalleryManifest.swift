import Foundation

/// The list of files a gallery wrote into its folder (`.plumb-gallery`), so the next gallery
/// written there removes the ones it no longer writes, and never a file it did not write.
struct GalleryManifest: Equatable {
    /// The manifest's name in the site's folder; hidden, as it is no page of the site.
    static let fileName = ".plumb-gallery"
    private static let header = "# The files plumb gallery wrote into this folder; it removes those it no longer writes."

    /// The paths relative to the site's folder.
    var paths: Set<String>

    init(paths: some Sequence<String>) {
        self.paths = Set(paths)
    }

    /// The manifest's text: the header, then one path a line, sorted.
    var text: String {
        ([Self.header] + paths.sorted()).joined(separator: "\n") + "\n"
    }

    /// The manifest of `folder`; empty when it has none (no gallery wrote there, or an older Plumb
    /// did). A line that is not a plain relative path inside the folder (absolute, with `..`, empty
    /// parts) is ignored: a damaged or hand-edited manifest can never point outside.
    static func read(in folder: String) -> GalleryManifest {
        guard let text = try? String(contentsOfFile: Gallery.join(folder, fileName), encoding: .utf8) else {
            return GalleryManifest(paths: [])
        }
        return GalleryManifest(paths: text.split(separator: "\n").map(String.init).filter(isInside))
    }

    static func isInside(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("#"), path != fileName else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    /// Removes from `folder` each file of this manifest that `current` does not list, and each
    /// folder such a removal leaves empty (up to, not including, `folder`). Only regular files are
    /// removed; what cannot be removed is left.
    func removeFiles(notIn current: GalleryManifest, in folder: String) {
        let manager = FileManager.default
        for stale in paths.subtracting(current.paths).sorted() {
            let path = Gallery.join(folder, stale)
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  (try? manager.removeItem(atPath: path)) != nil else { continue }
            var parts = stale.split(separator: "/").dropLast()
            while !parts.isEmpty {
                let parent = Gallery.join(folder, parts.joined(separator: "/"))
                guard (try? manager.contentsOfDirectory(atPath: parent))?.isEmpty == true,
                      (try? manager.removeItem(atPath: parent)) != nil else { break }
                parts = parts.dropLast()
            }
        }
    }
}

import PlumbRender

/// A site of scene pages: an index with a thumbnail of each scene and, per scene, its pictures per
/// canvas, its constraints as a table, its diagnostics and its source (`plumb gallery`).
///
/// ```swift
/// let builder = ScenePageBuilder()
/// let gallery = Gallery(title: "Layouts", entries: [GalleryEntry(stem: "login", page: builder.page(for: scene, source: text))])
/// try gallery.write(to: "site", format: .html)
/// ```
///
/// The site needs no network (styles are in each page, pictures are files beside it) and is the
/// same bytes for the same scenes: nothing in it depends on the time, the machine or the order
/// the scenes were drawn in.
public struct Gallery: Sendable {
    /// Static HTML pages, or Markdown pages for a repository's documentation folder.
    public enum Format: String, CaseIterable, Sendable {
        case html, markdown

        var pageExtension: String { self == .html ? "html" : "md" }
        var indexName: String { self == .html ? "index.html" : "README.md" }
    }

    public var title: String
    /// The scenes in the order the index lists them.
    public var entries: [GalleryEntry]

    public init(title: String, entries: [GalleryEntry]) {
        self.title = title
        self.entries = entries
    }

    /// Every file of the site, paths relative to its folder, the index first.
    public func files(format: Format) -> [GalleryFile] {
        var files = [GalleryFile(path: format.indexName, bytes: Array(index(format: format).utf8))]
        for entry in entries {
            let page = format == .html ? GalleryHTML.page(entry, title: title) : GalleryMarkdown.page(entry)
            files.append(GalleryFile(path: entry.pagePath(format), bytes: Array(page.utf8)))
            for picture in entry.page.canvases {
                files.append(GalleryFile(path: entry.picturePath(picture), bytes: picture.bytes))
            }
        }
        return files
    }

    /// Writes every file of the site into `folder` (made when missing), each atomically, and removes
    /// the files an earlier gallery wrote there that this one does not (a scene renamed, removed, or
    /// drawn on fewer canvases), so the folder holds this site and nothing stale.
    ///
    /// Only files listed in the folder's `.plumb-gallery` (written last, listing this site's files)
    /// are ever removed: a user's own files beside the site, or a folder no gallery wrote, are left
    /// alone. Folders left empty by a removal are removed too.
    /// - Returns: the paths written, the manifest last.
    @discardableResult
    public func write(to folder: String, format: Format) throws(FileError) -> [String] {
        try AtomicFile.createFolder(folder)
        let files = files(format: format)
        var written: [String] = []
        for file in files {
            let path = Self.join(folder, file.path)
            try AtomicFile.write(file.bytes, to: path, createFolders: true)
            written.append(path)
        }
        let manifest = GalleryManifest(paths: files.map(\.path))
        GalleryManifest.read(in: folder).removeFiles(notIn: manifest, in: folder)
        let manifestPath = Self.join(folder, GalleryManifest.fileName)
        try AtomicFile.write(manifest.text, to: manifestPath)
        written.append(manifestPath)
        return written
    }

    /// `folder/path` without doubling a slash.
    static func join(_ folder: String, _ path: String) -> String {
        folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    private func index(format: Format) -> String {
        format == .html ? GalleryHTML.index(entries, title: title) : GalleryMarkdown.index(entries, title: title)
    }
}

/// One scene of a gallery and where its files go.
public struct GalleryEntry: Hashable, Sendable {
    /// The path of its files without extension, below the site's folder: `seeds/simple-label`
    /// gives `seeds/simple-label.html` and `seeds/simple-label@iphone-15.svg`.
    public var stem: String
    public var page: ScenePage

    public init(stem: String, page: ScenePage) {
        self.stem = stem
        self.page = page
    }

    func pagePath(_ format: Gallery.Format) -> String { "\(stem).\(format.pageExtension)" }

    func picturePath(_ picture: CanvasPicture) -> String {
        Renderer.fileName(scene: stem, canvas: picture.canvas, format: picture.format)
    }

    /// The file name of a picture, relative to the scene's own page (beside it).
    func pictureName(_ picture: CanvasPicture) -> String {
        let path = picturePath(picture)
        return path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// `../` for each folder of the stem: the way back from the scene's page to the site's root.
    var rootPrefix: String {
        String(repeating: "../", count: stem.filter { $0 == "/" }.count)
    }
}

/// One file of a site.
public struct GalleryFile: Hashable, Sendable {
    public var path: String
    public var bytes: [UInt8]
}

extension CanvasPicture {
    /// PNG when the bytes start with PNG's signature, else SVG.
    var format: RenderFormat {
        bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? .png : .svg
    }
}

import ArgumentParser
import Foundation
import PlumbLayout
import PlumbRender
import PlumbSite

/// `plumb gallery DIR -o SITE`: a static site (or Markdown pages) of scenes, for documentation.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write a static site (or Markdown pages) showing each scene: pictures, constraints, diagnostics, source.",
        discussion: """
            The site has an index (index.html, or README.md with --format markdown) with a thumbnail of each \
            scene, and a page per scene (its path below the folder kept) with its pictures per canvas, its \
            constraints as a table (line, equation, priority, met on each canvas), its diagnostics and its source. \
            It needs no network and is the same bytes for the same scenes. A scene with errors gets a page \
            showing them; the other scenes are not affected.
            """
    )

    enum PictureFormat: String, ExpressibleByArgument, CaseIterable {
        case svg, png
    }

    @OptionGroup var sources: SceneSourceArguments

    @Option(name: [.customShort("o"), .customLong("output")], help: "The folder to write the site to.")
    var folder: String

    @Option(help: "html (a static site) or markdown (pages for a repository's docs folder).")
    var format: Gallery.Format = .html

    @Option(help: "The pictures' format: svg or png.")
    var pictures: PictureFormat = .svg

    @Option(help: "The index's heading.")
    var title = "Scenes"

    @Flag(inversion: .prefixedNo, help: "Draw the constraints as arrows in the pictures.")
    var constraints = true

    func validate() throws {
        try sources.requireOne()
        if folder.isEmpty { throw ValidationError("-o needs a folder, not an empty string (use '.' for this folder)") }
    }

    func run() throws {
        let builder = ScenePageBuilder(format: pictures == .png ? .png : .svg, showConstraints: constraints)
        let (entries, errors) = ScenePages.load(sources.paths, builder: builder)
        for error in errors { printError(error) }
        if entries.isEmpty { throw CommandFailure.badInput }
        do {
            try Gallery(title: title, entries: entries).write(to: folder, format: format)
        } catch {
            throw PathError(path: folder, message: "cannot write the site: \(error.reason)")
        }
        let failed = entries.filter { $0.page.hasErrors }.count
        print(joinPath(folder, format == .html ? "index.html" : "README.md"))
        if failed > 0 {
            printError("note: \(failed) of \(entries.count) scenes have errors; their pages show them")
        }
        if !errors.isEmpty { throw CommandFailure.badInput }
    }
}

extension Gallery.Format: ExpressibleByArgument {}

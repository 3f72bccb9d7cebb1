/// The Markdown pages of a ``Gallery``, for a repository's documentation folder: GitHub and most
/// other hosts show them with their SVG pictures.
enum GalleryMarkdown {
    static func index(_ entries: [GalleryEntry], title: String) -> String {
        var markdown = "# \(title)\n\n\(entries.count) \(entries.count == 1 ? "scene" : "scenes").\n\n"
        markdown += "| Scene | Picture | Canvases and diagnostics |\n|---|---|---|\n"
        for entry in entries {
            let page = entry.page
            let link = "[\(Markup.tableCell(escapeLinkText(page.name)))](\(Markup.urlPath(entry.pagePath(.markdown))))"
            let picture = page.canvases.first.map { first in
                "<img src=\"\(Markup.html(Markup.urlPath(entry.picturePath(first))))\" height=\"160\" alt=\"\(Markup.html(first.altText))\">"
            } ?? "no picture"
            markdown += "| \(link)<br>\(Markup.tableCell(Markup.codeSpan(page.path))) | \(Markup.tableCell(picture)) | "
                + "\(Markup.tableCell(GalleryHTML.summary(page))) |\n"
        }
        return markdown
    }

    static func page(_ entry: GalleryEntry) -> String {
        let page = entry.page
        var markdown = "[← all scenes](\(entry.rootPrefix)README.md)\n\n# \(page.name)\n\nSource: \(Markup.codeSpan(page.path))\n\n"
        markdown += "## Pictures\n\n"
        for picture in page.canvases {
            markdown += "**\(picture.canvas)** \(picture.caption)\n\n"
            markdown += "![\(escapeLinkText(picture.altText))](\(Markup.urlPath(entry.pictureName(picture))))\n\n"
        }
        if page.canvases.isEmpty { markdown += "The scene has errors and no picture.\n\n" }
        markdown += "## Constraints\n\n"
        if page.constraints.isEmpty {
            markdown += "No constraints.\n\n"
        } else {
            markdown += "| Line | Constraint | Priority |" + page.canvases.map { " \(Markup.tableCell($0.canvas)) |" }.joined() + "\n"
            markdown += "|---:|---|---|" + String(repeating: "---|", count: page.canvases.count) + "\n"
            for row in page.constraints {
                markdown += "| \(row.location.map { "\($0.line)" } ?? "") | \(Markup.tableCell(Markup.codeSpan(row.equation))) "
                    + "| \(row.priority) |" + row.states.map { " \($0.isMet ? $0.description : "**\($0.description)**") |" }.joined() + "\n"
            }
            markdown += "\n"
        }
        markdown += "## Diagnostics\n\n" + Markup.codeBlock(page.diagnostics.map(\.text).joined(separator: "\n"), language: "text") + "\n"
        markdown += "## Source\n\n" + Markup.codeBlock(page.source, language: language(of: page.path))
        return markdown
    }

    /// The fence's language for the source's extension, so hosts colour it.
    static func language(of path: String) -> String {
        let fileExtension = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch fileExtension {
        case "yaml", "yml": return "yaml"
        case "swift": return "swift"
        case "m": return "objc"
        case "storyboard", "xib": return "xml"
        default: return "text"
        }
    }

    /// Text for inside `[…]`: brackets escaped.
    static func escapeLinkText(_ text: String) -> String {
        text.replacingAll("[", with: "\\[").replacingAll("]", with: "\\]")
    }
}

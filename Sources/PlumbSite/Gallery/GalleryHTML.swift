import PlumbLayout

/// The HTML pages of a ``Gallery``: self-contained (styles inline, pictures beside the pages).
enum GalleryHTML {
    static func index(_ entries: [GalleryEntry], title: String) -> String {
        var html = head(title: title, stylesheet: PageStyle.css)
        html += "<header><h1>\(Markup.html(title))</h1>\n"
        html += "<p>\(entries.count) \(entries.count == 1 ? "scene" : "scenes")</p></header>\n<main>\n<ul class=\"scenes\">\n"
        for entry in entries {
            let page = entry.page
            html += "<li class=\"scene-card\"><a href=\"\(Markup.html(Markup.urlPath(entry.pagePath(.html))))\">"
            if let first = page.canvases.first {
                html += "<img class=\"thumbnail\" src=\"\(Markup.html(Markup.urlPath(entry.picturePath(first))))\" "
                    + "alt=\"\(Markup.html(first.altText))\">"
            } else {
                html += "<span class=\"thumbnail no-picture\">no picture</span>"
            }
            html += "<span class=\"scene-name\">\(Markup.html(page.name))</span></a>"
            html += "<span class=\"scene-path\">\(Markup.html(page.path))</span>"
            html += "<span class=\"scene-summary \(summaryClass(page))\">\(Markup.html(summary(page)))</span></li>\n"
        }
        return html + "</ul>\n</main>\n</body>\n</html>\n"
    }

    static func page(_ entry: GalleryEntry, title: String) -> String {
        let page = entry.page
        var html = head(title: "\(page.name) — \(title)", stylesheet: PageStyle.css)
        html += "<header><p><a href=\"\(entry.rootPrefix)index.html\">← \(Markup.html(title))</a></p>\n"
        html += "<h1>\(Markup.html(page.name))</h1>\n<p class=\"scene-path\">\(Markup.html(page.path))</p></header>\n<main>\n"
        html += "<section class=\"pictures\" aria-label=\"Pictures\">\n"
        for picture in page.canvases {
            html += figure(picture, source: Markup.urlPath(entry.pictureName(picture)))
        }
        if page.canvases.isEmpty { html += "<p class=\"no-picture\">The scene has errors and no picture.</p>\n" }
        html += "</section>\n"
        html += constraintsTable(page, linkingSource: true)
        html += diagnosticsList(page.diagnostics)
        html += sourceListing(page)
        return html + "</main>\n</body>\n</html>\n"
    }

    static func head(title: String, stylesheet: String) -> String {
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<title>\(Markup.html(title))</title>\n<style>\n\(stylesheet)</style>\n</head>\n<body>\n"
    }

    static func figure(_ picture: CanvasPicture, source: String) -> String {
        "<figure class=\"canvas\" data-canvas=\"\(Markup.html(picture.canvas))\">"
            + "<img src=\"\(Markup.html(source))\" width=\"\(Int(picture.size.width.rounded()))\" "
            + "height=\"\(Int(picture.size.height.rounded()))\" alt=\"\(Markup.html(picture.altText))\">"
            + "<figcaption><strong>\(Markup.html(picture.canvas))</strong> \(Markup.html(picture.caption))</figcaption></figure>\n"
    }

    /// The constraints as a table: line, equation, priority and one column per canvas.
    static func constraintsTable(_ page: ScenePage, linkingSource: Bool) -> String {
        var html = "<section class=\"constraints\" aria-labelledby=\"constraints-heading\">\n"
        html += "<h2 id=\"constraints-heading\">Constraints</h2>\n"
        guard !page.constraints.isEmpty else { return html + "<p>No constraints.</p>\n</section>\n" }
        html += "<table>\n<thead><tr><th scope=\"col\">Line</th><th scope=\"col\">Constraint</th><th scope=\"col\">Priority</th>"
        for picture in page.canvases { html += "<th scope=\"col\">\(Markup.html(picture.canvas))</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for row in page.constraints {
            let met = row.states.allSatisfy(\.isMet)
            html += "<tr class=\"\(met ? "met" : "not-met")\" data-items=\"\(Markup.html(row.items.joined(separator: " ")))\" "
                + "data-equation=\"\(Markup.html(row.equation))\"\(row.location.map { " data-location=\"\(Markup.html($0.description))\"" } ?? "")>"
            if let location = row.location {
                let text = Markup.html("\(location.line)")
                html += linkingSource ? "<td><a href=\"#L\(location.line)\">\(text)</a></td>" : "<td>\(text)</td>"
            } else {
                html += "<td></td>"
            }
            html += "<td><code>\(Markup.html(row.equation))</code></td><td>\(Markup.html(row.priority))</td>"
            for state in row.states {
                html += "<td class=\"state \(state.isMet ? "met" : "not-met")\">\(Markup.html(state.description))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    static func diagnosticsList(_ lines: [DiagnosticLine]) -> String {
        var html = "<section class=\"diagnostics\" aria-labelledby=\"diagnostics-heading\">\n"
        html += "<h2 id=\"diagnostics-heading\">Diagnostics</h2>\n<pre class=\"diagnostics-lines\">"
        for line in lines { html += "<span class=\"\(line.severity.rawValue)\">\(Markup.html(line.text))</span>\n" }
        return html + "</pre>\n</section>\n"
    }

    static func sourceListing(_ page: ScenePage) -> String {
        var html = "<section class=\"source\" aria-labelledby=\"source-heading\">\n"
        html += "<h2 id=\"source-heading\">Source</h2>\n<pre class=\"source-lines\"><code>"
        for (index, line) in sourceLines(page.source).enumerated() {
            html += "<span class=\"line\" id=\"L\(index + 1)\"><span class=\"number\" aria-hidden=\"true\">\(index + 1)</span>"
                + "\(Markup.html(line))</span>\n"
        }
        return html + "</code></pre>\n</section>\n"
    }

    /// The lines of a text, without the empty one after a final line break.
    static func sourceLines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.isEmpty || text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    static func summary(_ page: ScenePage) -> String {
        let errors = page.diagnostics.filter { $0.severity == .error && !$0.text.hasPrefix(" ") }.count
        let warnings = page.diagnostics.filter { $0.severity == .warning && !$0.text.hasPrefix(" ") }.count
        var parts = ["\(page.canvases.count) \(page.canvases.count == 1 ? "canvas" : "canvases")"]
        if errors > 0 { parts.append("\(errors) \(errors == 1 ? "error" : "errors")") }
        if warnings > 0 { parts.append("\(warnings) \(warnings == 1 ? "warning" : "warnings")") }
        return parts.joined(separator: ", ")
    }

    static func summaryClass(_ page: ScenePage) -> String {
        if page.diagnostics.contains(where: { $0.severity == .error }) { return "has-errors" }
        if page.diagnostics.contains(where: { $0.severity == .warning }) { return "has-warnings" }
        return "clean"
    }
}

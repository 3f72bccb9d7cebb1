import PlumbLayout

/// The page `plumb serve` shows: every scene with its canvases side by side, drawn inline so that
/// hovering a constraint in its table highlights its arrows and views, and hovering a view shows
/// its frame and its constraints; diagnostics beside the pictures. The page keeps a WebSocket open
/// to `/socket` and replaces its scenes with each ``update(_:version:)`` message it receives.
public enum LivePage {
    /// The largest height a picture is shown at, in CSS pixels, so that a row of canvases fits a window.
    static let pictureHeight = 280.0

    /// One scene as the page shows it.
    public struct Scene: Hashable, Sendable {
        public var page: ScenePage
        /// The pictures are the last ones drawn before the scene's current errors.
        public var showsLastGoodPictures: Bool
        /// Where the page links the scene's source text; none when it is not served.
        public var sourceURL: String?

        public init(page: ScenePage, showsLastGoodPictures: Bool = false, sourceURL: String? = nil) {
            self.page = page
            self.showsLastGoodPictures = showsLastGoodPictures
            self.sourceURL = sourceURL
        }
    }

    /// The whole page, showing `scenes` until the first update arrives.
    public static func document(_ scenes: [Scene], version: Int, title: String) -> String {
        GalleryHTML.head(title: title, stylesheet: PageStyle.css + css)
            .replacingAll("<body>", with: "<body data-version=\"\(version)\">")
            + "<header><h1>\(Markup.html(title))</h1><p class=\"status\">live: pictures update when a scene file is saved</p></header>\n"
            + "<main id=\"scenes\">\n\(scenesHTML(scenes))</main>\n<script>\n\(script)</script>\n</body>\n</html>\n"
    }

    /// The message a page receives when the scenes change: `{"version": N, "html": "…"}`.
    public static func update(_ scenes: [Scene], version: Int) -> String {
        "{\"version\": \(version), \"html\": \(jsonString(scenesHTML(scenes)))}"
    }

    static func scenesHTML(_ scenes: [Scene]) -> String {
        scenes.enumerated().map { index, scene in sceneHTML(scene, index: index) }.joined()
    }

    static func sceneHTML(_ scene: Scene, index: Int) -> String {
        let page = scene.page
        var html = "<section class=\"scene\" id=\"scene-\(index)\" data-path=\"\(Markup.html(page.path))\">\n"
        let path = scene.sourceURL.map { "<a href=\"\(Markup.html($0))\">\(Markup.html(page.path))</a>" } ?? Markup.html(page.path)
        html += "<h2>\(Markup.html(page.name)) <span class=\"scene-path\">\(path)</span></h2>\n"
        if scene.showsLastGoodPictures {
            html += "<p class=\"stale\">The scene has errors: showing the last pictures drawn without them.</p>\n"
        }
        html += "<div class=\"scene-body\">\n<div class=\"pictures\">\n"
        for (canvasIndex, picture) in page.canvases.enumerated() {
            html += livePicture(picture, idPrefix: "s\(index)c\(canvasIndex)-")
        }
        if page.canvases.isEmpty { html += "<p class=\"no-picture\">No picture yet: the scene has errors.</p>\n" }
        html += "</div>\n<aside>\n"
        html += GalleryHTML.diagnosticsList(page.diagnostics)
        html += "<pre class=\"view-info\" aria-live=\"polite\">Hover a view to see its frame and constraints.</pre>\n"
        html += GalleryHTML.constraintsTable(page, linkingSource: false)
        return html + "</aside>\n</div>\n</section>\n"
    }

    /// The picture inline, with a transparent box over each view to hover.
    static func livePicture(_ picture: CanvasPicture, idPrefix: String) -> String {
        let size = picture.size
        let scale = min(1, pictureHeight / max(size.height, 1))
        let width = size.width * scale
        var html = "<figure class=\"canvas\" data-canvas=\"\(Markup.html(picture.canvas))\">"
        html += "<div class=\"picture\" role=\"img\" aria-label=\"\(Markup.html(picture.altText))\" "
            + "style=\"width: \(InlineSVG.formatted(width))px; aspect-ratio: \(InlineSVG.formatted(size.width)) / \(InlineSVG.formatted(size.height))\">\n"
        if picture.format == .svg {
            html += InlineSVG.make(String(decoding: picture.bytes, as: UTF8.self), idPrefix: idPrefix)
        }
        html += "<svg class=\"view-boxes\" width=\"100%\" height=\"100%\" "
            + "viewBox=\"0 0 \(InlineSVG.formatted(size.width)) \(InlineSVG.formatted(size.height))\">\n"
        for view in picture.views {
            let box = view.absolute
            let frame = view.frame
            html += "<rect data-view=\"\(Markup.html(view.name))\" x=\"\(InlineSVG.formatted(box.minX + picture.canvasOrigin.x))\" "
                + "y=\"\(InlineSVG.formatted(box.minY + picture.canvasOrigin.y))\" width=\"\(InlineSVG.formatted(box.width))\" "
                + "height=\"\(InlineSVG.formatted(box.height))\" data-frame=\"x \(formatNumber(frame.minX)), y \(formatNumber(frame.minY)), "
                + "\(formatNumber(frame.width)) × \(formatNumber(frame.height))\"/>\n"
        }
        html += "</svg>\n</div>"
        return html + "<figcaption><strong>\(Markup.html(picture.canvas))</strong> \(Markup.html(picture.caption))</figcaption></figure>\n"
    }

    /// A JSON string literal (``JSONValue``'s escaping), with `<` escaped too so that `</script>` never
    /// ends a script holding it.
    static func jsonString(_ text: String) -> String {
        JSONValue.string(text).serialized().split(separator: "<", omittingEmptySubsequences: false)
            .joined(separator: "\\u003c")
    }

    static let css = """
        header .status { font-size: 13px; }
        body[data-connection="closed"] header .status::after { content: " — disconnected, retrying"; color: var(--error); }
        .scene { margin-bottom: 32px; }
        .scene h2 .scene-path { font-weight: normal; margin-left: 8px; }
        .scene-body { display: grid; grid-template-columns: minmax(0, 1fr) 440px; gap: 16px; align-items: start; }
        .scene-body .pictures { min-width: 0; }
        .scene-body .canvas { max-width: 100%; }
        .picture { position: relative; max-width: 100%; }
        aside table { table-layout: fixed; width: 100%; }
        aside td code { word-break: break-word; }
        aside th:nth-child(1) { width: 3.8em; } aside th:nth-child(3) { width: 5.6em; } aside th:nth-child(n+4) { width: 6em; }
        aside th, aside td { font-size: 13px; word-break: break-word; }
        .picture > svg { position: absolute; left: 0; top: 0; }
        .view-boxes rect { fill: transparent; stroke: none; pointer-events: all; }
        .view-boxes rect.highlight { fill: rgba(200, 0, 200, 0.12); stroke: #b000b0; stroke-width: 2; }
        .scene.hovering g.constraint:not(.highlight) { opacity: 0.2; }
        g.constraint.highlight path { stroke: #b000b0 !important; stroke-width: 2.5; }
        tr.highlight td { background: #f6e3f6; }
        .stale { color: var(--error); font-weight: 600; }
        .view-info { min-height: 3em; white-space: pre-wrap; }
        aside h2 { margin-top: 0; }
        aside .diagnostics-lines { max-height: 240px; }

        """

    static let script = """
        const scenes = document.getElementById('scenes');
        function connect() {
          const socket = new WebSocket('ws://' + location.host + '/socket');
          socket.onopen = () => { document.body.dataset.connection = 'open'; };
          socket.onmessage = (event) => {
            const update = JSON.parse(event.data);
            if (Number(update.version) < Number(document.body.dataset.version)) return;
            scenes.innerHTML = update.html;
            document.body.dataset.version = update.version;
          };
          socket.onclose = () => { document.body.dataset.connection = 'closed'; setTimeout(connect, 1000); };
        }
        connect();

        function clearHighlights() {
          for (const element of scenes.querySelectorAll('.highlight')) element.classList.remove('highlight');
          for (const scene of scenes.querySelectorAll('.scene.hovering')) scene.classList.remove('hovering');
        }
        function items(row) { return row.dataset.items.split(' ').filter((name) => name.length > 0); }
        function highlightConstraint(row) {
          const scene = row.closest('.scene');
          scene.classList.add('hovering');
          row.classList.add('highlight');
          const place = row.dataset.location ? row.dataset.location.split(':').slice(0, -1).join(':') + ':' : null;
          for (const group of scene.querySelectorAll('g.constraint')) {
            const lines = (group.querySelector('title')?.textContent ?? '').split('\\n');
            if (lines[0] === row.dataset.equation && (!place || (lines[1] ?? '').startsWith(place))) group.classList.add('highlight');
          }
          for (const name of items(row)) {
            for (const box of scene.querySelectorAll('rect[data-view="' + CSS.escape(name) + '"]')) box.classList.add('highlight');
          }
        }
        function showView(box) {
          const scene = box.closest('.scene');
          const name = box.dataset.view;
          scene.classList.add('hovering');
          box.classList.add('highlight');
          const rows = [...scene.querySelectorAll('tr[data-equation]')].filter((row) => items(row).includes(name));
          for (const row of rows) {
            row.classList.add('highlight');
            highlightConstraint(row);
          }
          box.classList.add('highlight');
          const info = scene.querySelector('.view-info');
          info.textContent = name + ': ' + box.dataset.frame + '\\n'
            + (rows.length ? rows.map((row) => '  ' + row.dataset.equation).join('\\n') : '  no constraints written for it');
        }
        scenes.addEventListener('mouseover', (event) => {
          clearHighlights();
          const row = event.target.closest('tr[data-equation]');
          if (row) { highlightConstraint(row); return; }
          const box = event.target.closest('rect[data-view]');
          if (box) showView(box);
        });
        scenes.addEventListener('mouseleave', clearHighlights);

        """
}

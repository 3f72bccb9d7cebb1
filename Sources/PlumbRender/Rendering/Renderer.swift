import CPlumbCairo
import PlumbLayout

/// Draws solved layouts as PNG, SVG or PDF.
///
/// ```swift
/// let renderer = Renderer(options: RenderOptions(format: .png, showConstraints: true))
/// try renderer.write(solved, to: "out/\(Renderer.fileName(scene: "login", canvas: solved.canvas.name, format: .png))")
/// ```
///
/// A renderer is a value and can be used from several threads at once: every call makes its own
/// cairo surface and borrows its own Pango font session.
public struct Renderer: Sendable {
    public var options: RenderOptions
    public let fonts: FontSystem

    public init(options: RenderOptions = RenderOptions(), fonts: FontSystem = .shared) {
        self.options = options
        self.fonts = fonts
    }

    /// `NAME@CANVAS.EXT`, the file name `plumb render` gives a scene's picture on one canvas.
    public static func fileName(scene: String, canvas: String, format: RenderFormat) -> String {
        "\(scene)@\(canvas).\(format.fileExtension)"
    }

    /// The picture's size in points: the canvas, the padding around it and the caption line under
    /// it (unless ``RenderOptions/caption`` is off).
    public func pictureSize(of layout: SolvedLayout) -> Size {
        singlePicture(layout).size
    }

    /// The picture of one solved layout, as the bytes of a file in ``RenderOptions/format``.
    /// - Parameter title: what the picture shows (a scene's name); a PDF's Title is it and the canvas's
    ///   caption, `Login — iPhone 15 · portrait · wC hR · text L · LTR` (the caption alone without it).
    /// - Throws: ``RenderError`` when the picture has no area or is too large, or cairo fails.
    public func render(_ layout: SolvedLayout, title: String? = nil) throws -> [UInt8] {
        let picture = singlePicture(layout)
        let documentTitle = [title, layout.canvas.caption].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " — ")
        return try draw(size: picture.size, scale: options.scale ?? layout.canvas.scale, panels: [picture.panel],
                        documentTitle: documentTitle)
    }

    /// The picture of one solved layout as cairo's pixels, drawn as ``render(_:title:)`` draws a PNG
    /// (whatever ``RenderOptions/format`` says), without encoding it: for comparing with a golden.
    /// - Throws: ``RenderError`` when the picture has no area or is too large, or cairo fails.
    public func renderImage(_ layout: SolvedLayout) throws -> RenderedImage {
        var renderer = self
        renderer.options.format = .png
        let picture = renderer.singlePicture(layout)
        let drawn = try renderer.paint(size: picture.size, scale: options.scale ?? layout.canvas.scale,
                                       panels: [picture.panel], documentTitle: nil)
        return try drawn.surface.finishImage()
    }

    private func singlePicture(_ layout: SolvedLayout) -> SinglePictureLayout {
        fonts.withSession { session in
            SinglePictureLayout(layout: layout, padding: options.padding, caption: options.caption, stage: options.stage) { text, font, width in
                PangoTextLayout(text: text, style: TextStyle(font: font, width: width), session: session).metrics.size
            }
        }
    }

    /// One picture with every layout side by side, each captioned (device, orientation, size
    /// classes, text size, direction), under an optional title: `plumb render --sheet`.
    /// - Throws: ``RenderError/nothingToDraw`` for no layouts, or any error of ``render(_:)``.
    public func renderSheet(_ layouts: [SolvedLayout], title: String? = nil) throws -> [UInt8] {
        guard !layouts.isEmpty else { throw RenderError.nothingToDraw }
        let sheet = sheetLayout(layouts, title: title)
        return try draw(size: sheet.size, scale: sheetScale(layouts), panels: sheet.panels, title: sheet.title,
                        documentTitle: title)
    }

    /// Throws ``RenderError/sheetTooLarge(width:height:scale:canvases:format:)`` when the sheet of
    /// `layouts` would be wider or taller than ``LayoutLimits/maximumPictureSide`` (pixels for PNG,
    /// points for SVG and PDF): each canvas may fit on its own and the row of them not. Call it
    /// when planning the sheet, before anything is drawn.
    public func checkSheetFits(_ layouts: [SolvedLayout], title: String? = nil) throws(RenderError) {
        guard !layouts.isEmpty else { throw RenderError.nothingToDraw }
        let size = sheetLayout(layouts, title: title).size
        let scale = options.format == .png ? sheetScale(layouts) : 1
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width > DrawingSurface.maximumSide || height > DrawingSurface.maximumSide else { return }
        throw RenderError.sheetTooLarge(width: width, height: height, scale: scale, canvases: layouts.count,
                                        format: options.format)
    }

    private func sheetLayout(_ layouts: [SolvedLayout], title: String?) -> SheetLayout {
        fonts.withSession { session in
            SheetLayout(layouts: layouts, title: title, padding: options.padding) { text, font in
                PangoTextLayout(text: text, style: TextStyle(font: font), session: session).metrics.size
            }
        }
    }

    /// A sheet's pixels per point: `--scale`, else the largest of its canvases' scales.
    private func sheetScale(_ layouts: [SolvedLayout]) -> Double {
        options.scale ?? layouts.map(\.canvas.scale).max() ?? 1
    }

    /// Renders `layout` and writes it to `path` atomically; `title` as in ``render(_:title:)``.
    public func write(_ layout: SolvedLayout, title: String? = nil, to path: String) throws {
        try Self.write(render(layout, title: title), to: path)
    }

    /// Renders a sheet of `layouts` and writes it to `path` atomically.
    public func writeSheet(_ layouts: [SolvedLayout], title: String? = nil, to path: String) throws {
        try Self.write(renderSheet(layouts, title: title), to: path)
    }

    /// Writes a picture's bytes with ``AtomicFile``, into a folder that must exist (a mistyped output
    /// folder is an error, not a new folder).
    private static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
        do {
            try AtomicFile.write(bytes, to: path, createFolders: false)
        } catch {
            throw RenderError.cannotWrite(path: path, reason: error.reason)
        }
    }

    /// One canvas placed in a picture, with an optional caption under it.
    struct Panel {
        var layout: SolvedLayout
        var origin: Point
        var caption: SheetLayout.Caption?
    }

    private func draw(size: Size, scale: Double, panels: [Panel], title: SheetLayout.Caption? = nil,
                      documentTitle: String?) throws -> [UInt8] {
        let drawn = try paint(size: size, scale: scale, panels: panels, title: title, documentTitle: documentTitle)
        let bytes = try drawn.surface.finish()
        guard options.format == .svg else { return bytes }
        let svg = SVGDocument.normalizingIDs(String(decoding: bytes, as: UTF8.self))
        return Array(SVGDocument.appending((drawn.textWriter?.group ?? "") + drawn.svgMarks, to: svg).utf8)
    }

    /// Draws the panels on a new surface of ``RenderOptions/format``; for SVG, also the text and
    /// constraint marks to append to the document once it is finished.
    private func paint(size: Size, scale: Double, panels: [Panel], title: SheetLayout.Caption? = nil,
                       documentTitle: String?) throws
        -> (surface: DrawingSurface, textWriter: SVGTextWriter?, svgMarks: String) {
        let surface = try DrawingSurface(format: options.format, width: size.width, height: size.height, scale: scale,
                                         title: documentTitle)
        let palette = Palette.forTheme(options.theme)
        let pen = CairoPen(cairo: surface.cairo, scale: surface.scale)
        var svgMarks = ""
        let textWriter = options.format == .svg ? SVGTextWriter() : nil
        fonts.withSession { session in
            pen.fill(Rect(origin: .zero, size: size), color: palette.surroundings)
            if let title { drawCaption(title, pen: pen, session: session, color: palette.text, textWriter: textWriter) }
            for panel in panels {
                svgMarks += drawPanel(panel, pen: pen, palette: palette, session: session, textWriter: textWriter)
                if let caption = panel.caption {
                    drawCaption(caption, pen: pen, session: session, color: palette.secondaryText, textWriter: textWriter)
                }
            }
        }
        return (surface, textWriter, svgMarks)
    }

    /// Draws one canvas at its place; returns its constraint marks as SVG elements when the
    /// format is SVG (they are appended to the document afterwards), else draws them too.
    private func drawPanel(_ panel: Panel, pen: CairoPen, palette: Palette, session: FontSession,
                           textWriter: SVGTextWriter?) -> String {
        cairo_save(pen.cairo)
        defer { cairo_restore(pen.cairo) }
        cairo_translate(pen.cairo, panel.origin.x, panel.origin.y)
        textWriter?.offset = panel.origin
        let layout = panel.layout.resolvingColors(for: options.theme)
        LayoutPainter(layout: layout, options: options, pen: pen, session: session, textWriter: textWriter).draw()
        textWriter?.offset = .zero
        guard options.showConstraints else { return "" }
        let marks = ConstraintMarks.make(for: panel.layout, options: options, session: session)
        guard options.format == .svg else {
            CairoMarkPainter(pen: pen, palette: palette, session: session).draw(marks)
            return ""
        }
        let baseline = PangoTextLayout(text: "0", style: TextStyle(font: ArrowLayout.labelFont), session: session)
            .metrics.firstBaseline
        return SVGMarkWriter(palette: palette, labelBaseline: baseline).group(for: marks, offset: panel.origin)
    }

    private func drawCaption(_ caption: SheetLayout.Caption, pen: CairoPen, session: FontSession, color: Color,
                             textWriter: SVGTextWriter?) {
        let layout = PangoTextLayout(text: caption.text, style: TextStyle(font: caption.font, width: caption.frame.width,
                                                                          alignment: .center), session: session)
        pen.setColor(color)
        layout.draw(in: pen.cairo, at: caption.frame.origin)
        textWriter?.record(layout, at: caption.frame.origin)
    }
}

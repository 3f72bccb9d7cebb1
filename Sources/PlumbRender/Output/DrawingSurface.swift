import CPlumbCairo
import PlumbLayout

/// A cairo surface of one format, sized in points, that turns into the file's bytes when finished.
///
/// PNG: an ARGB image surface `scale` pixels per point, user space scaled so drawing is in points.
/// SVG: one unit per point (`px`), surface ids made stable afterwards by ``SVGDocument``.
/// PDF: one unit per point, with fixed (empty) dates so the bytes do not change from run to run.
final class DrawingSurface {
    /// The largest side, in pixels or points, a picture may have.
    static let maximumSide = LayoutLimits.maximumPictureSide

    let format: RenderFormat
    /// Pixels per point in the output (1 for the vector formats).
    let scale: Double
    let cairo: OpaquePointer
    private let surface: OpaquePointer
    private let sink = ByteSink()

    /// - Parameter title: the document's title, written into a PDF's metadata (`/Title`).
    init(format: RenderFormat, width: Double, height: Double, scale: Double, title: String? = nil) throws {
        let scale = format == .png ? scale : 1
        let pixelWidth = (width * scale).rounded(.up), pixelHeight = (height * scale).rounded(.up)
        guard pixelWidth >= 1, pixelHeight >= 1, pixelWidth <= Self.maximumSide, pixelHeight <= Self.maximumSide,
              scale.isFinite, scale > 0
        else { throw RenderError.invalidSize(width: pixelWidth, height: pixelHeight) }
        self.format = format
        self.scale = scale
        let surface: OpaquePointer?
        switch format {
        case .png:
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
        case .svg:
            surface = cairo_svg_surface_create_for_stream(ByteSink.write, sink.closure, width, height)
            if let surface { cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX) }
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(ByteSink.write, sink.closure, width, height)
            if let surface {
                // Without these cairo writes the current time into every PDF.
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "")
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Plumb")
                if let title, !title.isEmpty { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
            }
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(surface.map { String(cString: cairo_status_to_string(cairo_surface_status($0))) }
                                    ?? "no surface")
        }
        self.surface = surface
        guard let cairo = cairo_create(surface) else { throw RenderError.cairo("no drawing context") }
        self.cairo = cairo
        cairo_scale(cairo, scale, scale)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// Finishes drawing a PNG surface and hands over its pixels, unencoded.
    func finishImage() throws -> RenderedImage {
        precondition(format == .png, "only a PNG surface has pixels")
        let status = cairo_status(cairo)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        cairo_surface_flush(surface)
        return RenderedImage(surface: surface)
    }

    /// Finishes drawing and returns the file's bytes.
    func finish() throws -> [UInt8] {
        let status = cairo_status(cairo)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        switch format {
        case .png:
            cairo_surface_flush(surface)
            return try RenderedImage.pngData(of: surface)
        case .svg, .pdf:
            cairo_surface_finish(surface)
            let finished = cairo_surface_status(surface)
            guard finished == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(finished))) }
        }
        return sink.bytes
    }
}

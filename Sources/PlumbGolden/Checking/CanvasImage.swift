import PlumbRender

/// A rendered picture of one canvas: as drawn, as pixels, or as the PNG bytes a renderer wrote.
public struct CanvasImage: Sendable {
    /// The forms a picture can come in.
    public enum Content: Sendable {
        /// Cairo's pixels as drawn: compared with the golden directly, encoded only when written.
        case rendered(RenderedImage)
        case pixels(RGBAImage)
        /// PNG bytes, decoded only if a comparison needs the pixels; recorded goldens keep them as they are.
        case png([UInt8])
    }

    /// The canvas name, without spaces (`iphone-15-landscape`).
    public var canvas: String
    public var content: Content

    /// A picture as drawn by ``Renderer/renderImage(_:)``.
    public init(canvas: String, rendered image: RenderedImage) {
        self.canvas = canvas
        content = .rendered(image)
    }

    public init(canvas: String, image: RGBAImage) {
        self.canvas = canvas
        content = .pixels(image)
    }

    /// A picture given as PNG bytes. Bytes that are not a PNG image make the check fail, with the reason.
    public init(canvas: String, pngData: [UInt8]) {
        self.canvas = canvas
        content = .png(pngData)
    }

    /// Why the picture cannot be checked at all (PNG bytes that are not a PNG image); `nil` when it can.
    var problem: String? {
        if case .png(let bytes) = content, PNGHeader.size(of: bytes) == nil { return "not a PNG image" }
        return nil
    }

    /// The picture's pixels, straight (not premultiplied) RGBA.
    /// - Throws: ``PNGDecodingError`` when PNG bytes cannot be decoded.
    public func decoded() throws -> RGBAImage {
        switch content {
        case .rendered(let image): return RGBAImage(rendered: image)
        case .pixels(let image): return image
        case .png(let bytes): return try RGBAImage(pngData: bytes)
        }
    }

    /// The picture as PNG bytes: the renderer's own, or a fresh encoding.
    /// - Throws: ``PNGDecodingError`` or ``RenderError`` when the pixels cannot be encoded.
    public func encoded() throws -> [UInt8] {
        switch content {
        case .rendered(let image): return try image.pngData()
        case .pixels(let image): return try image.pngData()
        case .png(let bytes): return bytes
        }
    }
}

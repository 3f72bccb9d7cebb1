/// A rendered picture of one canvas, as pixels or as the PNG bytes a renderer wrote.
public struct CanvasImage: Sendable {
    /// The two forms a picture can come in.
    public enum Content: Sendable {
        case pixels(RGBAImage)
        /// PNG bytes, decoded only if a comparison needs the pixels; recorded goldens keep them as they are.
        case png([UInt8])
    }

    /// The canvas name, without spaces (`iphone-15-landscape`).
    public var canvas: String
    public var content: Content

    public init(canvas: String, image: RGBAImage) {
        self.canvas = canvas
        content = .pixels(image)
    }

    /// A picture given as PNG bytes. Bytes that are not a PNG image make the check fail, with the reason.
    public init(canvas: String, pngData: [UInt8]) {
        self.canvas = canvas
        content = .png(pngData)
    }

    /// The picture's pixels.
    /// - Throws: ``PNGDecodingError`` when PNG bytes cannot be decoded.
    public func decoded() throws -> RGBAImage {
        switch content {
        case .pixels(let image): return image
        case .png(let bytes): return try RGBAImage(pngData: bytes)
        }
    }

    /// The picture as PNG bytes: the renderer's own, or a fresh encoding.
    /// - Throws: ``PNGDecodingError`` when the pixels cannot be encoded.
    public func encoded() throws -> [UInt8] {
        switch content {
        case .pixels(let image): return try image.pngData()
        case .png(let bytes): return bytes
        }
    }
}

/// What a scene rendered now: the subject of one check against its goldens.
public struct GoldenCase: Sendable {
    /// The case's name, which is also its path under the golden folder (`forms/login`).
    public var name: String
    /// The solved frames of every canvas; `nil` to check pictures only.
    public var frames: FrameDump?
    /// One picture per canvas.
    public var images: [CanvasImage]

    public init(name: String, frames: FrameDump?, images: [CanvasImage]) {
        self.name = name
        self.frames = frames
        self.images = images
    }
}

/// A rendered picture of one canvas.
public struct CanvasImage: Sendable {
    /// The canvas name, without spaces (`iphone-15-landscape`).
    public var canvas: String
    public var image: RGBAImage
    /// The PNG bytes the renderer wrote, if the picture came as PNG; recorded goldens keep them as they are.
    public var pngData: [UInt8]?

    public init(canvas: String, image: RGBAImage) {
        self.canvas = canvas
        self.image = image
        pngData = nil
    }

    /// A picture given as PNG bytes.
    /// - Throws: ``PNGDecodingError`` when the bytes are not a PNG image.
    public init(canvas: String, pngData: [UInt8]) throws {
        self.canvas = canvas
        image = try RGBAImage(pngData: pngData)
        self.pngData = pngData
    }

    /// The PNG bytes of the picture: the renderer's own, or a fresh encoding.
    func encoded() throws -> [UInt8] {
        if let pngData { return pngData }
        return try image.pngData()
    }
}

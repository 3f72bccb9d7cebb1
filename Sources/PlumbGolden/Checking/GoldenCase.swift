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

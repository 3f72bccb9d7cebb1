import PlumbLayout
import PlumbRender

extension GoldenCase {
    /// The case of a solved scene: its frame dump, and each canvas drawn as PNG by `renderer`.
    ///
    /// - Parameters:
    ///   - name: the case name, which is the path of its goldens (`forms/login`).
    ///   - layouts: the scene solved on each of its canvases.
    ///   - renderer: how to draw; its format must be PNG.
    /// - Throws: ``RenderError`` when a canvas cannot be drawn.
    public init(name: String, layouts: [SolvedLayout], renderer: Renderer = Renderer()) throws {
        var pngRenderer = renderer
        pngRenderer.options.format = .png
        let images = try layouts.map { layout in
            CanvasImage(canvas: FrameDump.token(layout.canvas.name), pngData: try pngRenderer.render(layout))
        }
        self.init(name: name, frames: FrameDump(scene: name, layouts: layouts), images: images)
    }
}

import PlumbLayout
import PlumbRender

extension GoldenCase {
    /// The case of a solved scene: its frame dump, and each canvas drawn by `renderer` as its PNG
    /// would be (whatever format `renderer` names), kept as pixels until something is written.
    ///
    /// - Parameters:
    ///   - name: the case name, which is the path of its goldens (`forms/login`).
    ///   - layouts: the scene solved on each of its canvases.
    ///   - renderer: how to draw.
    ///   - states: the scene's states (their names in the scene's order), each solved on every canvas;
    ///     their frames are checked, not drawn.
    /// - Throws: ``RenderError`` when a canvas cannot be drawn.
    public init(name: String, layouts: [SolvedLayout], renderer: Renderer = Renderer(),
                states: [(name: String, layouts: [SolvedLayout])] = []) throws {
        let images = try layouts.map { layout in
            CanvasImage(canvas: FrameDump.token(layout.canvas.name), rendered: try renderer.renderImage(layout))
        }
        self.init(name: name, frames: FrameDump(scene: name, layouts: layouts), images: images,
                  states: states.map { StateFrames(state: $0.name, frames: FrameDump(scene: "\(name)[\($0.name)]", layouts: $0.layouts)) })
    }
}

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
    ///     their frames are checked, and the transition to each from `layouts` is drawn at the
    ///     key frames of `keyFrames`, on every canvas.
    ///   - keyFrames: when each transition is drawn; `nil` for no key frames.
    /// - Throws: ``RenderError`` when a canvas cannot be drawn.
    public init(name: String, layouts: [SolvedLayout], renderer: Renderer = Renderer(),
                states: [(name: String, layouts: [SolvedLayout])] = [],
                keyFrames: KeyFrameSchedule? = .standard) throws {
        let images = try layouts.map { layout in
            CanvasImage(canvas: FrameDump.token(layout.canvas.name), rendered: try renderer.renderImage(layout))
        }
        var pictures: [KeyFrameImage] = []
        if let keyFrames {
            var renderer = renderer
            if let scale = keyFrames.scale { renderer.options.scale = scale }
            for state in states {
                for (start, end) in zip(layouts, state.layouts) {
                    let transition = LayoutTransition(from: start, to: end, curve: keyFrames.curve, duration: keyFrames.duration)
                    for fraction in keyFrames.fractions {
                        let seconds = keyFrames.duration * fraction
                        var layout = transition.layout(atSeconds: seconds)
                        layout.canvas.caption = "\(start.canvas.caption) · scene → \(state.name), t = \(KeyFrameImage.time(seconds)) s"
                        let image = CanvasImage(canvas: FrameDump.token(end.canvas.name), rendered: try renderer.renderImage(layout))
                        pictures.append(KeyFrameImage(state: state.name, seconds: seconds, image: image))
                    }
                }
            }
        }
        self.init(name: name, frames: FrameDump(scene: name, layouts: layouts), images: images,
                  states: states.map { StateFrames(state: $0.name, frames: FrameDump(scene: "\(name)[\($0.name)]", layouts: $0.layouts)) },
                  keyFrames: pictures)
    }
}

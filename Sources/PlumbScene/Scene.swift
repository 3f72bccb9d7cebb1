import PlumbLayout

/// A scene file read into layout values: the layout and the canvases to solve it for.
public struct Scene: Hashable, Sendable {
    /// The scene's `name`, or the file name without its extension when it has none.
    public var name: String
    /// The views, guides, metrics and constraints the file describes.
    public var document: LayoutDocument
    /// The canvases in the order the file lists them; one iPhone 15 in portrait when it lists none.
    public var canvases: [Canvas]
    /// The path the scene was read from, as given.
    public var path: String
    /// Where each canvas was written, by canvas name (none for the default canvas).
    public var canvasLocations: [String: SourceLocation]

    /// A scene from values already made; ``SceneLoader`` makes them from a file.
    public init(name: String, document: LayoutDocument, canvases: [Canvas], path: String,
                canvasLocations: [String: SourceLocation] = [:]) {
        self.name = name
        self.document = document
        self.canvases = canvases
        self.path = path
        self.canvasLocations = canvasLocations
    }

    /// Throws, at each canvas's line, when a canvas drawn at `scale` pixels per point (its own scale
    /// when `nil`) would be larger than ``LayoutLimits/maximumCanvasPixels`` on a side: the limit
    /// the loader checks for a canvas's own scale, checked again for `--scale`.
    public func checkDrawable(_ canvases: [Canvas], scale: Double?) throws(SceneErrors) {
        let errors = canvases.compactMap { canvas -> SceneError? in
            let scale = scale ?? canvas.scale
            guard let problem = CanvasLimits.problem(size: canvas.size, scale: scale) else { return nil }
            let location = canvasLocations[canvas.name] ?? SourceLocation(file: path, line: 1, column: 1)
            return SceneError(location: location, message: "canvas '\(canvas.name)' cannot be drawn at scale "
                              + "\(formatNumber(scale)): \(problem)", text: canvas.name)
        }
        if !errors.isEmpty { throw SceneErrors(errors) }
    }

    /// The canvas with this name, if the scene has one.
    public func canvas(named name: String) -> Canvas? { canvases.first { $0.name == name } }
}

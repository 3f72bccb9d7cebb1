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

    /// A scene from values already made; ``SceneLoader`` makes them from a file.
    public init(name: String, document: LayoutDocument, canvases: [Canvas], path: String) {
        self.name = name
        self.document = document
        self.canvases = canvases
        self.path = path
    }

    /// The canvas with this name, if the scene has one.
    public func canvas(named name: String) -> Canvas? { canvases.first { $0.name == name } }
}

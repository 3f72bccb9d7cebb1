/// A layout read from a source, in any format: the layout, the canvases to solve it for, and where
/// each part was written.
///
/// Every reader gives one: the YAML scene reader (`PlumbScene`), and readers of other formats, which
/// need nothing but this module to make it.
public struct Scene: Hashable, Sendable {
    /// The scene's own name, or the file name without its extension when it has none.
    public var name: String
    /// The views, guides, metrics and constraints the source describes.
    public var document: LayoutDocument
    /// The canvases in the order the source lists them; one iPhone 15 in portrait when it lists none.
    public var canvases: [Canvas]
    /// Where each view, guide, constraint and canvas was written.
    public var sources: SourceMap
    /// Named steps of the scene (changes applied on top of it), in the order the source lists them.
    public var states: [SceneState] = []
    /// The bars a view controller's view is under (an Interface Builder document's navigation, tab and
    /// toolbars), added to the safe area of canvases the scene is moved to (``onCanvases(_:)``); `nil`
    /// for scenes that have none, or whose canvases already say everything.
    public var bars: SystemBars? = nil

    /// A scene from values already made, with the places a reader found.
    public init(name: String, document: LayoutDocument, canvases: [Canvas], sources: SourceMap) {
        self.name = name
        self.document = document
        self.canvases = canvases
        self.sources = sources
    }

    /// A scene from values already made, read from `path`; the views' places come from the document.
    public init(name: String, document: LayoutDocument, canvases: [Canvas], path: String) {
        self.init(name: name, document: document, canvases: canvases,
                  sources: SourceMap(file: path, views: SourceMap.views(in: document)))
    }

    /// The path the scene was read from, as given.
    public var path: String { sources.file }

    /// The canvas with this name, if the scene has one.
    public func canvas(named name: String) -> Canvas? { canvases.first { $0.name == name } }
}

/// Where each part of a scene was written, in whichever file and format it came from.
///
/// Views and constraints carry their own places (``ViewNode/location``, ``ConstraintOrigin/location``);
/// the map adds the places of layout guides and canvases, and answers for anything without a place
/// with the start of the scene's file, so every message can name a line.
public struct SourceMap: Hashable, Sendable {
    /// The file the scene was read from, as given.
    public var file: String
    /// Where each view was declared, by name.
    public var views: [String: SourceLocation]
    /// Where each layout guide was declared, by name.
    public var guides: [String: SourceLocation]
    /// Where each canvas was declared, by name (none for a default canvas).
    public var canvases: [String: SourceLocation]

    /// A map of `file` with these places; ``views(in:)`` collects the views' places from a document.
    public init(file: String, views: [String: SourceLocation] = [:], guides: [String: SourceLocation] = [:],
                canvases: [String: SourceLocation] = [:]) {
        self.file = file
        self.views = views
        self.guides = guides
        self.canvases = canvases
    }

    /// The first character of the file: the place of whatever has no place of its own.
    public var start: SourceLocation { SourceLocation(file: file, line: 1, column: 1) }

    /// Where the view or guide `name` was declared, or the start of the file.
    public func location(ofItem name: String) -> SourceLocation { views[name] ?? guides[name] ?? start }

    /// Where the canvas `name` was declared, or the start of the file.
    public func location(ofCanvas name: String) -> SourceLocation { canvases[name] ?? start }

    /// Where `constraint` was written: the first character of its own part of the text (a VFL string
    /// makes several constraints), or the start of the file for one the engine made.
    public func location(of constraint: ConstraintSpec) -> SourceLocation {
        constraint.origin.location?.advanced(by: constraint.origin.range.lowerBound) ?? start
    }

    /// The place of every view of `document` that knows its place, by name (the first of a name
    /// declared twice).
    public static func views(in document: LayoutDocument) -> [String: SourceLocation] {
        var table: [String: SourceLocation] = [:]
        var pending = Array(document.views.reversed())
        while let view = pending.popLast() {
            if let location = view.location, table[view.name] == nil { table[view.name] = location }
            pending += view.subviews.reversed()
        }
        return table
    }
}

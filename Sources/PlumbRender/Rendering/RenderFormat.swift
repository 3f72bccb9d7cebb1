/// The file formats pictures are written in.
public enum RenderFormat: String, CaseIterable, Hashable, Sendable {
    /// A bitmap at the canvas's scale (or the scale asked for).
    case png
    /// Vectors, one unit per point; text as glyph outlines, constraint marks as titled groups.
    case svg
    /// Vectors, one unit per point, with real (selectable) text.
    case pdf

    /// The file name extension, without the dot.
    public var fileExtension: String { rawValue }
}

import PlumbLayout

/// The look of constraint marks, shared by the Cairo and SVG painters.
enum MarkStyle {
    static let lineWidth = 1.0
    static let dash: [Double] = [3, 2]
    static let labelRadius = 3.0
    /// The width of the light halo under a flush bar, so it shows on a view of its own colour.
    static let haloWidth = 3.0
}

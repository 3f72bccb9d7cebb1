import PlumbLayout

/// The look of constraint marks, shared by the Cairo and SVG painters.
enum MarkStyle {
    static let lineWidth = 1.0
    static let dash: [Double] = [3, 2]
    static let labelRadius = 3.0
}

/// One canvas's picture as checked: the PNG bytes a report shows and what the comparison found.
public struct CanvasCheck: Hashable, Sendable {
    public var canvas: String
    /// The golden picture, when there is one and it could be read.
    public var expectedPNG: [UInt8]?
    /// The picture rendered now, as PNG; `nil` for a passing picture unless the checker keeps them
    /// (``GoldenChecker/keepsPassingPictures``), since a picture that passes is never encoded.
    public var actualPNG: [UInt8]?
    /// The diff picture, when the pictures were compared and differ.
    public var diffPNG: [UInt8]?
    /// The comparison's result; `nil` when there was no golden to compare with.
    public var comparison: PixelComparisonResult?

    public init(canvas: String, expectedPNG: [UInt8]?, actualPNG: [UInt8]?, diffPNG: [UInt8]?,
                comparison: PixelComparisonResult?) {
        self.canvas = canvas
        self.expectedPNG = expectedPNG
        self.actualPNG = actualPNG
        self.diffPNG = diffPNG
        self.comparison = comparison
    }

    /// Whether the picture matches its golden.
    public var passes: Bool { comparison?.passes ?? false }
}

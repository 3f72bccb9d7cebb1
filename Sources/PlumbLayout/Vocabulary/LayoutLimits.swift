/// The limits every part of Plumb holds input to, in one place (documented in `docs/scene-format.md`).
///
/// They are far beyond any real layout and small enough that nothing downstream can overflow,
/// stall or run out of memory: sums and products of lengths stay exact in a `Double`, every
/// coordinate fits the integer types Cairo and Pango use, and text measuring stays fast.
public enum LayoutLimits {
    /// The largest length or coordinate a scene may write, in points (either sign for coordinates).
    public static let maximumLength = 100_000.0
    /// The largest constant a constraint may have, in points (either sign): a length.
    public static let maximumConstant = maximumLength
    /// The sizes a multiplier may have (either sign; 0 only where it cancels nothing).
    public static let multiplierMagnitudes = 0.001...1000.0
    /// The largest coordinate or length a solved layout may hold, in points: beyond it a layout
    /// is reported as out of range instead of being printed or drawn. (Pango measures in 1/1024
    /// points in 32-bit integers, about 2.1 million points.)
    public static let maximumSolvedValue = 1_000_000.0

    /// The most characters a label's text, a placeholder or a title may have: far more than any
    /// label shows, and a long paragraph in a scroll view, as the seeds have, needs room. (Wrapping
    /// is linear in the text's length, even for one long word: the renderer gives Pango a break
    /// opportunity between the characters of a word wider than its line.)
    public static let maximumTextLength = 4_000
    /// The most characters a name may have (a view, guide, metric or canvas).
    public static let maximumNameLength = 100
    /// The most characters a scene's name may have: it is a title, drawn above a sheet.
    public static let maximumSceneNameLength = 200
    /// The most segments a segmented control may have: far more than fit on any screen.
    public static let maximumSegments = 1_000
    /// The most pages a page control may have (more are left out of its size and picture): far more
    /// dots than fit on any screen.
    public static let maximumPages = 1_000
    /// The most views a scene may declare.
    public static let maximumViews = 20_000
    /// The most layout guides a scene may declare.
    public static let maximumGuides = 20_000

    /// The largest side of a canvas, in points.
    public static let maximumCanvasSide = 10_000.0
    /// The largest scale (pixels per point) of a canvas or of `--scale`.
    public static let maximumScale = 8.0
    /// The largest side of a canvas times its scale, in pixels, checked when a scene is loaded
    /// (for the canvas's own scale) and before drawing (for `--scale`): with the renderer's padding
    /// (16 points each side, at most 256 pixels at scale 8) it stays within ``maximumPictureSide``.
    public static let maximumCanvasPixels = 16_000.0
    /// The largest side of a picture, in pixels (PNG) or points (SVG and PDF): a canvas, the
    /// padding around it, times the scale. (A sheet of several canvases can still exceed it.)
    public static let maximumPictureSide = 16_384.0
}

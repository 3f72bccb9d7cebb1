import Testing
@testable import PlumbLayout

/// Frames snap to the pixel grid edge by edge, half pixels away from zero, as UIKit's `round` does
/// (docs/semantics.md, *Pixel rounding*).
@Suite struct PixelRoundingTests {
    typealias S = Scene

    @Test func halfPixelsRoundAwayFromZero() {
        let grid = PixelGrid(scale: 2)
        // Edges at ±1.25 pt are ±2.5 px: away from zero, to ±3 px = ±1.5 pt; a quarter pixel goes to 0.
        let rect = grid.rounded(Rect(x: -1.25, y: 1.25, width: 100, height: 0.1))
        #expect(rect == Rect(x: -1.5, y: 1.5, width: 100.5, height: 0))
        // Solver noise just short of a half still counts as a half, on both sides of zero.
        #expect(grid.rounded(Rect(x: -1.2499999999, y: 1.2499999999, width: 0, height: 0))
                == Rect(x: -1.5, y: 1.5, width: 0, height: 0))
        // Less than half a pixel rounds to the nearer edge whatever the sign.
        #expect(grid.rounded(Rect(x: -1.2, y: 1.2, width: 0, height: 0)) == Rect(x: -1, y: 1, width: 0, height: 0))
    }

    @Test func aViewCentredAboveTheRootsTopEdgeKeepsUIKitsHalfPixel() throws {
        // A 100-pt box centred in a 97.5-pt root on a 2x canvas: its top at 48.75 − 50 = −1.25 pt and its
        // bottom at 98.75 pt, so −2.5 px and 197.5 px, which round away from zero to −3 and 198 px:
        // y −1.5, height 100.5, the frame UIKit gives it (a public cell xib stores exactly these).
        let document = LayoutDocument(
            views: [S.view("box")],
            constraints: [
                S.constraint("box.leading", .equal, "superview.leading"),
                S.constraint("box.width", .equal, plus: 40),
                S.constraint("box.height", .equal, plus: 100),
                S.constraint("box.centerY", .equal, "superview.centerY"),
            ])
        let canvas = Canvas(name: "cell", size: Size(width: 335, height: 97.5), scale: 2)
        let layout = try solve(document, canvas)
        expectFrame(layout, "box", 0, -1.5, 40, 100.5)
    }
}

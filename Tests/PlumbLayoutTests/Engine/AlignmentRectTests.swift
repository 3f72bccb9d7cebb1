import Testing
@testable import PlumbLayout

/// Alignment rectangles: constraints and intrinsic sizes act on a view's alignment rectangle, and its
/// frame is that rectangle grown by `alignmentRectInsets` (docs/semantics.md).
@Suite struct AlignmentRectTests {
    typealias S = Scene

    /// Insets of 4 above, 6 at the left, 8 below and 10 at the right.
    static let insets = EdgeInsets(top: 4, left: 6, bottom: 8, right: 10)

    static func box(_ name: String, frame: Rect? = nil, subviews: [ViewNode] = []) -> ViewNode {
        var properties = ViewProperties()
        properties.alignmentInsets = insets
        properties.frame = frame
        properties.translatesAutoresizingMaskIntoConstraints = frame != nil ? true : nil
        return ViewNode(name: name, kind: .view, properties: properties, subviews: subviews)
    }

    @Test func constraintsPlaceTheAlignmentRectangleAndTheFrameIsGrownByTheInsets() throws {
        let document = LayoutDocument(
            views: [Self.box("box", subviews: [ViewNode(name: "corner", kind: .view), ViewNode(name: "inner", kind: .view)])],
            constraints: [
                S.constraint("box.leading", .equal, "superview.leading", plus: 20),
                S.constraint("box.top", .equal, "superview.top", plus: 10),
                S.constraint("box.width", .equal, plus: 100),
                S.constraint("box.height", .equal, plus: 50),
                // The box's edges are its alignment rectangle's ...
                S.constraint("corner.leading", .equal, "box.leading"),
                S.constraint("corner.top", .equal, "box.top"),
                S.constraint("corner.width", .equal, plus: 10),
                S.constraint("corner.height", .equal, plus: 10),
                // ... its margins are 8 in from its frame (its bounds), as UIKit measures them.
                S.constraint("inner.leading", .equal, "box.leadingMargin"),
                S.constraint("inner.top", .equal, "box.topMargin"),
                S.constraint("inner.width", .equal, plus: 10),
                S.constraint("inner.height", .equal, plus: 10),
            ])
        let layout = try solve(document)
        // Alignment rectangle (20, 10, 100, 50); frame 20 − 6 = 14, 10 − 4 = 6, 100 + 16, 50 + 12.
        expectFrame(layout, "box", 14, 6, 116, 62)
        #expect(layout.view(named: "box")?.alignmentRect == Rect(x: 20, y: 10, width: 100, height: 50))
        #expect(layout.view(named: "box")?.alignmentInsets == Self.insets)
        // A subview's frame is relative to the box's frame: the alignment rectangle's corner is at (6, 4).
        expectFrame(layout, "corner", 6, 4, 10, 10)
        expectFrame(layout, "corner", 20, 10, 10, 10, absolute: true)
        // The frame's top-left (14, 6) plus the 8-pt margins: (22, 14), that is (8, 8) inside the box.
        expectFrame(layout, "inner", 8, 8, 10, 10)
        // Constraints are drawn on the rectangles they act on.
        let pin = layout.constraints.first { $0.spec.origin.text.hasPrefix("box.leading") }
        #expect(pin?.firstFrame == Rect(x: 20, y: 10, width: 100, height: 50))
    }

    @Test func aKeptFrameIsTheFrameAndItsAlignmentRectangleIsWhatOthersAlignTo() throws {
        let document = LayoutDocument(
            views: [Self.box("fixed", frame: Rect(x: 30, y: 200, width: 50, height: 40)), ViewNode(name: "next", kind: .view)],
            constraints: [
                // The fixed view's alignment rectangle: x 36 to 70 (50 − 6 − 10 wide), y 204 to 232.
                S.constraint("next.leading", .equal, "fixed.trailing", plus: 5),
                S.constraint("next.top", .equal, "fixed.bottom"),
                S.constraint("next.width", .equal, plus: 20),
                S.constraint("next.height", .equal, plus: 20),
            ])
        let layout = try solve(document)
        expectFrame(layout, "fixed", 30, 200, 50, 40)
        expectFrame(layout, "next", 75, 232, 20, 20)
    }

    @Test func theIntrinsicSizeIsTheAlignmentRectangles() throws {
        var properties = ViewProperties()
        properties.alignmentInsets = Self.insets
        properties.intrinsicSize = Size(width: 60, height: 30)
        let document = LayoutDocument(
            views: [ViewNode(name: "badge", kind: .view, properties: properties)],
            constraints: [S.constraint("badge.trailing", .equal, "superview.trailing", plus: -20),
                          S.constraint("badge.bottom", .equal, "superview.bottom", plus: -20)])
        let layout = try solve(document)
        // Alignment rectangle 60 × 30 ending 20 from the 400 × 300 canvas's corner: (320, 250);
        // frame (314, 246), 76 × 42.
        expectFrame(layout, "badge", 314, 246, 76, 42)
    }
}

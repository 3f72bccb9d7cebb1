/// A scene for the tests of pages and the live preview: a blue box pinned to the margins, a red one
/// below it with an optional width it cannot have on the narrow canvas, on a portrait and a landscape phone.
public let twoBoxesScene = """
    name: Two boxes
    canvases:
      - device: iphone-15
      - device: iphone-15
        orientation: landscape
    views:
      - view: blueBox
        background: blue
      - view: redBox
        background: red
    constraints:
      - blueBox.leading == superview.leadingMargin
      - blueBox.trailing == superview.trailingMargin
      - blueBox.top == safeArea.top + 20
      - blueBox.height == 120
      - redBox.top == blueBox.bottom + 8
      - redBox.leading == blueBox.leading
      - redBox.height == 60
      - redBox.width <= 300
      - redBox.width == 500 @750

    """

/// A scene named `name` with one box `width` points wide on a 120 × 60 canvas, for the tests of
/// `plumb check`'s order, shards and merged reports (scenes that differ in one number).
public func boxScene(named name: String, width: Int) -> String {
    """
    name: \(name)
    canvases:
      - size: [120, 60]
    views:
      - view: box
        background: "#336699"
    constraints:
      - box.leading == superview.leading + 10
      - box.top == superview.top + 10
      - box.width == \(width)
      - box.height == 20

    """
}

/// The part of a picture the report's zoom view shows: the changed region with some of its
/// surroundings, so a change of a few pixels (one letter, a 1-pt move) can be seen at all.
struct ZoomWindow: Hashable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// A window around `region` within a picture of `size`: padded by three quarters of the region's
    /// larger side (between 16 and 64 pixels), then widened or heightened to between 1:1 and 2:1 (wider than tall), so
    /// three windows side by side stay readable, and kept inside the picture.
    init(around region: PixelRegion, in size: PixelSize) {
        let pad = min(max(16, max(region.width, region.height) * 3 / 4), 64)
        var width = region.width + 2 * pad, height = region.height + 2 * pad
        if width < height { width = height }
        if width > 2 * height { height = (width + 1) / 2 }
        width = min(width, size.width)
        height = min(height, size.height)
        let centerX = region.x + region.width / 2, centerY = region.y + region.height / 2
        x = min(max(centerX - width / 2, 0), size.width - width)
        y = min(max(centerY - height / 2, 0), size.height - height)
        self.width = width
        self.height = height
    }

    /// Whether showing the window magnifies anything: it is at most half as wide as the picture.
    /// A change across the whole width is seen as well on the whole picture.
    func magnifies(_ size: PixelSize) -> Bool { width * 2 <= size.width }

    /// How `<img>` inside a `.zoom` box of this window's aspect ratio is sized and shifted, in
    /// percentages of the box, so that only the window shows.
    func imageStyle(in size: PixelSize) -> String {
        "width: \(percentage(size.width, of: width)); left: \(percentage(-x, of: width)); top: \(percentage(-y, of: height))"
    }

    /// The box's aspect ratio, as CSS writes it.
    var aspectRatio: String { "\(width) / \(height)" }
}

/// Where a region lies on its picture, in percentages, for the outline drawn over a whole picture.
func regionStyle(_ region: PixelRegion, in size: PixelSize) -> String {
    "left: \(percentage(region.x, of: size.width)); top: \(percentage(region.y, of: size.height)); "
        + "width: \(percentage(region.width, of: size.width)); height: \(percentage(region.height, of: size.height))"
}

/// `part / whole` as a CSS percentage with four decimals.
private func percentage(_ part: Int, of whole: Int) -> String {
    guard whole != 0 else { return "0%" }
    let tenThousandths = (Double(part) / Double(whole) * 1_000_000).rounded()
    let value = tenThousandths / 10_000
    return value == value.rounded() ? "\(Int(value))%" : "\(value)%"
}

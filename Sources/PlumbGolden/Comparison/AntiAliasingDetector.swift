/// Decides whether a differing pixel is anti-aliasing: the soft edge of a shape, which shifts by a
/// shade between renderers without anything having moved.
///
/// A pixel counts as anti-aliased when, among its eight neighbours, few share its exact colour (it
/// is not inside a flat area), some are darker and some brighter (it sits between two colours), and
/// the darkest or the brightest neighbour lies inside a flat area in both images (so that colour is
/// a real shape, present on both sides, and the pixel is its blurred border).
///
/// This is pixelmatch's detector (v6.0.0, `antialiased` and `hasManySiblings`) step for step,
/// including the two details that decide single pixels: the neighbourhood is walked column by
/// column (x outer, y inner), and on ties the *first* darkest and brightest neighbour is kept.
/// Several neighbours are often equally white, and which of them gets the flat-area test decides
/// whether the pixel is counted.
struct AntiAliasingDetector {
    let image: RGBAImage
    let other: RGBAImage

    func isAntiAliased(x: Int, y: Int) -> Bool {
        let center = image[x, y]
        let area = Neighbourhood(x: x, y: y, width: image.width, height: image.height)
        // A pixel on the image border has fewer neighbours; count the missing ones as one equal.
        var equalNeighbours = area.isOnBorder ? 1 : 0
        var darkest: (delta: Double, x: Int, y: Int) = (0, 0, 0)
        var brightest: (delta: Double, x: Int, y: Int) = (0, 0, 0)
        for nx in area.columns {
            for ny in area.rows where nx != x || ny != y {
                let delta = ColorDelta.brightness(center, image[nx, ny])
                if delta == 0 {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return false }
                } else if delta < brightest.delta {
                    // Negative: the neighbour is brighter than the centre. Strictly less: a tie keeps
                    // the neighbour met first.
                    brightest = (delta, nx, ny)
                } else if delta > darkest.delta {
                    darkest = (delta, nx, ny)
                }
            }
        }
        guard darkest.delta != 0, brightest.delta != 0 else { return false }
        return (sitsInFlatArea(image, x: darkest.x, y: darkest.y) && sitsInFlatArea(other, x: darkest.x, y: darkest.y))
            || (sitsInFlatArea(image, x: brightest.x, y: brightest.y) && sitsInFlatArea(other, x: brightest.x, y: brightest.y))
    }

    /// Whether more than two of the pixel's neighbours have exactly its colour (all four channels).
    private func sitsInFlatArea(_ picture: RGBAImage, x: Int, y: Int) -> Bool {
        let center = picture[x, y]
        let area = Neighbourhood(x: x, y: y, width: picture.width, height: picture.height)
        var equalNeighbours = area.isOnBorder ? 1 : 0
        for nx in area.columns {
            for ny in area.rows where (nx != x || ny != y) && picture[nx, ny] == center {
                equalNeighbours += 1
                if equalNeighbours > 2 { return true }
            }
        }
        return false
    }
}

/// The 3×3 block around a pixel, clipped to the image.
private struct Neighbourhood {
    let columns: ClosedRange<Int>
    let rows: ClosedRange<Int>
    /// Whether the pixel lies on the image's edge (some of its neighbours are missing).
    let isOnBorder: Bool

    init(x: Int, y: Int, width: Int, height: Int) {
        columns = max(x - 1, 0)...min(x + 1, width - 1)
        rows = max(y - 1, 0)...min(y + 1, height - 1)
        isOnBorder = x == 0 || y == 0 || x == width - 1 || y == height - 1
    }
}

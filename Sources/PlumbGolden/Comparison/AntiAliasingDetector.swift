/// Decides whether a differing pixel is anti-aliasing: the soft edge of a shape, which shifts by a
/// shade between renderers without anything having moved.
///
/// A pixel counts as anti-aliased when, among its eight neighbours, few share its exact colour (it
/// is not inside a flat area), some are darker and some brighter (it sits between two colours), and
/// the darkest or the brightest neighbour lies inside a flat area in both images (so that colour is
/// a real shape, present on both sides, and the pixel is its blurred border).
struct AntiAliasingDetector {
    let image: RGBAImage
    let other: RGBAImage

    func isAntiAliased(x: Int, y: Int) -> Bool {
        let center = image[x, y]
        // A pixel on the image border has fewer neighbours; count the missing ones as one equal.
        var equalNeighbours = isOnBorder(x: x, y: y) ? 1 : 0
        var darkest: (delta: Double, x: Int, y: Int) = (0, 0, 0)
        var brightest: (delta: Double, x: Int, y: Int) = (0, 0, 0)
        for (nx, ny) in neighbours(x: x, y: y) {
            let delta = ColorDelta.brightness(center, image[nx, ny])
            if delta == 0 {
                equalNeighbours += 1
                if equalNeighbours > 2 { return false }
            } else if delta < brightest.delta {
                // Negative: the neighbour is brighter than the centre.
                brightest = (delta, nx, ny)
            } else if delta > darkest.delta {
                darkest = (delta, nx, ny)
            }
        }
        guard darkest.delta != 0, brightest.delta != 0 else { return false }
        return (sitsInFlatArea(image, x: darkest.x, y: darkest.y) && sitsInFlatArea(other, x: darkest.x, y: darkest.y))
            || (sitsInFlatArea(image, x: brightest.x, y: brightest.y) && sitsInFlatArea(other, x: brightest.x, y: brightest.y))
    }

    /// Whether more than two of the pixel's neighbours have exactly its colour.
    private func sitsInFlatArea(_ picture: RGBAImage, x: Int, y: Int) -> Bool {
        let center = picture[x, y]
        var equalNeighbours = isOnBorder(x: x, y: y) ? 1 : 0
        for (nx, ny) in neighbours(x: x, y: y) where picture[nx, ny] == center {
            equalNeighbours += 1
            if equalNeighbours > 2 { return true }
        }
        return false
    }

    private func isOnBorder(x: Int, y: Int) -> Bool {
        x == 0 || y == 0 || x == image.width - 1 || y == image.height - 1
    }

    private func neighbours(x: Int, y: Int) -> [(Int, Int)] {
        var result = [(Int, Int)]()
        result.reserveCapacity(8)
        for ny in max(y - 1, 0)...min(y + 1, image.height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, image.width - 1) where nx != x || ny != y {
                result.append((nx, ny))
            }
        }
        return result
    }
}

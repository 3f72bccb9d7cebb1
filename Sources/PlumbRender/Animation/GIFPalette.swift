/// The colour table of an animated GIF, built from the pixels of all its frames: every colour
/// they use when there are at most 256 (a Plumb picture's flat fills, lines and text on few
/// backgrounds usually fit), so that each pixel is exact; otherwise the 256 most used colours, each
/// other colour shown as the nearest of them. Never dithered: a GIF of a layout shows flat colours.
struct GIFPalette {
    /// The most colours a GIF's table holds.
    static let maximumColours = 256

    /// `0xRRGGBB`, ascending.
    let colours: [UInt32]
    /// Whether every colour of the frames is in the table.
    let isExact: Bool
    /// The table index of every colour the frames use.
    private let indexOfColour: [UInt32: UInt8]

    /// The palette of `images`, each a list of opaque pixels (`0x__RRGGBB`, the top byte ignored).
    init(images: [[UInt32]]) {
        var counts: [UInt32: Int] = [:]
        for image in images {
            image.withUnsafeBufferPointer { pixels in
                // Runs of one colour (most of a layout) are counted at once.
                var start = 0
                while start < pixels.count {
                    let colour = pixels[start] & 0xFF_FFFF
                    var end = start + 1
                    while end < pixels.count && pixels[end] & 0xFF_FFFF == colour { end += 1 }
                    counts[colour, default: 0] += end - start
                    start = end
                }
            }
        }
        if counts.isEmpty { counts[0] = 0 }
        let kept: [UInt32]
        if counts.count <= Self.maximumColours {
            kept = counts.keys.sorted()
        } else {
            kept = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .prefix(Self.maximumColours).map(\.key).sorted()
        }
        var indexOfColour: [UInt32: UInt8] = [:]
        for (index, colour) in kept.enumerated() { indexOfColour[colour] = UInt8(index) }
        for colour in counts.keys where indexOfColour[colour] == nil {
            indexOfColour[colour] = Self.nearest(to: colour, in: kept)
        }
        colours = kept
        isExact = counts.count <= Self.maximumColours
        self.indexOfColour = indexOfColour
    }

    /// The table index of each pixel (colours not among the frames' are shown as the first).
    func indices(of pixels: [UInt32]) -> [UInt8] {
        var lastColour: UInt32 = .max, lastIndex: UInt8 = 0
        // Buffers, not array subscripts: a first frame is millions of pixels, also in debug builds.
        return pixels.withUnsafeBufferPointer { pixels in
            [UInt8](unsafeUninitializedCapacity: pixels.count) { indices, count in
                for offset in 0..<pixels.count {
                    let colour = pixels[offset] & 0xFF_FFFF
                    if colour != lastColour {
                        lastColour = colour
                        lastIndex = indexOfColour[colour] ?? 0
                    }
                    indices[offset] = lastIndex
                }
                count = pixels.count
            }
        }
    }

    /// The index of the colour of `colours` nearest to `colour` (squared distance in RGB; the first of equals).
    static func nearest(to colour: UInt32, in colours: [UInt32]) -> UInt8 {
        func distance(_ a: UInt32, _ b: UInt32) -> Int {
            var sum = 0
            for shift in [16, 8, 0] as [UInt32] {
                let difference = Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)
                sum += difference * difference
            }
            return sum
        }
        var best = 0, bestDistance = Int.max
        for (index, candidate) in colours.enumerated() {
            let value = distance(colour, candidate)
            if value < bestDistance { best = index; bestDistance = value }
        }
        return UInt8(best)
    }
}

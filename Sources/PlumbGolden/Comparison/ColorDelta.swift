/// How far apart two colours look, measured in YIQ space as pixelmatch does.
///
/// Colours are first blended onto white by their alpha, so a transparent pixel looks like the page
/// it would be shown on. YIQ separates brightness (Y) from the two chroma axes (I, Q); weighting Y
/// most follows the eye, which notices brightness changes before hue changes.
enum ColorDelta {
    /// The largest possible ``squared(_:_:)`` value: black against white.
    static let maximum = 35215.0

    /// The weighted squared YIQ distance; negative when the second colour is brighter than the first.
    static func squared(_ first: RGBAColor, _ second: RGBAColor) -> Double {
        if first == second { return 0 }
        let (r1, g1, b1) = blendedOnWhite(first)
        let (r2, g2, b2) = blendedOnWhite(second)
        let brightness = luma(r1, g1, b1) - luma(r2, g2, b2)
        let inPhase = chromaI(r1, g1, b1) - chromaI(r2, g2, b2)
        let quadrature = chromaQ(r1, g1, b1) - chromaQ(r2, g2, b2)
        let delta = 0.5053 * brightness * brightness + 0.299 * inPhase * inPhase + 0.1957 * quadrature * quadrature
        return brightness > 0 ? -delta : delta
    }

    /// The difference in brightness alone (Y of the first minus Y of the second).
    static func brightness(_ first: RGBAColor, _ second: RGBAColor) -> Double {
        if first == second { return 0 }
        let (r1, g1, b1) = blendedOnWhite(first)
        let (r2, g2, b2) = blendedOnWhite(second)
        return luma(r1, g1, b1) - luma(r2, g2, b2)
    }

    private static func blendedOnWhite(_ color: RGBAColor) -> (Double, Double, Double) {
        let alpha = Double(color.alpha) / 255
        func blend(_ channel: UInt8) -> Double { 255 + (Double(channel) - 255) * alpha }
        return (blend(color.red), blend(color.green), blend(color.blue))
    }

    /// Y of YIQ: the brightness of red, green and blue, 0 (black) … 255 (white).
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    private static func chromaI(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    private static func chromaQ(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }
}

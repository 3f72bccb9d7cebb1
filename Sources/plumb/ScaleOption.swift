import ArgumentParser
import PlumbLayout

/// The `--scale` option shared by `render` and `check`: pixels per point, within what a picture can
/// sensibly hold.
enum ScaleOption {
    static let maximum = LayoutLimits.maximumScale

    /// Throws a usage error unless `scale` is absent or in (0, ``maximum``].
    static func validate(_ scale: Double?) throws {
        if let scale, !(scale > 0 && scale <= maximum) {
            throw ValidationError("--scale must be greater than 0 and at most \(formatNumber(maximum)), not \(formatNumber(scale))")
        }
    }
}

import ArgumentParser
import PlumbLayout

/// `--scale N|canvas`, shared by the commands that draw pixels (`render`, `check`): pixels per
/// point, or `canvas` for each canvas's own scale (an iPhone's 3).
///
/// ```swift
/// @OptionGroup var scale: ScaleOption
/// let pixelsPerPoint: Double? = scale.pixelsPerPoint   // nil: each canvas's own
/// ```
struct ScaleOption: ParsableArguments {
    /// A `--scale` value: a number of pixels per point, or each canvas's own scale.
    enum Value: Hashable, ExpressibleByArgument {
        case canvas
        case pixelsPerPoint(Double)

        init?(argument: String) {
            if argument == "canvas" {
                self = .canvas
            } else if let number = Double(argument) {
                self = .pixelsPerPoint(number)
            } else {
                return nil
            }
        }

        static var defaultCompletionKind: CompletionKind { .list(["canvas", "1", "2", "3"]) }
    }

    static let maximum = LayoutLimits.maximumScale

    @Option(help: ArgumentHelp("Pixels per point, or 'canvas' for each canvas's own scale (default: canvas; "
                               + "for check, as the goldens were drawn).", valueName: "n|canvas"))
    var scale: Value?

    /// The number given, or nil for `canvas` or no option: each canvas's own scale.
    var pixelsPerPoint: Double? {
        if case let .pixelsPerPoint(number) = scale { return number }
        return nil
    }

    func validate() throws {
        if let number = pixelsPerPoint, !(number > 0 && number <= Self.maximum) {
            throw ValidationError("--scale must be greater than 0 and at most \(formatNumber(Self.maximum)), "
                                  + "not \(formatNumber(number))")
        }
    }
}

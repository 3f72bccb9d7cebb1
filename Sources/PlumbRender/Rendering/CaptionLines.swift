import PlumbLayout

/// A caption too long for its picture, broken into lines between its parts
/// (`120 × 60 · wC hR · text L · LTR`) rather than inside one: "120 × 60 · wC hR" over
/// "text L · LTR", where wrapping at any space would split "text" from "L" and leave a
/// separator at a line's end.
enum CaptionLines {
    /// What joins a caption's parts (``Canvas/caption(subject:orientation:traits:textSize:direction:)``).
    static let separator = " · "

    /// The caption with a newline in place of each separator where a line breaks, filling each line
    /// with as many whole parts as fit `width`; the caption unchanged when it fits on one line. A part
    /// wider than `width` on its own gets a line of its own (and wraps there).
    /// - Parameter measure: a text's size in the font, unwrapped (`nil` width).
    static func broken(_ caption: String, width: Double, font: FontDescriptor,
                       measure: (String, FontDescriptor, Double?) -> Size) -> String {
        func fits(_ line: String) -> Bool { measure(line, font, nil).width <= width }
        guard !fits(caption) else { return caption }
        var lines: [String] = []
        for part in caption.components(separatedBy: separator) {
            if let last = lines.last, fits(last + separator + part) {
                lines[lines.count - 1] = last + separator + part
            } else {
                lines.append(part)
            }
        }
        return lines.joined(separator: "\n")
    }
}

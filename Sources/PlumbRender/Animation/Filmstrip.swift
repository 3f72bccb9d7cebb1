import PlumbLayout

/// A transition drawn for print: key frames side by side, evenly spaced in time from the start to
/// the end, each captioned with its time. It is a contact sheet (``Renderer/writeSheet(_:title:to:)``)
/// of the transition's layouts, so it draws in every format a sheet does.
public struct Filmstrip: Sendable {
    /// The most key frames a filmstrip draws: a dozen canvases side by side stays within Cairo's
    /// largest surface at an iPhone's scale.
    public static let maximumFrames = 12

    /// The key frames, each captioned `t = 0.125 s`.
    public var frames: [SolvedLayout]
    /// `scene: from → to (easeInEaseOut, 0.25 s)`.
    public var title: String

    /// `count` key frames (at least 2: the start and the end) of `transition`.
    public init(_ transition: LayoutTransition, frames count: Int, title: String) {
        frames = transition.keyTimes(count: max(count, 2)).map { seconds in
            var layout = transition.layout(atSeconds: seconds)
            layout.canvas.caption = "t = \(Self.seconds(seconds)) s"
            return layout
        }
        self.title = title
    }

    /// Seconds to the millisecond, without trailing zeros: `0`, `0.063`, `0.25`.
    static func seconds(_ value: Double) -> String {
        formatNumber((value * 1000).rounded() / 1000)
    }

    /// The render job that writes the filmstrip to `path`.
    public func job(path: String, options: RenderOptions) -> RenderJob {
        RenderJob(content: .sheet(frames, title: title), path: path, options: options)
    }
}

import PlumbLayout

/// A transition as an animated SVG: each view is a group moved by SMIL `<animateTransform>` from its
/// frame in the start layout to its frame in the end one, its box resized by `<animate>` and its
/// opacity faded, along the transition's own timing curve (a Bézier curve as SMIL's `keySplines`,
/// exactly; any other curve sampled at 60 steps a second). Crisp at any size, looping, the first and
/// last frames held for ``hold`` seconds as the animated PNG holds them.
///
/// What each view shows is drawn as the picture draws it: its background, border and corner radius,
/// its text (the end state's, laid out by Pango at the end frame, as real `<text>` whose length is
/// Pango's) and a switch's knob (with its shadow); a scroll view clips its subviews to its bounds
/// (an animated `<clipPath>`). Left out: an image's cross and caption, a slider's track and thumb, a
/// scroll view's content outline and indicators, and the overlays. A transition between canvases
/// of different sizes (a rotation) is drawn on a stage as large as the largest canvas on the way,
/// the canvas growing and shrinking at its top-left corner. The bytes depend only on the
/// transition and the options.
public struct AnimatedSVG: Sendable {
    public var transition: LayoutTransition
    /// How long the first and the last frame show, in seconds.
    public var hold: Double

    public init(_ transition: LayoutTransition, hold: Double = 0.5) {
        self.transition = transition
        self.hold = max(hold, 0)
    }

    /// Where the picture's time is at `seconds` after the animation began: past the first hold.
    public func documentTime(atSeconds seconds: Double) -> Double { hold + seconds }

    /// The animated SVG, at `options.scale` pixels per point (1 when unset) and in its theme.
    public func svg(options: RenderOptions = RenderOptions(), fonts: FontSystem = .shared) -> String {
        let palette = Palette.forTheme(options.theme)
        let start = transition.layout(atTime: 0).resolvingColors(for: options.theme)
        let end = transition.layout(atTime: 1).resolvingColors(for: options.theme)
        let size = transition.largestCanvasSize
        let scale = options.scale ?? 1
        let timeline = Timeline(curve: transition.curve, duration: transition.duration, hold: hold)
        var writer = Writer(timeline: timeline, palette: palette, hairline: 1 / scale)
        var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Writer.number(size.width * scale))\" "
            + "height=\"\(Writer.number(size.height * scale))\" viewBox=\"0 0 \(Writer.number(size.width)) \(Writer.number(size.height))\">\n"
        svg += "<title>\(end.canvas.name.xmlEscaped): \(formatNumber(transition.duration)) s, \(transition.curve.name.xmlEscaped)</title>\n"
        if transition.canvasChanges {
            svg += "<rect width=\"\(Writer.number(size.width))\" height=\"\(Writer.number(size.height))\" \(Writer.paint("fill", palette.surroundings))/>\n"
        }
        svg += writer.rect(start.canvas.size, end.canvas.size, inset: 0, radius: 0, paint: Writer.paint("fill", palette.rootBackground), pad: "")
        let pairs = Array(zip(start.views, end.views))
        fonts.withSession { session in
            writer.session = session
            writer.canvas = end.canvas
            guard let rootIndex = pairs.firstIndex(where: { $0.1.superview == nil }) else { return }
            var children: [String: [Int]] = [:]
            for index in pairs.indices where index != rootIndex {
                if let superview = pairs[index].1.superview { children[superview, default: []].append(index) }
            }
            let root = pairs[rootIndex].1
            if let background = root.properties.background {
                svg += writer.rect(start.canvas.size, end.canvas.size, inset: 0, radius: 0, paint: Writer.paint("fill", background), pad: "")
            }
            func draw(_ index: Int, parentStart: Point, parentEnd: Point, depth: Int) {
                let (first, last) = pairs[index]
                // Hidden throughout: neither it nor its subviews show (UIKit hides the subtree).
                guard first.properties.hidden != true || last.properties.hidden != true else { return }
                let startOrigin = first.absolute.origin, endOrigin = last.absolute.origin
                svg += writer.open(first, last, offsetFrom: (parentStart, parentEnd), depth: depth)
                let subviews = children[last.name] ?? []
                // A scroll view shows its content through its bounds only.
                let clips = last.kind == .scroll && !subviews.isEmpty
                if clips { svg += writer.openClip(first, last, depth: depth + 1) }
                for child in subviews {
                    draw(child, parentStart: startOrigin, parentEnd: endOrigin, depth: depth + 1)
                }
                if clips { svg += String(repeating: " ", count: depth + 1) + "</g>\n" }
                svg += String(repeating: " ", count: depth) + "</g>\n"
            }
            for child in children[root.name] ?? [] { draw(child, parentStart: .zero, parentEnd: .zero, depth: 0) }
        }
        return svg + "</svg>\n"
    }

    /// Writes the animated SVG to `path` atomically.
    public func write(to path: String, options: RenderOptions = RenderOptions(), fonts: FontSystem = .shared) throws {
        try AtomicFile.write(Array(svg(options: options, fonts: fonts).utf8), to: path, createFolders: false)
    }
}

/// When the values change: key times of the whole loop (hold, flight, hold) and, for each, the
/// progress along the transition, with SMIL's spline for each interval when the curve is a Bézier.
struct AnimatedSVGTimeline: Sendable {
    var keyTimes: [Double]
    var progress: [Double]
    /// One `x1 y1 x2 y2` per interval, or `nil` for linear interpolation between samples.
    var splines: [String]?
    /// The whole loop in seconds.
    var total: Double

    /// Samples a second of a curve that SMIL cannot draw as a spline.
    static let samplesPerSecond = 60.0

    init(curve: TimingCurve, duration: Double, hold: Double) {
        let total = duration + 2 * hold
        self.total = total
        var times: [Double] = [], progress: [Double] = []
        var splines: [String] = []
        let straight = "0 0 1 1"
        if hold > 0 {
            times.append(0)
            progress.append(0)
            splines.append(straight)
        }
        let bezier = curve.bezierControlPoints
        if let (c1, c2) = bezier {
            times += [hold, hold + duration]
            progress += [0, 1]
            splines.append([c1.x, c1.y, c2.x, c2.y].map(AnimatedSVG.Writer.number).joined(separator: " "))
        } else {
            let steps = max(2, Int((duration * Self.samplesPerSecond).rounded(.up)))
            for step in 0...steps {
                let fraction = Double(step) / Double(steps)
                times.append(hold + duration * fraction)
                progress.append(curve.progress(atTime: fraction, duration: duration))
                if step > 0 { splines.append(straight) }
            }
        }
        if hold > 0 {
            times.append(total)
            progress.append(1)
            splines.append(straight)
        }
        keyTimes = times.map { total > 0 ? $0 / total : 0 }
        self.progress = progress
        self.splines = bezier == nil ? nil : splines
    }
}

extension AnimatedSVG {
    typealias Timeline = AnimatedSVGTimeline

    /// Writes one view's group: its place, box, text and the animations of each.
    struct Writer {
        let timeline: Timeline
        let palette: Palette
        let hairline: Double
        var session: FontSession?
        var canvas: Canvas?

        init(timeline: Timeline, palette: Palette, hairline: Double) {
            self.timeline = timeline
            self.palette = palette
            self.hairline = hairline
        }

        /// Opens the view's group (closed by the caller after its subviews).
        func open(_ first: SolvedView, _ last: SolvedView, offsetFrom parent: (start: Point, end: Point), depth: Int) -> String {
            let pad = String(repeating: " ", count: depth)
            let start = Point(x: first.absolute.minX - parent.start.x, y: first.absolute.minY - parent.start.y)
            let end = Point(x: last.absolute.minX - parent.end.x, y: last.absolute.minY - parent.end.y)
            let opacity = (Self.opacity(first), Self.opacity(last))
            var text = pad + "<g id=\"\(Self.id(last.name))\" transform=\"translate(\(Self.number(start.x)) \(Self.number(start.y)))\""
            if opacity.0 < 1 { text += " opacity=\"\(Self.number(opacity.0))\"" }
            text += ">\n"
            if start != end {
                text += pad + " " + animation("animateTransform", attribute: "transform", extra: "type=\"translate\" ") { progress in
                    "\(Self.number(Self.mix(start.x, end.x, progress))) \(Self.number(Self.mix(start.y, end.y, progress)))"
                } + "\n"
            }
            if opacity.0 != opacity.1 {
                text += pad + " " + animation("animate", attribute: "opacity") { Self.number(Self.mix(opacity.0, opacity.1, $0)) } + "\n"
            }
            text += box(first, last, pad: pad + " ")
            text += self.text(of: last, pad: pad + " ")
            return text
        }

        /// The background and border, resized with the frame.
        private func box(_ first: SolvedView, _ last: SolvedView, pad: String) -> String {
            let properties = last.properties
            let radius = properties.cornerRadius ?? 0
            var fill: Color?
            var stroke: (color: Color, width: Double)?
            switch last.kind {
            case .view, .scroll:
                fill = properties.background
                let borderWidth = properties.borderWidth ?? (properties.borderColor == nil ? 0 : 1)
                if borderWidth > 0 {
                    stroke = (properties.borderColor ?? palette.text, borderWidth)
                } else if (properties.background?.alpha ?? 0) == 0 {
                    stroke = (palette.frameOutline, hairline)
                }
            case .label, .stack, .slider, .progress, .activityIndicator, .pageControl, .searchBar:
                fill = properties.background
                let borderWidth = properties.borderWidth ?? (properties.borderColor == nil ? 0 : 1)
                if borderWidth > 0 { stroke = (properties.borderColor ?? palette.text, borderWidth) }
            case .button:
                fill = properties.buttonStyle == .filled ? (properties.background ?? palette.tint) : properties.background
            case .textField:
                fill = properties.background ?? palette.fieldBackground
                stroke = (properties.borderColor ?? palette.fieldBorder, max(hairline, 0.5))
            case .image:
                fill = properties.background ?? palette.imageFill
                stroke = (palette.imageLines, hairline)
            case .switch:
                fill = properties.background ?? palette.switchTrack
            case .segmentedControl, .stepper:
                // Their grey track, without segments or signs.
                fill = properties.background ?? palette.controlFill
            }
            let pill = last.kind == .switch || (last.kind == .button && properties.buttonStyle == .filled)
            var text = ""
            if let fill, fill.alpha > 0 {
                text += rect(first.absolute.size, last.absolute.size, inset: 0, radius: pill ? nil : radius,
                             paint: Self.paint("fill", fill), pad: pad)
            }
            if let stroke, stroke.color.alpha > 0 {
                text += rect(first.absolute.size, last.absolute.size, inset: stroke.width / 2, radius: max(0, radius - stroke.width / 2),
                             paint: "fill=\"none\" " + Self.paint("stroke", stroke.color) + " stroke-width=\"\(Self.number(stroke.width))\"",
                             pad: pad)
            }
            if last.kind == .switch { text += knob(first.absolute.size, last.absolute.size, pad: pad) }
            return text
        }

        /// A switch's knob in its on state, with its soft shadow, as the picture draws it: a circle
        /// 2 points inside the track at its trailing end.
        private func knob(_ start: Size, _ end: Size, pad: String) -> String {
            let leftToRight = canvas?.direction != .rightToLeft
            func circle(in size: Size) -> (x: Double, y: Double, radius: Double) {
                let inset = 2.0, diameter = max(0, size.height - 2 * inset)
                let left = leftToRight ? size.width - inset - diameter : inset
                return (left + diameter / 2, inset + diameter / 2, diameter / 2)
            }
            let from = circle(in: start), to = circle(in: end)
            var text = ""
            for (drop, paint) in [(0.75, "fill=\"#000000\" fill-opacity=\"0.12\""), (0, Self.paint("fill", palette.switchKnob))] {
                var element = "<circle \(paint) cx=\"\(Self.number(from.x))\" cy=\"\(Self.number(from.y + drop))\" r=\"\(Self.number(from.radius))\""
                var animations: [String] = []
                if from.x != to.x { animations.append(animation("animate", attribute: "cx") { Self.number(Self.mix(from.x, to.x, $0)) }) }
                if from.y != to.y { animations.append(animation("animate", attribute: "cy") { Self.number(Self.mix(from.y, to.y, $0) + drop) }) }
                if from.radius != to.radius {
                    animations.append(animation("animate", attribute: "r") { Self.number(Self.mix(from.radius, to.radius, $0)) })
                }
                if animations.isEmpty {
                    text += pad + element + "/>\n"
                    continue
                }
                element += ">\n"
                text += pad + element + animations.map { pad + " " + $0 + "\n" }.joined() + pad + "</circle>\n"
            }
            return text
        }

        /// Opens a group of a scroll view's subviews clipped to its bounds (and corner radius), the
        /// clip resized with the view; closed by the caller.
        func openClip(_ first: SolvedView, _ last: SolvedView, depth: Int) -> String {
            let pad = String(repeating: " ", count: depth)
            let id = "clip-" + Self.id(last.name).dropFirst("view-".count)
            let shape = rect(first.absolute.size, last.absolute.size, inset: 0, radius: last.properties.cornerRadius ?? 0,
                             paint: "", pad: pad + " ")
            return pad + "<clipPath id=\"\(id)\">\n" + shape + pad + "</clipPath>\n"
                + pad + "<g clip-path=\"url(#\(id))\">\n"
        }

        /// A rectangle `inset` inside a box that goes from `start` to `end` in size; a pill when
        /// `radius` is nil (half the height); `paint` gives its fill and stroke attributes.
        func rect(_ start: Size, _ end: Size, inset: Double, radius: Double?, paint: String, pad: String) -> String {
            let startSize = (max(0, start.width - 2 * inset), max(0, start.height - 2 * inset))
            let endSize = (max(0, end.width - 2 * inset), max(0, end.height - 2 * inset))
            var element = paint.isEmpty ? "<rect" : "<rect " + paint
            if inset > 0 { element += " x=\"\(Self.number(inset))\" y=\"\(Self.number(inset))\"" }
            element += " width=\"\(Self.number(startSize.0))\" height=\"\(Self.number(startSize.1))\""
            let corner = radius ?? min(startSize.1, startSize.0) / 2
            if corner > 0 { element += " rx=\"\(Self.number(corner))\"" }
            guard startSize != endSize else { return pad + element + "/>\n" }
            var lines = [pad + element + ">"]
            if startSize.0 != endSize.0 {
                lines.append(pad + " " + animation("animate", attribute: "width") { Self.number(Self.mix(startSize.0, endSize.0, $0)) })
            }
            if startSize.1 != endSize.1 {
                lines.append(pad + " " + animation("animate", attribute: "height") { Self.number(Self.mix(startSize.1, endSize.1, $0)) })
            }
            if radius == nil {
                lines.append(pad + " " + animation("animate", attribute: "rx") {
                    Self.number(min(Self.mix(startSize.0, endSize.0, $0), Self.mix(startSize.1, endSize.1, $0)) / 2)
                })
            }
            lines.append(pad + "</rect>")
            return lines.joined(separator: "\n") + "\n"
        }

        /// The end state's text, laid out at the end frame, at its place in the view.
        private func text(of view: SolvedView, pad: String) -> String {
            guard let session, let canvas, let text = ViewText(view: view, canvas: canvas) else { return "" }
            let box = Rect(origin: .zero, size: view.absolute.size).inset(by: text.insets)
            var style = text.style
            var layout = PangoTextLayout(text: text.string, style: style, session: session)
            var metrics = layout.metrics
            if metrics.lineCount > 1, metrics.size.height > box.height + 0.5, metrics.lineHeight > 0 {
                style.maxLines = max(1, wholeNumber((box.height + 0.5) / metrics.lineHeight))
                layout = PangoTextLayout(text: text.string, style: style, session: session)
                metrics = layout.metrics
            }
            let color: Color
            switch view.kind {
            case .button:
                color = view.properties.textColor ?? (view.properties.buttonStyle == .filled ? .white : palette.tint)
            default:
                color = text.isPlaceholder ? palette.placeholder : (view.properties.textColor ?? palette.text)
            }
            let origin = Point(x: box.minX, y: box.midY - metrics.size.height / 2)
            let font = layout.style.font
            let family = (font.families + FontDescriptor.systemFamilies).map { $0.xmlEscaped }.joined(separator: ", ")
            var lines = ""
            for line in layout.lines where !line.text.trimmingTrailingNewlines.isEmpty {
                lines += pad + "<text x=\"\(Self.number(origin.x + line.x))\" y=\"\(Self.number(origin.y + line.baseline))\" "
                    + "textLength=\"\(Self.number(line.width))\" lengthAdjust=\"spacingAndGlyphs\" "
                    + "font-family=\"\(family)\" font-size=\"\(Self.number(font.size))\" font-weight=\"\(font.weight.numericWeight)\""
                    + (font.italic ? " font-style=\"italic\"" : "")
                    + " \(Self.paint("fill", color))>\(line.text.trimmingTrailingNewlines.xmlEscaped)</text>\n"
            }
            return lines
        }

        /// An SMIL animation of `attribute` over the timeline, its values from the progress.
        private func animation(_ element: String, attribute: String, extra: String = "", value: (Double) -> String) -> String {
            var text = "<\(element) attributeName=\"\(attribute)\" \(extra)dur=\"\(Self.number(timeline.total))s\" repeatCount=\"indefinite\" "
            text += "keyTimes=\"\(timeline.keyTimes.map(Self.fraction).joined(separator: ";"))\" "
            text += "values=\"\(timeline.progress.map(value).joined(separator: ";"))\""
            if let splines = timeline.splines {
                text += " calcMode=\"spline\" keySplines=\"\(splines.joined(separator: ";"))\""
            }
            return text + "/>"
        }

        static func opacity(_ view: SolvedView) -> Double {
            view.properties.hidden == true ? 0 : min(max(view.properties.alpha ?? 1, 0), 1)
        }

        static func mix(_ a: Double, _ b: Double, _ progress: Double) -> Double { a + (b - a) * progress }

        /// A coordinate to a thousandth of a point: exact enough at any zoom, and the same bytes every run.
        static func number(_ value: Double) -> String {
            let rounded = (value * 1000).rounded() / 1000
            return formatNumber(rounded == 0 ? 0 : rounded)
        }

        /// A key time, to a ten-thousandth of the loop.
        static func fraction(_ value: Double) -> String { formatNumber(value) }

        /// `#rrggbb`, opaque.
        static func color(_ color: Color) -> String {
            func byte(_ value: Double) -> String {
                let text = String(Int((min(max(value, 0), 1) * 255).rounded()), radix: 16)
                return text.count == 1 ? "0" + text : text
            }
            return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
        }

        /// `fill="#rrggbb"` (or another paint attribute), with its opacity when the colour is translucent.
        static func paint(_ attribute: String, _ color: Color) -> String {
            let base = "\(attribute)=\"\(Self.color(color))\""
            return color.alpha < 1 ? base + " \(attribute)-opacity=\"\(number(color.alpha))\"" : base
        }

        /// A view's name as an XML id: letters, digits, `-` and `_` kept, anything else `_`.
        static func id(_ name: String) -> String {
            "view-" + String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
        }
    }
}

extension TimingCurve {
    /// The control points when the curve is a cubic Bézier from (0, 0) to (1, 1).
    var bezierControlPoints: (Point, Point)? { spring == nil ? (control1, control2) : nil }
}

import Foundation
import PlumbGolden
import PlumbLayout
@testable import PlumbRender
import PlumbScene
import PlumbTestSupport
import Testing

/// `AnimatedSVG`: the transitions of the animation fixtures as SMIL animations, checked in headless
/// Chromium against the filmstrip's key frames.
@Suite(.temporaryFolders) struct AnimatedSVGTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fixtures/animation")

    /// The fixture's transition from the scene as written to its last state, on its first canvas.
    static func transition(_ name: String) throws -> (LayoutTransition, PlumbLayout.Scene) {
        let scene = try SceneLoader.load(path: fixtures.appendingPathComponent(name + ".yaml").path)
        let end = try scene.applying(state: try #require(scene.states.last))
        let measure: (WritingDirection) -> any TextMeasuring = { PangoTextMeasurer(direction: $0) }
        let from = try #require(try scene.solve(textMeasurer: measure).first)
        let to = try #require(try end.solve(textMeasurer: measure).first)
        return (LayoutTransition(from: from, to: to), scene)
    }

    @Test func aBezierCurveIsWrittenAsSMILSplinesAndTheBytesAreStable() throws {
        let (transition, _) = try Self.transition("constant-change")
        let svg = AnimatedSVG(transition).svg(options: RenderOptions(scale: 1))
        #expect(svg == AnimatedSVG(transition).svg(options: RenderOptions(scale: 1)))
        // Held half a second at each end: 1.25 s a loop, the flight from 0.4 to 0.6 of it, along
        // UIView.animate's default curve; the card moves 200 points down, the note fades in.
        #expect(svg.contains("<animateTransform attributeName=\"transform\" type=\"translate\" dur=\"1.25s\" repeatCount=\"indefinite\" "
            + "keyTimes=\"0;0.4;0.6;1\" values=\"16 60;16 60;16 260;16 260\" calcMode=\"spline\" keySplines=\"0 0 1 1;0.42 0 0.58 1;0 0 1 1\"/>"))
        #expect(svg.contains("<animate attributeName=\"opacity\" dur=\"1.25s\""))
        #expect(svg.contains(">Tap to lower</text>"))
    }

    @Test func withoutHoldsTheFlightIsOneSpline() {
        let timeline = AnimatedSVGTimeline(curve: .easeIn, duration: 0.25, hold: 0)
        #expect(timeline.keyTimes == [0, 1])
        #expect(timeline.splines == ["0.42 0 1 1"])
    }

    @Test func aSpringIsSampledSixtyTimesASecond() {
        let spring = TimingCurve.spring(dampingRatio: 0.4)
        let timeline = AnimatedSVGTimeline(curve: spring, duration: 0.25, hold: 0.5)
        #expect(timeline.splines == nil)
        // The hold's start, the 15 steps of the flight (0.25 s at 60 a second) and its start, the hold's end.
        #expect(timeline.keyTimes.count == 1 + 16 + 1)
        #expect(timeline.progress[5] == spring.progress(atTime: 4.0 / 15, duration: 0.25))
        #expect(timeline.progress.max()! > 1, "the spring overshoots, and the picture with it")
    }

    @Test func growingBoxesAnimateTheirSize() throws {
        let (transition, _) = try Self.transition("container-view")
        let svg = AnimatedSVG(transition, hold: 0).svg(options: RenderOptions(scale: 2))
        #expect(svg.contains("width=\"750\" height=\"1334\" viewBox=\"0 0 375 667\""))
        #expect(svg.contains("<animate attributeName=\"width\" dur=\"0.25s\" repeatCount=\"indefinite\" keyTimes=\"0;1\" values=\"120;320\""))
        // The badge is centred in the container: it moves relative to it, by half the growth.
        #expect(svg.contains("values=\"40 40;140 40\""))
    }

    /// Opens the animated SVG in headless Chromium, paused `seconds` into the flight, and returns the screenshot.
    static func screenshot(_ svg: String, atDocumentTime time: Double, size: Size, folder: String) throws -> RGBAImage {
        let body = svg.split(separator: "\n", maxSplits: 1).last.map(String.init) ?? svg
        let page = """
            <!DOCTYPE html><html><body style="margin:0">\(body)<script>
            const svg = document.querySelector('svg'); svg.pauseAnimations(); svg.setCurrentTime(\(time));
            </script></body></html>
            """
        let pagePath = folder + "/page.html", picture = folder + "/screen.png"
        try page.write(toFile: pagePath, atomically: true, encoding: .utf8)
        try? FileManager.default.removeItem(atPath: picture)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(ReportChromium.path))
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                             "--window-size=\(Int(size.width)),\(Int(size.height))", "--user-data-dir=\(folder)/profile",
                             "--screenshot=\(picture)", "file://\(pagePath)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A browser that hangs must not hang the suite.
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) { if process.isRunning { process.terminate() } }
        process.waitUntilExit()
        return try RGBAImage(pngFile: picture)
    }

    /// The bounding box of the pixels within 8 levels of `color`, as (minX, minY, maxX + 1, maxY + 1).
    static func box(of color: RGBAColor, in image: RGBAImage, offset: (x: Int, y: Int) = (0, 0)) -> Rect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                guard abs(Int(pixel.red) - Int(color.red)) <= 8, abs(Int(pixel.green) - Int(color.green)) <= 8,
                      abs(Int(pixel.blue) - Int(color.blue)) <= 8 else { continue }
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(x: Double(minX - offset.x), y: Double(minY - offset.y), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
    }

    static func close(_ a: Rect, _ b: Rect, within tolerance: Double) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
    }

    /// At the filmstrip's three inner key frames (a quarter, half and three quarters of the flight),
    /// the view drawn by Chromium from the animated SVG covers the same pixels, within a pixel, as the
    /// filmstrip's frame drawn by Cairo, and both sit where the transition puts the view.
    @Test(.enabled(if: ReportChromium.path != nil, "Chromium is not installed (Debian package `chromium`)"),
          arguments: [("constant-change", "card", RGBAColor(red: 0, green: 122, blue: 255, alpha: 255)),
                      ("container-view", "badge", RGBAColor(red: 255, green: 59, blue: 48, alpha: 255)),
                      ("stack-hiding", "bottom", RGBAColor(red: 52, green: 199, blue: 89, alpha: 255))])
    func chromiumShowsTheFilmstripsKeyFrames(_ name: String, view: String, color: RGBAColor) throws {
        let (transition, _) = try Self.transition(name)
        let animation = AnimatedSVG(transition)
        let svg = animation.svg(options: RenderOptions(scale: 1))
        let folder = try makeTemporaryFolder()
        let times = Array(transition.keyTimes(count: 5).dropFirst().dropLast())
        #expect(times == [0.0625, 0.125, 0.1875])
        let padding = 16.0
        let renderer = Renderer(options: RenderOptions(format: .png, scale: 1, padding: padding, caption: false))
        let strip = Filmstrip(transition, frames: 5, title: name)
        for (index, seconds) in times.enumerated() {
            let expected = try #require(transition.layout(atSeconds: seconds).view(named: view)).absolute
            let shown = try Self.screenshot(svg, atDocumentTime: animation.documentTime(atSeconds: seconds),
                                            size: transition.to.canvas.size, folder: folder)
            let inBrowser = try #require(Self.box(of: color, in: shown), "\(name) at \(seconds) s: no \(view) in Chromium's picture")
            let keyFrame = strip.frames[index + 1]
            let drawn = try RGBAImage(rendered: renderer.renderImage(keyFrame))
            let inFilmstrip = try #require(Self.box(of: color, in: drawn, offset: (Int(padding), Int(padding))))
            #expect(Self.close(inBrowser, inFilmstrip, within: 1), "\(name) at \(seconds) s: Chromium \(inBrowser), filmstrip \(inFilmstrip)")
            #expect(Self.close(inBrowser, expected, within: 1), "\(name) at \(seconds) s: Chromium \(inBrowser), transition \(expected)")
        }
    }
}

extension AnimatedSVGTests {
    /// The rotation fixture's transition from its portrait canvas to its landscape one.
    static func rotation() throws -> LayoutTransition {
        let scene = try SceneLoader.load(path: fixtures.appendingPathComponent("rotation.yaml").path)
        let layouts = try scene.solve(textMeasurer: { PangoTextMeasurer(direction: $0) })
        return LayoutTransition(from: try #require(layouts.first { $0.canvas.name == "iphone-15" }),
                                to: try #require(layouts.first { $0.canvas.name == "iphone-15-landscape" }))
    }

    @Test func aRotationResizesTheCanvasOnAStageAsLargeAsBoth() throws {
        let transition = try Self.rotation()
        #expect(transition.canvasChanges)
        #expect(transition.largestCanvasSize == Size(width: 852, height: 852))
        let svg = AnimatedSVG(transition, hold: 0).svg(options: RenderOptions(scale: 1))
        #expect(svg.contains("width=\"852\" height=\"852\" viewBox=\"0 0 852 852\""))
        // The canvas's background goes from portrait to landscape, on the surroundings' grey.
        #expect(svg.contains("<rect width=\"852\" height=\"852\" fill=\"#eeeef2\"/>"))
        #expect(svg.contains("<animate attributeName=\"width\" dur=\"0.25s\" repeatCount=\"indefinite\" keyTimes=\"0;1\" values=\"393;852\""))
        #expect(svg.contains("<animate attributeName=\"height\" dur=\"0.25s\" repeatCount=\"indefinite\" keyTimes=\"0;1\" values=\"852;393\""))
        // Half way, the canvas is half way between the two, and its safe area too.
        let middle = transition.layout(atTime: 0.5)
        let progress = TimingCurve.easeInEaseOut.progress(atTime: 0.5, duration: 0.25)
        #expect(abs(middle.canvas.size.width - (393 + (852 - 393) * progress)) < 1e-9)
        #expect(abs(middle.canvas.safeArea.left - transition.to.canvas.safeArea.left * progress) < 1e-9)
        // Every frame of the animated PNG has the stage's size, so that they join.
        let movie = TransitionMovie(transition, framesPerSecond: 30)
        let renderer = Renderer(options: RenderOptions(format: .png, scale: 1))
        let first = try RGBAImage(pngData: try renderer.render(movie.frames[0]))
        let apng = try RGBAImage(pngData: try movie.apng(renderer: renderer))
        #expect(apng.width == 852 + 32 && apng.width > first.width)
    }

    /// Chromium's picture of the rotation at the three inner key frames: the photo where the
    /// transition puts it and the filmstrip draws it, and the switch's knob drawn, white on the
    /// green track, at its trailing end.
    @Test(.enabled(if: ReportChromium.path != nil, "Chromium is not installed (Debian package `chromium`)"))
    func chromiumShowsTheRotationAndTheSwitchKnob() throws {
        let transition = try Self.rotation()
        let animation = AnimatedSVG(transition)
        let svg = animation.svg(options: RenderOptions(scale: 1))
        let folder = try makeTemporaryFolder()
        let padding = 16.0
        let renderer = Renderer(options: RenderOptions(format: .png, scale: 1, padding: padding, caption: false))
        let strip = Filmstrip(transition, frames: 5, title: "rotation")
        let blue = RGBAColor(red: 0, green: 122, blue: 255, alpha: 255)
        for (index, seconds) in transition.keyTimes(count: 5).enumerated().dropFirst().dropLast() {
            let layout = transition.layout(atSeconds: seconds)
            let shown = try Self.screenshot(svg, atDocumentTime: animation.documentTime(atSeconds: seconds),
                                            size: transition.largestCanvasSize, folder: folder)
            let photo = try #require(layout.view(named: "photo")).absolute
            let inBrowser = try #require(Self.box(of: blue, in: shown), "no photo at \(seconds) s")
            let inFilmstrip = try #require(Self.box(of: blue, in: try RGBAImage(rendered: renderer.renderImage(strip.frames[index])),
                                                    offset: (Int(padding), Int(padding))))
            #expect(Self.close(inBrowser, photo, within: 1), "at \(seconds) s: Chromium \(inBrowser), transition \(photo)")
            #expect(Self.close(inBrowser, inFilmstrip, within: 1), "at \(seconds) s: Chromium \(inBrowser), filmstrip \(inFilmstrip)")
            let wifi = try #require(layout.view(named: "wifi")).absolute
            let knob = shown[Int(wifi.maxX - 2 - 13.5), Int(wifi.midY)]
            let track = shown[Int(wifi.minX + 8), Int(wifi.midY)]
            #expect(knob.red > 240 && knob.green > 240 && knob.blue > 240, "at \(seconds) s: the knob is white, not \(knob)")
            #expect(abs(Int(track.red) - 52) <= 8 && abs(Int(track.green) - 199) <= 8, "at \(seconds) s: the track is green, not \(track)")
        }
    }

    /// A scroll view shows its content through its bounds only, in Chromium as in the still picture.
    @Test(.enabled(if: ReportChromium.path != nil, "Chromium is not installed (Debian package `chromium`)"))
    func chromiumClipsAScrollViewsContent() throws {
        let scene = try SceneLoader.load(text: """
            name: Clipped
            canvases: [{name: small, size: [300, 300]}]
            views:
              - scroll: scroller
                views:
                  - view: content
                    background: systemRed
            constraints:
              - constraint: scroller.top == root.top + 20
                identifier: scrollerTop
              - scroller.leading == root.leading + 20
              - scroller.width == 200
              - scroller.height == 100
              - content.top == scroller.content.top
              - content.leading == scroller.content.leading
              - content.bottom == scroller.content.bottom
              - content.trailing == scroller.content.trailing
              - content.width == 150
              - content.height == 240
            states:
              lowered:
                - constraint: scrollerTop
                  constant: 60
            """, path: "clipped.yaml")
        let measure: (WritingDirection) -> any TextMeasuring = { PangoTextMeasurer(direction: $0) }
        let transition = LayoutTransition(from: try #require(try scene.solve(textMeasurer: measure).first),
                                          to: try #require(try scene.applying(state: scene.states[0]).solve(textMeasurer: measure).first))
        let animation = AnimatedSVG(transition)
        let svg = animation.svg(options: RenderOptions(scale: 1))
        #expect(svg.contains("<clipPath id=\"clip-scroller\">"))
        let folder = try makeTemporaryFolder()
        let red = RGBAColor(red: 255, green: 59, blue: 48, alpha: 255)
        let still = Renderer(options: RenderOptions(format: .png, scale: 1, padding: 0, caption: false))
        for seconds in [0.0625, 0.125, 0.1875] {
            let layout = transition.layout(atSeconds: seconds)
            let scroller = try #require(layout.view(named: "scroller")).absolute
            let shown = try Self.screenshot(svg, atDocumentTime: animation.documentTime(atSeconds: seconds),
                                            size: layout.canvas.size, folder: folder)
            let inBrowser = try #require(Self.box(of: red, in: shown))
            let inPicture = try #require(Self.box(of: red, in: try RGBAImage(rendered: still.renderImage(layout))))
            // The content is 240 points tall; the scroll view shows its top 100.
            let visible = Rect(x: scroller.minX, y: scroller.minY, width: 150, height: 100)
            #expect(Self.close(inBrowser, visible, within: 1), "at \(seconds) s: Chromium \(inBrowser), clipped \(visible)")
            #expect(Self.close(inPicture, visible, within: 1), "at \(seconds) s: still picture \(inPicture), clipped \(visible)")
        }
    }
}

/// Debian's `chromium` package, when installed.
enum ReportChromium {
    static let path = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
}

import Foundation
import PlumbLayout
import PlumbScene
import Testing

/// The scenes under `fixtures/seeds`, `fixtures/features` and `fixtures/scroll`: each loads, solves with the fixed-advance measurer without broken
/// constraints, and the seed tutorials show the geometry their constraints promise, checked from the
/// constraints themselves (not from an earlier run). Tolerance: one pixel of the canvas (frames are
/// snapped to the pixel grid).
@Suite struct FixtureTests {
    static let fixturesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fixtures").resolvingSymlinksInPath()

    static let allFixtures: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: fixturesFolder.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            // Other folders (such as diagnostics/) hold deliberately faulty scenes for other tests.
            if path.hasSuffix(".yaml"), ["seeds/", "features/", "scroll/"].contains(where: path.hasPrefix) {
                paths.append(path)
            }
        }
        return paths.sorted()
    }()

    static func solve(_ relativePath: String) throws -> [String: SolvedLayout] {
        let scene = try SceneLoader.load(path: fixturesFolder.appendingPathComponent(relativePath).path)
        let layouts = try scene.solve { _ in FixedAdvanceTextMeasurer() }
        return Dictionary(layouts.map { ($0.canvas.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func thereIsAFixtureForEverySeedAndFeature() {
        let seeds = Self.allFixtures.filter { $0.hasPrefix("seeds/") }
        let features = Self.allFixtures.filter { $0.hasPrefix("features/") }
        #expect(seeds.count >= 8)
        #expect(features.count >= 10)
    }

    @Test(arguments: allFixtures)
    func loadsAndSolvesWithoutBrokenConstraints(_ path: String) throws {
        let layouts = try Self.solve(path)
        #expect(!layouts.isEmpty)
        for layout in layouts.values {
            let broken = layout.constraints.filter { $0.state == .broken }.map(\.spec.equationText)
            #expect(broken.isEmpty, "\(layout.canvas.name): \(broken)")
            for view in layout.views {
                #expect(view.frame.width.isFinite && view.frame.height.isFinite && view.frame.minX.isFinite)
            }
        }
    }

    @Test(arguments: allFixtures)
    func seedsHaveAPortraitAndALandscapeCanvas(_ path: String) throws {
        guard path.hasPrefix("seeds/") else { return }
        let scene = try SceneLoader.load(path: Self.fixturesFolder.appendingPathComponent(path).path)
        #expect(scene.canvases.map(\.name).starts(with: ["iphone-15", "iphone-15-landscape"]))
    }

    // MARK: The seed tutorials' geometry

    func frame(_ layouts: [String: SolvedLayout], _ canvas: String, _ view: String) throws -> Rect {
        try #require(layouts[canvas]?.view(named: view)).absolute
    }

    func close(_ a: Double, _ b: Double, tolerance: Double = 0.34) -> Bool { abs(a - b) <= tolerance }

    @Test func simpleLabelAndTextField() throws {
        let layouts = try Self.solve("seeds/simple-label-and-text-field.yaml")
        // "Name" at 17 pt is 4 × 8.5 = 34 wide; margins 16 (compact width) inside the safe area.
        for (canvas, left, right, top) in [("iphone-15", 16.0, 377.0, 79.0), ("iphone-15-landscape", 75, 777, 20)] {
            let label = try frame(layouts, canvas, "nameLabel")
            let field = try frame(layouts, canvas, "nameField")
            #expect(close(label.minX, left) && close(label.width, 34), "\(canvas) \(label)")
            #expect(close(field.minX, left + 34 + 8) && close(field.maxX, right), "\(canvas) \(field)")
            #expect(close(field.minY, top), "\(canvas) \(field)")
        }
    }

    @Test func dynamicHeightLabelPushesTheTextFieldDown() throws {
        let layouts = try Self.solve("seeds/dynamic-height-label-and-text-field.yaml")
        let label = try frame(layouts, "iphone-15", "nameLabel")
        let field = try frame(layouts, "iphone-15", "nameField")
        // The 36-pt label (43.2 high) keeps the optional top; the field's baseline follows it down.
        #expect(close(label.minY, 79) && close(label.height, 43.2))
        #expect(field.minY > 79 + 1)
        #expect(close(label.width, 4 * 18))
    }

    @Test(arguments: ["seeds/two-buttons-dummy-views.yaml", "seeds/two-buttons-layout-guides.yaml"])
    func twoButtonsHaveEqualSpacing(_ path: String) throws {
        let layouts = try Self.solve(path)
        for (canvas, layout) in layouts {
            let short = try frame(layouts, canvas, "shortButton")
            let long = try frame(layouts, canvas, "longButton")
            let width = layout.canvas.size.width
            let before = short.minX, between = long.minX - short.maxX, after = width - long.maxX
            #expect(close(before, between, tolerance: 0.7) && close(between, after, tolerance: 0.7), "\(canvas): \(before) \(between) \(after)")
            #expect(close(short.minY, long.minY, tolerance: 0.7))
            #expect(before > 0)
        }
    }

    @Test func registerFormRowsStackAtStandardSpacing() throws {
        let layouts = try Self.solve("seeds/register-form.yaml")
        for (canvas, left, right, top) in [("iphone-15", 16.0, 377.0, 59.0), ("iphone-15-landscape", 75, 777, 0)] {
            let email = try frame(layouts, canvas, "email")
            let confirm = try frame(layouts, canvas, "confirm")
            let register = try frame(layouts, canvas, "register")
            #expect(close(email.minY, top))
            #expect(close(confirm.minY, email.maxY + 8) && close(register.minY, confirm.maxY + 8))
            for row in [email, confirm, register] { #expect(close(row.minX, left) && close(row.maxX, right)) }
        }
    }

    @Test func greyBoxesShareACrossViewConstraint() throws {
        let layouts = try Self.solve("seeds/grey-boxes-cross-view.yaml")
        for canvas in ["iphone-15", "iphone-15-landscape"] {
            let left = try frame(layouts, canvas, "leftBox")
            let right = try frame(layouts, canvas, "rightBox")
            let leftButton = try frame(layouts, canvas, "leftButton")
            let rightButton = try frame(layouts, canvas, "rightButton")
            #expect(close(left.width, right.width, tolerance: 0.7))
            #expect(close(right.minX, left.maxX + 8))
            #expect(close(rightButton.minY, leftButton.maxY + 20))
            #expect(close(leftButton.midX, left.midX, tolerance: 0.7) && close(rightButton.midX, right.midX, tolerance: 0.7))
        }
    }

    @Test func scrollContentTakesItsHeightFromTheLabel() throws {
        let layouts = try Self.solve("seeds/scroll-view-dynamic-label.yaml")
        for canvas in ["iphone-15", "iphone-15-landscape"] {
            let layout = try #require(layouts[canvas])
            let content = try frame(layouts, canvas, "content")
            let body = try frame(layouts, canvas, "body")
            #expect(close(content.width, 320) && close(body.width, 320 - 16))
            // Wrapped at 304 points: several lines of 20.4 points each.
            let lines = (body.height / 20.4).rounded()
            #expect(lines > 3 && close(body.height, lines * 20.4))
            #expect(close(content.height, body.height + 16))
            let contentSize = try #require(layout.contentSizes["scroller"])
            #expect(close(contentSize.width, 320) && close(contentSize.height, content.height))
        }
    }

    @Test func proportionalLayoutUsesItsMultipliers() throws {
        let layouts = try Self.solve("seeds/proportional-layout.yaml")
        for (canvas, width) in [("iphone-15", 393.0), ("iphone-15-landscape", 852)] {
            let red = try frame(layouts, canvas, "red")
            let blue = try frame(layouts, canvas, "blue")
            #expect(close(red.width, 0.5 * width))
            #expect(close(blue.width, 1.125 * red.width, tolerance: 0.7))
            #expect(close(red.height, 0.5 * red.width, tolerance: 0.7) && close(blue.minY, red.maxY + 20))
        }
    }

    // MARK: Features

    @Test func rightToLeftFlipsLeadingAndTrailingButNotLeft() throws {
        let layouts = try Self.solve("features/right-to-left.yaml")
        let label = try frame(layouts, "iphone-15-rtl", "nameLabel")
        let field = try frame(layouts, "iphone-15-rtl", "nameField")
        #expect(close(label.maxX, 377) && close(field.minX, 16) && close(field.maxX, label.minX - 8))
        #expect(close(try frame(layouts, "iphone-15", "nameLabel").minX, 16))
        for canvas in ["iphone-15", "iphone-15-rtl"] { #expect(close(try frame(layouts, canvas, "badge").minX, 20)) }
    }

    @Test func textSizesScaleTheFonts() throws {
        let layouts = try Self.solve("features/text-sizes.yaml")
        let heights = try ["iphone-se-xs", "iphone-se", "iphone-se-xxxl", "iphone-se-accessibility-xxxl"]
            .map { try frame(layouts, $0, "title").height }
        #expect(heights == heights.sorted() && Set(heights).count == heights.count, "\(heights)")
        // Body size 17 at the default text size: one 20.4-point line.
        #expect(close(heights[1], 20.4))
    }

    @Test func traitVariantsApplyToMatchingCanvasesOnly() throws {
        let layouts = try Self.solve("features/trait-variants.yaml")
        let compactFirst = try frame(layouts, "iphone-15", "first")
        let compactSecond = try frame(layouts, "iphone-15", "second")
        #expect(close(compactSecond.minY, compactFirst.maxY + 8))
        for canvas in ["iphone-15-pro-max-landscape", "ipad-pro-11"] {
            let first = try frame(layouts, canvas, "first")
            let second = try frame(layouts, canvas, "second")
            #expect(close(second.minY, first.minY) && close(second.width, first.width, tolerance: 0.7))
            #expect(layouts[canvas]?.view(named: "title")?.properties.text == "Panels side by side")
        }
        #expect(layouts["iphone-15"]?.view(named: "title")?.properties.text == "Panels")
        #expect(layouts["ipad-pro-11"]?.view(named: "first")?.properties.cornerRadius == 12)
        #expect(layouts["iphone-15-pro-max-landscape"]?.view(named: "first")?.properties.cornerRadius == nil)
    }

    @Test func barsLeaveTheirHeightsOutOfTheSafeArea() throws {
        let layouts = try Self.solve("features/bars.yaml")
        // iPhone 15: 59 + 44 + 52 above, 34 + 49 below (852 - 83 = 769); the list between 199 and 725.
        #expect(try frame(layouts, "iphone-15", "header") == Rect(x: 0, y: 155, width: 393, height: 44))
        #expect(try frame(layouts, "iphone-15", "list") == Rect(x: 0, y: 199, width: 393, height: 526))
        #expect(try frame(layouts, "iphone-15", "footer") == Rect(x: 0, y: 725, width: 393, height: 44))
        // In landscape 32 above (no status bar, no large title), 21 + 32 below: 393 - 53 - 44 = 296.
        #expect(try frame(layouts, "iphone-15-landscape", "header") == Rect(x: 0, y: 32, width: 852, height: 44))
        #expect(try frame(layouts, "iphone-15-landscape", "footer") == Rect(x: 0, y: 296, width: 852, height: 44))
        // The iPad's own toolbar only: 24 above, 20 + 50 below: 1194 - 70 - 44 = 1080.
        #expect(try frame(layouts, "ipad-pro-11", "header") == Rect(x: 0, y: 24, width: 834, height: 44))
        #expect(try frame(layouts, "ipad-pro-11", "footer") == Rect(x: 0, y: 1080, width: 834, height: 44))
    }

    @Test func framesWithoutConstraintsAreKept() throws {
        let layouts = try Self.solve("features/frames-without-constraints.yaml")
        #expect(try frame(layouts, "iphone-15", "fixed") == Rect(x: 20, y: 80, width: 120, height: 60))
        #expect(try frame(layouts, "iphone-15", "framedChild") == Rect(x: 30, y: 170, width: 80, height: 40))
        #expect(try frame(layouts, "iphone-15", "constrainedChild") == Rect(x: 250, y: 290, width: 60, height: 60))
    }
}

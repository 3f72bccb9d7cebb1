import Testing
@testable import PlumbLayout

/// The intrinsic sizes of UIKit's controls (docs/semantics.md, "Controls"), with frames worked out
/// by hand. The test measurer gives a character half the font size: 6.5 pt at the segmented
/// control's 13 pt. The canvas is 400 wide with 16-pt margins.
@Suite struct ControlSizeTests {
    typealias S = Scene

    private static func segmented(_ titles: [String]?, selected: Int? = nil, font: FontDescriptor? = nil) -> ViewNode {
        var properties = ViewProperties()
        properties.segments = titles
        properties.selectedSegment = selected
        properties.font = font
        return ViewNode(name: "source", kind: .segmentedControl, properties: properties)
    }

    @Test func aSegmentedControlIsItsWidestTitlePlusPaddingTimesItsSegments() throws {
        let document = LayoutDocument(
            views: [Self.segmented(["Tape", "Radio", "Streams", "Vinyl"], selected: 1)],
            constraints: [
                S.constraint("source.centerX", .equal, "superview.centerX"),
                S.constraint("source.top", .equal, "superview.top", plus: 10),
            ])
        let layout = try solve(document)
        // "Streams": 7 × 6.5 = 45.5, rounded up to the 1x canvas's pixel as text sizes are: 46; plus 8
        // at each side: 62 a segment, 248 for four, centred at (400 − 248) / 2 = 76. The alignment
        // rectangle is 31 high, the frame 1 taller below.
        expectFrame(layout, "source", 76, 10, 248, 32)
        #expect(layout.view(named: "source")?.alignmentRect == Rect(x: 76, y: 10, width: 248, height: 31))
    }

    @Test func aSegmentedControlMeasuresItsTitlesInItsOwnFont() throws {
        let document = LayoutDocument(
            views: [Self.segmented(["On", "Off"], font: FontDescriptor(size: 20))],
            constraints: [
                S.constraint("source.leading", .equal, "superview.leadingMargin"),
                S.constraint("source.top", .equal, "superview.top"),
            ])
        let layout = try solve(document)
        // "Off" at 20 pt: 3 × 10 = 30, plus 16: 46 a segment, 92 for two; still 31 high.
        expectFrame(layout, "source", 16, 0, 92, 32)
    }

    @Test func aSegmentedControlWithoutSegmentsHasNoIntrinsicWidth() {
        let none = IntrinsicContent.dimensions(kind: .segmentedControl, properties: ViewProperties(), text: nil, scale: 2)
        #expect(none.width == nil && none.height == 31)
    }

    @Test func fixedSizeControlsStackedDownTheMargin() throws {
        var large = ViewProperties()
        large.indicatorStyle = .large
        var pages = ViewProperties()
        pages.numberOfPages = 5
        let document = LayoutDocument(
            views: [
                ViewNode(name: "spinner", kind: .activityIndicator),
                ViewNode(name: "bigSpinner", kind: .activityIndicator, properties: large),
                ViewNode(name: "stepper", kind: .stepper),
                ViewNode(name: "pager", kind: .pageControl, properties: pages),
                ViewNode(name: "defaultPager", kind: .pageControl),
                ViewNode(name: "progress", kind: .progress),
                ViewNode(name: "search", kind: .searchBar),
            ],
            constraints: [
                S.constraint("spinner.leading", .equal, "superview.leadingMargin"),
                S.constraint("spinner.top", .equal, "superview.top", plus: 10),
                S.constraint("bigSpinner.leading", .equal, "spinner.trailing", plus: 8),
                S.constraint("bigSpinner.top", .equal, "superview.top", plus: 10),
                S.constraint("stepper.leading", .equal, "superview.leadingMargin"),
                S.constraint("stepper.top", .equal, "bigSpinner.bottom", plus: 10),
                S.constraint("pager.leading", .equal, "superview.leadingMargin"),
                S.constraint("pager.top", .equal, "stepper.bottom", plus: 10),
                S.constraint("defaultPager.leading", .equal, "pager.trailing", plus: 10),
                S.constraint("defaultPager.top", .equal, "pager.top"),
                S.constraint("progress.leading", .equal, "superview.leadingMargin"),
                S.constraint("progress.trailing", .equal, "superview.trailingMargin"),
                S.constraint("progress.top", .equal, "pager.bottom", plus: 10),
                S.constraint("search.leading", .equal, "superview.leading"),
                S.constraint("search.trailing", .equal, "superview.trailing"),
                S.constraint("search.top", .equal, "progress.bottom", plus: 10),
            ])
        let layout = try solve(document)
        expectFrame(layout, "spinner", 16, 10, 20, 20)  // medium: 20 × 20
        expectFrame(layout, "bigSpinner", 44, 10, 37, 37)  // large: 37 × 37, 16 + 20 + 8
        expectFrame(layout, "stepper", 16, 57, 94, 32)  // 10 + 37 + 10
        // Five 7-pt dots 9 apart and 12 at each end: 35 + 36 + 24 = 95; 26 high, 57 + 32 + 10 down.
        expectFrame(layout, "pager", 16, 99, 95, 26)
        // No page count: three pages, 21 + 18 + 24 = 63, 10 after the first.
        expectFrame(layout, "defaultPager", 121, 99, 63, 26)
        expectFrame(layout, "progress", 16, 135, 368, 4)  // the margins' width, 4 high
        expectFrame(layout, "search", 0, 149, 400, 56)  // the canvas's width, 56 high
    }

    @Test func steppersAndIndicatorsHugAtHighPriorityAndProgressViewsVertically() throws {
        // Pulled 100 high at priority 500: the stepper and the progress view keep their heights
        // (hugging 750), a plain view of the same intrinsic height stretches (250).
        var plain = ViewProperties()
        plain.intrinsicSize = Size(width: 94, height: 32)
        let document = LayoutDocument(
            views: [ViewNode(name: "stepper", kind: .stepper), ViewNode(name: "progress", kind: .progress),
                    ViewNode(name: "box", kind: .view, properties: plain)],
            constraints: ["stepper", "progress", "box"].flatMap { name in [
                S.constraint("\(name).leading", .equal, "superview.leadingMargin"),
                S.constraint("\(name).width", .equal, plus: 100),
                S.constraint("\(name).top", .equal, "superview.top"),
                S.constraint("\(name).height", .equal, plus: 100, priority: 500),
            ] })
        let layout = try solve(document)
        #expect(layout.view(named: "stepper")?.frame.height == 32)
        #expect(layout.view(named: "progress")?.frame.height == 4)
        #expect(layout.view(named: "box")?.frame.height == 100)
        // A progress view hugs at 250 across, as UIKit's does.
        #expect(ViewKind.progress.rules.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(ViewKind.progress.rules.contentHuggingPriority(for: .vertical) == .defaultHigh)
    }

    @Test func eachControlNamesItsUIKitClass() {
        let classes = [ViewKind.segmentedControl, .progress, .activityIndicator, .stepper, .pageControl, .searchBar]
            .map(\.rules.className)
        #expect(classes == ["UISegmentedControl", "UIProgressView", "UIActivityIndicatorView", "UIStepper",
                            "UIPageControl", "UISearchBar"])
    }
}

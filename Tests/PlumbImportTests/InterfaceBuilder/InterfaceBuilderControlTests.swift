import Foundation
import Testing
import PlumbImport
import PlumbLayout

/// Segmented controls, progress views, activity indicators, steppers, page controls and search bars
/// read as views of their own kinds, with what each shows (`fixtures/interface-builder/Radio.storyboard`
/// and inline documents).
@Suite struct InterfaceBuilderControlTests {
    typealias Fixtures = InterfaceBuilderFixtureTests

    private static func views(_ imported: ImportedScene) -> [String: ViewNode] {
        var byName: [String: ViewNode] = [:]
        func visit(_ nodes: [ViewNode]) {
            for node in nodes {
                byName[node.name] = node
                visit(node.subviews)
            }
        }
        visit(imported.scene.document.views)
        return byName
    }

    @Test func readsEachControlsKindAndWhatItShows() throws {
        let imported = try Fixtures.document("Radio.storyboard").scenes[0]
        let views = Self.views(imported)
        #expect(views["band"]?.kind == .segmentedControl)
        #expect(views["band"]?.properties.segments == ["FM", "AM", "Online"])
        #expect(views["band"]?.properties.selectedSegment == 1)
        #expect(views["signal"]?.kind == .progress)
        #expect(abs((views["signal"]?.properties.progress ?? 0) - 0.3) < 1e-9)
        #expect(views["signal"]?.properties.tint == Color(red: 0.20392156862745098, green: 0.7803921568627451,
                                                          blue: 0.34901960784313724))
        #expect(views["tuning"]?.kind == .activityIndicator)
        #expect(views["tuning"]?.properties.indicatorStyle == .large && views["tuning"]?.properties.isAnimating == true)
        // Stopped, hiding when stopped; `gray` is the medium size of before iOS 13.
        let saving = views["saving"]?.properties
        #expect(saving?.indicatorStyle == nil && saving?.isAnimating == false && saving?.hidesWhenStopped == true)
        #expect(views["volume"]?.kind == .stepper)
        #expect(views["volume"]?.properties.stepperValue == 10 && views["volume"]?.properties.maximumValue == 10)
        #expect(views["presets"]?.kind == .pageControl)
        #expect(views["presets"]?.properties.numberOfPages == 4 && views["presets"]?.properties.currentPage == 2)
        #expect(views["find"]?.kind == .searchBar && views["find"]?.properties.placeholder == "Stations")
        // No intrinsic size of the document's own: each kind has its own.
        #expect(views.values.allSatisfy { $0.properties.intrinsicSize == nil })
    }

    @Test func framesAsWorkedOutFromTheConstraints() throws {
        let imported = try Fixtures.document("Radio.storyboard").scenes[0]
        // Measured with Plumb's rules (not from the document): every control but the segmented
        // control, which spans the margins, has a size of its own.
        let layout = try imported.scene.solve(canvases: [imported.scene.canvases[0]]) { _ in FixedAdvanceTextMeasurer() }[0]
        let frames = Dictionary(uniqueKeysWithValues: layout.views.map { ($0.name, $0.frame) })
        Fixtures.expect(frames["band"], 16, 79, 361, 32)  // 59 + 20; 31 tall inside, 32 outside
        Fixtures.expect(frames["signal"], 16, 130, 361, 4)  // 79 + 31 + 20
        Fixtures.expect(frames["tuning"], 178, 154, 37, 37)  // centred: 196.5 - 18.5
        Fixtures.expect(frames["volume"], 16, 211, 94, 32)  // 154 + 37 + 20
        Fixtures.expect(frames["saving"], 118, 217, 20, 20)  // 16 + 94 + 8; centred on the stepper's 227
        Fixtures.expect(frames["presets"], 298, 214, 79, 26)  // 4 × 7 + 3 × 9 + 24 = 79, ending at 377
        Fixtures.expect(frames["find"], 0, 263, 393, 56)  // 211 + 32 + 20
        let report = try StoredFrameCheck.check(imported) { _ in FixedAdvanceTextMeasurer() }
        #expect(report.compared == 7 && report.matched == 7, "\(report.differences)")
    }

    @Test func aSegmentedControlWithoutAWidthConstraintIsAsWideAsItsSegments() throws {
        let xml = InterfaceBuilderReaderTests.storyboard(subviews: """
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="SG-1">
                <rect key="frame" x="100" y="79" width="193" height="32"/>
                <segments>
                    <segment title="Day"/>
                    <segment title="Week"/>
                    <segment title="Month"/>
                </segments>
            </segmentedControl>
            """, constraints: """
            <constraint firstItem="SG-1" firstAttribute="top" secondItem="SA-1" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="SG-1" firstAttribute="leading" secondItem="R-1" secondAttribute="leadingMargin" id="c2"/>
            """)
        let imported = try InterfaceBuilderReaderTests.read(xml).scenes[0]
        let layout = try imported.scene.solve(canvases: [imported.scene.canvases[0]]) { _ in FixedAdvanceTextMeasurer() }[0]
        // "Month" at 13 pt with the test measurer: 5 × 6.5 = 32.5, rounded up to the @3x pixel grid,
        // 32 2/3; plus 8 at each side: 48 2/3 a segment, 146 for three.
        let frame = try #require(layout.views.first { $0.kind == .segmentedControl }?.frame)
        Fixtures.expect(frame, 16, 79, 146, 32)
    }

    @Test func legacyActivityIndicatorStylesAndEmptyPageControls() throws {
        let xml = InterfaceBuilderReaderTests.storyboard(subviews: """
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" animating="YES" style="whiteLarge" translatesAutoresizingMaskIntoConstraints="NO" id="AI-1">
                <rect key="frame" x="0.0" y="0.0" width="37" height="37"/>
            </activityIndicatorView>
            <pageControl opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="PC-1">
                <rect key="frame" x="0.0" y="50" width="0.0" height="26"/>
            </pageControl>
            """)
        let views = Self.views(try InterfaceBuilderReaderTests.read(xml).scenes[0])
        let indicator = views.values.first { $0.kind == .activityIndicator }?.properties
        // whiteLarge: large and white.
        #expect(indicator?.indicatorStyle == .large && indicator?.tint == .white)
        // Interface Builder writes no page count for none: UIKit's 0, not a scene's default 3.
        #expect(views.values.first { $0.kind == .pageControl }?.properties.numberOfPages == 0)
    }
}

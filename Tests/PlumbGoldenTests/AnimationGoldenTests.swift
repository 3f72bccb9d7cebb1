import Foundation
import PlumbGolden
import PlumbLayout
import PlumbRender
import PlumbScene
import Testing

/// The scenes under `fixtures/animation/` with states (whose frames `FixtureGoldenTests` and `plumb
/// check` compare with `NAME.STATE.frames.txt`): the filmstrip of the transition from the scene
/// as written to its last state (from its first canvas to its second for the rotation, which has none) (`NAME.filmstrip.png`, five key frames at one pixel per point,
/// ease-in-ease-out over 0.25 s, compared with `plumb check`'s default tolerance). Re-record with
/// `PLUMB_RECORD=failed swift test --filter AnimationGoldenTests`, then look at the pictures.
@Suite struct AnimationGoldenTests {
    static let caseNames = FixtureGoldenTests.caseNames.filter { $0.hasPrefix("animation/") }

    static func layouts(_ scene: PlumbLayout.Scene) throws -> [SolvedLayout] {
        try scene.document.diagnose(canvases: scene.canvases) { PangoTextMeasurer(direction: $0) }.map(\.layout)
    }

    @Test func thereAreAnimationFixtures() {
        #expect(Self.caseNames.contains("animation/constant-change"))
    }

    /// The fixture's transition: to its last state on its first canvas, or, for a scene without
    /// states (the rotation), from its first canvas to its second.
    static func transition(_ scene: PlumbLayout.Scene) throws -> (LayoutTransition, title: String) {
        let starts = try layouts(scene)
        guard let last = scene.states.last else {
            let transition = LayoutTransition(from: try #require(starts.first), to: try #require(starts.dropFirst().first))
            return (transition, "\(scene.name): \(transition.from.canvas.name) → \(transition.to.canvas.name)")
        }
        let ends = try layouts(try scene.applying(state: last))
        return (LayoutTransition(from: try #require(starts.first), to: try #require(ends.first)), "\(scene.name): scene → \(last.name)")
    }

    @Test("the filmstrip to the last state (or the second canvas) matches the golden", arguments: caseNames)
    func filmstrip(_ caseName: String) throws {
        let scene = try FixtureGoldenTests.scene(caseName)
        let (transition, title) = try Self.transition(scene)
        let strip = Filmstrip(transition, frames: 5, title: title)
        let bytes = try Renderer(options: RenderOptions(format: .png, scale: 1)).renderSheet(strip.frames, title: strip.title)
        let path = "\(FixtureGoldenTests.goldenDirectory)/\(caseName).filmstrip.png"
        let mode = try GoldenRecordMode.fromEnvironment()
        guard let expected = try? RGBAImage(pngFile: path) else {
            if mode == .never { Issue.record("no golden \(path) (record with PLUMB_RECORD=missing)") }
            else { try AtomicFile.write(bytes, to: path) }
            return
        }
        let result = PixelComparison().compare(expected: expected, actual: try RGBAImage(pngData: bytes))
        if result.passes { return }
        if mode == .all || mode == .failed {
            try AtomicFile.write(bytes, to: path)
            return
        }
        Issue.record("\(path): \(result.summary) (re-record with PLUMB_RECORD=failed)")
    }
}

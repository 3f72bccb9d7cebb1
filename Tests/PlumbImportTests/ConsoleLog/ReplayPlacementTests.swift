import Foundation
@testable import PlumbImport
import PlumbLayout
import Testing

/// The replay places what a report leaves open from the shape of its constraints (``ReplayPlacement``),
/// without solving. The solver's ambiguity finder is the reference: on every log of the corpus the
/// two name the same views, guides and axes.
@Suite struct ReplayPlacementTests {
    @Test(arguments: try FileManager.default.contentsOfDirectory(atPath: ConsoleLogCorpusTests.folder.path).sorted())
    func placesWhatTheAmbiguityFinderFindsUnplaced(_ file: String) throws {
        let path = ConsoleLogCorpusTests.folder.appendingPathComponent(file).path
        let log = try ConsoleLogReader.log(path: path)
        for replay in log.replays {
            var document = replay.scene.document
            document.constraints.removeAll { $0.identifier == ReplayBuilder.guessIdentifier }
            let placed = ReplayPlacement(document: document, broken: replay.block.broken?.location).unplaced()
                .map { "\($0.name) \($0.axis)" }
            let diagnosis = try #require(try document.diagnose(canvases: replay.scene.canvases) { _ in FixedAdvanceTextMeasurer() }.first)
            let ambiguous = diagnosis.ambiguities.filter { $0.position != nil && $0.subject != .scrollContent }
                .map { "\($0.name) \($0.axis)" }
            #expect(placed == ambiguous, "\(file) \(replay.scene.name)")
        }
    }

    /// With its guesses, every replay of the corpus is fully placed: one guess for items tied to one
    /// another (the stack-view log's thumbnail and the cell's content view, tied through the stack
    /// view), since a guess for each left them anywhere between the two (y from 20 to 32).
    @Test(arguments: try FileManager.default.contentsOfDirectory(atPath: ConsoleLogCorpusTests.folder.path).sorted())
    func guessesLeaveNothingUndetermined(_ file: String) throws {
        let log = try ConsoleLogReader.log(path: ConsoleLogCorpusTests.folder.appendingPathComponent(file).path)
        for replay in log.replays {
            let diagnosis = try #require(try replay.scene.document.diagnose(canvases: replay.scene.canvases) { _ in
                FixedAdvanceTextMeasurer()
            }.first)
            let ambiguous = diagnosis.ambiguities.filter { $0.position != nil }.map { "\($0.name) \($0.axis)" }
            #expect(ambiguous.isEmpty, "\(file) \(replay.scene.name)")
        }
    }

    /// Chains: a view tied by its trailing edge is placed only when its width is known (the label's
    /// text gives it one, `width >= 100` does not); views tied only to each other are unplaced.
    @Test func chainsPlaceOnlyWholeFrames() throws {
        let text = """
        "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0xf.minX == 0   (active)>",
        "<NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UIView:0xf.minY == 0   (active)>",
        "<NSAutoresizingMaskLayoutConstraint:0x3 h=--& v=--& UIView:0xf.width == 320   (active)>",
        "<NSLayoutConstraint:0x4 UIView:0xa.width >= 100   (active)>",
        "<NSLayoutConstraint:0x5 UIView:0xa.trailing == UIView:0xf.trailing   (active)>",
        "<NSLayoutConstraint:0x6 UILabel:0xb'Hi'.trailing == UIView:0xf.trailing - 8   (active)>",
        "<NSLayoutConstraint:0x7 UIView:0xc.leading == UIView:0xd.trailing + 8   (active)>",
        "<NSLayoutConstraint:0x8 UIView:0xc.top == UIView:0xf.bottom   (active)>",
        """
        let replay = try #require(ConsoleLog(text: text, path: "chains.log").replays.first)
        var document = replay.scene.document
        document.constraints.removeAll { $0.identifier == ReplayBuilder.guessIdentifier }
        let unplaced = ReplayPlacement(document: document, broken: nil).unplaced().map { "\($0.name) \($0.axis)" }
        let (f, a, b, c, d) = (replay.names["UIView:0xf"]!, replay.names["UIView:0xa"]!, replay.names["UILabel:0xb"]!,
                               replay.names["UIView:0xc"]!, replay.names["UIView:0xd"]!)
        #expect(f == "view" && a == "view2" && b == "hiLabel" && c == "view3" && d == "view4")
        // f is pinned at 0, 0 with a stand-in height; c's top hangs from f's bottom, so c is placed vertically.
        #expect(unplaced == ["\(a) horizontal", "\(a) vertical", "\(b) vertical", "\(c) horizontal",
                             "\(d) horizontal", "\(d) vertical"])
        let diagnosis = try #require(try document.diagnose(canvases: replay.scene.canvases) { _ in FixedAdvanceTextMeasurer() }.first)
        #expect(unplaced == diagnosis.ambiguities.filter { $0.position != nil }.map { "\($0.name) \($0.axis)" })
    }
}

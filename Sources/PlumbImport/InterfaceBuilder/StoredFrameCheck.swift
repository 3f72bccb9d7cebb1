import PlumbLayout

/// Plumb's fidelity meter against Xcode's own engine: a scene solved for its document's device with
/// text sized from the document, each view's frame compared with the one Interface Builder stored.
///
/// Views marked `misplaced` or `ambiguous` are not compared (their stored frames are not where their
/// constraints put them), nor is the root (it is the canvas). Frames snap to the device's pixel grid
/// and carry float noise, so a frame matches when every edge is within ``tolerance`` of the stored one.
public struct StoredFrameCheck: Sendable {
    /// Half a point: more than a pixel's rounding at 2x and 3x, less than any real difference.
    public static let tolerance = 0.5

    /// One view whose solved frame is not the stored one.
    public struct Difference: Hashable, Sendable, CustomStringConvertible {
        public var view: ImportedView
        public var solved: Rect?
        /// `nameLabel (Name Label, 'abc-12-xyz'): solved (20, 100, 200, 21), Interface Builder (20, 96, 200, 21): y differs by 4`.
        public var description: String {
            guard let stored = view.storedFrame else { return "\(view.name): no stored frame" }
            guard let solved else { return "\(view.name) (\(view.ibID)): not laid out" }
            let parts: [(String, Double, Double)] = [("x", solved.minX, stored.minX), ("y", solved.minY, stored.minY),
                                                     ("width", solved.width, stored.width), ("height", solved.height, stored.height)]
            // Frames are compared edge by edge: an origin and a size each within the tolerance can
            // still put the far edge beyond it, which is then named.
            let edges: [(String, Double, Double)] = [("right", solved.maxX, stored.maxX), ("bottom", solved.maxY, stored.maxY)]
            var off = parts.filter { abs($0.1 - $0.2) > StoredFrameCheck.tolerance }
            if off.isEmpty { off = edges.filter { abs($0.1 - $0.2) > StoredFrameCheck.tolerance } }
            let words = off.map { "\($0.0) \(formatNumber($0.1)) instead of \(formatNumber($0.2))" }
            return "\(view.name) (\(view.className), id \(view.ibID), line \(view.location.line)): \(words.joined(separator: ", "))"
        }
    }

    /// The outcome for one scene.
    public struct SceneResult: Hashable, Sendable {
        public var scene: String
        public var canvas: String
        /// Views compared.
        public var compared: Int
        public var differences: [Difference]
        /// Views not compared because they are misplaced, ambiguous, not installed on the document's
    /// canvas or have no stored frame.
        public var skipped: Int
        public var matched: Int { compared - differences.count }
    }

    /// Solves `imported` on its first canvas with text sized from the document and compares frames.
    /// - Throws: ``LayoutError`` when a constraint cannot be installed.
    public static func check(_ imported: ImportedScene,
                             textMeasurer: (WritingDirection) -> any TextMeasuring) throws(LayoutError) -> SceneResult {
        let scene = imported.scene(textSizes: .fromDocument)
        let canvas = scene.canvases[0]
        let layout = try scene.solve(canvases: [canvas], textMeasurer: textMeasurer)[0]
        let solved = Dictionary(layout.views.map { ($0.name, $0.frame) }, uniquingKeysWith: { first, _ in first })
        var compared = 0, skipped = 0
        var differences: [Difference] = []
        for view in imported.views {
            guard let stored = view.storedFrame, !view.isMisplaced, !view.isAmbiguous, view.isInstalled else {
                skipped += 1
                continue
            }
            compared += 1
            // The solved frame is UIKit's: a slider's or segmented control's reaches past its alignment rectangle.
            let frame = solved[view.name]
            if let frame, matches(frame, stored) { continue }
            differences.append(Difference(view: view, solved: frame))
        }
        return SceneResult(scene: scene.name, canvas: canvas.caption, compared: compared, differences: differences,
                           skipped: skipped)
    }

    /// Whether every edge of `solved` is within ``tolerance`` of `stored`.
    public static func matches(_ solved: Rect, _ stored: Rect) -> Bool {
        abs(solved.minX - stored.minX) <= tolerance && abs(solved.minY - stored.minY) <= tolerance
            && abs(solved.maxX - stored.maxX) <= tolerance && abs(solved.maxY - stored.maxY) <= tolerance
    }
}

/// The fidelity meter's outcome over several documents, as `plumb check-frames` prints it.
public struct StoredFrameReport: Sendable {
    /// One document's scenes, or the reason it could not be read or solved.
    public struct Document: Sendable {
        public var path: String
        public var scenes: [StoredFrameCheck.SceneResult]
        public var failure: String?

        public init(path: String, scenes: [StoredFrameCheck.SceneResult], failure: String? = nil) {
            self.path = path
            self.scenes = scenes
            self.failure = failure
        }

        public var compared: Int { scenes.reduce(0) { $0 + $1.compared } }
        public var matched: Int { scenes.reduce(0) { $0 + $1.matched } }
    }

    public var documents: [Document]
    /// How many differences are listed per scene.
    public var differencesShown: Int

    public init(documents: [Document], differencesShown: Int = 5) {
        self.documents = documents
        self.differencesShown = differencesShown
    }

    /// Checks every scene of a document read already.
    public static func document(_ document: InterfaceBuilderDocument,
                                textMeasurer: (WritingDirection) -> any TextMeasuring) -> Document {
        var results: [StoredFrameCheck.SceneResult] = []
        for scene in document.scenes {
            do {
                results.append(try StoredFrameCheck.check(scene, textMeasurer: textMeasurer))
            } catch {
                return Document(path: document.path, scenes: results, failure: "\(scene.scene.name): \(error)")
            }
        }
        return Document(path: document.path, scenes: results)
    }

    public var compared: Int { documents.reduce(0) { $0 + $1.compared } }
    public var matched: Int { documents.reduce(0) { $0 + $1.matched } }

    /// The share of compared views that match, in percent (100 when none was compared).
    public var percentage: Double { compared == 0 ? 100 : Double(matched) / Double(compared) * 100 }

    /// Per document `N of M views match IB within 0.5 pt`, each scene's first differences in words, and the total.
    public var text: String {
        var lines: [String] = []
        let tolerance = formatNumber(StoredFrameCheck.tolerance)
        for document in documents {
            if let failure = document.failure {
                lines.append("\(document.path): not checked: \(failure)")
                continue
            }
            lines.append("\(document.path): \(document.matched) of \(document.compared) views match IB within \(tolerance) pt")
            for scene in document.scenes {
                let skipped = scene.skipped == 0 ? "" : " (\(scene.skipped) misplaced, ambiguous, not installed or without a frame, not compared)"
                lines.append("  \(scene.scene) on \(scene.canvas): \(scene.matched) of \(scene.compared)\(skipped)")
                for difference in scene.differences.prefix(differencesShown) { lines.append("    \(difference)") }
                if scene.differences.count > differencesShown {
                    lines.append("    … and \(scene.differences.count - differencesShown) more")
                }
            }
        }
        let percent = formatNumber((percentage * 10).rounded() / 10)
        lines.append("total: \(matched) of \(compared) views match IB within \(tolerance) pt (\(percent) %) in "
                     + "\(documents.count) document\(documents.count == 1 ? "" : "s")")
        return lines.joined(separator: "\n") + "\n"
    }
}

import PlumbLayout

/// Compares two frame dumps and names what changed, canvas by canvas.
///
/// Numbers count as equal when they print the same (four decimals at most), so a dump read back
/// from its text compares equal to the layout it was written from.
public enum FrameDiff {
    /// The changes from `expected` to `actual`: the golden's canvases in its order, then new canvases;
    /// within a canvas, the golden's views in its order, then new views.
    public static func changes(from expected: FrameDump, to actual: FrameDump) -> [FrameChange] {
        let expectedCanvases = expected.canvases, actualCanvases = actual.canvases
        let expectedByCanvas = Dictionary(grouping: expected.entries, by: \.canvas)
        let actualByCanvas = Dictionary(grouping: actual.entries, by: \.canvas)
        var changes = [FrameChange]()

        for canvas in expectedCanvases {
            guard let actualEntries = actualByCanvas[canvas] else {
                changes.append(.canvasRemoved(canvas))
                continue
            }
            let expectedEntries = expectedByCanvas[canvas] ?? []
            let actualFrames = Dictionary(actualEntries.map { ($0.view, $0.frame) }, uniquingKeysWith: { first, _ in first })
            let expectedViews = Set(expectedEntries.map(\.view))
            for entry in expectedEntries {
                guard let frame = actualFrames[entry.view] else {
                    changes.append(.viewRemoved(view: entry.view, canvas: canvas))
                    continue
                }
                if !printsTheSame(entry.frame, frame) {
                    changes.append(.frameChanged(view: entry.view, canvas: canvas, from: entry.frame, to: frame))
                }
            }
            for entry in actualEntries where !expectedViews.contains(entry.view) {
                changes.append(.viewAdded(view: entry.view, canvas: canvas))
            }
        }
        let known = Set(expectedCanvases)
        for canvas in actualCanvases where !known.contains(canvas) {
            changes.append(.canvasAdded(canvas))
        }
        return changes
    }

    /// The changes as text, one a line, for a frame-diff artifact.
    public static func report(_ changes: [FrameChange]) -> String {
        changes.map { $0.description + "\n" }.joined()
    }

    private static func printsTheSame(_ first: Rect, _ second: Rect) -> Bool {
        formatNumber(first.minX) == formatNumber(second.minX) && formatNumber(first.minY) == formatNumber(second.minY)
            && formatNumber(first.width) == formatNumber(second.width)
            && formatNumber(first.height) == formatNumber(second.height)
    }
}

import Foundation
import PlumbGolden
import PlumbLayout
import PlumbRender
import SnapshotTesting

extension Snapshotting where Value == Scene, Format == Data {
    /// The scene drawn on one canvas as a PNG, drawn by Plumb (Cairo and Pango, the pinned font) and
    /// compared with its reference as `plumb check` compares pictures: pixel by pixel as pixelmatch,
    /// anti-aliasing recognised and not counted, within `comparison`'s threshold and budget.
    ///
    /// ```swift
    /// assertSnapshot(of: try Scene(path: "login.yaml"), as: .image(canvas: "iphone-15"))
    /// ```
    ///
    /// - Parameters:
    ///   - canvas: the canvas's name in the scene; `nil` for its first canvas.
    ///   - scale: pixels per point; `nil` for the canvas's own scale.
    ///   - drawing: how to draw (constraint arrows, overlays, theme, caption); the format is PNG
    ///     whatever it says.
    ///   - comparison: the colour threshold and how many pixels may differ (`.standard`: 0.1, none).
    ///
    /// A scene that cannot be solved or drawn (an unknown canvas, a constraint between views without
    /// a common ancestor) fails the assertion with the error, never crashes the test run.
    public static func image(canvas: String? = nil, scale: Double? = nil, drawing: RenderOptions = RenderOptions(),
                             comparison: PixelComparisonOptions = .standard) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .plumbPicture(comparison), snapshot: { scene in
            do {
                return Data(try SceneSnapshot(scene: scene).png(canvas: canvas, scale: scale, options: drawing))
            } catch {
                return Data(SnapshotFailureText.encode("\(error)"))
            }
        })
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The scene's frame dump, as `plumb check` writes `NAME.frames.txt`: every view's frame on each
    /// canvas. A difference is named in words, frame by frame (`email: x 20 → 16 on iphone-15`).
    public static var frames: Snapshotting { frames(canvases: nil) }

    /// The frame dump on the named canvases only (all of them for `nil`).
    public static func frames(canvases: [String]?) -> Snapshotting {
        Snapshotting(pathExtension: "frames.txt", diffing: .plumbFrames, snapshot: { scene in
            do {
                return try SceneSnapshot(scene: scene).frames(canvases: canvases)
            } catch {
                return SnapshotFailureText.prefix + "\(error)"
            }
        })
    }
}

extension Diffing where Value == Data {
    /// PNGs compared with Plumb's pixel comparison; the diff picture (changed pixels red,
    /// anti-aliasing yellow) is attached to a failure.
    static func plumbPicture(_ options: PixelComparisonOptions) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            if let problem = SnapshotFailureText.decode([UInt8](actual)) { return (problem, []) }
            let expected: RGBAImage, picture: RGBAImage
            do {
                expected = try RGBAImage(pngData: [UInt8](reference))
            } catch {
                return ("the reference picture cannot be read: \(error)", [])
            }
            do {
                picture = try RGBAImage(pngData: [UInt8](actual))
            } catch {
                return ("the picture drawn now cannot be read: \(error)", [])
            }
            let result = PixelComparison(options: options).compare(expected: expected, actual: picture)
            guard !result.passes else { return nil }
            var attachments = [DiffAttachment]()
            if case .compared(let difference) = result, let diff = difference.diffImage, let bytes = try? diff.pngData() {
                attachments.append(.data(Data(bytes), name: "diff.png"))
            }
            return ("the picture differs from the reference: \(result.summary)", attachments)
        }
    }
}

extension Diffing where Value == String {
    /// Frame dumps compared frame by frame, the changes named in words; a reference that is not a
    /// frame dump is compared line by line.
    static var plumbFrames: Diffing {
        .diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { reference, actual in
            if actual.hasPrefix(SnapshotFailureText.prefix) { return (String(actual.dropFirst(SnapshotFailureText.prefix.count)), []) }
            guard reference != actual else { return nil }
            guard let expected = try? FrameDump.parse(reference, file: "reference"),
                  let now = try? FrameDump.parse(actual, file: "actual") else {
                return Diffing<String>.lines.diffV2(reference, actual)
            }
            let changes = FrameDiff.changes(from: expected, to: now)
            guard !changes.isEmpty else { return nil }
            return ("the frames differ from the reference:\n" + FrameDiff.report(changes), [])
        }
    }
}

/// A scene that could not be snapshot travels to the diffing as this text in place of a snapshot,
/// so that the assertion fails with the error: a strategy's snapshot function cannot throw.
enum SnapshotFailureText {
    static let prefix = "plumb-snapshot-error: "

    static func encode(_ message: String) -> [UInt8] { Array((prefix + message).utf8) }

    static func decode(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : nil
    }
}

import PlumbGolden
import PlumbRender
import Testing

/// Checks rendered bytes against a golden under `Goldens/` through PlumbGolden's one pipeline: PNG
/// pixel by pixel as `plumb check` compares (pixelmatch's threshold 0.1, no differing pixel), SVG as
/// text and PDF byte for byte.
///
/// `PLUMB_RECORD=failed` (or `missing`, `all`) records, as for every golden; a recording fails the
/// test once, so a new golden is always looked at before it is trusted. Recording also rewrites
/// `ENVIRONMENT.txt`, what the pictures depend on, beside them.
enum GoldenFile {
    static var folder: String {
        let file = #filePath
        let tests = file.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
        return tests + "/Goldens"
    }

    static func check(_ bytes: [UInt8], named name: String, format: RenderFormat,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            switch format {
            case .png:
                try assertGolden(of: CanvasImage(canvas: name, pngData: bytes), as: .png(), named: name, goldenDirectory: folder)
            case .svg:
                try assertGolden(of: String(decoding: bytes, as: UTF8.self), as: .svg, named: name, goldenDirectory: folder)
            case .pdf:
                try assertGolden(of: bytes, as: .bytes(fileExtension: "pdf"), named: name, goldenDirectory: folder)
            }
        } catch let mismatch as GoldenMismatch {
            if case .recorded = mismatch.result.outcome {
                try? AtomicFile.write(RenderEnvironment.describe(), to: "\(folder)/ENVIRONMENT.txt")
            }
            Issue.record("\(mismatch)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
import Testing
import PlumbRender

/// Compares rendered bytes with a file under `Goldens/`: SVG byte for byte (as text), PNG byte for
/// byte or else pixel by pixel with a small tolerance, PDF byte for byte.
///
/// Set `PLUMB_RECORD_GOLDENS=1` to (re)write the goldens; a missing golden is written and the
/// test still fails once, so a new golden is always looked at before it is trusted.
enum GoldenFile {
    /// The most a channel of any pixel may differ in a PNG (out of 255).
    static let channelTolerance: UInt32 = 2
    /// The share of pixels that may differ at all.
    static let differingPixelShare = 0.001

    static var folder: String {
        let file = #filePath
        let tests = file.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
        return tests + "/Goldens"
    }

    static func check(_ bytes: [UInt8], named name: String, format: RenderFormat,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        let path = "\(folder)/\(name).\(format.fileExtension)"
        let recording = getenv("PLUMB_RECORD_GOLDENS").map { String(cString: $0) == "1" } ?? false
        guard !recording, let golden = read(path) else {
            write(bytes, to: path)
            // What the pictures depend on, kept beside them.
            write(Array(RenderEnvironment.describe().utf8), to: "\(folder)/ENVIRONMENT.txt")
            Issue.record("recorded golden \(path); look at it, then run the tests again", sourceLocation: sourceLocation)
            return
        }
        if golden == bytes { return }
        write(bytes, to: path + ".failed")
        switch format {
        case .png:
            guard let expected = PNGPixels(png: golden), let actual = PNGPixels(png: bytes) else {
                Issue.record("\(path): not a readable PNG", sourceLocation: sourceLocation)
                return
            }
            if let difference = difference(expected, actual) {
                Issue.record("\(path): \(difference); see \(path).failed", sourceLocation: sourceLocation)
            }
        case .svg, .pdf:
            Issue.record("\(path) differs (\(golden.count) bytes expected, \(bytes.count) rendered); see \(path).failed",
                         sourceLocation: sourceLocation)
        }
    }

    /// Why two images differ beyond the tolerance, or `nil` when they are close enough.
    static func difference(_ expected: PNGPixels, _ actual: PNGPixels) -> String? {
        guard expected.width == actual.width, expected.height == actual.height else {
            return "size \(actual.width)×\(actual.height), expected \(expected.width)×\(expected.height)"
        }
        var differing = 0
        var largest: UInt32 = 0
        for (a, b) in zip(expected.pixels, actual.pixels) where a != b {
            differing += 1
            for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
                let x = (a >> shift) & 0xff, y = (b >> shift) & 0xff
                largest = max(largest, x > y ? x - y : y - x)
            }
        }
        let share = Double(differing) / Double(max(1, expected.pixels.count))
        guard largest > channelTolerance || share > differingPixelShare else { return nil }
        return "\(differing) pixels differ (largest channel difference \(largest))"
    }

    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    static func write(_ bytes: [UInt8], to path: String) {
        mkdir(folder, 0o755)
        guard let file = fopen(path, "wb") else { return }
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
    }
}

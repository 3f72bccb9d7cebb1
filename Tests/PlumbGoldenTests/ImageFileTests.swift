import CPlumbCairo
import Foundation
import PlumbGolden
import PlumbRender
import PlumbTestSupport
import Testing

@Suite(.temporaryFolders) struct ImageFileTests {
    @Test func opaquePixelsSurviveAPNGRoundTrip() throws {
        var image = RGBAImage(width: 3, height: 2, fill: .white)
        image[0, 0] = RGBAColor(red: 12, green: 200, blue: 77)
        image[2, 1] = .black
        let decoded = try RGBAImage(pngData: try image.pngData())
        #expect(decoded == image)
    }

    @Test func translucentAndTransparentColoursSurviveAPNGRoundTripExactly() throws {
        // Straight alpha, as pixelmatch reads PNGs: a premultiplying decoder would turn alpha-2 grey
        // 100 into 128 and every alpha-0 colour into black.
        var image = RGBAImage(width: 4, height: 1, fill: .clear)
        image[0, 0] = RGBAColor(red: 200, green: 100, blue: 50, alpha: 128)
        image[1, 0] = RGBAColor(red: 100, green: 100, blue: 100, alpha: 2)
        image[2, 0] = RGBAColor(red: 12, green: 34, blue: 56, alpha: 0)
        let decoded = try RGBAImage(pngData: try image.pngData())
        #expect(decoded == image)
    }

    @Test func writesAndReadsAPNGFile() throws {
        let folder = try makeTemporaryFolder()
        let image = drawPicture(width: 8, height: 6, rectangles: [(1, 1, 3, 2, 0)])
        try image.writePNG(to: folder + "/nested/picture.png")
        #expect(try RGBAImage(pngFile: folder + "/nested/picture.png") == image)
        #expect(try fileNames(in: folder + "/nested") == ["picture.png"])
    }

    @Test func aMissingFileIsReportedWithItsPath() throws {
        let folder = try makeTemporaryFolder()
        #expect(throws: FileError(path: folder + "/absent.png", reason: "No such file or directory")) {
            try RGBAImage(pngFile: folder + "/absent.png")
        }
    }

    @Test func aFileThatIsNotAPNGIsReported() throws {
        let folder = try makeTemporaryFolder()
        try AtomicFile.write("hello", to: folder + "/text.png")
        #expect(throws: FileError(path: folder + "/text.png", reason: "not a PNG image (the file does not start with the PNG signature)")) {
            try RGBAImage(pngFile: folder + "/text.png")
        }
        #expect(throws: PNGDecodingError(reason: "the file is empty")) { try RGBAImage(pngData: []) }
    }

    @Test func aDamagedPNGSaysSo() throws {
        let bytes = try RGBAImage(width: 30, height: 20, fill: .red).pngData()
        #expect(throws: PNGDecodingError.self) { try RGBAImage(pngData: Array(bytes.prefix(bytes.count / 2))) }
        do {
            _ = try RGBAImage(pngData: Array(bytes.prefix(bytes.count / 2)))
        } catch let error as PNGDecodingError {
            #expect(error.reason.hasPrefix("a damaged PNG: the image data of 30×20 pixels does not decode"))
        }
    }

    @Test func atomicWritesReplaceContentAndLeaveNoTemporaryFile() throws {
        let folder = try makeTemporaryFolder()
        let path = folder + "/a/b/report.txt"
        try AtomicFile.write("first", to: path)
        try AtomicFile.write([0x73, 0x65, 0x63, 0x6F, 0x6E, 0x64], to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
        #expect(try fileNames(in: folder + "/a/b") == ["report.txt"])
    }

    @Test func anUnwritablePlaceIsReported() throws {
        let folder = try makeTemporaryFolder()
        try AtomicFile.write("x", to: folder + "/file")
        // A folder cannot be made where a file already is.
        #expect(throws: FileError.self) { try AtomicFile.write("y", to: folder + "/file/inner.txt") }
    }
}

/// PNG files written by hand (zlib from the system), for the decoder's corner cases.
@Suite struct PNGSampleTests {
    @Test func aDeclaredGammaDoesNotChangeTheSamples() throws {
        // gAMA 1.0 (linear): libpng alone would turn grey 100 into 167; pngjs reads 100.
        let png = handMadePNG(width: 2, bitDepth: 8, colorType: 2, samples: [100, 100, 100, 128, 128, 128],
                              extraChunks: [("gAMA", [0, 1, 0x86, 0xA0])])
        let image = try RGBAImage(pngData: png)
        #expect(image[0, 0] == RGBAColor(red: 100, green: 100, blue: 100))
        #expect(image[1, 0] == RGBAColor(red: 128, green: 128, blue: 128))
    }

    @Test func sixteenBitSamplesAreScaledAsPngjsScalesThem() throws {
        // round(v × 255 / 65535) per channel, alpha straight: 0x6464 → 100, 0x8000 → 128, 0x1000 → 16.
        let png = handMadePNG(width: 1, bitDepth: 16, colorType: 6,
                              samples: [0x64, 0x64, 0x80, 0x00, 0x10, 0x00, 0x80, 0x00])
        #expect(try RGBAImage(pngData: png)[0, 0] == RGBAColor(red: 100, green: 128, blue: 16, alpha: 128))
    }

    /// One row of `samples` in a PNG of the given bit depth and colour type.
    func handMadePNG(width: Int, bitDepth: UInt8, colorType: UInt8, samples: [UInt8],
                     extraChunks: [(String, [UInt8])] = []) -> [UInt8] {
        func bigEndian(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            let crc = body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
            return bigEndian(data.count) + body + bigEndian(Int(crc))
        }
        let raw = [0] + samples  // filter type 0 for the one row
        var compressedSize = compressBound(UInt(raw.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedSize))
        _ = compress(&compressed, &compressedSize, raw, UInt(raw.count))
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(width) + bigEndian(1) + [bitDepth, colorType, 0, 0, 0])
        for (type, data) in extraChunks { png += chunk(type, data) }
        png += chunk("IDAT", Array(compressed.prefix(Int(compressedSize))))
        png += chunk("IEND", [])
        return png
    }
}

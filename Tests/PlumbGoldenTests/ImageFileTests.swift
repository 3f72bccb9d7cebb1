import Foundation
import PlumbGolden
import Testing

@Suite struct ImageFileTests {
    @Test func opaquePixelsSurviveAPNGRoundTrip() throws {
        var image = RGBAImage(width: 3, height: 2, fill: .white)
        image[0, 0] = RGBAColor(red: 12, green: 200, blue: 77)
        image[2, 1] = .black
        let decoded = try RGBAImage(pngData: try image.pngData())
        #expect(decoded == image)
    }

    @Test func transparencyIsUnpremultipliedWithinOneLevel() throws {
        var image = RGBAImage(width: 2, height: 1, fill: .clear)
        image[1, 0] = RGBAColor(red: 200, green: 100, blue: 50, alpha: 128)
        let decoded = try RGBAImage(pngData: try image.pngData())
        #expect(decoded[0, 0] == .clear)
        let pixel = decoded[1, 0]
        #expect(pixel.alpha == 128)
        #expect(abs(Int(pixel.red) - 200) <= 1 && abs(Int(pixel.green) - 100) <= 1 && abs(Int(pixel.blue) - 50) <= 1)
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
        #expect(throws: PNGDecodingError.self) { try RGBAImage(pngData: []) }
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

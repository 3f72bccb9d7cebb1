import Foundation
import PlumbGolden
import PlumbTestSupport
import Testing

private let boxesScene = twoBoxesScene

/// `plumb serve FOLDER --port 0` running in the background; its port read from the line it prints.
final class RunningServe {
    let process = Process()
    let port: UInt16

    init(_ folder: String) throws {
        process.executableURL = productsDirectory.appendingPathComponent("plumb")
        process.arguments = ["serve", folder, "--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A server that never starts must not hang the suite.
        let process = process
        DispatchQueue.global().asyncAfter(deadline: .now() + 120) { if process.isRunning { process.terminate() } }
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        // `serving FOLDER at http://127.0.0.1:PORT/ (Ctrl-C stops)`
        let text = String(decoding: line, as: UTF8.self)
        let port = text.components(separatedBy: "127.0.0.1:").dropFirst().first?.prefix { $0.isNumber }
        self.port = try #require(port.flatMap { UInt16($0) }, "plumb serve printed: \(text)")
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}

@Suite(.temporaryFolders) struct ServeCommandTests {
    @Test func theServerIsItsOwnProgramAndPlumbDoesNotLinkNetworking() throws {
        // `plumb serve --help` is the server's, with its options.
        let help = try runPlumb(["serve", "--help"])
        #expect(help.status == 0)
        #expect(help.out.contains("USAGE: plumb serve [<scenes> ...] [--port <port>] [--constraints] [--no-constraints]"))
        // Its mistakes are told as plumb tells them, with exit code 2.
        let wrong = try runPlumb(["serve", "--port", "http"])
        #expect(wrong.status == 2)
        #expect(wrong.err.hasPrefix("Error: The value 'http' is invalid for '--port <port>'"))
        let missing = try runPlumb(["serve", "/no/such/folder", "--port", "0"])
        #expect(missing.status == 2)
        #expect(missing.err == "/no/such/folder: error: no such file or folder\n")
        // `plumb` itself loads no networking library (what FlyingFox links) at start.
        let binary = try Data(contentsOf: productsDirectory.appendingPathComponent("plumb"))
        #expect(binary.range(of: Data("libFoundationNetworking.so".utf8)) == nil)
    }

    @Test func plumbServeWithoutItsServerSaysWhereItLooked() throws {
        let folder = try makeTemporaryFolder()
        let plumb = folder + "/plumb"
        // A link of the built binary alone in a folder: its `serve` looks beside it.
        if link(productsDirectory.appendingPathComponent("plumb").path, plumb) != 0 {
            try FileManager.default.copyItem(atPath: productsDirectory.appendingPathComponent("plumb").path, toPath: plumb)
        }
        let result = try runPlumb(["serve", folder, "--port", "0"], executable: URL(fileURLWithPath: plumb))
        #expect(result.status == 2)
        let expected = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path + "/plumb-serve"
        #expect(result.err == "\(expected): error: no such program: plumb-serve must be beside plumb "
                + "(swift build --product plumb-serve builds it in the same folder)\n")
        #expect(result.out.isEmpty)
    }

    @Test func refusesOtherHostsAndPathsOutsideTheFolder() throws {
        let folder = try makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/scenes", withIntermediateDirectories: true)
        try boxesScene.write(toFile: folder + "/scenes/boxes.yaml", atomically: true, encoding: .utf8)
        try "secret".write(toFile: folder + "/secret.txt", atomically: true, encoding: .utf8)
        let serve = try RunningServe(folder + "/scenes")
        defer { serve.stop() }
        let page = try rawHTTPRequest(port: serve.port, path: "/", host: "127.0.0.1:\(serve.port)")
        #expect(page.status == 200 && page.body.contains("<h2>Two boxes "))
        for host in ["localhost:\(serve.port)", "[::1]:\(serve.port)"] {
            #expect(try rawHTTPRequest(port: serve.port, path: "/", host: host).status == 200)
        }
        // DNS rebinding: a page of another site whose name now points at 127.0.0.1.
        let rebound = try rawHTTPRequest(port: serve.port, path: "/", host: "attacker.example:\(serve.port)")
        #expect(rebound.status == 403)
        #expect(rebound.body == "plumb serve answers requests for 127.0.0.1 or localhost only\n")
        // The page links the scene's source, which is served as text.
        #expect(page.body.contains("<a href=\"/files/0/boxes.yaml\">"))
        let source = try rawHTTPRequest(port: serve.port, path: "/files/0/boxes.yaml", host: "localhost")
        #expect(source.status == 200 && source.body == boxesScene)
        for path in ["/files/0/../secret.txt", "/files/0/%2e%2e/secret.txt", "/files/0/..%2fsecret.txt", "/../secret.txt",
                     "/files/1/secret.txt", "/secret.txt", "/files/0/%2e%2e/%2e%2e/%2e%2e/etc/passwd"] {
            let response = try rawHTTPRequest(port: serve.port, path: path, host: "localhost")
            #expect(response.status == 404, "\(path)")
            #expect(!response.body.contains("secret") && !response.body.contains("root:"), "\(path)")
        }
    }
}

/// The live page in headless Chromium: opened once, then the scene file is edited under it.
/// (Screenshots looked at when written: both canvases side by side, the diagnostics and the table
/// beside them; after the edit the blue box is twice as tall; after a mistake the pictures stay
/// and the error shows.)
@Suite(.temporaryFolders, .enabled(if: chromiumPath != nil, "Chromium is not installed (Debian package `chromium`)"))
struct ServeBrowserTests {
    /// The bound on each update: a poll of the files (every 250 ms), a solve, a draw and a push.
    static let updateBound = 10.0

    func bluePixels(_ png: Data, folder: String, name: String) throws -> Int {
        let path = folder + "/" + name
        try png.write(to: URL(fileURLWithPath: path))
        let image = try RGBAImage(pngFile: path)
        var blue = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].red < 40 && image[x, y].green < 40 && image[x, y].blue > 215 {
                blue += 1
            }
        }
        return blue
    }

    /// The centre of the first element `selector` matches, in window coordinates.
    func centre(of selector: String, in browser: HeadlessBrowser) throws -> (x: Double, y: Double) {
        let value = try browser.evaluate("""
            (() => { const e = document.querySelector('\(selector)'); e.scrollIntoView({block: 'center'});
                     const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2].join(' '); })()
            """) as? String
        let parts = try #require(value).split(separator: " ").compactMap { Double($0) }
        return (parts[0], parts[1])
    }

    @Test func thePageFollowsEditsHoversAndKeepsTheLastGoodPictureOnErrors() throws {
        let folder = try makeTemporaryFolder()
        let scene = folder + "/boxes.yaml"
        try boxesScene.write(toFile: scene, atomically: true, encoding: .utf8)
        let serve = try RunningServe(folder)
        defer { serve.stop() }
        let browser = try HeadlessBrowser(chromium: try #require(chromiumPath), profile: try makeTemporaryFolder("profile"))
        defer { browser.quit() }
        try browser.open("http://127.0.0.1:\(serve.port)/")
        let connected = try browser.waitUntil("document.body?.dataset.connection === 'open'", seconds: 30)
        let state = try browser.evaluate("String(document.body?.dataset.connection) + ' ' + document.readyState")
        #expect(connected, "connection: \(String(describing: state))")
        #expect(try browser.evaluate("document.querySelectorAll('figure.canvas').length") as? Int == 2)
        #expect(try browser.evaluate("document.querySelector('rect[data-view=blueBox]').dataset.frame") as? String
                == "x 16, y 79, 361 × 120")
        let before = try bluePixels(try browser.screenshot(), folder: folder, name: "before.png")
        #expect(before > 2000)

        // Hovering a constraint's row highlights its arrow on each canvas and its view.
        let row = try centre(of: "tr[data-equation=\"redBox.width == 500 @high\"]", in: browser)
        try browser.moveMouse(x: row.x, y: row.y)
        #expect(try browser.evaluate("document.querySelectorAll('g.constraint.highlight').length") as? Int == 2)
        #expect(try browser.evaluate("[...document.querySelectorAll('rect.highlight')].map(r => r.dataset.view).join(' ')") as? String
                == "redBox redBox")
        try browser.screenshot().write(to: URL(fileURLWithPath: folder + "/hover-constraint.png"))

        // Hovering a view lists its frame and its constraints.
        let box = try centre(of: "figure.canvas rect[data-view=blueBox]", in: browser)
        try browser.moveMouse(x: box.x, y: box.y)
        let info = try #require(try browser.evaluate("document.querySelector('.view-info').textContent") as? String)
        #expect(info.hasPrefix("blueBox: x 16, y 79, 361 × 120\n"))
        #expect(info.contains("  blueBox.height == 120") && info.contains("  redBox.top == blueBox.bottom + 8"))
        try browser.screenshot().write(to: URL(fileURLWithPath: folder + "/hover-view.png"))

        // Saving the file redraws the page without a reload.
        try boxesScene.replacingOccurrences(of: "blueBox.height == 120", with: "blueBox.height == 240")
            .write(toFile: scene, atomically: true, encoding: .utf8)
        #expect(try browser.waitUntil("document.body.dataset.version === '2'", seconds: Self.updateBound))
        #expect(try browser.evaluate("document.querySelector('rect[data-view=blueBox]').dataset.frame") as? String
                == "x 16, y 79, 361 × 240")
        #expect(try browser.evaluate("document.querySelector('tr[data-equation=\"blueBox.height == 240\"]') !== null") as? Bool == true)
        _ = try browser.evaluate("window.scrollTo(0, 0)")
        let after = try bluePixels(try browser.screenshot(), folder: folder, name: "after.png")
        #expect(Double(after) > 1.6 * Double(before))

        // A mistake keeps the last good pictures and shows the error at its line.
        try boxesScene.replacingOccurrences(of: "blueBox.height == 120", with: "blueBox.height == banana")
            .write(toFile: scene, atomically: true, encoding: .utf8)
        #expect(try browser.waitUntil("document.body.dataset.version === '3'", seconds: Self.updateBound))
        #expect(try browser.evaluate("document.querySelector('.stale') !== null") as? Bool == true)
        #expect(try browser.evaluate("document.querySelectorAll('figure.canvas').length") as? Int == 2)
        let errors = try #require(try browser.evaluate(
            "[...document.querySelectorAll('.diagnostics-lines .error')].map(e => e.textContent).join('\\n')") as? String)
        #expect(errors.hasPrefix("\(scene):15:"))
        #expect(try browser.evaluate("document.querySelector('rect[data-view=blueBox]').dataset.frame") as? String
                == "x 16, y 79, 361 × 240")
        _ = try browser.evaluate("window.scrollTo(0, 0)")
        #expect(try bluePixels(try browser.screenshot(), folder: folder, name: "error.png") > before)
    }
}

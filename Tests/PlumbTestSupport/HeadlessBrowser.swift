import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium driven through the DevTools protocol over `--remote-debugging-pipe` (file
/// descriptors 3 and 4, messages ended by a NUL byte): a page stays open while a test edits files,
/// so the test can read its DOM, move the mouse over it and take screenshots as it changes.
public final class HeadlessBrowser {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private let pid: pid_t
    private let input: Int32
    private let output: Int32
    private var received: [UInt8] = []
    private var nextID = 0
    private var session: String?

    public init(chromium: String, profile: String, width: Int = 1280, height: Int = 800) throws {
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure(description: "pipe failed") }
        // The test's own ends must not leak into the browser.
        _ = fcntl(toBrowser[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fromBrowser[0], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                         "--remote-debugging-pipe", "--user-data-dir=\(profile)", "--window-size=\(width),\(height)",
                         "about:blank"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, chromium, &actions, nil, &argv, environ)
        Glibc.close(toBrowser[0])
        Glibc.close(fromBrowser[1])
        guard status == 0 else { throw Failure(description: "cannot start \(chromium): \(status)") }
        self.pid = pid
        input = toBrowser[1]
        output = fromBrowser[0]
    }

    deinit { quit() }

    private var hasQuit = false

    /// Ends the browser (once).
    public func quit() {
        guard !hasQuit else { return }
        hasQuit = true
        // Asked to close, the browser removes the folder of its singleton socket from the temporary
        // folder; ended by a signal, it leaves it there.
        _ = try? send("Browser.close", [:], toPage: false)
        var status: Int32 = 0
        var exited = false
        for _ in 0..<100 where !exited {
            exited = waitpid(pid, &status, WNOHANG) != 0
            if !exited { usleep(50_000) }
        }
        if !exited {
            kill(pid, SIGTERM)
            waitpid(pid, &status, 0)
        }
        Glibc.close(input)
        Glibc.close(output)
    }

    /// Opens `url` in a new tab and talks to that tab from now on.
    public func open(_ url: String) throws {
        let target = try send("Target.createTarget", ["url": url], toPage: false)
        guard let targetID = target["targetId"] as? String else { throw Failure(description: "no target: \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true], toPage: false)
        session = attached["sessionId"] as? String
    }

    /// The value of a JavaScript expression in the page (strings, numbers, booleans).
    public func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        if let exception = result["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Evaluates `expression` every 50 ms until it is true; false when `seconds` pass first.
    public func waitUntil(_ expression: String, seconds: Double) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try evaluate(expression) as? Bool == true { return true }
            usleep(50_000)
        }
        return false
    }

    /// Moves the mouse to a point of the page (CSS pixels of the window).
    public func moveMouse(x: Double, y: Double) throws {
        _ = try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
    }

    /// The window as a PNG file's bytes.
    public func screenshot() throws -> Data {
        let result = try send("Page.captureScreenshot", ["format": "png"])
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
            throw Failure(description: "no screenshot")
        }
        return data
    }

    private func send(_ method: String, _ parameters: [String: Any], toPage: Bool = true) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if toPage {
            guard let session else { throw Failure(description: "no page is open") }
            message["sessionId"] = session
        }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "the browser went away") }
            written += count
        }
        while true {
            let reply = try nextMessage(seconds: 30)
            guard reply["id"] as? Int == nextID else { continue }
            if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    private func nextMessage(seconds: Double) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let end = received.firstIndex(of: 0) {
                let message = Array(received[..<end])
                received.removeSubrange(...end)
                return try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any] ?? [:]
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw Failure(description: "the browser did not answer in \(seconds) s") }
            var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(left * 1000)) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(output, &chunk, chunk.count)
            guard count > 0 else { throw Failure(description: "the browser closed the pipe") }
            received += chunk[..<count]
        }
    }
}

/// Debian's `chromium` package, when installed; browser tests need it.
public let chromiumPath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// Runs headless Chromium once on the file `page` at 1280×800 with `arguments` (`--dump-dom`,
/// `--screenshot=PATH`), its profile in `folder`; returns its exit status and standard output.
public func runChromium(_ arguments: [String], page: String, folder: String) throws -> (status: Int32, output: String) {
    guard let chromiumPath else { throw HeadlessBrowser.Failure(description: "Chromium is not installed") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromiumPath)
    process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1280,800",
                         "--user-data-dir=\(folder)/profile"] + arguments + ["file://\(page)"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // A browser that hangs must not hang the suite.
    DispatchQueue.global().asyncAfter(deadline: .now() + 60) { if process.isRunning { process.terminate() } }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
}

/// A bare HTTP/1.1 request on a socket, so a test chooses every header (a browser would not send
/// another host's name, nor `..` in a path).
public func rawHTTPRequest(port: UInt16, path: String, host: String) throws -> (status: Int, body: String) {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw HeadlessBrowser.Failure(description: "socket failed") }
    defer { Glibc.close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { throw HeadlessBrowser.Failure(description: "cannot connect to port \(port)") }
    let request = Array("GET \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n".utf8)
    _ = request.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var response: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = recv(socket, &chunk, chunk.count, 0)
        if count <= 0 { break }
        response += chunk[..<count]
    }
    let text = String(decoding: response, as: UTF8.self)
    let status = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    let body = text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
    return (status, body)
}

import FlyingFox
import Foundation
import PlumbSite
import PlumbSources

/// `plumb serve`'s web server: the live page at `/`, its updates over a WebSocket at `/socket`,
/// and the scene files at `/files/N/PATH` (the N-th folder or file given), all on 127.0.0.1 only.
///
/// ```swift
/// let server = PreviewServer(roots: ["scenes"], title: "scenes")
/// try await server.run(port: 8080) { port in print("http://127.0.0.1:\(port)/") }
/// ```
///
/// The scene files of every format (``SceneSources``) below the roots are read into pages with
/// ``ScenePages`` and polled for changes every ``pollInterval``; when files change (or come or
/// go), only those are read again, and every open page is sent the scenes. Requests whose `Host` is not this machine's
/// name are refused (DNS rebinding), and no file outside the roots is served.
public final class PreviewServer: Sendable {
    public let policy: LocalRequestPolicy
    public let title: String
    public let pollInterval: Duration
    /// How each scene is drawn on its page.
    public let builder: ScenePageBuilder
    private let state = PreviewState()

    /// - Parameters:
    ///   - roots: the scene files and folders of scene files to show, watch and serve.
    ///   - title: the page's title.
    ///   - builder: how each scene's page is made (the arrows on or off).
    public init(roots: [String], title: String, builder: ScenePageBuilder = ScenePageBuilder(),
                pollInterval: Duration = .milliseconds(250)) {
        policy = LocalRequestPolicy(roots: roots)
        self.title = title
        self.builder = builder
        self.pollInterval = pollInterval
    }

    /// Loads the scenes, listens on 127.0.0.1:`port` (0 for any free port), calls `listening` with
    /// the port, and serves until the task is cancelled.
    /// - Throws: when the port cannot be listened on (in use, say).
    public func run(port: UInt16, listening: @escaping @Sendable (UInt16) -> Void) async throws {
        var pages = ScenePageCache(roots: policy.roots, builder: builder)
        _ = pages.refresh()
        await state.replace(with: pages.entries, sourceURL: policy.requestPath(forFile:))
        let loaded = pages
        let server = HTTPServer(address: try sockaddr_in.inet(ip4: "127.0.0.1", port: port), timeout: 60,
                                logger: .disabled, handler: RequestHandler(server: self))
        try await withThrowingTaskGroup(of: Void.self) { group in
            // The first to end ends both: the server failing to listen (the port in use) is reported
            // at once, not after the wait for listening times out.
            group.addTask { try await server.run() }
            group.addTask {
                try await server.waitUntilListening(timeout: 30)
                guard case let .ip4(_, boundPort) = await server.listeningAddress else { throw CancellationError() }
                listening(boundPort)
                try await self.watch(from: loaded)
            }
            try await group.next()
            group.cancelAll()
        }
    }

    /// How many pages are listening for updates now (for tests that wait for the page to connect).
    public var listeningPages: Int {
        get async { await state.listenerCount }
    }

    /// The version of the scenes now shown: 1 after the first load, one more after each change.
    public var version: Int {
        get async { await state.version }
    }

    private func watch(from loaded: ScenePageCache) async throws {
        var pages = loaded
        while !Task.isCancelled {
            try await Task.sleep(for: pollInterval)
            await reload(&pages)
        }
    }

    /// Reads the files new or changed since the last look; the open pages are sent the scenes
    /// when any page changed.
    private func reload(_ pages: inout ScenePageCache) async {
        guard pages.refresh().changed else { return }
        await state.replace(with: pages.entries, sourceURL: policy.requestPath(forFile:))
    }

    fileprivate func respond(to request: HTTPRequest) async throws -> HTTPResponse {
        guard LocalRequestPolicy.acceptsHost(request.headers[.host]) else {
            return Self.text(.forbidden, "plumb serve answers requests for 127.0.0.1 or localhost only\n")
        }
        guard request.method == .GET || request.method == .HEAD else { return Self.text(.methodNotAllowed, "GET only\n") }
        switch request.path {
        case "/":
            let html = LivePage.document(await state.scenes, version: await state.version, title: title)
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                                body: Data(html.utf8))
        case "/socket":
            return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: Updates(state: state)))
                .handleRequest(request)
        default:
            guard let file = policy.file(forRequestPath: request.path),
                  let data = FileManager.default.contents(atPath: file) else {
                return Self.text(.notFound, "not found\n")
            }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                                body: data)
        }
    }

    private static func text(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data(text.utf8))
    }
}

/// Every request goes through the server's checks first.
private struct RequestHandler: HTTPHandler {
    let server: PreviewServer

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await server.respond(to: request)
    }
}

/// A page's WebSocket: the page sends nothing that matters; it is sent each update.
private struct Updates: WSMessageHandler {
    let state: PreviewState

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let updates = await state.listen()
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
        let forward = Task {
            for await update in updates { continuation.yield(update) }
            continuation.finish()
        }
        // When the page goes away, so does its stream of updates.
        Task {
            for await _ in client {}
            forward.cancel()
            continuation.finish()
        }
        return stream
    }
}

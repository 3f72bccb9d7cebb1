import FlyingFox
import PlumbSite

/// The scenes the live page shows, their version, and the pages listening for changes.
actor PreviewState {
    private(set) var scenes: [LivePage.Scene] = []
    private(set) var version = 0
    private var listeners: [Int: AsyncStream<WSMessage>.Continuation] = [:]
    private var nextListener = 0

    /// Takes newly loaded scenes: a scene that now has errors and no picture keeps the pictures
    /// (and constraint table) it last had, marked as such, with its new diagnostics. Then every
    /// listening page is sent the update.
    func replace(with entries: [GalleryEntry], sourceURL: (String) -> String? = { _ in nil }) {
        // A save that changes nothing drawn (a comment, the same text again) is not sent.
        guard entries != previousEntries else { return }
        previousEntries = entries
        var lastGood: [String: ScenePage] = [:]
        for (entry, scene) in zip(previousStems, scenes) where !scene.page.canvases.isEmpty { lastGood[entry] = scene.page }
        scenes = entries.map { entry in
            let url = sourceURL(entry.page.path)
            guard entry.page.canvases.isEmpty, let previous = lastGood[entry.stem] else {
                return LivePage.Scene(page: entry.page, sourceURL: url)
            }
            var page = entry.page
            page.name = previous.name
            page.canvases = previous.canvases
            page.constraints = previous.constraints
            return LivePage.Scene(page: page, showsLastGoodPictures: true, sourceURL: url)
        }
        previousStems = entries.map(\.stem)
        version += 1
        let message = WSMessage.text(LivePage.update(scenes, version: version))
        for listener in listeners.values { listener.yield(message) }
    }

    private var previousStems: [String] = []
    private var previousEntries: [GalleryEntry]?

    /// A stream of updates for one page, starting with the scenes as they are now.
    func listen() -> AsyncStream<WSMessage> {
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
        let id = nextListener
        nextListener += 1
        listeners[id] = continuation
        continuation.onTermination = { _ in Task { await self.stopListening(id) } }
        continuation.yield(.text(LivePage.update(scenes, version: version)))
        return stream
    }

    func stopListening(_ id: Int) {
        listeners[id]?.finish()
        listeners[id] = nil
    }

    var listenerCount: Int { listeners.count }
}

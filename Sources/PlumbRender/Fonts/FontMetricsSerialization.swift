import CPlumbCairo
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes Pango compute font metrics on one thread at a time, so that a line break does not depend
/// on what other threads lay out meanwhile.
///
/// Pango 1.50's cairo fonts compute their metrics for a language on first use and keep them with
/// the font (`_pango_cairo_font_get_metrics`). The average character width in them comes from a
/// layout of a sample text, which is guarded against recursion by a `static int in_get_metrics`:
/// one flag for the whole process, not one per thread. A font whose metrics are first asked for
/// while another thread lays out its own sample text skips that step and keeps an average
/// character width of 0 for good. Line breaking measures a possible break exactly only within
/// three average characters of the line's end and trusts its estimate before that (a ligature's
/// width split evenly between its letters): with 0 it trusts the estimate everywhere, and a run of
/// `fi` ligatures overflowed its line by 0.61 pt in some parallel runs and never serially.
///
/// Pango has no hook for this, so the `get_metrics` function of the font class of the sessions'
/// fonts is wrapped, once, with a process-wide lock. The lock is recursive because the sample
/// layout asks for metrics again on the same thread, which Pango's flag expects. A font's metrics
/// are computed once per language and then only copied, so the lock is held for a few list steps
/// and a copy in all but the first call (measured: docs/rendering.md, "Threads").
enum FontMetricsSerialization {
    /// Wraps the metrics function of the class of the fonts `context` loads, once for the process.
    ///
    /// Called by every ``FontSession`` before it lays anything out; the first call writes the class's
    /// function pointer under ``installLock``, so every session sees the wrapper before its first font.
    static func install(for context: OpaquePointer) {
        installLock.withLock {
            guard !isInstalled else { return }
            guard let description = pango_font_description_from_string("DejaVu Sans 17") else { return }
            defer { pango_font_description_free(description) }
            guard let font = pango_context_load_font(context, description) else { return }
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            guard let instanceClass = UnsafeMutableRawPointer(font).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class
            else { return }
            let fontClass = UnsafeMutableRawPointer(instanceClass).assumingMemoryBound(to: PangoFontClass.self)
            originalGetMetrics = fontClass.pointee.get_metrics
            fontClass.pointee.get_metrics = serializedGetMetrics
            isInstalled = true
        }
    }

    private static let installLock = Lock()
    nonisolated(unsafe) private static var isInstalled = false
}

/// The font class's own metrics function; written once under the install lock, before the wrapper is.
nonisolated(unsafe) private var originalGetMetrics: (@convention(c) (UnsafeMutablePointer<PangoFont>?, OpaquePointer?) -> UnsafeMutablePointer<PangoFontMetrics>?)?

private let metricsLock = RecursiveLock()

private let serializedGetMetrics: @convention(c) (UnsafeMutablePointer<PangoFont>?, OpaquePointer?) -> UnsafeMutablePointer<PangoFontMetrics>? = { font, language in
    metricsLock.withLock { originalGetMetrics?(font, language) }
}

/// A mutual-exclusion lock the thread holding it may take again.
private final class RecursiveLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

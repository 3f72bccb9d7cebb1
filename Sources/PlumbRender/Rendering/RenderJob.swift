import Dispatch
import PlumbLayout

/// One picture to make and where to write it: what `plumb render` runs for each scene and canvas
/// (or each scene, with `--sheet`).
public struct RenderJob: Hashable, Sendable {
    /// What the picture shows.
    public enum Content: Hashable, Sendable {
        /// One canvas; the title (a scene's name) goes into a PDF's metadata with the canvas's caption.
        case single(SolvedLayout, title: String? = nil)
        /// Several canvases side by side, each captioned, under an optional title.
        case sheet([SolvedLayout], title: String?)
    }

    public var content: Content
    /// The file to write (atomically); its folder must exist.
    public var path: String
    public var options: RenderOptions

    public init(content: Content, path: String, options: RenderOptions) {
        self.content = content
        self.path = path
        self.options = options
    }
}

extension Renderer {
    /// Renders and writes every job, spread over all cores; each job has its own cairo surface and
    /// Pango font session, and the fontconfig configuration of `fonts` is shared, read-only.
    ///
    /// - Parameter progress: called after each job with the number finished so far and the total,
    ///   from whichever thread finished it.
    /// - Returns: one result per job, in the jobs' order.
    public static func render(jobs: [RenderJob], fonts: FontSystem = .shared,
                              progress: (@Sendable (_ finished: Int, _ total: Int) -> Void)? = nil)
        -> [Result<Void, RenderError>] {
        let results = JobResults(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            let renderer = Renderer(options: job.options, fonts: fonts)
            let result: Result<Void, RenderError>
            do {
                switch job.content {
                case let .single(layout, title): try renderer.write(layout, title: title, to: job.path)
                case let .sheet(layouts, title): try renderer.writeSheet(layouts, title: title, to: job.path)
                }
                result = .success(())
            } catch let error as RenderError {
                result = .failure(error)
            } catch {
                result = .failure(.cannotWrite(path: job.path, reason: "\(error)"))
            }
            let finished = results.store(result, at: index)
            progress?(finished, jobs.count)
        }
        return results.all
    }
}

/// Results filled in by concurrent jobs, guarded by a lock.
private final class JobResults: @unchecked Sendable {
    private let lock = Lock()
    private var results: [Result<Void, RenderError>]
    private var finished = 0

    init(count: Int) {
        results = Array(repeating: .success(()), count: count)
    }

    /// Stores one job's result; returns how many have finished.
    func store(_ result: Result<Void, RenderError>, at index: Int) -> Int {
        lock.withLock {
            results[index] = result
            finished += 1
            return finished
        }
    }

    var all: [Result<Void, RenderError>] { lock.withLock { results } }
}

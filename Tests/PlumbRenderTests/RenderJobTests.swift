import PlumbLayout
import PlumbTestSupport
import Testing
@testable import PlumbRender

@Suite("Writing files and rendering in parallel", .temporaryFolders)
struct RenderJobTests {
    @Test("jobs render in parallel to the same bytes as one by one, and leave no temporary files")
    func parallelJobs() throws {
        let folder = try makeTemporaryFolder()
        let layouts = [RenderFixtures.gallery(), RenderFixtures.constraints(), RenderFixtures.scripts(),
                       RenderFixtures.rightToLeft(), RenderFixtures.overlays()]
        let options = RenderOptions(format: .png, showConstraints: true)
        var jobs = layouts.map { layout in
            RenderJob(content: .single(layout),
                      path: "\(folder)/\(Renderer.fileName(scene: "fixture", canvas: layout.canvas.name, format: .png))",
                      options: options)
        }
        jobs.append(RenderJob(content: .sheet(layouts, title: "All fixtures"), path: "\(folder)/sheet.svg",
                              options: RenderOptions(format: .svg)))
        let counter = ProgressCounter()
        let results = Renderer.render(jobs: jobs) { finished, total in counter.record(finished, total) }
        #expect(results.allSatisfy { (try? $0.get()) != nil })
        #expect(counter.calls == jobs.count && counter.lastTotal == jobs.count)
        #expect(try fileNames(in: folder) == ["fixture@arabic.png", "fixture@form.png", "fixture@gallery.png",
                                       "fixture@phone.png", "fixture@scripts.png", "sheet.svg"])
        let serial = try Renderer(options: options).render(layouts[1])
        #expect(try FileBytes.read("\(folder)/fixture@form.png") == serial)
    }

    @Test("a job that cannot be written fails with the path and the reason")
    func unwritable() {
        let job = RenderJob(content: .single(RenderFixtures.scripts()), path: "/nonexistent-folder/x.png",
                            options: RenderOptions())
        let results = Renderer.render(jobs: [job])
        #expect(throws: RenderError.cannotWrite(path: "/nonexistent-folder/x.png", reason: "No such file or directory")) {
            try results[0].get()
        }
    }

    @Test("writing replaces a file whole")
    func atomicReplace() throws {
        let path = "\(try makeTemporaryFolder())/picture.svg"
        let renderer = Renderer(options: RenderOptions(format: .svg))
        try renderer.write(RenderFixtures.scripts(), to: path)
        try renderer.write(RenderFixtures.rightToLeft(), to: path)
        #expect(try FileBytes.read(path) == (try renderer.render(RenderFixtures.rightToLeft())))
        #expect(try fileNames(in: String(path.dropLast("/picture.svg".count))) == ["picture.svg"])
    }
}

/// Counts progress callbacks from several threads.
final class ProgressCounter: @unchecked Sendable {
    private let lock = Lock()
    private var count = 0
    private var total = 0

    func record(_ finished: Int, _ total: Int) {
        lock.withLock {
            count += 1
            self.total = total
        }
    }

    var calls: Int { lock.withLock { count } }
    var lastTotal: Int { lock.withLock { total } }
}

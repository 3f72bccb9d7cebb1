extension LayoutDocument {
    /// Solves the document on each canvas in order, with one engine per writing direction (text is
    /// measured per direction, as `textMeasurer` provides), so canvases of one direction share the prepared scene.
    /// - Throws: ``LayoutError`` when a constraint cannot be installed.
    public func solve(canvases: [Canvas],
                      textMeasurer: (WritingDirection) -> any TextMeasuring) throws(LayoutError) -> [SolvedLayout] {
        try perDirection(canvases, make: { LayoutEngine(document: self, textMeasurer: textMeasurer($0)) },
                         run: { engine, canvas throws(LayoutError) in try engine.solve(canvas) })
    }

    /// Runs `run` on each canvas in order with a worker made once per writing direction.
    func perDirection<Worker, Result>(_ canvases: [Canvas], make: (WritingDirection) -> Worker,
                                      run: (Worker, Canvas) throws(LayoutError) -> Result) throws(LayoutError) -> [Result] {
        var workers: [WritingDirection: Worker] = [:]
        var results: [Result] = []
        for canvas in canvases {
            let worker = workers[canvas.direction] ?? make(canvas.direction)
            workers[canvas.direction] = worker
            results.append(try run(worker, canvas))
        }
        return results
    }
}

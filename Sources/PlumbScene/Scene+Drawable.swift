import PlumbLayout

extension Scene {
    /// Throws, at each canvas's line, when a canvas drawn at `scale` pixels per point (its own scale
    /// when `nil`) would be larger than ``LayoutLimits/maximumCanvasPixels`` on a side: the limit
    /// the loader checks for a canvas's own scale, checked again for `--scale`.
    public func checkDrawable(_ canvases: [Canvas], scale: Double?) throws(SceneErrors) {
        let errors = canvases.compactMap { canvas -> SceneError? in
            let scale = scale ?? canvas.scale
            guard let problem = CanvasLimits.problem(size: canvas.size, scale: scale) else { return nil }
            return SceneError(location: sources.location(ofCanvas: canvas.name), kind: .limit, message: "canvas '\(canvas.name)' cannot be drawn at scale "
                              + "\(formatNumber(scale)): \(problem)", text: canvas.name)
        }
        if !errors.isEmpty { throw SceneErrors(errors) }
    }
}

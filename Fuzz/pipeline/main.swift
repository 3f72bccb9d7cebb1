import PlumbFuzzSupport
import PlumbLayout
import PlumbRender
import PlumbScene

/// libFuzzer target: the whole pipeline on any bytes, as `plumb render --format svg --constraints`
/// runs it: load, solve with diagnosis (real Pango text), draw each canvas as SVG in memory. No
/// solved value may be non-finite or beyond `LayoutLimits.maximumSolvedValue`.
func fuzzPipeline(_ text: String) {
    guard let scene = try? SceneLoader.load(text: text, path: "fuzz.yaml") else { return }
    // The first two canvases are enough to exercise everything; more only repeats the work.
    let canvases = Array(scene.canvases.prefix(2))
    guard let diagnoses = try? scene.document.diagnose(canvases: canvases, textMeasurer: { PangoTextMeasurer(direction: $0) })
    else { return }
    _ = DiagnosisReport(diagnoses: diagnoses, file: scene.path).text
    let renderer = Renderer(options: RenderOptions(format: .svg, showConstraints: true, overlays: .all))
    for diagnosis in diagnoses {
        for view in diagnosis.layout.views {
            for value in [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height] {
                precondition(abs(value) <= LayoutLimits.maximumSolvedValue, "solved value out of range: \(view)")
            }
        }
        _ = try? renderer.render(diagnosis.layout)
    }
}

runFuzzer { data, size in
    fuzzPipeline(fuzzText(data, size))
    return 0
}

import PlumbLayout
import PlumbRender
import PlumbScene

/// libFuzzer target: the whole pipeline on any bytes, as `plumb render --format svg --constraints`
/// runs it: load, solve with diagnosis (real Pango text), draw each canvas as SVG in memory. No
/// solved value may be non-finite or beyond `LayoutLimits.maximumSolvedValue`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let scene = try? SceneLoader.load(text: text, path: "fuzz.yaml") else { return 0 }
    // The first two canvases are enough to exercise everything; more only repeats the work.
    let canvases = Array(scene.canvases.prefix(2))
    guard let diagnoses = try? scene.document.diagnose(canvases: canvases, textMeasurer: { PangoTextMeasurer(direction: $0) })
    else { return 0 }
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
    return 0
}

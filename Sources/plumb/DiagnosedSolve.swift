import PlumbLayout
import PlumbRender
import PlumbScene

/// How `plumb solve` and `plumb render` solve a scene: through the diagnoser, which runs the layout
/// engine, so one solve gives both the layouts and the messages printed on standard error beside
/// the command's output (the same as `plumb explain`'s, without its summary; none for a sound layout).
///
/// `plumb check` solves the same way, without printing, so a golden picture shows what `plumb render`
/// draws: undetermined views, conflicts and warned-about views marked.
enum DiagnosedSolve {
    static func layouts(of scene: Scene, canvases: [Canvas], printingMessages: Bool = true) throws(LayoutError)
        -> [SolvedLayout] {
        let diagnoses = try scene.diagnose(canvases: canvases) { PangoTextMeasurer(direction: $0) }
        let messages = DiagnosisReport(diagnoses: diagnoses, file: scene.path).messagesText
        if printingMessages, !messages.isEmpty { printError(messages, newline: false) }
        return diagnoses.map(\.layout)
    }
}

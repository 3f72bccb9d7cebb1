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
    /// - Throws: ``SourceDiagnostic`` at the name at fault when the layout cannot be built (the
    ///   scene reads, but a constraint relates views without a common ancestor, say).
    static func layouts(of scene: Scene, canvases: [Canvas], printingMessages: Bool = true) throws(SourceDiagnostic)
        -> [SolvedLayout] {
        let diagnoses = try diagnose(scene, canvases: canvases) { PangoTextMeasurer(direction: $0) }
        let messages = DiagnosisReport(diagnoses: diagnoses, file: scene.path).messagesText
        if printingMessages, !messages.isEmpty { printError(messages, newline: false) }
        return diagnoses.map(\.layout)
    }

    /// Diagnoses `scene` on `canvases`; a layout that cannot be built is a mistake in the scene,
    /// located in it like every other.
    static func diagnose(_ scene: Scene, canvases: [Canvas], textMeasurer: (WritingDirection) -> any TextMeasuring)
        throws(SourceDiagnostic) -> [LayoutDiagnosis] {
        do {
            return try scene.diagnose(canvases: canvases, textMeasurer: textMeasurer)
        } catch {
            throw SourceDiagnostic(error, fallback: scene.sources.start)
        }
    }
}

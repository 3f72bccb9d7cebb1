import PlumbLayout
import PlumbRender

/// Solves a scene on each of its canvases and draws it, collecting what a ``ScenePage`` shows.
///
/// Pictures are drawn with the constraints as arrows (so a page can point at them) in SVG, or in
/// PNG when asked; text is measured with Pango, as `plumb render` measures it.
public struct ScenePageBuilder: Sendable {
    public var renderer: Renderer

    /// - Parameter format: `.svg` (the default) or `.png`; PDF cannot be shown in a page.
    public init(format: RenderFormat = .svg, showConstraints: Bool = true, fonts: FontSystem = .shared) {
        renderer = Renderer(options: RenderOptions(format: format, showConstraints: showConstraints), fonts: fonts)
    }

    /// The page of `scene`, whose source text is `source`. A scene that cannot be solved or drawn
    /// gets a page with its errors and no pictures; this never throws.
    public func page(for scene: Scene, source: String) -> ScenePage {
        let diagnoses: [LayoutDiagnosis]
        do {
            let fonts = renderer.fonts
            diagnoses = try scene.diagnose(canvases: scene.canvases) { PangoTextMeasurer(fonts: fonts, direction: $0) }
        } catch {
            let diagnostic = SourceDiagnostic(error, fallback: scene.sources.start)
            return failedPage(name: scene.name, path: scene.path, source: source, errors: diagnostic.description)
        }
        var pictures: [CanvasPicture] = []
        var renderErrors: [String] = []
        for diagnosis in diagnoses {
            do {
                pictures.append(try picture(of: diagnosis.layout, scene: scene.name))
            } catch {
                let place = scene.sources.location(ofCanvas: diagnosis.canvas.name)
                renderErrors.append("\(place): error: canvas '\(diagnosis.canvas.name)' cannot be drawn: \(error)")
            }
        }
        let report = DiagnosisReport(diagnoses: diagnoses, verbose: true, file: scene.path).text
        let diagnostics = DiagnosticLine.lines(of: renderErrors.map { $0 + "\n" }.joined())
            + DiagnosticLine.lines(of: report, lastIsSummary: true)
        return ScenePage(name: scene.name, path: scene.path, source: source, canvases: pictures,
                         constraints: Self.rows(diagnoses.map(\.layout)), diagnostics: diagnostics)
    }

    /// The page of a scene file that could not be read: its errors (compiler-style, one a line) and its text.
    public func failedPage(name: String, path: String, source: String, errors: String) -> ScenePage {
        ScenePage(name: name, path: path, source: source, canvases: [], constraints: [],
                  diagnostics: DiagnosticLine.lines(of: errors).map { line in
                      // A reader's message without a severity word is still an error.
                      line.severity == .note && !line.text.hasPrefix(" ") ? DiagnosticLine(severity: .error, text: line.text) : line
                  })
    }

    private func picture(of layout: SolvedLayout, scene: String) throws -> CanvasPicture {
        let bytes = try renderer.render(layout, title: scene)
        let padding = renderer.options.padding
        let views = layout.views.map { ViewBox(name: $0.name, frame: $0.frame, absolute: $0.absolute) }
        return CanvasPicture(canvas: layout.canvas.name, caption: layout.canvas.caption, bytes: bytes,
                             size: renderer.pictureSize(of: layout), canvasOrigin: Point(x: padding, y: padding),
                             views: views, altText: Self.altText(scene: scene, layout: layout))
    }

    /// `Login on iphone-15 (iPhone 15 · portrait · …), showing root, title, emailField and 4 more views`.
    static func altText(scene: String, layout: SolvedLayout) -> String {
        let names = layout.views.map(\.name)
        let shown = names.prefix(8).joined(separator: ", ")
        let more = names.count > 8 ? " and \(names.count - 8) more views" : ""
        let caption = layout.canvas.caption.isEmpty ? "" : " (\(layout.canvas.caption))"
        return "\(scene) on \(layout.canvas.name)\(caption), showing \(shown)\(more)"
    }

    /// The author's constraints of every layout, each once, with its state on each layout.
    static func rows(_ layouts: [SolvedLayout]) -> [ConstraintRow] {
        var order: [ConstraintSpec] = []
        var states: [ConstraintSpec: [ConstraintState]] = [:]
        var items: [ConstraintSpec: [String]] = [:]
        for (index, layout) in layouts.enumerated() {
            for constraint in layout.constraints where constraint.source == .user {
                if states[constraint.spec] == nil {
                    order.append(constraint.spec)
                    states[constraint.spec] = Array(repeating: .absent, count: layouts.count)
                    items[constraint.spec] = [constraint.firstName] + (constraint.secondName.map { [$0] } ?? [])
                }
                states[constraint.spec]?[index] = switch constraint.state {
                case .satisfied: .met
                case let .violated(by): .notMet(by: by)
                case .broken: .broken
                }
            }
        }
        return order.map { spec in
            ConstraintRow(location: spec.origin.location, equation: spec.equationText, priority: spec.priority.description,
                          items: items[spec] ?? [], states: states[spec] ?? [])
        }
    }
}

/// Explains what is wrong with a layout on each canvas: which required constraints conflict and
/// which one was broken, which views are undetermined and what else they could do, which content
/// priorities tie, and (for those who ask) which optional constraints are not met and by how much.
///
/// The layout is finished the way ``LayoutEngine`` finishes it (same frames, same broken
/// constraints); diagnosing costs that layout plus a few incremental re-solves: of the engine's
/// own solver when one pass settled it with nothing broken (the common case), else of a private
/// copy of its constraints (see docs/diagnostics.md).
///
/// ```swift
/// let diagnoser = LayoutDiagnoser(document: document, textMeasurer: FixedAdvanceTextMeasurer())
/// let diagnosis = try diagnoser.diagnose(canvas)
/// for ambiguity in diagnosis.ambiguities { print(ambiguity.name, ambiguity.axis) }
/// ```
public final class LayoutDiagnoser {
    public let document: LayoutDocument
    private let textMeasurer: any TextMeasuring
    private let engine: LayoutEngine
    /// Whether ambiguity is probed on the engine's own solver when it holds exactly the last pass
    /// (tests turn it off to compare with a private solver).
    var reusesEngineSolver = true
    /// How many canvases were probed on the engine's own solver.
    private(set) var reusedSolvers = 0

    public init(document: LayoutDocument, textMeasurer: any TextMeasuring) {
        self.document = document
        self.textMeasurer = textMeasurer
        self.engine = LayoutEngine(document: document, textMeasurer: textMeasurer)
    }

    /// Diagnoses every canvas in order, with one engine as ``LayoutEngine/solve(_:)-([Canvas])`` would.
    /// - Throws: ``LayoutError`` when the layout cannot be solved at all (an unknown view, attributes
    ///   UIKit refuses to relate, a constraint between views without a common ancestor).
    public func diagnose(_ canvases: [Canvas]) throws(LayoutError) -> [LayoutDiagnosis] {
        var diagnoses: [LayoutDiagnosis] = []
        for canvas in canvases { diagnoses.append(try diagnose(canvas)) }
        return diagnoses
    }

    /// Diagnoses one canvas.
    /// - Throws: ``LayoutError``, as ``diagnose(_:)-([Canvas])`` does.
    public func diagnose(_ canvas: Canvas) throws(LayoutError) -> LayoutDiagnosis {
        let run = try engine.run(canvas)
        let layout = run.layout
        let scene = try engine.preparedScene()
        let replay = LayoutReplay(scene: scene, canvas: canvas, textMeasurer: textMeasurer)
        let measurements = replay.measure(frames: replay.frames(of: layout))
        // Planning is a function of the measurements: when the frames measure as the engine's last pass
        // did, or as the engine's check that the canvas settled did (no text wraps differently at the
        // rounded frames), that pass is the one to diagnose.
        let plan = run.plansLastPass(measurements, items: scene.items) ? run.plan : replay.plan(measurements)
        let namer = ConstraintNamer(tree: scene.tree, items: scene.items, plan: plan, applied: plan.planned)
        let locations = ViewLocations(document: document)

        var brokenKeys: Set<ConstraintKey> = []
        for (index, constraint) in layout.constraints.enumerated() where index < plan.reported.count {
            if constraint.state == .broken { brokenKeys.insert(plan.reported[index].key) }
        }
        let probeSolver: ProbeSolver
        if reusesEngineSolver, brokenKeys.isEmpty, let session = run.session(equivalentTo: plan.planned) {
            probeSolver = ProbeSolver(continuing: session, constraints: plan.planned)
            reusedSolvers += 1
        } else {
            probeSolver = try ProbeSolver(variableNames: scene.items.variableNames, constraints: plan.planned,
                                          broken: brokenKeys)
        }
        let values = probeSolver.values()
        let conflicts = probeSolver.conflicts.map { conflict in
            ConstraintConflict(members: conflict.set.map(namer.describe), broken: namer.describe(conflict.broken),
                               brokenBy: namer.shortfall(conflict.broken, values: values))
        }

        // The engine's own warnings, except the two this diagnosis reports in more detail.
        let unsettled = layout.diagnostics.contains { $0.kind == .unsettled }
        var warnings = layout.diagnostics.filter { $0.kind != .unsettled && $0.kind != .brokenConstraint }
        let directionMixes = DirectionMixCheck.findings(scene: scene)
        warnings += directionMixes.map(\.diagnostic)
        if unsettled {
            let next = replay.measure(frames: replay.frames(values: values))
            warnings.append(unsettledWarning(measurements, next, canvas: canvas, tree: scene.tree, locations: locations))
        }

        let finder = AmbiguityFinder(scene: scene, measurements: measurements, solver: probeSolver, locations: locations)
        let found = finder.find()

        var unmet: [UnmetConstraint] = []
        for (index, constraint) in layout.constraints.enumerated() where index < plan.reported.count {
            guard case let .violated(by) = constraint.state else { continue }
            unmet.append(UnmetConstraint(constraint: namer.describe(reportedAt: index),
                                         priority: constraint.spec.priority, by: by))
        }
        var diagnosis = LayoutDiagnosis(layout: layout, conflicts: conflicts,
                                        ambiguities: found.ambiguities, contentPriorityTies: found.ties,
                                        unmetConstraints: unmet, warnings: warnings)
        // What drawings show travels with the layout, so a renderer needs nothing but the layout.
        diagnosis.layout.marks = LayoutMarks(
            conflictingConstraints: Set(diagnosis.constraintMarks.filter { $0.value == .conflicting }.keys),
            ambiguities: found.ambiguities,
            viewWarnings: found.ties.flatMap(\.viewWarnings) + directionMixes.map {
                LayoutMarks.ViewWarning(view: $0.view, note: "leading/trailing mixed with left/right",
                                        message: $0.diagnostic.message)
            })
        return diagnosis
    }

    /// Names the views whose measurements change from one pass to the next (multi-line labels whose
    /// wrapping width and height keep feeding each other).
    private func unsettledWarning(_ last: [ViewMeasurement], _ next: [ViewMeasurement], canvas: Canvas,
                                  tree: SceneTree, locations: ViewLocations) -> LayoutDiagnostic {
        let changing = tree.views.indices.filter { last[$0] != next[$0] }.map { tree.views[$0].name }
        let names = changing.isEmpty ? "the frames" : Self.list(changing.map { "'\($0)'" })
        let verb = changing.count == 1 ? "keeps" : "keep"
        var diagnostic = LayoutDiagnostic(
            "The layout of canvas '\(canvas.name)' does not settle: \(names) \(verb) changing after "
            + "\(LayoutEngine.maximumPasses) passes (a multi-line label's height changes the width it wraps at, "
            + "and that width changes its height again); the last pass is reported. Give the label a fixed or "
            + "maximum width, or a height that does not feed back into its width.", kind: .unsettled)
        if let first = changing.first, let location = locations[first] {
            diagnostic.origin = ConstraintOrigin(text: "", syntax: .generated, location: location)
        }
        return diagnostic
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
}

/// Where each view of a document was declared, by name.
struct ViewLocations {
    private let table: [String: SourceLocation]

    init(document: LayoutDocument) { table = SourceMap.views(in: document) }

    subscript(name: String) -> SourceLocation? { table[name] }
}

import PlumbLayout
import Yams

/// Turns the top-level mapping of a scene file into a ``Scene``, reporting every mistake to its reader.
///
/// Sections are read in dependency order, whatever order the file gives them: metrics, views and
/// guides first (they declare the names), then canvases, then constraints (which use the names).
struct SceneBuilder {
    let reader: NodeReader

    static let topLevelKeys = ["name", "canvases", "metrics", "views", "guides", "constraints", "root", "states", "bars"]

    func build(_ root: Node, defaultName: String) -> Scene {
        var document = LayoutDocument(name: defaultName)
        guard let entries = reader.mapping(root, for: "the scene (a mapping with 'views', 'constraints', …)") else {
            return Scene(name: defaultName, document: document, canvases: [], sources: SourceMap(file: reader.path))
        }
        reader.checkKeys(entries, allowed: Self.topLevelKeys, in: "the scene")
        let section = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })

        if let name = section["name"] {
            document.name = reader.string(name.value, for: "'name'", maximumLength: LayoutLimits.maximumSceneNameLength) ?? defaultName
        }
        var metrics: [String: Double] = [:]
        var metricLocations: [String: SourceLocation] = [:]
        if let entry = section["metrics"], let declared = MetricsReader(reader: reader).declaredMetrics(entry.value) {
            (metrics, metricLocations) = declared
        }

        var views = ViewReader(reader: reader)
        if let entry = section["views"] { document.views = views.views(entry.value, owner: nil) }
        if let entry = section["guides"] { document.guides = views.guides(entry.value, owner: nil) }
        if let entry = section["root"] { document.rootProperties = rootProperties(entry.value) }
        let declared = views.declarations.map { declaration in
            ItemNameChecker.Declaration(name: declaration.name, kind: declaration.kind, location: declaration.location)
        }
        ItemNameChecker.nameClashes(in: declared, metrics: metricLocations).forEach(reader.report)

        // The scene's bars go onto every device canvas that gives none of its own, as `--device` puts them
        // onto the devices it names (`Scene.onCanvases`).
        let bars = section["bars"].flatMap { BarsReader(reader: reader).bars($0.value, for: "'bars'") }.flatMap { $0.isEmpty ? nil : $0 }
        let placed = section["canvases"].map { CanvasReader(reader: reader).canvasesAndPlaces($0.value) }
        let canvases = placed?.map { $0.takesSceneBars ? bars?.applied(to: $0.canvas) ?? $0.canvas : $0.canvas }
            ?? [bars?.applied(to: DevicePreset.defaultCanvas) ?? DevicePreset.defaultCanvas]
        let canvasLocations = Dictionary(placed?.map { ($0.canvas.name, $0.place) } ?? [], uniquingKeysWith: { first, _ in first })

        var kinds: [String: ViewKind] = [:]
        var guides = Set<String>()
        for declaration in views.declarations {
            switch declaration.kind {
            case .view(let kind): kinds[declaration.name] = kinds[declaration.name] ?? kind
            case .guide: guides.insert(declaration.name)
            }
        }
        let properties = Self.propertiesByName(document.views)
        let constraints = ConstraintEntryReader(
            reader: reader, metrics: metrics, itemNames: Set(kinds.keys).union(guides),
            checker: ItemNameChecker(views: kinds, guides: guides),
            patchReader: { patch(for: $0, kinds: kinds, properties: properties) })
        if let entry = section["constraints"] {
            let read = constraints.entries(entry.value)
            document.constraints = read.constraints
            document.variants = read.variants
        }
        var scene = Scene(name: document.name, document: document, canvases: canvases,
                          sources: sourceMap(document, declarations: views.declarations, canvases: canvasLocations))
        scene.bars = bars
        if let entry = section["states"] {
            scene.states = StateReader(reader: reader, constraints: constraints, kinds: kinds, properties: properties)
                .states(entry.value)
            scene.stateProblems().forEach(reader.report)
        }
        return scene
    }

    /// Where each view (as its node says) and guide was declared (the first of a name declared twice).
    private func sourceMap(
        _ document: LayoutDocument, declarations: [Declaration], canvases: [String: SourceLocation]
    ) -> SourceMap {
        var map = SourceMap(file: reader.path, views: SourceMap.views(in: document), canvases: canvases)
        for declaration in declarations where declaration.kind == .guide {
            map.guides[declaration.name] = map.guides[declaration.name] ?? declaration.location
        }
        return map
    }

    /// `root: {background: …, margins: …}`: the root view's own properties.
    private func rootProperties(_ node: Node) -> ViewProperties {
        guard let entries = reader.mapping(node, for: "'root'") else { return ViewProperties() }
        reader.checkKeys(entries, allowed: PropertyKeys.root, in: "'root'")
        return PropertyReader(reader: reader)
            .properties(entries.filter { PropertyKeys.root.contains($0.key) }, kind: .view, what: "'root'")
    }

    /// One `name: {properties}` patch of a `when:` block, read for the kind of the view it names.
    private func patch(for entry: MappingEntry, kinds: [String: ViewKind],
                       properties: [String: ViewProperties]) -> ViewProperties? {
        guard let kind = kinds[entry.key] else {
            reader.report(.unknownName, "unknown view '\(entry.key)' in a 'when' block", at: entry.keyNode,
                          suggestion: Suggestions.nearest(to: entry.key, in: kinds.keys.sorted()))
            return nil
        }
        guard let entries = reader.mapping(entry.value, for: "the properties of '\(entry.key)'") else { return nil }
        for fixed in entries where ["views", "guides", "source-id", "ib-id"].contains(fixed.key) {
            reader.report(.notApplicable, "a 'when' block changes properties only; '\(fixed.key)' cannot vary by traits", at: fixed.keyNode)
        }
        return PropertyReader(reader: reader, base: properties[entry.key] ?? ViewProperties())
            .properties(entries, kind: kind, what: "\(kind.rawValue) '\(entry.key)'", skip: ["views", "guides", "source-id", "ib-id"])
    }

    /// Every view's own properties by name, for patches to start from.
    static func propertiesByName(_ views: [ViewNode]) -> [String: ViewProperties] {
        var result: [String: ViewProperties] = [:]
        var pending = views
        while let view = pending.popLast() {
            result[view.name] = result[view.name] ?? view.properties
            pending += view.subviews
        }
        return result
    }
}

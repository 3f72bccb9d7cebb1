import Foundation
import PlumbLayout

/// Reads Swift and Objective-C layout code into a scene: the views it makes, their hierarchy and
/// literal properties, and every constraint it activates, in each of the forms code writes them
/// (anchors, `NSLayoutConstraint(item:…)`, `constraintWithItem:`, visual format strings).
///
/// Nothing is run: what only running could tell (a computed constant, a loop, a helper of the app's)
/// is a warning at its line, and the rest is still read. A view a constraint names but the listing
/// never made is an error with the nearest known name. See `docs/code-import.md`.
public enum CodeSceneReader: SceneReader {
    public static let fileExtensions = ["swift", "m"]

    public static func read(path: String) throws(SourceDiagnostics) -> SceneFileContents {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw SourceDiagnostics([SourceDiagnostic(location: SourceLocation(file: path, line: 1, column: 1), kind: .unreadable,
                                                      message: "cannot read the file (missing, unreadable or not UTF-8)",
                                                      text: path)])
        }
        let (scene, warnings) = try read(text, path: path)
        return SceneFileContents(path: path, scenes: [scene], warnings: warnings)
    }

    /// Reads a listing's text; `path` names it in diagnostics and gives the scene its name.
    /// - Returns: the scene, and warnings about what was read but could not be used.
    /// - Throws: ``SourceDiagnostics`` with every error (unknown views, impossible constraints).
    public static func read(_ text: String, path: String) throws(SourceDiagnostics) -> (scene: Scene, warnings: [SourceDiagnostic]) {
        var interpreter = CodeInterpreter(file: path, text: text, methods: CodeParser.parse(text))
        interpreter.run()
        var builder = CodeSceneBuilder(interpreter: interpreter)
        let document = builder.document(named: SourcePath.fileStem(of: path))
        var diagnostics = interpreter.diagnostics + builder.diagnostics
        let checker = ItemNameChecker(document: document)
        for constraint in document.constraints {
            let fallback = constraint.origin.location ?? SourceLocation(file: path, line: 1, column: 1)
            diagnostics += checker.errors(in: constraint, fallback: fallback)
        }
        if document.views.isEmpty, document.constraints.isEmpty, !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics.append(SourceDiagnostic(location: SourceLocation(file: path, line: 1, column: 1), kind: .unreadable,
                                                message: "no views or constraints found: expected layout code such as "
                                                    + "'let box = UIView()' and 'box.widthAnchor.constraint(equalToConstant: 100).isActive = true'"))
        }
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw SourceDiagnostics(errors) }
        let sources = SourceMap(file: path, views: SourceMap.views(in: document), guides: builder.guidePlaces)
        var scene = Scene(name: document.name, document: document, canvases: [DevicePreset.defaultCanvas], sources: sources)
        scene.states = interpreter.states
        return (scene, diagnostics.filter { $0.severity == .warning })
    }

    /// Whether text pasted without a file name (standard input) is layout code rather than a console
    /// log: it makes views or constraints the way code does, and holds no logged constraint
    /// (`<NSLayoutConstraint:0x…>`).
    public static func looksLikeCode(_ text: String) -> Bool {
        if text.contains("<NSLayoutConstraint:0x") || text.contains("Unable to simultaneously satisfy") { return false }
        let markers = ["addSubview", "Anchor.constraint", "constraintWithItem", "NSLayoutConstraint(item",
                       "constraintsWithVisualFormat", "constraints(withVisualFormat", "UIView()", "alloc] init"]
        return markers.contains { text.contains($0) }
    }
}

/// Turns what the interpreter followed into a ``LayoutDocument``: the view tree in the order views
/// were added, the guides on their owners, and the constraints in the order they were made.
struct CodeSceneBuilder {
    let interpreter: CodeInterpreter
    private(set) var diagnostics: [SourceDiagnostic] = []
    private(set) var guidePlaces: [String: SourceLocation] = [:]

    init(interpreter: CodeInterpreter) { self.interpreter = interpreter }

    mutating func document(named name: String) -> LayoutDocument {
        let views = interpreter.views
        var children: [Int: [Int]] = [:]
        var rootChildren: [Int] = []
        for index in views.indices.sorted(by: { (views[$0].parent == nil ? 1 : 0, views[$0].order, $0) < (views[$1].parent == nil ? 1 : 0, views[$1].order, $1) }) {
            switch views[index].parent {
            case .view(let parent)?: children[parent, default: []].append(index)
            case .root?: rootChildren.append(index)
            default:
                rootChildren.append(index)
                warn("'\(views[index].name)' is never added to a view; placed in the root view", at: views[index].place)
            }
        }
        var guidesOf: [Int: [String]] = [:]
        var rootGuides: [String] = []
        for guide in interpreter.guides {
            guidePlaces[guide.name] = interpreter.location(guide.place)
            switch guide.owner {
            case .view(let owner)?: guidesOf[owner, default: []].append(guide.name)
            case .root?: rootGuides.append(guide.name)
            default:
                rootGuides.append(guide.name)
                warn("layout guide '\(guide.name)' is never added with addLayoutGuide; given to the root view", at: guide.place)
            }
        }
        var constrained = Set<String>()
        for constraint in interpreter.constraints where constraint.isActive {
            constrained.insert(constraint.spec.first.item.path.first ?? "")
            if let second = constraint.spec.second { constrained.insert(second.item.path.first ?? "") }
        }
        for view in views where constrained.contains(view.name) && view.properties.translatesAutoresizingMaskIntoConstraints == nil {
            warn("'\(view.name)' never sets translatesAutoresizingMaskIntoConstraints to false: UIKit would add "
                 + "constraints for its frame; they are left out", at: view.place)
        }
        var visited = Set<Int>()
        func node(_ index: Int) -> ViewNode {
            visited.insert(index)
            let view = views[index]
            let subviews = (children[index] ?? []).filter { !visited.contains($0) }.map(node)
            return ViewNode(name: view.name, kind: view.kind, properties: view.properties, subviews: subviews,
                            guides: guidesOf[index] ?? [], location: interpreter.location(view.place))
        }
        let tree = rootChildren.map(node)
        // A constraint a later state activates is kept inactive on purpose.
        var activatedLater = Set<String>()
        for state in interpreter.states {
            for case .constraint(let identifier, let edit) in state.changes.map(\.edit) where edit.isActive == true {
                activatedLater.insert(identifier)
            }
        }
        var constraints: [ConstraintSpec] = []
        for constraint in interpreter.constraints where constraint.state == nil {
            if !constraint.isActive, !activatedLater.contains(constraint.spec.identifier ?? "") {
                warn("constraint made but never activated (add '.isActive = true', or pass it to "
                     + "NSLayoutConstraint.activate or addConstraint); kept inactive", at: constraint.place)
            }
            constraints.append(constraint.spec)
        }
        return LayoutDocument(name: name, views: tree, guides: rootGuides, constraints: constraints)
    }

    /// A step the listing leaves out that the layout needs (adding a view, activating a constraint).
    private mutating func warn(_ message: String, at place: CodePlace) {
        diagnostics.append(SourceDiagnostic(location: interpreter.location(place), kind: .layout, message: message,
                                            text: interpreter.line(place.line), severity: .warning))
    }
}

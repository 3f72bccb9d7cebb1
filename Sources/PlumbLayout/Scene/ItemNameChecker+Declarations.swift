extension ItemNameChecker {
    /// A view or layout guide name as a source declares it, and where.
    public struct Declaration: Hashable, Sendable {
        /// What the name stands for.
        public enum Kind: Hashable, Sendable {
            case view(ViewKind)
            case guide
        }

        public var name: String
        public var kind: Kind
        /// Where the name is written.
        public var location: SourceLocation

        public init(name: String, kind: Kind, location: SourceLocation) {
            self.name = name
            self.kind = kind
            self.location = location
        }
    }

    /// Every name declared twice (views and guides share one namespace), reported at each later
    /// declaration, and every metric named like a view or guide (constraint text would read the
    /// name as the metric), reported at the metric; in the order given, metrics by name.
    public static func nameClashes(in declarations: [Declaration], metrics: [String: SourceLocation] = [:])
        -> [SourceDiagnostic] {
        var errors: [SourceDiagnostic] = []
        var first: [String: Declaration] = [:]
        for declaration in declarations {
            if let earlier = first[declaration.name] {
                errors.append(SourceDiagnostic(
                    location: declaration.location, kind: .nameClash,
                    message: "duplicate name '\(declaration.name)': already declared as a \(describe(earlier.kind)) "
                        + "at line \(earlier.location.line)",
                    text: declaration.name))
            } else {
                first[declaration.name] = declaration
            }
        }
        for (name, location) in metrics.sorted(by: { $0.key < $1.key }) {
            guard let declaration = first[name] else { continue }
            errors.append(SourceDiagnostic(
                location: location, kind: .nameClash,
                message: "metric '\(name)' has the name of a \(describe(declaration.kind)) declared at line "
                    + "\(declaration.location.line); constraint text would read it as the metric",
                text: name))
        }
        return errors
    }

    /// The views (in document order, depth first) and guides of `scene`, each at its place in the
    /// source map (or the start of the file): what ``nameClashes(in:metrics:)`` checks, for a
    /// reader that builds the document first.
    public static func declarations(in scene: Scene) -> [Declaration] {
        var declarations: [Declaration] = []
        let sources = scene.sources
        for guide in scene.document.guides {
            declarations.append(Declaration(name: guide, kind: .guide, location: sources.guides[guide] ?? sources.start))
        }
        var pending = Array(scene.document.views.reversed())
        while let view = pending.popLast() {
            declarations.append(Declaration(name: view.name, kind: .view(view.kind), location: view.location ?? sources.start))
            for guide in view.guides {
                declarations.append(Declaration(name: guide, kind: .guide, location: sources.guides[guide] ?? sources.start))
            }
            pending += view.subviews.reversed()
        }
        return declarations
    }

    /// `label view`, `view`, `layout guide`.
    static func describe(_ kind: Declaration.Kind) -> String {
        switch kind {
        case .view(let kind): return kind == .view ? "view" : "\(kind.rawValue) view"
        case .guide: return "layout guide"
        }
    }
}

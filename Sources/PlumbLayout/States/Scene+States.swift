extension Scene {
    /// The state with this name.
    /// - Throws: ``SourceDiagnostic`` at the start of the scene's file for a name the scene does not
    ///   have, listing the states it has and suggesting the closest.
    public func state(named name: String) throws(SourceDiagnostic) -> SceneState {
        if let state = states.first(where: { $0.name == name }) { return state }
        let known = states.map(\.name)
        let listing = known.isEmpty ? "the scene has no states" : "the scene has \(known.joined(separator: ", "))"
        throw SourceDiagnostic(location: sources.start, kind: .unknownName,
                               message: "no state named '\(name)' (\(listing))",
                               suggestion: Suggestions.nearest(to: name, in: known), text: name)
    }

    /// This scene with the changes of `state` applied, in order: a scene of its own, solved like any
    /// (on every canvas, with the same diagnostics). Its name is `scene[state]`; it keeps the states.
    /// - Throws: ``SourceDiagnostics`` for every change that names a constraint identifier or a view
    ///   the scene does not have, at the change's place, suggesting the closest name.
    public func applying(state: SceneState) throws(SourceDiagnostics) -> Scene {
        var changed = self
        changed.name = "\(name)[\(state.name)]"
        var problems: [SourceDiagnostic] = []
        for change in state.changes {
            if let problem = changed.document.apply(change.edit) {
                problems.append(SourceDiagnostic(location: change.location ?? state.location ?? sources.start,
                                                 kind: .unknownName, message: problem.message,
                                                 suggestion: problem.suggestion, text: problem.name))
            }
        }
        if !problems.isEmpty { throw SourceDiagnostics(problems) }
        return changed
    }

    /// The mistakes of every state (unknown identifiers and views), for a reader to report with the
    /// other mistakes of the file.
    public func stateProblems() -> [SourceDiagnostic] {
        var problems: [SourceDiagnostic] = []
        for state in states {
            do throws(SourceDiagnostics) {
                _ = try applying(state: state)
            } catch {
                problems += error.errors
            }
        }
        return problems
    }
}

/// A name a change refers to that the document does not have.
struct StateChangeProblem {
    var name: String
    var message: String
    var suggestion: String?
}

extension LayoutDocument {
    /// Applies one edit; the problem when it names what the document does not have.
    mutating func apply(_ edit: SceneChange.Edit) -> StateChangeProblem? {
        switch edit {
        case let .constraint(identifier, constraintEdit):
            guard hasConstraint(identifier: identifier) else { return unknownIdentifier(identifier) }
            mapConstraints { $0.identifier == identifier ? constraintEdit.applied(to: $0) : $0 }
        case let .add(specs):
            constraints += specs
        case let .remove(identifier):
            guard hasConstraint(identifier: identifier) else { return unknownIdentifier(identifier) }
            constraints.removeAll { $0.identifier == identifier }
            for index in variants.indices { variants[index].constraints.removeAll { $0.identifier == identifier } }
        case let .view(name, properties):
            guard updateView(named: name, with: properties) else {
                return StateChangeProblem(name: name, message: "no view named '\(name)'",
                                          suggestion: Suggestions.nearest(to: name, in: viewNames))
            }
        }
        return nil
    }

    private var allConstraints: [ConstraintSpec] { constraints + variants.flatMap(\.constraints) }

    private func hasConstraint(identifier: String) -> Bool {
        allConstraints.contains { $0.identifier == identifier }
    }

    private func unknownIdentifier(_ identifier: String) -> StateChangeProblem {
        let known = Array(Set(allConstraints.compactMap(\.identifier))).sorted()
        return StateChangeProblem(name: identifier, message: "no constraint with the identifier '\(identifier)'",
                                  suggestion: Suggestions.nearest(to: identifier, in: known))
    }

    private mutating func mapConstraints(_ transform: (ConstraintSpec) -> ConstraintSpec) {
        constraints = constraints.map(transform)
        for index in variants.indices { variants[index].constraints = variants[index].constraints.map(transform) }
    }

    /// The names of every view, depth first.
    private var viewNames: [String] {
        var names: [String] = []
        var pending = Array(views.reversed())
        while let view = pending.popLast() {
            names.append(view.name)
            pending += view.subviews.reversed()
        }
        return names
    }

    /// Merges `properties` over the view named `name`; whether there is one.
    private mutating func updateView(named name: String, with properties: ViewProperties) -> Bool {
        func update(_ nodes: inout [ViewNode]) -> Bool {
            for index in nodes.indices {
                if nodes[index].name == name {
                    nodes[index].properties = nodes[index].properties.merging(properties)
                    return true
                }
                if update(&nodes[index].subviews) { return true }
            }
            return false
        }
        return update(&views)
    }
}

import PlumbLayout

/// A note printed after the diagnosis of a replayed report: `log.txt:13:1: note: message`.
public struct ConflictNote: Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): note: \(message)" }
}

/// What a replayed report adds to Plumb's own diagnosis: the constraint UIKit broke (and whether
/// the replay broke the same), and a fix for the common patterns:
///
/// - a fixed size inside a self-sizing cell (`UIView-Encapsulated-Layout-Height` in the conflict):
///   lower the fixed size's priority to 999;
/// - a fixed width (or height) and pins at both sides: drop one of them;
/// - an `NSAutoresizingMaskLayoutConstraint`: set `translatesAutoresizingMaskIntoConstraints = false`;
/// - a negative size (`width == -16`): sizes cannot go below zero, so the sign is wrong.
public enum ConflictAdvice {
    /// The notes for `replay`, given the diagnoses of its scene (one per canvas; the first is used).
    public static func notes(for replay: ConsoleLog.Replay, diagnoses: [LayoutDiagnosis]) -> [ConflictNote] {
        var notes: [ConflictNote] = []
        let block = replay.block
        let conflicts = diagnoses.first?.conflicts ?? []
        if let broken = block.broken {
            let text = replay.constraint(for: broken).map(\.equationText) ?? broken.text
            let same = conflicts.contains { $0.broken.location == broken.location }
            notes.append(ConflictNote(location: broken.location, message: "UIKit broke '\(text)'"
                + (conflicts.isEmpty ? "" : same ? "; the replay breaks the same constraint"
                   : "; the replay breaks another member of the conflict")))
        }
        if conflicts.isEmpty {
            notes.append(ConflictNote(location: block.location, message:
                "the replay finds no conflict: the \(block.allConstraints.count) constraints the log lists can all hold "
                + "here, so what made them conflict on the device was not printed (a size UIKit computed, a constraint "
                + "missing from a cut list)"))
        }
        if let sum = arithmetic(for: replay, conflicts: conflicts) {
            notes.append(ConflictNote(location: sum.location, message: sum.message))
        }
        notes += fixes(for: replay, conflicts: conflicts)
        return notes
    }

    /// The sum behind a conflict along one axis, when its constraints form a chain of gaps and sizes
    /// across one view of fixed size: `20 + 100 + 20 = 140 > 44, contentView's height`. Nil for any
    /// other shape (multipliers, centres, margins, several fixed views).
    static func arithmetic(for replay: ConsoleLog.Replay, conflicts: [ConstraintConflict]) -> (location: SourceLocation, message: String)? {
        let members = Set(conflicts.flatMap { ($0.members + [$0.broken]).compactMap(\.location) })
        let inConflict = replay.block.allConstraints.filter { members.contains($0.location) }
        let starts: Set<LayoutAttribute> = [.leading, .left, .top]
        let ends: Set<LayoutAttribute> = [.trailing, .right, .bottom]
        let edges = starts.union(ends)
        guard let axis = inConflict.first?.firstAttribute.axis,
              inConflict.allSatisfy({ $0.firstAttribute.axis == axis && ($0.secondAttribute?.axis ?? axis) == axis }) else { return nil }
        let sizes = inConflict.filter { $0.second == nil && $0.firstAttribute.kind == .dimension }
        let links = inConflict.filter { $0.second != nil }
        guard sizes.count + links.count == inConflict.count,
              links.allSatisfy({ $0.multiplier == 1 && $0.relation == .equal && edges.contains($0.firstAttribute)
                                  && $0.secondAttribute.map(edges.contains) == true }) else { return nil }
        let containers = sizes.filter { size in
            size.relation == .equal && links.filter { $0.first.key == size.first.key || $0.second?.key == size.first.key }.count >= 2
        }
        // The view the others sit in: a superview of another's in the replay, a guide or a size UIKit
        // gave, the item the others are placed against; the largest when that does not decide.
        let parents = Set(Self.parentNames(replay.scene.document.views))
        func score(_ size: LoggedConstraint) -> Int {
            var score = links.filter { $0.second?.key == size.first.key }.count
            if replay.names[size.first.key].map(parents.contains) == true { score += 10 }
            if size.first.isGuide || size.identifier?.hasPrefix("UIView-Encapsulated-Layout") == true
                || size.identifier?.hasPrefix("_UITemporaryLayout") == true { score += 5 }
            return score
        }
        let container = containers.max { score($0) < score($1) || (score($0) == score($1) && $0.constant < $1.constant) }
        guard let container else { return nil }
        var terms: [(value: Double, atLeast: Bool, place: SourceLocation)] = []
        for link in links {
            let isStart = starts.contains(link.firstAttribute)
            let negate: Bool
            if link.first.key == container.first.key {
                negate = isStart
            } else if link.second?.key == container.first.key {
                negate = !isStart
            } else {
                negate = !isStart
            }
            terms.append((negate ? -link.constant : link.constant, false, link.location))
        }
        for size in sizes where size.location != container.location {
            guard size.relation != .lessThanOrEqual else { return nil }
            terms.append((size.constant, size.relation == .greaterThanOrEqual, size.location))
        }
        // In the log's order.
        terms.sort { ($0.place.line, $0.place.column) < ($1.place.line, $1.place.column) }
        let total = terms.reduce(0) { $0 + $1.value }
        let atLeast = terms.contains { $0.atLeast }
        guard total > container.constant || (!atLeast && total < container.constant) else { return nil }
        let shown = terms.filter { $0.value != 0 }
        guard !shown.isEmpty else { return nil }
        var text = ""
        for (index, term) in shown.enumerated() {
            let number = (term.atLeast ? "≥" : "") + formatNumber(abs(term.value))
            text += index == 0 ? (term.value < 0 ? "−" : "") + number : (term.value < 0 ? " − " : " + ") + number
        }
        if shown.count > 1 { text += " = " + (atLeast ? "≥" : "") + formatNumber(total) }
        let name = replay.names[container.first.key] ?? container.first.description
        let relation = total > container.constant ? ">" : "<"
        return (container.location, "the arithmetic: \(text) \(relation) \(formatNumber(container.constant)), \(name)'s "
            + "\(container.firstAttribute.rawValue) ('\(replay.constraint(for: container)?.equationText ?? container.text)')")
    }

    /// The names of the views that have subviews.
    private static func parentNames(_ views: [ViewNode]) -> [String] {
        views.flatMap { view in (view.subviews.isEmpty ? [] : [view.name]) + parentNames(view.subviews) }
    }

    /// The fixes that apply, most specific first; one general suggestion when none does.
    static func fixes(for replay: ConsoleLog.Replay, conflicts: [ConstraintConflict]) -> [ConflictNote] {
        let constraints = replay.block.allConstraints
        let members = Set(conflicts.flatMap { $0.members.compactMap(\.location) })
        let inConflict = members.isEmpty ? constraints : constraints.filter { members.contains($0.location) }
        func name(_ item: LoggedItem) -> String { replay.names[item.key] ?? item.description }
        func equation(_ constraint: LoggedConstraint) -> String {
            replay.constraint(for: constraint)?.equationText ?? constraint.text
        }
        var notes: [ConflictNote] = []
        /// Constraints a fix was given already, so that the more general fixes leave them alone.
        var advised: Set<SourceLocation> = []

        // Autoresizing masks turned into constraints.
        var masked: Set<String> = []
        for constraint in inConflict where constraint.isAutoresizingMask && masked.insert(constraint.first.key).inserted {
            notes.append(ConflictNote(location: constraint.location, message:
                "fix: '\(name(constraint.first))' (\(constraint.first.description)) keeps its autoresizing mask as "
                + "constraints; set translatesAutoresizingMaskIntoConstraints = false on it"))
        }

        // A negative size.
        for constraint in inConflict where constraint.second == nil && constraint.firstAttribute.kind == .dimension
            && constraint.constant < 0 && constraint.relation != .lessThanOrEqual {
            notes.append(ConflictNote(location: constraint.location, message:
                "fix: '\(equation(constraint))' asks for a negative \(constraint.firstAttribute.rawValue), which UIKit "
                + "never gives a view (sizes stay at or above 0, a rule its log does not print); check the constant's sign"))
        }

        // A fixed size inside a self-sizing cell.
        for axis in [LayoutAttribute.height, .width] {
            let encapsulated = "UIView-Encapsulated-Layout-" + (axis == .height ? "Height" : "Width")
            guard let cell = inConflict.first(where: { $0.identifier == encapsulated }) else { continue }
            let fixed = inConflict.filter {
                $0.identifier == nil && $0.second == nil && $0.firstAttribute == axis && $0.priority.isRequired
                    && $0.first.key != cell.first.key && !$0.isAutoresizingMask
            }
            let broken = replay.block.broken
            let chosen = fixed.first { $0.location == broken?.location } ?? fixed.first
            guard let chosen else { continue }
            advised.insert(chosen.location)
            notes.append(ConflictNote(location: chosen.location, message:
                "fix: a fixed \(axis.rawValue) inside a self-sizing cell: '\(equation(cell))' is the cell's provisional "
                + "\(axis.rawValue) while it is being sized; lower the priority of '\(equation(chosen))' to 999 so that "
                + "it gives way until the cell has its own \(axis.rawValue)"))
        }

        // A fixed size with pins at both sides: the broken constraint when it is one, else the first found,
        // unless a cell's fixed size was advised already (its pins are the cell's, not the mistake).
        if advised.isEmpty {
            var candidates: [(size: LoggedConstraint, start: LoggedConstraint, end: LoggedConstraint)] = []
            for constraint in inConflict where constraint.second == nil && constraint.firstAttribute.kind == .dimension
                && constraint.relation == .equal && constraint.constant >= 0 && !constraint.isAutoresizingMask
                && constraint.identifier?.hasPrefix("UIView-Encapsulated-Layout") != true {
                let horizontal = constraint.firstAttribute == .width
                let starts: Set<LayoutAttribute> = horizontal ? [.leading, .left, .leadingMargin, .leftMargin] : [.top, .topMargin]
                let ends: Set<LayoutAttribute> = horizontal ? [.trailing, .right, .trailingMargin, .rightMargin] : [.bottom, .bottomMargin]
                func pins(_ set: Set<LayoutAttribute>) -> LoggedConstraint? {
                    inConflict.first { other in
                        (other.first.key == constraint.first.key && set.contains(other.firstAttribute))
                            || (other.second?.key == constraint.first.key && other.secondAttribute.map(set.contains) == true)
                    }
                }
                if let start = pins(starts), let end = pins(ends) { candidates.append((constraint, start, end)) }
            }
            let broken = replay.block.broken?.location
            if let (size, start, end) = candidates.first(where: { $0.size.location == broken }) ?? candidates.first {
                let attribute = size.firstAttribute.rawValue
                notes.append(ConflictNote(location: size.location, message:
                    "fix: '\(name(size.first))' has a fixed \(attribute) and is pinned at both sides ('\(equation(start))', "
                    + "'\(equation(end))'); drop the \(attribute) or one of the pins, or lower the \(attribute)'s priority below 1000"))
            }
        }

        if notes.isEmpty, let first = inConflict.first {
            notes.append(ConflictNote(location: first.location, message:
                "fix: these constraints cannot all hold; remove the one you do not want, or give it a priority below "
                + "1000 so that it gives way"))
        }
        return notes
    }
}

extension ConsoleLog.Replay {
    /// What `plumb explain` prints for this report: a line naming the report, Plumb's diagnosis of
    /// the replay with its conflicts only (the views a report never placed are not the log's
    /// problem; with `verbose` the unmet optional constraints too), then ``ConflictAdvice``'s notes.
    /// - Returns: the text, ending with a newline, and whether the replay has a conflict.
    public func explanation(diagnoses: [LayoutDiagnosis], verbose: Bool = false) -> (text: String, hasErrors: Bool) {
        let conflictsOnly = diagnoses.map { diagnosis in
            LayoutDiagnosis(layout: diagnosis.layout, conflicts: diagnosis.conflicts,
                            unmetConstraints: verbose ? diagnosis.unmetConstraints : [])
        }
        let report = DiagnosisReport(diagnoses: conflictsOnly, verbose: verbose, file: scene.path)
        var text = "\(block.location): note: \(scene.name): \(block.header ?? "a list of constraints without a header")\n"
        text += report.text
        for note in ConflictAdvice.notes(for: self, diagnoses: diagnoses) { text += "\(note)\n" }
        return (text, report.hasErrors)
    }
}

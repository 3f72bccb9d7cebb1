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
        notes += fixes(for: replay, conflicts: conflicts)
        return notes
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

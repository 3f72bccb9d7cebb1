/// The diagnoses of a scene's canvases written for people (compiler-style text, as `plumb explain`
/// prints it) or for programs (JSON).
///
/// Text: per canvas, errors for constraints that cannot all hold (with a note for each constraint
/// of the conflict, followed by UIKit's log form), warnings for undetermined views and content
/// priority ties and for the engine's own warnings, and with ``verbose`` a note for each optional
/// constraint not met; then a summary line. Warnings about the scene itself, the same on every
/// canvas, are printed once.
public struct DiagnosisReport {
    public var diagnoses: [LayoutDiagnosis]
    /// Also report optional constraints that are not met.
    public var verbose: Bool
    /// Names places that have no location (constraints the engine makes): usually the scene file.
    public var file: String?

    public init(diagnoses: [LayoutDiagnosis], verbose: Bool = false, file: String? = nil) {
        self.diagnoses = diagnoses
        self.verbose = verbose
        self.file = file
    }

    /// Whether any canvas has an error.
    public var hasErrors: Bool { diagnoses.contains { $0.hasErrors } }

    /// The compiler-style report followed by a summary line (`1 error and 2 warnings on 2 canvases`,
    /// `no layout problems on 1 canvas`), ending with a newline.
    public var text: String {
        let (lines, errors, warnings) = messageLines()
        return (lines + [summary(errors: errors, warnings: warnings)]).joined(separator: "\n") + "\n"
    }

    /// The messages alone, without the summary line: empty for a sound layout. This is what
    /// `plumb solve` and `plumb render` print on standard error.
    ///
    /// Here conflicts are warnings, not errors: the layout was still produced, with a constraint
    /// broken as UIKit breaks it (and UIKit logs, not throws), so those commands succeed; `plumb
    /// explain` and `plumb check` report the same conflicts as errors and exit 1.
    public var messagesText: String {
        let lines = messageLines(errorsAsWarnings: true).lines
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    private func messageLines(errorsAsWarnings: Bool = false) -> (lines: [String], errors: Int, warnings: Int) {
        var lines: [String] = []
        var printedWarnings: Set<String> = []
        var errors = 0, warnings = 0
        for diagnosis in diagnoses {
            for var message in messages(diagnosis, printedWarnings: &printedWarnings) {
                if errorsAsWarnings, message.severity == .error { message.severity = .warning }
                switch message.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .note: break
                }
                lines += message.lines(fallbackFile: file)
            }
        }
        return (lines, errors, warnings)
    }

    private func summary(errors: Int, warnings: Int) -> String {
        let canvases = Self.counted(diagnoses.count, "canvas", "canvases")
        guard errors + warnings > 0 else { return "no layout problems on \(canvases)" }
        var parts: [String] = []
        if errors > 0 { parts.append(Self.counted(errors, "error", "errors")) }
        if warnings > 0 { parts.append(Self.counted(warnings, "warning", "warnings")) }
        return parts.joined(separator: " and ") + " on \(canvases)"
    }

    static func counted(_ count: Int, _ one: String, _ many: String) -> String {
        "\(count) \(count == 1 ? one : many)"
    }

    // MARK: Messages

    func messages(_ diagnosis: LayoutDiagnosis, printedWarnings: inout Set<String>) -> [DiagnosticMessage] {
        let canvas = diagnosis.canvas.name
        var messages: [DiagnosticMessage] = []
        for conflict in diagnosis.conflicts { messages += Self.conflictMessages(conflict, canvas: canvas) }
        for warning in diagnosis.warnings where printedWarnings.insert(warning.description).inserted {
            messages.append(DiagnosticMessage(location: warning.origin?.constraintLocation ?? warning.origin?.location,
                                              severity: warning.severity == .note ? .note : .warning,
                                              text: warning.message))
        }
        for tie in diagnosis.contentPriorityTies { messages.append(Self.tieMessage(tie, canvas: canvas)) }
        for ambiguity in diagnosis.ambiguities { messages.append(Self.ambiguityMessage(ambiguity, canvas: canvas)) }
        if verbose {
            for unmet in diagnosis.unmetConstraints {
                messages.append(DiagnosticMessage(
                    location: unmet.constraint.location, severity: .note,
                    text: "optional constraint not met on canvas '\(canvas)': \(unmet.constraint.text), "
                        + "off by \(formatNumber(unmet.by)) pt"))
            }
        }
        return messages
    }

    static func conflictMessages(_ conflict: ConstraintConflict, canvas: String) -> [DiagnosticMessage] {
        let broken = conflict.broken
        let location = broken.location ?? conflict.members.lazy.compactMap(\.location).first
        var messages = [DiagnosticMessage(
            location: location, severity: .error,
            text: "Unable to simultaneously satisfy constraints on canvas '\(canvas)': "
                + "\(counted(conflict.members.count, "constraint is", "constraints are")) in conflict; "
                + "broke '\(broken.text)' (still met as closely as possible: off by \(formatNumber(conflict.brokenBy)) pt)")]
        for member in conflict.members where member != broken {
            messages.append(DiagnosticMessage(location: member.location, severity: .note,
                                              text: "in conflict: \(member.text)",
                                              details: member.uikitDescription.map { [$0] } ?? []))
        }
        messages.append(DiagnosticMessage(location: broken.location, severity: .note,
                                          text: "broke: \(broken.text)",
                                          details: ["Will attempt to recover by breaking constraint"]
                                              + (broken.uikitDescription.map { [$0] } ?? [])))
        return messages
    }

    static func ambiguityMessage(_ ambiguity: Ambiguity, canvas: String) -> DiagnosticMessage {
        let horizontal = ambiguity.axis == .horizontal
        let (positionName, sizeName) = horizontal ? ("x", "width") : ("y", "height")
        var ranges: [String] = []
        if !ambiguity.rangesMeasured {
            ranges.append("range not measured")
        } else if let position = ambiguity.position { ranges.append(phrase(positionName, position)) }
        if ambiguity.rangesMeasured, let size = ambiguity.size {
            ranges.append(phrase(ambiguity.subject == .scrollContent ? "content \(sizeName)" : sizeName, size))
        }
        let hint = ranges.isEmpty ? "" : " (" + ranges.joined(separator: "; ") + ")"
        let text: String
        switch ambiguity.subject {
        case .scrollContent:
            let (from, to) = horizontal ? ("leading", "trailing") : ("top", "bottom")
            text = "Scroll view '\(ambiguity.name)' has an ambiguous scrollable content \(sizeName) on canvas '\(canvas)': "
                + "its content needs a chain of constraints from its \(from) to its \(to) edge (or a \(sizeName) equal "
                + "to the scroll view's frame)\(hint)"
        case .view, .guide:
            let axisName = horizontal ? "X position" : "Y position"
            let needs: String
            switch (ambiguity.position != nil, ambiguity.size != nil) {
            case (true, true): needs = "\(axisName) or \(sizeName)"
            case (true, false): needs = axisName
            default: needs = sizeName
            }
            let subject = ambiguity.subject == .guide ? "guide '\(ambiguity.name)'" : "'\(ambiguity.name)'"
            text = "Need constraints for: \(needs) of \(subject) on canvas '\(canvas)'\(hint)"
        }
        return DiagnosticMessage(location: ambiguity.location, severity: .warning, text: text)
    }

    static func tieMessage(_ tie: ContentPriorityTie, canvas: String) -> DiagnosticMessage {
        let names = LayoutDiagnoser.list(tie.views.map { "'\($0)'" })
        let direction = tie.axis == .horizontal ? "horizontally" : "vertically"
        let sizeName = tie.axis == .horizontal ? "width" : "height"
        let priority = formatNumber(tie.priority.rawValue)
        let raised = formatNumber(min(1000, tie.priority.rawValue + 1))
        let what = tie.kind == .hugging
            ? "\(tie.views.count == 2 ? "both" : "all") hug at \(priority) \(direction), so which one stretches is undetermined; "
                + "give one a content hugging priority of \(raised)"
            : "\(tie.views.count == 2 ? "both" : "all") resist compression at \(priority) \(direction), so which one shrinks is "
                + "undetermined; give one a compression resistance of \(raised)"
        let ranges = zip(tie.views, tie.sizes).map { "'\($0)' \(phrase(sizeName, $1))" }.joined(separator: "; ")
        return DiagnosticMessage(location: tie.location, severity: .warning,
                                 text: "Content Priority Ambiguity on canvas '\(canvas)': \(names) \(what) (\(ranges))")
    }

    /// `x could be anywhere from 0 to 353`, `width could be anything`.
    static func phrase(_ name: String, _ range: ValueRange) -> String {
        range.lowerBound == nil && range.upperBound == nil ? "\(name) could be anything" : "\(name) could be anywhere \(range)"
    }
}

import PlumbLayout

/// Finds the conflict reports in a console log, whatever precedes each line (timestamps, process
/// names, `[LayoutConstraints]`, `<Warning>:`, Markdown quoting): UIKit's and AppKit's headers, bare
/// lists of constraints pasted without one, the "Will attempt to recover by breaking constraint"
/// line and the entry after it, and the symbolic-breakpoint tail.
///
/// What cannot be read is reported at its line and column, as a warning, and left out; the rest of
/// the block and of the file is still read. Work is linear in the size of the log.
struct ConflictBlockFinder {
    let path: String
    private(set) var blocks: [ConflictBlock] = []
    private(set) var problems: [SourceDiagnostic] = []

    private var current: ConflictBlock?
    /// Whether the entry that follows is the one UIKit broke.
    private var awaitingBroken = false
    /// Whether the current block is finished: its broken entry read, or its list closed.
    private var listClosed = false
    /// Whether the current block reached ``maximumConstraints``.
    private var isTruncated = false
    /// The entries of the current block, as printed: a duplicated line is read once.
    private var currentTexts: Set<String> = []

    static let headers = ["Unable to simultaneously satisfy constraints", "Conflicting constraints detected"]
    static let recovery = "Will attempt to recover by breaking constraint"
    /// Lines of UIKit's and AppKit's reports that carry no constraint.
    static let boilerplate = [
        "Probably at least one of the constraints", "(1) look at each constraint", "(2) find the code",
        "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints", "Try this:",
        "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints",
        "The methods in the UIConstraintBasedLayoutDebugging category",
        "Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints",
        "LAYOUT_CONSTRAINTS_NOT_SATISFIABLE", "translatesAutoresizingMaskIntoConstraints",
    ]

    init(path: String) {
        self.path = path
    }

    /// Reads the whole log.
    mutating func read(_ text: String) {
        let lines = LogText.lines(text)
        var index = 0
        while index < lines.count {
            let consumed = readLine(at: index, in: lines)
            index += max(1, consumed)
        }
        finishBlock()
    }

    /// Reads the line at `index` (and the lines a hard-wrapped entry continues on); returns how many lines it used.
    private mutating func readLine(at index: Int, in lines: [String]) -> Int {
        let line = lines[index]
        let number = index + 1
        if let header = Self.headers.first(where: { LogText.contains(line, $0) }) {
            finishBlock()
            let column = LogText.column(of: header, in: line)
            current = ConflictBlock(location: location(number, column), header: LogText.rest(of: line, from: column))
            return 1
        }
        // Entries after "Will attempt to recover…" on the same line: the first is the broken one.
        let recoveryOffset = LogText.column(ofOptional: Self.recovery, in: line).map { $0 - 1 }
        if let recoveryOffset, current == nil { current = ConflictBlock(location: location(number, recoveryOffset + 1)) }
        let characters = Array(line)
        let starts = LogText.entryStarts(in: characters, from: 0)
        // A recovery line whose broken entry follows on a later line.
        let brokenFollows = recoveryOffset != nil && !starts.contains { $0 > recoveryOffset! }
        defer { if brokenFollows { awaitingBroken = true } }
        if starts.isEmpty {
            noteLineWithoutEntries(line, number: number)
            return 1
        }
        var used = 1
        if starts.count == LogText.maximumEntriesPerLine {
            problems.append(SourceDiagnostic(location: location(number, 1), kind: .limit,
                                             message: "more than \(LogText.maximumEntriesPerLine) constraints on one line; the rest are not read",
                                             severity: .warning))
        }
        for (position, start) in starts.enumerated() {
            if let recoveryOffset, start > recoveryOffset, position == 0 || starts[position - 1] < recoveryOffset {
                awaitingBroken = true
            }
            let next = position + 1 < starts.count ? starts[position + 1] : nil
            var text = LogText.entryText(characters, start: start, next: next)
            let place = location(number, start + 1)
            var result = Self.parse(text, at: place)
            // A hard-wrapped entry: join the following lines until it reads (at most 3 more).
            var extra = 0
            while case .failure(let failure) = result, failure.offset >= text.count - 1, extra < 3,
                  index + used + extra < lines.count, next == nil, text.count < LoggedConstraintParser.maximumLength {
                let next = lines[index + used + extra]
                guard LogText.entryStarts(in: next, from: 0).isEmpty,
                      !Self.headers.contains(where: { LogText.contains(next, $0) }), !LogText.contains(next, Self.recovery) else { break }
                text += LogText.continuation(next, after: text)
                extra += 1
                result = Self.parse(text, at: place)
            }
            switch result {
            case .success(let constraint):
                if extra > 0 {
                    used += extra
                    problems.append(SourceDiagnostic(location: place, kind: .syntax, message: "this constraint was wrapped over \(extra + 1) lines; read joined",
                                                     severity: .warning))
                }
                add(constraint)
            case .failure(let failure):
                let shown = String(text.prefix(60))
                // A warning, like the other damage a log is read around: the replay is made without it,
                // and a command exits 0 (docs/diagnostics.md, "Damage").
                problems.append(SourceDiagnostic(location: place.advanced(by: min(failure.offset, 400)), kind: failure.kind,
                                                 message: "cannot read this constraint: \(failure.message); it is left out of the replay",
                                                 text: shown, severity: .warning))
                if awaitingBroken { awaitingBroken = false }
            }
        }
        return used
    }

    private static func parse(_ text: String, at place: SourceLocation) -> Result<LoggedConstraint, LoggedConstraintParser.Failure> {
        do {
            return .success(try LoggedConstraintParser.parse(text, location: place))
        } catch {
            return .failure(error)
        }
    }

    /// A constraint read: the broken one after the recovery line, else one more of the list.
    private mutating func add(_ constraint: LoggedConstraint) {
        if awaitingBroken, current != nil {
            // The broken constraint is usually one of the list: keep the listed one, so both are one constraint.
            let listed = current?.constraints.first { $0.address == constraint.address && $0.className == constraint.className }
            current?.broken = listed ?? constraint
            awaitingBroken = false
            listClosed = true
            return
        }
        if current == nil || (listClosed && current?.broken != nil) {
            finishBlock()
            current = ConflictBlock(location: constraint.location)
        }
        if currentTexts.contains(constraint.text) {
            problems.append(SourceDiagnostic(location: constraint.location, kind: .syntax,
                                             message: "this constraint is listed twice (a duplicated line?); read once",
                                             severity: .warning))
            return
        }
        guard (current?.constraints.count ?? 0) < Self.maximumConstraints else {
            if !isTruncated {
                isTruncated = true
                problems.append(SourceDiagnostic(location: constraint.location, kind: .limit,
                                                 message: "a report of more than \(Self.maximumConstraints) constraints; the rest are not read",
                                                 severity: .warning))
            }
            return
        }
        current?.constraints.append(constraint)
        currentTexts.insert(constraint.text)
    }

    /// The most constraints read into one report: far beyond any device's, within every scene limit.
    static let maximumConstraints = 5_000

    /// A line with no entry: boilerplate and list brackets belong to the block; a redaction is
    /// reported; anything else ends a block whose list is over.
    private mutating func noteLineWithoutEntries(_ line: String, number: Int) {
        let trimmed = LogText.trimmed(line)
        if let column = LogText.column(ofOptional: "<private>", in: line), current != nil || awaitingBroken {
            problems.append(SourceDiagnostic(location: location(number, column), kind: .unsupported,
                                             message: "a constraint redacted as <private> cannot be replayed",
                                             severity: .warning))
            return
        }
        if trimmed.isEmpty || trimmed == "(" || Self.boilerplate.contains(where: { LogText.contains(line, $0) }) || LogText.contains(line, Self.recovery) {
            return
        }
        if trimmed.hasSuffix(")") && trimmed.count <= 2 || trimmed.hasSuffix("(") {
            if trimmed.hasPrefix(")") { listClosed = true }
            return
        }
        guard current != nil, !awaitingBroken else { return }
        // An unrelated line: a bare list is over; so is a block whose list closed.
        if current?.header == nil || listClosed { finishBlock() }
    }

    private mutating func finishBlock() {
        if let block = current, !block.constraints.isEmpty || block.broken != nil {
            blocks.append(block)
        } else if let block = current {
            problems.append(SourceDiagnostic(location: block.location, kind: .syntax,
                                             message: "this report lists no constraint that can be read (was the list cut off?)",
                                             severity: .warning))
        }
        current = nil
        awaitingBroken = false
        listClosed = false
        isTruncated = false
        currentTexts = []
    }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }
}

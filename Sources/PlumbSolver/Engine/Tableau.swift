/// The simplex tableau of an incremental Cassowary solver with symbolic (strictly ordered) weights, kept in
/// product form: a pivot writes one row and rewrites none.
///
/// State, by symbol id (in ``SymbolState``):
/// - **rows**: a basic symbol's row `constant + Σ coefficient·symbol`, as it was when the symbol became basic
///   (then it mentioned parametric symbols only). Symbols it mentions may have become basic since, but only with
///   rows made later (`rowSequence`), so the rows form an acyclic graph and `expand` can always rewrite a row
///   over parametric symbols. A pivot makes the entering symbol basic with the leaving row's expansion and
///   leaves every other row as it is. In a deep tree of views a fully reduced tableau, where each row mentions
///   parametric symbols only, holds every ancestor's slacks in every row and rewrites them in every descendant
///   row at each pivot; here that work is not done, and a row found to chain through other rows when it is
///   expanded is replaced by its expansion (`compressVisitedRows`), so that chains stay short;
/// - **values**: every basic symbol's current value (parametric symbols are zero), kept up to date by walking
///   the rows that depend on a symbol that moves (`reach`);
/// - **columns**: for each symbol, the rows that mention it directly, with the coefficient, so the rows that
///   depend on a symbol are found without a search. An entry is live while its row is the one it was made for
///   (`rowVersion`); dead entries are skipped when read and dropped when a column has grown well past its
///   last tidy, which keeps memory linear;
/// - **definitions**: lazy rows `x := constant + Σ coefficient·symbol` for an external that was new when its
///   constraint arrived; they may mention basic and defined symbols (see `Tableau+Definitions.swift`);
/// - **objective**: one ``Weight`` per parametric symbol (zero for the others), always over parametric symbols.
///
/// A value type, so its hot loops run without dynamic exclusivity checks.
struct Tableau {
    /// A direct mention of a symbol in a row.
    struct ColumnEntry {
        var owner: Int32
        /// The owner's `rowVersion` when the entry was made: the entry is dead once the row changed or went.
        var version: Int32
        var coefficient: Double
    }

    /// What the tableau knows of each symbol, in one place so that walks over rows and columns touch about one
    /// cache line per symbol.
    var symbols: [SymbolState] = []
    /// The terms of the rows and definitions.
    var pool = TermPool()
    private var nextRowSequence = 0

    var definitionReferences: [Int32] = []
    /// For each symbol that definitions mention (`definitionReferences` above zero), a sequence at or before that
    /// of every definition mentioning it: the earliest such definition's when it was made. Meaningless for other
    /// symbols, and shorter than `symbols` until a definition mentions the newest ones.
    var firstReference: [Int] = []
    /// Definitions by sequence, once sorted (``sortDefinitionOrder()``); an entry is stale when its sequence no
    /// longer matches the symbol's.
    var definitionOrder: [(symbol: Int, sequence: Int)] = []
    /// Whether `definitionOrder` is sorted: false once a definition was placed among older ones, until sorted.
    var definitionOrderIsSorted = true
    var nextSequence = 0
    var liveDefinitions = 0
    /// For each defined symbol, the constraint its definition came from; shorter than `symbols` until the newest
    /// symbols are defined (it grows in ``define(_:from:at:by:)``, not with every symbol).
    var definer: [ObjectIdentifier?] = []
    /// Definitions handed over from an older constraint to a newer one (``handOver(_:to:newer:at:)``): for each
    /// external the newer constraint now defines, the external the older one defines instead.
    var handedOver: [Int: Int] = [:]
    /// The externals older constraints define after a hand-over, each with the external the newer constraint
    /// defines in its place (``handedOver`` read backwards): where the tableau would hold a row made basic in that
    /// external, a row over no external (see `Tableau+HandOver.swift`).
    var standIns: [Int: Int] = [:]
    /// Scratch of the walk that checks a hand-over (``expansionMeetsNoOtherFreeExternal(_:freed:)``).
    var handOverWalk: [Int] = []

    private(set) var objective: [Weight] = []
    /// Symbols whose objective weight reached the artificial level during phase one.
    var artificialTouched: [Int] = []
    /// Parametric symbols whose objective weight changed since they were last looked at: maybe improving.
    var candidates = CandidateList()
    /// Restricted basic symbols whose values may have gone negative.
    var infeasible = KeyedHeap()

    /// The largest value a basic symbol took since values were last computed afresh (``refreshValues()``).
    var largestValueSinceRefresh = 0.0

    /// The largest factor by which an update of an objective weight magnified the rounding of its amounts (a sum
    /// far smaller than the amounts added, ``Weight/add(_:times:magnification:)``) since the objective was last
    /// checked against the rows (`Solver.refactorObjectiveIfMagnified()`): the kept weights can drift from
    /// the rows' only through such a sum.
    var objectiveMagnification = 1.0

    /// Whether a guard against rounding noise fired since ``Solver/verify()`` last looked: a row term or a weight
    /// level dropped as noise, a ratio-test coefficient skipped as noise, an infeasible row left without an
    /// entering symbol. Each is right when the number was noise and wrong when it was a real number eleven orders
    /// below its neighbours, so the check after the solve then looks deeper (see `docs/solver.md`).
    var troubled = false

    /// Whether a rate or an expanded coefficient was taken for zero since ``Solver/verify()`` last looked although
    /// it was not exactly zero (``Tolerance/cancels(_:_:_:)``). Large layouts with decimal multipliers do this
    /// routinely and are right, so it counts as trouble only in a small tableau (``Tableau/smallSize``), where the
    /// deeper check costs little.
    var doubtful = false

    /// The size, in symbols, up to which a doubtful cancellation makes ``Solver/verify()`` look deeper.
    static let smallSize = 512

    /// Whether ``Solver/verify()`` should run the full self-check: trouble, or a doubt in a small tableau.
    var needsDeepCheck: Bool { troubled || (doubtful && symbols.count <= Tableau.smallSize) }

    /// Whether the values kept in definitions need evaluating again.
    var valuesAreStale = true

    /// The largest magnitude added into each symbol's `scratch` during the walk under way: a sum far smaller
    /// than what went into it is cancellation, taken as zero (``Tolerance/cancels(_:_:_:)``). Kept beside the
    /// symbols rather than in ``SymbolState``, which is one cache line and full.
    private var scratchSize: [Double] = []
    /// Each walk (`reach`, `expand`) takes a new stamp: a symbol's `scratch` belongs to the walk under way where
    /// its `scratchMark` holds the walk's stamp.
    private(set) var stamp: UInt32 = 0
    /// The result of the last `reach(from:)`: the symbols reached with their rates.
    private var reached: [(symbol: Int, rate: Double)] = []
    /// The symbol `reached` was last computed for, or -1 once the tableau changed.
    private var reachSource = -1
    /// Scratch of `reach(from:)`: the depth-first walk under way, and the rows in the order the walk left them.
    private var walk: [(node: Int, next: Int)] = []
    private var postorder: [Int] = []

    private var definitionQueue = KeyedHeap()
    private var rowQueue = KeyedHeap()
    private var toCompress: [Int] = []
    /// The parametric symbols met by the expansion under way, each once.
    private var parametricTerms: [Int] = []

    /// The level above every priority, used for phase one of a row without a subject.
    static let artificialLevel = Double.infinity

    /// Ids of released symbols, handed out again so that adding and removing constraints forever does not
    /// grow the tableau.
    private var released: [Int] = []

    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        if let symbol = released.popLast() {
            symbols[symbol].kind = kind
            symbols[symbol].visits = 0
            return symbol
        }
        symbols.append(SymbolState(kind: kind))
        scratchSize.append(0)
        definitionReferences.append(0)
        objective.append(.zero)
        candidates.grow()
        return symbols.count - 1
    }

    var symbolCount: Int { symbols.count }

    // MARK: Columns

    /// The number of rows mentioning `symbol` directly as it stands (dead entries included): a cheap measure of
    /// how much a change of `symbol` spreads.
    func columnLength(of symbol: Int) -> Int { symbols[symbol].column.count }

    @inline(__always)
    private func isLive(_ entry: ColumnEntry) -> Bool {
        let owner = Int(entry.owner)
        return symbols[owner].isBasic && symbols[owner].rowVersion == entry.version
    }

    /// The rows mentioning `symbol` directly, with its coefficient in each.
    mutating func directDependents(of symbol: Int) -> [(owner: Int, coefficient: Double)] {
        tidy(symbol)
        return symbols[symbol].column.map { (Int($0.owner), $0.coefficient) }
    }

    /// Whether any row mentions `symbol` directly.
    func isMentionedByRows(_ symbol: Int) -> Bool { symbols[symbol].column.contains { isLive($0) } }

    private mutating func addToColumns(of row: RowRef, owner: Int) {
        let version = symbols[owner].rowVersion
        for index in row.range {
            let symbol = pool.symbol(at: index)
            let entry = ColumnEntry(
                owner: Int32(truncatingIfNeeded: owner), version: version, coefficient: pool.coefficient(at: index))
            symbols[symbol].column.append(entry)
            if symbols[symbol].column.count > 2 * Int(symbols[symbol].tidyLength) + 8 { tidy(symbol) }
        }
    }

    /// Drops dead entries from a column.
    private mutating func tidy(_ symbol: Int) {
        var column = symbols[symbol].column
        symbols[symbol].column = []
        var kept = 0
        for index in column.indices where isLive(column[index]) {
            column[kept] = column[index]
            kept += 1
        }
        column.removeLast(column.count - kept)
        symbols[symbol].column = column
        symbols[symbol].tidyLength = Int32(kept)
    }

    // MARK: Reach

    /// The basic symbols whose values depend on the parametric `symbol`, each with its rate: its change per unit
    /// of `symbol` (the coefficient of `symbol` in its expanded row; it may be zero where paths cancel).
    ///
    /// A depth-first walk over the rows that mention each symbol orders the reached rows so that each comes after
    /// every reached row it mentions (reverse postorder); rates then flow forward in that order, each row's rate
    /// complete before it passes it on. (Ordering by row sequence with a heap gives the same order constraints
    /// at a logarithmic cost per row, which weighed most when a new canvas size moves every row.)
    @discardableResult
    mutating func reach(from symbol: Int) -> [(symbol: Int, rate: Double)] {
        if reachSource == symbol { return reached }
        newStamp()
        postorder.removeAll(keepingCapacity: true)
        walk.removeAll(keepingCapacity: true)
        symbols[symbol].scratchMark = stamp
        walk.append((symbol, 0))
        while let (node, next) = walk.last {
            var index = next
            var deeper = false
            while index < symbols[node].column.count {
                let entry = symbols[node].column[index]
                index += 1
                let owner = Int(entry.owner)
                if isLive(entry) && symbols[owner].scratchMark != stamp {
                    symbols[owner].scratchMark = stamp
                    symbols[owner].scratch = 0
                    scratchSize[owner] = 0
                    walk[walk.count - 1].next = index
                    walk.append((owner, 0))
                    deeper = true
                    break
                }
            }
            if !deeper {
                walk.removeLast()
                postorder.append(node)
            }
        }
        reached.removeAll(keepingCapacity: true)
        symbols[symbol].scratch = 1
        for node in postorder.reversed() {
            var rate = symbols[node].scratch
            if node != symbol {
                // Paths that cancel leave rounding noise, which must not look like a rate (a ratio test would
                // pivot on it).
                if Tolerance.cancels(rate, scratchSize[node], 0) {
                    if rate != 0 { doubtful = true }
                    rate = 0
                }
                reached.append((node, rate))
            }
            if rate == 0 { continue }
            for entry in symbols[node].column where isLive(entry) {
                let owner = Int(entry.owner)
                let contribution = entry.coefficient * rate
                symbols[owner].scratch += contribution
                scratchSize[owner] = Swift.max(scratchSize[owner], abs(contribution))
            }
        }
        reachSource = symbol
        return reached
    }

    mutating func newStamp() {
        stamp &+= 1
        if stamp == 0 {
            for index in symbols.indices { symbols[index].scratchMark = 0 }
            stamp = 1
        }
    }

    /// Moves the parametric `symbol` from zero by `step` as far as the values of the rows depending on it go
    /// (the symbol itself stays parametric; its caller makes it basic or shifts constants to match).
    private mutating func moveDependents(of symbol: Int, by step: Double) {
        if step == 0 { return }
        for (basic, rate) in reach(from: symbol) {
            symbols[basic].value = Tolerance.sum(symbols[basic].value, step * rate)
            largestValueSinceRefresh = Swift.max(largestValueSinceRefresh, abs(symbols[basic].value))
            if symbols[basic].kind.isRestricted && Tolerance.isInfeasible(symbols[basic].value) { infeasible.push(basic) }
        }
    }

    // MARK: Rows

    /// Makes the parametric `subject` basic with `row`, which mentions parametric symbols only: the subject takes
    /// the row's constant as its value and every value depending on it follows.
    mutating func insertRow(_ subject: Int, _ row: Row) {
        moveDependents(of: subject, by: row.constant)
        makeBasic(subject, row)
    }

    private mutating func makeBasic(_ subject: Int, _ madeRow: Row) {
        // Terms at rounding noise next to the row's largest would spread into the objective and be pivoted on.
        var row = madeRow
        dropNoise(from: &row)
        let weight = objective[subject]
        if !weight.isZero {
            objective[subject] = .zero
            addToObjective(row, times: weight)
        }
        symbols[subject].isBasic = true
        symbols[subject].rowSequence = nextRowSequence
        nextRowSequence += 1
        symbols[subject].value = row.constant
        largestValueSinceRefresh = Swift.max(largestValueSinceRefresh, abs(row.constant))
        replaceRow(of: subject, with: row)
        if symbols[subject].kind.isRestricted && Tolerance.isInfeasible(row.constant) { infeasible.push(subject) }
        changed()
    }

    /// Gives the basic `symbol` `row` in place of the one it had (if any), and lists it in the columns of the
    /// symbols it mentions; the entries of the old row die with its version.
    private mutating func replaceRow(of symbol: Int, with row: Row) {
        pool.free(symbols[symbol].row)
        symbols[symbol].row = storeRow(row)
        symbols[symbol].rowVersion &+= 1
        addToColumns(of: symbols[symbol].row, owner: symbol)
    }

    /// Keeps `row` in the pool, compacting the pool first when dead terms outnumber live ones.
    mutating func storeRow(_ row: Row) -> RowRef {
        if pool.dead > 1 << 14 && pool.dead > pool.live { compactPool() }
        return pool.store(row)
    }

    /// Copies the live rows' terms into a fresh pool and points the rows at their new places.
    mutating func compactPool() {
        var fresh = TermPool()
        fresh.reserveCapacity(Swift.max(0, pool.live))
        for index in symbols.indices where symbols[index].row.count > 0 {
            symbols[index].row.start = fresh.append(symbols[index].row.range, of: pool)
        }
        pool = fresh
    }

    /// The largest coefficient of `row` among symbols that can be pivoted on: the scale against which a
    /// coefficient is taken for rounding noise (``Tolerance/rowNoise``). Dummies never enter, and the huge
    /// coefficients an ill-conditioned required row gives them must not make the real ones look like noise.
    func noiseScale(of row: Row) -> Double {
        var largest = 0.0
        for (symbol, coefficient) in row.terms where symbols[symbol].kind.canEnter {
            largest = Swift.max(largest, abs(coefficient))
        }
        return largest
    }

    /// Removes from `row` the terms of pivot candidates smaller than ``Tolerance/rowNoise`` times the largest:
    /// rounding noise. It runs for every row made, so it is two plain passes over the terms.
    mutating func dropNoise(from row: inout Row) {
        let floor = Tolerance.rowNoise * noiseScale(of: row)
        var noise: [Int] = []
        for (symbol, coefficient) in row.terms where abs(coefficient) < floor && symbols[symbol].kind.canEnter {
            noise.append(symbol)
        }
        for symbol in noise { row.terms.removeValue(forKey: symbol) }
        if !noise.isEmpty { troubled = true }
    }

    /// Gives the basic `symbol` the row `row`, which must state the same value (its constant) over parametric
    /// symbols: for a row rid of rounding noise.
    mutating func replaceCleanedRow(of symbol: Int, with row: Row) {
        replaceRow(of: symbol, with: row)
        changed()
    }

    private mutating func removeRow(_ basic: Int) {
        pool.free(symbols[basic].row)
        symbols[basic].row = RowRef()
        symbols[basic].isBasic = false
        symbols[basic].rowVersion &+= 1
        symbols[basic].value = 0
        changed()
    }

    private mutating func changed() {
        reachSource = -1
        valuesAreStale = true
    }

    /// Takes the basic `symbol` out of the tableau for good: the rows that mention it get its row in its place,
    /// then its row goes. No value changes.
    mutating func dropBasic(_ symbol: Int) {
        let dropped = pool.row(at: symbols[symbol].row)
        for (owner, coefficient) in directDependents(of: symbol) {
            var target = pool.row(at: symbols[owner].row)
            target.terms[symbol] = nil
            target.add(dropped, times: coefficient)
            replaceRow(of: owner, with: target)
        }
        symbols[symbol].column = []
        symbols[symbol].tidyLength = 0
        removeRow(symbol)
    }

    /// Drops `symbol` from every row and the objective and frees its id (for a constraint's own symbols when
    /// the constraint goes). A parametric symbol is zero, so dropping its terms changes no value.
    mutating func release(_ symbol: Int) {
        precondition(
            symbols[symbol].kind != .external && !symbols[symbol].isDefined, "only a constraint's own symbols are released")
        if symbols[symbol].isBasic {
            dropBasic(symbol)
        } else {
            for (owner, _) in directDependents(of: symbol) {
                pool.removeTerm(symbol, at: &symbols[owner].row)
            }
        }
        symbols[symbol].column = []
        symbols[symbol].tidyLength = 0
        objective[symbol] = .zero
        changed()
        released.append(symbol)
    }

    /// `basic`'s row over parametric symbols only.
    mutating func expandedRow(of basic: Int) -> Row { expand(row: symbols[basic].row) }

    /// Makes `entering` basic in place of `leaving`, whose row (over parametric symbols) is `leavingRow` if known.
    mutating func pivot(entering: Int, leaving: Int, leavingRow: Row? = nil) {
        var row = leavingRow ?? expandedRow(of: leaving)
        row.terms[leaving] = -1
        row.solve(for: entering)
        moveDependents(of: entering, by: row.constant)
        removeRow(leaving)
        makeBasic(entering, row)
    }

    // MARK: Objective

    func weight(of symbol: Int) -> Weight { objective[symbol] }

    /// Adds `factor·weight` to the objective weight of the parametric `symbol`.
    mutating func addToObjective(_ symbol: Int, _ weight: Weight, times factor: Double = 1) {
        var magnification = objectiveMagnification
        if objective[symbol].add(weight, times: factor, magnification: &magnification) { troubled = true }
        objectiveMagnification = magnification
        if !objective[symbol].isZero {
            candidates.push(symbol)
            if objective[symbol].topLevel == Tableau.artificialLevel { artificialTouched.append(symbol) }
        }
    }

    /// Adds `weight·row` (over parametric symbols) to the objective (the row's constant only shifts the
    /// objective's value, which is not kept).
    mutating func addToObjective(_ row: Row, times weight: Weight) {
        for (symbol, coefficient) in row.terms {
            addToObjective(symbol, weight, times: coefficient)
        }
    }

    /// Adds `weight` times the value of `symbol` to the objective, whether it is basic or parametric.
    mutating func addSymbolToObjective(_ symbol: Int, _ weight: Weight) {
        if symbols[symbol].isBasic {
            addToObjective(expandedRow(of: symbol), times: weight)
        } else {
            addToObjective(symbol, weight)
        }
    }

    /// Removes the artificial level from every objective weight (after phase one).
    mutating func dropArtificialLevel() {
        for symbol in artificialTouched where !objective[symbol].isZero {
            objective[symbol].remove(level: Tableau.artificialLevel)
            if !objective[symbol].isZero { candidates.push(symbol) }
        }
        artificialTouched = []
    }

    /// Drops the highest level of `symbol`'s objective weight, found to be rounding noise (it improves the
    /// objective in a direction nothing bounds, which a level's total error, never below zero, cannot allow).
    mutating func dropTopLevel(of symbol: Int) {
        guard let level = objective[symbol].topLevel else { return }
        troubled = true
        objective[symbol].remove(level: level)
        if !objective[symbol].isZero { candidates.push(symbol) }
    }

    /// Replaces every objective weight with `weights` (by parametric symbol; an absent one is zero), for a
    /// refactorization of the objective from the current basis (``SolverCore/refactorObjectiveIfDrifted()``).
    mutating func replaceObjective(with weights: [Int: Weight]) {
        for symbol in objective.indices {
            let weight = weights[symbol] ?? .zero
            guard objective[symbol] != weight else { continue }
            objective[symbol] = weight
            if !weight.isZero { candidates.push(symbol) }
        }
    }

    /// Symbols with a non-zero objective weight, in id order.
    var objectiveSymbols: [Int] { objective.indices.filter { !objective[$0].isZero } }

    // MARK: Values

    /// The current value of any symbol: a basic one its kept value, a defined one its definition's, others zero.
    mutating func value(of symbol: Int) -> Double {
        if symbols[symbol].isBasic { return symbols[symbol].value }
        if symbols[symbol].isDefined {
            if valuesAreStale { evaluateDefinitions() }
            return symbols[symbol].value
        }
        return 0
    }

    /// The basic and defined symbols, in order: the basis a check of the tableau's answer solves
    /// (``BasisCertificate``).
    var basis: [Int] { symbols.indices.filter { symbols[$0].isBasic || symbols[$0].isDefined } }

    /// Recomputes every basic symbol's value from the rows, newest row first (a row mentions only symbols that
    /// are parametric, at zero, or basic with a newer row), instead of trusting the values kept step by step:
    /// those drift when a pivot sequence passes through values far larger than the final ones.
    mutating func refreshValues() {
        var basics: [(sequence: Int, symbol: Int)] = []
        for symbol in symbols.indices where symbols[symbol].isBasic {
            basics.append((symbols[symbol].rowSequence, symbol))
        }
        basics.sort { $0.sequence > $1.sequence }
        for (_, symbol) in basics {
            let row = symbols[symbol].row
            var sum = row.constant
            for index in row.range {
                let term = pool.symbol(at: index)
                if symbols[term].isBasic { sum = Tolerance.sum(sum, pool.coefficient(at: index) * symbols[term].value) }
            }
            symbols[symbol].value = sum
        }
        largestValueSinceRefresh = 0
        valuesAreStale = true
    }

    /// Makes every row hold for `symbol + step` where it held for `symbol`: how a constraint's constant changes
    /// by `step` through its marker `symbol` (definitions mentioning `symbol` are the caller's). Rows mentioning
    /// `symbol` shift their constants; then either its own row shifts the other way (if it is basic, only its
    /// value changes) or the values depending on it move (if it is parametric, it stays at zero).
    mutating func shift(_ symbol: Int, by step: Double) {
        for (owner, coefficient) in directDependents(of: symbol) {
            symbols[owner].row.constant = Tolerance.sum(symbols[owner].row.constant, coefficient * step)
        }
        if symbols[symbol].isBasic {
            symbols[symbol].row.constant = Tolerance.sum(symbols[symbol].row.constant, -step)
            symbols[symbol].value = Tolerance.sum(symbols[symbol].value, -step)
            if symbols[symbol].kind.isRestricted && Tolerance.isInfeasible(symbols[symbol].value) { infeasible.push(symbol) }
        } else {
            moveDependents(of: symbol, by: step)
        }
        changed()
    }

    // MARK: Expansion

    /// How many times `expand` walks through a row that chains through other rows before the row is replaced
    /// by its expansion. With two, the additions of `random` at 10000 views walk 1.8 million row terms instead of
    /// 6.2 million; one (compressing rows that are never walked again) and three or four built more slowly.
    static let visitsBeforeCompressing: UInt8 = 2

    /// Whether `expand` counts its walks through chained rows towards compressing them: false while the solver
    /// adds or removes a transient constraint (``Solver/addTransient(_:)``). Such a constraint (a diagnostic
    /// push over every variable, added and removed again) walks rows that later work may never walk, and
    /// compressing a row stores its expansion, which along a chain of rows grows with the row's depth: a push
    /// over a chain of n rows would store n²/2 terms.
    var countsVisits = true

    /// Replaces the rows of `toCompress` by their expansions, so later expansions through them stop there.
    /// The row keeps its place in the row order: the rows mentioning it are still older, and it now mentions
    /// parametric symbols only.
    ///
    /// A compressed row states the same identity, so every rate of the last `reach` stays right.
    private mutating func compressVisitedRows() {
        while let symbol = toCompress.popLast() {
            guard symbols[symbol].isBasic else { continue }
            replaceRow(of: symbol, with: expandOnly(row: symbols[symbol].row))
            symbols[symbol].visits = 0
        }
    }

    /// `raw` rewritten over parametric symbols only: defined symbols become their definitions (newest first),
    /// then basic symbols their rows (oldest first, so a row's coefficient is complete before it is expanded).
    /// Each definition and row is visited once, and skipped when its coefficients cancel, as `x` does in
    /// `x + w − (x + 8)`.
    mutating func expand(_ raw: Row) -> Row {
        let result = expandOnly(raw)
        if !toCompress.isEmpty { compressVisitedRows() }
        return result
    }

    /// A kept row rewritten over parametric symbols only.
    mutating func expand(row: RowRef) -> Row {
        let result = expandOnly(row: row)
        if !toCompress.isEmpty { compressVisitedRows() }
        return result
    }

    private mutating func expandOnly(_ raw: Row) -> Row {
        beginExpanding()
        for (symbol, coefficient) in raw.terms { place(symbol, coefficient) }
        return finishExpanding(constant: raw.constant)
    }

    private mutating func expandOnly(row: RowRef) -> Row {
        beginExpanding()
        for index in row.range { place(pool.symbol(at: index), pool.coefficient(at: index)) }
        return finishExpanding(constant: row.constant)
    }

    private mutating func beginExpanding() {
        newStamp()
        definitionQueue.removeAll()
        rowQueue.removeAll()
        parametricTerms.removeAll(keepingCapacity: true)
    }

    /// Expands the queued definitions and rows of the expansion begun with `beginExpanding`.
    private mutating func finishExpanding(constant rawConstant: Double) -> Row {
        var constant = rawConstant
        while let symbol = definitionQueue.pop() {
            let coefficient = symbols[symbol].scratch
            if Tolerance.cancels(coefficient, scratchSize[symbol], 0) { continue }
            _ = add(symbols[symbol].row, times: coefficient, to: &constant)
        }
        while let symbol = rowQueue.pop() {
            let coefficient = symbols[symbol].scratch
            if Tolerance.cancels(coefficient, scratchSize[symbol], 0) { continue }
            if add(symbols[symbol].row, times: coefficient, to: &constant) && countsVisits {
                symbols[symbol].visits &+= 1
                if symbols[symbol].visits >= Tableau.visitsBeforeCompressing { toCompress.append(symbol) }
            }
        }
        var result = Row(constant: constant)
        result.terms = TermMap(capacity: parametricTerms.count)
        for symbol in parametricTerms {
            let coefficient = symbols[symbol].scratch
            if Tolerance.cancels(coefficient, scratchSize[symbol], 0) {
                if coefficient != 0 { doubtful = true }
                continue
            }
            result.terms.insertNew(symbol, coefficient)
        }
        return result
    }

    /// Adds `coefficient·row` to the expansion under way; returns whether the row mentions a basic symbol.
    @inline(__always)
    private mutating func add(_ row: RowRef, times coefficient: Double, to constant: inout Double) -> Bool {
        constant = Tolerance.sum(constant, coefficient * row.constant)
        var chained = false
        for index in row.range {
            let symbol = pool.symbol(at: index)
            if symbols[symbol].isBasic { chained = true }
            place(symbol, coefficient * pool.coefficient(at: index))
        }
        return chained
    }

    /// Gathers `coefficient·symbol` into the expansion under way: a defined or basic symbol is queued to be
    /// expanded once its coefficient is complete, a parametric one is a term of the result.
    @inline(__always)
    private mutating func place(_ symbol: Int, _ coefficient: Double) {
        if symbols[symbol].scratchMark == stamp {
            symbols[symbol].scratch += coefficient
            scratchSize[symbol] = Swift.max(scratchSize[symbol], abs(coefficient))
            return
        }
        symbols[symbol].scratchMark = stamp
        symbols[symbol].scratch = coefficient
        scratchSize[symbol] = abs(coefficient)
        if symbols[symbol].isDefined {
            definitionQueue.push(symbol, key: -symbols[symbol].rowSequence)
        } else if symbols[symbol].isBasic {
            rowQueue.push(symbol, key: symbols[symbol].rowSequence)
        } else {
            parametricTerms.append(symbol)
        }
    }
}

/// One symbol's entry in the tableau: 64 bytes, so that a walk over rows and columns touches about one cache
/// line per symbol.
struct SymbolState {
    var kind: SymbolKind
    var isBasic = false
    var isDefined = false
    /// Visits by `expand` to the symbol's row while it mentions a basic symbol (see `compressVisitedRows`).
    var visits: UInt8 = 0
    /// Bumped whenever the symbol's row is made, changed or removed.
    var rowVersion: Int32 = 0
    /// The column's length after it was last tidied; it is tidied again once it has grown well past that.
    var tidyLength: Int32 = 0
    /// The stamp of the walk `scratch` belongs to.
    var scratchMark: UInt32 = 0
    /// A basic symbol's row, as made; a defined symbol's definition (terms in the tableau's ``TermPool``).
    var row = RowRef()
    /// The rows mentioning the symbol directly (see ``Tableau/ColumnEntry``).
    var column: [Tableau.ColumnEntry] = []
    /// When the symbol's row was made (in the row order) or its definition (in the definition order).
    var rowSequence = 0
    /// The current value: a basic symbol's is kept up to date, a defined one's is evaluated when read, a
    /// parametric one's is zero.
    var value: Double = 0
    /// What the walk under way keeps for the symbol: a rate in `reach(from:)`, a coefficient in `expand(_:)`.
    var scratch: Double = 0

    init(kind: SymbolKind) {
        self.kind = kind
    }
}

// Definitions handed over to a newer constraint.
//
// A row of labels in a scroll view states its baseline first, `t.y + a == d.y + b`: `t.y` is new, so the
// constraint becomes the definition `t.y := d.y + b - a`. The row's top comes next, `t.y == u.y + u.h + 12`
// (`u` the label above): every symbol it mentions is defined already, so it goes to the tableau, expanded.
// Its expansion holds `d.y`, which nothing else mentions, and which the subject choice of `SolverCore.addRow`
// then makes basic; but it also holds the expansion of `u.y`, and so of the row above, made basic in the same
// way: row i holds the terms of every row above it, quadratic in time and memory.
//
// The same basis is reached without the row: the older constraint defines `d.y` instead (`d.y := t.y + a - b`,
// at its own place in the definition order), and the newer one defines `t.y` before it. `d.y` is then a
// definition where the plain path would have a basic row, and every other symbol stays basic, defined or
// parametric as it would have been, so every value is the same (each is a sum over the same parametric
// symbols at zero; it is evaluated along the definitions instead of along rows).
//
// The hand-over is made only where the plain path is known to choose `d.y` as the row's subject: when the
// row's expansion holds no free external but `d.y`. That is checked by a short walk over what the expansion
// would visit, which stops at the externals handed over earlier (`standIns`): each stands for a plain row over
// no external, by this same check. A walk that goes further than ``Tableau/handOverWalkLimit`` symbols gives
// up, and the constraint takes the plain path.

extension Tableau {
    /// How many symbols the walk of ``handOver(for:)`` visits before giving up on a hand-over.
    static let handOverWalkLimit = 48

    /// For a constraint row `0 = raw` that has no other symbol to define (``symbolToDefine(in:handingOver:)``): a defined external
    /// `defined` that nothing else mentions, whose definition mentions a free external `freed` that nothing else
    /// mentions and that the plain path would make the row's subject, with the sequence at which `raw` would define
    /// `defined` (before the older constraint's definition, which then defines `freed`); nil if there is none.
    mutating func handOver(for raw: Row) -> (defined: Int, freed: Int, sequence: Int)? {
        var pair: (defined: Int, freed: Int)?
        // Reference counts first: they rule out nearly every term without reading its state.
        for (defined, _) in raw.terms where definitionReferences[defined] == 0 && isHandedOverCandidate(defined) {
            for index in symbols[defined].row.range {
                let freed = pool.symbol(at: index)
                guard definitionReferences[freed] == 1, isFreeForHandOver(freed), raw.terms[freed] == nil else { continue }
                // Two such externals: the plain path would choose between them, which a short check cannot tell.
                if pair != nil { return nil }
                pair = (defined, freed)
            }
        }
        guard let pair else { return nil }
        let older = symbols[pair.defined].rowSequence
        var newestMentioned = -1
        for (symbol, _) in raw.terms where symbol != pair.defined && symbols[symbol].isDefined {
            newestMentioned = Swift.max(newestMentioned, symbols[symbol].rowSequence)
        }
        guard older - newestMentioned >= 2, expansionMeetsNoOtherFreeExternal(raw, freed: pair.freed) else { return nil }
        return (pair.defined, pair.freed, newestMentioned + (older - newestMentioned) / 2)
    }

    /// Hands `defined`'s definition over: the constraint that defined it now defines `freed` (at the same place in
    /// the definition order), and the new constraint row `0 = newer` of the constraint `owner` defines `defined` at
    /// `sequence`. Returns the older constraint.
    mutating func handOver(_ defined: Int, to freed: Int, newer: Row, at sequence: Int, by owner: ObjectIdentifier)
        -> ObjectIdentifier
    {
        let older = symbols[defined].rowSequence
        // Every definition has an owner (``define(_:from:at:by:)``): the constraint whose removal undoes it.
        guard let olderOwner = definer[defined] else { preconditionFailure("hand-over of a definition without an owner") }
        var olderRow = pool.row(at: symbols[defined].row)
        olderRow.add(defined, -1)
        undefine(defined)
        define(freed, from: olderRow, at: older, by: olderOwner)
        define(defined, from: newer, at: sequence, by: owner)
        handedOver[defined] = freed
        standIns[freed] = defined
        return olderOwner
    }

    /// Forgets a hand-over once either of its definitions goes (its constraint is removed): what is left is an
    /// ordinary definition.
    mutating func forgetHandOver(of symbol: Int) {
        if let freed = handedOver.removeValue(forKey: symbol) {
            standIns[freed] = nil
        } else if let defined = standIns.removeValue(forKey: symbol) {
            handedOver[defined] = nil
        }
    }

    /// Whether `symbol` is a defined external that nothing mentions and that takes no part in a hand-over.
    private func isHandedOverCandidate(_ symbol: Int) -> Bool {
        guard symbols[symbol].isDefined && definitionReferences[symbol] == 0 && symbols[symbol].kind == .external else {
            return false
        }
        return standIns.isEmpty || (handedOver[symbol] == nil && standIns[symbol] == nil)
    }

    /// Whether `symbol` is a free external that one definition mentions and nothing else ever did: no row
    /// (its column is empty, so the plain path counts it in no row and prefers it), no objective term.
    private func isFreeForHandOver(_ symbol: Int) -> Bool {
        symbols[symbol].kind == .external && !symbols[symbol].isBasic && !symbols[symbol].isDefined
            && definitionReferences[symbol] == 1 && symbols[symbol].column.isEmpty && weight(of: symbol).isZero
    }

    /// Whether the expansion of `raw` meets no free external but `freed`: a walk through the definitions and rows
    /// `expand` would visit, taking each hand-over as the plain path's (a definition of the external handed
    /// over by the older constraint, and a row over no external for the one it defines instead). False when the
    /// walk passes ``handOverWalkLimit`` symbols.
    private mutating func expansionMeetsNoOtherFreeExternal(_ raw: Row, freed: Int) -> Bool {
        newStamp()
        symbols[freed].scratchMark = stamp
        handOverWalk.removeAll(keepingCapacity: true)
        for (symbol, _) in raw.terms { handOverWalk.append(symbol) }
        var budget = Tableau.handOverWalkLimit
        while let symbol = handOverWalk.popLast() {
            if symbols[symbol].scratchMark == stamp { continue }
            symbols[symbol].scratchMark = stamp
            budget -= 1
            if budget < 0 { return false }
            if !standIns.isEmpty && standIns[symbol] != nil { continue }
            if !handedOver.isEmpty, let standIn = handedOver[symbol] {
                // The plain path's definition of `symbol` is the older constraint's: the stand-in's terms but itself.
                symbols[standIn].scratchMark = stamp
                walkTerms(of: standIn)
            } else if symbols[symbol].isDefined || symbols[symbol].isBasic {
                walkTerms(of: symbol)
            } else if symbols[symbol].kind == .external {
                return false
            }
        }
        return true
    }

    private mutating func walkTerms(of symbol: Int) {
        for index in symbols[symbol].row.range {
            let term = pool.symbol(at: index)
            if symbols[term].scratchMark != stamp { handOverWalk.append(term) }
        }
    }
}

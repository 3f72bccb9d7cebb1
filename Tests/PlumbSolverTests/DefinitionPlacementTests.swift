import Testing
@testable import PlumbSolver

/// A constraint whose variables are all mentioned already may still be a lazy definition, when one of them is
/// mentioned only by definitions (`Tableau.placeBeforeUsers(in:)`): the form of issue 21, where each row's
/// baseline constraint (`l.y + 0.8·l.h == f.y + 0.8·f.h`) arrives before its top (`f.y == prev.y + 44`). These
/// cases check that the order of addition no longer decides whether the rows become tableau rows, that the
/// values are those of the other order, and that what must stay a tableau row (a cycle) still does.
@Suite("Engine: definitions placed before their users")
struct DefinitionPlacementTests {
    /// One row of the form: a label and a field, the label's centre line on the field's, the field 44 below the
    /// field above (the first at `W·0.1`, so a new canvas width moves every row).
    private struct Form {
        let solver = Solver()
        let width = Variable("W")
        var labelY: [Variable] = [], labelH: [Variable] = [], fieldY: [Variable] = [], fieldH: [Variable] = []

        init(rows: Int, baselineFirst: Bool) throws {
            try solver.addEditVariable(width, priority: 2000)
            try solver.suggestValue(390, for: width)
            for row in 0..<rows {
                labelY.append(Variable("l\(row).y"))
                labelH.append(Variable("l\(row).h"))
                fieldY.append(Variable("f\(row).y"))
                fieldH.append(Variable("f\(row).h"))
                let baseline = Constraint(labelY[row] + 0.8 * labelH[row], .equal, fieldY[row] + 0.8 * fieldH[row])
                let top =
                    row == 0
                    ? Constraint(Expression(fieldY[row]), .equal, Expression(0.1 * width))
                    : Constraint(Expression(fieldY[row]), .equal, fieldY[row - 1] + 44)
                for constraint in baselineFirst ? [baseline, top] : [top, baseline] { try solver.add(constraint) }
                try solver.add(Constraint(Expression(labelH[row]), .equal, Expression(21)))
                try solver.add(Constraint(Expression(fieldH[row]), .equal, Expression(34)))
            }
        }

        var basicRows: Int { solver.core.tableau.symbols.filter(\.isBasic).count }
    }

    @Test("a chain of rows added baseline first stays definitions, with the values of the other order")
    func baselineFirstChain() throws {
        let rows = 200
        let baselineFirst = try Form(rows: rows, baselineFirst: true)
        let topFirst = try Form(rows: rows, baselineFirst: false)
        // Only the edit variable's row is basic (its error pair); before, each top constraint became a row too,
        // whose expansion held the markers of every row above it.
        #expect(baselineFirst.basicRows == topFirst.basicRows)
        #expect(baselineFirst.basicRows <= 1)
        for width in [390.0, 844, 1024] {
            try baselineFirst.solver.suggestValue(width, for: baselineFirst.width)
            try topFirst.solver.suggestValue(width, for: topFirst.width)
            for row in [0, 1, 57, rows - 1] {
                // f.y = 0.1·W + 44·row; l.y = f.y + 0.8·(34 − 21).
                let field = 0.1 * width + 44 * Double(row)
                #expect(abs(baselineFirst.solver.value(of: baselineFirst.fieldY[row]) - field) < tolerance)
                #expect(abs(baselineFirst.solver.value(of: baselineFirst.labelY[row]) - (field + 10.4)) < tolerance)
                #expect(abs(topFirst.solver.value(of: topFirst.labelY[row]) - (field + 10.4)) < tolerance)
            }
        }
        #expect(baselineFirst.solver.inconsistencies().isEmpty)
        #expect(!baselineFirst.solver.isAmbiguous(baselineFirst.labelY[rows - 1]))
    }

    @Test("removing the constraints of a placed definition gives back a free variable, then the same layout")
    func removeAndAddAgain() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        // z := 10 first; then y := x + 5 (y is met first, so it has the smaller id); x == z + 3 then finds x
        // mentioned only by y's definition and defines it between z's definition and y's.
        let pin = Constraint(Expression(z), .equal, Expression(10))
        let follow = Constraint(Expression(y), .equal, x + 5)
        let link = Constraint(Expression(x), .equal, z + 3)
        try solver.add(pin)
        try solver.add(follow)
        try solver.add(link)
        #expect(solver.core.tableau.symbols.filter(\.isBasic).isEmpty)
        #expect(abs(solver.value(of: y) - 18) < tolerance)
        #expect(!solver.isAmbiguous(y))

        try solver.remove(link)
        #expect(solver.isAmbiguous(y))
        #expect(abs(solver.value(of: z) - 10) < tolerance)
        #expect(solver.inconsistencies().isEmpty)

        try solver.add(link)
        #expect(abs(solver.value(of: x) - 13) < tolerance)
        #expect(abs(solver.value(of: y) - 18) < tolerance)
        // Without its pin, z is mentioned only by x's definition: pinning it again defines it before x.
        try solver.remove(pin)
        try solver.add(Constraint(Expression(z), .equal, Expression(-4)))
        #expect(solver.core.tableau.symbols.filter(\.isBasic).isEmpty)
        #expect(abs(solver.value(of: y) - 4) < tolerance)
        #expect(solver.inconsistencies().isEmpty)
    }

    @Test("definitions placed far back among many are evaluated before their users, also between additions")
    func placedFarBack() throws {
        // The cells of the benchmark: x + w == W − 16 defines x over w; w == 24 then finds w mentioned only by x's
        // definition and places it midway between the start and x's, behind every cell before. Placed definitions
        // are appended and sorted in when values are next read: x read before w would be W − 16 − 0.
        let solver = Solver()
        let width = Variable("W")
        try solver.addEditVariable(width, priority: 2000)
        try solver.suggestValue(390, for: width)
        var xs: [Variable] = []
        for cell in 0..<50 {
            let x = Variable("a\(cell).x"), w = Variable("a\(cell).w")
            xs.append(x)
            try solver.add(Constraint(x + w, .equal, width - 16))
            try solver.add(Constraint(Expression(w), .equal, Expression(24)))
            #expect(abs(solver.value(of: x) - 350) < tolerance)
        }
        #expect(solver.core.tableau.symbols.filter(\.isBasic).count <= 1)
        try solver.suggestValue(844, for: width)
        for cell in [0, 17, 49] { #expect(abs(solver.value(of: xs[cell]) - 804) < tolerance) }
    }

    @Test("a constraint closing a cycle through definitions is a tableau row and can conflict")
    func cycleIsNotDefined() throws {
        // y := x + 5 mentions x; y == x (x mentioned only by y's definition) would define x through y, itself
        // defined through x: it must expand to 5 == 0 and be refused.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let follow = Constraint(Expression(y), .equal, x + 5)
        try solver.add(follow)
        let same = Constraint(Expression(y), .equal, Expression(x))
        var caught: [Constraint]?
        do {
            try solver.add(same)
        } catch {
            if case .unsatisfiable(_, let set) = error { caught = set }
        }
        #expect(caught == [follow, same])
    }
}

/// A lazy definition `symbol := constant + Σ coefficient·symbol`, stored flat because it is only ever read
/// whole (see `Tableau+Definitions.swift`).
struct Definition {
    var constant: Double = 0
    /// The terms in symbol order.
    private(set) var terms: [(symbol: Int, coefficient: Double)] = []
    /// The defined symbol's value when values were last evaluated.
    var value: Double = 0
    /// When the definition was made: a definition only mentions symbols defined before it.
    var sequence: Int = -1

    init() {}

    init(_ row: Row) {
        constant = row.constant
        terms = row.terms.map { ($0.key, $0.value) }.sorted { $0.symbol < $1.symbol }
    }

    func coefficient(of symbol: Int) -> Double? {
        terms.first { $0.symbol == symbol }?.coefficient
    }

    var row: Row {
        var row = Row(constant: constant)
        for term in terms { row.terms[term.symbol] = term.coefficient }
        return row
    }
}

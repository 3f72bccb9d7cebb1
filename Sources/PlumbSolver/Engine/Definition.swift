/// A lazy definition `symbol := constant + Σ coefficient·symbol`, stored flat because it is only ever read
/// whole (see `Tableau+Definitions.swift`).
struct Definition {
    var constant: Double = 0
    var symbols: [Int] = []
    var coefficients: [Double] = []

    init() {}

    init(_ row: Row) {
        constant = row.constant
        let ordered = row.terms.sorted { $0.key < $1.key }
        symbols = ordered.map(\.key)
        coefficients = ordered.map(\.value)
    }

    func coefficient(of symbol: Int) -> Double? {
        symbols.firstIndex(of: symbol).map { coefficients[$0] }
    }

    var row: Row {
        var row = Row(constant: constant)
        for (symbol, coefficient) in zip(symbols, coefficients) { row.terms[symbol] = coefficient }
        return row
    }
}

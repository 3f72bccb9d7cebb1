import Testing
@testable import PlumbLayout

/// Linear forms keep their terms sorted by variable without zero coefficients, so that equal sums
/// compare and hash equal however they were built.
@Suite struct LinearFormTests {
    private func terms(_ form: LinearForm) -> [[Double]] {
        form.orderedTerms.map { [Double($0.variable), $0.coefficient] }
    }

    @Test func termsStaySortedAndCancelledTermsGo() {
        var form = LinearForm(variable: 7, coefficient: 2)
        form.add(3, 1.5)
        form.add(9, -1)
        form.add(5, 4)
        form.add(7, -2)
        #expect(terms(form) == [[3, 1.5], [5, 4], [9, -1]])
        form.add(0, 0)
        #expect(terms(form) == [[3, 1.5], [5, 4], [9, -1]])
    }

    @Test func sumsAndDifferencesCombineLikeTerms() {
        let a = LinearForm(variable: 4) + 10
        let b = 2 * LinearForm(variable: 1) - LinearForm(variable: 4)
        let sum = a + b
        #expect(terms(sum) == [[1, 2]])
        #expect(sum.constant == 10)
        #expect(sum.value([0, 3, 0, 0, 100]) == 16)
        #expect(terms(a - a).isEmpty)
    }

    @Test func formsBuiltInAnyOrderAreEqualAndHashEqual() {
        var forward = LinearForm(constant: 1)
        for variable in [2, 5, 8] { forward.add(variable, Double(variable)) }
        var backward = LinearForm(constant: 1)
        for variable in [8, 5, 2] { backward.add(variable, Double(variable)) }
        let fromTerms = LinearForm(terms: [(5, 5), (8, 3), (2, 2), (8, 5), (1, 1), (1, -1)], constant: 1)
        #expect(forward == backward && backward == fromTerms)
        #expect(Set([forward, backward, fromTerms]).count == 1)
        #expect(terms(fromTerms) == [[2, 2], [5, 5], [8, 8]])
        #expect(forward != LinearForm(terms: [(2, 2), (5, 5), (8, 8)], constant: 2))
        #expect(forward != LinearForm(terms: [(2, 2), (5, 5)], constant: 1))
    }
}

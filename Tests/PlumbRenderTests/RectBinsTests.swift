import PlumbLayout
import PlumbTestSupport
import Testing
@testable import PlumbRender

/// The spatial index behind label placement: a query must find every rectangle that overlaps it,
/// in filing order, whatever was filed and forgotten before.
@Suite("Rectangle bins")
struct RectBinsTests {
    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxX, b.maxX) > max(a.minX, b.minX) && min(a.maxY, b.maxY) > max(a.minY, b.minY)
    }

    @Test("every overlapping rectangle is a candidate, in filing order, after filing and forgetting")
    func supersetInOrder() throws {
        var random = SeededGenerator(seed: 16)
        var bins = RectBins()
        var filed: [Rect] = []
        func randomRect() -> Rect {
            // Small ones mostly, some long lines across many cells, some off the canvas.
            let long = random.next() % 8 == 0
            return Rect(x: Double(random.next() % 900) - 300, y: Double(random.next() % 900) - 300,
                        width: long ? Double(random.next() % 3000) : Double(random.next() % 60) + 0.5,
                        height: Double(random.next() % 40) + 0.5)
        }
        for round in 0..<40 {
            for _ in 0..<25 {
                let rect = randomRect()
                bins.insert(rect)
                filed.append(rect)
            }
            if round % 3 == 2 {
                let keep = filed.count - Int(random.next() % 20)
                bins.removeLast(from: keep)
                filed.removeSubrange(keep...)
            }
            #expect(bins.count == filed.count)
            for _ in 0..<20 {
                let query = randomRect()
                let found = bins.candidates(overlapping: query)
                #expect(found == found.sorted() && Set(found).count == found.count)
                let expected = filed.indices.filter { Self.overlaps(filed[$0], query) }
                #expect(Set(expected).isSubset(of: Set(found)), "query \(query)")
                #expect(found.allSatisfy { bins.rects[$0] == filed[$0] })
            }
        }
    }

    @Test("rectangles with coordinates that are not finite are found by every query")
    func notFinite() throws {
        var bins = RectBins()
        bins.insert(Rect(x: .infinity, y: 0, width: 10, height: 10))
        bins.insert(Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(bins.candidates(overlapping: Rect(x: 500, y: 500, width: 5, height: 5)) == [0])
        #expect(bins.candidates(overlapping: Rect(x: 5, y: 5, width: 1, height: 1)) == [0, 1])
        #expect(bins.candidates(overlapping: Rect(x: .nan, y: 0, width: 1, height: 1)) == [0, 1])
    }
}

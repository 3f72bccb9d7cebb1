import PlumbLayout

/// Rectangles filed by the square cells of a grid they touch, so that finding those that may overlap a
/// small rectangle looks at a few cells instead of every rectangle: placing the labels of a scene with
/// thousands of constraints compared each candidate spot with every label, text and stroke (quadratic).
///
/// ``candidates(overlapping:)`` returns a superset of the rectangles whose interiors meet the query,
/// in the order they were added, so a sum over the candidates adds the same non-zero terms in the same
/// order as a sum over all of them (the terms left out are exact zeros).
struct RectBins {
    /// The side of a cell, in points: a label or a short stroke touches one to four.
    static let cellSize = 32.0
    /// Rectangles touching more cells than this (long lines, a view's outline) are kept in one list
    /// checked by every query, as are rectangles with coordinates that are not finite.
    static let maximumCells = 64

    /// Every rectangle, by the index it was filed under (the order of filing).
    private(set) var rects: [Rect] = []
    /// What each rectangle belongs to (a constraint's index), or -1.
    private(set) var owners: [Int] = []
    private var cells: [Cell: [Int]] = [:]
    private var everywhere: [Int] = []

    private struct Cell: Hashable {
        var x: Int
        var y: Int
    }

    init() {}

    /// Files every rectangle, in order, with no owner.
    init(_ rects: [Rect]) {
        for rect in rects { insert(rect) }
    }

    /// How many rectangles are filed.
    var count: Int { rects.count }

    /// Files `rect` under the next index; `owner` names what it belongs to.
    mutating func insert(_ rect: Rect, owner: Int = -1) {
        let id = rects.count
        rects.append(rect)
        owners.append(owner)
        guard let span = Self.span(of: rect) else {
            everywhere.append(id)
            return
        }
        for x in span.x {
            for y in span.y { cells[Cell(x: x, y: y), default: []].append(id) }
        }
    }

    /// Forgets the rectangles filed from index `count` on, as if they had never been filed (a placement
    /// that was only tried).
    mutating func removeLast(from count: Int) {
        while rects.count > count {
            let id = rects.count - 1
            if let span = Self.span(of: rects[id]) {
                for x in span.x {
                    for y in span.y {
                        let cell = Cell(x: x, y: y)
                        // Each cell's list is in filing order, so the last filed is at its end.
                        cells[cell]?.removeLast()
                        if cells[cell]?.isEmpty == true { cells[cell] = nil }
                    }
                }
            } else {
                everywhere.removeLast()
            }
            rects.removeLast()
            owners.removeLast()
        }
    }

    /// The indices, ascending, of the rectangles that may overlap `query` (every one that does, and
    /// maybe some that do not).
    func candidates(overlapping query: Rect) -> [Int] {
        guard let span = Self.span(of: query) else { return Array(rects.indices) }
        // One cell and nothing everywhere (most queries): its list as it is, without a copy.
        if everywhere.isEmpty, span.x.count == 1, span.y.count == 1 {
            return cells[Cell(x: span.x.lowerBound, y: span.y.lowerBound)] ?? []
        }
        var found = everywhere
        for x in span.x {
            for y in span.y {
                if let ids = cells[Cell(x: x, y: y)] { found += ids }
            }
        }
        // A rectangle filed in several of the cells is found once.
        guard found.count > 1 else { return found }
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for id in found where unique.last != id { unique.append(id) }
        return unique
    }

    /// The cells a rectangle touches, or nil when its coordinates are not finite or it touches more than
    /// ``maximumCells``.
    private static func span(of rect: Rect) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        let limit = 1e12
        guard rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite,
              abs(rect.minX) < limit, abs(rect.maxX) < limit, abs(rect.minY) < limit, abs(rect.maxY) < limit,
              rect.minX <= rect.maxX, rect.minY <= rect.maxY else { return nil }
        let x = Int((rect.minX / cellSize).rounded(.down))...Int((rect.maxX / cellSize).rounded(.down))
        let y = Int((rect.minY / cellSize).rounded(.down))...Int((rect.maxY / cellSize).rounded(.down))
        guard x.count <= maximumCells, y.count <= maximumCells, x.count * y.count <= maximumCells else { return nil }
        return (x, y)
    }
}

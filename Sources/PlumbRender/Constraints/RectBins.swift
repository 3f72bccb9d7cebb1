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

    private(set) var rects: [Rect] = []
    private(set) var owners: [Int] = []
    private var cells: [Cell: [Int]] = [:]
    private var everywhere: [Int] = []

    private struct Cell: Hashable {
        var x: Int
        var y: Int
    }

    init() {}

    /// Files every rectangle with the same owner.
    init(_ rects: [Rect], owner: Int = -1) {
        for rect in rects { insert(rect, owner: owner) }
    }

    var isEmpty: Bool { rects.isEmpty }

    /// Files `rect`; `owner` names what it belongs to, for queries that leave one owner out.
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

    /// The indices (in insertion order) of the rectangles that may overlap `query`, leaving out those of
    /// `excludedOwner`.
    func candidates(overlapping query: Rect, excluding excludedOwner: Int? = nil) -> [Int] {
        var found: [Int] = everywhere
        if let span = Self.span(of: query) {
            for x in span.x {
                for y in span.y { found += cells[Cell(x: x, y: y)] ?? [] }
            }
        } else {
            found = Array(rects.indices)
        }
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for id in found where unique.last != id && owners[id] != excludedOwner { unique.append(id) }
        return unique
    }

    /// Whether any rectangle but those of `excludedOwner` satisfies `test`, looking only at candidates.
    func contains(overlapping query: Rect, excluding excludedOwner: Int? = nil, where test: (Rect) -> Bool) -> Bool {
        candidates(overlapping: query, excluding: excludedOwner).contains { test(rects[$0]) }
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

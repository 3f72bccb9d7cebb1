import PlumbLayout

/// Where a label was placed from: its box's size and the beam (or point) it belongs to.
struct LabelRequest {
    var size: Size
    var middle: Point
    var horizontal: Bool
    var length: Double
}

extension ArrowLayout {
    /// How much worse (in ``cost(of:state:)``'s units) a label's new spot may be than its old one
    /// to get clear of a cap: as much as lying 10 points further from its beam.
    static let capClearanceAllowance = 10 * driftCost

    /// The marks with each label that a cap or arrowhead touches moved to the cheapest of its own
    /// spots that none touches, when there is one not much worse. Caps are only known for certain
    /// once every mark is placed (a beam moves to a free lane after the labels near it were
    /// placed), and a cap running into a label's box reads as striking its text.
    func keepingCapsOffLabels(_ marks: [ConstraintMark], requests: [LabelRequest]) -> [ConstraintMark] {
        let caps = marks.flatMap(\.caps).map(Self.inkArea)
        let capBins = RectBins(caps)
        func touchesCap(_ frame: Rect) -> Bool {
            capBins.candidates(overlapping: Self.searchArea(around: frame)).contains { overlapArea(frame, caps[$0]) > 0 }
        }
        let places = marks.indices.flatMap { m in marks[m].labels.indices.map { (mark: m, label: $0) } }
        guard places.count == requests.count,
              places.contains(where: { touchesCap(marks[$0.mark].labels[$0.label].frame) }) else { return marks }
        var marks = marks
        let labelBins = RectBins(places.map { marks[$0.mark].labels[$0.label].frame })
        var strokes = RectBins()
        for (index, mark) in marks.enumerated() {
            for segment in mark.lines + mark.caps { strokes.insert(Self.strokeArea(segment), owner: index) }
        }
        var moved: [Int: Rect] = [:]
        // The cost of a spot for label `index`: as ``cost(of:state:)``, against the labels where
        // they are now and every other mark's strokes, plus its drift.
        func cost(of frame: Rect, for index: Int) -> Double {
            let near = Self.searchArea(around: frame), request = requests[index]
            var cost = Self.driftCost * Self.drift(of: frame, from: request.middle, along: request.horizontal,
                                                   length: request.length)
            for id in labelBins.candidates(overlapping: near) where id != index && moved[id] == nil {
                cost += 100 * overlapArea(frame, labelBins.rects[id].inset(by: EdgeInsets(all: -1)))
            }
            for (id, other) in moved.sorted(by: { $0.key < $1.key }) where id != index {
                cost += 100 * overlapArea(frame, other.inset(by: EdgeInsets(all: -1)))
            }
            for id in obstacleBins.candidates(overlapping: near) { cost += 10 * overlapArea(frame, obstacles[id]) }
            for id in strokes.candidates(overlapping: near) where strokes.owners[id] != places[index].mark {
                cost += 4 * overlapArea(frame, strokes.rects[id])
            }
            return cost + 50 * (frame.width * frame.height - overlapArea(frame, bounds))
        }
        for (index, place) in places.enumerated() {
            let frame = marks[place.mark].labels[place.label].frame
            guard touchesCap(frame) else { continue }
            let request = requests[index]
            var best: (frame: Rect, cost: Double)?
            for candidate in candidateFrames(size: request.size, middle: request.middle, horizontal: request.horizontal,
                                             length: request.length) where !touchesCap(candidate) {
                let candidateCost = cost(of: candidate, for: index)
                if candidateCost < best?.cost ?? .infinity { best = (candidate, candidateCost) }
            }
            guard let best, best.cost <= cost(of: frame, for: index) + Self.capClearanceAllowance else { continue }
            marks[place.mark].labels[place.label].frame = best.frame
            moved[index] = best.frame
        }
        return marks
    }

    /// What a cap's stroke covers: the segment and half the line's width around it.
    static func inkArea(_ segment: ConstraintMark.Segment) -> Rect {
        let half = MarkStyle.lineWidth / 2
        return Rect(x: min(segment.start.x, segment.end.x) - half, y: min(segment.start.y, segment.end.y) - half,
                    width: abs(segment.end.x - segment.start.x) + 2 * half,
                    height: abs(segment.end.y - segment.start.y) + 2 * half)
    }
}

import PlumbLayout

/// Turns solved constraints into positioned marks, in Interface Builder's visual language:
///
/// - a spacing (two parallel edges apart) is an I-beam between the edges, its constant in the middle;
/// - an alignment (edges or centres that coincide) is a line through them, across both items;
/// - a width or height is an I-beam along the view, just outside its bottom or trailing edge;
///   a size relative to another item is a beam on the dependent item naming the reference
///   (`= 0.5 × a.width`), and equal sizes a beam on both, labelled `=`.
///
/// Labels are placed on the first of a list of candidate spots that lies within its beam's reach and
/// overlaps neither an earlier label nor any view's text (the `obstacles`), nor leaves the picture;
/// failing that, on the spot with the lowest cost: overlap, plus a charge for each point past the
/// beam's reach. Pure geometry: no Cairo, so it is tested on its own.
public struct ArrowLayout {
    /// The font of constraint labels.
    public static let labelFont = FontDescriptor(size: 10, weight: .semibold)
    /// Space between a label's text and its box: horizontal, vertical.
    public static let labelInset = (horizontal: 3.0, vertical: 0.5)
    /// The length of an I-beam's end caps.
    public static let capLength = 8.0
    /// How far a size beam sits outside its view.
    public static let sizeBeamOffset = 6.0
    /// How far parallel beams that would coincide are moved apart.
    public static let beamSeparation = 6.0
    /// How far alignment lines reach past the items they align.
    public static let alignmentOverhang = 6.0
    /// The space between a beam and a label beside it.
    public static let labelGap = 2.0
    /// The length of the bar that marks a view flush with its container's edge.
    public static let flushPinLength = 16.0

    let geometry: AttributeGeometry
    /// Where labels may go: the canvas and the padding around it.
    let bounds: Rect
    /// How far outside the canvas the picture reaches.
    let padding: Double
    let obstacles: [Rect]
    /// The obstacles filed by where they lie, so that a label's spot is compared with those near it only.
    let obstacleBins: RectBins
    let measure: (String) -> Size

    /// - Parameters:
    ///   - canvas: the canvas the layout was solved for (its direction decides leading and trailing).
    ///   - views: the solved views (for margins and baselines).
    ///   - obstacles: rectangles labels should not cover, such as the views' text.
    ///   - padding: how far outside the canvas labels may go.
    ///   - measure: the size of a label's text in ``labelFont``.
    public init(canvas: Canvas, views: [SolvedView], obstacles: [Rect], padding: Double,
                measure: @escaping (String) -> Size) {
        geometry = AttributeGeometry(canvas: canvas, views: views)
        bounds = Rect(origin: .zero, size: canvas.size).inset(by: EdgeInsets(all: -padding))
        self.padding = padding
        self.obstacles = obstacles
        obstacleBins = RectBins(obstacles)
        self.measure = measure
    }

    /// The marks for `constraints`, in their order; constraints with nothing to show are left out.
    /// Then, if any, red dashed outlines of the `undetermined` items, labelled with their ranges.
    ///
    /// - Parameter conflicting: indices into `constraints` of those kept but part of a conflict,
    ///   drawn red as Interface Builder does.
    /// Last, orange dashed outlines of the `flagged` views, each with its note below it.
    public func marks(for constraints: [SolvedConstraint], conflicting: Set<Int> = [],
                      undetermined: [UndeterminedItem] = [], flagged: [FlaggedView] = []) -> [ConstraintMark] {
        // Lines first, so that each label keeps off every other mark's strokes, later ones too.
        var sketch = PlacementState()
        let strokes = constraints.map { constraint -> [Rect] in
            guard let mark = mark(for: constraint, state: &sketch) else { return [] }
            return (mark.lines + mark.caps).map(Self.strokeArea)
        }
        var state = PlacementState()
        for (index, areas) in strokes.enumerated() {
            for area in areas { state.fileStroke(area, owner: index) }
        }
        var marks = constraints.indices.compactMap { index -> ConstraintMark? in
            state.ownStrokes = index
            guard var mark = mark(for: constraints[index], state: &state) else { return nil }
            let isConflicting = conflicting.contains(index) && mark.status == .satisfied
            if isConflicting { mark.status = .conflicting }
            mark.title = ConstraintLabelText.title(constraints[index], conflicting: isConflicting)
            return mark
        }
        state.ownStrokes = nil
        marks += constraints.flatMap(drawnBaselineNotes)
        for item in undetermined { marks.append(mark(for: item, state: &state)) }
        for view in flagged { marks.append(mark(for: view, state: &state)) }
        return keepingCapsOffLabels(marks, requests: state.requests).map(clamped)
    }

    /// A mark whose lines and caps are cut to the picture (a point inside its edge), so a view
    /// that overflows the canvas has no marks drawn past the padding; pieces left outside go.
    func clamped(_ mark: ConstraintMark) -> ConstraintMark {
        let area = bounds.inset(by: EdgeInsets(all: 1))
        func clamp(_ segment: ConstraintMark.Segment) -> ConstraintMark.Segment? {
            let minX = max(min(segment.start.x, segment.end.x), area.minX), maxX = min(max(segment.start.x, segment.end.x), area.maxX)
            let minY = max(min(segment.start.y, segment.end.y), area.minY), maxY = min(max(segment.start.y, segment.end.y), area.maxY)
            guard minX <= maxX, minY <= maxY else { return nil }
            // Segments keep their direction.
            let forwardX = segment.start.x <= segment.end.x, forwardY = segment.start.y <= segment.end.y
            return .init(start: Point(x: forwardX ? minX : maxX, y: forwardY ? minY : maxY),
                         end: Point(x: forwardX ? maxX : minX, y: forwardY ? maxY : minY))
        }
        var mark = mark
        let hadStrokes = !(mark.lines.isEmpty && mark.caps.isEmpty)
        mark.lines = mark.lines.compactMap(clamp)
        mark.caps = mark.caps.compactMap(clamp)
        // A mark wholly beyond the picture (a view scrolled far off) keeps no label; a label that
        // would stick out is moved in, beside what is left of its mark.
        if hadStrokes && mark.lines.isEmpty && mark.caps.isEmpty {
            mark.labels = []
        } else {
            var moved: [ConstraintMark.Label] = []
            for var label in mark.labels {
                label.frame = Self.moved(label.frame, into: bounds)
                // Two `=` of one equal-size mark pushed in onto the same spot say it once.
                if moved.contains(where: { $0.text == label.text && overlapArea($0.frame, label.frame) > 0 }) { continue }
                moved.append(label)
            }
            mark.labels = moved
        }
        return mark
    }

    /// `frame` shifted the least distance that puts it inside `area` (if it fits).
    static func moved(_ frame: Rect, into area: Rect) -> Rect {
        var x = frame.minX, y = frame.minY
        if frame.maxX > area.maxX { x -= frame.maxX - area.maxX }
        if x < area.minX { x = area.minX }
        if frame.maxY > area.maxY { y -= frame.maxY - area.maxY }
        if y < area.minY { y = area.minY }
        return Rect(x: x, y: y, width: frame.width, height: frame.height)
    }

    /// A red dashed outline around an undetermined item, with a dashed I-beam over the stretch it
    /// could cover (just outside its bottom or trailing edge) and its range written beside it.
    private func mark(for item: UndeterminedItem, state: inout PlacementState) -> ConstraintMark {
        let frame = item.frame
        var mark = ConstraintMark(status: .ambiguous, isDashed: true, lines: Self.outline(frame), caps: [], labels: [],
                                  title: item.title)
        // An item with no area, or off the canvas (a guide with no vertical constraints collapsed at
        // y 0, a field solved above the top), would be a nameless tick: it is named, and pointed to
        // from inside the canvas edge when it lies on or beyond it.
        if !isVisible(frame) {
            let named = item.name.isEmpty ? item.label : "\(item.name): \(item.label)"
            guard let pointer = pointer(to: frame) else {
                return markInCanvas(item, label: named, mark: mark, state: &state)
            }
            mark.caps += pointer.segments
            // The label goes beyond the arrow's tail, not across its shaft.
            for segment in pointer.segments { state.fileStroke(Self.strokeArea(segment), owner: -1) }
            placeLabel(named, at: pointer.tail, along: pointer.alongHorizontal, length: 0, to: &mark, state: &state)
            return mark
        }
        return markInCanvas(item, label: item.label, mark: mark, state: &state)
    }

    /// The rest of an undetermined item's mark, in the canvas: the stretch it could cover, labelled.
    private func markInCanvas(_ item: UndeterminedItem, label: String, mark: ConstraintMark,
                              state: inout PlacementState) -> ConstraintMark {
        var mark = mark
        let frame = item.frame, horizontal = item.axis == .horizontal
        if let sweep = item.sweep, sweep.upperBound - sweep.lowerBound >= 1 {
            let trailingIsRight = geometry.direction == .leftToRight
            let across = horizontal
                ? frame.maxY + Self.sizeBeamOffset
                : (trailingIsRight ? frame.maxX + Self.sizeBeamOffset : frame.minX - Self.sizeBeamOffset)
            addBeam(horizontal: horizontal, across: across, from: sweep.lowerBound, to: sweep.upperBound,
                    label: label, to: &mark, state: &state, awayFrom: horizontal || trailingIsRight ? 1 : -1)
        } else {
            let middle = horizontal ? Point(x: frame.midX, y: frame.maxY) : Point(x: frame.maxX, y: frame.midY)
            placeLabel(label, at: middle, along: horizontal, length: 0, to: &mark, state: &state)
        }
        return mark
    }

    /// An orange dashed outline around a view a warning is about, its note below it.
    private func mark(for view: FlaggedView, state: inout PlacementState) -> ConstraintMark {
        var mark = ConstraintMark(status: .warning, isDashed: true, lines: Self.outline(view.frame), caps: [], labels: [],
                                  title: view.title)
        // Below the view, or above it when only there the note covers nothing (a crowded replay).
        var spot = bestSpot(for: view.note, at: Point(x: view.frame.midX, y: view.frame.maxY), along: true, length: 0,
                            state: state)
        if spot.cost > 0 {
            let above = bestSpot(for: view.note, at: Point(x: view.frame.midX, y: view.frame.minY), along: true,
                                 length: 0, state: state)
            if above.cost < spot.cost { spot = above }
        }
        take(spot, text: view.note, to: &mark, state: &state)
        return mark
    }

    /// The four sides of a rectangle, clockwise from the top-left corner.
    static func outline(_ frame: Rect) -> [ConstraintMark.Segment] {
        [.init(start: Point(x: frame.minX, y: frame.minY), end: Point(x: frame.maxX, y: frame.minY)),
         .init(start: Point(x: frame.maxX, y: frame.minY), end: Point(x: frame.maxX, y: frame.maxY)),
         .init(start: Point(x: frame.maxX, y: frame.maxY), end: Point(x: frame.minX, y: frame.maxY)),
         .init(start: Point(x: frame.minX, y: frame.maxY), end: Point(x: frame.minX, y: frame.minY))]
    }

    /// The canvas the layout was solved for (the picture's bounds without the padding).
    private var canvasRect: Rect { bounds.inset(by: EdgeInsets(all: padding)) }

    /// Whether an item's outline reads as a rectangle in the canvas: it has area and lies (partly) inside.
    private func isVisible(_ frame: Rect) -> Bool {
        let canvas = canvasRect
        return frame.width >= 1 && frame.height >= 1 && overlapArea(frame, canvas.inset(by: EdgeInsets(all: 1))) > 0
    }

    /// How long the arrow is that points from inside the canvas to an item on or beyond its edge.
    static let pointerLength = 16.0

    /// An arrow from inside the canvas to the point of its edge nearest to `frame`, when `frame` lies
    /// on or beyond an edge: its shaft and head, and its tail (where the label goes).
    private func pointer(to frame: Rect) -> (segments: [ConstraintMark.Segment], tail: Point, alongHorizontal: Bool)? {
        let canvas = canvasRect
        let target = Point(x: min(max(frame.midX, canvas.minX), canvas.maxX), y: min(max(frame.midY, canvas.minY), canvas.maxY))
        // The edge the item is on or beyond, and the way into the canvas from it.
        // (An item with no area lying on an edge, such as a collapsed guide at y 0, is not beyond it.)
        let inward: (dx: Double, dy: Double)
        if frame.maxY <= canvas.minY + 0.5, frame.minY < canvas.minY - 0.5 { inward = (0, 1) }
        else if frame.minY >= canvas.maxY - 0.5, frame.maxY > canvas.maxY + 0.5 { inward = (0, -1) }
        else if frame.maxX <= canvas.minX + 0.5, frame.minX < canvas.minX - 0.5 { inward = (1, 0) }
        else if frame.minX >= canvas.maxX - 0.5, frame.maxX > canvas.maxX + 0.5 { inward = (-1, 0) }
        else { return nil }
        let length = Self.pointerLength, head = 4.0
        let tail = Point(x: target.x + inward.dx * length, y: target.y + inward.dy * length)
        // The head's two strokes, back from the tip and to either side.
        let back = Point(x: target.x + inward.dx * head, y: target.y + inward.dy * head)
        let side = (dx: inward.dy * head, dy: inward.dx * head)
        return ([.init(start: tail, end: target),
                 .init(start: Point(x: back.x + side.dx, y: back.y + side.dy), end: target),
                 .init(start: Point(x: back.x - side.dx, y: back.y - side.dy), end: target)],
                tail, inward.dy != 0)
    }

    /// The area a 1-point stroke covers, with a point of room on each side.
    static func strokeArea(_ segment: ConstraintMark.Segment) -> Rect {
        let minX = min(segment.start.x, segment.end.x), maxX = max(segment.start.x, segment.end.x)
        let minY = min(segment.start.y, segment.end.y), maxY = max(segment.start.y, segment.end.y)
        return Rect(x: minX - 1.5, y: minY - 1.5, width: maxX - minX + 3, height: maxY - minY + 3)
    }

    /// What the marks occupy: earlier labels and beams, and the other marks' strokes.
    struct PlacementState {
        /// The labels placed so far, in order.
        var labels = RectBins()
        /// What each of ``labels`` was placed for, so that it can be placed again.
        var requests: [LabelRequest] = []
        /// The lines and caps of every constraint's mark, each filed under its constraint's index; then
        /// those of the undetermined items' pointers, with no owner.
        var strokes = RectBins()
        /// The constraint whose mark is being placed: its own strokes are no obstacle to it.
        var ownStrokes: Int?
        /// Beams drawn so far: which axis they run along, where across, and their extent.
        var beams: [(horizontal: Bool, across: Double, from: Double, to: Double)] = []
        /// Relative-size beams drawn so far, so that a view gets one beam per reading.
        var relativeSizes: [(frame: Rect, horizontal: Bool, label: String)] = []

        /// For each filed stroke of a constraint's mark, the owner of the earlier strokes filed on the
        /// same spot: nil when it is the first there, ``severalOwners`` when those are of several.
        private(set) var earlierOwner: [Int?] = []
        private var ownerBySpot: [Rect: Int] = [:]
        static let severalOwners = Int.min

        /// Files a stroke of constraint `owner`'s mark (or, with owner -1, of a pointer).
        mutating func fileStroke(_ area: Rect, owner: Int) {
            strokes.insert(area, owner: owner)
            guard owner >= 0 else {
                earlierOwner.append(nil)
                return
            }
            let earlier = ownerBySpot[area]
            earlierOwner.append(earlier)
            if let earlier {
                if earlier != owner { ownerBySpot[area] = Self.severalOwners }
            } else {
                ownerBySpot[area] = owner
            }
        }

        /// Whether filed stroke `id` is an obstacle to the mark being placed: a stroke of another
        /// mark (or a pointer's), and the first of those on its spot. Lines drawn over one another
        /// (three guides' tops aligned with one button's) are one line to a label, not three.
        /// (A pointer's strokes are never repeats: they come after the constraints'.)
        func isOtherStroke(_ id: Int) -> Bool {
            let owner = strokes.owners[id]
            if owner == ownStrokes { return false }
            guard owner >= 0, let earlier = earlierOwner[id] else { return true }
            // Earlier strokes on this spot hide this one unless they are all the placed mark's own.
            return earlier == ownStrokes
        }
    }

    private func mark(for constraint: SolvedConstraint, state: inout PlacementState) -> ConstraintMark? {
        let spec = constraint.spec
        var mark = ConstraintMark(status: .init(constraint.state), isDashed: !spec.priority.isRequired,
                                  lines: [], caps: [], labels: [], title: spec.equationText)
        let first = constraint.firstFrame
        if spec.first.attribute.kind == .dimension {
            let horizontal = spec.first.attribute == .width
            guard let second = spec.second, let secondFrame = constraint.secondFrame else {
                addSizeBeam(on: first, horizontal: horizontal, label: ConstraintLabelText.constant(spec),
                            to: &mark, state: &state)
                return mark
            }
            // A ratio, an offset or another attribute is a statement about the first item: only it
            // gets a beam, labelled with the reference (`= 1.125 × red.width`, `h = 0.5 × w`).
            // Plain equal sizes are symmetric and mark both items `=`, as Interface Builder does.
            let sameItem = constraint.secondName == constraint.firstName && secondFrame == first
            let label = ConstraintLabelText.relative(spec, sameItem: sameItem)
            addRelativeSizeBeam(on: first, horizontal: horizontal, label: label, to: &mark, state: &state)
            // A size relative to a container is marked on the view only, as Interface Builder does:
            // a beam along the whole container would say nothing more.
            let isContainer = secondFrame != first && ContainerPin.frame(secondFrame, contains: first)
            if ConstraintLabelText.isPlainEquality(spec), !isContainer, !sameItem {
                addRelativeSizeBeam(on: secondFrame, horizontal: second.attribute == .width, label: label,
                                    to: &mark, state: &state)
            }
            return mark
        }
        guard let second = spec.second, let secondFrame = constraint.secondFrame,
              second.attribute.axis == spec.first.attribute.axis,
              let a = geometry.coordinate(of: spec.first.attribute, on: first, item: constraint.firstName),
              let b = geometry.coordinate(of: second.attribute, on: secondFrame, item: constraint.secondName ?? "")
        else { return nil }
        let horizontalAxis = spec.first.attribute.axis == .horizontal
        if abs(a - b) < 0.5 {
            let pin = ContainerPin(first: ItemEdge(name: constraint.firstName, frame: first, attribute: spec.first.attribute),
                                   second: ItemEdge(name: constraint.secondName ?? "", frame: secondFrame,
                                                    attribute: second.attribute),
                                   position: a, geometry: geometry)
            if let pin {
                addPin(pin, horizontalAxis: horizontalAxis, label: ConstraintLabelText.alignment(spec),
                       to: &mark, state: &state)
                return mark
            }
            let baselines = [spec.first.attribute, second.attribute].allSatisfy { $0 == .firstBaseline || $0 == .lastBaseline }
            addAlignment(at: a, horizontalAxis: horizontalAxis, first: first, second: secondFrame, baselines: baselines,
                         label: ConstraintLabelText.alignment(spec), to: &mark, state: &state)
        } else {
            addSpacingBeam(horizontal: horizontalAxis, first: first, second: secondFrame, from: min(a, b), to: max(a, b),
                           label: ConstraintLabelText.spacing(spec), to: &mark, state: &state)
        }
        return mark
    }

    /// A spacing beam across the middle of where the two items overlap, unless its label can only
    /// cover text or another label there, or, for a beam too short to carry it, has to go a row or
    /// column away from it: a short beam between two lines of text has text on every side. Then the beam moves, within the overlap, to just
    /// past the end (or before the start) of the text in the way, where the label can sit beside
    /// it: the nearest such lane whose label is beside the beam and covers nothing wins; failing
    /// that, the cheapest whose label covers nothing; else the middle stays.
    private func addSpacingBeam(horizontal: Bool, first: Rect, second: Rect, from: Double, to: Double, label: String,
                                to mark: inout ConstraintMark, state: inout PlacementState) {
        // Each try is undone by cutting the arrays back (no copies: a scene has thousands of beams).
        let start = Marker(mark, state)
        func place(_ lane: Double) -> PlacedBeam {
            start.rewind(&mark, &state)
            let cost = addBeam(horizontal: horizontal, across: lane, from: from, to: to, label: label,
                               to: &mark, state: &state)
            return PlacedBeam(label: mark.labels.last?.frame, across: state.beams.last?.across ?? lane, cost: cost)
        }
        func isClear(_ placed: PlacedBeam) -> Bool {
            placed.label.map { !covers($0, labelsBefore: start.placedLabels, in: state) } ?? true
        }
        func isBeside(_ placed: PlacedBeam) -> Bool {
            guard let frame = placed.label else { return true }
            let middle = horizontal ? Point(x: (from + to) / 2, y: placed.across) : Point(x: placed.across, y: (from + to) / 2)
            // Within the beam's reach along it, and no further out than the spots right beside it.
            return Self.drift(of: frame, from: middle, along: horizontal, length: to - from) < 0.5
        }
        let middleLane = spacingPosition(horizontalAxis: horizontal, first: first, second: second)
        let middle = place(middleLane)
        // A beam long enough to carry its label keeps its place: a label a column away from it is
        // only making room for another beam's.
        let labelSize = measure(label)
        let isShort = to - from < (horizontal ? labelSize.width : labelSize.height) + 2 * Self.labelGap
        guard !isClear(middle) || (isShort && !isBeside(middle)) else { return }
        var cheapestClear: (lane: Double, cost: Double)?
        for lane in spacingLanes(horizontal: horizontal, first: first, second: second, from: from, to: to, label: label) {
            let placed = place(lane)
            guard isClear(placed) else { continue }
            if isBeside(placed) { return }
            if placed.cost < cheapestClear?.cost ?? .infinity { cheapestClear = (lane, placed.cost) }
        }
        if !isClear(middle), let cheapestClear {
            _ = place(cheapestClear.lane)
        } else {
            _ = place(middleLane)
        }
    }

    /// What one beam put down: its label's frame, where it went across, and the label's cost.
    private struct PlacedBeam {
        var label: Rect?
        var across: Double
        var cost: Double
    }

    /// How long a mark's and the placement's arrays were before a beam was tried, so that the
    /// try can be undone by cutting them back.
    private struct Marker {
        let lines: Int, caps: Int, labels: Int, placedLabels: Int, beams: Int

        init(_ mark: ConstraintMark, _ state: PlacementState) {
            (lines, caps, labels) = (mark.lines.count, mark.caps.count, mark.labels.count)
            (placedLabels, beams) = (state.labels.count, state.beams.count)
        }

        func rewind(_ mark: inout ConstraintMark, _ state: inout PlacementState) {
            mark.lines.removeSubrange(lines...)
            mark.caps.removeSubrange(caps...)
            mark.labels.removeSubrange(labels...)
            state.labels.removeLast(from: placedLabels)
            state.beams.removeSubrange(beams...)
            state.requests.removeSubrange(placedLabels...)
        }
    }

    /// Whether a label at `frame` would cover text (or a badge) or one of the first `count` labels placed.
    private func covers(_ frame: Rect, labelsBefore count: Int, in state: PlacementState) -> Bool {
        let near = Self.searchArea(around: frame)
        return obstacleBins.candidates(overlapping: near).contains { overlapArea(frame, obstacles[$0]) > 0 }
            || state.labels.candidates(overlapping: near).contains { $0 < count && overlapArea(frame, state.labels.rects[$0]) > 0 }
    }

    /// A rectangle a little larger than `frame`, to look up what may overlap it (or lie within a
    /// point of it) in ``RectBins``: a little larger, so that rounding never leaves one out.
    static func searchArea(around frame: Rect) -> Rect {
        frame.inset(by: EdgeInsets(all: -2))
    }

    /// Other places across a spacing beam, nearest to the middle of the overlap first: just past
    /// either end of each obstacle near the beam, far enough that the beam's caps and a label
    /// beside it keep off the obstacle, and within the overlap of the two items.
    private func spacingLanes(horizontal: Bool, first: Rect, second: Rect, from: Double, to: Double,
                              label: String) -> [Double] {
        let (low, high) = horizontal ? (max(first.minY, second.minY), min(first.maxY, second.maxY))
                                     : (max(first.minX, second.minX), min(first.maxX, second.maxX))
        guard high > low else { return [] }
        let middle = (low + high) / 2
        let clearance = Self.capLength / 2 + Self.labelGap
        // Obstacles a label beside the beam would meet: those reaching within a label's height of it.
        let reach = measure(label).height + Self.capLength
        // Only obstacles reaching into the overlap give lanes inside it.
        let band = horizontal ? Rect(x: from - reach, y: low, width: to - from + 2 * reach, height: high - low)
                              : Rect(x: low, y: from - reach, width: high - low, height: to - from + 2 * reach)
        let near = obstacleBins.candidates(overlapping: Self.searchArea(around: band)).map { obstacles[$0] }.filter { obstacle in
            horizontal ? obstacle.minX < to + reach && obstacle.maxX > from - reach
                       : obstacle.minY < to + reach && obstacle.maxY > from - reach
        }
        let lanes = near.flatMap { obstacle -> [Double] in
            horizontal ? [obstacle.minY - clearance, obstacle.maxY + clearance]
                       : [obstacle.minX - clearance, obstacle.maxX + clearance]
        }
        // The overlap's own ends too: text filling the overlap may end there, and a label just
        // beyond can sit beside the shorter line.
        return (lanes + [low + clearance, high - clearance]).filter { $0 >= low + clearance && $0 <= high - clearance }
            .sorted { abs($0 - middle) < abs($1 - middle) }
    }

    /// Across a spacing beam: the middle of where the two items overlap, or the first item's middle.
    private func spacingPosition(horizontalAxis: Bool, first: Rect, second: Rect) -> Double {
        let (firstLow, firstHigh) = horizontalAxis ? (first.minY, first.maxY) : (first.minX, first.maxX)
        let (secondLow, secondHigh) = horizontalAxis ? (second.minY, second.maxY) : (second.minX, second.maxX)
        let low = max(firstLow, secondLow), high = min(firstHigh, secondHigh)
        return high > low ? (low + high) / 2 : (firstLow + firstHigh) / 2
    }

    /// A beam of a relative size, unless the view already carries one that reads the same: in a
    /// row of equal widths (`b.width == a.width`, `c.width == a.width`) each view gets one `=`.
    private func addRelativeSizeBeam(on frame: Rect, horizontal: Bool, label: String, to mark: inout ConstraintMark,
                                     state: inout PlacementState) {
        guard !state.relativeSizes.contains(where: { $0.frame == frame && $0.horizontal == horizontal && $0.label == label })
        else { return }
        state.relativeSizes.append((frame, horizontal, label))
        addSizeBeam(on: frame, horizontal: horizontal, label: label, to: &mark, state: &state)
    }

    /// A size beam just outside the view's bottom (width) or trailing edge (height). A height beam
    /// whose label could only cover text, a badge or another label there goes to the leading
    /// edge instead when its label is clear on that side (a badge by the canvas's trailing edge
    /// in right-to-left, whose trailing side is crowded by its spacing to the edge).
    private func addSizeBeam(on frame: Rect, horizontal: Bool, label: String, to mark: inout ConstraintMark,
                             state: inout PlacementState) {
        let trailingIsRight = geometry.direction == .leftToRight
        let (from, to) = horizontal ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
        guard !horizontal else {
            addBeam(horizontal: true, across: frame.maxY + Self.sizeBeamOffset, from: from, to: to, label: label,
                    to: &mark, state: &state)
            return
        }
        let start = Marker(mark, state)
        func beam(onRight: Bool) -> (labelIsClear: Bool, laneIsClear: Bool) {
            start.rewind(&mark, &state)
            let across = onRight ? frame.maxX + Self.sizeBeamOffset : frame.minX - Self.sizeBeamOffset
            addBeam(horizontal: false, across: across, from: from, to: to, label: label, to: &mark,
                    state: &state, awayFrom: onRight ? 1 : -1, avoidingCrossings: true)
            let lane = state.beams.last?.across ?? across
            let line = Rect(x: lane - 0.5, y: from, width: 1, height: to - from)
            return (mark.labels.last.map { !covers($0.frame, labelsBefore: start.placedLabels, in: state) } ?? true,
                    !strikesText(line))
        }
        // The trailing side when its beam strikes no text and its label is clear; else the leading
        // side when that is (a badge's height beam that would run through the first letter of the
        // label next to it); else the side whose label is clear, the trailing one first.
        let trailing = beam(onRight: trailingIsRight)
        guard !(trailing.labelIsClear && trailing.laneIsClear) else { return }
        let leading = beam(onRight: !trailingIsRight)
        if leading.labelIsClear && (leading.laneIsClear || !trailing.labelIsClear) { return }
        _ = beam(onRight: trailingIsRight)
    }

    /// How many lanes further out a size beam may move to cross no other mark's line.
    static let maximumLaneShifts = 4

    /// Whether a beam at `across` from `from` to `to` would run through another mark's line or cap.
    private func crossesStrokes(horizontal: Bool, across: Double, from: Double, to: Double, state: PlacementState) -> Bool {
        // Touching a line that ends where the beam's caps are (an edge's alignment) is no crossing.
        // A short dimension spans its outside arrows and the line across it.
        let isShort = to - from < Self.shortestInsideBeam
        let trim = isShort ? -Self.outsideArrowLength : min(2, (to - from) / 4)
        let half = isShort ? Self.capLength / 2 + 0.5 : 0.5
        let (from, to) = (from + trim, to - trim)
        let line = horizontal ? Rect(x: from, y: across - half, width: to - from, height: 2 * half)
                              : Rect(x: across - half, y: from, width: 2 * half, height: to - from)
        return state.strokes.candidates(overlapping: Self.searchArea(around: line)).contains {
            state.isOtherStroke($0) && overlapArea(state.strokes.rects[$0], line) > 0
        }
    }

    /// Whether a beam's line (its area as `line`) runs through a view's text or a badge, more than
    /// grazing the edge of its box.
    private func strikesText(_ line: Rect) -> Bool {
        obstacleBins.candidates(overlapping: Self.searchArea(around: line)).contains {
            overlapArea(obstacles[$0].inset(by: EdgeInsets(all: 1.5)), line) > 0
        }
    }

    /// An I-beam from `from` to `to` along one axis at `across` on the other, moved aside while it
    /// would lie on an earlier beam. `awayFrom` is the direction (+1/−1) to move it in.
    /// - Returns: the cost of the label's spot (0 when it is free and near; 0 without a label).
    @discardableResult
    private func addBeam(horizontal: Bool, across: Double, from: Double, to: Double, label: String?,
                         to mark: inout ConstraintMark, state: inout PlacementState, awayFrom: Double = 1,
                         avoidingCrossings: Bool = false) -> Double {
        // A lane is taken by a beam on it that overlaps this one or meets it end to end: two beams
        // in line (a container's margin, then its subview's) would read as one long beam.
        func taken(_ across: Double) -> Bool {
            state.beams.contains(where: { $0.horizontal == horizontal && abs($0.across - across) < 1
                && $0.from <= to + 0.5 && from <= $0.to + 0.5 })
        }
        func next(after across: Double) -> Double {
            var across = across
            // Each step passes at least one beam, so one more step than there are beams is enough;
            // the bound also ends the loop where a step is lost to rounding (a beam at 1e18).
            for _ in 0...state.beams.count {
                guard taken(across) else { break }
                across += Self.beamSeparation * awayFrom
            }
            return across
        }
        var across = next(after: across)
        // A height beam beside a view's trailing edge would cross the margin I-beam there: step out
        // lane by lane (a few at most) to the first that crosses nothing, and take it only if it
        // crosses nothing and stays in the picture; otherwise keep the nearest free lane.
        // (Width beams are left alone: below a view they cross the spacing to the next one, and
        // moving them down would only put them on that view.)
        if avoidingCrossings {
            var lane = across
            for _ in 0..<Self.maximumLaneShifts {
                guard crossesStrokes(horizontal: horizontal, across: lane, from: from, to: to, state: state)
                else { break }
                lane = next(after: lane + Self.beamSeparation * awayFrom)
            }
            let inside = horizontal ? lane > bounds.minY + 1 && lane < bounds.maxY - 1
                                    : lane > bounds.minX + 1 && lane < bounds.maxX - 1
            if inside, !crossesStrokes(horizontal: horizontal, across: lane, from: from, to: to, state: state) {
                across = lane
            }
        }
        state.beams.append((horizontal, across, from, to))
        if to - from < Self.shortestInsideBeam {
            mark.lines += Self.outsideArrows(horizontal: horizontal, across: across, from: from, to: to)
            mark.caps += Self.outsideArrowHeads(horizontal: horizontal, across: across, from: from, to: to)
        } else {
            addCappedBeam(horizontal: horizontal, across: across, from: from, to: to, to: &mark)
        }
        guard let label else { return 0 }
        let middle = horizontal ? Point(x: (from + to) / 2, y: across) : Point(x: across, y: (from + to) / 2)
        return placeLabel(label, at: middle, along: horizontal, length: to - from, to: &mark, state: &state)
    }

    /// The shortest beam drawn as an I-beam; a shorter one (a hairline's 1-point height, a collapsed
    /// guide's 0) is drawn as engineering drawings dimension a small feature: a line across where it
    /// is, and two arrows from outside pointing at its two sides, the label beside.
    static let shortestInsideBeam = 2.0
    /// The length of each outside arrow of a short dimension, and of its head's strokes (back along
    /// the shaft and to the side).
    static let outsideArrowLength = 10.0, outsideArrowHead = (back: 5.0, side: 2.0)

    /// The two shafts of a short dimension's arrows, which end at `from` and `to`, coming from outside.
    static func outsideArrows(horizontal: Bool, across: Double, from: Double, to: Double) -> [ConstraintMark.Segment] {
        let length = outsideArrowLength
        return [segment(horizontal: horizontal, across: across, from: from - length, to: from),
                segment(horizontal: horizontal, across: across, from: to + length, to: to)]
    }

    /// The heads of a short dimension's arrows (two strokes each, meeting at the tip) and a line
    /// across the middle of the dimension, a cap long: the feature the arrows point at.
    static func outsideArrowHeads(horizontal: Bool, across: Double, from: Double, to: Double) -> [ConstraintMark.Segment] {
        let (back, side) = outsideArrowHead, half = capLength / 2
        func point(along: Double, across: Double) -> Point {
            horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
        }
        return [.init(start: point(along: from - back, across: across - side), end: point(along: from, across: across)),
                .init(start: point(along: from - back, across: across + side), end: point(along: from, across: across)),
                .init(start: point(along: to + back, across: across - side), end: point(along: to, across: across)),
                .init(start: point(along: to + back, across: across + side), end: point(along: to, across: across)),
                .init(start: point(along: (from + to) / 2, across: across - half), end: point(along: (from + to) / 2, across: across + half))]
    }

    /// A segment along one axis from `from` to `to`, at `across` on the other.
    static func segment(horizontal: Bool, across: Double, from: Double, to: Double) -> ConstraintMark.Segment {
        horizontal ? .init(start: Point(x: from, y: across), end: Point(x: to, y: across))
                   : .init(start: Point(x: across, y: from), end: Point(x: across, y: to))
    }

    /// An I-beam's line and its two caps.
    private func addCappedBeam(horizontal: Bool, across: Double, from: Double, to: Double, to mark: inout ConstraintMark) {
        // Caps no longer than the beam is short: on a 3-point gap two full caps would merge into a
        // heavy dash.
        let half = min(Self.capLength / 2, max(1, to - from))
        if horizontal {
            mark.lines.append(.init(start: Point(x: from, y: across), end: Point(x: to, y: across)))
            mark.caps.append(.init(start: Point(x: from, y: across - half), end: Point(x: from, y: across + half)))
            mark.caps.append(.init(start: Point(x: to, y: across - half), end: Point(x: to, y: across + half)))
        } else {
            mark.lines.append(.init(start: Point(x: across, y: from), end: Point(x: across, y: to)))
            mark.caps.append(.init(start: Point(x: across - half, y: from), end: Point(x: across + half, y: from)))
            mark.caps.append(.init(start: Point(x: across - half, y: to), end: Point(x: across + half, y: to)))
        }
    }

    /// A line through coinciding edges or centres, across both items and a little beyond.
    ///
    /// Baselines are underlined as Interface Builder does: one unbroken line along the baseline,
    /// from the first item's text to the other's (not across a text field's empty width).
    private func addAlignment(at position: Double, horizontalAxis: Bool, first: Rect, second: Rect, baselines: Bool = false,
                              label: String?, to mark: inout ConstraintMark, state: inout PlacementState) {
        if baselines, !horizontalAxis {
            let firstText = textExtent(in: first, onBaseline: position), secondText = textExtent(in: second, onBaseline: position)
            let span = Self.alignmentSpan(firstText, secondText)
            let segment = ConstraintMark.Segment(start: Point(x: span.low - Self.alignmentOverhang, y: position),
                                                 end: Point(x: span.high + Self.alignmentOverhang, y: position))
            mark.lines.append(segment)
            guard let label else { return }
            placeLabel(label, at: Point(x: (segment.start.x + segment.end.x) / 2, y: position), along: true, length: 0,
                       to: &mark, state: &state)
            return
        }
        // Aligned in x: a vertical line through x, across the items' y extents (and vice versa).
        let span = horizontalAxis ? Self.alignmentSpan((first.minY, first.maxY), (second.minY, second.maxY))
                                  : Self.alignmentSpan((first.minX, first.maxX), (second.minX, second.maxX))
        let overhang = Self.alignmentOverhang
        let segment: ConstraintMark.Segment = horizontalAxis
            ? .init(start: Point(x: position, y: span.low - overhang), end: Point(x: position, y: span.high + overhang))
            : .init(start: Point(x: span.low - overhang, y: position), end: Point(x: span.high + overhang, y: position))
        let items = horizontalAxis ? [(first.minY, first.maxY), (second.minY, second.maxY)]
                                   : [(first.minX, first.maxX), (second.minX, second.maxX)]
        mark.lines += Self.lengthenedEnds(Self.withoutIdleEnds(interrupted(segment), of: segment, items: items), of: segment)
        guard let label else { return }
        let middle = Point(x: (segment.start.x + segment.end.x) / 2, y: (segment.start.y + segment.end.y) / 2)
        placeLabel(label, at: middle, along: !horizontalAxis, length: 0, to: &mark, state: &state)
    }

    /// For each baseline of `constraint` that the picture shows elsewhere than the layout holds it
    /// (a label stretched taller than its text, drawn centred as UILabel draws it: see
    /// ``AttributeGeometry/drawnBaselineOffset(_:on:item:)``), a dashed mark in the constraint's
    /// colour: a leader from the baseline the constraint acts on down (or up) to the text's baseline
    /// as drawn, and a line under that text. The constraint's own line stays where the layout put
    /// the baseline; the note says that the text is not on it.
    private func drawnBaselineNotes(for constraint: SolvedConstraint) -> [ConstraintMark] {
        let spec = constraint.spec
        // Each end with the other item's frame: the leader goes at the end of the text facing it,
        // where the constraint's line comes from (and off the pins at the label's far side).
        var ends = [(spec.first.attribute, constraint.firstFrame, constraint.firstName, constraint.secondFrame)]
        if let second = spec.second, let frame = constraint.secondFrame {
            ends.append((second.attribute, frame, constraint.secondName ?? "", constraint.firstFrame))
        }
        return ends.compactMap { attribute, frame, item, other -> ConstraintMark? in
            let offset = geometry.drawnBaselineOffset(attribute, on: frame, item: item)
            guard abs(offset) >= 0.5, let held = geometry.coordinate(of: attribute, on: frame, item: item) else { return nil }
            let drawn = held + offset
            let text = textExtent(in: frame, onBaseline: drawn)
            let x = (other?.midX ?? frame.midX) > frame.midX ? text.high : text.low
            let lines: [ConstraintMark.Segment] = [
                .init(start: Point(x: x, y: held), end: Point(x: x, y: drawn)),
                .init(start: Point(x: text.low, y: drawn), end: Point(x: text.high, y: drawn)),
            ]
            let title = "\(item).\(attribute.rawValue) is held \(formatNumber(abs(offset))) pt \(offset > 0 ? "above" : "below") "
                + "its text as drawn: the layout keeps it a fixed distance from the label's "
                + "\(attribute == .firstBaseline ? "top" : "bottom"), and UILabel draws the text centred in the label's height"
            return ConstraintMark(status: .init(constraint.state), isDashed: true, lines: lines, caps: [], labels: [],
                                  title: title)
        }
    }

    /// The horizontal extent of the text a baseline at `y` runs through inside `frame`: the
    /// text obstacles that overlap the frame and reach the baseline; the frame's when it has none.
    func textExtent(in frame: Rect, onBaseline y: Double) -> (low: Double, high: Double) {
        let texts = obstacleBins.candidates(overlapping: Self.searchArea(around: frame)).map { obstacles[$0] }.filter {
            $0.minY <= y + 0.5 && $0.maxY >= y - 0.5 && $0.maxX > frame.minX && $0.minX < frame.maxX
                && $0.maxY > frame.minY && $0.minY < frame.maxY
        }
        guard let low = texts.map(\.minX).min(), let high = texts.map(\.maxX).max() else { return (frame.minX, frame.maxX) }
        return (max(low, frame.minX), min(high, frame.maxX))
    }

    /// How far an alignment line runs, given the two items' extents across it: from one item to
    /// the other, or along the smaller one when its extent lies within the other's (a centre in a
    /// container, a view below a full-width guide), so that no line crosses the whole canvas.
    static func alignmentSpan(_ first: (low: Double, high: Double), _ second: (low: Double, high: Double))
        -> (low: Double, high: Double) {
        if second.low <= first.low, first.high <= second.high { return first }
        if first.low <= second.low, second.high <= first.high { return second }
        return (min(first.low, second.low), max(first.high, second.high))
    }

    /// A view pinned to its container's edge or margin: an I-beam across the margin, from the
    /// container's edge to the view's, or a short bar on the edge when the view is flush with it;
    /// either across the middle of the view.
    private func addPin(_ pin: ContainerPin, horizontalAxis: Bool, label: String?, to mark: inout ConstraintMark,
                        state: inout PlacementState) {
        let (low, high) = horizontalAxis ? (pin.inner.minY, pin.inner.maxY) : (pin.inner.minX, pin.inner.maxX)
        let middle = (low + high) / 2
        if let edge = pin.containerEdge {
            addBeam(horizontal: horizontalAxis, across: middle, from: min(edge, pin.position), to: max(edge, pin.position),
                    label: label, to: &mark, state: &state)
            return
        }
        let half = min(Self.flushPinLength, high - low) / 2
        mark.isHaloed = true
        mark.lines.append(horizontalAxis
            ? .init(start: Point(x: pin.position, y: middle - half), end: Point(x: pin.position, y: middle + half))
            : .init(start: Point(x: middle - half, y: pin.position), end: Point(x: middle + half, y: pin.position)))
        guard let label else { return }
        let point = horizontalAxis ? Point(x: pin.position, y: middle) : Point(x: middle, y: pin.position)
        placeLabel(label, at: point, along: !horizontalAxis, length: 0, to: &mark, state: &state)
    }

    /// The pieces of an interrupted alignment line without the short ones at its ends that run on
    /// inside one item only, past its text (below a button's title, to the button's bottom and the
    /// overhang): such a piece is a stray tick that points at nothing, and the pieces between the
    /// items say all. A long one (across an empty text field) reads as a line and stays. `items`
    /// are the two items' extents along the line. When every piece is such an end (a centre in a
    /// container, whose pieces lie in both), all stay.
    static func withoutIdleEnds(_ pieces: [ConstraintMark.Segment], of segment: ConstraintMark.Segment,
                                items: [(low: Double, high: Double)]) -> [ConstraintMark.Segment] {
        guard pieces.count > 1 else { return pieces }
        let vertical = segment.isVertical
        func extent(_ s: ConstraintMark.Segment) -> (low: Double, high: Double) {
            vertical ? (min(s.start.y, s.end.y), max(s.start.y, s.end.y)) : (min(s.start.x, s.end.x), max(s.start.x, s.end.x))
        }
        let whole = extent(segment), overhang = alignmentOverhang
        func isIdle(_ piece: ConstraintMark.Segment) -> Bool {
            let (low, high) = extent(piece)
            guard low == whole.low || high == whole.high, high - low < longestStrayTick else { return false }
            let within = items.filter { low >= $0.low - overhang && high <= $0.high + overhang }
            let meets = items.filter { low < $0.high && high > $0.low }
            return within.count == 1 && meets.count <= 1
        }
        let kept = pieces.filter { !isIdle($0) }
        return kept.isEmpty ? pieces : kept
    }

    /// The longest end piece of an alignment line that is dropped as a stray tick.
    static let longestStrayTick = 2 * minimumEndPiece

    /// The shortest piece left at either end of an interrupted alignment line.
    static let minimumEndPiece = 12.0

    /// The pieces of an interrupted line, those at its ends lengthened outwards to
    /// ``minimumEndPiece``: a centre alignment broken by the text of a small view would otherwise
    /// leave ticks too short to read as a line (`-Left-`).
    static func lengthenedEnds(_ pieces: [ConstraintMark.Segment], of segment: ConstraintMark.Segment)
        -> [ConstraintMark.Segment] {
        guard pieces != [segment] else { return pieces }
        let vertical = segment.isVertical
        func low(_ s: ConstraintMark.Segment) -> Double { vertical ? min(s.start.y, s.end.y) : min(s.start.x, s.end.x) }
        func high(_ s: ConstraintMark.Segment) -> Double { vertical ? max(s.start.y, s.end.y) : max(s.start.x, s.end.x) }
        let position = vertical ? segment.start.x : segment.start.y
        return pieces.map { piece in
            var (from, to) = (low(piece), high(piece))
            let missing = minimumEndPiece - (to - from)
            guard missing > 0 else { return piece }
            if from == low(segment) { from -= missing } else if to == high(segment) { to += missing }
            return vertical ? .init(start: Point(x: position, y: from), end: Point(x: position, y: to))
                            : .init(start: Point(x: from, y: position), end: Point(x: to, y: position))
        }
    }

    /// The parts of a horizontal or vertical segment that do not cross any text: alignment lines
    /// go through centres and baselines, and would otherwise strike the text through. A line
    /// along the edge of a text's box (leading edges aligned, the text flush with them) runs on,
    /// unbroken, beside the text: broken there, it would be only stray ticks between the lines.
    func interrupted(_ segment: ConstraintMark.Segment) -> [ConstraintMark.Segment] {
        let clearance = 2.0
        let vertical = segment.isVertical
        let position = vertical ? segment.start.x : segment.start.y
        var pieces = [(min(vertical ? segment.start.y : segment.start.x, vertical ? segment.end.y : segment.end.x),
                       max(vertical ? segment.start.y : segment.start.x, vertical ? segment.end.y : segment.end.x))]
        // Obstacles that can cut the line reach it, or come within the clearance of its ends.
        let near = Self.strokeArea(segment).inset(by: EdgeInsets(all: -2 * clearance))
        for obstacle in obstacleBins.candidates(overlapping: near).map({ obstacles[$0] }) {
            let (acrossLow, acrossHigh) = vertical ? (obstacle.minX, obstacle.maxX) : (obstacle.minY, obstacle.maxY)
            guard position > acrossLow + clearance, position < acrossHigh - clearance else { continue }
            let (low, high) = vertical ? (obstacle.minY - clearance, obstacle.maxY + clearance)
                                       : (obstacle.minX - clearance, obstacle.maxX + clearance)
            pieces = pieces.flatMap { piece -> [(Double, Double)] in
                guard low < piece.1, high > piece.0 else { return [piece] }
                return [(piece.0, low), (high, piece.1)].filter { $0.1 - $0.0 >= 1 }
            }
        }
        return pieces.map { piece in
            vertical ? .init(start: Point(x: position, y: piece.0), end: Point(x: position, y: piece.1))
                     : .init(start: Point(x: piece.0, y: position), end: Point(x: piece.1, y: position))
        }
    }

    /// Puts a label on the beam's middle when the beam is long enough, else beside it, else
    /// further along: the first spot that is free and within the beam's reach wins, otherwise the
    /// cheapest by ``cost(of:state:)`` plus ``driftCost`` per point past that reach.
    /// - Returns: the chosen spot's cost.
    @discardableResult
    private func placeLabel(_ text: String, at middle: Point, along horizontal: Bool, length: Double,
                            to mark: inout ConstraintMark, state: inout PlacementState) -> Double {
        let spot = bestSpot(for: text, at: middle, along: horizontal, length: length, state: state)
        take(spot, text: text, to: &mark, state: &state)
        return spot.cost
    }

    /// Where a label would go for a beam with the given middle, and what that spot costs.
    struct LabelSpot {
        var frame: Rect
        var cost: Double
        var request: LabelRequest
    }

    /// The cheapest of the candidate spots around `middle` (the first free one, when one is free).
    private func bestSpot(for text: String, at middle: Point, along horizontal: Bool, length: Double,
                          state: PlacementState) -> LabelSpot {
        let textSize = measure(text)
        let size = Size(width: textSize.width + 2 * Self.labelInset.horizontal,
                        height: textSize.height + 2 * Self.labelInset.vertical)
        let candidates = candidateFrames(size: size, middle: middle, horizontal: horizontal, length: length)
        var best = candidates[0], bestCost = Double.infinity
        for candidate in candidates {
            let drift = Self.drift(of: candidate, from: middle, along: horizontal, length: length)
            let cost = self.cost(of: candidate, state: state)
                + Self.driftCost * drift
            if cost < bestCost {
                best = candidate
                bestCost = cost
            }
            if cost == 0 { break }
        }
        return LabelSpot(frame: best, cost: bestCost,
                         request: LabelRequest(size: size, middle: middle, horizontal: horizontal, length: length))
    }

    /// Puts a label at `spot`: it joins the mark and is avoided by the labels placed after it.
    private func take(_ spot: LabelSpot, text: String, to mark: inout ConstraintMark, state: inout PlacementState) {
        state.labels.insert(spot.frame)
        state.requests.append(spot.request)
        mark.labels.append(.init(text: text, frame: spot.frame))
    }

    func candidateFrames(size: Size, middle: Point, horizontal: Bool, length: Double) -> [Rect] {
        let gap = Self.labelGap, cap = Self.capLength / 2
        var frames: [Rect] = []
        // On the beam's middle, then beside the beam, sliding along it, then on the beam away from
        // its middle, then one row further out.
        let step = horizontal ? size.width / 2 + gap : size.height / 2 + gap
        let shifts: [Double] = [0, -1, 1, -2, 2, -3, 3, -4, 4]
        let extent = horizontal ? size.width : size.height
        if length >= extent + 2 * gap {
            frames.append(Self.spot(size, middle: middle, horizontal: horizontal, along: 0, across: 0))
        }
        for row in [0.0, 1] {
            let offset = cap + gap + (horizontal ? size.height : size.width) / 2
                + row * ((horizontal ? size.height : size.width) + gap)
            // Beside a beam too short to carry its label, half steps too, when no whole step is
            // free: a label just clear of the text at one end of a short gap.
            let halfSteps: [Double] = row == 0 && length < extent + 2 * gap ? [-0.5, 0.5, -1.5, 1.5] : []
            for shift in shifts + halfSteps {
                // Above a horizontal beam first, right of a vertical one.
                for side in horizontal ? [-offset, offset] : [offset, -offset] {
                    frames.append(Self.spot(size, middle: middle, horizontal: horizontal, along: shift * step, across: side))
                }
            }
            guard row == 0 else { continue }
            if horizontal {
                frames += slidOnBeam(size: size, middle: middle, horizontal: horizontal, length: length)
            }
            if length < Self.capLength {
                frames += pastEnds(size: size, middle: middle, horizontal: horizontal, length: length)
            }
        }
        return frames
    }

    /// Spots just past either end of a beam shorter than a cap, in line with it: a 4-point bar's height is read
    /// best with its number right above or below it when the spots beside it are taken (its lane
    /// pushed out between other beams, their labels next to it), where the next free spot beside
    /// it may be several rows away. A dimension drawn with outside arrows has them past its ends:
    /// the label goes past the arrows.
    func pastEnds(size: Size, middle: Point, horizontal: Bool, length: Double) -> [Rect] {
        let extent = horizontal ? size.width : size.height
        let arrows = length < Self.shortestInsideBeam ? Self.outsideArrowLength : 0
        let offset = length / 2 + arrows + Self.labelGap + extent / 2
        return [-offset, offset].map { Self.spot(size, middle: middle, horizontal: horizontal, along: $0, across: 0) }
    }

    /// Spots on a long beam away from its middle, clear of its caps, nearest to the middle first:
    /// a label kept off the middle (another mark's line crosses it there) still reads as the beam's
    /// when it sits on the beam, where one beside it might sit on a view.
    func slidOnBeam(size: Size, middle: Point, horizontal: Bool, length: Double) -> [Rect] {
        let gap = Self.labelGap, extent = horizontal ? size.width : size.height
        // How far the label's centre may move from the middle: its far edge stays a cap's half and
        // a gap inside the beam's end.
        let room = length / 2 - extent / 2 - Self.capLength / 2 - gap
        guard room >= 1 else { return [] }
        let step = extent / 2 + gap
        var offsets: [Double] = []
        var offset = step
        while offset < room {
            offsets.append(offset)
            offset += step
        }
        offsets.append(room)
        return offsets.flatMap { [-$0, $0] }.map {
            Self.spot(size, middle: middle, horizontal: horizontal, along: $0, across: 0)
        }
    }

    /// A label of `size` centred `along` points from `middle` along its beam and `across` points
    /// beside it (below a horizontal beam, right of a vertical one, when positive).
    private static func spot(_ size: Size, middle: Point, horizontal: Bool, along: Double, across: Double) -> Rect {
        let x = middle.x + (horizontal ? along : across), y = middle.y + (horizontal ? across : along)
        return Rect(x: x - size.width / 2, y: y - size.height / 2, width: size.width, height: size.height)
    }

    /// The cost of each point a label lies past the end of its beam (or, for a short beam, past
    /// one step beside it): a label slightly over text next to its beam reads better than one
    /// that is free but far from its mark. Still far below the cost of covering another label.
    static let driftCost = 20.0

    /// How far past the end of its beam a label's centre lies, along the beam, plus how much
    /// further out than the spots right beside the beam it lies, across it: a label a row away
    /// reads as belonging to whatever is next to it there (the canvas's edge, another view).
    static func drift(of frame: Rect, from middle: Point, along horizontal: Bool, length: Double) -> Double {
        let offset = horizontal ? abs(frame.midX - middle.x) : abs(frame.midY - middle.y)
        let reach = max(length / 2, (horizontal ? frame.width : frame.height) / 2 + labelGap)
        let across = horizontal ? abs(frame.midY - middle.y) : abs(frame.midX - middle.x)
        let beside = capLength / 2 + labelGap + (horizontal ? frame.height : frame.width) / 2
        return max(0, offset - reach) + max(0, across - beside - 0.5)
    }

    /// How bad a spot is: overlap with labels counts most, then leaving the picture, then covering
    /// text, then covering another mark's lines.
    ///
    /// Only the labels, texts and strokes filed near `frame` are looked at: the others overlap it by
    /// exactly zero, so the sum is the same as over all of them, term for term.
    func cost(of frame: Rect, state: PlacementState) -> Double {
        var cost = 0.0
        let near = Self.searchArea(around: frame)
        for id in state.labels.candidates(overlapping: near) {
            cost += 100 * overlapArea(frame, state.labels.rects[id].inset(by: EdgeInsets(all: -1)))
        }
        for id in obstacleBins.candidates(overlapping: near) { cost += 10 * overlapArea(frame, obstacles[id]) }
        for id in state.strokes.candidates(overlapping: near) where state.isOtherStroke(id) {
            cost += 4 * overlapArea(frame, state.strokes.rects[id])
        }
        let inside = overlapArea(frame, bounds)
        cost += 50 * (frame.width * frame.height - inside)
        return cost
    }

    func overlapArea(_ a: Rect, _ b: Rect) -> Double {
        let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return width > 0 && height > 0 ? width * height : 0
    }
}

import PlumbLayout

/// An edge of an item held on the same edge, or margin, of an item around it, with no gap:
/// `a.leading == superview.leadingMargin`, `safeArea.top == a.top`, `H:|-[a]-|`.
///
/// Interface Builder draws such a pin close to the view: across the margin when it is pinned to one,
/// or as a short bar on the edge when it is flush; never as a line across the whole container.
struct ContainerPin: Equatable {
    /// The frame of the item inside.
    var inner: Rect
    /// Where the pinned edge lies (x for a horizontal-axis pin, y for a vertical one).
    var position: Double
    /// Where the container's own edge lies when the pin is to its margin and the margin is not empty;
    /// `nil` when the view is flush with the container's edge.
    var containerEdge: Double?

    /// The pin between two items whose attributes coincide at `position`, or `nil` when neither
    /// item lies inside the other or the attributes are not the same edge.
    init?(first: ItemEdge, second: ItemEdge, position: Double, geometry: AttributeGeometry) {
        let (inner, outer): (ItemEdge, ItemEdge)
        let axis = first.attribute.axis
        let secondHoldsFirst = Self.frame(second.frame, contains: first.frame)
            || Self.item(second.name, encloses: first.name, geometry: geometry)
            && Self.frame(second.frame, contains: first.frame, along: axis)
        let firstHoldsSecond = Self.frame(first.frame, contains: second.frame)
            || Self.item(first.name, encloses: second.name, geometry: geometry)
            && Self.frame(first.frame, contains: second.frame, along: axis)
        // Equal frames (a label filling its container's margins): the margins are the outside.
        if secondHoldsFirst, !firstHoldsSecond || Self.marginOwner(of: first, geometry: geometry) == nil {
            (inner, outer) = (first, second)
        } else if firstHoldsSecond {
            (inner, outer) = (second, first)
        } else {
            return nil
        }
        guard !inner.attribute.isMargin,
              let innerSide = geometry.side(of: inner.attribute), geometry.side(of: outer.attribute) == innerSide
        else { return nil }
        self.inner = inner.frame
        self.position = position
        containerEdge = nil
        if let container = Self.marginOwner(of: outer, geometry: geometry),
           let edge = geometry.coordinate(of: outer.attribute.withoutMargin, on: container, item: ""),
           abs(edge - position) >= 0.5 {
            containerEdge = edge
        }
    }

    /// The frame the margins (or readable width) `item` stands for lie in: the view itself for a
    /// margin attribute of a view, the owner for its `margins` or `readable` guide (the engine
    /// resolves `superview.leadingMargin` to the superview's margins guide). The root's margins
    /// lie inside the safe area, so for the root it is the safe area: a pin to its top margin
    /// starts below the status bar, not at the canvas's top.
    static func marginOwner(of item: ItemEdge, geometry: AttributeGeometry) -> Rect? {
        let owner: String
        if item.attribute.isMargin, geometry.views[item.name] != nil {
            owner = item.name
        } else {
            var path = item.name.split(separator: ".").map(String.init)
            guard let guide = path.popLast(), guide == "margins" || guide == "readable" else { return nil }
            owner = path.isEmpty ? LayoutDocument.rootName : path.joined(separator: ".")
        }
        guard let view = geometry.views[owner] else { return nil }
        return owner == LayoutDocument.rootName ? geometry.safeArea : view.absolute
    }

    /// Whether `outer` is a superview (or one of a superview's guides) of `inner`: then a view that
    /// overflows its container in one direction is still pinned to it in the other.
    static func item(_ outer: String, encloses inner: String, geometry: AttributeGeometry) -> Bool {
        guard let container = geometry.views[outer] != nil ? outer : guideOwner(outer, geometry: geometry) else {
            return false
        }
        var ancestor = geometry.views[inner].map { $0.superview } ?? guideOwner(inner, geometry: geometry)
        var steps = 0
        while let name = ancestor, steps < 1000 {
            if name == container { return true }
            ancestor = geometry.views[name]?.superview
            steps += 1
        }
        return false
    }

    /// The view a guide belongs to: the root for `safeArea`, `margins`, `readable`; `box` for
    /// `box.margins` or `box.content.margins`; `nil` for a name that is no guide of a view.
    static func guideOwner(_ name: String, geometry: AttributeGeometry) -> String? {
        let path = name.split(separator: ".").map(String.init)
        guard let last = path.last, ["safeArea", "margins", "readable", "content", "frame"].contains(last) else {
            return nil
        }
        if path.count == 1 { return LayoutDocument.rootName }
        return path.first.flatMap { geometry.views[$0] != nil ? $0 : nil }
    }

    /// Whether `outer` spans all of `inner` along one axis (to half a point).
    static func frame(_ outer: Rect, contains inner: Rect, along axis: LayoutAttribute.Axis) -> Bool {
        let tolerance = 0.5
        return axis == .horizontal
            ? outer.minX <= inner.minX + tolerance && outer.maxX >= inner.maxX - tolerance
            : outer.minY <= inner.minY + tolerance && outer.maxY >= inner.maxY - tolerance
    }

    /// Whether `outer` holds all of `inner` (to half a point).
    static func frame(_ outer: Rect, contains inner: Rect) -> Bool {
        let tolerance = 0.5
        return outer.minX <= inner.minX + tolerance && outer.minY <= inner.minY + tolerance
            && outer.maxX >= inner.maxX - tolerance && outer.maxY >= inner.maxY - tolerance
    }
}

/// One side of a constraint: an item's name, frame and attribute.
struct ItemEdge {
    var name: String
    var frame: Rect
    var attribute: LayoutAttribute
}

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
        let secondHoldsFirst = Self.frame(second.frame, contains: first.frame)
        let firstHoldsSecond = Self.frame(first.frame, contains: second.frame)
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

    /// The frame of the view whose margins (or readable width) `item` stands for: the view itself
    /// for a margin attribute of a view, the owner for its `margins` or `readable` guide (the
    /// engine resolves `superview.leadingMargin` to the superview's margins guide).
    static func marginOwner(of item: ItemEdge, geometry: AttributeGeometry) -> Rect? {
        if item.attribute.isMargin, let view = geometry.views[item.name] { return view.absolute }
        var path = item.name.split(separator: ".").map(String.init)
        guard let guide = path.popLast(), guide == "margins" || guide == "readable" else { return nil }
        return geometry.views[path.isEmpty ? LayoutDocument.rootName : path.joined(separator: ".")]?.absolute
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

/// Which view's baselines stand for a view's, as UIKit's `forFirstBaselineLayout` and
/// `forLastBaselineLayout` answer (`docs/semantics.md`, *Baselines*): the view itself, but for a
/// stack view, an arranged view's: a vertical stack's first baseline is its first arranged view's
/// and its last baseline its last arranged view's; a horizontal stack's are its tallest arranged
/// view's; an arranged stack answers in turn.
///
/// Hidden arranged views are passed over (they take no space). "Tallest" is read before solving,
/// from the views' intrinsic heights (a stack's: its arranged views' summed or the tallest's); of
/// equally tall views, the first.
enum BaselineViews {
    /// Sets each view's ``ViewMeasurement/firstBaselineView`` and ``ViewMeasurement/lastBaselineView``.
    static func assign(to measurements: inout [ViewMeasurement], tree: SceneTree) {
        var arranged = Array(repeating: [Int](), count: tree.views.count)
        for index in tree.views.indices {
            measurements[index].firstBaselineView = index
            measurements[index].lastBaselineView = index
            if let parent = tree.views[index].parent, tree.views[parent].kind == .stack,
               measurements[index].properties.hidden != true {
                arranged[parent].append(index)
            }
        }
        var heights = measurements.map { $0.intrinsic[.vertical] ?? 0 }
        // Subviews come after their superview in tree order: backwards, an arranged stack is settled
        // before the stack that arranges it.
        for index in tree.views.indices.reversed() where tree.views[index].kind == .stack {
            let views = arranged[index]
            guard let firstView = views.first, let lastView = views.last else { continue }
            let vertical = measurements[index].properties.stack?.axis == .vertical
            if vertical {
                measurements[index].firstBaselineView = measurements[firstView].firstBaselineView
                measurements[index].lastBaselineView = measurements[lastView].lastBaselineView
                heights[index] = views.reduce(0) { $0 + heights[$1] }
            } else {
                let tallest = views.max { heights[$0] < heights[$1] } ?? firstView
                measurements[index].firstBaselineView = measurements[tallest].firstBaselineView
                measurements[index].lastBaselineView = measurements[tallest].lastBaselineView
                heights[index] = heights[tallest]
            }
        }
    }
}

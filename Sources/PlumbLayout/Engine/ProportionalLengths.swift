/// The lengths by which a `fillProportionally` stack weighs its arranged views, for one pass.
///
/// UIKit asks each arranged view for its proportional fill length along the stack's axis: a view's
/// intrinsic content size there, or, when it has none, its fitting size (`systemLayoutSizeFitting`);
/// a nested `UIStackView` always answers its fitting size (`docs/semantics.md`, *Stack views*).
/// Plumb computes a nested stack's fitting size from its arranged views alone, as its own
/// constraints make it: along its axis their lengths and the spacings between the visible ones, across
/// it the largest, plus its margins when its arrangement is relative to them. Any other view without
/// an intrinsic size weighs 0 (a plain view's own constraints are not read: Plumb's simplification).
struct ProportionalLengths {
    /// A stack's fitting width and height, by view index.
    private var stackLengths: [Int: (width: Double, height: Double)] = [:]
    private let measurements: [ViewMeasurement]

    /// - Parameters:
    ///   - stacks: every stack of the tree, by view index.
    ///   - arranged: each stack's arranged subviews, in order, by view index.
    init(tree: SceneTree, stacks: [Int], arranged: [Int: [Int]], measurements: [ViewMeasurement]) {
        self.measurements = measurements
        // Deepest first (a subview comes after its superview in tree order), so a nested stack's
        // lengths are known before the stack holding it asks for them.
        for stack in stacks.sorted(by: >) {
            let settings = measurements[stack].properties.stack ?? StackProperties()
            let visible = (arranged[stack] ?? []).filter { !(measurements[$0].properties.hidden ?? false) }
            let spacings = zip(visible, visible.dropFirst()).reduce(0.0) { total, pair in
                total + settings.spacing(after: tree.views[pair.0].name).value
            }
            func length(_ axis: LayoutAttribute.Axis) -> Double {
                let lengths = visible.map { self.length(of: $0, along: axis) ?? 0 }
                return settings.axis == axis ? lengths.reduce(0, +) + spacings : lengths.max() ?? 0
            }
            var width = length(.horizontal), height = length(.vertical)
            if settings.isLayoutMarginsRelativeArrangement {
                let margins = measurements[stack].marginInsets
                width += margins.left + margins.right
                height += margins.top + margins.bottom
            }
            // A length no solver could use (an infinite spacing from a scene) weighs nothing.
            stackLengths[stack] = (width.isFinite ? max(0, width) : 0, height.isFinite ? max(0, height) : 0)
        }
    }

    /// The view's proportional fill length along `axis`: its intrinsic length, a stack's fitting
    /// length, or nil for any other view (its fitting size is not computed).
    func length(of view: Int, along axis: LayoutAttribute.Axis) -> Double? {
        if let intrinsic = measurements[view].intrinsic[axis] { return max(0, intrinsic) }
        guard let stack = stackLengths[view] else { return nil }
        return axis == .horizontal ? stack.width : stack.height
    }
}

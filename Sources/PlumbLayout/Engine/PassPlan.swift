/// Identifies a constraint across passes and canvases, so a changed one can be swapped in the solver.
enum ConstraintKey: Hashable {
    /// A written constraint, by its index among all the document's resolved constraints.
    case user(Int)
    /// Hugging (`size <= intrinsic`) or compression resistance (`size >= intrinsic`) of a view on an axis.
    case intrinsic(view: ViewIndex, axis: LayoutAttribute.Axis, hugging: Bool)
    /// One of the four constraints keeping an unconstrained view's frame.
    case autoresizing(view: ViewIndex, part: FramePart)
    /// One of the constraints placing a system guide or the root.
    case system(item: ItemIndex, part: FramePart)
    /// The `index`th constraint a stack view generated on this canvas.
    case stack(view: ViewIndex, index: Int)
    /// The rule UIKit applies without a constraint object: an item's width or height is never negative.
    case nonNegative(item: ItemIndex, axis: LayoutAttribute.Axis)
}

extension ConstraintKey {
    /// The key as `String(describing:)` prints it (`intrinsic(view: 3, axis:
    /// PlumbLayout.LayoutAttribute.Axis.horizontal, hugging: true)`), written out: engine-made
    /// constraints' fake addresses are hashed from this text, and printing by reflection cost 3% of
    /// diagnosing a 10 000-view form. `ConstraintKeyTextTests` holds the two to the same text.
    var identityText: String {
        switch self {
        case let .user(index): return "user(\(index))"
        case let .intrinsic(view, axis, hugging):
            return "intrinsic(view: \(view.rawValue), axis: \(Self.axisText(axis)), hugging: \(hugging))"
        case let .autoresizing(view, part): return "autoresizing(view: \(view.rawValue), part: \(part.rawValue))"
        case let .system(item, part): return "system(item: \(item.rawValue), part: \(part.rawValue))"
        case let .stack(view, index): return "stack(view: \(view.rawValue), index: \(index))"
        case let .nonNegative(item, axis): return "nonNegative(item: \(item.rawValue), axis: \(Self.axisText(axis)))"
        }
    }

    private static func axisText(_ axis: LayoutAttribute.Axis) -> String {
        axis == .horizontal ? "PlumbLayout.LayoutAttribute.Axis.horizontal" : "PlumbLayout.LayoutAttribute.Axis.vertical"
    }
}

/// A view's place in ``SceneTree/views`` (the root's is 0), as a ``ConstraintKey`` names the view.
///
/// Printed as the bare number, as keys were when it was an `Int`: engine-made constraints' fake
/// addresses in `explain` output are hashed from a key's text.
struct ViewIndex: Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    let rawValue: Int
    init(_ rawValue: Int) { self.rawValue = rawValue }
    var description: String { String(rawValue) }
    var debugDescription: String { description }
}

/// A layout item's place in ``ItemTable/items`` (views, their own guides and the system guides),
/// as a ``ConstraintKey`` names the item; printed as the bare number, as ``ViewIndex`` is.
struct ItemIndex: Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    let rawValue: Int
    init(_ rawValue: Int) { self.rawValue = rawValue }
    var description: String { String(rawValue) }
    var debugDescription: String { description }
}

/// The quantities of a frame that generated constraints fix one each: origin x and y, width, height.
///
/// A key's text names a part by its number (`system(item: 3, part: 2)`), as it did when parts were
/// bare numbers: engine-made constraints' fake addresses in `explain` output are hashed from that text.
enum FramePart: Int, CaseIterable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    case x, y, width, height

    var description: String { String(rawValue) }
    var debugDescription: String { description }

    /// The attribute a constraint on this part constrains: the left and top edges for the origin.
    var attribute: LayoutAttribute {
        switch self {
        case .x: return .left
        case .y: return .top
        case .width: return .width
        case .height: return .height
        }
    }
}

/// One constraint as the solver should hold it for this pass.
struct PlannedConstraint: Equatable {
    var key: ConstraintKey
    var linear: LinearConstraint
}

/// How the root view is sized on a canvas: exactly the canvas size, or on a fitting axis its
/// fitting size with the canvas size as the target.
struct RootSizing: Equatable {
    var size: Size
    var fitsWidth = false
    var fitsHeight = false

    init(_ canvas: Canvas) {
        size = canvas.size
        fitsWidth = canvas.fitting.contains(.width)
        fitsHeight = canvas.fitting.contains(.height)
    }
}

/// The constraints of one pass: everything the solver must hold, and the ones results report.
struct PassPlan {
    var planned: [PlannedConstraint] = []
    /// Written and generated constraints reported in results, with their keys; each key once (a written
    /// constraint by its index, a stack's by its view and place, the others by view and part or axis).
    var reported: [(key: ConstraintKey, constraint: ResolvedConstraint)] = []
    /// Where each reported constraint stands in `planned`, so results find its linear form without
    /// a table of every key.
    var plannedIndices: [Int] = []

    /// Plans every constraint of `scene` for a pass: system guides, the written constraints that apply,
    /// the stacks' constraints, intrinsic sizes and kept frames.
    ///
    /// - Parameters:
    ///   - active: the written constraints that apply on this canvas, with their indices.
    static func make(scene: PreparedScene, measurements: [ViewMeasurement], direction: WritingDirection,
                     root: RootSizing, active: [(index: Int, constraint: ResolvedConstraint)]) throws(LayoutError) -> PassPlan {
        let (tree, items, stacks) = (scene.tree, scene.items, scene.stacks)
        var plan = PassPlan()
        // Room for all but the stacks' constraints (intrinsic sizes: two a view and axis at most), so
        // that a large plan is not copied as it grows.
        let reportedEstimate = 4 * scene.autoresizing.count + active.count + 4 * tree.views.count
        plan.reported.reserveCapacity(reportedEstimate)
        plan.plannedIndices.reserveCapacity(reportedEstimate)
        plan.planned.reserveCapacity(4 + 4 * (items.items.count - tree.views.count) + 2 * scene.sizedItems.count + reportedEstimate)
        let linearizer = AnchorLinearizer(items: items, direction: direction, measurements: measurements)
        // The root's place and size come first: a conflict breaks the constraint of its set planned last.
        plan.planRoot(items: items, sizing: root)
        plan.planSystemGuides(items: items, tree: tree, measurements: measurements)
        // Before the written constraints, so a conflict with the rule breaks one of those.
        plan.planNonNegativeSizes(scene.sizedItems, items: items)
        // Kept frames before the written constraints too: UIKit holds a view its superview places by
        // autoresizing mask (a cell's content view at the cell's size) and breaks the written
        // constraint that conflicts with it.
        for view in scene.autoresizing {
            plan.planAutoresizing(view, tree: tree, items: items, frame: measurements[view].properties.frame ?? .zero,
                                  autoresizing: measurements[view].properties.autoresizing,
                                  measurements: measurements, linearizer)
        }
        for (key, constraint) in try stacks.constraints(tree: tree, measurements: measurements) {
            plan.report(key, constraint, linearizer)
        }
        for (index, constraint) in active {
            plan.report(.user(index), constraint, linearizer)
        }
        for view in tree.views.indices {
            let bias = { (axis: LayoutAttribute.Axis) in
                stacks.priorityBias(of: view, axis: axis, tree: tree, measurements: measurements)
            }
            plan.planIntrinsic(view, tree: tree, items: items, measurement: measurements[view], bias: bias, linearizer)
        }
        return plan
    }

    /// Whether measurements `a` and `b` plan the same pass, found without planning it: they agree on
    /// everything ``make(scene:measurements:direction:root:active:)`` reads. A view's safe-area, margin and
    /// readable insets are read only for its guides of that kind, so they may differ elsewhere: a view that
    /// moves under a bar gets other safe-area insets, which no constraint sees unless it has a safe-area guide.
    /// Every other field must be equal.
    /// (Planning twice to compare the plans cost a tenth of settling a 10 000-view stack.)
    static func plansAlike(_ a: [ViewMeasurement], _ b: [ViewMeasurement], items: ItemTable) -> Bool {
        guard a.count == b.count else { return false }
        // Every other field is compared, so a field added to the measurement is compared too.
        for index in a.indices where a[index] != b[index] {
            guard a[index].ignoringGuideInsets == b[index].ignoringGuideInsets else { return false }
        }
        for item in items.items {
            let owner = item.owner
            switch item.role {
            case .safeArea: if a[owner].safeAreaInsets != b[owner].safeAreaInsets { return false }
            case .margins: if a[owner].marginInsets != b[owner].marginInsets { return false }
            case .readable: if a[owner].readableInsets != b[owner].readableInsets { return false }
            case .view, .ownGuide, .frame, .content: continue
            }
        }
        return true
    }

    private mutating func report(_ key: ConstraintKey, _ constraint: ResolvedConstraint, _ linearizer: AnchorLinearizer) {
        plannedIndices.append(planned.count)
        planned.append(PlannedConstraint(key: key, linear: linearizer.linear(constraint)))
        reported.append((key, constraint))
    }

    /// The root at the origin and exactly as large as the canvas (UIKit's
    /// `UIView-Encapsulated-Layout-Width` and `-Height`), or on a fitting axis drawn towards the canvas
    /// size only at `fittingSizeLevel`, as `systemLayoutSizeFitting` does.
    private mutating func planRoot(items: ItemTable, sizing: RootSizing) {
        let root = items.items[SceneTree.root].variables
        let parts: [(part: FramePart, variable: Int, value: Double, fits: Bool)] = [
            (.x, root.minX, 0, false), (.y, root.minY, 0, false),
            (.width, root.width, sizing.size.width, sizing.fitsWidth), (.height, root.height, sizing.size.height, sizing.fitsHeight),
        ]
        for entry in parts {
            let priority = entry.fits ? LayoutPriority.fittingSizeLevel.rawValue : LayoutPriority.required.rawValue
            planned.append(PlannedConstraint(key: .system(item: ItemIndex(SceneTree.root), part: entry.part),
                                             linear: LinearConstraint(form: LinearForm(variable: entry.variable) + (-entry.value),
                                                                      relation: .equal, priority: priority)))
        }
    }

    /// Each system guide inset from its view's frame by this pass's insets; a scroll view's content
    /// area starting at its frame's origin (zero content offset).
    private mutating func planSystemGuides(items: ItemTable, tree: SceneTree, measurements: [ViewMeasurement]) {
        for index in items.systemGuides {
            let guide = items.items[index]
            var view = items.items[guide.owner].variables
            var insets: EdgeInsets?
            // A scroll view's own safe-area guide, in its content's coordinates (where Plumb places
            // content, at the content offset UIKit starts from): the adjusted content inset takes in
            // the bars above and below, so the content starts below them and the guide at the
            // content's origin, as tall as the part of the scroll view between the bars.
            var shift = 0.0
            switch guide.role {
            case .safeArea where tree.views[guide.owner].kind == .scroll:
                insets = measurements[guide.owner].safeAreaInsets
                shift = -(insets?.top ?? 0)
            case .safeArea: insets = measurements[guide.owner].safeAreaInsets
            case .margins: insets = measurements[guide.owner].marginInsets
            case .readable: insets = measurements[guide.owner].readableInsets
            default: insets = nil
            }
            if guide.insetsContentArea, let content = items.contentGuide(of: guide.owner) {
                view = items.items[content].variables
            } else if let frameInsets = insets {
                // The insets are from the frame; the view's variables hold its alignment rectangle.
                insets = frameInsets.subtracting(measurements[guide.owner].alignmentInsets)
            }
            let g = guide.variables
            func equal(_ part: FramePart, _ guideVariable: Int, _ viewVariable: Int, _ value: Double) {
                let constant = value.isFinite ? value : 0   // a NaN margin from a scene must not reach the solver
                var form = LinearForm(variable: guideVariable)
                form.add(viewVariable, -1)
                planned.append(PlannedConstraint(key: .system(item: ItemIndex(index), part: part),
                                                 linear: LinearConstraint(form: form + (-constant), relation: .equal, priority: 1000)))
            }
            equal(.x, g.minX, view.minX, insets?.left ?? 0)
            equal(.y, g.minY, view.minY, (insets?.top ?? 0) + shift)
            if let insets {
                equal(.width, g.width, view.width, -(insets.left + insets.right))
                equal(.height, g.height, view.height, -(insets.top + insets.bottom))
            }
        }
    }

    /// `width >= 0` and `height >= 0` for each item, required: UIKit's engine keeps every view's size
    /// at or above zero without listing the rule in its log.
    private mutating func planNonNegativeSizes(_ sized: [Int], items: ItemTable) {
        for index in sized {
            let variables = items.items[index].variables
            for (axis, variable) in [(LayoutAttribute.Axis.horizontal, variables.width), (.vertical, variables.height)] {
                planned.append(PlannedConstraint(key: .nonNegative(item: ItemIndex(index), axis: axis),
                                                 linear: LinearConstraint(form: LinearForm(variable: variable),
                                                                          relation: .greaterThanOrEqual, priority: 1000)))
            }
        }
    }

    /// Per axis with an intrinsic size: `size <= intrinsic` at the hugging priority and
    /// `size >= intrinsic` at the compression-resistance priority.
    /// - Parameter bias: a tiny addition to both priorities on an axis (arranged views of stacks).
    private mutating func planIntrinsic(_ view: Int, tree: SceneTree, items: ItemTable, measurement: ViewMeasurement,
                                        bias: (LayoutAttribute.Axis) -> Double, _ linearizer: AnchorLinearizer) {
        let kind = tree.views[view].kind
        let properties = measurement.properties
        for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
            guard let size = measurement.intrinsic[axis] else { continue }
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            let anchor = ResolvedAnchor(item: items.view(view), attribute: attribute)
            let hugging = LayoutPriority((properties.hugging?[axis] ?? kind.rules.contentHuggingPriority(for: axis)).rawValue + bias(axis))
            let resistance = LayoutPriority((properties.compressionResistance?[axis]
                ?? kind.rules.compressionResistancePriority).rawValue + bias(axis))
            let name = tree.views[view].name
            report(.intrinsic(view: ViewIndex(view), axis: axis, hugging: true),
                   .generated(.intrinsicSize, anchor, firstName: name, .lessThanOrEqual, size, priority: hugging), linearizer)
            report(.intrinsic(view: ViewIndex(view), axis: axis, hugging: false),
                   .generated(.intrinsicSize, anchor, firstName: name, .greaterThanOrEqual, size, priority: resistance),
                   linearizer)
        }
    }

    /// The kept frame, held as its autoresizing mask says (`docs/semantics.md`): by default relative
    /// to the superview's top-left corner at its own size (flexible right and bottom margins); a
    /// flexible left or top margin alone holds the far margin instead, a flexible size alone both margins.
    /// The frame is UIKit's, in the superview's bounds; the variables hold alignment rectangles, so both
    /// views' alignment insets enter the constants.
    private mutating func planAutoresizing(_ view: Int, tree: SceneTree, items: ItemTable, frame: Rect,
                                           autoresizing: Autoresizing?, measurements: [ViewMeasurement],
                                           _ linearizer: AnchorLinearizer) {
        guard let parent = tree.views[view].parent else { return }
        let name = tree.views[view].name, parentName = tree.views[parent].name
        let mask = autoresizing?.mask ?? []
        let superview = autoresizing?.superviewSize ?? .zero
        let own = measurements[view].alignmentInsets, parentInsets = measurements[parent].alignmentInsets
        let aligned = frame.inset(by: own)
        // Per axis: the part that holds the view's near edge (x or y) and the one that holds its size;
        // the near offset from the superview's alignment rectangle, and the far one from its far edge
        // in the superview the frame was set in.
        let axes: [(near: FramePart, size: FramePart, edges: (LayoutAttribute, LayoutAttribute), sizeAttribute: LayoutAttribute,
                    nearOffset: Double, length: Double, farOffset: Double, flexible: (near: Bool, size: Bool, far: Bool))] = [
            (.x, .width, (.left, .right), .width, aligned.minX - parentInsets.left, aligned.width,
             aligned.maxX - (superview.width - parentInsets.right),
             (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))),
            (.y, .height, (.top, .bottom), .height, aligned.minY - parentInsets.top, aligned.height,
             aligned.maxY - (superview.height - parentInsets.bottom),
             (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))),
        ]
        var held: [FramePart: (attribute: LayoutAttribute, value: Double, parentAttribute: LayoutAttribute?)] = [:]
        for axis in axes {
            let (near, far) = axis.edges
            switch axis.flexible {
            case (true, false, false):
                // Only the near margin is flexible: the far margin and the size stay.
                held[axis.near] = (far, axis.farOffset, far)
                held[axis.size] = (axis.sizeAttribute, axis.length, nil)
            case (false, true, false):
                // Only the size is flexible: both margins stay.
                held[axis.near] = (near, axis.nearOffset, near)
                held[axis.size] = (far, axis.farOffset, far)
            default:
                // Fixed, the far margin flexible, or several flexible parts (which UIKit shares the
                // change between in proportion to their lengths; not modelled): the near margin and
                // the size stay.
                held[axis.near] = (near, axis.nearOffset, near)
                held[axis.size] = (axis.sizeAttribute, axis.length, nil)
            }
        }
        // In the order x, y, width, height: a conflict breaks the constraint of its set planned last.
        for part in [FramePart.x, .y, .width, .height] {
            guard let hold = held[part] else { continue }
            let anchor = ResolvedAnchor(item: items.view(view), attribute: hold.attribute)
            let constraint = ResolvedConstraint.generated(
                .autoresizingMask, anchor, firstName: name, .equal, hold.value.isFinite ? hold.value : 0, priority: .required,
                second: hold.parentAttribute.map { ResolvedAnchor(item: items.view(parent), attribute: $0) },
                secondName: hold.parentAttribute == nil ? nil : parentName)
            report(.autoresizing(view: ViewIndex(view), part: part), constraint, linearizer)
        }
    }
}

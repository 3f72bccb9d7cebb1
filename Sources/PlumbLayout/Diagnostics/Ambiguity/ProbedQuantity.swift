/// One number of a layout that ambiguity detection asks about: an item's position in its
/// superview along an axis, or its size along an axis.
struct ProbedQuantity {
    enum Aspect: Hashable {
        case position, size
    }

    /// The layout item (a view, an own guide, or a scroll view's content guide).
    var item: Int
    var axis: LayoutAttribute.Axis
    var aspect: Aspect
    /// The quantity as a linear form of the engine's variables.
    var form: LinearForm

    /// The quantities of every view but the root, every own guide, and every scroll view's
    /// content size. Positions are relative to the superview (a guide's: its owning view), so a
    /// view that moves only because its superview does is not itself undetermined.
    static func all(tree: SceneTree, items: ItemTable) -> [ProbedQuantity] {
        var quantities: [ProbedQuantity] = []
        for (index, item) in items.items.enumerated() {
            let v = item.variables
            let parent: FrameVariables?
            switch item.role {
            case .view:
                guard let superview = tree.views[item.owner].parent else { continue }
                parent = items.items[items.view(superview)].variables
            case .ownGuide:
                parent = items.items[items.view(item.owner)].variables
            case .content:
                parent = nil
            default:
                continue
            }
            if let parent {
                quantities.append(ProbedQuantity(item: index, axis: .horizontal, aspect: .position,
                                                 form: LinearForm(variable: v.minX) - LinearForm(variable: parent.minX)))
                quantities.append(ProbedQuantity(item: index, axis: .vertical, aspect: .position,
                                                 form: LinearForm(variable: v.minY) - LinearForm(variable: parent.minY)))
            }
            quantities.append(ProbedQuantity(item: index, axis: .horizontal, aspect: .size, form: LinearForm(variable: v.width)))
            quantities.append(ProbedQuantity(item: index, axis: .vertical, aspect: .size, form: LinearForm(variable: v.height)))
        }
        return quantities
    }
}

/// Turns anchors into linear forms over the items' variables (`minX`, `minY`, `width`, `height`
/// in root coordinates) for one pass: leading and trailing follow the canvas's direction, and
/// baselines the views' measured text.
struct AnchorLinearizer {
    let items: ItemTable
    let direction: WritingDirection
    let measurements: [ViewMeasurement]

    func form(_ anchor: ResolvedAnchor) -> LinearForm {
        let item = items.items[anchor.item]
        let v = item.variables
        let x = LinearForm(variable: v.minX), y = LinearForm(variable: v.minY)
        let width = LinearForm(variable: v.width), height = LinearForm(variable: v.height)
        let rightToLeft = direction == .rightToLeft
        switch anchor.attribute {
        case .left: return x
        case .right: return x + width
        case .leading: return rightToLeft ? x + width : x
        case .trailing: return rightToLeft ? x : x + width
        case .top: return y
        case .bottom: return y + height
        case .width: return width
        case .height: return height
        case .centerX: return x + 0.5 * width
        case .centerY: return y + 0.5 * height
        case .firstBaseline, .lastBaseline:
            guard item.isView else { return y + height }
            // A stack's baselines are an arranged view's (UIKit's forFirstBaselineLayout).
            let measurement = measurements[item.owner]
            let view = anchor.attribute == .firstBaseline ? measurement.firstBaselineView : measurement.lastBaselineView
            let (fraction, constant) = measurements[view].baseline.offset(of: anchor.attribute)
            let variables = items.items[items.view(view)].variables
            return LinearForm(variable: variables.minY) + fraction * LinearForm(variable: variables.height) + constant
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            // The resolver moves margin attributes onto the margins guide; kept total for safety.
            return form(ResolvedAnchor(item: anchor.item, attribute: anchor.attribute.withoutMargin))
        }
    }

    /// `first − (multiplier × second + constant) relation 0`.
    ///
    /// In right-to-left text a constraint on leading or trailing positions is read with the x axis
    /// growing towards the left, as UIKit reads it, so `b.leading == a.trailing + 8` still leaves a
    /// gap of 8: both positions are negated.
    func linear(_ constraint: ResolvedConstraint) -> LinearConstraint {
        let mirrored = direction == .rightToLeft && constraint.isDirectionalPosition
        let sign = mirrored ? -1.0 : 1.0
        var form = sign * self.form(constraint.first)
        if let second = constraint.second {
            form = form - (constraint.spec.multiplier * sign) * self.form(second)
        }
        form = form + (-constraint.spec.constant)
        return LinearConstraint(form: form, relation: constraint.spec.relation, priority: constraint.spec.priority.rawValue)
    }
}

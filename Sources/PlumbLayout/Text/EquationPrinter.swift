extension ConstraintSpec {
    /// The constraint in the equation syntax, the inverse of
    /// ``ConstraintParser/parseEquation(_:metrics:location:)``:
    /// `b.leading == a.trailing + standard`, `red.width == 0.5 * blue.width - 4 @high`, `box.height >= 44`.
    ///
    /// The multiplier is written before the second item and left out when it is 1; the constant is
    /// `standard` when ``usesStandardSpacing`` is set; the priority is left out when required. The
    /// identifier and origin are not part of the text.
    public var equationText: String {
        var text = "\(first) \(relation.symbol) "
        if let second {
            if multiplier != 1 { text += "\(printed(multiplier)) * " }
            text += second.description
            if usesStandardSpacing {
                text += constant < 0 ? " - standard" : " + standard"
            } else if constant != 0 {
                text += constant < 0 ? " - \(printed(-constant))" : " + \(printed(constant))"
            }
        } else {
            text += usesStandardSpacing ? "standard" : printed(constant)
        }
        if priority != .required { text += " @\(priority)" }
        return text
    }
}

/// A number as the equation syntax writes it; huge values (which `formatNumber` does not take) keep
/// Swift's exponent form, which reads back the same.
private func printed(_ value: Double) -> String {
    value.isFinite && value.magnitude < 1e15 ? formatNumber(value) : "\(value)"
}

@testable import PlumbLayout

/// `"box.margins.leading"` as an attribute reference: the last name is the attribute.
func ref(_ dotted: String) -> AttributeReference {
    var path = dotted.split(separator: ".").map(String.init)
    let attribute = LayoutAttribute(name: path.removeLast())!
    return AttributeReference(item: ItemReference(path), attribute: attribute)
}

/// An expected constraint, written compactly.
func expected(_ first: String, _ relation: LayoutRelation, _ second: String? = nil, multiplier: Double = 1,
              constant: Double = 0, priority: Double = 1000, standard: Bool = false) -> ConstraintSpec {
    ConstraintSpec(first: ref(first), relation: relation, second: second.map(ref), multiplier: multiplier,
                   constant: constant, priority: LayoutPriority(priority), usesStandardSpacing: standard)
}

extension ConstraintSpec {
    /// The constraint without where it came from, for comparing values.
    var withoutOrigin: ConstraintSpec {
        var copy = self
        copy.origin = ConstraintOrigin()
        return copy
    }
}

/// Runs `body` and returns the constraint text error it throws, or nil.
func textError<T>(_ body: () throws(ConstraintTextError) -> T) -> ConstraintTextError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}

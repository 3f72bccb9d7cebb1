/// Finds views placed along the horizontal axis with leading/trailing in one constraint and
/// left/right in another: the layout looks right in left-to-right text and breaks in right-to-left,
/// where leading and trailing swap sides but left and right do not.
///
/// (One constraint relating leading to left is refused when it is read; this check is about
/// constraints that are each valid.)
enum DirectionMixCheck {
    static func warnings(scene: PreparedScene) -> [LayoutDiagnostic] {
        findings(scene: scene).map(\.diagnostic)
    }

    /// Each warning with the view it is about, so a drawing can flag the view.
    static func findings(scene: PreparedScene) -> [(view: String, diagnostic: LayoutDiagnostic)] {
        var directional: [Int: ResolvedConstraint] = [:]
        var absolute: [Int: ResolvedConstraint] = [:]
        var warned: Set<Int> = []
        var warnings: [(view: String, diagnostic: LayoutDiagnostic)] = []
        for constraint in scene.constraints where constraint.source == .user {
            for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
                let item = scene.items.items[anchor.item]
                guard anchor.item != SceneTree.root, item.role == .view || item.role == .ownGuide,
                      anchor.attribute.kind == .location, anchor.attribute.axis == .horizontal,
                      anchor.attribute != .centerX else { continue }
                let isDirectional = anchor.attribute.isDirectional
                if isDirectional { directional[anchor.item] = directional[anchor.item] ?? constraint }
                else { absolute[anchor.item] = absolute[anchor.item] ?? constraint }
                guard let earlier = isDirectional ? absolute[anchor.item] : directional[anchor.item],
                      warned.insert(anchor.item).inserted else { continue }
                let place = earlier.spec.origin.constraintLocation.map { " (at \($0))" } ?? ""
                let pairs = isDirectional ? ("leading/trailing", "left/right") : ("left/right", "leading/trailing")
                warnings.append((item.name, LayoutDiagnostic(
                    "'\(item.name)' is placed horizontally with \(pairs.0) here and with \(pairs.1) in "
                    + "'\(earlier.spec.equationText)'\(place): in right-to-left text leading and trailing swap sides "
                    + "but left and right do not, so these constraints pull apart; use one pair throughout.",
                    kind: .mixedDirections, origin: constraint.spec.origin)))
            }
        }
        return warnings
    }
}

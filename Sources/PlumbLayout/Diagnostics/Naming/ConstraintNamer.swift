/// Names the constraints of one pass for diagnoses: written ones by their text and position,
/// generated ones by what the engine made them for, and all of them in UIKit's log form.
struct ConstraintNamer {
    let tree: SceneTree
    let items: ItemTable
    private let plan: PassPlan
    private let applied: [PlannedConstraint]
    /// Where each key stands in `plan.reported` and `applied`, made at the first look-up by key: a
    /// diagnosis mostly names constraints by their place in the plan (unmet ones), and tables of every
    /// planned constraint cost more than naming them (the 10 000-view form plans 45 000).
    private let lookUp: KeyLookUp
    private let format: UIKitLogFormat

    init(tree: SceneTree, items: ItemTable, plan: PassPlan, applied: [PlannedConstraint]) {
        self.tree = tree
        self.items = items
        self.plan = plan
        self.applied = applied
        self.lookUp = KeyLookUp()
        self.format = UIKitLogFormat(tree: tree, items: items)
    }

    var uikit: UIKitLogFormat { format }

    /// How far the constraint with this key is from holding for `values`, in points.
    func shortfall(_ key: ConstraintKey, values: [Double]) -> Double {
        appliedConstraint(key)?.shortfall(values) ?? 0
    }

    /// The reported constraint at `index` of the plan, as ``describe(_:)`` names its key.
    func describe(reportedAt index: Int) -> DiagnosedConstraint {
        let (key, constraint) = plan.reported[index]
        if case .nonNegative = key { return describe(key) }
        return describe(key, constraint)   // a plan reports each key once (PassPlan.reported)
    }

    private func appliedConstraint(_ key: ConstraintKey) -> LinearConstraint? {
        lookUp.appliedIndex(of: key, in: applied).map { applied[$0].linear }
    }

    func describe(_ key: ConstraintKey) -> DiagnosedConstraint {
        if case let .nonNegative(item, axis) = key { return nonNegativeRule(item.rawValue, axis) }
        let constraint = lookUp.reportedIndex(of: key, in: plan).map { plan.reported[$0].constraint }
            ?? systemConstraint(key)
        return describe(key, constraint)
    }

    private func describe(_ key: ConstraintKey, _ constraint: ResolvedConstraint) -> DiagnosedConstraint {
        let spec = constraint.spec
        let location = spec.origin.constraintLocation
        var text = spec.equationText
        switch constraint.source {
        case .intrinsicSize:
            text += spec.relation == .lessThanOrEqual ? " (content hugging)" : " (compression resistance)"
        case .autoresizingMask:
            text += " (frame kept: no constraint names '\(constraint.firstName)')"
        case .system:
            text += " (\(Self.systemPurpose(items.items[constraint.first.item].role, constraint.first.attribute)))"
        case .user, .stackView, .implicit:
            break
        }
        // The file's name, not its path, so addresses do not depend on where the tool was run from.
        let identity = location.map { place -> String in
            let file = place.file.split(separator: "/").last.map(String.init) ?? place.file
            return "\(file):\(place.line):\(place.column)#\(spec.origin.range.lowerBound)|\(spec.equationText)"
        } ?? key.identityText
        return DiagnosedConstraint(spec: spec, source: constraint.source, text: text, location: location,
                                   uikitDescription: format.entry(constraint, identity: identity))
    }

    /// "nameField's width cannot be negative: UIKit keeps every view's size ≥ 0", with no place in
    /// the scene and no line in UIKit's log, which does not list the rule either.
    private func nonNegativeRule(_ index: Int, _ axis: LayoutAttribute.Axis) -> DiagnosedConstraint {
        let item = items.items[index]
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        let spec = ResolvedConstraint.generated(.implicit, ResolvedAnchor(item: index, attribute: attribute),
                                                firstName: item.name, .greaterThanOrEqual, 0, priority: .required).spec
        let reason = item.isView ? "UIKit keeps every view's size ≥ 0" : "layout guides keep their size ≥ 0, as views do"
        return DiagnosedConstraint(
            spec: spec, source: .implicit,
            text: "\(item.name)'s \(attribute.rawValue) cannot be negative: \(reason)",
            location: nil, uikitDescription: nil)
    }

    private static func systemPurpose(_ role: LayoutItem.Role, _ attribute: LayoutAttribute) -> String {
        switch role {
        case .view where attribute == .width: return "the canvas width: the root view keeps its canvas's size"
        case .view where attribute == .height: return "the canvas height: the root view keeps its canvas's size"
        case .view: return "the root view's place"
        case .safeArea: return "the safe area on this canvas"
        case .margins: return "the layout margins"
        case .readable: return "the readable content guide"
        case .content: return "the scroll view's content area"
        case .frame, .ownGuide: return "a layout guide"
        }
    }

    /// The constraint the engine planned for a system key (a guide inset from its view, or the
    /// root at the origin), written out as an equation.
    private func systemConstraint(_ key: ConstraintKey) -> ResolvedConstraint {
        guard case let .system(systemItem, part) = key else {
            return .generated(.system, ResolvedAnchor(item: SceneTree.root, attribute: .width), firstName: "root",
                              .equal, 0, priority: .required)
        }
        let index = systemItem.rawValue
        let item = items.items[index]
        let attribute = part.attribute
        let anchor = ResolvedAnchor(item: index, attribute: attribute)
        let applied = appliedConstraint(key)
        let constant = -(applied?.form.constant ?? 0)
        guard index != SceneTree.root else {
            let priority = applied.map { LayoutPriority($0.priority) } ?? .required
            var constraint = ResolvedConstraint.generated(.system, anchor, firstName: item.name, .equal, constant,
                                                          priority: priority)
            // How UIKit's log names the size a window gives its root view.
            if part == .width { constraint.spec.identifier = "UIView-Encapsulated-Layout-Width" }
            if part == .height { constraint.spec.identifier = "UIView-Encapsulated-Layout-Height" }
            return constraint
        }
        var constraint = ResolvedConstraint.generated(
            .system, anchor, firstName: item.name, .equal, constant, priority: .required,
            second: ResolvedAnchor(item: items.view(item.owner), attribute: attribute),
            secondName: tree.views[item.owner].name)
        constraint.spec.identifier = Self.uikitIdentifier(item.role, attribute)
        return constraint
    }

    private static func uikitIdentifier(_ role: LayoutItem.Role, _ attribute: LayoutAttribute) -> String? {
        let side: String
        switch attribute {
        case .left: side = "left"
        case .top: side = "top"
        case .width: side = "right"
        default: side = "bottom"
        }
        switch role {
        case .safeArea: return "UIViewSafeAreaLayoutGuide-\(side)"
        case .margins: return "UIView-\(side)Margin-guide-constraint"
        case .readable: return "UIView-readableContentGuide-\(side)"
        default: return nil
        }
    }
}

/// The places of keys in a plan's lists, made once when first asked (a class, so the namer stays a
/// value that can be passed around without copying the tables).
private final class KeyLookUp {
    private var reported: [ConstraintKey: Int]?
    private var applied: [ConstraintKey: Int]?

    func reportedIndex(of key: ConstraintKey, in plan: PassPlan) -> Int? {
        if reported == nil { reported = Self.firstIndices(plan.reported.lazy.map(\.key)) }
        return reported?[key]
    }

    func appliedIndex(of key: ConstraintKey, in applied: [PlannedConstraint]) -> Int? {
        if self.applied == nil { self.applied = Self.firstIndices(applied.lazy.map(\.key)) }
        return self.applied?[key]
    }

    private static func firstIndices(_ keys: some Collection<ConstraintKey>) -> [ConstraintKey: Int] {
        var table: [ConstraintKey: Int] = [:]
        table.reserveCapacity(keys.count)
        for (index, key) in keys.enumerated() where table[key] == nil { table[key] = index }
        return table
    }
}

/// Prints constraints the way UIKit's "Unable to simultaneously satisfy constraints" console log
/// does, so a diagnosis can be matched with what Xcode shows:
///
///     <NSLayoutConstraint:0x6000a1b2c3d4 UILabel:0x7f0011223344'Name'.width >= 400   (active)>
///
/// Views print as their UIKit class and a stable fake address (``FakeAddress``), followed by a
/// label's text or another view's name in quotes (where UIKit would show an accessibility
/// identifier); the root prints as a bare `UIView`. Guides print as `UILayoutGuide` with UIKit's
/// guide identifiers. Generated constraints use UIKit's classes and identifiers:
/// `NSContentSizeLayoutConstraint` for intrinsic size, `NSAutoresizingMaskLayoutConstraint` for kept
/// frames, `'UIView-Encapsulated-Layout-Width'` for the canvas size.
struct UIKitLogFormat {
    let tree: SceneTree
    let items: ItemTable

    static func className(_ kind: ViewKind) -> String { kind.rules.className }

    /// `UILabel:0x7f…'Name'`, `UIView:0x7f…`, `UILayoutGuide:0x7f…'UIViewSafeAreaLayoutGuide'`.
    func item(_ index: Int) -> String {
        let item = items.items[index]
        switch item.role {
        case .view:
            return view(item.owner)
        case .frame:
            return "UILayoutGuide:\(FakeAddress.view(item.name))'UIScrollView-frameLayoutGuide'"
        case .ownGuide:
            return "UILayoutGuide:\(FakeAddress.view(item.name))'\(item.name)'"
        case .safeArea:
            return "UILayoutGuide:\(FakeAddress.view(item.name))'UIViewSafeAreaLayoutGuide'"
        case .margins:
            return "UILayoutGuide:\(FakeAddress.view(item.name))'UIViewLayoutMarginsGuide'"
        case .readable:
            return "UILayoutGuide:\(FakeAddress.view(item.name))'UIViewReadableContentGuide'"
        case .content:
            return "UILayoutGuide:\(FakeAddress.view(item.name))'UIScrollView-contentLayoutGuide'"
        }
    }

    func view(_ index: Int) -> String {
        let entry = tree.views[index]
        let head = "\(Self.className(entry.kind)):\(FakeAddress.view(entry.name))"
        if index == SceneTree.root { return head }
        let shown: String
        switch entry.kind {
        case .label: shown = entry.properties.text ?? entry.name
        case .button: shown = entry.properties.title ?? entry.name
        default: shown = entry.name
        }
        return "\(head)'\(shown)'"
    }

    /// The whole log entry for a resolved constraint. `identity` makes its address (its source position).
    func entry(_ constraint: ResolvedConstraint, identity: String) -> String {
        let spec = constraint.spec
        var equation = "\(item(constraint.first.item)).\(constraint.first.attribute.rawValue) \(spec.relation.symbol)"
        if let second = constraint.second {
            let factor = spec.multiplier == 1 ? "" : "\(formatNumber(spec.multiplier))*"
            equation += " \(factor)\(item(second.item)).\(second.attribute.rawValue)"
            if spec.constant != 0 {
                equation += spec.constant < 0 ? " - \(formatNumber(-spec.constant))" : " + \(formatNumber(spec.constant))"
            }
        } else {
            equation += " \(formatNumber(spec.constant))"
        }
        let address = FakeAddress.constraint(identity)
        switch constraint.source {
        case .intrinsicSize:
            let owner = items.items[constraint.first.item].owner
            return "<NSContentSizeLayoutConstraint:\(address) \(view(owner)).\(constraint.first.attribute.rawValue) "
                + "\(spec.relation.symbol) \(formatNumber(spec.constant)) "
                + "\(spec.relation == .lessThanOrEqual ? "Hug" : "CompressionResistance"):\(spec.priority)   (active)>"
        case .autoresizingMask:
            let part = Self.autoresizingPart(constraint.first.attribute)
            let owner = items.items[constraint.first.item].owner
            return "<NSAutoresizingMaskLayoutConstraint:\(address) h=--& v=--& \(view(owner)).\(part) == "
                + "\(formatNumber(spec.constant))   (active)>"
        default:
            let priority = spec.priority.isRequired ? "" : " @\(formatNumber(spec.priority.rawValue))"
            let identifier = spec.identifier.map { "'\($0)' " } ?? ""
            return "<NSLayoutConstraint:\(address) \(identifier)\(equation)\(priority)   (active)>"
        }
    }

    /// The frame quantity an autoresizing constraint fixes, as UIKit's log names it.
    private static func autoresizingPart(_ attribute: LayoutAttribute) -> String {
        switch attribute {
        case .left: return "minX"
        case .top: return "minY"
        case .width: return "width"
        default: return "height"
        }
    }
}

/// A rectangle taking part in layout: a view, one of its own `UILayoutGuide`s, or one of the guides
/// every view has (safe area, layout margins, readable content; content and frame for a scroll view).
struct LayoutItem {
    enum Role: Hashable {
        case view
        /// A guide the document adds to a view (`guides: [leftSpace]`).
        case ownGuide
        case safeArea
        case margins
        case readable
        /// A scroll view's `contentLayoutGuide`: its content area, at zero content offset.
        case content
        /// A scroll view's `frameLayoutGuide`: the same rectangle as the scroll view.
        case frame

        /// The suffix naming the guide in constraint text (`box.margins`).
        var suffix: String? {
            switch self {
            case .view, .ownGuide: return nil
            case .safeArea: return "safeArea"
            case .margins: return "margins"
            case .readable: return "readable"
            case .content: return "content"
            case .frame: return "frame"
            }
        }
    }

    /// The name results use: `nameLabel`, `leftSpace`, `safeArea` (the root's), `box.margins`.
    var name: String
    var role: Role
    /// The view that is this item (role `view`) or owns it (every guide).
    var owner: Int
    var variables: FrameVariables
    /// For a scroll view's margins guide: measured from its content area rather than its frame
    /// (where its margin attributes attach for the content inside it).
    var insetsContentArea = false

    var isView: Bool { role == .view }
}

/// The variable indices of one rectangle in root coordinates: its top-left corner and its size.
struct FrameVariables: Hashable {
    var minX: Int
    var minY: Int
    var width: Int
    var height: Int

    /// The rectangle these variables hold in `values`.
    func rect(_ values: [Double]) -> Rect {
        Rect(x: values[minX], y: values[minY], width: values[width], height: values[height])
    }
}

/// Every layout item and variable of a scene. Views and own guides are made up front; the guides
/// every view has are made when a constraint first names them (most views never use theirs).
struct ItemTable {
    private(set) var items: [LayoutItem] = []
    /// Variable names, for solver dumps.
    private(set) var variableNames: [String] = []
    private var lookup: [ItemKey: Int] = [:]

    private struct ItemKey: Hashable {
        var owner: Int
        var role: LayoutItem.Role
        var guide: String?
    }

    init(tree: SceneTree) {
        for (index, view) in tree.views.enumerated() {
            _ = make(LayoutItem.Role.view, owner: index, name: view.name, guide: nil)
        }
        for guide in tree.guideNames {
            if let owner = tree.guideOwner[guide] { _ = make(.ownGuide, owner: owner, name: guide, guide: guide) }
        }
        // The root's system guides always exist: results report them and most scenes use them.
        for role in [LayoutItem.Role.safeArea, .margins, .readable] {
            _ = systemGuide(role, of: SceneTree.root, tree: tree)
        }
        // A scroll view's content area decides its content size, constrained or not.
        for (index, view) in tree.views.enumerated() where view.kind == .scroll {
            _ = systemGuide(.content, of: index, tree: tree)
        }
    }

    /// The item of view `index`.
    func view(_ index: Int) -> Int { index }

    /// The item of an own guide.
    func ownGuide(_ name: String, owner: Int) -> Int? { lookup[ItemKey(owner: owner, role: .ownGuide, guide: name)] }

    /// The item for a view's system guide, made on first use.
    mutating func systemGuide(_ role: LayoutItem.Role, of view: Int, tree: SceneTree) -> Int {
        if role == .view { return view }
        if let existing = lookup[ItemKey(owner: view, role: role, guide: nil)] { return existing }
        let viewName = tree.views[view].name
        let name = view == SceneTree.root ? (role.suffix ?? viewName) : "\(viewName).\(role.suffix ?? "")"
        if role == .frame {
            // The frame guide is the scroll view's own rectangle: it shares the view's variables.
            let index = items.count
            items.append(LayoutItem(name: name, role: .frame, owner: view, variables: items[view].variables))
            lookup[ItemKey(owner: view, role: .frame, guide: nil)] = index
            return index
        }
        return make(role, owner: view, name: name, guide: nil)
    }

    /// The margins guide of a scroll view's content area, made on first use.
    mutating func contentMarginsGuide(of view: Int, tree: SceneTree) -> Int {
        let key = ItemKey(owner: view, role: .margins, guide: "content")
        if let existing = lookup[key] { return existing }
        let index = make(.margins, owner: view, name: "\(tree.views[view].name).content.margins", guide: "content")
        items[index].insetsContentArea = true
        return index
    }

    /// The system guides made so far, in the order they were made.
    var systemGuides: [Int] {
        items.indices.filter { ![.view, .ownGuide, .frame].contains(items[$0].role) }
    }

    private mutating func make(_ role: LayoutItem.Role, owner: Int, name: String, guide: String?) -> Int {
        let first = variableNames.count
        variableNames += ["\(name).minX", "\(name).minY", "\(name).width", "\(name).height"]
        let index = items.count
        items.append(LayoutItem(name: name, role: role, owner: owner,
                                variables: FrameVariables(minX: first, minY: first + 1, width: first + 2, height: first + 3)))
        lookup[ItemKey(owner: owner, role: role, guide: guide)] = index
        return index
    }
}

extension ItemTable {
    /// A scroll view's content guide (made for every scroll view up front).
    func contentGuide(of view: Int) -> Int? {
        lookup[ItemKey(owner: view, role: .content, guide: nil)]
    }
}

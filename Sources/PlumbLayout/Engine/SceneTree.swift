/// The views of a document flattened in drawing order (root first, then depth first in list order),
/// with parent links and a name index. Index 0 is the implicit root view.
struct SceneTree {
    struct Entry {
        var name: String
        var kind: ViewKind
        var properties: ViewProperties
        var parent: Int?
        var depth: Int
        /// Names of the layout guides the view owns.
        var guides: [String]
    }

    private(set) var views: [Entry] = []
    private(set) var viewIndex: [String: Int] = [:]
    /// The owning view of each of the document's own layout guides.
    private(set) var guideOwner: [String: Int] = [:]
    /// The guides in declaration order, for deterministic results.
    private(set) var guideNames: [String] = []

    static let root = 0

    init(document: LayoutDocument) throws(LayoutError) {
        let root = ViewNode(name: LayoutDocument.rootName, kind: .view, properties: document.rootProperties,
                            subviews: document.views, guides: document.guides)
        try add(root, parent: nil, depth: 0)
    }

    private mutating func add(_ node: ViewNode, parent: Int?, depth: Int) throws(LayoutError) {
        guard viewIndex[node.name] == nil, guideOwner[node.name] == nil else {
            throw LayoutError(.duplicateName(node.name))
        }
        let index = views.count
        views.append(Entry(name: node.name, kind: node.kind, properties: node.properties, parent: parent,
                           depth: depth, guides: node.guides))
        viewIndex[node.name] = index
        for guide in node.guides {
            guard viewIndex[guide] == nil, guideOwner[guide] == nil else { throw LayoutError(.duplicateName(guide)) }
            guideOwner[guide] = index
            guideNames.append(guide)
        }
        for subview in node.subviews { try add(subview, parent: index, depth: depth + 1) }
    }

    /// Whether `ancestor` is `view` or one of its superviews.
    func isAncestor(_ ancestor: Int, of view: Int) -> Bool {
        var current: Int? = view
        while let index = current {
            if index == ancestor { return true }
            current = views[index].parent
        }
        return false
    }

    /// Whether one of the view's superviews is a scroll view (the view is part of scrolling content).
    func isInsideScrollView(_ view: Int) -> Bool {
        var current = views[view].parent
        while let index = current {
            if views[index].kind == .scroll { return true }
            current = views[index].parent
        }
        return false
    }

    /// The nearest view that is an ancestor of (or is) both views.
    func commonAncestor(_ a: Int, _ b: Int) -> Int? {
        var first = a, second = b
        while views[first].depth > views[second].depth, let parent = views[first].parent { first = parent }
        while views[second].depth > views[first].depth, let parent = views[second].parent { second = parent }
        while first != second {
            guard let p = views[first].parent, let q = views[second].parent else { return nil }
            first = p
            second = q
        }
        return first
    }

    /// Every name a constraint may use on its own, for "did you mean" suggestions.
    var knownNames: [String] {
        views.map(\.name) + guideNames + ["superview"] + ItemNameChecker.rootGuides
    }
}

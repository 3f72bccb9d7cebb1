import PlumbLayout

/// A solved layout's views as a tree, for drawing parents before children and clipping scroll views.
struct ViewTree {
    let root: SolvedView?
    private let children: [String: [SolvedView]]

    init(_ layout: SolvedLayout) {
        var children: [String: [SolvedView]] = [:]
        var root: SolvedView?
        for view in layout.views {
            if let superview = view.superview {
                children[superview, default: []].append(view)
            } else if root == nil {
                root = view
            }
        }
        self.root = root
        self.children = children
    }

    /// The subviews of `view`, in drawing order.
    func subviews(of view: SolvedView) -> [SolvedView] { children[view.name] ?? [] }
}

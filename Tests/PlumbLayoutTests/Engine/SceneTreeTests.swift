import Testing
@testable import PlumbLayout

@Suite struct SceneTreeTests {
    typealias S = Scene

    @Test func flattensInDrawingOrderWithAncestors() throws {
        let document = LayoutDocument(views: [
            S.view("a", subviews: [S.view("a1", subviews: [S.view("a11")]), S.view("a2")], guides: ["g"]),
            S.view("b"),
        ])
        let tree = try SceneTree(document: document)
        #expect(tree.views.map(\.name) == ["root", "a", "a1", "a11", "a2", "b"])
        func index(_ name: String) -> Int { tree.viewIndex[name] ?? -1 }
        #expect(tree.commonAncestor(index("a11"), index("a2")) == index("a"))
        #expect(tree.commonAncestor(index("a11"), index("b")) == SceneTree.root)
        #expect(tree.commonAncestor(index("a1"), index("a11")) == index("a1"))
        #expect(tree.isAncestor(index("a"), of: index("a11")))
        #expect(!tree.isAncestor(index("a11"), of: index("a")))
        #expect(tree.guideOwner["g"] == index("a"))
    }
}

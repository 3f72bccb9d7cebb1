import PlumbLayout

/// An Interface Builder document read into scenes, with what each view was in the document.
public struct InterfaceBuilderDocument: Hashable, Sendable {
    /// The path the document was read from, as given.
    public var path: String
    /// Xcode's id of the device the document is laid out for (`retina6_12`), if it names one.
    public var deviceID: String?
    /// One scene per view controller (storyboard) or top-level view (xib), in the document's order.
    public var scenes: [ImportedScene]
    /// What was read but not used, each listed once.
    public var warnings: [SourceDiagnostic]

    /// The scenes and warnings as every reader gives them; text sized as `textSizes` says.
    public func contents(textSizes: TextSizeSource = .measured) -> SceneFileContents {
        SceneFileContents(path: path, scenes: scenes.map { $0.scene(textSizes: textSizes) }, warnings: warnings,
                          isCollection: true)
    }
}

/// Where the intrinsic sizes of text-bearing views come from.
public enum TextSizeSource: String, CaseIterable, Hashable, Sendable {
    /// Measured with Plumb's fonts, as for every scene.
    case measured
    /// The size Interface Builder stored for the view (its frame), for views not marked misplaced: a
    /// document then lays out as Xcode laid it out, without Apple's fonts.
    case fromDocument = "from-document"
}

/// One scene of an Interface Builder document and what each of its views was in the document.
public struct ImportedScene: Hashable, Sendable {
    /// The scene as read, text measured with Plumb's fonts.
    public var scene: Scene
    /// Every view of the scene but the root, in document order.
    public var views: [ImportedView]
    /// The root view as stored.
    public var root: ImportedView
    /// How many `placeholder="YES"` constraints were left out (Xcode removes them at build time).
    public var placeholderConstraints: Int

    /// The scene with text-bearing views sized as `textSizes` says.
    public func scene(textSizes: TextSizeSource) -> Scene {
        guard textSizes == .fromDocument else { return scene }
        var sized = scene
        let sizes = Dictionary(views.compactMap { view in
            view.isContentSized && !view.isMisplaced
                ? view.storedFrame.map { (view.name, $0.inset(by: view.alignmentInsets).size) } : nil
        }, uniquingKeysWith: { first, _ in first })
        // Text Xcode set in San Francisco has its baselines where San Francisco's metrics put them,
        // so baseline constraints leave the gaps Xcode's frames show.
        let setInSanFrancisco = Set(views.filter { $0.isSetInSanFrancisco && !$0.isMisplaced }.map(\.name))
        sized.document.views = sized.document.views.map { Self.sizing($0, sizes, setInSanFrancisco) }
        return sized
    }

    private static func sizing(_ node: ViewNode, _ sizes: [String: Size], _ setInSanFrancisco: Set<String>) -> ViewNode {
        var node = node
        if let size = sizes[node.name] {
            node.properties.intrinsicSize = size
            if setInSanFrancisco.contains(node.name), let rule = node.kind.rules.text {
                let fontSize = node.properties.font?.size ?? rule.defaultFontSize
                let lines = node.kind == .label
                    ? SanFranciscoMetrics.lineCount(height: size.height, size: fontSize, limit: node.properties.lines ?? 1) : 1
                node.properties.baselineMetrics = SanFranciscoMetrics.baselines(size: fontSize, lines: lines)
            }
        }
        node.subviews = node.subviews.map { sizing($0, sizes, setInSanFrancisco) }
        return node
    }
}

/// One view as Interface Builder stored it.
public struct ImportedView: Hashable, Sendable {
    /// The view's name in the scene.
    public var name: String
    /// The view's id in the document (`ibId`), kept so a scene can be traced back.
    public var ibID: String
    /// The class the view stands for: its custom class when it has one, else the UIKit class of its element.
    public var className: String
    public var kind: ViewKind
    /// The frame Xcode stored, in the superview's coordinates; `nil` when the document has none.
    public var storedFrame: Rect?
    /// `misplaced="YES"`: the stored frame is not where the constraints put the view.
    public var isMisplaced: Bool
    /// `ambiguous="YES"`: the constraints do not decide the frame.
    public var isAmbiguous: Bool
    /// Whether the view's intrinsic size comes from its content (text, or a control's own size), so
    /// that `--text-sizes from-document` takes it from the stored frame.
    public var isContentSized: Bool
    /// Where the view's element is in the document.
    public var location: SourceLocation
    /// How far UIKit draws the view's frame past the rectangle its constraints hold (a slider 2 pt
    /// at each side, a segmented control 1 pt below); zero for most views. The scene's view has the
    /// same insets, so the layout engine reports frames as UIKit does; `--text-sizes from-document`
    /// takes the intrinsic size (of the alignment rectangle) from the stored frame less these.
    public var alignmentInsets: EdgeInsets = .zero
    /// Whether the view's text is set in the system font (no font named in the document) by an Xcode
    /// whose system font is San Francisco (Xcode 7, iOS 9, on): with sizes from the document, its
    /// baselines follow San Francisco's metrics (``SanFranciscoMetrics``).
    public var isSetInSanFrancisco = false
    /// Whether the view is in the hierarchy on the document's own canvas: `false` when a size-class
    /// variation (`<mask key="subviews">`) leaves it, or a superview, out there.
    public var isInstalled = true
}

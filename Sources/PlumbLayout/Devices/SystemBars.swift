/// The bars UIKit shows above and below a view controller's view: a navigation bar (perhaps with a
/// large title) and a tab bar or toolbar. A scene read from an Interface Builder document keeps the
/// bars its controller is under, so that laid out on another device (``Scene/onCanvases(_:)``) its
/// safe area takes that device's bars, as UIKit's would.
///
/// Heights as today's UIKit draws them (`docs/semantics.md`): 50 pt each on a canvas regular in both
/// size classes (an iPad, since iOS 12); 32 pt each on one compact in both (an iPhone in landscape,
/// but for the Plus and Max sizes); else 44 for navigation bars and toolbars and 49 for tab bars. A
/// large title adds 52 pt below a navigation bar where the height is regular.
public struct SystemBars: Hashable, Sendable {
    /// The bar below the view.
    public enum BottomBar: Hashable, Sendable {
        case tabBar
        case toolbar
    }

    /// Whether the view is under a navigation bar.
    public var navigationBar: Bool
    /// Whether the navigation bar shows a large title (`prefersLargeTitles`).
    public var largeTitle: Bool
    /// The bar below the view, if any.
    public var bottomBar: BottomBar?

    public init(navigationBar: Bool = false, largeTitle: Bool = false, bottomBar: BottomBar? = nil) {
        self.navigationBar = navigationBar
        self.largeTitle = largeTitle
        self.bottomBar = bottomBar
    }

    /// Whether there is any bar at all.
    public var isEmpty: Bool { !navigationBar && bottomBar == nil }

    /// The heights of a navigation bar, a toolbar and a tab bar on a canvas with `traits`.
    public static func heights(traits: Traits) -> (navigationBar: Double, toolbar: Double, tabBar: Double) {
        switch (traits.horizontal, traits.vertical) {
        case (.regular, .regular): return (50, 50, 50)
        case (.compact, .compact): return (32, 32, 32)
        default: return (44, 44, 49)
        }
    }

    /// What a large title adds below a navigation bar where the height is regular.
    public static let largeTitleHeight = 52.0

    /// `canvas` with these bars added to its safe area: the navigation bar (and its large title) below
    /// its top inset, the tab bar or toolbar above its bottom inset.
    public func applied(to canvas: Canvas) -> Canvas {
        let heights = Self.heights(traits: canvas.traits)
        var canvas = canvas
        if navigationBar {
            canvas.safeArea.top += heights.navigationBar
                + (largeTitle && canvas.traits.vertical == .regular ? Self.largeTitleHeight : 0)
        }
        switch bottomBar {
        case .tabBar?: canvas.safeArea.bottom += heights.tabBar
        case .toolbar?: canvas.safeArea.bottom += heights.toolbar
        case nil: break
        }
        return canvas
    }
}

extension Scene {
    /// The scene laid out on `canvases` instead of its own, each with the scene's ``bars`` added to its
    /// safe area (a device's canvas knows only the device's own insets).
    public func onCanvases(_ canvases: [Canvas]) -> Scene {
        var scene = self
        scene.canvases = canvases.map { bars?.applied(to: $0) ?? $0 }
        return scene
    }
}

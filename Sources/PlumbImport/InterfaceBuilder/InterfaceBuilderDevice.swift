import PlumbLayout

/// The devices Interface Builder documents name (`<device id="retina6_12" orientation="portrait"/>`),
/// mapped to Plumb's device table, and the canvas a document's scene is laid out on.
public enum InterfaceBuilderDevice {
    /// Xcode's device ids and the device preset each stands for (Xcode's device menu: the id
    /// is written by the device chosen at the bottom of the canvas).
    public static let presetNames: [String: String] = [
        "retina3_5": "iphone-4s",
        "retina4_0": "iphone-5s",
        "retina4_7": "iphone-se",
        "retina5_5": "iphone-8-plus",
        "retina5_9": "iphone-x",
        "retina6_5": "iphone-xs-max",
        "retina6_1": "iphone-11",
        "retina5_4": "iphone-12-mini",
        "retina6_0": "iphone-12",
        "retina6_7": "iphone-12-pro-max",
        "retina6_12": "iphone-15",
        "retina6_72": "iphone-15-plus",
        "retina6_3": "iphone-16-pro",
        "retina6_9": "iphone-16-pro-max",
        "ipad9_7": "ipad-9.7",
        "ipad10_2": "ipad-10.2",
        "ipad10_5": "ipad-air-10.5",
        "ipad10_9rounded": "ipad-air-10.9",
        "ipad11": "ipad-pro-11",
        "ipad12_9": "ipad-pro-12.9-2nd",
        "ipad12_9rounded": "ipad-pro-12.9",
        "ipad8_3": "ipad-mini-8.3",
        // Xcode 13.0's id for the same iPad mini (6th generation): a document of tools version 19162
        // stores its roots 1133 × 744 in landscape, the mini's 744 × 1133 turned (ninth sample).
        "ipad7_9": "ipad-mini-8.3",
    ]

    /// The preset for an Xcode device id, if Plumb knows it.
    public static func preset(forID id: String) -> DevicePreset? {
        presetNames[id].flatMap(DevicePreset.named)
    }

    /// The size Interface Builder lays out a document without a `<device>` on: its "Any/Any" square.
    public static let anySize = Size(width: 600, height: 600)

    /// The status bar Interface Builder simulates above a view controller on the "Any" canvas.
    public static let anyStatusBar = 20.0

    /// Heights of the bars Interface Builder simulates above and below a view controller's view, as
    /// UIKit draws them on an iPhone in portrait (``SimulatedBarHeights`` gives them per device).
    public enum SimulatedBar {
        /// `simulatedNavigationBarMetrics`: a navigation bar of standard height.
        public static let navigationBar = 44.0
        /// What a large title (`prefersLargeTitles`) adds below a navigation bar on a canvas of regular
        /// height: the bar is 96 tall.
        public static let largeTitle = 52.0
        /// `simulatedTabBarMetrics`, `simulatedToolbarMetrics`: a tab bar or toolbar, above the home indicator.
        public static let tabBar = 49.0
        public static let toolbar = 44.0
    }
}

/// The heights of the bars UIKit draws, and Interface Builder simulates, on one canvas: they depend on
/// the device, its orientation, and the UIKit of the Xcode that saved the document.
struct SimulatedBarHeights: Equatable {
    var navigationBar = InterfaceBuilderDevice.SimulatedBar.navigationBar
    var toolbar = InterfaceBuilderDevice.SimulatedBar.toolbar
    var tabBar = InterfaceBuilderDevice.SimulatedBar.tabBar

    /// An iPhone's bars in portrait: the heights on the "Any" canvas and wherever nothing else is known.
    static let phonePortrait = SimulatedBarHeights()

    /// The bars on `preset` held in `orientation`, as the UIKit of `toolsVersion` draws them:
    /// - an iPad (regular in both size classes either way up): 50 pt each from iOS 12 (Xcode 10);
    ///   44, 44 and 49 before;
    /// - an iPhone of compact width and compact height (landscape, but for the Plus and Max sizes,
    ///   which are regular-width there): 32-pt navigation bars and toolbars, and 32-pt tab bars from
    ///   iOS 11 (Xcode 9), 49 before;
    /// - an iPhone without a notch in portrait: a 49-pt toolbar in the Xcodes that draw it without
    ///   its status bar (``InterfaceBuilderToolsVersion/toolbarHeightWithoutNotch``);
    /// - any other canvas: 44, 44, 49.
    /// Today's heights are ``SystemBars/heights(traits:)``'s; older Xcodes' UIKit had fewer sizes.
    static func heights(preset: DevicePreset?, orientation: Orientation,
                        toolsVersion: InterfaceBuilderToolsVersion) -> SimulatedBarHeights {
        guard let preset else { return .phonePortrait }
        let traits = preset.traits(for: orientation)
        let today = SystemBars.heights(traits: traits)
        var heights = SimulatedBarHeights(navigationBar: today.navigationBar, toolbar: today.toolbar, tabBar: today.tabBar)
        let before: (Int) -> Bool = { toolsVersion.isKnown && toolsVersion.build < $0 }
        switch (traits.horizontal, traits.vertical) {
        case (.regular, .regular) where before(InterfaceBuilderToolsVersion.xcode10): heights = .phonePortrait
        case (.compact, .compact) where before(InterfaceBuilderToolsVersion.xcode9): heights.tabBar = InterfaceBuilderDevice.SimulatedBar.tabBar
        case (.compact, .regular) where !hasNotch(preset, orientation: orientation): heights.toolbar = toolsVersion.toolbarHeightWithoutNotch
        default: break
        }
        return heights
    }

    /// Whether `preset` has a notch (or a Dynamic Island): a top inset beyond the 20-pt status bar, or a home indicator.
    private static func hasNotch(_ preset: DevicePreset, orientation: Orientation) -> Bool {
        let safeArea = preset.canvas(orientation: orientation).safeArea
        return safeArea.top > InterfaceBuilderDevice.anyStatusBar || safeArea.bottom > 0
    }
}

/// How a presentation segue shows a controller, as Interface Builder lays it out.
enum SimulatedPresentation {
    /// Not presented, or presented by an Xcode before 11: under the device's bars.
    case none
    /// `fullScreen` or `overFullScreen`: neither the status bar above it nor the home indicator below it;
    /// its safe area spans the screen's height in portrait.
    case fullScreen
    /// Any other style (iOS 13's default): a root shorter than the screen sits at the screen's bottom edge,
    /// so the status bar reaches into it only where it is taller than the screen less the bar; the home
    /// indicator's inset stays below it, as in UIKit, in documents before Xcode 13.3
    /// (``SceneCanvasPlan/sheetKeepsHomeIndicator``). Interface Builder stores every sheet it simulates
    /// shorter than the screen: a root it stored as tall as the screen is laid out as another segue to
    /// the controller has it (a push), and is not read as a sheet.
    case sheet
    /// A `popoverPresentation` segue: on a canvas of regular width, a popover with neither bar over it and
    /// no safe-area insets (its root is the popover's content, stored at its own size); on a compact
    /// width UIKit adapts it to a sheet.
    case popover
}

/// What a scene's root stands for to Interface Builder, which decides the safe area it lays the root out with.
enum SceneRoot: Equatable {
    /// A view controller's view: the whole screen, or the part of it the root's stored frame covers.
    case screen
    /// A xib's top-level view that is not a cell (a custom view, a header, a reusable view): Interface
    /// Builder puts it at the screen's top-left, so it has the screen's safe area where it overlaps the
    /// screen's unsafe edges (222 × 444 and 300 × 617 collection reusable views of Xcode 14.2 xibs on the
    /// iPhone 15 are laid out 59 below their safe area's top and with no bottom inset). A view as large as the screen
    /// has the screen's; one larger than the screen is a screen of its own size, as a storyboard's freeform root is
    /// (a view controller's 375 × 731 view, tools version 14109, on the 667-pt iPhone SE is laid out 20 below its
    /// safe area's top, the status bar, with its safe area's bottom at its own).
    case freeView
    /// A table or collection view cell, a prototype's or a xib's: no safe area (unless it is as large
    /// as the screen).
    case cell
}

/// The canvas of one scene: the document's device, narrowed to the root view's stored frame when it
/// is smaller (a form sheet, a freeform size, a view under an opaque bar), with the safe area the
/// device and the simulated bars give, in the root's coordinates.
struct SceneCanvasPlan {
    var preset: DevicePreset?
    var orientation: Orientation
    /// The root view's frame as stored, in screen coordinates.
    var rootFrame: Rect?
    var topBar: Double
    var bottomBar: Double
    /// Whether the navigation bar above shows a large title (``InterfaceBuilderDevice/SimulatedBar/largeTitle``
    /// more, where the canvas's height is regular: UIKit shows none in an iPhone's landscape).
    var largeTitle = false
    /// What the root stands for: a screen (a view controller's view), a xib's free view or a cell.
    var rootKind: SceneRoot
    var isScreen: Bool { rootKind == .screen }
    /// The notch's inset the saving Xcode's UIKit gave the device, when it differs from today's.
    var notchInset: Double? = nil
    /// Where Xcode stored the navigation bar above the controller, in screen coordinates: Interface
    /// Builder draws the bar below a 44-pt status bar on every notched iPhone, so its bottom, not the
    /// device's status bar plus 44, is the safe area's top the stored frames follow. Used only when it
    /// spans the screen, or a root narrower than the screen (a split view's column, a form sheet); a bar left
    /// from another device is stale.
    var storedTopBar: Rect? = nil
    /// Whether the controller's view lies below its navigation bar rather than under it: the bar is opaque
    /// and the controller does not set `extendedLayoutIncludesOpaqueBars` (UIKit). Interface Builder
    /// stores such a root at the origin, shorter than the screen by the bars above it; it stands below them.
    var rootBelowTopBar = false
    /// How a presentation segue shows the controller, as Interface Builder simulates it (from Xcode 11 on).
    var presentation: SimulatedPresentation = .none
    /// Whether a sheet keeps the home indicator's inset below it (Xcode 11 to 13.2) or has none (Xcode 13.3 on).
    var sheetKeepsHomeIndicator = true
    /// Whether an iPhone without a notch has its 20-pt status bar above the screen (all Xcodes but 11 to 14.2,
    /// ``InterfaceBuilderToolsVersion/simulatesStatusBarWithoutNotch``).
    var statusBarWithoutNotch = true

    /// The size classes of a scene in a document without a device: an iPhone's when Xcode sized the
    /// root as that iPhone's screen (Xcode 7's simulated metrics, `simulatedDestinationMetrics`
    /// `retina4`, `retina47`…, store a 320 × 568 or 375 × 667 root), so its root margins are the
    /// iPhone's 16; regular in both axes for the "Any" square and freeform sizes.
    static func traits(ofDeviceFreeRoot size: Size) -> Traits {
        let phones = InterfaceBuilderDevice.presetNames.values.sorted().compactMap(DevicePreset.named)
            .filter { $0.portraitTraits.horizontal == .compact }
        if let phone = phones.first(where: { $0.size(for: .portrait) == size }) { return phone.traits(for: .portrait) }
        if let phone = phones.first(where: { $0.size(for: .landscape) == size }) { return phone.traits(for: .landscape) }
        return Traits(horizontal: .regular, vertical: .regular)
    }

    /// The large title's height below the navigation bar on a canvas with `traits`.
    private func largeTitleHeight(_ traits: Traits) -> Double {
        largeTitle && topBar > 0 && traits.vertical == .regular ? InterfaceBuilderDevice.SimulatedBar.largeTitle : 0
    }

    func canvas() -> Canvas {
        guard let preset else {
            let size = rootFrame?.size ?? InterfaceBuilderDevice.anySize
            let traits = Self.traits(ofDeviceFreeRoot: size)
            // A view controller on the "Any" canvas sits under Interface Builder's 20-pt status bar
            // and the bars it simulates; a free view (a xib's, a cell) has no safe area. A root stored
            // below them (`y="64"` under an opaque navigation bar, `translucent="NO"`) has them outside it.
            let barsBottom = InterfaceBuilderDevice.anyStatusBar + topBar + largeTitleHeight(traits)
            let safeArea = isScreen ? EdgeInsets(top: max(0, barsBottom - (rootFrame?.minY ?? 0)), left: 0,
                                                 bottom: bottomBar, right: 0) : .zero
            return Canvas(name: "any-any", size: size, scale: 2, safeArea: safeArea, traits: traits,
                          caption: Canvas.caption(subject: "Any size \(Canvas.captionSize(size))", orientation: nil, traits: traits,
                                                  textSize: .large, direction: .leftToRight))
        }
        var canvas = preset.canvas(orientation: orientation)
        let deviceSize = canvas.size
        var screen = deviceSize
        var root = rootFrame ?? Rect(origin: .zero, size: screen)
        // A popover's root is stored at the popover's size; one stored as large as the screen was laid
        // out for another segue to the controller (as a sheet's is, below).
        let isPopover = presentation == .popover && canvas.traits.horizontal == .regular
            && (root.width < screen.width || root.height < screen.height)
        let presentation = presentation == .popover && canvas.traits.horizontal != .regular ? .sheet : presentation
        // A root larger than the screen (a storyboard's `<size key="freeformSize">`, a xib's freeform view:
        // a long form) is a screen of its own size to Interface Builder: the status bar at its top, the
        // home indicator at its bottom. So for a controller's root and a xib's free view, not for a cell.
        if rootKind != .cell, root.width > screen.width || root.height > screen.height {
            screen = Size(width: max(screen.width, root.maxX), height: max(screen.height, root.maxY))
        }
        let isSheet = presentation == .sheet && root.height < screen.height
        if isSheet {
            root.origin = Point(x: (screen.width - root.width) / 2, y: screen.height - root.height)
        }
        var deviceSafe = canvas.safeArea
        if let notchInset {
            // The notch is at the top in portrait and at both sides in landscape.
            if deviceSafe.top > 0 { deviceSafe.top = notchInset }
            if deviceSafe.left > 0 { deviceSafe.left = notchInset }
            if deviceSafe.right > 0 { deviceSafe.right = notchInset }
            canvas.safeArea = deviceSafe
        }
        if !statusBarWithoutNotch, canvas.traits.horizontal == .compact, deviceSafe.top > 0,
           deviceSafe.top <= InterfaceBuilderDevice.anyStatusBar {
            // An iPhone whose only top inset is the status bar (no notch), as Xcode 11 to 14.2 laid it out.
            deviceSafe.top = 0
            canvas.safeArea = deviceSafe
        }
        // Measured on iPhones in portrait, and on an iPad mini in landscape (an Xcode 13.0 storyboard's
        // controller shown from one in no navigation stack: a label 50 below its safe area's top at
        // y 50, a table 100 above its bottom at 644 of 744); an iPhone in landscape keeps its insets, unmeasured.
        if presentation == .fullScreen, orientation == .portrait || canvas.traits.horizontal == .regular {
            deviceSafe.top = 0
            deviceSafe.bottom = 0
        }
        if isSheet, !sheetKeepsHomeIndicator {
            deviceSafe.bottom = 0
        }
        if isPopover {
            deviceSafe = .zero
        }
        if root.size != deviceSize {
            canvas.size = root.size
            // The device, then the root's size: what `plumb import` writes as the custom canvas's `caption`.
            canvas.caption = Canvas.caption(subject: "\(preset.displayName) · \(orientation.rawValue) · \(Canvas.captionSize(root.size))",
                                             orientation: nil, traits: canvas.traits, textSize: canvas.textSize,
                                             direction: canvas.direction)
        }
        let fitsTheScreen = root.maxX <= screen.width && root.maxY <= screen.height
        guard isScreen || root.size == deviceSize || (rootKind == .freeView && fitsTheScreen) else {
            canvas.safeArea = .zero
            return canvas
        }
        // The safe area of the screen with the bars, cut to the root's rectangle. A stored bar counts
        // when it spans the screen (in the screen's coordinates), or the root where that is narrower
        // (in the root's): a split view's column, whose bar Xcode 11 stored at y 0 (no status bar
        // above it) and Xcode 13 at 24, a form sheet's.
        let storedBarBottom = storedTopBar.flatMap { bar -> Double? in
            if abs(bar.width - screen.width) < 0.5 { return bar.maxY }
            return root.width < screen.width && abs(bar.width - root.width) < 0.5 ? root.minY + bar.maxY : nil
        }
        let safeTop = (storedBarBottom ?? deviceSafe.top + topBar) + largeTitleHeight(canvas.traits)
        // A root below an opaque bar (as the "Any" canvas's roots stored at y 64 are): one stored at the
        // origin, as wide as the screen and no taller than the screen below the bars, starts at their bottom.
        if rootBelowTopBar, topBar > 0, !isSheet, !isPopover, root.minY == 0, abs(root.width - screen.width) < 0.5,
           root.height <= screen.height - safeTop + 0.5 {
            root.origin.y = safeTop
        }
        let safeBottom = screen.height - deviceSafe.bottom - bottomBar
        canvas.safeArea = EdgeInsets(top: max(0, safeTop - root.minY),
                                     left: max(0, deviceSafe.left - root.minX),
                                     bottom: max(0, root.maxY - safeBottom),
                                     right: max(0, root.maxX - (screen.width - deviceSafe.right)))
        return canvas
    }
}

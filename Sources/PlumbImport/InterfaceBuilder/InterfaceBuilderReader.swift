import Foundation
import PlumbLayout

/// Reads Interface Builder documents (`.storyboard`, `.xib`): one scene per view controller of a
/// storyboard or top-level view of a xib, laid out on the document's device.
///
/// ```swift
/// let document = try InterfaceBuilderReader.document(path: "Main.storyboard")
/// for imported in document.scenes { print(imported.scene.name, imported.views.count) }
/// ```
public enum InterfaceBuilderReader: SceneReader {
    public static let fileExtensions = ["storyboard", "xib"]

    /// Every scene of the document, text measured with Plumb's fonts.
    public static func read(path: String) throws(SourceDiagnostics) -> SceneFileContents {
        try document(path: path).contents()
    }

    /// Every scene of the document, text sized as `textSizes` says.
    public static func read(path: String, textSizes: TextSizeSource) throws(SourceDiagnostics) -> SceneFileContents {
        try document(path: path).contents(textSizes: textSizes)
    }

    /// The document at `path` with what each view was in it.
    /// - Throws: ``SourceDiagnostics`` with every mistake found, or the reason the file cannot be read.
    public static func document(path: String) throws(SourceDiagnostics) -> InterfaceBuilderDocument {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw SourceDiagnostics([SourceDiagnostic(location: SourceLocation(file: path, line: 1, column: 1),
                                                      kind: .unreadable, message: "cannot read the file: \(error.localizedDescription)")])
        }
        return try document(data: data, path: path)
    }

    /// The document in `data`, read as if from `path`.
    /// - Throws: ``SourceDiagnostics`` with every mistake found.
    public static func document(data: Data, path: String) throws(SourceDiagnostics) -> InterfaceBuilderDocument {
        let root = try XMLElementTreeReader.read(data, path: path)
        var reading = DocumentReading(root: root, path: path)
        return try reading.read()
    }
}

/// One reading of a whole document: its device and resources, then each scene.
private struct DocumentReading {
    let root: XMLElementNode
    let context: DocumentContext
    var warnings = WarningList()

    init(root: XMLElementNode, path: String) {
        self.root = root
        var colors: [String: Color] = [:]
        var images: [String: Size] = [:]
        let resources = root.child("resources")?.children ?? []
        let partial = DocumentContext(path: path, colors: [:], imageSizes: [:])
        for resource in resources {
            guard let name = resource["name"] else { continue }
            switch resource.name {
            case "image":
                if let width = InterfaceBuilderValues.number(resource["width"]),
                   let height = InterfaceBuilderValues.number(resource["height"]) {
                    images[name] = Size(width: width, height: height)
                }
            case "systemColor", "namedColor":
                if let color = resource.child("color").flatMap({ InterfaceBuilderValues.color($0, resources: partial.colors) }) {
                    colors[name] = color
                }
            default: break
            }
        }
        context = DocumentContext(path: path, colors: colors, imageSizes: images,
                                  toolsVersion: InterfaceBuilderToolsVersion(root["toolsVersion"]))
    }

    mutating func read() throws(SourceDiagnostics) -> InterfaceBuilderDocument {
        let start = context.location(root)
        guard root.name == "document", (root["type"] ?? "").contains("InterfaceBuilder") else {
            throw SourceDiagnostics([SourceDiagnostic(location: start, kind: .unreadable,
                message: "<\(root.name)> is not an Interface Builder document (expected <document type=\"com.apple.InterfaceBuilder3…\">)",
                text: root.name)])
        }
        if let runtime = root["targetRuntime"], !runtime.hasPrefix("iOS") {
            throw SourceDiagnostics([SourceDiagnostic(location: start, kind: .notApplicable,
                message: "documents for '\(runtime)' are not read; Plumb reads iOS documents (targetRuntime iOS.CocoaTouch)",
                text: runtime)])
        }
        let device = root.child("device")
        let deviceID = device?["id"]
        var preset: DevicePreset?
        if let deviceID, let device {
            preset = InterfaceBuilderDevice.preset(forID: deviceID)
            if preset == nil {
                warnings.add("device:\(deviceID)", .unknownName, "device '\(deviceID)' is not in Plumb's device table; the scenes are laid "
                             + "out on their root view's size", at: context.location(device))
            }
        }
        let orientation: Orientation = device?["orientation"] == "landscape" ? .landscape : .portrait
        var scenes: [ImportedScene] = []
        var errors: [SourceDiagnostic] = []
        var sceneNames: Set<String> = []
        func uniqueName(_ base: String) -> String {
            var name = base, number = 2
            while sceneNames.contains(name) { name = "\(base) \(number)"; number += 1 }
            sceneNames.insert(name)
            return name
        }
        func canvasPlan(root view: XMLElementNode, as kind: SceneRoot, top: Double, bottom: Double, largeTitle: Bool = false,
                        storedTopBar: Rect? = nil, belowTopBar: Bool = false, presentation: SimulatedPresentation = .none) -> Canvas {
            SceneCanvasPlan(preset: preset, orientation: orientation,
                            rootFrame: InterfaceBuilderValues.storedFrame(of: view),
                            topBar: top, bottomBar: bottom, largeTitle: largeTitle, rootKind: kind,
                            notchInset: context.toolsVersion.notchInset(deviceID: deviceID),
                            storedTopBar: storedTopBar, rootBelowTopBar: belowTopBar, presentation: presentation,
                            sheetKeepsHomeIndicator: context.toolsVersion.sheetsKeepHomeIndicator,
                            statusBarWithoutNotch: context.toolsVersion.simulatesStatusBarWithoutNotch).canvas()
        }

        if let storyboardScenes = root.child("scenes") {
            let bars = BarsByController(document: root,
                                        heights: .heights(preset: preset, orientation: orientation, toolsVersion: context.toolsVersion))
            for scene in storyboardScenes.children(named: "scene") {
                for controller in scene.child("objects")?.children ?? [] where controller["sceneMemberID"] == "viewController" {
                    guard let view = controller.children.first(where: { $0["key"] == "view" }),
                          let viewClass = InterfaceBuilderClass.named(view) else { continue }
                    let name = uniqueName(controller["title"] ?? controller["storyboardIdentifier"] ?? controller["customClass"]
                                          ?? controller["userLabel"] ?? "\(controller.name) \(controller["id"] ?? "")")
                    let (top, bottom, largeTitle, storedTopBar, belowTopBar, kinds) = bars.bars(of: controller)
                    let presentation = context.toolsVersion.simulatesPresentedControllers ? bars.presentation(of: controller) : .none
                    var builder = InterfaceBuilderSceneBuilder(context: context, warnings: warnings)
                    var imported = builder.scene(named: name, root: view, rootClass: viewClass, controller: controller,
                                                 canvas: canvasPlan(root: view, as: .screen, top: top, bottom: bottom,
                                                                    largeTitle: largeTitle, storedTopBar: storedTopBar,
                                                                    belowTopBar: belowTopBar, presentation: presentation))
                    // Kept for other devices (`--device`): their canvases have none of the document's bars.
                    imported.scene.bars = kinds.isEmpty ? nil : kinds
                    warnings = builder.warnings
                    errors += builder.errors
                    scenes.append(imported)
                    // Each prototype cell of a table or collection view is a scene of its own, on its stored size.
                    for cell in Self.prototypeCells(in: view) {
                        guard let cellClass = InterfaceBuilderClass.named(cell) else { continue }
                        let cellName = uniqueName("\(name) \(cell["reuseIdentifier"] ?? cell["customClass"] ?? cellClass.className)")
                        var cellBuilder = InterfaceBuilderSceneBuilder(context: context, warnings: warnings)
                        scenes.append(cellBuilder.scene(named: cellName, root: cell, rootClass: cellClass, controller: nil,
                                                        canvas: canvasPlan(root: cell, as: .cell, top: 0, bottom: 0)))
                        warnings = cellBuilder.warnings
                        errors += cellBuilder.errors
                    }
                }
            }
        } else if let objects = root.child("objects") {
            for object in objects.children where object.name != "placeholder" {
                guard let viewClass = InterfaceBuilderClass.named(object) else {
                    continue
                }
                let name = uniqueName(object["customClass"] ?? object["userLabel"] ?? viewClass.className)
                var builder = InterfaceBuilderSceneBuilder(context: context, warnings: warnings)
                let imported = builder.scene(named: name, root: object, rootClass: viewClass, controller: nil,
                                             canvas: canvasPlan(root: object, as: Self.isCell(object) ? .cell : .freeView, top: 0, bottom: 0))
                warnings = builder.warnings
                errors += builder.errors
                scenes.append(imported)
            }
        }
        if !errors.isEmpty { throw SourceDiagnostics(errors) }
        return InterfaceBuilderDocument(path: context.path, deviceID: deviceID, scenes: scenes, warnings: warnings.warnings)
    }

    /// Whether an element is a table or collection view cell (a xib's top-level object, or a prototype).
    static func isCell(_ object: XMLElementNode) -> Bool {
        ["tableViewCell", "collectionViewCell"].contains(object.name)
    }

    /// The cells in the `<prototypes>` or `<cells>` of every table and collection view under `view`.
    static func prototypeCells(in view: XMLElementNode) -> [XMLElementNode] {
        view.children.flatMap { child -> [XMLElementNode] in
            if isCell(child) { return [child] }
            return child.name == "connections" ? [] : prototypeCells(in: child)
        }
    }
}

/// The bars Interface Builder simulates over each view controller: those it names
/// (`simulatedTopBarMetrics`, `simulatedBottomBarMetrics`) and those it infers from being the root
/// of a navigation controller or one of a tab bar controller's controllers.
private struct BarsByController {
    private var underNavigationBar: Set<String> = []
    private var overTabBar: Set<String> = []
    /// The navigation bar Xcode stored in the navigation controller whose stack each controller is in
    /// (`<navigationBar key="navigationBar"><rect … y="44" height="44"/>`), without its large title.
    private var storedNavigationBar: [String: Rect] = [:]
    /// The controllers whose navigation bar shows a large title: in the stack of a navigation controller
    /// whose bar prefers large titles (`<navigationBar key="navigationBar" largeTitles="YES">`), unless
    /// their navigation item's `largeTitleDisplayMode` is `never`, or `automatic` (the default) after a
    /// controller without one.
    private var largeTitle: Set<String> = []
    /// How presentation segues show controllers: full screen (`modalPresentationStyle` `fullScreen` or
    /// `overFullScreen` on the segue or on the controller), in a popover (`popoverPresentation`) or as a
    /// sheet (any other style, and a `show` segue from a controller in no navigation stack), and the roots
    /// of navigation controllers so shown; full screen when segues disagree.
    private var presentations: [String: SimulatedPresentation] = [:]
    /// The controllers in the stack of a navigation controller whose bar is opaque
    /// (`<navigationBar key="navigationBar" translucent="NO">`): UIKit lays their views out below it.
    private var opaqueBarStack: Set<String> = []
    private static let fullScreenStyles: Set<String> = ["fullScreen", "overFullScreen"]
    /// The bars' heights on the document's canvas.
    private let heights: SimulatedBarHeights

    init(document: XMLElementNode, heights: SimulatedBarHeights) {
        self.heights = heights
        var pushes: [(segue: XMLElementNode, kind: String, source: String, destination: String)] = []
        var navigationStack: Set<String> = []
        var hiddenBarStack: Set<String> = []
        var namedNavigationBar: Set<String> = []
        var presented: [(segue: XMLElementNode, destination: String)] = []
        var fullScreenControllers: Set<String> = []
        var rootOfNavigationController: [String: String] = [:]
        var tabsOfTabBarController: [String: [String]] = [:]
        var hidesTabBarWhenPushed: Set<String> = []
        var prefersLargeTitles: Set<String> = []
        var largeTitleDisplayMode: [String: String] = [:]
        var pending: [(element: XMLElementNode, parent: XMLElementNode, controller: String?)] = [(document, document, nil)]
        while let (element, parent, enclosing) = pending.popLast() {
            let controller = element["sceneMemberID"] == "viewController" ? element["id"] : enclosing
            if element["sceneMemberID"] == "viewController", Self.fullScreenStyles.contains(element["modalPresentationStyle"] ?? ""),
               let id = element["id"] {
                fullScreenControllers.insert(id)
            }
            if element["sceneMemberID"] == "viewController", InterfaceBuilderValues.isYes(element["hidesBottomBarWhenPushed"]),
               let id = element["id"] {
                hidesTabBarWhenPushed.insert(id)
            }
            if element.name == "navigationItem", element["key"] == "navigationItem", let controller,
               let mode = element["largeTitleDisplayMode"] {
                largeTitleDisplayMode[controller] = mode
            }
            if element.name == "segue", ["presentation", "modal", "popoverPresentation"].contains(element["kind"] ?? ""),
               let destination = element["destination"] {
                presented.append((element, destination))
            }
            if element.name == "segue", let kind = element["kind"], ["push", "show"].contains(kind),
               let source = controller, let destination = element["destination"] {
                pushes.append((element, kind, source, destination))
            }
            if let controller, element.name == "simulatedNavigationBarMetrics", element["key"] == "simulatedTopBarMetrics",
               parent["id"] == controller {
                namedNavigationBar.insert(controller)
            }
            if element.name == "segue", element["kind"] == "relationship", let destination = element["destination"] {
                switch element["relationship"] {
                case "rootViewController":
                    navigationStack.insert(destination)
                    // The segue sits in the navigation controller's <connections>.
                    if InterfaceBuilderValues.isYes(parent["navigationBarHidden"]) { hiddenBarStack.insert(destination) }
                    if let navigationController = controller { rootOfNavigationController[navigationController] = destination }
                    let bar = parent.children.first { $0.name == "navigationBar" && $0["key"] == "navigationBar" }
                    if bar?["translucent"] == "NO" { opaqueBarStack.insert(destination) }
                    let prefersLarge = InterfaceBuilderValues.isYes(bar?["largeTitles"])
                    if prefersLarge { prefersLargeTitles.insert(destination) }
                    // A bar Xcode marks misplaced keeps a frame from an earlier layout (Routr, Xcode 8.3:
                    // stored at y 0 under a 20-pt status bar, its pushed controller laid out below 64):
                    // the device's status bar and bar height place it instead.
                    if let bar, !InterfaceBuilderValues.isYes(bar["misplaced"]),
                       var frame = InterfaceBuilderValues.storedFrame(of: bar), frame.height > 0 {
                        // Xcode stores a bar that prefers large titles with its large title (96 tall).
                        let largeTitle = InterfaceBuilderDevice.SimulatedBar.largeTitle
                        if prefersLarge, frame.height >= heights.navigationBar + largeTitle {
                            frame.size.height -= largeTitle
                        }
                        storedNavigationBar[destination] = frame
                    }
                case "viewControllers":
                    overTabBar.insert(destination)
                    if let tabBarController = controller { tabsOfTabBarController[tabBarController, default: []].append(destination) }
                default: break
                }
            }
            // A segue's navigation controller is its <connections>' parent.
            let next = element.name == "connections" ? parent : element
            pending += element.children.map { ($0, next, controller) }
        }
        func present(_ controller: String, _ presentation: SimulatedPresentation) {
            if presentations[controller] != .fullScreen { presentations[controller] = presentation }
        }
        // A controller in a navigation stack: a navigation controller's root, one it pushes (`push`,
        // `show`), or one whose simulated metrics name a navigation bar.
        for controller in namedNavigationBar { navigationStack.insert(controller) }
        var stackQueue = navigationStack.sorted()
        while let source = stackQueue.popLast() {
            for push in pushes where push.source == source && navigationStack.insert(push.destination).inserted {
                if hiddenBarStack.contains(source) { hiddenBarStack.insert(push.destination) }
                if opaqueBarStack.contains(source) { opaqueBarStack.insert(push.destination) }
                stackQueue.append(push.destination)
            }
        }
        // A `show` segue from a controller in no navigation stack presents its destination, as UIKit's
        // `show(_:sender:)` does: Interface Builder lays it out as a sheet (3Go, Xcode 12.3: three such
        // controllers stored 842 tall on an 896-pt iPhone 11, 34 above the sheet's bottom).
        for push in pushes where push.kind == "show" && !navigationStack.contains(push.source) {
            presented.append((push.segue, push.destination))
        }
        pushes.removeAll { !navigationStack.contains($0.source) }
        for (segue, destination) in presented {
            let fullScreen = Self.fullScreenStyles.contains(segue["modalPresentationStyle"] ?? "")
                || fullScreenControllers.contains(destination)
            present(destination, fullScreen ? .fullScreen : segue["kind"] == "popoverPresentation" ? .popover : .sheet)
        }
        // A navigation controller presented full screen (or as a sheet) shows its root so.
        for (navigationController, root) in rootOfNavigationController {
            if let presentation = presentations[navigationController] { present(root, presentation) }
        }
        // A navigation controller in a tab bar controller puts its root over the tab bar too.
        for (navigationController, root) in rootOfNavigationController where overTabBar.contains(navigationController) {
            overTabBar.insert(root)
        }
        // A controller pushed (a `push` or `show` segue) from one under a navigation bar is under
        // the same bar: Interface Builder infers it; and over the same tab bar, unless it hides it.
        let shown = Dictionary(grouping: pushes, by: \.source).mapValues { $0.map(\.destination) }
        var overTabBarQueue = overTabBar.sorted()
        while let source = overTabBarQueue.popLast() {
            for destination in shown[source] ?? [] where !hidesTabBarWhenPushed.contains(destination)
                && overTabBar.insert(destination).inserted {
                overTabBarQueue.append(destination)
            }
        }
        // A navigation controller's root shows a large title when its bar prefers them, unless its
        // item says `never`.
        for root in prefersLargeTitles where largeTitleDisplayMode[root] != "never" {
            largeTitle.insert(root)
        }
        // A navigation controller's root is under its bar, unless the controller hides it
        // (`navigationBarHidden="YES"`, VaxTrack: views on the safe area's top 44 below a notched screen's
        // top), as is the rest of that stack.
        underNavigationBar = Set(rootOfNavigationController.values).subtracting(hiddenBarStack)
        // A tab bar controller that is a navigation controller's root puts its tabs under the same bar
        // (but for tabs that are navigation controllers, under bars of their own): a child's view lies
        // in its container's, whose safe area the bar already insets (Events, Xcode 9.2: a search bar
        // on a tab's safe-area top stored at 64, under the 20-pt status bar and the 44-pt bar).
        for tabBarController in underNavigationBar.sorted() {
            for tab in tabsOfTabBarController[tabBarController] ?? [] where rootOfNavigationController[tab] == nil {
                underNavigationBar.insert(tab)
                if opaqueBarStack.contains(tabBarController) { opaqueBarStack.insert(tab) }
                storedNavigationBar[tab] = storedNavigationBar[tabBarController]
                if prefersLargeTitles.contains(tabBarController) { prefersLargeTitles.insert(tab) }
                if largeTitle.contains(tabBarController) { largeTitle.insert(tab) }
            }
        }
        // Sorted, so a controller shown from two stacks gets the same bar on every run.
        var queue = underNavigationBar.sorted()
        while let source = queue.popLast() {
            for destination in shown[source] ?? [] where underNavigationBar.insert(destination).inserted {
                storedNavigationBar[destination] = storedNavigationBar[source]
                if opaqueBarStack.contains(source) { opaqueBarStack.insert(destination) }
                if prefersLargeTitles.contains(source) {
                    prefersLargeTitles.insert(destination)
                    // `automatic` keeps the title size of the controller it was pushed from.
                    switch largeTitleDisplayMode[destination] {
                    case "always"?: largeTitle.insert(destination)
                    case "never"?: break
                    default: if largeTitle.contains(source) { largeTitle.insert(destination) }
                    }
                }
                queue.append(destination)
            }
        }
    }

    /// How a presentation segue shows the controller.
    func presentation(of controller: XMLElementNode) -> SimulatedPresentation {
        presentations[controller["id"] ?? ""] ?? .none
    }

    /// The heights of the bars above and below the controller's view, whether its navigation bar shows
    /// a large title, where Xcode drew the navigation bar (without a large title) when the
    /// controller is under a navigation controller's, and whether its view lies below that bar.
    func bars(of controller: XMLElementNode)
        -> (top: Double, bottom: Double, largeTitle: Bool, storedTopBar: Rect?, belowTopBar: Bool, kinds: SystemBars) {
        let id = controller["id"] ?? ""
        var kinds = SystemBars(navigationBar: underNavigationBar.contains(id),
                               bottomBar: overTabBar.contains(id) ? .tabBar : nil)
        var opaqueBar = opaqueBarStack.contains(id)
        for metrics in controller.children {
            switch (metrics.name, metrics["key"]) {
            case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"?):
                kinds.navigationBar = true
                if metrics["translucent"] == "NO" { opaqueBar = true }
            case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"?): kinds.bottomBar = .tabBar
            case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"?): kinds.bottomBar = .toolbar
            default: break
            }
        }
        kinds.largeTitle = kinds.navigationBar && largeTitle.contains(id)
        let top = kinds.navigationBar ? heights.navigationBar : 0
        let bottom: Double
        switch kinds.bottomBar {
        case .tabBar?: bottom = heights.tabBar
        case .toolbar?: bottom = heights.toolbar
        case nil: bottom = 0
        }
        // UIKit extends a controller's view under an opaque bar only when the controller asks for it.
        let belowTopBar = kinds.navigationBar && opaqueBar
            && !InterfaceBuilderValues.isYes(controller["extendedLayoutIncludesOpaqueBars"])
        return (top, bottom, kinds.largeTitle, kinds.navigationBar ? storedNavigationBar[id] : nil, belowTopBar, kinds)
    }
}

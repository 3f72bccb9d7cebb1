import Foundation
import Testing
import PlumbImport
import PlumbLayout

/// The hand-written documents in `fixtures/interface-builder`, solved with text sized from the
/// document, against frames worked out by hand from their constraints.
@Suite struct InterfaceBuilderFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("fixtures/interface-builder")

    static func document(_ name: String) throws -> InterfaceBuilderDocument {
        try InterfaceBuilderReader.document(path: folder.appendingPathComponent(name).path)
    }

    /// The frames (superview coordinates) of `scene` on `canvas` (its own by default), from-document sizes.
    static func frames(_ imported: ImportedScene, canvas: Canvas? = nil) throws -> [String: Rect] {
        let scene = imported.scene(textSizes: .fromDocument)
        let layout = try scene.solve(canvases: [canvas ?? scene.canvases[0]]) { _ in FixedAdvanceTextMeasurer() }[0]
        return Dictionary(uniqueKeysWithValues: layout.views.map { ($0.name, $0.frame) })
    }

    static func expect(_ frame: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let frame else {
            Issue.record("no frame", sourceLocation: sourceLocation)
            return
        }
        let pairs = [(frame.minX, x), (frame.minY, y), (frame.width, width), (frame.height, height)]
        #expect(pairs.allSatisfy { abs($0.0 - $0.1) < 0.01 }, "\(frame) is not [\(x), \(y), \(width), \(height)]",
                sourceLocation: sourceLocation)
    }

    @Test func loginFormOnTheDocumentsIPhone15() throws {
        let imported = try Self.document("Login.storyboard").scenes[0]
        #expect(imported.scene.name == "Login")
        let canvas = imported.scene.canvases[0]
        #expect(canvas.name == "iphone-15" && canvas.size == Size(width: 393, height: 852) && canvas.safeArea.top == 59)
        let frames = try Self.frames(imported)
        // Safe area top 59 + 40; the root's leading margin is 16 in compact width.
        Self.expect(frames["welcomeBackLabel"], 16, 99, 176.333, 33.667)
        let titleBottom: Double = 99 + 33.667
        Self.expect(frames["emailField"], 16, titleBottom + 24, 361, 34)  // 393 - 2 × 16 wide
        Self.expect(frames["passwordField"], 16, 156.667 + 46, 361, 34)  // 34 high, 12 below
        Self.expect(frames["signInButton"], 16, 202.667 + 58, 361, 50)  // 34 high, 24 below
        Self.expect(frames["forgotPasswordButton"], 132, 260.667 + 58, 129, 30)  // centred: (393 - 129) / 2; 50 + 8 below
        // 8 above the safe area's bottom (852 - 34 = 818): 818 - 8 - 20.333; centred: (393 - 81) / 2.
        Self.expect(frames["version10Label"], 156, 789.667, 81, 20.333)
        #expect(imported.views.map(\.ibID) == ["Ttl-Lb-001", "Eml-Tf-001", "Pwd-Tf-001", "Sgn-Bt-001", "Fgt-Bt-001", "Ftr-Lb-001"])
        #expect(imported.scene.document.views.map(\.sourceID) == imported.views.map(\.ibID))
    }

    @Test func profileUnderAnInferredNavigationBarWithStackViews() throws {
        let imported = try Self.document("Profile.storyboard").scenes[0]
        let canvas = imported.scene.canvases[0]
        // iPhone SE: the status bar's 20 and the navigation bar's 44 (the root of a navigation controller).
        #expect(canvas.name == "iphone-se" && canvas.safeArea == EdgeInsets(top: 64))
        let frames = try Self.frames(imported)
        Self.expect(frames["imageView"], 147.5, 84, 80, 80)  // centred: (375 - 80) / 2; 64 + 20
        Self.expect(frames["stackView"], 16, 180, 343, 121.5)  // 84 + 80 + 16; 24 + 8 + 20.5 + 8 + 61
        Self.expect(frames["adaLovelaceLabel"], 0, 0, 343, 24)
        Self.expect(frames["adaLabel"], 0, 32, 343, 20.5)
        Self.expect(frames["followButton"], 0, 0, 165.5, 44)  // fill equally: (343 - 12) / 2
        Self.expect(frames["messageButton"], 177.5, 0, 165.5, 44)
        Self.expect(frames["stackView2"], 16, 583, 343, 44)  // 667 - 40 - 44
    }

    @Test func legacyTopAndBottomGuidesAndAPlaceholderConstraint() throws {
        let imported = try Self.document("Settings.storyboard").scenes[0]
        #expect(imported.placeholderConstraints == 1)
        let frames = try Self.frames(imported)
        // The top guide's bottom is the status bar's 20; the bottom guide's top the screen's bottom.
        // Its 49-pt alignment rectangle ends at the margin, 375 - 16 - 49; its frame reaches 2 past it.
        Self.expect(frames["switch"], 310, 40, 51, 31)  // 20 + 20 down
        Self.expect(frames["notificationsLabel"], 16, 45, 103, 21)  // centred on the switch: 40 + (31 - 21) / 2
        Self.expect(frames["progressView"], 16, 95, 343, 2)  // 40 + 31 + 24; 2 high before iOS 13
        Self.expect(frames["saveButton"], 170.5, 617, 34, 30)  // (375 - 34) / 2; 667 - 20 - 30
    }

    @Test func scrollViewsWithContentGuidesAndTheirOwnEdges() throws {
        let document = try Self.document("Scroll.storyboard")
        #expect(document.scenes.map(\.scene.name) == ["Article", "Terms"])
        let article = try Self.frames(document.scenes[0])
        // iPhone 11 in a document saved by Xcode 13: safe area 44 above (Interface Builder's status
        // bar there, 48 on iOS 14 devices), 34 below.
        Self.expect(article["scrollView"], 0, 44, 414, 818)  // 896 - 44 - 34
        Self.expect(article["content"], 0, 0, 414, 1200)
        Self.expect(article["footer"], 20, 1080, 374, 100)  // 1200 - 20 - 100
        // Misplaced: laid out where its constraints put it, not where IB drew it, and not compared.
        Self.expect(article["badge"], 354, 54.5, 40, 40)  // 414 - 20 - 40; 20 + 26.5 + 8
        #expect(document.scenes[0].views.first { $0.name == "badge" }?.isMisplaced == true)
        let terms = try Self.frames(document.scenes[1])
        Self.expect(terms["label"], 20, 20, 374, 61)
        #expect(document.warnings.map(\.message) == ["custom class 'GradientView' is drawn as a plain UIView carrying its name"])
        #expect(document.warnings.first?.location.line == 22)
    }

    @Test func tableCellXibIsItsOwnCanvas() throws {
        let document = try Self.document("ContactCell.xib")
        let imported = document.scenes[0]
        #expect(imported.scene.name == "ContactCell")
        let canvas = imported.scene.canvases[0]
        #expect(canvas.size == Size(width: 414, height: 72) && canvas.safeArea == .zero)
        let frames = try Self.frames(imported)
        Self.expect(frames["contentView"], 0, 0, 414, 72)
        Self.expect(frames["imageView"], 16, 12, 48, 48)
        Self.expect(frames["graceHopperLabel"], 76, 14, 105.5, 20.5)
        Self.expect(frames["rearAdmiralLabel"], 76, 38.5, 86, 18)
    }

    @Test func prototypeCellsOfAStoryboardTableAreScenesOfTheirOwn() throws {
        let document = try Self.document("Inbox.storyboard")
        #expect(document.scenes.map(\.scene.name) == ["Inbox", "Inbox MessageCell"])
        let cell = document.scenes[1]
        #expect(cell.scene.canvases[0].size == Size(width: 393, height: 64))
        let frames = try Self.frames(cell)
        Self.expect(frames["sender"], 16, 12, 58, 20.333)
        // Centred on the sender (12 + 10.167 - 7.833), 16 from the trailing edge (393 - 16 - 34.333).
        Self.expect(frames["time"], 342.667, 14.333, 34.333, 15.667)
        Self.expect(frames["subject"], 16, 36.333, 361, 18)
    }

    @Test func sizeClassVariationsChooseConstraintsPerCanvas() throws {
        let imported = try Self.document("Adaptive.storyboard").scenes[0]
        let portrait = try Self.frames(imported)
        Self.expect(portrait["hero"], 20, 79, 353, 200)
        Self.expect(portrait["tidesLabel"], 20, 291, 44, 20.333)
        // Landscape iPhone 15 (wC hC): 120 high, 16:9 wide, centred in the safe area.
        let landscape = try #require(DevicePreset.named("iphone-15")).canvas(orientation: .landscape)
        let frames = try Self.frames(imported, canvas: landscape)
        let width: Double = 120 * 16 / 9
        let x: Double = 59 + (852 - 118 - width) / 2
        Self.expect(frames["hero"], x, 20, width, 120)
        let font = imported.scene.document.variants.compactMap { $0.properties["tidesLabel"]?.font }.first
        #expect(font?.size == 24)
    }

    @Test func constantsVariedPerSizeClassAndMasksOfBothAxes() throws {
        let imported = try Self.document("Beacon.storyboard").scenes[0]
        // The document's iPhone 15 (wC hR): the constants written on the constraints.
        let portrait = try Self.frames(imported)
        // 59 + 20; (393 - 100) / 2 = 146.5, on the 3x pixel grid 146.667.
        Self.expect(portrait["lamp"], 146.667, 79, 100, 80)
        Self.expect(portrait["keeperLabel"], 146.667, 171, 58, 20.333)  // 79 + 80 + 12
        func canvas(_ device: String, _ orientation: Orientation) throws -> Canvas {
            try #require(DevicePreset.named(device)).canvas(orientation: orientation)
        }
        // iPhone 15 in landscape (wC hC): `heightClass=compact` makes the lamp 60 high; safe area
        // 59 at each side, so its centre is at 59 + (852 - 118) / 2 = 426.
        let landscape = try Self.frames(imported, canvas: canvas("iphone-15", .landscape))
        Self.expect(landscape["lamp"], 376, 20, 100, 60)
        Self.expect(landscape["keeperLabel"], 376, 92, 58, 20.333)  // 20 + 60 + 12
        // iPhone 15 Plus in landscape (wR hC): the class of both axes wins over `heightClass=compact`
        // (40 high), the width's constants apply (300 wide, 40 below the safe area's top), and the
        // label moves beside the lamp: its top and leading are excluded there, a centre and a
        // trailing pin included. Centre at 59 + (932 - 118) / 2 = 466.
        let wide = try Self.frames(imported, canvas: canvas("iphone-15-plus", .landscape))
        Self.expect(wide["lamp"], 316, 40, 300, 40)
        // 316 + 300 + 8; 60 - 20.333 / 2 = 49.833, on the 3x pixel grid 50.
        Self.expect(wide["keeperLabel"], 624, 50, 58, 20.333)
        // iPad Pro 11 (wR hR): 300 wide, 80 high, 40 below the safe area's 24.
        let pad = try Self.frames(imported, canvas: canvas("ipad-pro-11", .portrait))
        Self.expect(pad["lamp"], 267, 64, 300, 80)  // (834 - 300) / 2
        Self.expect(pad["keeperLabel"], 267, 156, 58, 20.5)  // 64 + 80 + 12; 20.333 on the 2x grid
        // Each constraint is on a canvas once: the variants' conditions do not overlap.
        for traits in [Traits(horizontal: .compact, vertical: .regular), Traits(horizontal: .compact, vertical: .compact),
                       Traits(horizontal: .regular, vertical: .compact), Traits(horizontal: .regular, vertical: .regular)] {
            let heights = imported.scene.document.variants.filter { $0.condition.matches(traits) }
                .flatMap(\.constraints).filter { $0.identifier == "b02-Lt-Ht" }
            #expect(heights.count == 1, "\(traits)")
        }
    }

    @Test func multipliersPrioritiesAndRelationsVariedPerSizeClass() throws {
        let document = try Self.document("Lantern.storyboard")
        #expect(document.warnings.isEmpty, "\(document.warnings)")
        let imported = document.scenes[0]
        func canvas(_ device: String, _ orientation: Orientation) throws -> Canvas {
            try #require(DevicePreset.named(device)).canvas(orientation: orientation)
        }
        // iPhone 15 (wC hR): the glass 2:3 of the root's 393 = 262 wide, 20 inside the safe area
        // (59); the wick's 40 @500 beats 100 @250, and `width >= 120` beats `width == 60` @750.
        let portrait = try Self.frames(imported)
        Self.expect(portrait["glass"], 20, 79, 262, 80)
        Self.expect(portrait["wick"], 20, 171, 120, 40)  // 79 + 80 + 12
        // iPhone 15 in landscape (wC hC): 2:3 of 852 = 568; safe area 59 at the sides, 0 on top;
        // `heightClass=compact` raises the 100-pt height to 750, above the 40's 500.
        let landscape = try Self.frames(imported, canvas: canvas("iphone-15", .landscape))
        Self.expect(landscape["glass"], 79, 20, 568, 80)
        Self.expect(landscape["wick"], 79, 112, 120, 100)
        // iPhone 15 Plus in landscape (wR hC): `widthClass=regular` makes the glass 1:4 of 932 = 233
        // and the wick's minimum a maximum, so its 60 @750 holds.
        let wide = try Self.frames(imported, canvas: canvas("iphone-15-plus", .landscape))
        Self.expect(wide["glass"], 79, 20, 233, 80)
        Self.expect(wide["wick"], 79, 112, 60, 100)
        // iPad Pro 11 (wR hR): 1:4 of 834 = 208.5, 20 below the safe area's 24; the wick 60 × 40.
        let pad = try Self.frames(imported, canvas: canvas("ipad-pro-11", .portrait))
        Self.expect(pad["glass"], 20, 44, 208.5, 80)
        Self.expect(pad["wick"], 20, 136, 60, 40)
        // Each varied constraint is on a canvas once, with the equation in force as its text.
        for traits in [Traits(horizontal: .compact, vertical: .regular), Traits(horizontal: .compact, vertical: .compact),
                       Traits(horizontal: .regular, vertical: .compact), Traits(horizontal: .regular, vertical: .regular)] {
            for id in ["l03-Wk-Tl", "l04-Wk-Mn", "l08-Gl-Wd"] {
                let found = imported.scene.document.variants.filter { $0.condition.matches(traits) }
                    .flatMap(\.constraints).filter { $0.identifier == id }
                #expect(found.count == 1, "\(id) in \(traits)")
            }
        }
        let regularWidth = imported.scene.document.variants.filter { $0.condition.matches(Traits(horizontal: .regular, vertical: .regular)) }
            .flatMap(\.constraints).first { $0.identifier == "l04-Wk-Mn" }
        #expect(regularWidth?.relation == .lessThanOrEqual)
        #expect(regularWidth?.origin.text == regularWidth?.equationText)
    }

    @Test func anUnreadableValueInAConstraintsVariationIsAnErrorAtItsLine() throws {
        let xml = try String(contentsOf: Self.folder.appendingPathComponent("Lantern.storyboard"), encoding: .utf8)
        for (written, message) in [
            ("multiplier=\"1:4\"", "multiplier 'half' is neither a number nor a ratio such as 16:9"),
            ("relation=\"lessThanOrEqual\"", "relation 'half' is not one of greaterThanOrEqual and lessThanOrEqual (or none, for equal)"),
            ("priority=\"750\"", "priority 'half' is not a number greater than 0 and at most 1000"),
        ] {
            let attribute = written.prefix { $0 != "=" }
            let edited = xml.replacingOccurrences(of: written, with: "\(attribute)=\"half\"")
            #expect(throws: (any Error).self) { try InterfaceBuilderReader.document(data: Data(edited.utf8), path: "Lantern.storyboard") }
            do {
                _ = try InterfaceBuilderReader.document(data: Data(edited.utf8), path: "Lantern.storyboard")
            } catch {
                #expect("\(error)".contains(message), "\(error)")
                let line = xml.components(separatedBy: "\n").firstIndex { $0.contains(written) }.map { $0 + 1 }
                #expect("\(error)".contains("Lantern.storyboard:\(line ?? 0):"), "\(error)")
            }
        }
    }

    @Test func aScrollViewsSafeAreaAndAFullScreenPresentedController() throws {
        let document = try Self.document("Ferry.storyboard")
        #expect(document.scenes.map(\.scene.name) == ["Deck", "Cabin"])
        // Deck: the scroll view's own safe-area guide starts at its content's origin (the status
        // bar's 59 go into the adjusted content inset), so the button pinned 8 inside it is at (8, 8).
        let deck = try Self.frames(document.scenes[0])
        Self.expect(deck["info"], 8, 8, 44, 44)
        Self.expect(deck["sheet"], 0, 0, 393, 1200)
        // Cabin, presented full screen: no status bar above it and no home indicator below it, so its
        // safe area is the whole screen (852 - 20 - 50 = 782; (393 - 50) / 2 on the 3x grid).
        let cabin = document.scenes[1]
        #expect(cabin.scene.canvases[0].safeArea == .zero)
        let frames = try Self.frames(cabin)
        Self.expect(frames["close"], 9, 9, 48, 48)
        Self.expect(frames["done"], 171.667, 782, 50, 50)
        // Views placed by their autoresizing masks keep their stored frames on the document's device,
        // and follow the screen on an iPad (834 wide): the banner's width is flexible (both margins,
        // 16, stay), the tag's left margin (its 16 on the right and its size stay).
        Self.expect(frames["banner"], 16, 100, 361, 40)
        Self.expect(frames["tag"], 329, 150, 48, 24)
        let pad = try Self.frames(cabin, canvas: #require(DevicePreset.named("ipad-pro-11")).canvas(orientation: .portrait))
        Self.expect(pad["banner"], 16, 100, 802, 40)
        Self.expect(pad["tag"], 770, 150, 48, 24)
        // Saved by Xcode 10, before presentations became sheets, the status bar stays.
        let text = try String(contentsOf: Self.folder.appendingPathComponent("Ferry.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"14490\"")
        let older = try InterfaceBuilderReader.document(data: Data(text.utf8), path: "Ferry.storyboard")
        #expect(older.scenes[1].scene.canvases[0].safeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // Not presented full screen (a page sheet), the status bar stays too; a root stored as tall as
        // the screen is no sheet Interface Builder simulated (it stores sheets shorter), so the home
        // indicator stays below it as well.
        let sheet = text.replacingOccurrences(of: "modalPresentationStyle=\"fullScreen\" ", with: "")
            .replacingOccurrences(of: "toolsVersion=\"14490\"", with: "toolsVersion=\"22505\"")
        let notFullScreen = try InterfaceBuilderReader.document(data: Data(sheet.utf8), path: "Ferry.storyboard")
        #expect(notFullScreen.scenes[1].scene.canvases[0].safeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // A sheet whose root Xcode stored shorter than the screen sits at the screen's bottom: the
        // status bar (59) reaches 59 − (852 − 800) = 7 into it; nothing below it from Xcode 14 on.
        var lines = sheet.components(separatedBy: "\n")
        lines[73] = lines[73].replacingOccurrences(of: "height=\"852\"", with: "height=\"800\"")
        let shortText = lines.joined(separator: "\n")
        let shortSheet = try InterfaceBuilderReader.document(data: Data(shortText.utf8), path: "Ferry.storyboard")
        #expect(shortSheet.scenes[1].scene.canvases[0].safeArea == EdgeInsets(top: 7, left: 0, bottom: 0, right: 0))
        #expect(shortSheet.scenes[1].scene.canvases[0].size == Size(width: 393, height: 800))
        // Saved by Xcode 13.2 (or 11 and 12), the home indicator's 34 stay below the sheet; by Xcode
        // 13.3 (tools version 20037) they are gone, as in later Xcodes.
        let xcode13 = shortText.replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"19529\"")
        let olderSheet = try InterfaceBuilderReader.document(data: Data(xcode13.utf8), path: "Ferry.storyboard")
        #expect(olderSheet.scenes[1].scene.canvases[0].safeArea == EdgeInsets(top: 7, left: 0, bottom: 34, right: 0))
        let xcode13_3 = shortText.replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"20037\"")
        let xcode13_3Sheet = try InterfaceBuilderReader.document(data: Data(xcode13_3.utf8), path: "Ferry.storyboard")
        #expect(xcode13_3Sheet.scenes[1].scene.canvases[0].safeArea == EdgeInsets(top: 7, left: 0, bottom: 0, right: 0))
        // The sheet's "done" button, pinned 20 above the safe area's bottom: 800 − 20 − 50 = 730 from
        // Xcode 14 on, 34 higher before.
        Self.expect(try Self.frames(shortSheet.scenes[1])["done"], 171.667, 730, 50, 50)
        Self.expect(try Self.frames(olderSheet.scenes[1])["done"], 171.667, 696, 50, 50)
        // Over full screen, said on the segue, is full screen too.
        let over = sheet.replacingOccurrences(of: "identifier=\"ShowCabin\"",
                                              with: "identifier=\"ShowCabin\" modalPresentationStyle=\"overFullScreen\"")
        let overFullScreen = try InterfaceBuilderReader.document(data: Data(over.utf8), path: "Ferry.storyboard")
        #expect(overFullScreen.scenes[1].scene.canvases[0].safeArea == .zero)
        // On an iPad in landscape (the iPad mini, 1133 × 744: 24 above, 20 below when not presented),
        // full screen drops both bars as in portrait.
        let padText = try String(contentsOf: Self.folder.appendingPathComponent("Ferry.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: "<device id=\"retina6_12\" orientation=\"portrait\"",
                                  with: "<device id=\"ipad8_3\" orientation=\"landscape\"")
            .replacingOccurrences(of: "id=\"Fry-Rt-002\">\n                        <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"852\"/>",
                                  with: "id=\"Fry-Rt-002\">\n                        <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"1133\" height=\"744\"/>")
        let padCabin = try InterfaceBuilderReader.document(data: Data(padText.utf8), path: "Ferry.storyboard").scenes[1]
        #expect(padCabin.scene.canvases[0].size == Size(width: 1133, height: 744))
        #expect(padCabin.scene.canvases[0].safeArea == .zero)
        let padSheet = try InterfaceBuilderReader.document(
            data: Data(padText.replacingOccurrences(of: "modalPresentationStyle=\"fullScreen\" ", with: "").utf8),
            path: "Ferry.storyboard").scenes[1]
        #expect(padSheet.scene.canvases[0].safeArea == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    @Test func aControllerPushedAndPresentedWhoseRootFillsTheScreenIsNoSheet() throws {
        let document = try Self.document("Gangway.storyboard")
        #expect(document.scenes.map(\.scene.name) == ["Quayside", "Cabin List"])
        // Cabin List is shown from the navigation controller's root and presented from it too. Interface
        // Builder stored its root as tall as the screen (a sheet it simulates is stored shorter), so it
        // laid the controller out pushed: under the bar stored at 59 (59 + 44), above the home indicator.
        let cabins = document.scenes[1]
        #expect(cabins.scene.canvases[0].safeArea == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        let frames = try Self.frames(cabins)
        Self.expect(frames["cabinsLabel"], 16, 111, 52, 21)  // 103 + 8; on the root's 16-pt leading margin
        Self.expect(frames["disembark"], 146.667, 760, 100, 50)  // 852 - 34 - 8 - 50; (393 - 100) / 2 on the 3x grid
        let quayside = try Self.frames(document.scenes[0])
        Self.expect(quayside["board"], 20, 123, 353, 44)  // 103 + 20; 393 - 2 × 20 wide
        Self.expect(quayside["preview"], 20, 175, 353, 44)  // 123 + 44 + 8
    }

    @Test func aFreeformRootTallerThanTheScreenIsAScreenOfItsOwnSize() throws {
        let imported = try Self.document("Lighthouse.storyboard").scenes[0]
        let canvas = imported.scene.canvases[0]
        // The iPhone 12's 47-pt status bar at the top, its home indicator's 34 at the bottom of the
        // 1100-pt freeform root, not at the 844-pt screen's.
        #expect(canvas.size == Size(width: 390, height: 1100))
        #expect(canvas.safeArea == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let frames = try Self.frames(imported)
        Self.expect(frames["lampRoom"], 0, 0, 390, 120)
        Self.expect(frames["entries"], 0, 120, 390, 886)  // down to 1100 - 34 - 60 = 1006
        Self.expect(frames["signLog"], 20, 1016, 350, 40)  // 1006 + 10; 390 - 2 × 20 wide
        Self.expect(frames["pages"], 0, 0, 390, 1400)  // the scroll view's content, as wide as its frame
    }

    @Test func aBarStyleProgressViewsFrameReachesAPointBelowItsAlignmentRectangle() throws {
        let imported = try Self.document("Buoy.storyboard").scenes[0]
        let frames = try Self.frames(imported)
        Self.expect(frames["gauge"], 16, 79, 361, 100)  // 59 + 20; 393 - 2 × 16 wide
        // A 4-pt alignment rectangle centred in the 100-pt gauge (48 ... 52), the frame 1 pt taller below.
        Self.expect(frames["level"], 0, 48, 361, 5)
        // First in a stack: a 3-pt alignment rectangle at its top; the label 10 below that, not below
        // the frame, which reaches 1 pt into the spacing.
        Self.expect(frames["swell"], 0, 0, 361, 4)
        Self.expect(frames["swell12MLabel"], 0, 13, 361, 20.333)
        Self.expect(frames["readings"], 16, 199, 361, 33.333)  // 179 + 20; 3 + 10 + 20.333 high
        // The default style's frame is its alignment rectangle.
        let text = try String(contentsOf: Self.folder.appendingPathComponent("Buoy.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: "progressViewStyle=\"bar\" ", with: "")
        let plain = try Self.frames(InterfaceBuilderReader.document(data: Data(text.utf8), path: "Buoy.storyboard").scenes[0])
        Self.expect(plain["level"], 0, 48, 361, 4)
        Self.expect(plain["swell"], 0, 0, 361, 3)
    }

    @Test func aCellContentViewsMarginsSinceXcode9() throws {
        let imported = try Self.document("ArticleCell.xib").scenes[0]
        let frames = try Self.frames(imported)
        // Saved by Xcode 14: 11 above and below, 20 at the sides (393 - 2 × 20 wide).
        Self.expect(frames["title"], 20, 11, 353, 21)
        Self.expect(frames["summary"], 20, 36, 353, 34)  // 11 + 21 + 4; its bottom 81 - 11
    }

    @Test func aCellContentViewsMarginsBeforeXcode9() throws {
        let imported = try Self.document("LegacyCell.xib").scenes[0]
        let frames = try Self.frames(imported)
        // Saved by Xcode 8: 8 all round, in a content view 43.5 high.
        Self.expect(frames["portsmouthLabel"], 8, 8, 86, 27.5)
        Self.expect(frames["view47MLabel"], 270, 11.5, 42, 20.5)  // 320 - 8 - 42; centred on 21.75
    }

    @Test func marginsBeforeTheSafeAreaIgnoreTheStatusBar() throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("Bollard.storyboard"), encoding: .utf8)
        let imported = try Self.document("Bollard.storyboard").scenes[0]
        #expect(imported.scene.canvases[0].safeArea == EdgeInsets(top: 20))
        let frames = try Self.frames(imported)
        // Saved by Xcode 8: the banner's top margin is its own 8, under the status bar; the root's top
        // margin is 0; the top layout guide still ends below the status bar (20 + 8).
        Self.expect(frames["banner"], 0, 0, 375, 100)
        Self.expect(frames["highWaterLabel"], 8, 8, 85, 21)
        Self.expect(frames["chart"], 16, 110, 343, 200)  // 0 + 110; 375 - 2 × 16 wide
        Self.expect(frames["clock"], 315, 28, 44, 21)  // 375 - 16 - 44
        // The same document saved by Xcode 9 (iOS 11): margins lie inside the safe area, 20 below the top.
        let xcode9 = try InterfaceBuilderReader.document(
            data: Data(text.replacingOccurrences(of: #"toolsVersion="12121""#, with: #"toolsVersion="13771""#).utf8),
            path: "Bollard.storyboard").scenes[0]
        let later = try Self.frames(xcode9)
        Self.expect(later["highWaterLabel"], 8, 20, 85, 21)
        Self.expect(later["chart"], 16, 130, 343, 200)
        Self.expect(later["clock"], 315, 28, 44, 21)
        // Only the views whose margins a constraint uses carry the setting.
        func flattened(_ nodes: [ViewNode]) -> [ViewNode] { nodes.flatMap { [$0] + flattened($0.subviews) } }
        let ignoring = flattened(imported.scene.document.views).filter { $0.properties.insetsLayoutMarginsFromSafeArea == false }
        #expect(ignoring.map(\.name) == ["banner"])
        #expect(imported.scene.document.rootProperties.insetsLayoutMarginsFromSafeArea == false)
    }

    @Test func aFreeViewsMarginsBeforeTheSafeArea() throws {
        let imported = try Self.document("Capstan.xib").scenes[0]
        // A freeform view at the screen's top-left is under the status bar…
        #expect(imported.scene.canvases[0].safeArea == EdgeInsets(top: 20))
        let frames = try Self.frames(imported)
        // …but in an Xcode 8 document its card's top margin stays 8 (Xcode 9 and later: 20).
        Self.expect(frames["card"], 0, 0, 300, 180)
        Self.expect(frames["berth4Label"], 8, 8, 58, 21)
        Self.expect(frames["pilotLabel"], 8, 37, 36, 21)  // 8 + 21 + 8
    }

    @Test func aCellContentViewsSideMarginsFollowTheXcodeAndTheCellsWidth() throws {
        let imported = try Self.document("MooringCell.xib").scenes[0]
        let frames = try Self.frames(imported)
        // Saved by Xcode 10, 375 wide: 11 above and below, 16 at the sides.
        Self.expect(frames["berth12Label"], 16, 11, 62, 20.5)
        Self.expect(frames["lowTide0412Label"], 249, 19.5, 110, 20.5)  // 375 - 16 - 110; centred on 29.75
        Self.expect(frames["rule"], 16, 47.5, 343, 1)  // 375 - 2 × 16 wide; 59.5 - 11 - 1
        let text = try String(contentsOf: Self.folder.appendingPathComponent("MooringCell.xib"), encoding: .utf8)
        func sides(_ edit: (String) -> String) throws -> (left: Double, right: Double) {
            let document = try InterfaceBuilderReader.document(data: Data(edit(text).utf8), path: "MooringCell.xib")
            let frames = try Self.frames(document.scenes[0])
            let rule = try #require(frames["rule"])
            return (rule.minX, try #require(frames["contentView"]).width - rule.maxX)
        }
        // Xcode 9 (iOS 11): 15 at the sides of a 375-pt cell.
        let xcode9 = try sides { $0.replacingOccurrences(of: #"toolsVersion="14460.31""#, with: #"toolsVersion="13771""#) }
        #expect(xcode9 == (15, 15))
        // Xcode 9.3.1 wrote tools version 14109 (plug-in 14088): still Xcode 9; Xcode 10.0 writes 14313.
        let xcode9_3 = try sides { $0.replacingOccurrences(of: #"toolsVersion="14460.31""#, with: #"toolsVersion="14109""#) }
        #expect(xcode9_3 == (15, 15))
        let xcode10 = try sides { $0.replacingOccurrences(of: #"toolsVersion="14460.31""#, with: #"toolsVersion="14313.18""#) }
        #expect(xcode10 == (16, 16))
        // Xcode 10 to 13 on a cell 414 wide, as on a root view that wide: 20.
        let wide = try sides { $0.replacingOccurrences(of: #"width="375""#, with: #"width="414""#) }
        #expect(wide == (20, 20))
        // From Xcode 14 on: 20 whatever the width.
        let xcode14 = try sides { $0.replacingOccurrences(of: #"toolsVersion="14460.31""#, with: #"toolsVersion="21701""#) }
        #expect(xcode14 == (20, 20))
    }

    @Test func conflictingRequiredConstraintsKeepTheContentViewAtTheCellsSize() throws {
        let imported = try Self.document("BadgeCell.xib").scenes[0]
        let frames = try Self.frames(imported)
        Self.expect(frames["contentView"], 0, 0, 375, 44)
        // 8 inside a 44-pt row: the badge's own 60-pt height gives way.
        Self.expect(frames["badge"], 16, 8, 60, 28)
        Self.expect(frames["harbourMasterLabel"], 88, 11.5, 118, 21)
    }

    @Test func aPanelAboveItsRowRoundsHalfPixelsAwayFromZeroAndGivesUpItsBarsHeight() throws {
        let imported = try Self.document("LedgerCell.xib").scenes[0]
        let scene = imported.scene(textSizes: .fromDocument)
        let layout = try scene.solve(canvases: [scene.canvases[0]]) { _ in FixedAdvanceTextMeasurer() }[0]
        let frames = Dictionary(uniqueKeysWithValues: layout.views.map { ($0.name, $0.frame) })
        // 110 tall, centred on 97.5 / 2 = 48.75: top -6.25 and bottom 103.75 pt, -12.5 and 207.5 px on the
        // 2x iPhone 11, rounded away from zero to -13 and 208 px.
        Self.expect(frames["panel"], 0, -6.5, 320, 110.5)
        // 10 + 80 + 10 = 100 cannot fill 110: the bar's own 80 (planned after its superview's constraints)
        // gives way, so it is 90 tall from -6.25 + 10 = 3.75 (7.5 px, to 8) to 93.75 (187.5 px, to 188).
        Self.expect(frames["bar"], 16, 10.5, 288, 90)
        let broken = layout.constraints.filter { $0.state == .broken }.map { $0.spec.identifier }
        #expect(broken == ["l07-Br-Ht"])
        let report = try StoredFrameCheck.check(imported) { _ in FixedAdvanceTextMeasurer() }
        #expect(report.compared == 3 && report.matched == 3, "\(report.differences)")
    }

    @Test func anXcode10IPhone11DocumentHasTheIOS12StatusBarAndWideMargins() throws {
        let imported = try Self.document("Tides.storyboard").scenes[0]
        let canvas = imported.scene.canvases[0]
        #expect(canvas.name == "iphone-11" && canvas.safeArea == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let frames = try Self.frames(imported)
        Self.expect(frames["highWaterLabel"], 20, 64, 374, 33.5)  // 44 + 20; 20-pt margins on a 414-pt iPhone
        Self.expect(frames["progressView"], 20, 113.5, 374, 2)
        Self.expect(frames["refreshButton"], 179, 812, 56, 30)  // 896 - 34 - 20 - 30
    }

    @Test func theIPhone11StatusBarIs44UpToXcode13And48FromXcode14() throws {
        // Tides (Xcode 10) saved again by Xcode 13.3 (tools 20037) and by Xcode 14.3 (21701).
        let xml = try String(contentsOf: Self.folder.appendingPathComponent("Tides.storyboard"), encoding: .utf8)
        func top(_ tools: String) throws -> Double {
            let edited = xml.replacingOccurrences(of: "toolsVersion=\"14490.70\"", with: "toolsVersion=\"\(tools)\"")
            let imported = try InterfaceBuilderReader.document(data: Data(edited.utf8), path: "Tides.storyboard").scenes[0]
            return imported.scene.canvases[0].safeArea.top
        }
        #expect(try top("20037") == 44)
        #expect(try top("21701") == 48)
    }

    @Test func anXcode14_2IPhoneSEDocumentHasNoStatusBar() throws {
        let imported = try Self.document("Quay.storyboard").scenes[0]
        let canvas = imported.scene.canvases[0]
        #expect(canvas.name == "iphone-se" && canvas.size == Size(width: 375, height: 667) && canvas.safeArea == EdgeInsets())
        let frames = try Self.frames(imported)
        Self.expect(frames["quayLabel"], 16, 24, 343, 33.5)  // 0 + 24; the root's 16-pt margins
        Self.expect(frames["berths"], 16, 69.5, 343, 120)  // 24 + 33.5 + 12
        Self.expect(frames["moorButton"], 166.5, 617, 42, 30)  // (375 - 42) / 2; 667 - 20 - 30
        let report = try StoredFrameCheck.check(imported) { _ in FixedAdvanceTextMeasurer() }
        #expect(report.compared == 3 && report.matched == 3, "\(report.differences)")
    }

    @Test func theStatusBarOfAnIPhoneWithoutANotchIsMissingFromXcode11To14_2() throws {
        // Quay saved again by other Xcodes, and on a notched iPhone (whose inset is the notch's, not the status bar's).
        let xml = try String(contentsOf: Self.folder.appendingPathComponent("Quay.storyboard"), encoding: .utf8)
        func top(_ tools: String, device: String = "retina4_7") throws -> Double {
            let edited = xml.replacingOccurrences(of: "toolsVersion=\"21507\"", with: "toolsVersion=\"\(tools)\"")
                .replacingOccurrences(of: "<device id=\"retina4_7\"", with: "<device id=\"\(device)\"")
            let imported = try InterfaceBuilderReader.document(data: Data(edited.utf8), path: "Quay.storyboard").scenes[0]
            return imported.scene.canvases[0].safeArea.top
        }
        #expect(try top("14490.70") == 20)  // Xcode 10.2
        #expect(try top("14810.11") == 0)  // a pre-release Xcode 11 (a xib view of the tenth sample)
        #expect(try top("15705") == 0)  // Xcode 11.3 (a xib view of the eleventh sample; fixture Dinghy)
        #expect(try top("16097.2") == 0)  // Xcode 11.5
        #expect(try top("17701") == 0)  // Xcode 12.4: between measured ends
        #expect(try top("18122", device: "retina3_5") == 0)  // Xcode 12.5
        #expect(try top("20037") == 0)  // Xcode 13.3
        #expect(try top("21225", device: "retina4_0") == 0)  // Xcode 14.1
        #expect(try top("21507", device: "retina5_5") == 0)  // Xcode 14.2
        #expect(try top("21701") == 20)  // Xcode 14.3
        #expect(try top("21507", device: "retina6_1") == 48)
    }

    @Test func aXibsFreeViewsHaveTheScreensSafeAreaAtItsTopLeft() throws {
        // Porthole: Xcode 14.2 on the iPhone X (47 above, from Xcode 14); both views end above the home indicator.
        let document = try Self.document("Porthole.xib")
        #expect(document.scenes.map(\.scene.name) == ["PortholeCard", "DeckHeader"])
        let card = document.scenes[0]
        #expect(card.scene.canvases[0].size == Size(width: 240, height: 400))
        #expect(card.scene.canvases[0].safeArea == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        let frames = try Self.frames(card)
        Self.expect(frames["title"], 16, 59, 208, 26.333)  // 47 + 12; 240 - 16 - 16
        Self.expect(frames["glass"], 16, 97.333, 208, 200)  // 59 + 26.333 + 12
        Self.expect(frames["close"], 100.667, 354, 38.667, 30)  // (240 - 38.667) / 2; 400 - 16 - 30
        let header = document.scenes[1]
        #expect(header.scene.canvases[0].safeArea == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        Self.expect(try Self.frames(header)["deck"], 16, 55, 86.333, 20.333)  // 47 + 8
        for imported in document.scenes {
            let report = try StoredFrameCheck.check(imported) { _ in FixedAdvanceTextMeasurer() }
            #expect(report.compared == report.matched, "\(report.differences)")
        }
    }

    /// A xib holding one free view `width` × `height` for `device`, saved by `tools`: a 40-pt header 10 below
    /// its safe area's top, a 50-pt footer 10 above its safe area's bottom, both across its safe area.
    static func longFormXib(device: String, tools: String, width: Int, height: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LongFormViewController"/>
                <view contentMode="scaleToFill" id="Lf-Rt-001" userLabel="Long Form">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Lf-Hd-001" userLabel="Header">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="40"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="lf1-Hd-Ht"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Lf-Ft-001" userLabel="Footer">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="50"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="50" id="lf2-Ft-Ht"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Lf-Sa-001"/>
                    <constraints>
                        <constraint firstItem="Lf-Hd-001" firstAttribute="top" secondItem="Lf-Sa-001" secondAttribute="top" constant="10" id="lf3-Hd-Tp"/>
                        <constraint firstItem="Lf-Hd-001" firstAttribute="leading" secondItem="Lf-Sa-001" secondAttribute="leading" id="lf4-Hd-Ld"/>
                        <constraint firstItem="Lf-Sa-001" firstAttribute="trailing" secondItem="Lf-Hd-001" secondAttribute="trailing" id="lf5-Hd-Tr"/>
                        <constraint firstItem="Lf-Sa-001" firstAttribute="bottom" secondItem="Lf-Ft-001" secondAttribute="bottom" constant="10" id="lf6-Ft-Bt"/>
                        <constraint firstItem="Lf-Ft-001" firstAttribute="leading" secondItem="Lf-Sa-001" secondAttribute="leading" id="lf7-Ft-Ld"/>
                        <constraint firstItem="Lf-Sa-001" firstAttribute="trailing" secondItem="Lf-Ft-001" secondAttribute="trailing" id="lf8-Ft-Tr"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    @Test func aXibsFreeViewLargerThanTheScreenIsAScreenOfItsOwnSize() throws {
        // Xcode 9-era tools on the iPhone SE (667 high): a 375 × 800 view has the 20-pt status bar at its top and
        // no bottom inset (no home indicator), as a storyboard's freeform root larger than the screen.
        func scene(_ device: String, _ tools: String, _ width: Int, _ height: Int) throws -> ImportedScene {
            let xml = Self.longFormXib(device: device, tools: tools, width: width, height: height)
            return try InterfaceBuilderReader.document(data: Data(xml.utf8), path: "LongForm.xib").scenes[0]
        }
        let phone = try scene("retina4_7", "14109", 375, 800)
        #expect(phone.scene.canvases[0].size == Size(width: 375, height: 800))
        #expect(phone.scene.canvases[0].safeArea == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        var frames = try Self.frames(phone)
        Self.expect(frames["header"], 0, 30, 375, 40)  // 20 + 10
        Self.expect(frames["footer"], 0, 740, 375, 50)  // 800 - 10 - 50
        // Xcode 14.2 on the iPhone 11 (896 high, 48 above, 34 below): a 414 × 1000 view has both at its own edges.
        let notched = try scene("retina6_1", "21507", 414, 1000)
        #expect(notched.scene.canvases[0].safeArea == EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
        frames = try Self.frames(notched)
        Self.expect(frames["header"], 0, 58, 414, 40)  // 48 + 10
        Self.expect(frames["footer"], 0, 906, 414, 50)  // 1000 - 34 - 10 - 50
        // Wider than the screen (a 500-pt card on the 375-pt iPhone SE, 300 high): the screen grows to 500 × 667;
        // the status bar at its top, the view ends above the screen's bottom.
        let wide = try scene("retina4_7", "14109", 500, 300)
        #expect(wide.scene.canvases[0].safeArea == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        // A screen-sized view keeps the screen's own safe area, and one smaller than the screen its top-left part.
        #expect(try scene("retina6_1", "21507", 414, 896).scene.canvases[0].safeArea == EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
        #expect(try scene("retina6_1", "21507", 300, 200).scene.canvases[0].safeArea == EdgeInsets(top: 48, left: 0, bottom: 0, right: 0))
    }

    @Test func aNavigationControllerThatIsATabPutsItsStackOverTheTabBar() throws {
        // Harbour's navigation controller made a tab of a tab bar controller: its root, and the
        // controller shown from it, are over the 49-pt tab bar as well as the home indicator's 34.
        let xml = try String(contentsOf: Self.folder.appendingPathComponent("Harbour.storyboard"), encoding: .utf8)
        let tabs = """
                <scene sceneID="Hbr-Sc-009">
                    <objects>
                        <tabBarController id="Hbr-Tb-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="Hbr-Nc-001" kind="relationship" relationship="viewControllers" id="Hbr-Sg-009"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
            </scenes>
            """
        let edited = xml.replacingOccurrences(of: "    </scenes>", with: tabs)
        let document = try InterfaceBuilderReader.document(data: Data(edited.utf8), path: "Harbour.storyboard")
        #expect(document.scenes[0].scene.canvases[0].safeArea == EdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
        #expect(document.scenes[1].scene.canvases[0].safeArea.bottom == 83)
        let plain = try Self.document("Harbour.storyboard")
        #expect(plain.scenes[0].scene.canvases[0].safeArea.bottom == 34)
    }

    @Test func aTabBarControllerInANavigationControllerPutsItsTabsUnderTheBar() throws {
        let document = try Self.document("Boatyard.storyboard")
        #expect(document.scenes.map(\.scene.name) == ["Slips", "Crane"])
        // iPhone SE, Xcode 9: the status bar's 20 and the navigation bar stored at y 20, 44 high, above
        // both tabs; the 49-pt tab bar below them (667 - 49).
        for imported in document.scenes {
            #expect(imported.scene.canvases[0].safeArea == EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        }
        let slips = try Self.frames(document.scenes[0])
        Self.expect(slips["searchBar"], 0, 64, 375, 56)  // on the safe area's top, 56 high
        Self.expect(slips["tableView"], 0, 120, 375, 498)  // 64 + 56 down to 618
        let crane = try Self.frames(document.scenes[1])
        Self.expect(crane["craneBookingsLabel"], 16, 80, 121, 20.5)  // 64 + 16; the root's 16-pt margin
        Self.expect(crane["bookButton"], 325, 572, 34, 30)  // 375 - 16 - 34; 618 - 16 - 30
        // A tab that is a navigation controller of its own keeps its own bar only: the tab bar
        // controller's bar is not added to it.
        let xml = try String(contentsOf: Self.folder.appendingPathComponent("Boatyard.storyboard"), encoding: .utf8)
        let ownStack = xml
            .replacingOccurrences(of: "destination=\"Byd-Vc-002\" kind=\"relationship\" relationship=\"viewControllers\"",
                                  with: "destination=\"Byd-Nc-002\" kind=\"relationship\" relationship=\"viewControllers\"")
            .replacingOccurrences(of: "    </scenes>", with: """
                    <scene sceneID="Byd-Sc-005">
                        <objects>
                            <navigationController id="Byd-Nc-002" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="Byd-Nb-002">
                                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="Byd-Vc-002" kind="relationship" relationship="rootViewController" id="Byd-Sg-004"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                </scenes>
            """)
        let nested = try InterfaceBuilderReader.document(data: Data(ownStack.utf8), path: "Boatyard.storyboard")
        #expect(nested.scenes[1].scene.name == "Crane")
        #expect(nested.scenes[1].scene.canvases[0].safeArea == EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
    }

    @Test func aMisplacedNavigationBarsStoredFrameIsNotRead() throws {
        let document = try Self.document("Breakwater.storyboard")
        #expect(document.scenes.map(\.scene.name) == ["Tides", "Moorings"])
        // iPhone SE (2nd generation), Xcode 8.3: the bar is stored misplaced at y 0, so the status bar's
        // 20 and the bar's 44 place the top layout guide's bottom, for the root and the pushed controller.
        let tides = try Self.frames(document.scenes[0])
        Self.expect(tides["highWaterAt1420Label"], 16, 76, 154, 21)  // 64 + 12
        Self.expect(tides["mooringsButton"], 16, 105, 343, 30)  // 76 + 21 + 8
        Self.expect(try Self.frames(document.scenes[1])["chart"], 0, 64, 375, 200)
        // The same bar not marked misplaced is read where it is stored: its bottom, 44, is the top.
        let xml = try String(contentsOf: Self.folder.appendingPathComponent("Breakwater.storyboard"), encoding: .utf8)
        let placed = try InterfaceBuilderReader.document(data: Data(xml.replacingOccurrences(of: " misplaced=\"YES\"", with: "").utf8),
                                                         path: "Breakwater.storyboard")
        Self.expect(try Self.frames(placed.scenes[1])["chart"], 0, 44, 375, 200)
    }

    @Test func xcode13sIPadMiniIDIsTheSixthGenerationMini() throws {
        // Xcode 13.0 wrote `ipad7_9` for the iPad mini (6th generation), 744 × 1133.
        #expect(InterfaceBuilderDevice.preset(forID: "ipad7_9")?.size(for: .landscape) == Size(width: 1133, height: 744))
        #expect(InterfaceBuilderDevice.preset(forID: "ipad7_9") == InterfaceBuilderDevice.preset(forID: "ipad8_3"))
    }

    @Test func aNavigationControllersStoredBarSetsItsRootsSafeAreaTop() throws {
        let imported = try Self.document("Harbour.storyboard").scenes[0]
        // The bar is stored at y 44, 44 high, on the iPhone 12 (status bar 47): the safe area starts at 88.
        #expect(imported.scene.canvases[0].safeArea == EdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        let frames = try Self.frames(imported)
        Self.expect(frames["berthsFreeTodayLabel"], 16, 104, 358, 20.333)  // 88 + 16; 16-pt margins at 390 wide
        Self.expect(frames["mooringsButton"], 16, 140.333, 60, 30)
        // Shown from it by a segue: under the same bar.
        let moorings = try Self.document("Harbour.storyboard").scenes[1]
        #expect(moorings.scene.name == "Moorings" && moorings.scene.canvases[0].safeArea.top == 88)
        Self.expect(try Self.frames(moorings)["chart"], 0, 88, 390, 240)
    }

    @Test func aLargeTitleBarAndItsDisplayModes() throws {
        let document = try Self.document("Regatta.storyboard")
        #expect(document.scenes.map(\.scene.name) == ["Regatta", "Results", "Crews"])
        // The bar that prefers large titles is stored at y 44, 96 high: the root's safe area starts at 140.
        let regatta = document.scenes[0]
        #expect(regatta.scene.canvases[0].safeArea == EdgeInsets(top: 140, left: 0, bottom: 34, right: 0))
        let frames = try Self.frames(regatta)
        Self.expect(frames["racesTodayLabel"], 16, 156, 358, 20.333)  // 140 + 16
        Self.expect(frames["resultsButton"], 16, 192.333, 54, 30)  // 156 + 20.333 + 16
        // Pushed with `largeTitleDisplayMode="never"`: under the 44-pt bar only, 44 + 44.
        let results = document.scenes[1]
        #expect(results.scene.canvases[0].safeArea.top == 88)
        Self.expect(try Self.frames(results)["board"], 0, 88, 390, 200)
        // Pushed with the default (`automatic`): the large title of the root it comes from.
        let crews = document.scenes[2]
        #expect(crews.scene.canvases[0].safeArea.top == 140)
        Self.expect(try Self.frames(crews)["roster"], 16, 148, 358, 120)
        // Without a stored bar: the iPhone 12's status bar (47) + 44 + the large title's 52, or 47 + 44.
        let xml = try String(contentsOf: Self.folder.appendingPathComponent("Regatta.storyboard"), encoding: .utf8)
        let unstored = xml.replacingOccurrences(of: "<rect key=\"frame\" x=\"0.0\" y=\"44\" width=\"390\" height=\"96\"/>", with: "")
        let withoutBar = try InterfaceBuilderReader.document(data: Data(unstored.utf8), path: "Regatta.storyboard")
        #expect(withoutBar.scenes.map { $0.scene.canvases[0].safeArea.top } == [143, 91, 143])
        // A bar that does not prefer large titles: 88 everywhere, whatever the items say.
        let small = xml.replacingOccurrences(of: " largeTitles=\"YES\"", with: "")
            .replacingOccurrences(of: "height=\"96\"/>", with: "height=\"44\"/>")
        let smallTitles = try InterfaceBuilderReader.document(data: Data(small.utf8), path: "Regatta.storyboard")
        #expect(smallTitles.scenes.map { $0.scene.canvases[0].safeArea.top } == [88, 88, 88])
        // `always` on a controller pushed from one that shows none brings the large title back.
        let always = xml.replacingOccurrences(of: "title=\"Regatta\" id=\"Rgt-Ni-001\"", with: "title=\"Regatta\" largeTitleDisplayMode=\"never\" id=\"Rgt-Ni-001\"")
            .replacingOccurrences(of: "title=\"Crews\" id=\"Rgt-Ni-003\"", with: "title=\"Crews\" largeTitleDisplayMode=\"always\" id=\"Rgt-Ni-003\"")
        let modes = try InterfaceBuilderReader.document(data: Data(always.utf8), path: "Regatta.storyboard")
        #expect(modes.scenes.map { $0.scene.canvases[0].safeArea.top } == [88, 88, 140])
    }

    @Test func iPadBarsAre50PointsTallFromXcode10() throws {
        let document = try Self.document("Marina.storyboard")
        #expect(document.scenes.map(\.scene.name) == ["Berths", "Moorings", "Chandlery"])
        let canvases = document.scenes.map { $0.scene.canvases[0] }
        // A 20-pt status bar; the stored 50-pt navigation bar ends at 70; a 50-pt tab bar below.
        #expect(canvases[0].name == "ipad-10.2" && canvases[0].safeArea == EdgeInsets(top: 70, left: 0, bottom: 50, right: 0))
        Self.expect(try Self.frames(document.scenes[0])["quay"], 20, 90, 770, 920)  // 1080 - 50 - 20 - 90
        // A tab's controller without a navigation bar: the status bar above, the tab bar's 50 below.
        let moorings = try Self.frames(document.scenes[1])
        Self.expect(moorings["banner"], 0, 28, 810, 60)
        Self.expect(moorings["ledger"], 0, 930, 810, 100)  // 1080 - 50 - 100
        // Simulated (named) navigation bar and toolbar: 20 + 50 above, 50 below.
        #expect(canvases[2].safeArea == EdgeInsets(top: 70, left: 0, bottom: 50, right: 0))
        Self.expect(try Self.frames(document.scenes[2])["shelves"], 0, 70, 810, 960)
        // Saved by Xcode 9 (iOS 11's UIKit): 44-pt navigation bars and toolbars, 49-pt tab bars.
        let xml = try String(contentsOf: Self.folder.appendingPathComponent("Marina.storyboard"), encoding: .utf8)
        let xcode9 = try InterfaceBuilderReader.document(data: Data(xml.replacingOccurrences(of: "toolsVersion=\"19529\"",
                                                                                           with: "toolsVersion=\"13771\"").utf8),
                                                         path: "Marina.storyboard")
        #expect(xcode9.scenes.map { $0.scene.canvases[0].safeArea.bottom } == [49, 49, 44])
        #expect(xcode9.scenes[2].scene.canvases[0].safeArea.top == 64)
        // Held in landscape (1080 × 810), still regular both ways: the same 50-pt bars.
        let turned = xml.replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"landscape\"")
            .replacingOccurrences(of: "width=\"810\" height=\"1080\"", with: "width=\"1080\" height=\"810\"")
        let landscape = try InterfaceBuilderReader.document(data: Data(turned.utf8), path: "Marina.storyboard")
        #expect(landscape.scenes[2].scene.canvases[0].size == Size(width: 1080, height: 810))
        #expect(landscape.scenes[2].scene.canvases[0].safeArea == EdgeInsets(top: 70, left: 0, bottom: 50, right: 0))
    }

    @Test func compactHeightIPhoneBarsAre32PointsTall() throws {
        let document = try Self.document("Jetty.storyboard")
        #expect(document.scenes.map(\.scene.name) == ["Deck", "Hold", "Galley"])
        let canvases = document.scenes.map { $0.scene.canvases[0] }
        // No status bar in landscape: the stored 32-pt bar at y 0 is the safe area's top.
        #expect(canvases[0].name == "iphone-se-landscape" && canvases[0].safeArea == EdgeInsets(top: 32, left: 0, bottom: 0, right: 0))
        let deck = try Self.frames(document.scenes[0])
        Self.expect(deck["gangway"], 0, 40, 667, 40)
        Self.expect(deck["holdButton"], 16, 88, 34, 30)
        // Pushed, under the same bar, over a simulated 32-pt toolbar: 375 - 32 - 8 - 40.
        #expect(canvases[1].safeArea == EdgeInsets(top: 32, left: 0, bottom: 32, right: 0))
        Self.expect(try Self.frames(document.scenes[1])["hatch"], 0, 40, 667, 295)
        // Simulated (named) navigation bar and tab bar, 32 each.
        #expect(canvases[2].safeArea == EdgeInsets(top: 32, left: 0, bottom: 32, right: 0))
        Self.expect(try Self.frames(document.scenes[2])["larder"], 0, 32, 667, 311)
        let xml = try String(contentsOf: Self.folder.appendingPathComponent("Jetty.storyboard"), encoding: .utf8)
        func galley(_ edit: (String) -> String) throws -> EdgeInsets {
            try InterfaceBuilderReader.document(data: Data(edit(xml).utf8), path: "Jetty.storyboard")
                .scenes[2].scene.canvases[0].safeArea
        }
        // Before iOS 11 (Xcode 8) a tab bar stayed 49 in landscape; the navigation bar was 32 already.
        #expect(try galley { $0.replacingOccurrences(of: "toolsVersion=\"19529\"", with: "toolsVersion=\"12121\"") }
                == EdgeInsets(top: 32, left: 0, bottom: 49, right: 0))
        // The iPhone 8 Plus is regular-width in landscape: its bars keep their portrait heights.
        #expect(try galley { $0.replacingOccurrences(of: "id=\"retina4_7\"", with: "id=\"retina5_5\"")
                    .replacingOccurrences(of: "width=\"667\" height=\"375\"", with: "width=\"736\" height=\"414\"") }
                == EdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
    }

    @Test func onAnotherDeviceAControllerKeepsItsBars() throws {
        let marina = try Self.document("Marina.storyboard")
        #expect(marina.scenes.map(\.scene.bars) == [SystemBars(navigationBar: true, bottomBar: .tabBar),
                                                      SystemBars(bottomBar: .tabBar),
                                                      SystemBars(navigationBar: true, bottomBar: .toolbar)])
        // `--device iphone-se`: the iPhone's 20-pt status bar + 44 above, 49 below; 667 - 64 - 49 - 40.
        let phone = try #require(DevicePreset.canvas(named: "iphone-se"))
        let berths = marina.scenes[0].scene(textSizes: .fromDocument).onCanvases([phone])
        #expect(berths.canvases[0].safeArea == EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        let layout = try berths.solve(canvases: berths.canvases) { _ in FixedAdvanceTextMeasurer() }[0]
        Self.expect(layout.views.first { $0.name == "quay" }?.frame, 20, 84, 335, 514)
        // The landscape iPhone's document on an iPad: 24 + 50 above, 20 + 50 below.
        let galley = try Self.document("Jetty.storyboard").scenes[2].scene
        let pad = try #require(DevicePreset.canvas(named: "ipad-pro-11"))
        #expect(galley.onCanvases([pad]).canvases[0].safeArea == EdgeInsets(top: 74, left: 0, bottom: 70, right: 0))
        // A xib's view and a cell have no bars.
        #expect(try Self.document("ArticleCell.xib").scenes.allSatisfy { $0.scene.bars == nil })
    }

    @Test func anSFSymbolImageViewIsTheSizeXcodeStored() throws {
        let document = try Self.document("Compass.storyboard")
        let imported = document.scenes[0]
        // The stored 24 × 23, not the 128 × 121 <resources> gives the symbol, whatever the text
        // sizes: centred ((393 - 24) / 2 = 184.5, on the 3x grid 184.667), 40 below the safe area's 59.
        #expect(imported.scene.document.views.first { $0.name == "needle" }?.properties.imageSize == Size(width: 24, height: 23))
        let frames = try Self.frames(imported)
        Self.expect(frames["needle"], 184.667, 99, 24, 23)
        Self.expect(frames["northLabel"], 174.333, 130, 44.333, 20.333)  // 99 + 23 + 8
        let scene = imported.scene(textSizes: .measured)
        let layout = try scene.solve(canvases: [scene.canvases[0]]) { _ in FixedAdvanceTextMeasurer() }[0]
        Self.expect(layout.views.first { $0.name == "needle" }?.frame, 184.667, 99, 24, 23)
        // Marked misplaced, the stored frame says nothing: the resource's size.
        let xml = try String(contentsOf: Self.folder.appendingPathComponent("Compass.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: "catalog=\"system\" translatesAutoresizingMaskIntoConstraints", with: "catalog=\"system\" misplaced=\"YES\" translatesAutoresizingMaskIntoConstraints")
        let misplaced = try InterfaceBuilderReader.document(data: Data(xml.utf8), path: "Compass.storyboard").scenes[0]
        #expect(misplaced.scene.document.views.first { $0.name == "needle" }?.properties.imageSize == Size(width: 128, height: 121))
    }

    @Test func baselinesFollowSanFranciscoWithSizesFromTheDocument() throws {
        let imported = try Self.document("Tally.storyboard").scenes[0]
        let scene = imported.scene(textSizes: .fromDocument)
        let sum = try #require(scene.document.views.first { $0.name == "display" }?.subviews.first { $0.name == "sum" })
        // 45 pt of San Francisco: an ascender of 45 × 1950/2048, a line of 45 × 2444/2048.
        let metrics = try #require(sum.properties.baselineMetrics)
        #expect(abs(metrics.firstBaseline - 42.8467) < 0.001 && metrics.lastBaseline == metrics.firstBaseline)
        #expect(abs(metrics.height - 53.7012) < 0.001)
        // Measured with a font whose 45-pt line is 52.4 (the pinned font's), as `check-frames` does.
        let pinnedLike = FixedAdvanceTextMeasurer(advance: 0.5, lineHeight: 52.4 / 45, ascent: 41.0 / 45)
        func frames(_ scene: Scene) throws -> [String: Rect] {
            let layout = try scene.solve(canvases: [scene.canvases[0]]) { _ in pinnedLike }[0]
            return Dictionary(uniqueKeysWithValues: layout.views.map { ($0.name, $0.frame) })
        }
        let solved = try frames(scene)
        // The result's top 54 − 53.701 = 0.299 below the sum's bottom; each (209 − 70 − 0.299) / 2 =
        // 69.351 high: on the 3x grid the sum ends at 139.333 and the result starts at 139.667.
        Self.expect(solved["sum"], 0, 70, 373, 69.333)
        Self.expect(solved["result"], 0, 139.667, 373, 69.333)
        // With the measured font's metrics the gap is 54 − 52.4 = 1.6: the result starts at 140.333.
        var measuredBaselines = scene
        measuredBaselines.document.views = measuredBaselines.document.views.map { display in
            var display = display
            display.subviews = display.subviews.map { var label = $0; label.properties.baselineMetrics = nil; return label }
            return display
        }
        Self.expect(try frames(measuredBaselines)["result"], 0, 140.333, 373, 68.667)
    }

    @Test func onlyTextSetInSanFranciscoTakesItsBaselines() throws {
        let xml = try String(contentsOf: Self.folder.appendingPathComponent("Tally.storyboard"), encoding: .utf8)
        func sumMetrics(_ xml: String) throws -> BaselineMetrics? {
            let imported = try InterfaceBuilderReader.document(data: Data(xml.utf8), path: "Tally.storyboard").scenes[0]
            let views = imported.scene(textSizes: .fromDocument).document.views
            return views.first?.subviews.first { $0.name == "sum" }?.properties.baselineMetrics
        }
        #expect(try sumMetrics(xml) != nil)
        // A font named in the document is not San Francisco.
        let named = xml.replacingOccurrences(of: #"<fontDescription key="fontDescription" type="system" pointSize="45"/>"#,
                                             with: #"<fontDescription key="fontDescription" name="Menlo-Regular" family="Menlo" pointSize="45"/>"#)
        #expect(try sumMetrics(named) == nil)
        // Xcode 6's system font was Helvetica Neue.
        #expect(try sumMetrics(xml.replacingOccurrences(of: #"toolsVersion="22155""#, with: #"toolsVersion="6751""#)) == nil)
        // Measured sizes keep measured baselines.
        let imported = try Self.document("Tally.storyboard").scenes[0]
        #expect(imported.scene(textSizes: .measured).document.views[0].subviews.allSatisfy { $0.properties.baselineMetrics == nil })
    }

    @Test func theAnyCanvasHasAStatusBarAndASwitchKeepsItsSize() throws {
        let imported = try Self.document("Checklist.storyboard").scenes[0]
        let canvas = imported.scene.canvases[0]
        #expect(canvas.name == "any-any" && canvas.safeArea == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        let frames = try Self.frames(imported)
        // 64 + 15; 600 - 20 - 49 = 531, and 51 wide from there, not 49.
        Self.expect(frames["switch"], 531, 79, 51, 31)
        Self.expect(frames["checkTheBilgePumpLabel"], 20, 84, 501, 21)  // up to 10 before the switch; centred on it
    }

    @Test func controlsOutsetFromTheirConstraintsAndPreservedMargins() throws {
        let document = try Self.document("Mixer.storyboard")
        #expect(!document.warnings.contains { $0.message.contains("preservesSuperviewLayoutMargins") })
        let imported = document.scenes[0]
        let frames = try Self.frames(imported)
        // The constraints hold the alignment rectangles, 20 from the safe area's sides (393 wide), 59 + 20
        // down; UIKit's frames reach past them: the slider's 2 at each side (18, 357 wide) and 1 below
        // its 30-pt rectangle (31 tall) ...
        Self.expect(frames["volume"], 18, 79, 357, 31)
        // ... and the segmented control's 1 below: 12 below the slider's rectangle (79 + 30), 31 tall
        // inside (Xcode 11 on), 32 outside.
        Self.expect(frames["source"], 20, 121, 353, 32)
        // The first card spans the root (20 below the segmented control's rectangle, at 152): its margins are the root's 16.
        Self.expect(frames["wideCard"], 0, 172, 393, 60)
        Self.expect(frames["bassLabel"], 16, 20, 361, 20)
        // The second starts 10 in: 16 - 10 = 6 of the root's margin reaches in, less than its own 8;
        // at its trailing edge, flush with the root's, all 16 do: 383 - 8 - 16 = 359.
        Self.expect(frames["insetCard"], 10, 240, 383, 60)
        Self.expect(frames["trebleLabel"], 8, 20, 359, 20)
        // Placed without constraints: the stored frame, its alignment rectangle 2 in at each side.
        Self.expect(frames["balance"], 18, 320, 200, 31)
        let report = try StoredFrameCheck.check(imported) { _ in FixedAdvanceTextMeasurer() }
        #expect(report.compared == 7 && report.matched == 7, "\(report.differences)")
    }

    @Test func aSegmentedControlBeforeXcode11Is28Tall() throws {
        let xml = try String(contentsOf: Self.folder.appendingPathComponent("Mixer.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: "toolsVersion=\"22155\"", with: "toolsVersion=\"14490.70\"")
        let imported = try InterfaceBuilderReader.document(data: Data(xml.utf8), path: "Mixer.storyboard").scenes[0]
        let layout = try imported.scene.solve(canvases: [imported.scene.canvases[0]]) { _ in FixedAdvanceTextMeasurer() }[0]
        // Measured, not from the document: UIKit's 28 before iOS 13, its frame 29 tall.
        let source = layout.views.first { $0.name == "source" }
        #expect(source?.alignmentRect.height == 28 && source?.frame.height == 29)
    }

    @Test func aDeviceFreeRootSizedAsAnIPhoneHasTheIPhonesTraits() throws {
        let imported = try Self.document("Dock.storyboard").scenes[0]
        let canvas = imported.scene.canvases[0]
        #expect(canvas.size == Size(width: 320, height: 568))
        #expect(canvas.traits == Traits(horizontal: .compact, vertical: .regular))
        // The 20-pt status bar and a 44-pt navigation bar above; no home indicator below on a 4-inch iPhone.
        #expect(canvas.safeArea == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        let frames = try Self.frames(imported)
        // Compact width: the root's side margins are 16 (the "Any" square's regular width gives 20).
        Self.expect(frames["berth4IsFreeLabel"], 16, 84, 288, 21)
        Self.expect(frames["moorButton"], 16, 518, 288, 30)  // 568 - 20 - 30
    }

    @Test func viewsInstalledInSomeSizeClassesOnly() throws {
        let document = try Self.document("Shelf.storyboard")
        #expect(!document.warnings.contains { $0.message.contains("size classes") })
        let imported = document.scenes[0]
        let layout = try imported.scene(textSizes: .fromDocument)
            .solve(canvases: [imported.scene.canvases[0]]) { _ in FixedAdvanceTextMeasurer() }[0]
        // The iPhone 15 (compact width): the tide-table label is left out, the badge installed.
        #expect(layout.view(named: "tideTablesForEveryBerthLabel")?.properties.hidden == true)
        #expect(layout.view(named: "compactBadge")?.properties.hidden != true)
        Self.expect(layout.view(named: "harbourChartsLabel")?.frame, 16, 79, 361, 21)  // 59 + 20, between the margins
        Self.expect(layout.view(named: "compactBadge")?.frame, 16, 108, 60, 24)       // 8 below the caption
        Self.expect(layout.view(named: "footer")?.frame, 16, 160, 361, 44)            // 60 below it
        // Not laid out by Xcode on this canvas, so not compared; the other three are.
        let report = try StoredFrameCheck.check(imported) { _ in FixedAdvanceTextMeasurer() }
        #expect(report.compared == 3 && report.matched == 3 && report.skipped == 1, "\(report.differences)")
        #expect(imported.views.first { $0.name == "tideTablesForEveryBerthLabel" }?.isInstalled == false)

        // Regular width (iPad Pro 11", safe area from 24, root margins 20): the label is installed 8
        // below the caption with its constraints, the badge and its constraints are not.
        let iPad = try #require(DevicePreset.named("ipad-pro-11")).canvas()
        let regular = try imported.scene(textSizes: .fromDocument)
            .solve(canvases: [iPad]) { _ in FixedAdvanceTextMeasurer() }[0]
        #expect(regular.view(named: "compactBadge")?.properties.hidden == true)
        #expect(regular.view(named: "tideTablesForEveryBerthLabel")?.properties.hidden == false)
        Self.expect(regular.view(named: "harbourChartsLabel")?.frame, 20, 44, 794, 21)
        Self.expect(regular.view(named: "tideTablesForEveryBerthLabel")?.frame, 20, 73, 794, 21)
        // The badge's own constraints are gone with it; it is held at its stored frame instead.
        let badgeConstraints = regular.constraints.filter { $0.firstName == "compactBadge" || $0.secondName == "compactBadge" }
        #expect(badgeConstraints.compactMap(\.spec.identifier) == [
            "Shf-Bd-001 kept at its stored leading", "Shf-Bd-001 kept at its stored top",
            "Shf-Bd-001 kept at its stored width", "Shf-Bd-001 kept at its stored height",
        ])
        #expect(regular.diagnostics.isEmpty, "\(regular.diagnostics)")
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
    }

    @Test func aStacksAxisAlignmentAndDistributionVaryPerSizeClass() throws {
        let imported = try Self.document("Slipway.storyboard").scenes[0]
        // The document's iPad (wR hR): a row, centred across, spread with equal spacing over its 400 pt.
        let pad = try Self.frames(imported)
        Self.expect(pad["boats"], 40, 100, 400, 80)
        Self.expect(pad["dinghy"], 0, 0, 200, 80)
        Self.expect(pad["canoe"], 280, 20, 120, 40)  // 400 - 120; (80 - 40) / 2
        // iPhone SE (wC hR): the stack's own column, aligned leading, 8 apart; the gap guide the
        // iPad's equal spacing needs is collapsed here.
        let canvas = try #require(DevicePreset.named("iphone-se")).canvas(orientation: .portrait)
        let scene = imported.scene(textSizes: .fromDocument)
        let layout = try scene.solve(canvases: [canvas]) { _ in FixedAdvanceTextMeasurer() }[0]
        let phone = Dictionary(uniqueKeysWithValues: layout.views.map { ($0.name, $0.frame) })
        Self.expect(phone["boats"], 40, 100, 400, 128)  // 80 + 8 + 40
        Self.expect(phone["dinghy"], 0, 0, 200, 80)
        Self.expect(phone["canoe"], 0, 88, 120, 40)
        // Collapsed at the stack's top-leading corner (absolute), not left where nothing puts it.
        #expect(layout.guides["boats#gap0"] == Rect(x: 40, y: 100, width: 0, height: 0))
    }

    @Test func aStackWithMarginsArrangesInsideThemAndPreservesTheRootsMargins() throws {
        let imported = try Self.document("Pier.storyboard").scenes[0]
        let frames = try Self.frames(imported)
        Self.expect(frames["moorings"], 0, 20, 375, 100)  // under the 20-pt status bar, edge to edge
        // Margins 16 at the sides (the root's, preserved), 8 above and below (its own):
        // (375 - 16 - 16 - 8) / 2 = 167.5 wide, 100 - 16 = 84 high.
        Self.expect(frames["northBerth"], 16, 8, 167.5, 84)
        Self.expect(frames["southBerth"], 191.5, 8, 167.5, 84)
        let report = try StoredFrameCheck.check(imported) { _ in FixedAdvanceTextMeasurer() }
        #expect(report.compared == 3 && report.matched == 3, "\(report.differences)")
    }

    @Test func aDeviceFreeRootStoredBelowAnOpaqueBarHasTheBarsOutsideIt() throws {
        let imported = try Self.document("Pontoon.storyboard").scenes[0]
        // Xcode 7's "Any" square: the root stored at y 64 under the opaque bar, 536 tall; the top
        // layout guide's bottom (20 + 44 on the screen) is the root's top.
        let canvas = imported.scene.canvases[0]
        #expect(canvas.size == Size(width: 600, height: 536) && canvas.safeArea == .zero)
        let frames = try Self.frames(imported)
        Self.expect(frames["deck"], 10, 8, 580, 200)  // 0 + 8; 600 - 2 × 10 wide
        Self.expect(frames["cleats"], 10, 428, 580, 100)  // 536 - 8 - 100
        // A translucent bar (the root stored at y 0, 600 tall) leaves the guide at 64.
        let xml = try String(contentsOf: Self.folder.appendingPathComponent("Pontoon.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: "y=\"64\" width=\"600\" height=\"536\"", with: "y=\"0.0\" width=\"600\" height=\"600\"")
        let translucent = try InterfaceBuilderReader.document(data: Data(xml.utf8), path: "Pontoon.storyboard").scenes[0]
        #expect(translucent.scene.canvases[0].safeArea == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        Self.expect(try Self.frames(translucent)["deck"], 10, 72, 580, 200)
    }

    @Test func aRootBelowAnOpaqueNavigationBarOnADeviceStartsAtTheBarsBottom() throws {
        let document = try Self.document("Bulkhead.storyboard")
        #expect(document.scenes.map(\.scene.name) == ["Cargo", "Manifest", "Hull"])
        // iPhone 7, Xcode 9.3: the roots are stored 603 tall at the origin; below the status bar and the
        // opaque bar (0 to 64 on the screen), so nothing of them is under a bar at the top.
        let canvases = document.scenes.map { $0.scene.canvases[0] }
        #expect(canvases[0].size == Size(width: 375, height: 603) && canvases[0].safeArea == .zero)
        let cargo = try Self.frames(document.scenes[0])
        Self.expect(cargo["holds"], 16, 12, 200, 40)  // 0 + 12
        Self.expect(cargo["gangplank"], 16, 557, 343, 30)  // 603 - 16 - 30; 375 - 2 × 16 wide
        // Pushed, with a translucent toolbar of its own: the root reaches the screen's bottom (64 + 603),
        // the toolbar's 44 over it.
        #expect(canvases[1].safeArea == EdgeInsets(top: 0, left: 0, bottom: 44, right: 0))
        Self.expect(try Self.frames(document.scenes[1])["ledger"], 0, 8, 375, 543)  // 603 - 44 - 8 - 8 high
        // extendedLayoutIncludesOpaqueBars: the root is the whole screen, the bars inside it.
        #expect(canvases[2].safeArea == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        Self.expect(try Self.frames(document.scenes[2])["keel"], 0, 64, 375, 100)
        for scene in document.scenes {
            let report = try StoredFrameCheck.check(scene) { _ in FixedAdvanceTextMeasurer() }
            #expect(report.compared == report.matched, "\(scene.scene.name): \(report.differences)")
        }
        // The same bar translucent: the root is read at the screen's top, the bars over its top 64.
        let xml = try String(contentsOf: Self.folder.appendingPathComponent("Bulkhead.storyboard"), encoding: .utf8)
        let translucent = try InterfaceBuilderReader.document(
            data: Data(xml.replacingOccurrences(of: " translucent=\"NO\"", with: "").utf8), path: "Bulkhead.storyboard")
        #expect(translucent.scenes[0].scene.canvases[0].safeArea == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        Self.expect(try Self.frames(translucent.scenes[0])["holds"], 16, 76, 200, 40)
        // So too a controller that extends its view under opaque bars.
        let extended = try InterfaceBuilderReader.document(
            data: Data(xml.replacingOccurrences(of: "title=\"Cargo\" id=", with: "title=\"Cargo\" extendedLayoutIncludesOpaqueBars=\"YES\" id=").utf8),
            path: "Bulkhead.storyboard")
        Self.expect(try Self.frames(extended.scenes[0])["holds"], 16, 76, 200, 40)
    }

    @Test func xcode11DrawsAnIPhoneWithoutANotchWithoutItsStatusBarFromItsFirstBuilds() throws {
        let document = try Self.document("Dinghy.xib")
        #expect(document.scenes.map(\.scene.name) == ["DinghyView"])
        // iPhone 8, tools version 15705 (Xcode 11.3): a 150 × 150 freeform view with no inset at all.
        #expect(document.scenes[0].scene.canvases[0].safeArea == EdgeInsets(all: 0))
        let frames = try Self.frames(document.scenes[0])
        Self.expect(frames["badge"], 35, 20, 80, 80)  // centred: (150 - 80) / 2; 0 + 20 below the top
        Self.expect(frames["plate"], 25, 108, 100, 20)  // (150 - 100) / 2; 20 + 80 + 8
        let report = try StoredFrameCheck.check(document.scenes[0]) { _ in FixedAdvanceTextMeasurer() }
        #expect(report.compared == 2 && report.matched == 2, "\(report.differences)")
        // A pre-release Xcode 11 (14810.11) draws it so too; Xcode 10.2 (14490.70) and 14.3 (21701)
        // put the 20-pt status bar over the view's top, the badge 20 lower.
        let xml = try String(contentsOf: Self.folder.appendingPathComponent("Dinghy.xib"), encoding: .utf8)
        for (tools, top) in [("14810.11", 0.0), ("14490.70", 20.0), ("21701", 20.0)] {
            let resaved = try InterfaceBuilderReader.document(
                data: Data(xml.replacingOccurrences(of: "toolsVersion=\"15705\"", with: "toolsVersion=\"\(tools)\"").utf8),
                path: "Dinghy.xib")
            #expect(resaved.scenes[0].scene.canvases[0].safeArea.top == top, "\(tools)")
            Self.expect(try Self.frames(resaved.scenes[0])["badge"], 35, 20 + top, 80, 80)
        }
    }

    @Test func aToolbarOnAnIPhoneWithoutANotchIsATabBarHighWhenXcodeDrawsNoStatusBar() throws {
        let document = try Self.document("Drydock.storyboard")
        #expect(document.scenes.map(\.scene.name) == ["Winch", "Cradle"])
        // iPhone 8 Plus, tools version 21507: no status bar, the stored bar (0 to 44) above, 49 below.
        let canvases = document.scenes.map { $0.scene.canvases[0] }
        #expect(canvases.map(\.safeArea) == [EdgeInsets(top: 44, left: 0, bottom: 49, right: 0),
                                              EdgeInsets(top: 44, left: 0, bottom: 49, right: 0)])
        Self.expect(try Self.frames(document.scenes[0])["hoist"], 20, 52, 374, 627)  // 44 + 8; 736 - 49 - 8 - 52 high
        let cradle = try Self.frames(document.scenes[1])
        Self.expect(cradle["blocks"], 0, 44, 414, 40)
        Self.expect(cradle["chock"], 0, 657, 414, 30)  // 736 - 49 - 30
        for scene in document.scenes {
            let report = try StoredFrameCheck.check(scene) { _ in FixedAdvanceTextMeasurer() }
            #expect(report.compared == report.matched, "\(scene.scene.name): \(report.differences)")
        }
        // Saved by Xcode 14.3 (the status bar drawn again) or 9.3, the same controller is under 20 + 44
        // and over UIKit's 44-pt toolbar (neither measured with a toolbar since 14.3; 9.3 is Bulkhead's).
        let xml = try String(contentsOf: Self.folder.appendingPathComponent("Drydock.storyboard"), encoding: .utf8)
        for tools in ["21701", "13771"] {
            let resaved = try InterfaceBuilderReader.document(
                data: Data(xml.replacingOccurrences(of: "toolsVersion=\"21507\"", with: "toolsVersion=\"\(tools)\"").utf8),
                path: "Drydock.storyboard")
            #expect(resaved.scenes[1].scene.canvases[0].safeArea == EdgeInsets(top: 64, left: 0, bottom: 44, right: 0), "\(tools)")
        }
        // An iPhone with a home indicator (its roots as tall as its screen) keeps the 44 above its 34 (unmeasured).
        let notched = try InterfaceBuilderReader.document(
            data: Data(xml.replacingOccurrences(of: "id=\"retina5_5\"", with: "id=\"retina6_1\"")
                .replacingOccurrences(of: "width=\"414\" height=\"736\"", with: "width=\"414\" height=\"896\"").utf8),
            path: "Drydock.storyboard")
        #expect(notched.scenes[1].scene.canvases[0].safeArea.bottom == 34 + 44)
    }

    @Test func aHiddenNavigationBarAndAShowSegueFromOutsideANavigationStack() throws {
        let document = try Self.document("Skiff.storyboard")
        #expect(document.scenes.map(\.scene.name) == ["Cockpit", "Chart", "Quay", "Lockers"])
        let canvases = document.scenes.map { $0.scene.canvases[0] }
        // The navigation controller hides its bar: its root and the controller the root pushes are
        // under the iPhone 11's 44-pt status bar only (Xcode 13), over the 34-pt home indicator.
        #expect(canvases[0].safeArea == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(document.scenes[0].scene.bars == nil)
        let cockpit = try Self.frames(document.scenes[0])
        Self.expect(cockpit["helm"], 20, 54, 374, 40)  // 44 + 10; 414 - 2 × 20 wide
        Self.expect(cockpit["chartButton"], 20, 102, 80, 30)  // 54 + 40 + 8
        #expect(canvases[1].safeArea == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        Self.expect(try Self.frames(document.scenes[1])["plot"], 0, 44, 414, 818)  // 896 - 44 - 34
        // Quay is in no navigation stack: its `show` segue presents Lockers, a sheet 842 tall at the
        // screen's bottom (y 54, below the 44-pt status bar), the home indicator's 34 below it (Xcode 13.2).
        #expect(canvases[2].safeArea == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(canvases[3].size == Size(width: 414, height: 842) && canvases[3].safeArea == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        Self.expect(try Self.frames(document.scenes[3])["rack"], 16, 10, 382, 788)  // 842 - 34 - 10 - 10 high
        // The same segue from a controller in a navigation stack pushes: Lockers keeps its root's top
        // at the screen's top, under the status bar.
        let xml = try String(contentsOf: Self.folder.appendingPathComponent("Skiff.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: "destination=\"Skf-Vc-002\" kind=\"show\"", with: "destination=\"Skf-Vc-004\" kind=\"show\"")
            .replacingOccurrences(of: "destination=\"Skf-Vc-004\" kind=\"show\" id=\"Skf-Sg-003\"", with: "destination=\"Skf-Vc-002\" kind=\"show\" id=\"Skf-Sg-003\"")
        let pushed = try InterfaceBuilderReader.document(data: Data(xml.utf8), path: "Skiff.storyboard").scenes[3]
        #expect(pushed.scene.canvases[0].safeArea == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    }

    @Test func anIPadSplitViewsColumnsAndAPopover() throws {
        let document = try Self.document("Atoll.storyboard")
        #expect(document.scenes.map(\.scene.name) == ["Channels", "Lagoon", "Reef"])
        let canvases = document.scenes.map { $0.scene.canvases[0] }
        // Each column's bar stored at y 0, 50 high and as wide as the column: no status bar above it.
        #expect(canvases[0].size == Size(width: 320, height: 768) && canvases[0].safeArea == EdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
        Self.expect(try Self.frames(document.scenes[0])["soundings"], 0, 50, 320, 718)
        #expect(canvases[1].safeArea == EdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
        Self.expect(try Self.frames(document.scenes[1])["chartPanel"], 20, 50, 663.5, 698)  // 703.5 - 2 × 20; 768 - 50 - 20
        // The popover: no bar, no inset.
        #expect(canvases[2].size == Size(width: 400, height: 510) && canvases[2].safeArea == .zero)
        let reef = try Self.frames(document.scenes[2])
        Self.expect(reef["depth"], 20, 25, 172, 34)
        Self.expect(reef["gauge"], 20, 385, 360, 105)  // 510 - 20 - 105
        // On an iPhone 11 (compact width) UIKit adapts the popover to a sheet: at the screen's bottom
        // (896 - 510 = 386, below the 44-pt status bar), the home indicator's 34 below it (Xcode 11.5).
        let xml = try String(contentsOf: Self.folder.appendingPathComponent("Atoll.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: "<device id=\"ipad9_7\" orientation=\"landscape\"", with: "<device id=\"retina6_1\" orientation=\"portrait\"")
        let onPhone = try InterfaceBuilderReader.document(data: Data(xml.utf8), path: "Atoll.storyboard").scenes[2]
        #expect(onPhone.scene.canvases[0].safeArea == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        Self.expect(try Self.frames(onPhone)["gauge"], 20, 351, 360, 105)  // 510 - 34 - 20 - 105
        // A root stored as large as the screen was laid out for no popover: under the status bar.
        let screenSized = try InterfaceBuilderReader.document(data: Data(
            try String(contentsOf: Self.folder.appendingPathComponent("Atoll.storyboard"), encoding: .utf8)
                .replacingOccurrences(of: "width=\"400\" height=\"510\"/>\n                        <autoresizingMask",
                                      with: "width=\"1024\" height=\"768\"/>\n                        <autoresizingMask").utf8),
            path: "Atoll.storyboard").scenes[2]
        #expect(screenSized.scene.canvases[0].safeArea == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test func aFillProportionallyStackWeighsItsNestedStacksByTheirContent() throws {
        // Chronometer: the heading stack weighs its labels' height (80), the footer stack its labels' and
        // their spacing (20 + 10 + 70), beside the clock's 120: 300, the whole board. Without a weight the
        // two stacks would get no share and the clock all 300.
        let imported = try Self.document("Chronometer.xib").scenes[0]
        let frames = try Self.frames(imported)
        Self.expect(frames["board"], 0, 0, 320, 300)
        Self.expect(frames["heading"], 66, 0, 188, 80)  // 120 + 8 + 60 wide, centred: (320 - 188) / 2
        Self.expect(frames["title"], 0, 0, 120, 80)
        Self.expect(frames["flag"], 128, 0, 60, 80)
        Self.expect(frames["clock"], 85, 80, 150, 120)  // (320 - 150) / 2
        Self.expect(frames["footer"], 110, 200, 100, 100)  // as wide as its wider label, centred
        Self.expect(frames["wind"], 0, 0, 100, 20)
        Self.expect(frames["tide"], 10, 30, 80, 70)  // centred in 100; 20 + 10 down
        let report = try StoredFrameCheck.check(imported) { _ in FixedAdvanceTextMeasurer() }
        #expect(report.compared == 8 && report.matched == 8, "\(report.differences)")
    }

    @Test func everyFixtureMatchesItsStoredFrames() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        #expect(names.count >= 12)
        let report = StoredFrameReport(documents: try names.map { name in
            StoredFrameReport.document(try Self.document(name)) { _ in FixedAdvanceTextMeasurer() }
        })
        #expect(report.compared >= 50)
        #expect(report.matched == report.compared, "\(report.text)")
    }
}

/// Two of the seed examples drawn in Interface Builder's format. Solved frames snap each edge to
/// the 3x pixel grid, as UIKit's do, so they equal the frames IB stored.
@Suite struct InterfaceBuilderSeedTests {
    @Test func proportionalLayout() throws {
        let imported = try InterfaceBuilderFixtureTests.document("Seeds.storyboard").scenes[0]
        #expect(imported.scene.name == "Proportional layout")
        let frames = try InterfaceBuilderFixtureTests.frames(imported)
        // Half the root's width (196.5), 2:1, 20 below the safe area's 59: edges snapped to thirds.
        InterfaceBuilderFixtureTests.expect(frames["red"], 0, 79, 196.667, 98.333)
        // 1.125 × 196.5 = 221.06 wide, half as high, from 79 + 98.25 + 20 = 197.25: snapped to 197.333…307.667.
        InterfaceBuilderFixtureTests.expect(frames["blue"], 0, 197.333, 221, 110.333)
        let report = try StoredFrameCheck.check(imported) { _ in FixedAdvanceTextMeasurer() }
        #expect(report.matched == 2 && report.compared == 2)
    }

    @Test func greyBoxesWithACrossViewConstraint() throws {
        let imported = try InterfaceBuilderFixtureTests.document("Seeds.storyboard").scenes[1]
        let frames = try InterfaceBuilderFixtureTests.frames(imported)
        // Between the root's margins (16 at the sides, the safe area's 59 and 34 above and below), 8
        // apart: 176.5 wide each, the shared edges 192.5 and 200.5 snapped up to 192.667 and 200.667.
        InterfaceBuilderFixtureTests.expect(frames["leftBox"], 16, 59, 176.667, 759)
        InterfaceBuilderFixtureTests.expect(frames["rightBox"], 200.667, 59, 176.333, 759)
        // Centred: 88.25 - 15 = 73.25 and 379.5 - 15 = 364.5, snapped.
        InterfaceBuilderFixtureTests.expect(frames["leftButton"], 73.333, 364.667, 30, 30)
        // 20 below the left button, across the boxes: 59 + 364.5 + 30 + 20 - 59 = 414.5, snapped.
        InterfaceBuilderFixtureTests.expect(frames["rightButton"], 69.667, 414.667, 37, 30)
    }
}

import Foundation
import Testing
import PlumbImport
import PlumbLayout

/// Reading documents written inline: what is read, what is warned about once, and every error at its place.
@Suite struct InterfaceBuilderReaderTests {
    static func read(_ xml: String) throws(SourceDiagnostics) -> InterfaceBuilderDocument {
        try InterfaceBuilderReader.document(data: Data(xml.utf8), path: "Test.storyboard")
    }

    static func errors(_ xml: String) -> [SourceDiagnostic] {
        do {
            _ = try read(xml)
            return []
        } catch {
            return error.errors
        }
    }

    /// A storyboard of one view controller whose root holds `subviews` and `constraints`.
    static func storyboard(device: String? = "retina6_12", subviews: String, constraints: String = "",
                           rootFrame: String = #"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>"#) -> String {
        let deviceLine = device.map { #"<device id="\#($0)" orientation="portrait" appearance="light"/>"# } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            \(deviceLine)
            <scenes>
                <scene sceneID="S-1">
                    <objects>
                        <viewController id="VC-1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="R-1">
                                \(rootFrame)
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="SA-1"/>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static let box = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="B-1" userLabel="Box"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>"#

    @Test func aStacksAlignmentVariesBySizeClass() throws {
        // A horizontal stack aligned to the top, centred where the width is regular; a 40-pt box
        // 100 wide, and a 20-pt box that would be 100 wide (at 750) but fills the rest.
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="St-1" userLabel="Row">
                <rect key="frame" x="0.0" y="59" width="393" height="40"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Tl-1" userLabel="Tall">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="t1"/>
                            <constraint firstAttribute="height" constant="40" id="t2"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sh-1" userLabel="Short">
                        <rect key="frame" x="100" y="0.0" width="100" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" priority="750" constant="100" id="s1"/>
                            <constraint firstAttribute="height" constant="20" id="s2"/>
                        </constraints>
                    </view>
                </subviews>
                <variation key="widthClass=regular" alignment="center"/>
            </stackView>
            """
        let document = try Self.read(Self.storyboard(subviews: stack, constraints: """
            <constraint firstItem="St-1" firstAttribute="top" secondItem="SA-1" secondAttribute="top" id="k1"/>
            <constraint firstItem="St-1" firstAttribute="leading" secondItem="R-1" secondAttribute="leading" id="k2"/>
            <constraint firstAttribute="trailing" secondItem="St-1" secondAttribute="trailing" id="k3"/>
            """))
        #expect(document.warnings.isEmpty, "\(document.warnings)")
        func frames(_ device: String) throws -> [String: Rect] {
            let scene = document.scenes[0].scene(textSizes: .fromDocument)
            let canvas = try #require(DevicePreset.named(device)).canvas(orientation: .portrait)
            let layout = try scene.solve(canvases: [canvas]) { _ in FixedAdvanceTextMeasurer() }[0]
            return Dictionary(uniqueKeysWithValues: layout.views.map { ($0.name, $0.frame) })
        }
        // iPhone 15 (wC): top-aligned, filled (the short box takes the rest, 393 - 100).
        let phone = try frames("iphone-15")
        #expect(phone["short"].map { [$0.minX, $0.minY, $0.width, $0.height] } == [100, 0, 293, 20])
        // iPad Pro 11 (wR): centred on the 40-pt row, (40 - 20) / 2 = 10, 834 - 100 wide.
        let pad = try frames("ipad-pro-11")
        #expect(pad["short"].map { [$0.minX, $0.minY, $0.width, $0.height] } == [100, 10, 734, 20])
        #expect(pad["tall"].map { [$0.minX, $0.minY] } == [0, 0])
    }

    @Test func constraintsReadWithTheirOwnerRatioPriorityAndRelation() throws {
        let document = try Self.read(Self.storyboard(subviews: Self.box, constraints: """
            <constraint firstItem="B-1" firstAttribute="leading" secondItem="R-1" secondAttribute="leadingMargin" constant="-4" id="k1"/>
            <constraint firstItem="B-1" firstAttribute="width" secondItem="B-1" secondAttribute="height" multiplier="16:9" id="k2"/>
            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="B-1" secondAttribute="trailing" priority="750" identifier="gap" id="k3"/>
            <constraint firstItem="B-1" firstAttribute="firstBaseline" secondItem="SA-1" secondAttribute="top" id="k4"/>
            """))
        let constraints = document.scenes[0].scene.document.constraints
        #expect(constraints.map(\.equationText) == [
            "box.leading == root.leadingMargin - 4",
            "box.width == 1.7778 * box.height",
            "root.trailing >= box.trailing @high",
            "box.firstBaseline == safeArea.top",
        ])
        #expect(abs(constraints[1].multiplier - 16.0 / 9) < 1e-12)
        #expect(constraints.map(\.identifier) == ["k1", "k2", "gap", "k4"])
        #expect(constraints[0].origin.location?.line == 15)
    }

    @Test(arguments: [(false, 59.0), (true, 0.0)])
    func marginsLeaveTheSafeAreaAloneWhenTheRootSaysSo(ignoresSafeArea: Bool, top: Double) throws {
        var xml = Self.storyboard(subviews: Self.box, constraints: """
            <constraint firstItem="B-1" firstAttribute="top" secondItem="R-1" secondAttribute="topMargin" id="k1"/>
            <constraint firstItem="B-1" firstAttribute="leading" secondItem="R-1" secondAttribute="leadingMargin" id="k2"/>
            <constraint firstItem="B-1" firstAttribute="width" constant="10" id="k3"/>
            <constraint firstItem="B-1" firstAttribute="height" constant="10" id="k4"/>
            """)
        if ignoresSafeArea {
            xml = xml.replacingOccurrences(of: #"<view key="view" contentMode="scaleToFill" id="R-1">"#,
                                           with: #"<view key="view" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="R-1">"#)
        }
        let layout = try Self.read(xml).scenes[0].scene.solve { _ in FixedAdvanceTextMeasurer() }[0]
        #expect(layout.view(named: "box")?.frame == Rect(x: 16, y: top, width: 10, height: 10))
    }

    @Test func fontsAndColours() throws {
        let views = """
            <label opaque="NO" text="A" translatesAutoresizingMaskIntoConstraints="NO" id="L-1"><rect key="frame" x="0.0" y="0.0" width="9" height="21"/><fontDescription key="fontDescription" name="Avenir-HeavyOblique" family="Avenir" pointSize="16"/><color key="textColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/><color key="backgroundColor" systemColor="systemRedColor"/></label>
            <label opaque="NO" text="B" translatesAutoresizingMaskIntoConstraints="NO" id="L-2"><rect key="frame" x="0.0" y="0.0" width="9" height="21"/><fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/><color key="textColor" cocoaTouchSystemColor="darkTextColor"/><color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="0.25" colorSpace="custom" customColorSpace="sRGB"/></label>
            <label opaque="NO" text="C" translatesAutoresizingMaskIntoConstraints="NO" id="L-3"><rect key="frame" x="0.0" y="0.0" width="9" height="21"/><fontDescription key="fontDescription" type="system" weight="light" pointSize="12"/></label>
            <label opaque="NO" text="D" translatesAutoresizingMaskIntoConstraints="NO" id="L-4"><rect key="frame" x="0.0" y="0.0" width="9" height="21"/><fontDescription key="fontDescription" type="system" pointSize="0.0"/></label>
            """
        let properties = try Self.read(Self.storyboard(subviews: views)).scenes[0].scene.document.views.map(\.properties)
        #expect(properties[0].font == FontDescriptor(size: 16, weight: .heavy, italic: true))
        #expect(properties[0].textColor == Color(red: 0.5, green: 0.5, blue: 0.5))
        // Not in the document's resources: UIKit's light value.
        #expect(properties[0].background == Color(red: 1, green: 59 / 255.0, blue: 48 / 255.0))
        #expect(properties[1].font == FontDescriptor(size: 17, weight: .semibold))
        #expect(properties[1].textColor == Color(red: 0, green: 0, blue: 0))
        #expect(properties[1].background == Color(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        #expect(properties[2].font == FontDescriptor(size: 12, weight: .light))
        // A size of 0 gives none (a default-style table cell's own label, whose font the cell sets):
        // the default 17, which the scene format accepts, not a 0 it refuses.
        #expect(properties[3].font == FontDescriptor(size: 17))
    }

    @Test func noDeviceMeansTheRootsOwnSizeAsAnyAny() throws {
        let document = try Self.read(Self.storyboard(device: nil, subviews: "",
            rootFrame: #"<rect key="frame" x="0.0" y="0.0" width="600" height="600"/>"#))
        let canvas = document.scenes[0].scene.canvases[0]
        #expect(canvas.name == "any-any" && canvas.size == Size(width: 600, height: 600))
        #expect(canvas.traits == Traits(horizontal: .regular, vertical: .regular))
        // A view controller there sits under Interface Builder's 20-pt status bar, and a simulated
        // navigation bar below it.
        #expect(canvas.safeArea == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let underBar = Self.storyboard(device: nil, subviews: "",
                                       rootFrame: #"<rect key="frame" x="0.0" y="0.0" width="600" height="600"/>"#)
            .replacingOccurrences(of: #"sceneMemberID="viewController">"#,
                                  with: #"sceneMemberID="viewController"><simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
        #expect(try Self.read(underBar).scenes[0].scene.canvases[0].safeArea.top == 64)
    }

    @Test func unknownClassesAndCustomClassesAreWarnedAboutOncePerDocument() throws {
        let views = """
            <view contentMode="scaleToFill" id="C-1" customClass="Sparkle"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            <view contentMode="scaleToFill" id="C-2" customClass="Sparkle"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            <arView contentMode="scaleToFill" id="C-3"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></arView>
            <arView contentMode="scaleToFill" id="C-4"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></arView>
            """
        let document = try Self.read(Self.storyboard(subviews: views))
        #expect(document.warnings.map(\.description) == [
            "Test.storyboard:11:1: warning: custom class 'Sparkle' is drawn as a plain UIView carrying its name",
            "Test.storyboard:13:1: warning: <arView> is not a view Plumb knows; it is read as a plain view",
        ])
        // Views without constraints keep their stored frame (autoresizing).
        let layout = try document.scenes[0].scene.solve { _ in FixedAdvanceTextMeasurer() }[0]
        #expect(layout.view(named: "sparkle2")?.frame == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func constraintAttributesNotReadAreWarnedAboutOnce() throws {
        let document = try Self.read(Self.storyboard(subviews: Self.box, constraints: """
            <constraint firstItem="B-1" firstAttribute="width" constant="10" animates="YES" id="k1"/>
            <constraint firstItem="B-1" firstAttribute="height" constant="10" animates="YES" id="k2"/>
            """))
        #expect(document.warnings.map(\.description) == ["Test.storyboard:15:1: warning: constraint attribute 'animates' is not read"])
        #expect(document.warnings.map(\.kind) == [.unknownName])
        #expect(document.scenes[0].scene.document.constraints.count == 2)
    }

    @Test func aConstraintNamingAnUnknownIdIsAnErrorAtItsLine() {
        let errors = Self.errors(Self.storyboard(subviews: Self.box, constraints: """
            <constraint firstItem="B-1" firstAttribute="top" secondItem="Nope-1" secondAttribute="top" id="k1"/>
            <constraint firstItem="B-1" firstAttribute="width" multiplier="two" id="k2"/>
            """))
        #expect(errors.map(\.description) == [
            "Test.storyboard:15:1: error: the constraint names 'Nope-1', which is no view or layout guide of this scene",
            "Test.storyboard:16:1: error: multiplier 'two' is neither a number nor a ratio such as 16:9",
        ])
        #expect(errors.map(\.kind) == [.unknownName, .invalidValue])
    }

    @Test func aConstantVariedBySizeClassThatIsNoNumberIsAnErrorAtItsLine() {
        let errors = Self.errors(Self.storyboard(subviews: Self.box, constraints: """
            <constraint firstItem="B-1" firstAttribute="width" constant="10" id="k1">
            <variation key="widthClass=regular" constant="wide"/>
            </constraint>
            """))
        #expect(errors.map(\.description) == ["Test.storyboard:16:1: error: constant 'wide' is not a number"])
        #expect(errors.map(\.kind) == [.invalidValue])
    }

    @Test func malformedXMLIsAnErrorWithItsLine() {
        let errors = Self.errors("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n</document>\n")
        #expect(errors.count == 1)
        #expect(errors.first?.location.line == 4)
        #expect(errors.first?.message.hasPrefix("the file is not well-formed XML here") == true)
        #expect(errors.first?.kind == .syntax)
    }

    @Test func entityDeclarationsAreRefusedBeforeParsing() {
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
            <document>&lol2;</document>
            """
        let errors = Self.errors(bomb)
        #expect(errors.map(\.description) == [
            "Test.storyboard:2:1: error: a document type declaration ('<!DOCTYPE' or '<!ENTITY') is not read: Interface "
                + "Builder never writes one, and its entities could expand without bound",
        ])
        #expect(errors.map(\.kind) == [.notApplicable])
    }

    @Test func deepNestingStopsAtTheLimit() {
        let deep = String(repeating: "<a>", count: 5000) + String(repeating: "</a>", count: 5000)
        let errors = Self.errors(deep)
        #expect(errors.first?.message == "the document has elements nested more than 200 deep; Interface Builder documents stay far below")
        #expect(errors.first?.kind == .limit)
    }

    @Test func otherDocumentsAreRefusedAtTheirRoot() {
        #expect(Self.errors("<plist version=\"1.0\"><dict/></plist>").map(\.message) == [
            "<plist> is not an Interface Builder document (expected <document type=\"com.apple.InterfaceBuilder3…\">)",
        ])
        let mac = #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"><objects/></document>"#
        #expect(Self.errors(mac).map(\.message) == [
            "documents for 'MacOSX.Cocoa' are not read; Plumb reads iOS documents (targetRuntime iOS.CocoaTouch)",
        ])
        #expect(Self.errors("<plist version=\"1.0\"><dict/></plist>").map(\.kind) == [.unreadable])
        #expect(Self.errors(mac).map(\.kind) == [.notApplicable])
    }

    @Test(arguments: [("14490.70", 44.0), ("17701", 44), ("19529", 44), ("21701", 48), (nil, 48)])
    func theIPhone11sStatusBarFollowsTheSavingXcode(toolsVersion: String?, top: Double) throws {
        var xml = Self.storyboard(device: "retina6_1", subviews: Self.box,
                                  rootFrame: #"<rect key="frame" x="0.0" y="0.0" width="414" height="896"/>"#)
        if let toolsVersion {
            xml = xml.replacingOccurrences(of: #"version="3.0""#, with: #"version="3.0" toolsVersion="\#(toolsVersion)""#)
        }
        let canvas = try Self.read(xml).scenes[0].scene.canvases[0]
        #expect(canvas.safeArea == EdgeInsets(top: top, left: 0, bottom: 34, right: 0))
    }

    @Test(arguments: [("15505", 44.0), ("20037", 44), ("21507", 47), (nil, 47)])
    func theIPhoneXsStatusBarFollowsTheSavingXcode(toolsVersion: String?, top: Double) throws {
        // A box 20 below the safe area's top: at 64 under Xcode 11 to 13, at 67 from Xcode 14.
        var xml = Self.storyboard(device: "retina5_9", subviews: Self.box,
                                  constraints: #"<constraint firstItem="B-1" firstAttribute="top" secondItem="SA-1" secondAttribute="top" constant="20" id="k1"/>"#,
                                  rootFrame: #"<rect key="frame" x="0.0" y="0.0" width="375" height="812"/>"#)
        if let toolsVersion {
            xml = xml.replacingOccurrences(of: #"version="3.0""#, with: #"version="3.0" toolsVersion="\#(toolsVersion)""#)
        }
        let scene = try Self.read(xml).scenes[0].scene
        #expect(scene.canvases[0].safeArea == EdgeInsets(top: top, left: 0, bottom: 34, right: 0))
        #expect(try Self.frames(scene)["box"]?.minY == top + 20)
    }

    /// Every view's frame on the scene's own canvas, by name.
    static func frames(_ scene: Scene) throws -> [String: Rect] {
        let layout = try scene.solve(canvases: [scene.canvases[0]]) { _ in FixedAdvanceTextMeasurer() }[0]
        return Dictionary(uniqueKeysWithValues: layout.views.map { ($0.name, $0.frame) })
    }

    /// A xib whose one top-level object is `element` (a `<view>`, a reusable view or a cell) of `size`
    /// on the iPhone 15, holding a 10-pt box pinned 20 below its safe area's top and a 10-pt box 10 above
    /// its safe area's bottom.
    static func xib(_ element: String, width: Double, height: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <\(element) contentMode="scaleToFill" id="R-1">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="T-1" userLabel="Top"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="B-1" userLabel="Bottom"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="SA-1"/>
                    <constraints>
                        <constraint firstItem="T-1" firstAttribute="top" secondItem="SA-1" secondAttribute="top" constant="20" id="k1"/>
                        <constraint firstItem="T-1" firstAttribute="leading" secondItem="SA-1" secondAttribute="leading" id="k2"/>
                        <constraint firstItem="T-1" firstAttribute="width" constant="10" id="k3"/>
                        <constraint firstItem="T-1" firstAttribute="height" constant="10" id="k4"/>
                        <constraint firstItem="SA-1" firstAttribute="bottom" secondItem="B-1" secondAttribute="bottom" constant="10" id="k5"/>
                        <constraint firstItem="B-1" firstAttribute="leading" secondItem="SA-1" secondAttribute="leading" id="k6"/>
                        <constraint firstItem="B-1" firstAttribute="width" constant="10" id="k7"/>
                        <constraint firstItem="B-1" firstAttribute="height" constant="10" id="k8"/>
                    </constraints>
                </\(element)>
            </objects>
        </document>
        """
    }

    @Test(arguments: [
        // A free view at the screen's top-left: the iPhone 15's 59 above it, its 34 below only where it reaches them.
        ("view", 200.0, 400.0, EdgeInsets(top: 59, bottom: 0), 79.0, 390.0),
        ("collectionReusableView", 222, 444, EdgeInsets(top: 59, bottom: 0), 79, 434),
        ("view", 393, 830, EdgeInsets(top: 59, bottom: 12), 79, 808),
        ("view", 393, 852, EdgeInsets(top: 59, bottom: 34), 79, 808),
        // Larger than the screen: a screen of its own size, the status bar at its top, the home indicator at its bottom.
        ("view", 393, 1000, EdgeInsets(top: 59, bottom: 34), 79, 956),
        // Cells, of any size: no safe area.
        ("collectionViewCell", 222, 444, EdgeInsets.zero, 20, 434),
        ("collectionViewCell", 393, 1000, EdgeInsets.zero, 20, 990),
    ])
    func aXibsTopLevelViewHasTheScreensSafeAreaWhereItOverlapsIt(element: String, width: Double, height: Double,
                                                                  safeArea: EdgeInsets, top: Double, bottom: Double) throws {
        let scene = try Self.read(Self.xib(element, width: width, height: height)).scenes[0].scene
        #expect(scene.canvases[0].safeArea == safeArea)
        let frames = try Self.frames(scene)
        #expect(frames["top"]?.minY == top)
        #expect(frames["bottom"]?.maxY == bottom)
    }

    @Test func simulatedBarsAndOpaqueBarsShapeTheSafeArea() throws {
        // Under an opaque navigation bar the root starts below it: no top inset left; over a tab bar 49 + 34.
        let xml = Self.storyboard(subviews: "", rootFrame: #"<rect key="frame" x="0.0" y="103" width="393" height="749"/>"#)
            .replacingOccurrences(of: #"sceneMemberID="viewController">"#, with: #"""
                sceneMemberID="viewController">
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                """#)
        let canvas = try Self.read(xml).scenes[0].scene.canvases[0]
        #expect(canvas.size == Size(width: 393, height: 749))
        #expect(canvas.safeArea == EdgeInsets(top: 0, bottom: 83))
    }

    @Test func fromDocumentSizesSkipMisplacedViews() throws {
        let views = """
            <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="L-1"><rect key="frame" x="0.0" y="0.0" width="33" height="21"/></label>
            <label opaque="NO" text="Yo" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="L-2"><rect key="frame" x="0.0" y="0.0" width="77" height="21"/></label>
            """
        let imported = try Self.read(Self.storyboard(subviews: views)).scenes[0]
        let sized = imported.scene(textSizes: .fromDocument).document.views.map(\.properties.intrinsicSize)
        #expect(sized == [Size(width: 33, height: 21), nil])
        #expect(imported.scene(textSizes: .measured).document.views.map(\.properties.intrinsicSize) == [nil, nil])
    }

    @Test func aFixedFrameViewKeepsItsStoredFrame() throws {
        // Xcode writes translatesAutoresizingMaskIntoConstraints="NO" beside fixedFrame="YES" for a view
        // placed without constraints; the built view translates its mask and stays where it was drawn.
        let views = """
            <imageView fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="I-1"><rect key="frame" x="61" y="88" width="240" height="128"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></imageView>
            <label opaque="NO" text="Hi" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="L-1"><rect key="frame" x="163" y="11" width="218" height="29"/></label>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="V-1"><rect key="frame" x="5" y="6" width="7" height="8"/></view>
            """
        let imported = try Self.read(Self.storyboard(subviews: views)).scenes[0]
        let result = try StoredFrameCheck.check(imported) { _ in FixedAdvanceTextMeasurer() }
        #expect(result.compared == 3)
        // The constrained view without constraints is still laid out by the engine, not kept.
        #expect(result.differences.map(\.view.ibID) == ["V-1"])
    }

    @Test func anXcode8FrameInsetIsTheStoredFrame() throws {
        // Xcode 8 wrote `<frame key="frameInset">` (minX/minY omitted when 0) where later versions write a rect.
        let views = """
            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="V-1"><frame key="frameInset" width="100" height="99"/></view>
            <label opaque="NO" text="Hi" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="L-1"><frame key="frameInset" minX="108" minY="8" width="34" height="21"/></label>
            <view contentMode="scaleToFill" id="V-2"><frame key="frameInset" minX="4" maxX="4" height="10"/></view>
            """
        let imported = try Self.read(Self.storyboard(subviews: views)).scenes[0]
        #expect(imported.views.map(\.storedFrame) == [Rect(x: 0, y: 0, width: 100, height: 99),
                                                       Rect(x: 108, y: 8, width: 34, height: 21), nil])
        let result = try StoredFrameCheck.check(imported) { _ in FixedAdvanceTextMeasurer() }
        #expect(result.compared == 2 && result.differences.isEmpty)
    }

    @Test func theLargeTitleTextStyleIsTitle0() throws {
        // `UIFont.TextStyle.largeTitle`'s raw value, which Interface Builder writes, is `UICTFontTextStyleTitle0`.
        let views = #"<label opaque="NO" text="Tides" translatesAutoresizingMaskIntoConstraints="NO" id="L-1"><rect key="frame" x="0.0" y="0.0" width="90" height="41"/><fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/></label>"#
        let properties = try Self.read(Self.storyboard(subviews: views)).scenes[0].scene.document.views[0].properties
        #expect(properties.font == FontDescriptor(size: 34, weight: .regular))
    }

    @Test func aDifferenceOnlyAtTheFarEdgeIsNamed() throws {
        // Origin 0.4 and height 0.4 off, each within half a point: the bottom edge is 0.8 off.
        let views = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="V-1"><rect key="frame" x="10" y="10.4" width="100" height="100.4"/></view>"#
        let constraints = """
            <constraint firstItem="V-1" firstAttribute="leading" secondItem="R-1" secondAttribute="leading" constant="10" id="k1"/>
            <constraint firstItem="V-1" firstAttribute="top" secondItem="R-1" secondAttribute="top" constant="10" id="k2"/>
            <constraint firstItem="V-1" firstAttribute="width" constant="100" id="k3"/>
            <constraint firstItem="V-1" firstAttribute="height" constant="100" id="k4"/>
            """
        let imported = try Self.read(Self.storyboard(subviews: views, constraints: constraints)).scenes[0]
        let result = try StoredFrameCheck.check(imported) { _ in FixedAdvanceTextMeasurer() }
        #expect(result.differences.map(\.description) == ["view (UIView, id V-1, line 11): bottom 110 instead of 110.8"])
    }

    @Test(arguments: [("widthClass=compact", TraitCondition(horizontal: .compact)),
                      ("heightClass=regular", TraitCondition(vertical: .regular)),
                      ("widthClass=regular-heightClass=compact", TraitCondition(horizontal: .regular, vertical: .compact))])
    func sizeClassKeys(key: String, condition: TraitCondition) throws {
        let views = #"<view contentMode="scaleToFill" id="V-1"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/><variation key="\#(key)" hidden="YES"/></view>"#
        let variants = try Self.read(Self.storyboard(subviews: views)).scenes[0].scene.document.variants
        #expect(variants.map(\.condition) == [condition])
        #expect(variants.first?.properties["view"]?.hidden == true)
    }
}

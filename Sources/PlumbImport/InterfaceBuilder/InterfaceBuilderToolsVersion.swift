import PlumbLayout

/// The Xcode that saved a document (`<document toolsVersion="21507">`), and the UIKit facts that
/// changed between Xcode versions: the frames a document stores come from the UIKit of the Xcode
/// that saved it, so reading them back needs that UIKit's numbers.
///
/// Xcode's tools versions by release: Xcode 8 writes 11xxx–12xxx, Xcode 9 13xxx up to 141xx (9.3.1
/// writes 14109), Xcode 10 14200 and later 14xxx (10.0 writes 14313), Xcode 11 15xxx–16xxx, Xcode 12
/// 17xxx, Xcode 13 19xxx–20xxx (13.3 writes 20037), Xcode 14 21xxx, Xcode 15 22xxx.
struct InterfaceBuilderToolsVersion: Comparable {
    /// The leading number of `toolsVersion` (`14490` of `14490.70`); 0 when the document names none.
    var build: Int

    init(_ text: String?) {
        build = text.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
    }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.build < rhs.build }

    /// Xcode 7, the first with the iOS 9 SDK, whose system font is San Francisco (Helvetica Neue before).
    static let xcode7 = 8000
    /// Xcode 9, the first with the iOS 11 SDK.
    static let xcode9 = 13000
    /// Xcode 10, the first with the iOS 12 SDK. Its 10.0 writes 14313 (plug-in 14283); 14109 is Xcode 9.3.1's
    /// (plug-in 14088, which 14111 and 14113 carry too): a public project created with Xcode 9.3.1
    /// (`CreatedOnToolsVersion = 9.3.1`, June 2018) stores its storyboard, in the same commit, at 14109.
    static let xcode10 = 14200
    /// Xcode 11, the first with the iOS 13 SDK (redrawn segmented controls).
    static let xcode11 = 15000
    /// The first pre-release Xcode 11 builds (tools versions 14810.11 and 14868, which write Xcode 11's
    /// `appearance` attribute; Xcode 10.2 writes 14490.70), the first that lay an iPhone without
    /// a notch out without its status bar: documents saved by 14810.11 and by Xcode 11.3 (15705) are
    /// the earliest seen so (Xcode 10.1's 14460 and 10.2's 14490.70 keep the bar).
    static let xcode11Prerelease = 14800
    /// Xcode 13.3 (tools version 20037), the first whose sheets have no home indicator below them
    /// (13.2's 19529 and 13.1's 19455 keep it).
    static let xcode13_3 = 20000
    /// Xcode 14, the first after the documents that show the iPhone 11's 44-pt status bar (an Xcode
    /// 13.3 document, tools version 20037, still shows 44; Xcode 14.3's 21701 and 15's 22155 show 48),
    /// and the first read with the iPhone X's 47 (an Xcode 14.2 document, 21507, shows 47; Xcode 11's
    /// 15505 shows 44).
    static let xcode14 = 21000
    /// Xcode 14.3 (tools version 21701), the first after the documents that lay an iPhone without a
    /// notch out without its status bar (Xcode 14.2 writes 21507).
    static let xcode14_3 = 21700

    /// Whether the system font the document's text was laid out with is San Francisco.
    var hasSanFrancisco: Bool { !isKnown || build >= Self.xcode7 }

    /// Whether the document comes from an Xcode with a known version (one without `toolsVersion` is
    /// read with today's facts).
    var isKnown: Bool { build > 0 }

    /// The layout margins of a table view cell's content view `width` points wide, as Interface
    /// Builder lays the cell out. Since iOS 11, 11 pt above and below; at the sides the margins of
    /// a table as wide as the cell, which changed with the SDK: 15 under Xcode 9, 16 under Xcode 10
    /// to 13 (20 on cells 414 pt and wider, as on a root view that wide), 20 at any width from
    /// Xcode 14. Before Xcode 9, 8 all round like any view.
    func tableCellContentMargins(width: Double?) -> EdgeInsets {
        guard !isKnown || build >= Self.xcode9 else { return EdgeInsets(all: 8) }
        let side: Double
        if !isKnown || build >= Self.xcode14 || (width ?? 0) >= Self.wideTableWidth {
            side = 20
        } else {
            side = build < Self.xcode10 ? 15 : 16
        }
        return EdgeInsets(top: 11, left: side, bottom: 11, right: side)
    }

    /// The width from which a table (like a root view) has 20-pt side margins before Xcode 14.
    private static let wideTableWidth = 414.0

    /// Whether a view's layout margins lie inside its safe area (`insetsLayoutMarginsFromSafeArea`, iOS 11,
    /// Xcode 9). Before, UIKit had no safe area: a view's margins were its own 8 pt, a root view's 0 above
    /// and below, whatever bars covered it (the status bar and the bars were the controller's top and
    /// bottom layout guides). An Xcode 8 xib stores a label on the top margin of a view at its 290-pt
    /// controller view's top at y 8, not below the status bar; an Xcode 6 storyboard stores a view on
    /// the root's top margin at y 0 under the status bar. Read so for documents from Xcode 8 and before;
    /// Xcode 9 and later lay documents out with iOS 11's UIKit, with or without `useSafeAreas` (unmeasured).
    var layoutMarginsFollowSafeArea: Bool {
        !isKnown || build >= Self.xcode9
    }

    /// Whether Interface Builder lays out a controller that a presentation segue shows as presented
    /// (``SimulatedPresentation``: full screen without the bars, a sheet at the screen's bottom): seen in
    /// documents saved by Xcode 11.5, 14.3 and 16, read so from Xcode 11 on, the first Xcode whose
    /// presentations default to sheets (iOS 13). Documents from earlier Xcodes keep the device's bars
    /// until one shows otherwise.
    var simulatesPresentedControllers: Bool {
        !isKnown || build >= Self.xcode11
    }

    /// Whether Interface Builder keeps the home indicator's inset below a controller presented as a
    /// sheet. Documents saved by Xcode 11.5, 12.4, 13.1 and 13.2 store a sheet's view pinned to its
    /// safe area's bottom 34 pt above the sheet's bottom on the iPhone 11; documents saved by Xcode
    /// 13.3, 14.1, 14.3 and 15 store it at the sheet's bottom (the same scenes of two course projects,
    /// saved by each). Read so from Xcode 13.3 on, and for a document that names no version (today's Xcode).
    var sheetsKeepHomeIndicator: Bool {
        isKnown && build < Self.xcode13_3
    }

    /// Whether Interface Builder puts the status bar (20 pt in portrait) above a screen on an iPhone
    /// without a notch (`retina3_5`, `retina4_0`, `retina4_7`, `retina5_5`). Documents saved by Xcode
    /// 11.5 (tools version 16097), 12.5 (18122), 13.3 (20037), 14.1 (21225) and 14.2 (21507) store views
    /// pinned to the safe area's top as if there were none (nine documents of six authors), where the
    /// same author's notched iPhones keep their 59; so do two xib views saved by a pre-release Xcode 11
    /// (14810.11) and by Xcode 11.3 (15705), of two authors. Xcode 10 documents and an Xcode 14.3 one
    /// (21701) keep the 20. Read without it from Xcode 11's first builds up to 14.3 (11.0 to
    /// 11.2, 11.4 and 12.0 to 12.4 lie between measured ends).
    var simulatesStatusBarWithoutNotch: Bool {
        !isKnown || build < Self.xcode11Prerelease || build >= Self.xcode14_3
    }

    /// The height of the toolbar Interface Builder simulates below a controller (its own
    /// `simulatedToolbarMetrics`, or the toolbar a navigation controller shows) on an iPhone without a
    /// notch in portrait. UIKit's toolbar there is 44 pt, but the Xcodes that lay such an iPhone out
    /// without its status bar (11 to 14.2) give it a tab bar's 49, on the iPhone 8 of two public
    /// documents: one saved by Xcode 12.5 (tools version 18122) stores two roots under an opaque
    /// navigation bar and an opaque toolbar 574 tall (667 − 44 − 49); one saved at 21507 stores its
    /// stack's roots so too (522 under a large title) and a button 11 above the safe area's bottom
    /// of a controller under a translucent toolbar ending 49 + 11 above its root's, where its Xcode
    /// 9.3 save (13771) has 44. Xcode 11 to 12.4 are read with the status bar's window; Xcode 14.3
    /// and later, which draw the status bar again, keep 44 (neither is measured).
    var toolbarHeightWithoutNotch: Double {
        simulatesStatusBarWithoutNotch ? InterfaceBuilderDevice.SimulatedBar.toolbar : InterfaceBuilderDevice.SimulatedBar.tabBar
    }
    /// The notch's inset Interface Builder gave a device when it differs from Plumb's device table,
    /// which holds the insets UIKit reports on each device (`docs/semantics.md`). `nil` for the table's:
    /// - the iPhone 11 and XR (`retina6_1`) are laid out under a 44-pt status bar in documents saved by
    ///   Xcode 10 and by Xcode 13 alike (iOS 14 made it 48 on the device, the table's); documents from
    ///   Xcode 14 and 15 store 48;
    /// - the iPhone X, XS and 11 Pro (`retina5_9`, the table's 44) are laid out under 47 points in a
    ///   document saved by Xcode 14.2 (a label 20 below the safe area's top at y 67, and the navigation
    ///   bar Xcode stored at y 47); an Xcode 11 document (15505, landscape) keeps 44 at the sides. Read
    ///   with 47 from Xcode 14 on, the same boundary as the iPhone 11's (Xcode 12 and 13 unmeasured), and
    ///   for a document that names no version (today's Xcode).
    func notchInset(deviceID: String?) -> Double? {
        switch deviceID {
        case "retina6_1": return isKnown && build < Self.xcode14 ? 44 : nil
        case "retina5_9": return !isKnown || build >= Self.xcode14 ? 47 : nil
        default: return nil
        }
    }
}

import Testing
import PlumbLayout
@testable import PlumbImport

/// Which logged constraints UIKit made itself, put first in a replay whose report names no broken one.
@Suite struct LoggedConstraintOriginTests {
    static func constraint(className: String = "NSLayoutConstraint", identifier: String? = nil) -> LoggedConstraint {
        LoggedConstraint(className: className, address: "0x1", identifier: identifier,
                         first: LoggedItem(className: "UIView", address: "0x2"), firstAttribute: .height,
                         relation: .equal, second: nil, secondAttribute: nil, multiplier: 1, constant: 44,
                         priority: .required, isActive: true, contentPriorities: nil, superviewHint: nil,
                         text: "<…>", location: SourceLocation(file: "t.log", line: 1, column: 1))
    }

    @Test func uikitsOwnConstraintsAreRecognised() {
        #expect(Self.constraint(identifier: "UIView-Encapsulated-Layout-Height").isMadeByUIKit)
        #expect(Self.constraint(identifier: "UIView-topMargin-guide-constraint").isMadeByUIKit)
        #expect(Self.constraint(identifier: "UISV-hiding").isMadeByUIKit)
        #expect(Self.constraint(identifier: "_UITemporaryLayoutWidth").isMadeByUIKit)
        #expect(Self.constraint(className: "NSAutoresizingMaskLayoutConstraint").isMadeByUIKit)
        #expect(Self.constraint(className: "_UILayoutSupportConstraint").isMadeByUIKit)
    }

    @Test func theAppsConstraintsAreNot() {
        #expect(!Self.constraint().isMadeByUIKit)
        #expect(!Self.constraint(identifier: "OrangeLabelHeight").isMadeByUIKit)
        #expect(!Self.constraint(className: "SnapKit.LayoutConstraint").isMadeByUIKit)
        #expect(!Self.constraint(className: "MASLayoutConstraint", identifier: "UIViewish").isMadeByUIKit)
    }

    /// A stack's spacing and connections are UIKit's but not kept (UIKit broke them in 6 of 54 public
    /// logs); its hiding, sizes and guides are.
    @Test func whatUIKitKeepsInAConflict() {
        #expect(Self.constraint(identifier: "UIView-Encapsulated-Layout-Height").isKeptByUIKit)
        #expect(Self.constraint(identifier: "UISV-hiding").isKeptByUIKit)
        #expect(Self.constraint(className: "NSAutoresizingMaskLayoutConstraint").isKeptByUIKit)
        #expect(!Self.constraint(identifier: "UISV-spacing").isKeptByUIKit)
        #expect(!Self.constraint(identifier: "UISV-canvas-connection").isKeptByUIKit)
        #expect(!Self.constraint().isKeptByUIKit)
    }
}

import Testing
@testable import PlumbLayout

/// A kept frame follows its superview's size as its autoresizing mask says.
@Suite struct AutoresizingMaskTests {
    typealias S = Scene

    /// A 100 × 50 view at (20, 30) in a 400 × 300 superview, with `mask`, solved on a 500 × 340 canvas.
    static func frame(_ mask: AutoresizingMask?) throws -> Rect {
        var view = S.view("box", frame: Rect(x: 20, y: 30, width: 100, height: 50))
        view.properties.translatesAutoresizingMaskIntoConstraints = true
        view.properties.autoresizing = mask.map { Autoresizing(mask: $0, superviewSize: Size(width: 400, height: 300)) }
        let canvas = Canvas(name: "wider", size: Size(width: 500, height: 340))
        let layout = try solve(LayoutDocument(views: [view]), canvas)
        return try #require(layout.view(named: "box")).frame
    }

    @Test func theDefaultKeepsTheTopLeftCornerAndTheSize() throws {
        #expect(try Self.frame(nil) == Rect(x: 20, y: 30, width: 100, height: 50))
        #expect(try Self.frame([.flexibleRightMargin, .flexibleBottomMargin]) == Rect(x: 20, y: 30, width: 100, height: 50))
    }

    @Test func aFlexibleNearMarginKeepsTheFarMargin() throws {
        // 280 right of the box and 220 below it in the 400 × 300 superview stay: 500 − 280 − 100, 340 − 220 − 50.
        #expect(try Self.frame([.flexibleLeftMargin, .flexibleTopMargin]) == Rect(x: 120, y: 70, width: 100, height: 50))
    }

    @Test func aFlexibleSizeKeepsBothMargins() throws {
        // Width 500 − 20 − 280 = 200, height 340 − 30 − 220 = 90.
        #expect(try Self.frame([.flexibleWidth, .flexibleHeight]) == Rect(x: 20, y: 30, width: 200, height: 90))
        // Mixed per axis: a flexible width, a flexible top margin.
        #expect(try Self.frame([.flexibleWidth, .flexibleTopMargin]) == Rect(x: 20, y: 70, width: 200, height: 50))
    }

    @Test func severalFlexiblePartsOnAnAxisKeepTheTopLeftCorner() throws {
        // UIKit shares the change in proportion; Plumb keeps the near margin and the size (documented).
        #expect(try Self.frame([.flexibleLeftMargin, .flexibleRightMargin]) == Rect(x: 20, y: 30, width: 100, height: 50))
    }
}

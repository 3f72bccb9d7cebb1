import Testing
@testable import PlumbLayout

/// Default hugging and compression-resistance priorities per kind, and their overrides.
///
/// Two views share the margins of a 400-pt canvas (16..384, 368 wide) with 8 between them; the one
/// that hugs less stretches to 368 − 8 − the other's intrinsic width.
@Suite struct ContentPriorityTests {
    typealias S = Scene

    struct Pair: CustomTestStringConvertible, Sendable {
        var first: ViewNode
        var second: ViewNode
        /// The view expected to stretch, and the intrinsic width of the other.
        var stretches: String
        var otherWidth: Double
        var testDescription: String { "\(first.kind) \(first.name) vs \(second.kind) \(second.name)" }
    }

    // Intrinsic widths: label "Name" 20 pt → 40; button "Go" 15 pt → 15; field "ab" 17 pt → 17 + 14 = 31;
    // switch 49 (its alignment rectangle; its frame is 51); image 40 × 40.
    static let label = S.label("label", "Name", size: 20)
    static let button = S.button("button", "Go")
    static let field = ViewNode(name: "field", kind: .textField, properties: { var p = ViewProperties(); p.text = "ab"; return p }())
    static let toggle = ViewNode(name: "toggle", kind: .switch)
    static let image = ViewNode(name: "image", kind: .image, properties: { var p = ViewProperties(); p.imageSize = Size(width: 40, height: 40); return p }())
    static let looseLabel: ViewNode = {
        var node = S.label("loose", "Name", size: 20)
        node.properties.hugging = AxisPriorities(horizontal: LayoutPriority(200))
        return node
    }()

    static let pairs: [Pair] = [
        Pair(first: label, second: button, stretches: "button", otherWidth: 40),      // 251 vs 250
        Pair(first: label, second: field, stretches: "field", otherWidth: 40),        // 251 vs 250
        Pair(first: toggle, second: label, stretches: "label", otherWidth: 49),       // 750 vs 251
        Pair(first: image, second: button, stretches: "button", otherWidth: 40),      // 251 vs 250
        Pair(first: looseLabel, second: label, stretches: "loose", otherWidth: 40),   // override 200 vs 251
    ]

    @Test(arguments: pairs) func theViewThatHugsLessStretches(_ pair: Pair) throws {
        let a = pair.first.name, b = pair.second.name
        let document = LayoutDocument(
            views: [pair.first, pair.second],
            constraints: [
                S.constraint("\(a).leading", .equal, "superview.leadingMargin"),
                S.constraint("\(b).leading", .equal, "\(a).trailing", plus: 8),
                S.constraint("\(b).trailing", .equal, "superview.trailingMargin"),
                S.constraint("\(a).top", .equal, "superview.top"),
                S.constraint("\(b).top", .equal, "superview.top"),
            ])
        let layout = try solve(document)
        #expect(layout.view(named: pair.stretches)?.frame.width == 368 - 8 - pair.otherWidth)
    }

    @Test func generatedConstraintsCarryTheDefaultPriorities() throws {
        let document = LayoutDocument(views: [Self.label, Self.button, Self.field, Self.toggle, Self.image])
        let layout = try solve(document)
        func priorities(_ name: String) -> [String] {
            layout.constraints.filter { $0.firstName == name && $0.source == .intrinsicSize }
                .map { "\($0.spec.first.attribute.rawValue) \($0.spec.relation.symbol) \(formatNumber($0.spec.constant)) @\(formatNumber($0.spec.priority.rawValue))" }
        }
        #expect(priorities("label") == ["width <= 40 @251", "width >= 40 @750", "height <= 24 @251", "height >= 24 @750"])
        #expect(priorities("button") == ["width <= 15 @250", "width >= 15 @750", "height <= 30 @250", "height >= 30 @750"])
        // The field: "ab" at 17 pt is 17 × 20.4, rounded up to the pixel grid at scale 1: 17 × 21, plus 7 each side.
        #expect(priorities("field") == ["width <= 31 @250", "width >= 31 @750", "height <= 35 @250", "height >= 35 @750"])
        #expect(priorities("toggle") == ["width <= 49 @750", "width >= 49 @750", "height <= 31 @750", "height >= 31 @750"])
        #expect(priorities("image") == ["width <= 40 @251", "width >= 40 @750", "height <= 40 @251", "height >= 40 @750"])
        // Views with no constraints keep their (zero) frames, through autoresizing constraints.
        #expect(layout.constraints.filter { $0.source == .autoresizingMask }.count == 5 * 4)
    }

    /// A 100-pt label squeezed by `label.width <= 50` at `priority`, with resistance `resistance`.
    static func squeezed(priority: Double, resistance: Double?) throws -> Double {
        var label = S.label("label", "Ten chars!", size: 20)
        label.properties.compressionResistance = resistance.map { AxisPriorities(horizontal: LayoutPriority($0)) }
        let document = LayoutDocument(views: [label], constraints: [
            S.constraint("label.leading", .equal, "superview.leading"),
            S.constraint("label.top", .equal, "superview.top"),
            S.constraint("label.width", .lessThanOrEqual, plus: 50, priority: priority),
        ])
        return try solve(document).view(named: "label")?.frame.width ?? -1
    }

    @Test func compressionResistanceDecidesWhoGives() throws {
        #expect(try Self.squeezed(priority: 1000, resistance: nil) == 50)   // required beats 750
        #expect(try Self.squeezed(priority: 751, resistance: nil) == 50)    // 751 beats 750
        #expect(try Self.squeezed(priority: 749, resistance: nil) == 100)   // 750 beats 749
        #expect(try Self.squeezed(priority: 749, resistance: 600) == 50)    // overridden resistance gives
    }

    @Test func intrinsicSizeOverrideReplacesTheKindsRule() throws {
        var box = S.view("box")
        box.properties.intrinsicSize = Size(width: 120, height: -1)
        let document = LayoutDocument(views: [box], constraints: [
            S.constraint("box.leading", .equal, "superview.leading"),
            S.constraint("box.top", .equal, "superview.top"),
            S.constraint("box.height", .equal, plus: 10),
        ])
        let layout = try solve(document)
        expectFrame(layout, "box", 0, 0, 120, 10)
        #expect(layout.constraints.filter { $0.source == .intrinsicSize }.count == 2)   // width only
    }
}

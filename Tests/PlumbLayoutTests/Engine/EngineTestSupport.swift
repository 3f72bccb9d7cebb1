import Testing
@testable import PlumbLayout

/// Builds constraints and scenes for engine tests without any text parser.
enum Scene {
    /// `first relation multiplier × second + constant @priority`, items and attributes written dotted:
    /// `"nameLabel.leading"`, `"box.margins.top"`; the last component is the attribute.
    static func constraint(_ first: String, _ relation: LayoutRelation, _ second: String? = nil,
                           times multiplier: Double = 1, plus constant: Double = 0, priority: Double = 1000,
                           identifier: String? = nil) -> ConstraintSpec {
        var text = "\(first) \(relation.symbol)"
        if let second { text += " \(multiplier == 1 ? "" : "\(formatNumber(multiplier)) * ")\(second)" }
        if constant != 0 || second == nil { text += " \(constant < 0 ? "-" : "+") \(formatNumber(abs(constant)))" }
        return ConstraintSpec(first: reference(first), relation: relation, second: second.map(reference),
                              multiplier: multiplier, constant: constant, priority: LayoutPriority(priority),
                              identifier: identifier,
                              origin: ConstraintOrigin(text: text, syntax: .equation,
                                                       location: PlumbLayout.SourceLocation(file: "test.yaml", line: 1, column: 5)))
    }

    static func reference(_ dotted: String) -> AttributeReference {
        var parts = dotted.split(separator: ".").map(String.init)
        let attribute = parts.removeLast()
        guard let resolved = LayoutAttribute(name: attribute) else {
            Issue.record("bad attribute in test: \(dotted)")
            return AttributeReference(item: ItemReference(parts), attribute: .left)
        }
        return AttributeReference(item: ItemReference(parts), attribute: resolved)
    }

    static func label(_ name: String, _ text: String, size: Double? = nil, lines: Int? = nil) -> ViewNode {
        var properties = ViewProperties()
        properties.text = text
        properties.font = size.map { FontDescriptor(size: $0) }
        properties.lines = lines
        return ViewNode(name: name, kind: .label, properties: properties)
    }

    static func button(_ name: String, _ title: String, size: Double? = nil) -> ViewNode {
        var properties = ViewProperties()
        properties.title = title
        properties.font = size.map { FontDescriptor(size: $0) }
        return ViewNode(name: name, kind: .button, properties: properties)
    }

    static func textField(_ name: String, placeholder: String, size: Double? = nil) -> ViewNode {
        var properties = ViewProperties()
        properties.placeholder = placeholder
        properties.font = size.map { FontDescriptor(size: $0) }
        return ViewNode(name: name, kind: .textField, properties: properties)
    }

    static func view(_ name: String, kind: ViewKind = .view, frame: Rect? = nil, subviews: [ViewNode] = [],
                     guides: [String] = []) -> ViewNode {
        var properties = ViewProperties()
        properties.frame = frame
        return ViewNode(name: name, kind: kind, properties: properties, subviews: subviews, guides: guides)
    }
}

/// The canvases the tests use: an iPhone 15 in both orientations, and a plain one for small cases.
enum TestCanvas {
    /// 393 × 852 @3x, safe area top 59 and bottom 34, compact width and regular height.
    static let portrait = Canvas(name: "portrait", size: Size(width: 393, height: 852), scale: 3,
                                 safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                 traits: Traits(horizontal: .compact, vertical: .regular))
    /// 852 × 393 @3x, safe area left and right 59, bottom 21, compact in both directions.
    static let landscape = Canvas(name: "landscape", size: Size(width: 852, height: 393), scale: 3,
                                  safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                                  traits: Traits(horizontal: .compact, vertical: .compact))
    /// 400 × 300 @1x, no safe area, compact width.
    static let plain = Canvas(name: "plain", size: Size(width: 400, height: 300))
}

/// Frames after pixel rounding are exact multiples of 1/scale; compared to this many points.
let frameTolerance = 1e-9

func solve(_ document: LayoutDocument, _ canvases: [Canvas],
           measurer: any TextMeasuring = FixedAdvanceTextMeasurer()) throws -> [SolvedLayout] {
    try LayoutEngine(document: document, textMeasurer: measurer).solve(canvases)
}

func solve(_ document: LayoutDocument, _ canvas: Canvas = TestCanvas.plain,
           measurer: any TextMeasuring = FixedAdvanceTextMeasurer()) throws -> SolvedLayout {
    try LayoutEngine(document: document, textMeasurer: measurer).solve(canvas)
}

/// Checks a view's frame in its superview's coordinates (`absolute: true`: in the root's).
func expectFrame(_ layout: SolvedLayout, _ name: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                 absolute: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let view = layout.view(named: name) else {
        Issue.record("no view named \(name)", sourceLocation: sourceLocation)
        return
    }
    let frame = absolute ? view.absolute : view.frame
    let expected = Rect(x: x, y: y, width: width, height: height)
    let close = abs(frame.minX - x) <= frameTolerance && abs(frame.minY - y) <= frameTolerance
        && abs(frame.width - width) <= frameTolerance && abs(frame.height - height) <= frameTolerance
    #expect(close, "\(layout.canvas.name) \(name): got \(frame), expected \(expected)", sourceLocation: sourceLocation)
}

/// Checks a guide's rectangle (root coordinates).
func expectGuide(_ layout: SolvedLayout, _ name: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let frame = layout.guides[name] else {
        Issue.record("no guide named \(name)", sourceLocation: sourceLocation)
        return
    }
    let close = abs(frame.minX - x) <= frameTolerance && abs(frame.minY - y) <= frameTolerance
        && abs(frame.width - width) <= frameTolerance && abs(frame.height - height) <= frameTolerance
    #expect(close, "\(layout.canvas.name) \(name): got \(frame), expected \([x, y, width, height])",
            sourceLocation: sourceLocation)
}

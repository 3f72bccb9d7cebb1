/// A picture's SVG made fit to sit in a page beside others: without its XML declaration, its ids
/// made unique with a prefix (cairo names glyphs `glyph0-1` in every picture, and in one page the
/// first definition of an id would draw every picture's text), and filling the box it is put in.
enum InlineSVG {
    static func make(_ svg: String, idPrefix: String) -> String {
        var text = svg
        if text.hasPrefix("<?xml"), let end = text.firstIndex(of: ">") { text = String(text[text.index(after: end)...]) }
        text = text.replacingAll("id=\"", with: "id=\"\(idPrefix)")
            .replacingAll("href=\"#", with: "href=\"#\(idPrefix)")
            .replacingAll("url(#", with: "url(#\(idPrefix)")
        // The root element's size: the first width and height attributes, written by cairo in px.
        if let open = text.firstRange(of: "<svg "), let close = text[open.upperBound...].firstIndex(of: ">") {
            var head = String(text[open.lowerBound..<close])
            head = replacingAttribute("width", in: head, with: "100%")
            head = replacingAttribute("height", in: head, with: "100%")
            text = String(text[..<open.lowerBound]) + head + String(text[close...])
        }
        return text.trimmingLeadingNewlines()
    }

    private static func replacingAttribute(_ name: String, in head: String, with value: String) -> String {
        guard let start = head.firstRange(of: " \(name)=\"") else { return head }
        guard let end = head[start.upperBound...].firstIndex(of: "\"") else { return head }
        return String(head[..<start.upperBound]) + value + String(head[end...])
    }

    static func formatted(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

extension String {
    func trimmingLeadingNewlines() -> String { String(drop { $0 == "\n" }) }
}

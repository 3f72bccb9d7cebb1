extension SolvedLayout {
    /// Throws when a frame, guide or content size holds a value that is not finite or lies beyond
    /// ``LayoutLimits/maximumSolvedValue``, at the declaration of the first item at fault: such a
    /// layout is never printed or drawn (it would print `-inf`, or a golden image of nonsense).
    func checkValuesInRange(locations: [String: SourceLocation]) throws(LayoutError) {
        func check(_ name: String, _ rect: Rect) throws(LayoutError) {
            let quantities = [("x position", rect.minX), ("y position", rect.minY), ("width", rect.width), ("height", rect.height)]
            for (quantity, value) in quantities where !(abs(value) <= LayoutLimits.maximumSolvedValue) {
                throw LayoutError(.valueOutOfRange(item: name, quantity: quantity, value: value, canvas: canvas.name),
                                  location: locations[name])
            }
        }
        for view in views {
            try check(view.name, view.frame)
            try check(view.name, view.absolute)
        }
        for (name, rect) in guides.sorted(by: { $0.key < $1.key }) { try check(name, rect) }
        for (name, size) in contentSizes.sorted(by: { $0.key < $1.key }) {
            try check(name, Rect(x: 0, y: 0, width: size.width, height: size.height))
        }
    }
}

extension LayoutDocument {
    /// Where each view was declared, by name.
    var viewLocations: [String: SourceLocation] {
        var table: [String: SourceLocation] = [:]
        var pending = views
        while let view = pending.popLast() {
            if let location = view.location { table[view.name] = location }
            pending += view.subviews
        }
        return table
    }
}

/// Assembles a ``SolvedLayout`` from solved values: frames rounded to the pixel grid, guides,
/// content sizes, and each reported constraint's state judged on the unrounded values.
struct ResultBuilder {
    let canvas: Canvas
    let tree: SceneTree
    let items: ItemTable
    let values: [Double]
    let measurements: [ViewMeasurement]

    func build(plan: PassPlan, brokenKeys: (ConstraintKey) -> Bool, diagnostics: [LayoutDiagnostic]) -> SolvedLayout {
        let grid = PixelGrid(scale: canvas.scale)
        var pixels = items.items.map { grid.pixels($0.variables.rect(values)) }
        // A switch keeps its own size whatever its constraints say ("the size components of this
        // rectangle are ignored"): its alignment rectangle is its own 49 × 31 at the place the
        // constraints give it, and its frame that grown by its insets, 51 × 31. (A hidden one is
        // left as its stack collapsed it: it is not drawn.)
        for index in tree.views.indices where tree.views[index].kind == .switch && measurements[index].properties.hidden != true {
            guard case .fixed(let width?, let height?) = tree.views[index].kind.rules.intrinsicSize else { continue }
            pixels[index].maxX = pixels[index].minX + width * grid.scale
            pixels[index].maxY = pixels[index].minY + height * grid.scale
        }
        // Every item's rectangle as the constraints placed it (a view's alignment rectangle).
        let absolute = pixels.map { grid.rect($0) }
        // A view's frame is its alignment rectangle grown by its alignment insets, as UIKit reports it;
        // a subview's frame is relative to its superview's frame.
        let framePixels = tree.views.indices.map { index in
            grid.outset(pixels[index], by: measurements[index].alignmentInsets)
        }

        let views = tree.views.indices.map { index in
            let view = tree.views[index]
            let measurement = measurements[index]
            return SolvedView(
                name: view.name, kind: view.kind, superview: view.parent.map { tree.views[$0].name },
                frame: grid.rect(framePixels[index], relativeTo: view.parent.map { framePixels[$0] }),
                absolute: grid.rect(framePixels[index]), properties: measurement.properties,
                text: view.kind.rules.text == nil ? nil : measurement.text,
                layoutMargins: measurement.marginInsets,
                isArranged: view.parent.map { tree.views[$0].kind == .stack } ?? false,
                alignmentInsets: measurement.alignmentInsets,
                firstBaselineView: measurement.firstBaselineView == index ? nil : tree.views[measurement.firstBaselineView].name,
                lastBaselineView: measurement.lastBaselineView == index ? nil : tree.views[measurement.lastBaselineView].name)
        }

        var guides: [String: Rect] = [:]
        var contentSizes: [String: Size] = [:]
        for (index, item) in items.items.enumerated() where !item.isView {
            guides[item.name] = absolute[index]
            if item.role == .content { contentSizes[tree.views[item.owner].name] = absolute[index].size }
        }

        var allDiagnostics = diagnostics
        let constraints = zip(plan.reported, plan.plannedIndices).map { reported, plannedIndex -> SolvedConstraint in
            let (key, constraint) = reported
            let shortfall = plan.planned[plannedIndex].linear.shortfall(values)
            let state: SolvedConstraint.State
            if brokenKeys(key) || (constraint.spec.priority.isRequired && shortfall > LayoutTolerance.points) {
                state = .broken
                allDiagnostics.append(LayoutDiagnostic(
                    "Unable to simultaneously satisfy constraints: broke '\(constraint.spec.equationText)' "
                    + "(off by \(formatNumber(shortfall)) pt).", kind: .brokenConstraint, origin: constraint.spec.origin))
            } else if shortfall > LayoutTolerance.points {
                state = .violated(by: shortfall)
            } else {
                state = .satisfied
            }
            return SolvedConstraint(spec: constraint.spec, state: state, source: constraint.source,
                                    firstFrame: absolute[constraint.first.item],
                                    secondFrame: constraint.second.map { absolute[$0.item] },
                                    firstName: constraint.firstName, secondName: constraint.secondName)
        }
        return SolvedLayout(canvas: canvas, views: views, guides: guides, contentSizes: contentSizes,
                            constraints: constraints, diagnostics: allDiagnostics)
    }
}

import PlumbLayout

/// Builds the marks of a layout's constraints with the renderer's fonts: the glue between
/// ``ArrowLayout`` (pure geometry) and the painters.
enum ConstraintMarks {
    static func make(for layout: SolvedLayout, options: RenderOptions, session: FontSession) -> [ConstraintMark] {
        let shown = layout.constraints.indices.filter {
            options.includeGeneratedConstraints || isWritten(layout.constraints[$0])
        }
        let constraints = shown.map { asUIKitShowsIt(layout.constraints[$0]) }
        let conflicting = Set(shown.indices.filter { layout.marks.conflictingConstraints.contains(shown[$0]) })
        let undetermined = layout.marks.ambiguities.compactMap { UndeterminedItem($0, in: layout) }
        let flagged = layout.marks.viewWarnings.compactMap { FlaggedView($0, in: layout) }
        guard !constraints.isEmpty || !undetermined.isEmpty || !flagged.isEmpty else { return [] }
        let obstacles = textFrames(in: layout, session: session) + badgeFrames(in: layout)
        let arrows = ArrowLayout(canvas: layout.canvas, views: layout.views, obstacles: obstacles,
                                 padding: options.padding) { text in
            PangoTextLayout(text: text, style: TextStyle(font: ArrowLayout.labelFont), session: session).metrics.size
        }
        return arrows.marks(for: constraints, conflicting: conflicting, undetermined: undetermined, flagged: flagged)
    }

    /// Whether the scene's author wrote the constraint: not the engine's, and not a reader's
    /// stand-in placing what its source leaves open (a console-log replay's priority-1 guesses, which
    /// a reader of the log would take for constraints of the app and which crowd the picture).
    static func isWritten(_ constraint: SolvedConstraint) -> Bool {
        constraint.source == .user && constraint.spec.origin.syntax != .placement
    }

    /// A constraint as UIKit would print it. The engine's own constraints carry internal tie-break
    /// offsets in their priorities (a stack's arranged views hug at 251.002, 251.001, 251, so that the
    /// last gives way first); UIKit shows the priority the view was given (251).
    static func asUIKitShowsIt(_ constraint: SolvedConstraint) -> SolvedConstraint {
        guard constraint.source != .user else { return constraint }
        var shown = constraint
        shown.spec.priority = LayoutPriority(constraint.spec.priority.rawValue.rounded())
        return shown
    }

    /// The largest side of a badge: UIKit's smallest comfortable tap target, 44 points (Apple's
    /// Human Interface Guidelines); anything smaller that is filled reads as a dot, icon or badge.
    static let badgeSide = 44.0

    /// Small filled views with no text (a red dot, a colour swatch): a label over one hides it
    /// whole, so labels keep off them as off text.
    static func badgeFrames(in layout: SolvedLayout) -> [Rect] {
        var hidden: Set<String> = []
        return layout.views.compactMap { view in
            if view.properties.hidden == true || view.superview.map(hidden.contains) == true {
                hidden.insert(view.name)
                return nil
            }
            guard view.kind == .view, let fill = view.properties.background, fill.alpha > 0,
                  view.absolute.width >= 1, view.absolute.height >= 1,
                  view.absolute.width <= badgeSide, view.absolute.height <= badgeSide else { return nil }
            return view.absolute
        }
    }

    /// Where each visible view's text is drawn (an image view's size caption too), so labels can
    /// keep off it.
    static func textFrames(in layout: SolvedLayout, session: FontSession) -> [Rect] {
        // Views come parents first, so a hidden view's subviews are known hidden by the time they come.
        var hidden: Set<String> = []
        return layout.views.compactMap { view in
            if view.properties.hidden == true || view.superview.map(hidden.contains) == true {
                hidden.insert(view.name)
                return nil
            }
            if view.kind == .image { return ImageCaption(view: view, session: session)?.frame }
            guard let text = ViewText(view: view, canvas: layout.canvas) else { return nil }
            let size = PangoTextLayout(text: text.string, style: text.style, session: session).metrics.size
            let box = view.absolute.inset(by: text.insets)
            let width = min(size.width, box.width), height = min(size.height, box.height)
            let x: Double
            switch text.style.alignment {
            case .left, .justified: x = box.minX
            case .center: x = box.midX - width / 2
            case .right: x = box.maxX - width
            }
            return Rect(x: x, y: box.midY - height / 2, width: width, height: height)
        }
    }
}

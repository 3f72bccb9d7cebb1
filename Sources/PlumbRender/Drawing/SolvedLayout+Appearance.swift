import PlumbLayout

extension SolvedLayout {
    /// The layout with every view's colours resolved for one appearance: a dynamic system colour
    /// (`label`, `secondaryLabel`, `systemBlue`) takes its dark value in the dark theme, as UIKit
    /// resolves it for a dark trait collection; fixed colours stay as they are.
    func resolvingColors(for theme: RenderOptions.Theme) -> SolvedLayout {
        let isDark = theme == .dark
        var layout = self
        for index in layout.views.indices {
            var properties = layout.views[index].properties
            properties.textColor = properties.textColor?.resolved(dark: isDark)
            properties.background = properties.background?.resolved(dark: isDark)
            properties.borderColor = properties.borderColor?.resolved(dark: isDark)
            layout.views[index].properties = properties
        }
        return layout
    }
}

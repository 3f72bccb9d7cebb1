import CPlumbCairo
import PlumbLayout

extension FontDescriptor {
    /// The families of the system font: DejaVu Sans for Latin, Cyrillic, Greek, Arabic and Hebrew,
    /// then WenQuanYi Micro Hei for Chinese and Japanese.
    public static let systemFamilies = ["DejaVu Sans", "WenQuanYi Micro Hei"]

    /// The family list Pango is asked for: the scene's families, then the system ones as fallback.
    var pangoFamilyList: String {
        var list = families
        for family in FontDescriptor.systemFamilies where !list.contains(family) { list.append(family) }
        return list.joined(separator: ",")
    }

    /// A new Pango font description (the caller frees it with `pango_font_description_free`).
    func makePangoDescription() -> OpaquePointer? {
        guard let description = pango_font_description_new() else { return nil }
        pango_font_description_set_family(description, pangoFamilyList)
        // Absolute size: one point is one user-space unit, whatever the surface's resolution.
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight.numericWeight)))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }
}

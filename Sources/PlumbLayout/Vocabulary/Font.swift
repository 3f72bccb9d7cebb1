/// A font as a scene asks for it; the text measurer and the renderer map it to a real face.
public struct FontDescriptor: Hashable, Sendable {
    /// A family list in the order to try (`["DejaVu Sans", "WenQuanYi Micro Hei"]`); empty means the system font.
    public var families: [String]
    /// The size in points, before Dynamic Type scaling.
    public var size: Double
    public var weight: FontWeight
    public var italic: Bool

    public init(families: [String] = [], size: Double = 17, weight: FontWeight = .regular, italic: Bool = false) {
        self.families = families
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// The system font at UIKit's body size, 17 pt.
    public static let body = FontDescriptor()
}

/// Font weights as `UIFont.Weight` names them, with their CSS/OpenType numeric weights.
public enum FontWeight: String, CaseIterable, Hashable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The OpenType weight class (100…900).
    public var numericWeight: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }
}

import PlumbLayout

extension Palette {
    func color(for status: ConstraintMark.Status) -> Color {
        switch status {
        case .satisfied: return satisfied
        case .violated, .warning: return violated
        case .broken, .conflicting, .ambiguous: return broken
        }
    }
}

import PlumbLayout

extension Palette {
    func color(for status: ConstraintMark.Status) -> Color {
        switch status {
        case .satisfied: return satisfied
        case .violated: return violated
        case .broken, .conflicting, .ambiguous: return broken
        }
    }
}

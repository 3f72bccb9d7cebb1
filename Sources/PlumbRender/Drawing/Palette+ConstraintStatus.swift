import PlumbLayout

extension Palette {
    func color(for status: ConstraintMark.Status) -> Color {
        switch status {
        case .satisfied: return satisfied
        case .violated: return violated
        case .broken: return broken
        }
    }
}

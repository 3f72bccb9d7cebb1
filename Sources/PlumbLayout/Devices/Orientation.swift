/// How a device is held: its portrait size as is, or turned a quarter (width and height swapped).
public enum Orientation: String, CaseIterable, Hashable, Sendable {
    case portrait, landscape
}

extension RenderOptions.Overlays {
    /// The names overlays are written with (`plumb render --overlays`), each with its overlay.
    public static let names: [(name: String, overlays: RenderOptions.Overlays)] = [
        ("safe-area", .safeArea), ("margins", .margins), ("guides", .guides), ("names", .viewNames), ("all", .all),
    ]

    /// Reads a comma-separated list of overlay names (`safe-area,guides`); blank entries are ignored,
    /// and `none` alone is no overlay at all (not even the safe area, which pictures show by default).
    /// - Throws: ``UnknownOverlay`` for a name that is not one of ``names`` (or `none`).
    public init(parsing list: String) throws(UnknownOverlay) {
        self = []
        for entry in list.split(separator: ",") {
            let name = entry.trimmingCharacters(in: " ")
            guard !name.isEmpty, name != "none" else { continue }
            guard let known = Self.names.first(where: { $0.name == name }) else { throw UnknownOverlay(name: name) }
            formUnion(known.overlays)
        }
    }
}

/// An overlay name that ``RenderOptions/Overlays/init(parsing:)`` does not know.
public struct UnknownOverlay: Error, Hashable, Sendable, CustomStringConvertible {
    public var name: String

    public var description: String {
        "unknown overlay '\(name)'; valid: " + (RenderOptions.Overlays.names.map(\.name) + ["none"]).joined(separator: ", ")
    }
}

private extension Substring {
    /// The text without leading and trailing `character`s.
    func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}

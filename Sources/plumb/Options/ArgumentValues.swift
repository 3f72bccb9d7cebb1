import ArgumentParser
import PlumbGolden
import PlumbRender

// Option values that read themselves from the command line, so a command declares
// `@Option var record: GoldenRecordMode?` and never parses a string. A value that does not read
// is a usage error (exit code 2) naming the valid values.

extension GoldenRecordMode: ExpressibleByArgument {
    /// `all`, `failed`, `missing` or `never`, in any letter case.
    public init?(argument: String) { try? self.init(parsing: argument) }
}

extension Shard: ExpressibleByArgument {
    /// `K/N`, such as `2/4`.
    public init?(argument: String) { try? self.init(parsing: argument) }

    public static var defaultCompletionKind: CompletionKind { .default }
}

extension RenderOptions.Overlays: ExpressibleByArgument {
    /// A comma-separated list of overlay names (`safe-area,guides`), or `none`.
    public init?(argument: String) { try? self.init(parsing: argument) }

    public static var allValueStrings: [String] { names.map(\.name) + ["none"] }

    /// The names of these overlays, comma-separated, as the option is written.
    public var defaultValueDescription: String {
        let parts = Self.names.filter { $0.overlays != .all && contains($0.overlays) }.map(\.name)
        return parts.isEmpty ? "none" : parts.joined(separator: ",")
    }
}

extension RenderFormat: ExpressibleByArgument {}
extension RenderOptions.Theme: ExpressibleByArgument {}

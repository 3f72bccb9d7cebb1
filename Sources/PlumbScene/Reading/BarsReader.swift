import PlumbLayout
import Yams

/// Reads `bars:`, the bars a view controller's view is under, as ``SystemBars`` holds them:
/// `{navigation-bar: true, large-title: true, bottom-bar: tab-bar}`, or `none`.
///
/// The status bar and the home indicator are not among them: they belong to the device, whose
/// canvas gives their insets.
struct BarsReader {
    let reader: NodeReader

    static let keys = ["navigation-bar", "large-title", "bottom-bar"]
    static let bottomBars: [(name: String, value: SystemBars.BottomBar?)] = [("tab-bar", .tabBar), ("toolbar", .toolbar), ("none", nil)]

    /// The bars, or `nil` for a value that is not valid (reported). `none` and a mapping that names
    /// no bar give empty bars.
    func bars(_ node: Node, for what: String) -> SystemBars? {
        if node.scalar?.string == "none" { return SystemBars() }
        guard case .mapping = node else {
            reader.report(.syntax, "expected a mapping for \(what) ({navigation-bar: true, large-title: true, bottom-bar: tab-bar}) "
                          + "or none, found \(NodeReader.describe(node))", at: node)
            return nil
        }
        guard let entries = reader.mapping(node, for: what) else { return nil }
        reader.checkKeys(entries, allowed: Self.keys, in: what)
        var bars = SystemBars()
        var failed = false
        var largeTitleKey: Node?
        for entry in entries {
            switch entry.key {
            case "navigation-bar":
                if let value = reader.bool(entry.value, for: "'navigation-bar'") { bars.navigationBar = value } else { failed = true }
            case "large-title":
                if let value = reader.bool(entry.value, for: "'large-title'") {
                    bars.largeTitle = value
                    if value { largeTitleKey = entry.keyNode }
                } else {
                    failed = true
                }
            case "bottom-bar":
                if let value = reader.choice(entry.value, for: "bottom bar", from: Self.bottomBars) { bars.bottomBar = value } else { failed = true }
            default:
                failed = true
            }
        }
        if let largeTitleKey, !bars.navigationBar, !failed {
            // UIKit shows a large title only in a navigation bar.
            reader.report(.invalidValue, "a large title is shown in a navigation bar: add 'navigation-bar: true' to \(what)",
                          at: largeTitleKey)
            return nil
        }
        return failed ? nil : bars
    }
}

import CPlumbCairo
import PlumbLayout

/// What pictures depend on besides the scene: library versions and the exact font files.
/// Golden-image tools record this beside the goldens, so a changed picture can be traced to a
/// changed machine.
public enum RenderEnvironment {
    /// `cairo 1.16.0`, `pango 1.50.12`, `fontconfig 2.14.1`, then one line per font file.
    public static func describe(fonts: FontSystem = .shared) -> String {
        let fontconfig = Int(FcGetVersion())
        var lines = [
            "cairo \(String(cString: cairo_version_string()))",
            "pango \(String(cString: pango_version_string()))",
            "fontconfig \(fontconfig / 10000).\(fontconfig / 100 % 100).\(fontconfig % 100)",
            "system font: \(FontDescriptor.systemFamilies.joined(separator: ", "))",
        ]
        lines += fonts.fontFiles.map { "font: \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension FontSystem {
    /// The font files the pinned configuration knows, sorted.
    public var fontFiles: [String] {
        guard let configuration, let set = FcConfigGetFonts(configuration, FcSetApplication) else { return [] }
        var files: [String] = []
        let count = Int(set.pointee.nfont)
        for index in 0..<count {
            guard let pattern = set.pointee.fonts[index] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file {
                files.append(String(cString: file))
            }
        }
        return Array(Set(files)).sorted()
    }
}

/// `text` with every invisible or terminal-controlling character written as `\u{XXXX}`: control
/// characters (other than newline and tab), format characters (zero-width spaces and joiners, the
/// bidirectional overrides such as U+202E, which reverses the rest of a terminal line) and the
/// Unicode line and paragraph separators.
///
/// Messages quote the user's text back; a quoted name must look like what is in the file, not
/// rearrange the line it is printed on.
public func escapingInvisibleCharacters(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isInvisible) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
        if isInvisible(scalar) {
            result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

private func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "\n" || scalar == "\t" { return false }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
}

/// The one rule for text in Graphviz's DOT language (`spots-site flow --format dot`): every name,
/// title, path and label goes out as one quoted ID. Inside quotes, DOT's scanner reads `\"` as a
/// quote and `\\` as a backslash, and ends the ID at any other `"`; so each `"` and `\` is escaped,
/// line breaks become spaces (a backslash before one would join lines), and the other controls
/// become U+FFFD (SVG, which `dot` makes of it, is XML and cannot carry them). Works on Unicode
/// scalars: a `"` followed by a combining mark (U+0301) is one `Character`, and a loop over
/// `Character`s let that quote out raw, ending the ID and letting a title add nodes and attributes.
package enum DOTText {
    /// `text` as a quoted DOT ID, quotes included.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n", "\r": out += " "
            case "\t": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

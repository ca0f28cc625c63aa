import SpotsFormat
import SpotsRender

extension NavigationEdit {
    /// How a file writes what the edit adds: its line break, its unit of indentation, and how an
    /// entry is spaced, taken from the file and from the entry before it.
    struct TextStyle {
        /// `\n`, or `\r\n` in a file that uses it.
        var newline = "\n"
        /// One level of indentation.
        var unit = "  "
        /// What opens and closes an entry written on one line: `{ ` and ` }`, or `{` and `}`.
        var padding = " "
        /// Between a key and its value.
        var colon = ": "
        /// Between the members of an entry written on one line.
        var comma = ", "
        /// For an entry written a member a line: the indentation of its members.
        var memberIndent: String?
        /// For an entry written a member a line: the indentation of its closing brace.
        var closingIndent = ""

        /// `{ "title": "People", "action": "people" }`.
        static let spaced = TextStyle()

        private init() {}

        /// The line break and indentation of a file: its unit is what its first member is indented by.
        init(bytes: [UInt8], source: JSONSource, root: JSONNode, members: [JSONMember]) {
            newline = zip(bytes, bytes.dropFirst()).contains { $0 == 0x0D && $1 == 0x0A } ? "\r\n" : "\n"
            guard let first = members.first, first.keyLocation.line > root.location.line else { return }
            let indent = source.lineIndent(at: first.keyLocation)
            let outer = source.lineIndent(at: root.location)
            if indent.hasPrefix(outer), indent.count > outer.count { unit = String(indent.dropFirst(outer.count)) }
        }

        /// The style of `entry`, an entry of the navigation, for one written after it.
        init(entry: JSONNode, source: JSONSource, fallback: TextStyle) {
            newline = fallback.newline
            unit = fallback.unit
            guard case .object(let members) = entry.value, let first = members.first, let text = source.text(at: entry.location) else { return }
            if let key = source.span(at: first.keyLocation), let value = source.span(at: first.node.location) {
                let between = source.text(in: key.upperBound..<value.lowerBound)
                if between.allSatisfy({ $0 == ":" || $0 == " " || $0 == "\t" }), between.contains(":") { colon = between }
            }
            if first.keyLocation.line > entry.location.line {
                memberIndent = source.lineIndent(at: first.keyLocation)
                closingIndent = source.lineIndent(at: entry.location)
                return
            }
            padding = text.hasPrefix("{ ") ? " " : ""
            if members.count > 1, let value = source.span(at: first.node.location), let next = source.span(at: members[1].keyLocation) {
                let between = source.text(in: value.upperBound..<next.lowerBound)
                if between.allSatisfy({ $0 == "," || $0 == " " || $0 == "\t" }), between.contains(",") { comma = between }
            }
        }

        /// A list of `entries` a line each, one level in from `indent`, its closing bracket at `indent`.
        func list(of entries: [Entry], indent: String) -> String {
            let lines = entries.map { indent + unit + text(of: $0) }.joined(separator: "," + newline)
            return "[" + newline + lines + newline + indent + "]"
        }

        /// The entry as text in this style.
        func text(of entry: Entry) -> String {
            let members = [("title", entry.title), ("action", entry.action)].map { JSONText.quoted($0) + colon + JSONText.quoted($1) }
            guard let memberIndent else { return "{" + padding + members.joined(separator: comma) + padding + "}" }
            return "{" + newline + members.map { memberIndent + $0 }.joined(separator: "," + newline) + newline + closingIndent + "}"
        }
    }
}

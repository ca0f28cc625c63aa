/// The key tables of docs/format.md, made from `FormatKeys`. Each stands between
/// `<!-- keys:<object> -->` and `<!-- /keys -->`; the text around them is the writers'.
enum FormatReference {
    /// `markdown` with every marked table made anew from the table of keys.
    static func updating(_ markdown: String) -> String {
        var lines: [Substring] = []
        var skipping = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if skipping {
                guard line == endMarker else { continue }
                skipping = false
            }
            lines.append(line)
            if let object = object(named: line) {
                lines += table(of: object).split(separator: "\n")
                skipping = true
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The objects whose tables `markdown` has.
    static func objects(in markdown: String) -> [FormatObject] {
        markdown.split(separator: "\n").compactMap(object(named:))
    }

    /// The table of `object`'s keys: one row a key, or one for keys said alike (`size`, `index`).
    static func table(of object: FormatObject) -> String {
        let keys = FormatKeys.keys(in: object)
        let hasOrigins = keys.contains { $0.since != nil }
        var rows: [(names: [String], cells: [String])] = []
        for key in keys {
            var meaning = key.summary
            if let css = key.css { meaning += " (`\(css.name)`)" }
            var cells = [key.type.words, key.required ? "required" : key.defaultValue ?? "", meaning]
            if hasOrigins { cells.append(key.since?.rawValue ?? "") }
            if let last = rows.last, last.cells == cells {
                rows[rows.count - 1].names.append(key.name)
            } else {
                rows.append(([key.name], cells))
            }
        }
        let heading = ["key", "type", "default", "meaning"] + (hasOrigins ? ["since"] : [])
        let body = rows.map { [$0.names.map { "`\($0)`" }.joined(separator: ", ")] + $0.cells }
        func line(_ cells: [String]) -> String { "|" + cells.map { $0.isEmpty ? " |" : " \($0) |" }.joined() }
        return ([line(heading), "|" + String(repeating: "---|", count: heading.count)] + body.map(line)).joined(separator: "\n")
    }

    private static let endMarker = "<!-- /keys -->"

    /// The object of a `<!-- keys:<object> -->` line.
    private static func object(named line: Substring) -> FormatObject? {
        guard line.hasPrefix("<!-- keys:"), line.hasSuffix(" -->") else { return nil }
        return FormatObject(rawValue: String(line.dropFirst("<!-- keys:".count).dropLast(" -->".count)))
    }
}

import SpotsBuild
import SpotsFormat
import SpotsRender

/// What the catalog keeps in the output of an incremental build (`.spots-site-kept-catalog`), so
/// that the quick update makes again the kind pages and example pages that show a changed screen's
/// parts without reading the other screens (`CatalogFeature.quickFiles`): each kind's page fields
/// but its rendered examples (`CatalogFields.kind`: its uses, fields, findings, compatibility), and
/// its examples' first uses, from which those are rendered again.
///
/// A line a kind: the parts its rendered examples come from (the screen's route, a space and the
/// part's JSON path: `/ components[0]`), a tab, then the
/// kind as JSON; so the kinds of other screens are not parsed. The file comes from the output,
/// which anyone may have changed: it is trusted as far as the pages beside it are (the quick update
/// takes those by their sizes), and the pages made from it are checked like any, and must be
/// pages the last build wrote.
enum CatalogKept {
    private static let header = "spots-site kept catalog 1"

    /// One kind as kept.
    struct Entry: Sendable {
        var kind: Catalog.Kind
        /// Its page's fields but `examples`.
        var fields: [String: TemplateValue]
    }

    /// The file's text; nil when a kind's fields cannot be written (`TemplateValue.json`).
    static func encoded(_ entries: [Entry]) -> String? {
        var lines = [header]
        for entry in entries {
            let kind = entry.kind
            let rendered = CatalogExamples.byUse(kind).prefix(Catalog.renderedShapes)
            let hosts = Set(rendered.map { $0.first.route.path + " " + Catalog.shownPart(of: $0.first) }).sorted()
            guard let fields = TemplateValue.json(of: entry.fields) else { return nil }
            let examples = kind.examples.map { example in
                let use = example.first
                return "[" + example.shape.jsonArray + "," + use.route.segments.jsonArray + ",\(quoted(use.file)),\(quoted(use.path)),"
                    + "\(use.location.line),\(use.location.column),\(quoted(use.writtenIn)),\(example.count)]"
            }
            lines.append(
                hosts.jsonArray + "\t{\"family\":\(quoted(kind.family.rawValue)),\"name\":\(quoted(kind.name)),"
                    + "\"route\":\(kind.route.segments.jsonArray),\"examples\":[\(examples.joined(separator: ","))],\"fields\":\(fields)}")
        }
        lines.append("[\"end\",\(lines.count + 1)]")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The kinds kept in `bytes` whose rendered examples come from one of `parts` (JSON paths,
    /// by the screen's route); nil when the file is not one `encoded` wrote whole.
    static func entries(in bytes: [UInt8], showing parts: [Route: Set<String>]) -> [Entry]? {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.count >= 3, lines.removeLast().isEmpty, lines.removeFirst().elementsEqual(header.utf8),
            let end = lines.popLast(), end.elementsEqual("[\"end\",\(lines.count + 2)]".utf8)
        else { return nil }
        let paths = Set(parts.flatMap { route, parts in parts.map { route.path + " " + $0 } })
        var shown: [ArraySlice<UInt8>] = []
        for line in lines {
            guard let tab = line.firstIndex(of: 0x09),
                let hosts = parsed(line[..<tab])?.elements?.compactMap(\.value.string)
            else { return nil }
            if hosts.contains(where: paths.contains) { shown.append(line[(tab + 1)...]) }
        }
        // A kind's line is as long as its page (a megabyte at 10,000 screens): read side by side.
        let entries = shown.parallelMap { line in parsed(line).flatMap(entry) }
        let found = entries.compactMap { $0 }
        return found.count == entries.count ? found : nil
    }

    /// The JSON value of `bytes`, read whole: nil when the parser cut or mended anything (a string
    /// over `JSONParser.maximumString`, a kind's template source among them, is cut with a warning).
    private static func parsed(_ bytes: ArraySlice<UInt8>) -> JSONValue? {
        guard let result = try? JSONParser.parse(Array(bytes)), result.warnings.isEmpty else { return nil }
        return result.root.value
    }

    /// A kind as `encoded` writes it.
    private static func entry(_ value: JSONValue) -> Entry? {
        guard let family = value["family"]?.value.string.flatMap(CatalogConfig.Family.init(rawValue:)),
            let name = value["name"]?.value.string, let route = value["route"]?.value.strings,
            let examples = value["examples"]?.value.elements, let fieldsValue = value["fields"]?.value,
            let fields = TemplateValue.fields(json: fieldsValue)
        else { return nil }
        var kind = Catalog.Kind(family: family, name: name, entry: nil, template: "", hasOwnTemplate: false)
        kind.route = Route(segments: route)
        for node in examples {
            guard let parts = node.value.elements?.map(\.value), parts.count == 8, let shape = parts[0].strings,
                let segments = parts[1].strings, let file = parts[2].string, let path = parts[3].string,
                let line = parts[4].number.flatMap({ Int(exactly: $0) }), let column = parts[5].number.flatMap({ Int(exactly: $0) }),
                let writtenIn = parts[6].string, let count = parts[7].number.flatMap({ Int(exactly: $0) })
            else { return nil }
            let use = Catalog.Use(
                route: Route(segments: segments), file: file, path: path, location: SourceLocation(line: line, column: column), writtenIn: writtenIn)
            kind.examples.append(Catalog.Example(shape: shape, first: use, count: count))
        }
        return Entry(kind: kind, fields: fields)
    }

    private static func quoted(_ string: String) -> String { string.jsonQuoted(forScript: false) }
}

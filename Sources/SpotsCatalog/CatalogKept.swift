import SpotsBuild
import SpotsFormat
import SpotsRender

/// What the catalog keeps in the output of an incremental build (`.spots-site-kept-catalog`), so
/// that the quick update makes again the kind pages and example pages that show a changed screen's
/// parts without reading the other screens (`CatalogFeature.quickFiles`): each kind's page fields
/// but its rendered examples (`CatalogFields.kind`: its uses, fields, findings, compatibility), and
/// its examples' first uses, from which those are rendered again.
///
/// After the line naming the file, the stories of the kinds' examples and the home page's fields
/// but its screens (from which the quick update makes again the story index and the home page
/// when screens' titles changed: `CatalogFeature.quickFiles`). Then a line a kind: the parts its rendered examples come from (the screen's route, a space and the
/// part's JSON path: `/ components[0]`), a tab, then the
/// kind as JSON; so the kinds of other screens are not parsed. The file comes from the output,
/// which anyone may have changed: it is trusted as far as the pages beside it are (the quick update
/// takes those by their sizes), and the pages made from it are checked like any, and must be
/// pages the last build wrote.
enum CatalogKept {
    private static let header = "spots-site kept catalog 2"

    /// One kind as kept.
    struct Entry: Sendable {
        var kind: Catalog.Kind
        /// Its page's fields but `examples`.
        var fields: [String: TemplateValue]
    }

    /// What the catalog keeps of itself but its kinds: the stories of the kinds' examples and the
    /// home page's fields but its screens (`CatalogFields.homeFrame`).
    struct Frame: Sendable {
        var stories: [CatalogStories.Story]
        var home: [String: TemplateValue]
    }

    /// The file's text; nil when fields cannot be written (`TemplateValue.json`).
    static func encoded(_ entries: [Entry], frame: Frame) -> String? {
        guard let home = TemplateValue.json(of: frame.home) else { return nil }
        let stories = frame.stories.map { story in
            "[\(quoted(story.id)),\(quoted(story.title)),\(quoted(story.name)),\(story.route.segments.jsonArray),\(story.tags.jsonArray)]"
        }
        var lines = [header, "[\"stories\",[\(stories.joined(separator: ","))]]", "[\"home\",\(home)]"]
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
        guard let lines = kindLines(in: bytes) else { return nil }
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

    /// The lines of `bytes`: the frame's two, then a kind's each; nil when the file is not whole.
    private static func lines(in bytes: [UInt8]) -> [ArraySlice<UInt8>]? {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.count >= 5, lines.removeLast().isEmpty, lines.removeFirst().elementsEqual(header.utf8),
            let end = lines.popLast(), end.elementsEqual("[\"end\",\(lines.count + 2)]".utf8)
        else { return nil }
        return lines
    }

    private static func kindLines(in bytes: [UInt8]) -> ArraySlice<ArraySlice<UInt8>>? {
        lines(in: bytes).map { $0.dropFirst(2) }
    }

    /// The frame kept in `bytes`; nil when the file is not one `encoded` wrote whole.
    static func frame(in bytes: [UInt8]) -> Frame? {
        guard let lines = lines(in: bytes), let stories = parsed(lines[0])?.elements?.map(\.value),
            let home = parsed(lines[1])?.elements?.map(\.value), stories.count == 2, stories[0].string == "stories", home.count == 2,
            home[0].string == "home", let entries = stories[1].elements?.map(\.value), let fields = TemplateValue.fields(json: home[1])
        else { return nil }
        var frame = Frame(stories: [], home: fields)
        for entry in entries {
            guard let parts = entry.elements?.map(\.value), parts.count == 5, let id = parts[0].string, let title = parts[1].string,
                let name = parts[2].string, let segments = parts[3].strings, let tags = parts[4].strings
            else { return nil }
            frame.stories.append(CatalogStories.Story(id: id, title: title, name: name, route: Route(segments: segments), tags: tags))
        }
        return frame
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

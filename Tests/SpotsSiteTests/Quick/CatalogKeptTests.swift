import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender

/// What the catalog keeps for the quick update (`CatalogKept`), and the template values it keeps
/// them as (`TemplateValue+JSON`), read back as written.
@Suite struct CatalogKeptTests {
    /// A value's JSON, with its objects as fields.
    static func json(_ value: TemplateValue) -> String? { value.json }

    @Test func templateValuesReadBackAsTheyWereWritten() throws {
        let value = TemplateValue.list([
            .text("a \"quoted\" <b>text</b>\n"), .number(-3), .decimal(0.25), .flag(true), .flag(false),
            .object(TemplateFields(fields: ["b": .list([]), "a": .object(TemplateFields(fields: [:])), "#number": .text("a field of that name")])),
        ])
        let json = try #require(value.json)
        let parsed = try JSONParser.parse(Array(json.utf8)).root.value
        let read = try #require(TemplateValue(json: parsed))
        #expect(read.json == json)
        // Keys are sorted: the same fields write the same bytes.
        #expect(json.contains(##"{"#number":"a field of that name","a":{},"b":[]}"##), "\(json)")
        // An object that is not plain fields cannot be kept.
        #expect(TemplateValue.list([.object(LabelLike())]).json == nil)
        // JSON it does not write is not read.
        for text in ["null", "1", ##"{"#number":1.5}"##, "[1]"] {
            #expect(TemplateValue(json: try JSONParser.parse(Array(text.utf8)).root.value) == nil, "\(text)")
        }
    }

    /// A context whose answers cannot be listed.
    struct LabelLike: TemplateContext {
        func value(named name: String) -> TemplateValue? { name == "text" ? .text("x") : nil }
    }

    static func kind(_ name: String, hosts: [String]) -> Catalog.Kind {
        var kind = Catalog.Kind(family: .items, name: name, entry: nil, template: "items/\(name)", hasOwnTemplate: true)
        kind.route = Route(segments: ["catalog", "items", name])
        for (index, host) in hosts.enumerated() {
            let use = Catalog.Use(
                route: Route(segments: [host]), file: "Content/screens/\(host).json", path: "components[0].items[\(index)]",
                location: SourceLocation(line: 3 + index, column: 9), writtenIn: "Content/screens/\(host).json")
            kind.examples.append(Catalog.Example(shape: ["title"] + (index > 0 ? ["subtitle"] : []), first: use, count: 10 - index))
        }
        return kind
    }

    static let frame = CatalogKept.Frame(
        stories: [
            .init(
                id: "items-card--example-1", title: "Items/card", name: "Example 1", route: Route(segments: ["catalog", "items", "card", "1"]),
                tags: ["dev", "beta"])
        ],
        home: ["kindCount": .text("2 kinds \"quoted\""), "items": .list([.object(TemplateFields(fields: ["name": .text("card")]))])])

    @Test func theStoriesAndTheHomePageReadBackAsTheyWereWritten() throws {
        let text = try #require(CatalogKept.encoded([], frame: Self.frame))
        let read = try #require(CatalogKept.frame(in: Array(text.utf8)))
        #expect(read.stories == Self.frame.stories)
        #expect(TemplateValue.json(of: read.home) == TemplateValue.json(of: Self.frame.home))
        #expect(try #require(CatalogKept.entries(in: Array(text.utf8), showing: [Route(segments: ["a"]): ["components[0]"]])).isEmpty)
        // Cut short, or a story that is not one it writes.
        #expect(CatalogKept.frame(in: Array(text.dropLast(3).utf8)) == nil)
        #expect(CatalogKept.frame(in: Array(text.replacingOccurrences(of: #"["dev","beta"]"#, with: "[1]").utf8)) == nil)
        #expect(CatalogKept.frame(in: Array(text.replacingOccurrences(of: #"["stories""#, with: #"["story""#).utf8)) == nil)
    }

    @Test func aKindIsReadWhenItsExamplesComeFromAChangedScreen() throws {
        let entries = [
            CatalogKept.Entry(kind: Self.kind("card", hosts: ["a", "b"]), fields: ["usage": .text("3 uses"), "hasScreens": .flag(true)]),
            CatalogKept.Entry(kind: Self.kind("row", hosts: ["c"]), fields: ["usage": .text("1 use")]),
        ]
        let text = try #require(CatalogKept.encoded(entries, frame: Self.frame))
        let bytes = Array(text.utf8)
        let read = try #require(CatalogKept.entries(in: bytes, showing: [Route(segments: ["b"]): ["components[0]"]]))
        #expect(read.map(\.kind.name) == ["card"])
        #expect(read.first?.kind.examples == entries[0].kind.examples)
        #expect(read.first?.kind.route == entries[0].kind.route && read.first?.kind.family == .items)
        #expect(read.first.flatMap { TemplateValue.json(of: $0.fields) } == TemplateValue.json(of: entries[0].fields))
        // Another screen, or another part of the screen: no kind.
        #expect(try #require(CatalogKept.entries(in: bytes, showing: [Route(segments: ["d"]): ["components[0]"]])).isEmpty)
        #expect(try #require(CatalogKept.entries(in: bytes, showing: [Route(segments: ["b"]): ["components[1]"]])).isEmpty)
        // A file cut short, or with a line it does not write, is not read.
        #expect(CatalogKept.entries(in: Array(bytes.dropLast(20)), showing: [Route(segments: ["b"]): ["components[0]"]]) == nil)
        let forged = text.replacingOccurrences(of: #""count""#, with: #""cuont""#).replacingOccurrences(of: "[\"title\"]", with: "[1]")
        #expect(CatalogKept.entries(in: Array(forged.utf8), showing: [Route(segments: ["a"]): ["components[0]"]]) == nil)
        // A text the parser would cut (a kind's template source of 300 KB): the kind is not read.
        var long = entries[0]
        long.fields["templateSource"] = .text(String(repeating: "<svg/>", count: 50_000))
        let longText = try #require(CatalogKept.encoded([long], frame: Self.frame))
        #expect(CatalogKept.entries(in: Array(longText.utf8), showing: [Route(segments: ["b"]): ["components[0]"]]) == nil)
        // Kinds whose fields cannot be kept: nothing is kept.
        #expect(
            CatalogKept.encoded([CatalogKept.Entry(kind: Self.kind("x", hosts: ["a"]), fields: ["x": .object(LabelLike())])], frame: Self.frame)
                == nil)
    }
}

import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The JSON beside each catalog example: found by its path, printed as the file orders it.
@Suite struct CatalogSourceTests {
    static func parse(_ text: String) throws -> JSONNode {
        try JSONParser.parse(Array(text.utf8)).root
    }

    /// An example's in-page links lead to the page it is on.
    @Test func examplesInPageLinksLeadToTheirPage() {
        #expect(
            CatalogExamples.inPageLinks(of: ##"<a href="#a">é</a> <a href="https://x/#b">x</a><a href="#b">"##, leadingTo: "../faq/")
                == ##"<a href="../faq/#a">é</a> <a href="https://x/#b">x</a><a href="../faq/#b">"##)
        #expect(CatalogExamples.inPageLinks(of: "<p>href=\"</p>", leadingTo: "../") == "<p>href=\"</p>")
    }

    @Test func findsNodesByTheirJSONPath() throws {
        let root = try Self.parse(
            #"{ "components": [ { "kind": "list" }, { "kind": "grid", "header": { "title": "H" }, "items": [ { "title": "A" }, { "title": "B" } ] } ] }"#
        )
        #expect(CatalogSource.node(at: "components[1].items[1]", in: root)?.value["title"]?.value == .string("B"))
        #expect(CatalogSource.node(at: "components[1].header", in: root)?.value["title"]?.value == .string("H"))
        #expect(CatalogSource.node(at: "", in: root) == root)
        #expect(CatalogSource.node(at: "components[2]", in: root) == nil)
        #expect(CatalogSource.node(at: "components[x]", in: root) == nil)
        #expect(CatalogSource.node(at: "components.kind", in: root) == nil)
        let sections = try Self.parse(#"[ { "title": "S", "rows": [ { "title": "R0" }, { "title": "R1" } ] } ]"#)
        #expect(CatalogSource.node(at: "[0].rows[1]", in: sections)?.value["title"]?.value == .string("R1"))
    }

    @Test func printsJSONInTheFilesOrder() throws {
        let node = try Self.parse(
            #"{ "kind": "grid", "layout": { "span": 2.0, "inset": [] }, "items": [ { "title": "Say \"hi\"\n", "meta": {} } ], "a": null, "b": true }"#
        )
        #expect(
            CatalogSource.text(of: node) == """
                {
                  "kind": "grid",
                  "layout": {
                    "span": 2,
                    "inset": []
                  },
                  "items": [
                    {
                      "title": "Say \\"hi\\"\\n",
                      "meta": {}
                    }
                  ],
                  "a": null,
                  "b": true
                }
                """)
        #expect(CatalogSource.quoted("tab\tbell\u{7}é") == #""tab\tbell\u0007é""#)
    }
}

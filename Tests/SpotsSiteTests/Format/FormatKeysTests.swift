import SpotsSiteTestSupport
import Testing

@testable import SpotsFormat
@testable import SpotsRender

/// The table of keys is the one place the format is declared: what the decoder knows, what the
/// diff calls a change and which CSS variables the theme gets all come from it.
@Suite struct FormatKeysTests {
    /// The decoder's key sets, so its unknown-key warnings and their did-you-mean hints stay as they were.
    @Test func theDecoderKnowsTheTablesKeys() {
        #expect(ScreenDecoder.screenKeys == ["components", "title", "description", "data", "each", "$schema", "//spots-site", "clients"])
        #expect(ScreenDecoder.screenBindableFields == ["title", "description"])
        #expect(
            ScreenDecoder.componentKeys == [
                "kind", "type", "identifier", "header", "footer", "items", "layout", "interaction", "meta", "slots", "size", "index",
                "amountOfItemsToCache", "model", "span", "title",
            ])
        #expect(
            ScreenDecoder.layoutKeys == [
                "span", "item-spacing", "line-spacing", "inset", "items-per-row", "header-mode", "page-indicator", "show-empty-component",
                "dynamic-span", "dynamic-height", "infinite-scrolling",
            ])
        #expect(ScreenDecoder.insetKeys == ["top", "left", "bottom", "right"])
        #expect(ScreenDecoder.interactionKeys == ["paginate", "scroll-direction", "mouseClick"])
        #expect(
            ScreenDecoder.itemKeys == [
                "title", "subtitle", "text", "image", "kind", "type", "action", "meta", "identifier", "relations", "children", "size", "target",
            ])
        #expect(ScreenDecoder.sizeKeys == ["width", "height"])
        #expect(ScreenDecoder.sectionKeys == ["rows", "title"])
        #expect(ScreenDecoder.slotsKeys == ["pattern", "repeatables", "header", "fixed", "default", "contents"])
        #expect(
            SiteConfigDecoder.keys == [
                "title", "description", "baseURL", "language", "dir", "navigation", "strict", "data", "catalog", "flow", "clients", "diagnostics",
                "$schema",
            ])
        #expect(SiteConfigDecoder.navigationKeys == ["title", "action"])
        #expect(SiteConfigDecoder.directions == ["ltr", "rtl", "auto"])
        #expect(CatalogConfigDecoder.keys == ["components", "items", "builtInKinds", "$schema"])
        #expect(CatalogConfigDecoder.entryKeys == ["status", "description", "owner", "replacement", "since", "fields", "fallback"])
        #expect(CatalogConfigDecoder.fieldKeys == ["since"])
    }

    /// `spots-site diff` names fields as it always has: camelCase for the layout, unlike the JSON keys.
    @Test func theDiffLabelsAreTheTables() {
        #expect(FormatKeys.screen.compactMap(\.diffLabel) == ["title", "description", "data"])
        #expect(FormatKeys.component.compactMap(\.diffLabel) == ["kind", "identifier", "meta"])
        #expect(
            FormatKeys.layout.compactMap(\.diffLabel) == [
                "layout.span", "layout.itemSpacing", "layout.lineSpacing", "layout.inset", "layout.itemsPerRow", "layout.headerMode",
                "layout.pageIndicator", "layout.showEmptyComponent", "layout.dynamicSpan", "layout.dynamicHeight", "layout.infiniteScrolling",
            ])
        #expect(FormatKeys.interaction.compactMap(\.diffLabel) == ["interaction.paginate", "interaction.scrollDirection"])
        #expect(
            FormatKeys.item.compactMap(\.diffLabel) == ["title", "subtitle", "text", "image", "kind", "action", "meta", "identifier", "size"])
    }

    /// Every layout key is read into the model and shown by the diff, so a new key needs only its row.
    @Test func everyLayoutKeyIsDecodedAndCompared() throws {
        let values: [String: String] = [
            "number": "3", "count": "2", "flag": "true", "inset": #"{ "top": 1, "left": 2, "bottom": 3, "right": 4 }"#,
        ]
        for key in FormatKeys.layout {
            let sample: String
            switch key.field {
            case .number?: sample = try #require(values["number"])
            case .count?: sample = try #require(values["count"])
            case .flag?: sample = try #require(values["flag"])
            case .inset?: sample = try #require(values["inset"])
            case .choice?: sample = "\"\(try #require(key.choices.last))\""
            case .interaction?, nil:
                Issue.record("the layout key '\(key.name)' has no place in Layout")
                continue
            }
            let parsed = try JSONParser.parse(Array(#"{ "\#(key.name)": \#(sample) }"#.utf8))
            var decoder = ScreenDecoder(file: "index.json")
            let layout = decoder.decodeLayout(parsed.root, path: "layout")
            #expect(decoder.reader.diagnostics.isEmpty, "\(key.name)")
            #expect(key.value(in: layout) != nil, "\(key.name) is not read")
            #expect(key.diffLabel != nil, "\(key.name) has no label in the diff")
            #expect(key.path == "layout." + key.name)
        }
    }

    /// The CSS variables a component's style gets are the table's, written as before.
    @Test func theLayoutStyleWritesTheTablesVariables() throws {
        var component = Component()
        component.layout.span = 2.4
        component.layout.itemSpacing = 8
        component.layout.lineSpacing = 12.5
        component.layout.inset = Layout.Inset(top: 1, left: 2, bottom: 3, right: 4)
        component.layout.itemsPerRow = 2
        component.layout.headerMode = "sticky"
        #expect(
            LayoutStyle.css(for: component)
                == "--span: 2; --item-spacing: 8px; --line-spacing: 12.5px; --inset: 1px 4px 3px 2px; --inset-top: 1px; --inset-right: 4px; --inset-bottom: 3px; --inset-left: 2px; --rows: 2"
        )
        component.layout = Layout()
        component.layout.span = 0.5
        component.layout.itemsPerRow = 1
        #expect(LayoutStyle.css(for: component) == "")
        var item = Item()
        item.size = Item.Size(width: 4, height: 3)
        #expect(LayoutStyle.css(for: item) == "--aspect: 4 / 3")
        #expect(FormatKeys.all.compactMap(\.css?.name) == ["--span", "--item-spacing", "--line-spacing", "--inset", "--rows", "--aspect"])
    }

    /// What the catalog reads of the table: each layout key as it names fields.
    @Test func theCatalogNamesLayoutFieldsFromTheTable() {
        #expect(
            FormatKeys.layout.map(\.path) == [
                "layout.span", "layout.item-spacing", "layout.line-spacing", "layout.inset", "layout.items-per-row", "layout.header-mode",
                "layout.page-indicator", "layout.show-empty-component", "layout.dynamic-span", "layout.dynamic-height", "layout.infinite-scrolling",
            ])
        #expect(FormatKeys.layout.filter { $0.css != nil }.map(\.path) == Array(FormatKeys.layout.map(\.path).prefix(5)))
        var layout = Layout()
        layout.inset = Layout.Inset(top: 1, left: 2, bottom: 3, right: 4)
        layout.dynamicSpan = true
        #expect(
            FormatKeys.layout.compactMap { key in key.value(in: layout).map { "\(key.name)=\($0.text)" } } == ["inset=1 2 3 4", "dynamic-span=true"])
    }

    /// No object names a key twice, and every key says what it is.
    @Test func keysAreNamedOnceAndDescribed() {
        for object in FormatObject.allCases {
            let names = FormatKeys.keys(in: object).map(\.name)
            #expect(Set(names).count == names.count, "\(object) names a key twice")
        }
        for key in FormatKeys.all {
            #expect(!key.summary.isEmpty && !key.summary.contains("|") && !key.summary.contains("\n"), "\(key.object).\(key.name)")
        }
    }
}

import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Screen documents in the spec's three dialects, and every problem the decoder reports.
@Suite("ScreenDecoder")
struct ScreenDecoderTests {
    // MARK: Helpers

    private struct Decoded {
        var screen: Screen
        var diagnostics: [Diagnostic]

        var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
        var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

        func diagnostics(at path: String) -> [Diagnostic] { diagnostics.filter { $0.path == path } }
    }

    private func decode(_ json: String, route: Route = .root) throws -> Decoded {
        let root = try JSONParser.parse(Array(json.utf8)).root
        var decoder = ScreenDecoder(file: "x.json")
        let screen = decoder.decode(root, route: route)
        return Decoded(screen: screen, diagnostics: decoder.reader.diagnostics)
    }

    /// The single component of a screen with one component.
    private func component(_ json: String) throws -> (Component, Decoded) {
        let decoded = try decode(#"{"components": [\#(json)]}"#)
        #expect(decoded.screen.components.count == 1)
        return (try #require(decoded.screen.components.first), decoded)
    }

    private func at(_ line: Int, _ column: Int) -> SpotsFormat.SourceLocation {
        SpotsFormat.SourceLocation(line: line, column: column)
    }

    // MARK: Spots dialect

    @Test func spotsScreenDecodesEveryDocumentedKey() throws {
        let json = """
            {
              "title": "Home",
              "description": "The start",
              "components": [
                {
                  "kind": "carousel",
                  "identifier": "featured",
                  "header": { "title": "Featured", "kind": "hero" },
                  "footer": { "title": "More", "action": "more" },
                  "items": [
                    {
                      "title": "One", "subtitle": "*sub*", "text": "Body", "image": "photos/one.jpg",
                      "kind": "card", "action": "profile:1", "identifier": "one", "meta": { "badge": 2 },
                      "size": { "width": 320, "height": 180 }
                    },
                    { "title": "Two" }
                  ],
                  "interaction": { "paginate": "item", "scroll-direction": "horizontal" },
                  "meta": { "background-color": "222222" }
                },
                { "kind": "grid", "items": [] },
                { "items": [ { "title": "Plain" } ] }
              ]
            }
            """
        let decoded = try decode(json, route: Route(segments: ["home"]))
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")

        let screen = decoded.screen
        #expect(screen.file == "x.json")
        #expect(screen.route.path == "/home/")
        #expect(screen.title == "Home")
        #expect(screen.description == "The start")
        #expect(screen.components.map(\.kind) == [.carousel, .grid, .list])
        #expect(screen.components.map(\.path) == ["components[0]", "components[1]", "components[2]"])

        let carousel = screen.components[0]
        #expect(carousel.location == at(5, 5))
        #expect(carousel.kindLocation == at(6, 15))
        #expect(carousel.identifier == "featured")
        #expect(carousel.header?.title == "Featured")
        #expect(carousel.header?.kind == "hero")
        #expect(carousel.header?.path == "components[0].header")
        #expect(carousel.footer?.title == "More")
        #expect(carousel.footer?.action == "more")
        #expect(carousel.interaction.paginate == "item")
        #expect(carousel.interaction.scrollDirection == "horizontal")
        #expect(carousel.meta?["background-color"]?.value == .string("222222"))

        #expect(carousel.items.count == 2)
        let first = carousel.items[0]
        #expect(first.title == "One")
        #expect(first.subtitle == "*sub*")
        #expect(first.text == "Body")
        #expect(first.image == "photos/one.jpg")
        #expect(first.kind == "card")
        #expect(first.action == "profile:1")
        #expect(first.identifier == "one")
        #expect(first.meta?["badge"]?.value == .number(2))
        #expect(first.size == Item.Size(width: 320, height: 180))
        #expect(first.path == "components[0].items[0]")
        #expect(first.location == at(11, 9))
        #expect(first.imageLocation == at(12, 73))
        #expect(first.actionLocation == at(13, 37))
        #expect(first.kindLocation == at(13, 19))
        #expect(carousel.items[1].title == "Two")
        #expect(carousel.items[1].kind == nil)
        #expect(carousel.items[1].path == "components[0].items[1]")

        #expect(screen.components[1].items.isEmpty)
        #expect(screen.components[2].kind == .list)
        #expect(screen.components[2].kindLocation == nil)
        #expect(screen.components[2].items.map(\.title) == ["Plain"])
    }

    @Test func kindNamesAreCaseInsensitiveAndOthersAreCustom() throws {
        let decoded = try decode(
            #"{"components": [{"kind": "List"}, {"kind": "GRID"}, {"kind": "Carousel"}, {"kind": "hero-banner"}, {"kind": ""}]}"#)
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.screen.components.map(\.kind) == [.list, .grid, .carousel, .custom("hero-banner"), .list])
    }

    @Test func runtimeOnlyComponentKeysAreAcceptedSilently() throws {
        let (component, decoded) = try component(
            #"{"kind": "list", "size": {"width": 10}, "index": 3, "amountOfItemsToCache": 20, "model": {}, "items": []}"#)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        #expect(component.kind == .list)
    }

    @Test func compositeItemsAndRelations() throws {
        let (component, decoded) = try component(
            #"""
            {"items": [{"title": "Parent",
                        "children": [{"kind": "grid", "items": [{"title": "Child"}]}],
                        "relations": {"more": [{"title": "R1"}, {"title": "R2"}]}}]}
            """#)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let parent = try #require(component.items.first)
        #expect(parent.children.count == 1)
        #expect(parent.children[0].kind == .grid)
        #expect(parent.children[0].path == "components[0].items[0].children[0]")
        #expect(parent.children[0].items.map(\.title) == ["Child"])
        #expect(parent.children[0].items[0].path == "components[0].items[0].children[0].items[0]")
        #expect(parent.relations.map(\.name) == ["more"])
        #expect(parent.relations[0].items.map(\.title) == ["R1", "R2"])
        #expect(parent.relations[0].items[1].path == "components[0].items[0].relations.more[1]")
    }

    @Test func controlCharactersInStringsAreReplaced() throws {
        let (component, _) = try component(#"{"items": [{"title": "a\u0001b", "meta": {"k": "c\u0007d"}}]}"#)
        #expect(component.items[0].title == "a\u{FFFD}b")
        #expect(component.items[0].meta?["k"]?.value == .string("c\u{FFFD}d"))
    }

    @Test func emptyStringsAreAbsentValues() throws {
        let (component, decoded) = try component(#"{"identifier": "", "items": [{"title": "", "action": ""}]}"#)
        #expect(decoded.diagnostics.isEmpty)
        #expect(component.identifier == nil)
        #expect(component.items[0].title == nil)
        #expect(component.items[0].action == nil)
    }

    // MARK: Legacy keys

    @Test func legacyKeysAreAcceptedWithoutWarnings() throws {
        let (component, decoded) = try component(
            #"{"type": "grid", "span": 3, "title": "Popular", "items": [{"type": "card", "title": "A"}]}"#)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        #expect(component.kind == .grid)
        #expect(component.kindLocation == at(1, 26))
        #expect(component.layout.span == 3)
        #expect(component.header?.title == "Popular")
        #expect(component.header?.kind == nil)
        #expect(component.header?.path == "components[0].title")
        #expect(component.items.map(\.kind) == ["card"])
        #expect(component.items.map(\.title) == ["A"])
    }

    @Test func numericStringsAreAcceptedWhereNumbersAreExpected() throws {
        let (component, decoded) = try component(
            #"{"kind": "grid", "span": "1", "layout": {"item-spacing": "8", "inset": {"top": " 4 "}}}"#)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        #expect(component.layout.span == 1)
        #expect(component.layout.itemSpacing == 8)
        #expect(component.layout.inset == Layout.Inset(top: 4, left: 0, bottom: 0, right: 0))
    }

    @Test func stringHeaderIsAHeaderItemOfThatKind() throws {
        let (component, decoded) = try component(#"{"header": "banner", "items": []}"#)
        #expect(decoded.diagnostics.isEmpty)
        let header = try #require(component.header)
        #expect(header.kind == "banner")
        #expect(header.title == nil)
        #expect(header.path == "components[0].header")
        #expect(header.location == at(1, 28))
    }

    @Test func stringHeaderAndLegacyTitleMakeOneHeader() throws {
        let (component, decoded) = try component(#"{"header": "banner", "title": "Hello"}"#)
        #expect(decoded.diagnostics.isEmpty)
        #expect(component.header?.kind == "banner")
        #expect(component.header?.title == "Hello")
    }

    @Test func legacyTitleFillsAHeaderWithoutTitle() throws {
        let (component, decoded) = try component(#"{"header": {"kind": "hero"}, "title": "Hello"}"#)
        #expect(decoded.diagnostics.isEmpty)
        #expect(component.header?.kind == "hero")
        #expect(component.header?.title == "Hello")
    }

    @Test func legacyAndCurrentKeysThatAgreeDoNotWarn() throws {
        let (component, decoded) = try component(
            #"{"kind": "grid", "type": "grid", "span": 2, "layout": {"span": 2}, "header": {"title": "T"}, "title": "T", "items": [{"kind": "card", "type": "card"}]}"#
        )
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        #expect(component.kind == .grid)
        #expect(component.layout.span == 2)
        #expect(component.header?.title == "T")
        #expect(component.items[0].kind == "card")
    }

    @Test func disagreeingTypeAndKindWarnAndKindWins() throws {
        let (component, decoded) = try component(#"{"kind": "grid", "type": "list"}"#)
        #expect(component.kind == .grid)
        #expect(decoded.diagnostics.count == 1)
        let warning = try #require(decoded.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.file == "x.json")
        #expect(warning.path == "components[0].type")
        #expect(warning.location == at(1, 34))
        #expect(warning.message == #"'type' ("list") and 'kind' ("grid") disagree; 'kind' is used"#)
        #expect(warning.hint == "remove the legacy 'type'")
    }

    @Test func disagreeingItemTypeAndKindWarn() throws {
        let (component, decoded) = try component(#"{"items": [{"type": "a", "kind": "b"}]}"#)
        #expect(component.items[0].kind == "b")
        #expect(decoded.diagnostics.map(\.path) == ["components[0].items[0].type"])
        #expect(decoded.diagnostics.first?.severity == .warning)
    }

    @Test func disagreeingSpanAndLayoutSpanWarnAndLayoutWins() throws {
        let (component, decoded) = try component(#"{"span": 3, "layout": {"span": 2}}"#)
        #expect(component.layout.span == 2)
        #expect(decoded.diagnostics.count == 1)
        #expect(decoded.diagnostics.first?.severity == .warning)
        #expect(decoded.diagnostics.first?.path == "components[0].span")
        #expect(decoded.diagnostics.first?.message == "'span' and 'layout.span' disagree; 'layout.span' is used")
    }

    @Test func disagreeingTitleAndHeaderTitleWarnAndHeaderWins() throws {
        let (component, decoded) = try component(#"{"header": {"title": "New"}, "title": "Old"}"#)
        #expect(component.header?.title == "New")
        #expect(decoded.diagnostics.count == 1)
        #expect(decoded.diagnostics.first?.severity == .warning)
        #expect(decoded.diagnostics.first?.path == "components[0].title")
        #expect(decoded.diagnostics.first?.message == "'title' and 'header.title' disagree; the header's title is used")
    }

    /// The spec makes top-level `span` the same as `layout.span`, so it must be checked the same way:
    /// negative is an error and huge values are clamped (the renderer converts span to Int).
    @Test func legacySpanIsValidatedLikeLayoutSpan() throws {
        let (viaLayout, layoutDecoded) = try component(#"{"layout": {"span": 1e300}}"#)
        #expect(viaLayout.layout.span == 10_000)
        #expect(layoutDecoded.diagnostics.isEmpty)

        let (negativeLayout, negativeLayoutDecoded) = try component(#"{"layout": {"span": -2}}"#)
        #expect(negativeLayout.layout.span == nil)
        #expect(negativeLayoutDecoded.errors.map(\.path) == ["components[0].layout.span"])

        let (legacy, _) = try component(#"{"span": 1e300}"#)
        #expect(legacy.layout.span == 10_000)

        let (negative, negativeDecoded) = try component(#"{"span": -2}"#)
        #expect(negative.layout.span == nil)
        #expect(negativeDecoded.errors.map(\.path) == ["components[0].span"])
    }

    // MARK: Unknown keys

    @Test func unknownComponentKeyWarnsWithDidYouMean() throws {
        let (component, decoded) = try component(#"{"kind": "list", "itmes": [{"title": "x"}]}"#)
        #expect(component.items.isEmpty)
        #expect(decoded.diagnostics.count == 1)
        let warning = try #require(decoded.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.path == "components[0].itmes")
        #expect(warning.location == at(1, 34))
        #expect(warning.message == "unknown key 'itmes' in a component is ignored")
        #expect(warning.hint == "did you mean 'items'?")
        #expect(
            warning.description
                == "x.json:1:34: warning: unknown key 'itmes' in a component is ignored (components[0].itmes); did you mean 'items'? [unknown-key]")
    }

    @Test func unknownScreenKeyWarnsNamingIt() throws {
        let decoded = try decode(#"{"components": [{"items": []}], "titel": "x", "theme": "dark"}"#)
        #expect(decoded.errors.isEmpty)
        #expect(decoded.warnings.map(\.path) == ["titel", "theme"])
        #expect(decoded.warnings.map(\.message) == ["unknown key 'titel' in a screen is ignored", "unknown key 'theme' in a screen is ignored"])
        #expect(decoded.warnings[0].hint == "did you mean 'title'?")
        #expect(decoded.warnings[1].hint == nil)
        #expect(decoded.warnings[0].location == at(1, 33))
    }

    @Test func unknownItemLayoutInsetAndInteractionKeysWarn() throws {
        let (_, decoded) = try component(
            #"{"items": [{"titel": "x"}], "layout": {"spna": 2, "inset": {"topp": 1}}, "interaction": {"pagniate": "page"}}"#)
        #expect(decoded.errors.isEmpty)
        let byPath = Dictionary(decoded.warnings.map { ($0.path ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byPath.count == 4)
        #expect(byPath["components[0].items[0].titel"]?.message == "unknown key 'titel' in an item is ignored")
        #expect(byPath["components[0].items[0].titel"]?.hint == "did you mean 'title'?")
        #expect(byPath["components[0].layout.spna"]?.message == "unknown key 'spna' in a layout is ignored")
        #expect(byPath["components[0].layout.spna"]?.hint == "did you mean 'span'?")
        #expect(byPath["components[0].layout.inset.topp"]?.hint == "did you mean 'top'?")
        #expect(byPath["components[0].interaction.pagniate"]?.hint == "did you mean 'paginate'?")
    }

    @Test func duplicateKeysWarnAndTheFirstIsUsed() throws {
        let (component, decoded) = try component(#"{"kind": "grid", "kind": "carousel"}"#)
        #expect(component.kind == .grid)
        #expect(decoded.diagnostics.count == 1)
        #expect(decoded.diagnostics.first?.severity == .warning)
        #expect(decoded.diagnostics.first?.message == "duplicate key 'kind' in a component; the first one is used")
        #expect(decoded.diagnostics.first?.location == at(1, 34))
    }

    // MARK: Wrong types

    @Test func wrongTypeInAnItemIsAnErrorWithItsPath() throws {
        let json = """
            {"components": [
              {"items": [
                {"title": "ok"},
                {"title": ["x"]}
              ]}
            ]}
            """
        let decoded = try decode(json)
        #expect(decoded.diagnostics.count == 1)
        let error = try #require(decoded.diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.path == "components[0].items[1].title")
        #expect(error.location == at(4, 6))  // at the key, not the value
        #expect(error.message == "expected a string, got an array")
        // The item is still kept, without the bad field.
        let items = try #require(decoded.screen.components.first?.items)
        #expect(items.count == 2)
        #expect(items[1].title == nil)
    }

    @Test func itemThatIsNotAnObjectIsAnErrorAndSkipped() throws {
        let (component, decoded) = try component(#"{"items": [1, {"title": "b"}, "c"]}"#)
        #expect(component.items.map(\.title) == ["b"])
        #expect(decoded.errors.map(\.path) == ["components[0].items[0]", "components[0].items[2]"])
        #expect(decoded.errors.map(\.message) == ["an item must be an object, got a number", "an item must be an object, got a string"])
    }

    @Test func componentThatIsNotAnObjectIsAnError() throws {
        let decoded = try decode(#"{"components": [{"kind": "grid"}, "list"]}"#)
        #expect(decoded.screen.components.map(\.kind) == [.grid])
        #expect(decoded.errors.map(\.path) == ["components[1]"])
        #expect(decoded.errors.first?.message == "a component must be an object, got a string")
        #expect(decoded.errors.first?.location == at(1, 35))
    }

    @Test func componentsThatIsNotAnArrayIsAnError() throws {
        let decoded = try decode(#"{"components": {"kind": "list"}}"#)
        #expect(decoded.screen.components.isEmpty)
        #expect(decoded.diagnostics.count == 1)
        #expect(decoded.errors.first?.path == "components")
        #expect(decoded.errors.first?.message == "'components' must be an array, got an object")
        #expect(decoded.errors.first?.location == at(1, 2))
    }

    @Test func wrongTypesInComponentFields() throws {
        let (_, decoded) = try component(
            #"{"items": "x", "layout": 3, "interaction": "page", "header": 5, "footer": [1]}"#)
        let byPath = Dictionary(decoded.errors.map { ($0.path ?? "", $0.message) }, uniquingKeysWith: { first, _ in first })
        #expect(byPath["components[0].items"] == "'items' must be an array, got a string")
        #expect(byPath["components[0].layout"] == "'layout' must be an object, got a number")
        #expect(byPath["components[0].interaction"] == "'interaction' must be an object, got a string")
        #expect(byPath["components[0].header"] == "an item must be an object, got a number")
        #expect(byPath["components[0].footer"] == "an item must be an object, got an array")
        #expect(decoded.errors.count == 5)
    }

    @Test func wrongNumbersAndBooleansInLayout() throws {
        let (component, decoded) = try component(
            #"{"layout": {"span": "wide", "item-spacing": -4, "show-empty-component": "yes", "items-per-row": true}}"#)
        #expect(component.layout.span == nil)
        #expect(component.layout.itemSpacing == nil)
        #expect(component.layout.showEmptyComponent == false)
        #expect(component.layout.itemsPerRow == nil)
        let byPath = Dictionary(decoded.errors.map { ($0.path ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byPath["components[0].layout.span"]?.message == #"expected a number, got "wide""#)
        #expect(byPath["components[0].layout.span"]?.hint == "write a number such as 2, without quotes")
        #expect(byPath["components[0].layout.item-spacing"]?.message == "must not be negative, got -4.0")
        #expect(byPath["components[0].layout.show-empty-component"]?.message == "expected true or false, got a string")
        #expect(byPath["components[0].layout.items-per-row"]?.message == "expected a number, got a boolean")
        #expect(decoded.errors.count == 4)
    }

    @Test func numbersWhereStringsAreExpectedAreAcceptedWithAWarning() throws {
        let (component, decoded) = try component(#"{"identifier": 7, "items": [{"title": 42, "subtitle": 1.5, "text": true}]}"#)
        #expect(component.identifier == "7")
        #expect(component.items[0].title == "42")
        #expect(component.items[0].subtitle == "1.5")
        #expect(component.items[0].text == "true")
        #expect(decoded.errors.isEmpty)
        #expect(
            decoded.warnings.map(\.path) == [
                "components[0].identifier", "components[0].items[0].title", "components[0].items[0].subtitle", "components[0].items[0].text",
            ])
        #expect(decoded.warnings[1].message == "expected a string, got a number")
        #expect(decoded.warnings[1].hint == #"write it in quotes: "42""#)
    }

    @Test func wrongTypesInsideItemsHaveFullPaths() throws {
        let (_, decoded) = try component(
            #"{"items": [{"size": {"width": "w", "height": 2}, "relations": {"more": {}}, "children": {}}]}"#)
        let paths = Set(decoded.errors.compactMap(\.path))
        #expect(paths == ["components[0].items[0].size.width", "components[0].items[0].relations.more", "components[0].items[0].children"])
    }

    @Test func invalidChoicesWarnWithDidYouMean() throws {
        let (component, decoded) = try component(
            #"{"layout": {"header-mode": "stiky", "page-indicator": "above"}, "interaction": {"paginate": "pages"}}"#)
        #expect(component.layout.headerMode == nil)
        #expect(component.layout.pageIndicator == nil)
        #expect(component.interaction.paginate == nil)
        #expect(decoded.errors.isEmpty)
        let byPath = Dictionary(decoded.warnings.map { ($0.path ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byPath["components[0].layout.header-mode"]?.message == "'stiky' is not one of 'default', 'sticky'; it is ignored")
        #expect(byPath["components[0].layout.header-mode"]?.hint == "did you mean 'sticky'?")
        #expect(byPath["components[0].layout.page-indicator"]?.hint == nil)
        #expect(byPath["components[0].interaction.paginate"]?.hint == "did you mean 'page'?")
    }

    @Test func emptyArrayMetaIsAccepted() throws {
        let (component, decoded) = try component(#"{"meta": [], "items": [{"title": "a", "meta": []}]}"#)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        #expect(component.meta == .array([]))
        #expect(component.items[0].meta == .array([]))
    }

    @Test func emptyArraysStandForEmptyObjects() throws {
        let (component, decoded) = try component(#"{"layout": [], "interaction": [], "items": [{"relations": [], "size": []}]}"#)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        #expect(component.layout == Layout())
        #expect(component.interaction == Interaction())
        #expect(component.items[0].relations.isEmpty)
        #expect(component.items[0].size == nil)
    }

    // MARK: Screen-level errors

    @Test func missingComponentsIsAnError() throws {
        let decoded = try decode("{\n  \"title\": \"Lost\"\n}")
        #expect(decoded.screen.components.isEmpty)
        #expect(decoded.screen.title == "Lost")
        #expect(decoded.diagnostics.count == 1)
        let error = try #require(decoded.diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.location == at(1, 1))
        #expect(error.path == "")
        #expect(error.message == "a screen needs a 'components' array")
        #expect(error.hint == "add \"components\": [ … ]")
    }

    @Test func misspelledComponentsGivesBothTheHintAndTheError() throws {
        let decoded = try decode(#"{"componets": []}"#)
        #expect(decoded.warnings.map(\.hint) == ["did you mean 'components'?"])
        #expect(decoded.errors.map(\.message) == ["a screen needs a 'components' array"])
    }

    @Test func rootThatIsNeitherObjectNorArrayIsAnError() throws {
        let decoded = try decode(#""hello""#)
        #expect(decoded.screen.components.isEmpty)
        #expect(decoded.errors.map(\.message) == ["a screen must be a JSON object with 'components', got a string"])
    }

    @Test func emptyComponentsIsAWarning() throws {
        let decoded = try decode(#"{"components": []}"#)
        #expect(decoded.errors.isEmpty)
        #expect(decoded.warnings.map(\.message) == ["this screen has no components; its page is empty"])
        #expect(decoded.warnings.first?.location == at(1, 2))
        #expect(decoded.screen.components.isEmpty)
    }

    // MARK: JSONViewControllers dialect

    @Test func jsonViewControllersSectionsAndRows() throws {
        let json = """
            [
              {
                "title": "Settings",
                "rows": [
                  { "reuseId": "switch", "class": "SwitchCell", "nib": "Switch", "title": "Wi-Fi",
                    "subtitle": "On", "action": "wifi", "badge": 3, "titleKeyPath": "user.name", "enabled": true },
                  { "class": "ValueCell", "nib": "Value", "title": "Name", "image": "icon.png" },
                  { "nib": "PlainCell", "text": "Hi", "identifier": "plain", "meta": {"k": 1} },
                  { "title": "No kind" }
                ]
              },
              { "rows": [] }
            ]
            """
        let decoded = try decode(json)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let components = decoded.screen.components
        #expect(components.count == 2)
        #expect(components.map(\.kind) == [.list, .list])
        #expect(components.map(\.path) == ["[0]", "[1]"])
        #expect(components[0].header?.title == "Settings")
        #expect(components[1].header == nil)
        #expect(components[1].items.isEmpty)

        let rows = components[0].items
        #expect(rows.map(\.kind) == ["switch", "ValueCell", "PlainCell", nil])
        #expect(rows.map(\.path) == ["[0].rows[0]", "[0].rows[1]", "[0].rows[2]", "[0].rows[3]"])

        let first = rows[0]
        #expect(first.title == "Wi-Fi")
        #expect(first.subtitle == "On")
        #expect(first.action == "wifi")
        #expect(first.actionLocation == at(6, 37))
        #expect(first.kindLocation == at(5, 20))
        #expect(first.fields.map(\.name) == ["badge", "enabled"])
        #expect(first.fields.map(\.value) == [.number(3), .bool(true)])
        // `<field>KeyPath` is a binding, filled from the screen's data later.
        #expect(first.keyPaths.map(\.field) == ["title"])
        #expect(first.keyPaths.map(\.path) == ["user.name"])

        #expect(rows[1].title == "Name")
        #expect(rows[1].image == "icon.png")
        #expect(rows[1].fields.isEmpty)

        #expect(rows[2].text == "Hi")
        #expect(rows[2].identifier == "plain")
        #expect(rows[2].meta?["k"]?.value == .number(1))
        #expect(rows[2].fields.isEmpty)
    }

    @Test func jsonViewControllersProblems() throws {
        let decoded = try decode(#"[{"rows": [{"title": "a"}, 5]}, "nope", {"rosw": []}]"#)
        #expect(decoded.screen.components.count == 2)
        #expect(decoded.screen.components[0].items.map(\.title) == ["a"])
        let errors = decoded.errors
        #expect(errors.map(\.path) == ["[0].rows[1]", "[1]"])
        #expect(errors.map(\.message) == ["a row must be an object, got a number", "a section must be an object, got a string"])
        #expect(decoded.warnings.map(\.path) == ["[2].rosw"])
        #expect(decoded.warnings.first?.hint == "did you mean 'rows'?")
    }

    // MARK: Layout

    @Test func layoutKeysAreDecoded() throws {
        let (component, decoded) = try component(
            #"""
            {"kind": "carousel", "layout": {
              "span": 2.5, "item-spacing": 8, "line-spacing": 4,
              "inset": {"top": 1, "left": 2, "bottom": 3, "right": 4},
              "items-per-row": 2, "header-mode": "sticky", "page-indicator": "overlay",
              "show-empty-component": true, "dynamic-span": "true", "dynamic-height": 1, "infinite-scrolling": false
            }}
            """#)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let layout = component.layout
        #expect(layout.span == 2.5)
        #expect(layout.itemSpacing == 8)
        #expect(layout.lineSpacing == 4)
        #expect(layout.inset == Layout.Inset(top: 1, left: 2, bottom: 3, right: 4))
        #expect(layout.itemsPerRow == 2)
        #expect(layout.headerMode == "sticky")
        #expect(layout.pageIndicator == "overlay")
        #expect(layout.showEmptyComponent)
        #expect(layout.dynamicSpan)
        #expect(layout.dynamicHeight)
        #expect(!layout.infiniteScrolling)
    }

    @Test func layoutDefaults() throws {
        let (component, _) = try component(#"{"items": []}"#)
        #expect(component.layout == Layout())
        #expect(component.layout.span == nil)
        #expect(component.layout.inset == nil)
        #expect(!component.layout.showEmptyComponent)
        #expect(component.interaction == Interaction())
    }

    @Test func layoutEdgeValues() throws {
        let (uniform, uniformDecoded) = try component(#"{"layout": {"inset": 12, "items-per-row": 0, "item-spacing": 99999}}"#)
        #expect(uniformDecoded.diagnostics.isEmpty)
        #expect(uniform.layout.inset == Layout.Inset(top: 12, left: 12, bottom: 12, right: 12))
        #expect(uniform.layout.itemsPerRow == 1)
        #expect(uniform.layout.itemSpacing == 10_000)

        let (partial, _) = try component(#"{"layout": {"inset": {"left": 5}}}"#)
        #expect(partial.layout.inset == Layout.Inset(top: 0, left: 5, bottom: 0, right: 0))

        let (zero, _) = try component(#"{"layout": {"span": 0}}"#)
        #expect(zero.layout.span == 0)
    }

    @Test func itemSizeNeedsBothSides() throws {
        let (component, _) = try component(
            #"{"items": [{"size": {"width": 4, "height": 3}}, {"size": {"width": 4}}, {"size": {"width": 0, "height": 3}}]}"#)
        #expect(component.items.map(\.size) == [Item.Size(width: 4, height: 3), nil, nil])
    }
}

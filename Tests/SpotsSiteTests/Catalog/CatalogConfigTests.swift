import Foundation
import SpotsLiveSite
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// `Content/catalog.json`: each kind's status, description, owner and replacement, read with
/// every problem at its line, and a warning at every screen line that uses a deprecated kind.
@Suite struct CatalogConfigTests {
    static let screen = #"""
        { "components": [
          { "kind": "carousel", "items": [ { "title": "A", "kind": "photo" } ] },
          { "kind": "list",
            "header": { "title": "H", "kind": "photo" },
            "items": [ { "title": "B", "children": [ { "kind": "carousel", "items": [] } ] } ] }
        ] }
        """#

    /// The build's diagnostics, with files named from the project's folder (`Content/catalog.json`).
    static func build(catalog: String, screen: String = screen, strict: Bool = false) throws -> (site: RenderedSite, diagnostics: [Diagnostic]) {
        let project = try TemporaryProject(files: ["Content/screens/index.json": screen, "Content/catalog.json": catalog])
        defer { project.remove() }
        let site = project.build(strict: strict)
        let root = project.url("").standardizedFileURL.path + "/"
        let diagnostics = site.diagnostics.map { diagnostic in
            var relative = diagnostic
            relative.file = diagnostic.file.replacingOccurrences(of: root, with: "")
            relative.message = diagnostic.message.replacingOccurrences(of: root, with: "")
            return relative
        }
        return (site, diagnostics)
    }

    @Test func readsEveryFieldOfEveryEntry() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": Self.screen,
            "Content/catalog.json": #"""
            { "components": {
                "carousel": { "status": "deprecated", "description": "Use a **grid**.", "owner": "Design team", "replacement": "grid" },
                "list": { "status": "stable" } },
              "items": { "photo": { "status": "beta" } } }
            """#,
        ])
        defer { project.remove() }
        var context = BuildContext(options: project.options())
        Pipeline.run(context: &context, stopBefore: ReadScreens.step)
        let catalog = context.content.catalog
        let carousel = try #require(catalog.entry(.components, "carousel"))
        #expect(carousel.status == .deprecated)
        #expect(carousel.description == "Use a **grid**.")
        #expect(carousel.owner == "Design team")
        #expect(carousel.replacement == "grid")
        #expect(carousel.location == SourceLocation(line: 2, column: 5))
        #expect(carousel.path == "components.carousel")
        #expect(catalog.entry(.components, "list")?.status == .stable)
        #expect(catalog.entry(.items, "photo")?.status == .beta)
        #expect(catalog.entry(.items, "carousel") == nil)
    }

    @Test func everyUseOfADeprecatedKindIsAWarningAtItsScreenLine() throws {
        let (site, diagnostics) = try Self.build(
            catalog: #"""
                { "components": { "carousel": { "status": "deprecated", "replacement": "grid" } },
                  "items": { "photo": { "status": "deprecated" } } }
                """#)
        let warnings = diagnostics.filter { $0.message.contains("is deprecated") }
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.file == "Content/screens/index.json" })
        #expect(
            warnings.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.path ?? "")" } == [
                "2:13 components[0].kind", "2:60 components[0].items[0].kind", "4:39 components[1].header.kind",
                "5:56 components[1].items[0].children[0].kind",
            ])
        let first = try #require(warnings.first)
        #expect(first.message == "the component kind 'carousel' is deprecated (Content/catalog.json); use 'grid' instead")
        #expect(first.hint == #"write "kind": "grid""#)
        #expect(warnings[1].message == "the item kind 'photo' is deprecated (Content/catalog.json)")
        #expect(site.text(at: "index.html") != nil)
    }

    @Test func strictModeMakesADeprecatedKindAnError() throws {
        let diagnostics = try Self.build(
            catalog: #"{ "components": { "carousel": { "status": "deprecated", "replacement": "grid" } } }"#, strict: true
        ).diagnostics
        let deprecated = diagnostics.filter { $0.message.contains("is deprecated") }
        #expect(deprecated.count == 2)
        #expect(deprecated.allSatisfy { $0.severity == .error })
    }

    @Test func anUnknownStatusIsAnErrorWithTheClosestStatus() throws {
        let diagnostics = try Self.build(catalog: "{ \"components\": {\n  \"list\": { \"status\": \"depreciated\" } } }").diagnostics
        let error = try #require(diagnostics.first { $0.file == "Content/catalog.json" })
        #expect(error.severity == .error)
        #expect(error.message == "'depreciated' is not a status")
        #expect(error.hint == "did you mean 'deprecated'?")
        #expect(error.location == SourceLocation(line: 2, column: 13))
        #expect(error.path == "components.list.status")
    }

    @Test func entriesMustNameKindsAndReplacementsThatExist() throws {
        let diagnostics = try Self.build(
            catalog: #"""
                { "components": {
                    "carousell": { "status": "beta" },
                    "carousel": { "status": "deprecated", "replacement": "gird" },
                    "list": { "status": "deprecated", "replacement": "list" } },
                  "items": { "person": { "status": "stable" }, "photo": { "status": "stable", "replacement": "card" } },
                  "kinds": {} }
                """#)
        let problems = diagnostics.diagnostics.filter { $0.file == "Content/catalog.json" }.sorted(by: Diagnostic.reportOrder)
        #expect(
            problems.map { "\($0.severity) \($0.location?.line ?? 0) \($0.message) [\($0.hint ?? "")]" } == [
                "warning 2 no template renders the component kind 'carousell' and no screen uses it [did you mean 'carousel'?]",
                "error 3 the replacement 'gird' is no component kind: no template renders it and no screen uses it [did you mean 'grid'?]",
                "error 4 'list' cannot replace itself []",
                "error 5 the replacement 'card' is no item kind: no template renders it and no screen uses it []",
                "warning 6 unknown key 'kinds' in catalog.json is ignored []",
            ])
    }

    @Test func aCatalogThatIsNoObjectIsAnError() throws {
        let diagnostics = try Self.build(catalog: #"[ "carousel" ]"#).diagnostics
        let error = try #require(diagnostics.first { $0.file == "Content/catalog.json" })
        #expect(error.severity == .error)
        #expect(error.message == "catalog.json must be an object, got an array")
    }

    @Test func changingTheCatalogWhileServingChecksEveryScreenAgain() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": Self.screen,
            "Content/screens/other.json": #"{ "components": [ { "kind": "carousel", "items": [] } ] }"#,
        ])
        defer { project.remove() }
        var builder = LiveBuilder(options: project.options())
        builder.build()
        #expect(!builder.diagnostics.contains { $0.message.contains("is deprecated") })
        try project.write(#"{ "components": { "carousel": { "status": "deprecated" } } }"#, to: "Content/catalog.json")
        _ = builder.refresh()
        _ = builder.catchUp()
        #expect(builder.diagnostics.filter { $0.message.contains("is deprecated") }.count == 3)
    }

    @Test func aKindUsedOnlyAsAHeaderIsUsed() throws {
        let diagnostics = try Self.build(
            catalog: #"{ "items": { "banner": { "status": "beta" } } }"#,
            screen: #"{ "components": [ { "kind": "list", "header": { "title": "H", "kind": "banner" }, "items": [] } ] }"#
        ).diagnostics
        #expect(!diagnostics.contains { $0.message.contains("no screen uses it") })
    }
}

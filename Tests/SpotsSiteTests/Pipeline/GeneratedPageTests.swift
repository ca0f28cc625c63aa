import Foundation
import SpotsLiveSite
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsSite

/// A generated page is one generator and one line where its feature lists it: everything else
/// (planning its file, checking links to it, rendering and checking it, the sitemap, a clash with
/// a screen, serving it) is the build's. `ColophonPage` below is all a new page needs, and the line
/// is `ColophonFeature.generators`.
@Suite struct GeneratedPageTests {
    static let route = Route(segments: ["colophon"])

    /// The whole of the new page.
    struct ColophonPage: PageGenerator {
        var name: String { "Colophon" }

        func plan(of model: any Sendable) -> GeneratorPlan { GeneratorPlan(pages: [(GeneratedPageTests.route, "Colophon")]) }

        func files(of site: GeneratorInput) -> GeneratedFiles {
            let route = GeneratedPageTests.route
            var fields: [String: TemplateValue] = ["screenCount": .text(String(site.renderedScreens.count))]
            let context = site.pageRenderer().siteContext(on: route)
            for name in SiteContext.names { fields[name] = context.value(named: name) }
            return GeneratedFiles(
                [.page(Document(route: route, template: "colophon", context: TemplateFields(fields: fields)))], summary: "colophon.html")
        }
    }

    /// A feature of the test's own, beside the site's.
    struct ColophonFeature: SiteFeature {
        var name: String { "colophon" }
        var assetPrefix: String? { nil }
        var generators: [any PageGenerator] { [ColophonPage()] }
        var owner: OutputPlan.FileOwner { OutputPlan.FileOwner(name: "the colophon") }
        var link: Route? { nil }
        func isOn(options: BuildOptions, config: SiteConfig) -> Bool { true }
        func model(content: LoadedContent, templates: TemplateSet) -> any Sendable { 0 }
        func problems(of plan: FeaturePlan, templates: TemplateSet) -> [Diagnostic] { [] }
    }

    static func template(link: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"/><title>Colophon – {{title}}</title></head>
        <body><main><h1>Colophon</h1><p>{{screenCount}} screens. <a href="{{root}}\(link)">Home</a> <a href="{{root}}colophon/index.html">This page</a></p></main></body>
        </html>

        """
    }

    static let files = [
        "Content/screens/index.json": #"{ "title": "Home", "components": [ { "items": [ { "title": "Ada" } ] } ] }"#,
        "Content/screens/team.json": #"{ "title": "Team", "components": [ { "items": [ { "title": "Ada" } ] } ] }"#,
        "Templates/colophon.mustache": template(link: "index.html"),
    ]

    static func options(_ project: TemporaryProject) -> BuildOptions {
        var options = project.options()
        options.features = SiteFeatures.all + [ColophonFeature()]
        return options
    }

    @Test func theNewPageIsPlannedRenderedCheckedListedAndWritten() throws {
        let project = try TemporaryProject(files: Self.files)
        defer { project.remove() }
        let site = SiteBuilder(options: Self.options(project)).build()
        // Its link to itself is checked against the planned files, and leads somewhere.
        #expect(site.diagnostics.isEmpty, "\(site.diagnostics)")
        let html = try #require(site.text(at: "colophon/index.html"))
        #expect(html.contains("<p>2 screens. <a href=\"../index.html\">Home</a> <a href=\"../colophon/index.html\">This page</a></p>"))
        #expect(HTMLValidator.inspect(html).syntaxError == nil)
        #expect(site.text(at: "sitemap.xml")?.contains("<loc>/colophon/</loc>") == true)
        #expect(site.text(at: "routes.json")?.contains("\"title\" : \"Colophon\"") == true)
        #expect(Pipeline.steps(for: Self.options(project)).map(\.name).suffix(4) == ["Catalog", "App map", "Colophon", "Site files"])
    }

    @Test func itsTemplateIsCheckedAsEveryPageIs() throws {
        var files = Self.files
        files["Templates/colophon.mustache"] = Self.template(link: "nowhere.html")
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        let site = SiteBuilder(options: Self.options(project)).build()
        let problem = try #require(site.diagnostics.first)
        #expect(site.diagnostics.count == 1)
        #expect(problem.file.hasSuffix("Templates/colophon.mustache"))
        #expect(problem.step == "Colophon")
        #expect(problem.message.contains("nowhere.html"))
    }

    @Test func aScreenAtItsAddressIsAClashNamingTheFeature() throws {
        var files = Self.files
        files["Content/screens/colophon.json"] = #"{ "title": "Mine", "components": [] }"#
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        let site = SiteBuilder(options: Self.options(project)).build()
        #expect(site.diagnostics.contains { $0.severity == .error && $0.message.contains("the colophon") }, "\(site.diagnostics)")
    }

    @Test func servingShowsItAndMakesItAgainAfterAChange() throws {
        let project = try TemporaryProject(files: Self.files)
        defer { project.remove() }
        var live = LiveBuilder(options: Self.options(project))
        live.build()
        #expect(live.site.text(at: "colophon/index.html")?.contains("2 screens") == true)
        try project.write(#"{ "title": "More", "components": [ { "items": [ { "title": "Bo" } ] } ] }"#, to: "Content/screens/more.json")
        let refreshed = live.refresh()
        let update = try #require(refreshed)
        #expect(update.changedFiles.contains("colophon/index.html"))
        #expect(live.site.text(at: "colophon/index.html")?.contains("3 screens") == true)
    }
}

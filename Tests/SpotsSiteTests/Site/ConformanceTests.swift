import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Real screen JSON from the Spots and JSONViewControllers repositories (Fixtures/conformance, with
/// their provenance in SOURCES.md) must build, and every item's title must reach its page.
@Suite struct ConformanceTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("conformance")

    static var spotsFiles: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("spots").path))?
            .filter { $0.hasSuffix(".json") }.sorted() ?? []
    }

    /// One project holding every conformance file as a screen.
    static func buildAll(inspects: Bool = false) throws -> (TemporaryProject, RenderedSite) {
        let project = try TemporaryProject()
        for name in spotsFiles {
            try FileManager.default.createDirectory(at: project.url("Content/screens"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: folder.appendingPathComponent("spots/\(name)"), to: project.url("Content/screens/\(name)"))
        }
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("jsonviewcontrollers/AccountTable.json"), to: project.url("Content/screens/account-table.json"))
        // AccountTable's `nameTextKeyPath: "user.name"` read the view controller's user; here the site's data.
        try project.write(#"{ "title": "Conformance", "data": { "user": { "name": "Graham Perks" } } }"#, to: "Content/site.json")
        var options = project.options()
        options.view.inspects = inspects
        return (project, SiteBuilder(options: options).build())
    }

    @Test func thereAreConformanceFiles() {
        #expect(Self.spotsFiles.count == 22)
    }

    @Test func everyFileBuildsWithoutErrors() throws {
        let (project, site) = try Self.buildAll()
        defer { project.remove() }
        let errors = site.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))")
        #expect(site.screens.count == Self.spotsFiles.count + 1)
        for screen in site.screens {
            let html = try #require(site.text(at: screen.route.outputFile), "no page for \(screen.file)")
            #expect(HTMLValidator.inspect(html).syntaxError == nil, "\(screen.file)")
        }
    }

    /// AccountTable's rows have no title: their cells show their attributes (`caption`, `heading`,
    /// the bound `name`), and the spacer row is blank space of its height, not an empty card.
    @Test func rowsShowWhatTheirCellsShow() throws {
        let (project, site) = try Self.buildAll()
        defer { project.remove() }
        let html = try #require(site.text(at: "account-table/index.html"))
        for label in ["your wallet", "manage your cards", "Graham Perks", "Some info", "More information"] {
            #expect(html.contains("<p class=\"item-label\">\(label)</p>"), "\(label)")
        }
        #expect(!html.contains(">graphic_wallet<") && !html.contains(">user.name<"))
        #expect(html.contains(#"<article class="item kind-SpacerTableViewCell item-blank" style="--row-height: 10px">"#))
        #expect(RowCell.readsAsWords("Food Menu") && RowCell.readsAsWords("Settings"))
        #expect(!RowCell.readsAsWords("icn_foodmenu") && !RowCell.readsAsWords("Navigator|food") && !RowCell.readsAsWords("showMenu"))
    }

    @Test(arguments: spotsFiles)
    func everyItemTitleIsOnItsPage(file: String) throws {
        let (project, site) = try Self.buildAll()
        defer { project.remove() }
        let route = try ScreenFileName.route(forScreenAt: file).get()
        let html = try #require(site.text(at: route.outputFile))
        // Titles are read with Foundation's own parser (it accepts the trailing commas of the
        // nonstrict files on Linux), independently of spots-site's parser.
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("spots/\(file)"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let components = try #require(root["components"] as? [[String: Any]])
        var titles: [String] = []
        for component in components {
            for item in component["items"] as? [[String: Any]] ?? [] {
                if let title = item["title"] as? String, !title.isEmpty { titles.append(title) }
            }
        }
        #expect(!titles.isEmpty || file.contains("map"), "\(file) has no titles to look for")
        for title in titles {
            #expect(html.contains(Self.escaped(title)), "\(file): '\(title)' is not on its page")
        }
    }

    /// Nothing an item carries is out of reach: every scalar field of every item or row (and of
    /// its meta) is on its inspected page as text (`build --inspect`), with no template written for
    /// any kind. Markdown fields are checked word by word; actions become links (checked by the
    /// link tests).
    @Test(arguments: spotsFiles.map { "spots/" + $0 } + ["jsonviewcontrollers/AccountTable.json"])
    func everyScalarFieldOfEveryItemIsOnItsInspectedPage(file: String) throws {
        let (project, site) = try Self.buildAll(inspects: true)
        defer { project.remove() }
        let name = file.hasPrefix("spots/") ? String(file.dropFirst("spots/".count)) : "account-table.json"
        let html = try #require(site.text(at: try ScreenFileName.route(forScreenAt: name).get().outputFile))
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(file))
        let root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        // A Spots screen has components of items; a JSONViewControllers table, sections of rows.
        let containers = (root as? [String: Any])?["components"] as? [[String: Any]] ?? root as? [[String: Any]] ?? []
        let items = containers.flatMap { ($0["items"] as? [[String: Any]] ?? []) + ($0["rows"] as? [[String: Any]] ?? []) }
        #expect(!items.isEmpty)
        var checked = 0
        for item in items {
            var fields = item.filter { $0.key != "meta" }
            for (key, value) in item["meta"] as? [String: Any] ?? [:] { fields["meta." + key] = value }
            for (key, value) in fields where !["action", "target", "relations", "children"].contains(key) {
                guard let text = Self.scalarText(value), !text.isEmpty else { continue }
                checked += 1
                if key == "subtitle" || key == "text" {
                    for word in text.split(whereSeparator: { !$0.isLetter }) where word.count > 3 {
                        #expect(html.contains(word), "\(file): '\(word)' of \(key) is not on its page")
                    }
                } else {
                    // A value is shown on one line: its runs of white space are one space.
                    let shown = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                    #expect(html.contains(Self.escaped(shown)), "\(file): \(key) '\(text.prefix(60))' is not on its page")
                }
            }
        }
        #expect(checked > 0)
    }

    /// The page as built shows what the app shows: no data rows, no inspect panel, no marker of a
    /// kind without a template, on any real screen.
    @Test func pagesAsBuiltShowNoData() throws {
        let (project, site) = try Self.buildAll()
        defer { project.remove() }
        for screen in site.screens {
            let html = try #require(site.text(at: screen.route.outputFile))
            for shown in ["spots-inspect", "class=\"details\"", "meta.background-color", "fallback-marker", "No template for"] {
                #expect(!html.contains(shown), "\(screen.file) shows \(shown)")
            }
        }
    }

    static func scalarText(_ value: Any) -> String? {
        switch value {
        case let text as String: text
        case let number as NSNumber:
            // Foundation reads true and false as numbers of the C type `char`.
            String(cString: number.objCType) == "c" ? (number.boolValue ? "true" : "false") : NumberText.text(number.doubleValue)
        default: nil
        }
    }

    @Test func legacyAndTrailingCommaFilesAreReadAsTheSpecSays() throws {
        let (project, site) = try Self.buildAll()
        defer { project.remove() }
        let lines = site.diagnosticLines(relativeTo: project.root)
        // Trailing commas are warnings at the comma.
        #expect(
            lines.contains {
                $0.hasPrefix("Content/screens/nonstrict-2015-10-26-cards-type-trailing-comma.json:39:") && $0.contains("trailing comma")
            })
        #expect(lines.contains { $0.hasPrefix("Content/screens/account-table.json:19:10: warning: trailing comma in an array") })
        // `type` is the component kind: the 2015 grid renders as a grid, with its string span.
        let grid = try #require(site.text(at: "2015-10-07-grid-span/index.html"))
        #expect(grid.contains("component-grid"))
        let readme = try #require(site.text(at: "readme-2016-01-27-list-profiles-span-string/index.html"))
        #expect(readme.contains("--span: 1"))
        // A component `title` becomes its header.
        #expect(readme.contains("<h2 class=\"component-title\">Hyper iOS</h2>"))
        // Unknown custom kinds fall back with a warning, never an error.
        #expect(lines.contains { $0.contains("unknown component kind 'key-points'") && $0.contains("warning") })
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}

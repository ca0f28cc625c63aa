import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFlow
@testable import SpotsFormat
@testable import SpotsRender

/// The app's map at `flow/`: the fixture's page as recorded, its picture the same bytes every
/// build, well-formed, with a title for every box and line, and the large-site mode.
@Suite struct FlowMapTests {
    /// The Graphviz whose layout the recorded picture is: another lays out otherwise.
    static let recordedGraphviz = "2.43.0"

    @Test func theMapPageIsAsRecordedAndItsPictureTheSameEveryBuild() throws {
        let project = try TemporaryProject(copying: FlowGraphTests.fixture)
        defer { project.remove() }
        let page = try #require(project.build().text(at: "flow/index.html"))
        #expect(project.build().text(at: "flow/index.html") == page)
        #expect(HTMLValidator.inspect(page).syntaxError == nil)
        let svgStart = try #require(page.range(of: "<svg "))
        let svgEnd = try #require(page.range(of: "</svg>"))
        let svg = String(page[svgStart.lowerBound..<svgEnd.upperBound])
        assertSnapshot(page.replacingOccurrences(of: svg, with: "<svg>…</svg>"), named: "flow/index.html")
        if Graphviz.version == Self.recordedGraphviz { assertSnapshot(svg + "\n", named: "flow/map-graphviz-\(Self.recordedGraphviz).svg") }
        // Every box and line has a title; the boxes that are pages link to them.
        #expect(svg.components(separatedBy: "<a href=").count - 1 == 4)
        let people =
            #"<a href="../people/index.html" class="flow-box flow-screen"><title>People (/people/): "#
            + "reached from 2 screens and the navigation"
        #expect(svg.contains(people + "</title>"))
        #expect(svg.components(separatedBy: "class=\"flow-line ").count - 1 == 10)
        #expect(svg.components(separatedBy: "class=\"flow-box ").count - 1 == 7)
        #expect(svg.components(separatedBy: "<title>").count - 1 == 7 + 10 + 2)  // and the two folders
        // The same graph as a table: a row a screen.
        #expect(page.components(separatedBy: "<th scope=\"row\">").count - 1 == 4)
    }

    @Test func everyPageLinksToTheMapUnlessItIsLeftOut() throws {
        let project = try TemporaryProject(copying: FlowGraphTests.fixture)
        defer { project.remove() }
        let people = try #require(project.build().text(at: "people/index.html"))
        #expect(people.contains(" · Reached from 2 screens and the navigation · "))
        #expect(people.contains(#"<a href="../flow/index.html">App map</a>"#))
        #expect(project.build().text(at: "sitemap.xml")?.contains("<loc>/flow/</loc>") == true)
        // And the catalog's screen cards say the same.
        #expect(
            project.build().text(at: "catalog/index.html")?.contains("<code>/people/</code> · Reached from 2 screens and the navigation</p>") == true)
        var options = project.options()
        options.flow = false
        let off = SiteBuilder(options: options).build()
        #expect(off.text(at: "flow/index.html") == nil && off.text(at: "assets/flow.css") == nil)
        #expect(off.text(at: "people/index.html")?.contains("App map") == false)
        try project.write(#"{ "flow": false }"#, to: "Content/site.json")
        let site = project.build()
        #expect(site.text(at: "flow/index.html") == nil)
        // The checks stay: the map alone is left out.
        #expect(site.text(at: "people/index.html")?.contains("Reached from") == true)
    }

    @Test func aLargeSiteDrawsItsFoldersAndGivesEachAPage() throws {
        var files = ["Content/screens/index.json": Self.screen("Home", actions: ["a:0", "b:0", "c:0"])]
        for folder in ["a", "b", "c"] {
            for index in 0..<60 {
                files["Content/screens/\(folder)/\(index).json"] = Self.screen("\(folder) \(index)", actions: ["\(folder):\((index + 1) % 60)", "/"])
            }
        }
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        let site = project.build()
        #expect(site.diagnostics.isEmpty, "\(site.diagnostics.prefix(3))")
        let top = try #require(site.text(at: "flow/index.html"))
        #expect(top.contains("The site has more than 150 screens"))
        let folderBox = #"<a href="../flow/a/index.html" class="flow-box flow-folder"><title>The folder a/: 60 screens; its own map lists them"#
        #expect(top.contains(folderBox + "</title>"))
        let folder = try #require(site.text(at: "flow/a/index.html"))
        #expect(HTMLValidator.inspect(folder).syntaxError == nil)
        #expect(folder.contains("<svg "))
        #expect(folder.components(separatedBy: "<th scope=\"row\">").count - 1 == 60)
        #expect(site.text(at: "sitemap.xml")?.contains("<loc>/flow/c/</loc>") == true)
    }

    @Test func aDenseMapBoundsDotsEffortAndIsStillLaidOut() throws {
        // 40 screens, each leading to the next eight: 320 lines, past the bound of 200.
        var files = ["Content/screens/index.json": Self.screen("Home", actions: ["s:0"])]
        for index in 0..<40 {
            files["Content/screens/s/\(index).json"] = Self.screen("S \(index)", actions: (1...8).map { "s:\((index + $0) % 40)" } + ["/"])
        }
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        let picture = FlowPicture.screens(project.build().flow, on: FlowMap.home)
        #expect(picture.lines.count > FlowDot.boundedAbove)
        #expect(FlowDot.layoutSource(of: picture).contains("mclimit=0.1, nslimit=1, nslimit1=1, splines=line"))
        let layout = try FlowLayout.make(picture).get()
        #expect(layout.boxes.count == picture.boxes.count)
        // A small map is laid out with dot's full effort.
        let small = try TemporaryProject(copying: FlowGraphTests.fixture)
        defer { small.remove() }
        #expect(!FlowDot.layoutSource(of: FlowPicture.screens(small.build().flow, on: FlowMap.home)).contains("nslimit"))
    }

    /// Twelve screens nothing links: laid out in rows (not one column down the left), and the
    /// page says plainly that nothing links them.
    @Test func unlinkedScreensAreLaidOutInRows() throws {
        var files = ["Content/site.json": #"{ "title": "T", "navigation": [] }"#]
        for index in 1...12 { files["Content/screens/s\(index).json"] = Self.screen("S \(index)", actions: []) }
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        let site = project.build()
        let picture = FlowPicture.screens(site.flow, on: FlowMap.home)
        let layout = try FlowLayout.make(picture).get()
        let rows = Set(layout.boxes.map { Int($0.y.rounded()) })
        let columns = Set(layout.boxes.map { Int($0.x.rounded()) })
        #expect(rows.count >= 2 && rows.count <= 4 && columns.count >= 3, "rows \(rows.sorted()), columns \(columns.sorted())")
        // The rows read as a page does: the first screens on top, the last at the bottom.
        let first = try #require(layout.boxes.first), last = try #require(layout.boxes.last)
        #expect(first.y.rounded() == Double(rows.min() ?? -1) && last.y.rounded() == Double(rows.max() ?? -1), "\(layout.boxes.map(\.y))")
        let page = try #require(site.text(at: "flow/index.html"))
        #expect(page.contains("12 screens; nothing links them: no action or navigation entry leads from one to another."))
    }

    @Test func graphvizLaysOutGraphAfterGraphInOneProcess() throws {
        // Graphviz 2.43 corrupted the graph it freed when a `rank=min` subgraph met labelled
        // edges, after some layouts in one process: this lays out the fixture's map many times.
        let project = try TemporaryProject(copying: FlowGraphTests.fixture)
        defer { project.remove() }
        let picture = FlowPicture.screens(project.build().flow, on: FlowMap.home)
        let first = try FlowLayout.make(picture).get()
        for _ in 0..<300 {
            let layout = try FlowLayout.make(picture).get()
            #expect(layout.boxes == first.boxes)
        }
    }

    static func screen(_ title: String, actions: [String]) -> String {
        let items = actions.map { #"{ "title": "To \#($0)", "action": "\#($0)" }"# }.joined(separator: ", ")
        return #"{ "title": "\#(title)", "components": [ { "items": [ \#(items) ] } ] }"#
    }
}

import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The catalog as a Storybook ref: `catalog/index.json` (story index v5), `catalog/iframe.html`
/// and `_headers`. The handshake itself runs in Chromium: scripts/checkers/check-catalog-browser.py.
@Suite struct CatalogStoriesTests {
    /// An ASCII title is sanitized on its bytes as any text is scalar by scalar.
    @Test func asciiTitlesSanitizeAsScalarsDo() {
        let seed = SplitMix.testSeed  // SPOTS_TEST_SEED=<seed> replays a round that failed.
        var random = SplitMix(seed: seed)
        for _ in 0..<3_000 {
            let text = String(
                decoding: (0..<Int.random(in: 0...12, using: &random)).map { _ in UInt8.random(in: 0...127, using: &random) }, as: UTF8.self)
            #expect(CatalogStories.sanitize(text) == CatalogStories.sanitizedScalars(text), "seed \(seed): \(text.debugDescription)")
        }
        #expect(CatalogStories.sanitize("-A\r\nB-") == "a\r\nb")
    }

    /// Storybook's own examples of `toId` and `sanitize` (its CSF package).
    @Test func idsAreStorybooksSlugs() {
        #expect(CatalogStories.id("Design/Button", "Primary") == "design-button--primary")
        #expect(CatalogStories.id("Components/profile-card", "Example 12") == "components-profile-card--example-12")
        #expect(CatalogStories.sanitize("  Hello__World!! ") == "hello-world")
        #expect(CatalogStories.sanitize("Zoë’s team (iOS)") == "zoë-s-team-ios")
        #expect(CatalogStories.sanitize("★") == "★")
        #expect(CatalogStories.sanitize("---") == "")
    }

    @Test func theIndexHasAStoryPerExampleAndPerScreenInSidebarOrder() throws {
        let site = ExampleSiteTests.build()
        let text = try #require(site.text(at: "catalog/index.json"))
        #expect(site.text(at: "catalog/stories.json") == text)
        let index = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(index["v"] as? Int == 5)
        let entries = try #require(index["entries"] as? [String: [String: Any]])
        for (id, entry) in entries {
            #expect(entry["id"] as? String == id)
            #expect(entry["type"] as? String == "story")
            #expect((entry["tags"] as? [String])?.contains("dev") == true, "\(id)")
            let importPath = try #require(entry["importPath"] as? String)
            #expect(site.files[String(importPath.dropFirst(2))] != nil, "\(id): \(importPath)")
            let title = try #require(entry["title"] as? String)
            #expect(id == CatalogStories.id(title, try #require(entry["name"] as? String)))
            #expect(id == id.lowercased() && !id.contains("_"), "\(id): the manager's route lower-cases ids and splits at _")
        }
        // One story per rendered example, and per screen and variant (people~empty among them).
        let examples = site.files.keys.filter { $0.hasPrefix("catalog/") && $0.split(separator: "/").count == 5 }
        #expect(entries.keys.filter { $0.hasPrefix("components-") || $0.hasPrefix("items-") }.count == examples.count)
        #expect(entries.keys.filter { $0.hasPrefix("screens-") }.count == 16)
        #expect(entries["screens-people--empty"] != nil)
        // In the file's order: components, then items, then screens; examples by number.
        let order = text.components(separatedBy: "\n").compactMap { line -> String? in
            guard line.hasPrefix("    \"") else { return nil }
            return String(line.dropFirst(5).prefix { $0 != "\"" })
        }
        #expect(order.count == entries.count)
        #expect(order.first == "components-carousel--example-1")
        #expect(order.firstIndex(of: "components-list--example-2")! < order.firstIndex(of: "components-list--example-3")!)
        #expect(order.firstIndex(of: "items-person--example-1")! < order.firstIndex(where: { $0.hasPrefix("screens-") })!)
    }

    @Test func screensOfOneTitleAreTwoStories() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/a.json": #"{ "title": "Team", "components": [ { "kind": "list", "items": [ { "title": "A" } ] } ] }"#,
            "Content/screens/b.json": #"{ "title": "Team", "components": [ { "kind": "list", "items": [ { "title": "B" } ] } ] }"#,
            "Content/screens/c.json": #"{ "title": "★/☆", "components": [ { "kind": "list", "items": [ { "title": "C" } ] } ] }"#,
            "Content/screens/d.json": #"{ "title": "!!!", "components": [ { "kind": "list", "items": [ { "title": "D" } ] } ] }"#,
            "Content/screens/e.json": #"{ "title": "Team", "components": [ { "kind": "list", "items": [ { "title": "E" } ] } ] }"#,
            "Content/screens/f.json": #"{ "title": "Team 2", "components": [ { "kind": "list", "items": [ { "title": "F" } ] } ] }"#,
        ])
        defer { project.remove() }
        let site = project.build()
        let text = try #require(site.text(at: "catalog/index.json"))
        #expect(text.contains(#""screens-team--default": {"#))
        #expect(text.contains(#""screens-team-2--default": {"#))
        #expect(text.contains(#""title":"Screens/Team 2""#))
        // The third is numbered on; a screen whose own title is a number taken is numbered too.
        #expect(text.contains(#""title":"Screens/Team 3""#))
        #expect(text.contains(#""title":"Screens/Team 2 2""#))
        // A title part would split at `/`: it is a space.
        #expect(text.contains(#""title":"Screens/★ ☆""#))
        // A title with no letters or digits makes no id: it is "Screen".
        #expect(text.contains(#""screens-screen--default": {"id":"screens-screen--default","importPath":"./d/index.html""#))
    }

    @Test func theFrameKnowsEveryStoryAndTheHeadersLetAnotherOriginRead() throws {
        let site = ExampleSiteTests.build()
        let frame = try #require(site.text(at: "catalog/iframe.html"))
        let start = try #require(frame.range(of: #"<script type="application/json" id="catalog-stories">"#))
        let json = frame[start.upperBound...].prefix { $0 != "<" }
        let pages = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
        let index = try #require(site.text(at: "catalog/index.json"))
        #expect(pages.count == index.components(separatedBy: #""type":"story""#).count - 1)
        #expect(pages["components-grid--example-1"] == "../catalog/components/grid/1/index.html")
        #expect(frame.contains(#"<script src="../assets/catalog-stories.js" defer="defer"></script>"#))
        #expect(
            site.text(at: "_headers")
                == """
                # Written by spots-site: a Storybook on another origin may read the design catalog's story index.
                /catalog/index.json
                  Access-Control-Allow-Origin: *
                /catalog/stories.json
                  Access-Control-Allow-Origin: *

                """)
    }

    @Test func withoutACatalogThereIsNoStoryIndexOrHeaders() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{ "title": "T", "catalog": false }"#,
            "Content/screens/index.json": #"{ "components": [ { "kind": "list", "items": [ { "title": "A" } ] } ] }"#,
        ])
        defer { project.remove() }
        let site = project.build()
        #expect(site.files.keys.filter { $0.hasPrefix("catalog/") || $0 == "_headers" || $0.hasPrefix("assets/catalog") }.isEmpty)
        #expect(site.files["assets/theme.css"] != nil)
    }
}

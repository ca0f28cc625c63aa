import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Accessibility built into the rendering: text alternatives, link names, the heading outline,
/// landmarks, carousels, content colours, `lang` and `dir`, and the build's own checks of what
/// templates make. (The W3C checker and axe-core run over whole sites in scripts/check-pages.sh.)
@Suite struct AccessibilityTests {
    static func page(_ screen: String, site: String? = nil, files: [String: String] = [:], at path: String = "index.html") throws
        -> (html: String, diagnostics: [Diagnostic])
    {
        var all = files
        all["Content/screens/index.json"] = screen
        if let site { all["Content/site.json"] = site }
        let project = try TemporaryProject(files: all)
        defer { project.remove() }
        let built = project.build()
        return (try #require(built.text(at: path)), built.diagnostics)
    }

    /// Every page that ships: the example site, the conformance files, the showcase and the
    /// right-to-left fixture. None has an accessibility finding.
    static func shippedPages() throws -> [(String, String)] {
        var pages: [(String, String)] = []
        let (conformance, conformanceSite) = try ConformanceTests.buildAll()
        defer { conformance.remove() }
        let showcase = try TemporaryProject(copying: TestPaths.fixtures.appendingPathComponent("sites/showcase"))
        defer { showcase.remove() }
        let rtl = try TemporaryProject(copying: TestPaths.fixtures.appendingPathComponent("sites/rtl"))
        defer { rtl.remove() }
        for (name, site) in [
            ("example", ExampleSiteTests.build()), ("conformance", conformanceSite), ("showcase", showcase.build()), ("rtl", rtl.build()),
        ] {
            for file in site.files.keys.sorted() where file.hasSuffix(".html") {
                pages.append(("\(name)/\(file)", try #require(site.text(at: file))))
            }
        }
        return pages
    }

    @Test func shippedPagesHaveNoFindings() throws {
        let pages = try Self.shippedPages()
        #expect(pages.count >= 40)
        for (name, html) in pages {
            let report = HTMLValidator.inspect(html)
            #expect(report.syntaxError == nil, "\(name)")
            #expect(report.findings.isEmpty, "\(name): \(report.findings)")
            #expect(html.components(separatedBy: "<h1").count == 2, "\(name) has one h1")
            // The catalog's example pages and Storybook frame are shown in frames: a main landmark only.
            if html.contains("<body class=\"catalog-frame\">") || html.contains("<body class=\"catalog-story\">") {
                #expect(html.contains("<main id=\"main\""), "\(name) lacks its main landmark")
                continue
            }
            for landmark in [
                "<header class=\"site-header\"", "<nav class=\"site-nav\" aria-label=\"Site\"", "<main id=\"main\"", "<footer class=\"site-footer\"",
            ] {
                #expect(html.contains(landmark), "\(name) lacks \(landmark)")
            }
        }
    }

    // MARK: Text alternatives

    @Test func anImageBesideItsTitleIsNotReadTwiceAndMetaAltWins() throws {
        let (html, diagnostics) = try Self.page(
            #"""
            { "title": "Home", "components": [ { "items": [
              { "title": "Ada", "image": "https://example.com/a.png" },
              { "title": "Grace", "image": "https://example.com/g.png", "meta": { "alt": "Grace at her desk" } },
              { "image": "https://example.com/x.png", "meta": { "accessibilityLabel": "A chart of sales" } },
              { "image": "https://example.com/d.png", "meta": { "decorative": true } }
            ] } ] }
            """#)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(html.contains(#"src="https://example.com/a.png" alt="""#))
        #expect(html.contains(#"src="https://example.com/g.png" alt="Grace at her desk""#))
        #expect(html.contains(#"src="https://example.com/x.png" alt="A chart of sales""#))
        #expect(html.contains(#"src="https://example.com/d.png" alt="""#))
    }

    @Test func anImageWithNoTextAlternativeIsAWarningAtTheImage() throws {
        let (html, diagnostics) = try Self.page(#"{ "title": "Home", "components": [ { "items": [ { "image": "https://example.com/x.png" } ] } ] }"#)
        #expect(html.contains(#"alt="""#))
        let warning = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(warning.severity == .warning)
        #expect(warning.location == SourceLocation(line: 1, column: 60))
        #expect(warning.message.contains("this image has no text alternative"))
        #expect(warning.hint?.contains("\"decorative\": true") == true)
    }

    @Test func aTemplateShowingTheImageAloneGetsTheTitleAsAlt() throws {
        let (html, _) = try Self.page(
            #"{ "title": "Home", "components": [ { "items": [ { "title": "Ada", "kind": "tile", "image": "https://example.com/a.png" } ] } ] }"#,
            files: ["Templates/items/tile.mustache": #"<img src="{{image.src}}" alt="{{image.alt}}"/>"# + "\n"])
        #expect(html.contains(#"<img src="https://example.com/a.png" alt="Ada"/>"#))
    }

    @Test func markdownImagesNeedADescriptionAndEmptyLinksAreLeftOut() throws {
        let (html, diagnostics) = try Self.page(
            #"{ "title": "Home", "components": [ { "items": [ { "title": "News", "subtitle": "![](https://example.com/c.png) [](https://example.com/) ![Sales](https://example.com/s.png)" } ] } ] }"#
        )
        #expect(
            Set(diagnostics.map(\.message)) == [
                "in markdown: the link to 'https://example.com/' has no text, so nobody can see or hear it; it is left out",
                "in markdown: the image 'https://example.com/c.png' has no description, so screen readers say nothing of it",
            ])
        #expect(!html.contains(#"<a href="https://example.com/">"#))
        #expect(html.contains(#"alt="Sales""#))
    }

    // MARK: Link names

    @Test func everyLinkHasANameEvenWithoutATitle() throws {
        let (html, diagnostics) = try Self.page(
            #"""
            { "title": "Home", "components": [ { "items": [
              { "action": "https://example.com/one", "meta": { "label": "Open the report" } },
              { "action": "https://example.com/two", "kind": "stat" },
              { "action": "https://example.com/three", "image": "https://example.com/i.png", "meta": { "alt": "Team photo" } }
            ] } ] }
            """#)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(html.contains(#"<a class="item-link" href="https://example.com/one">Open the report</a>"#))
        #expect(html.contains(#"<a href="https://example.com/two">https://example.com/two</a>"#))
        #expect(html.contains(#"<a class="item-link" href="https://example.com/three">Team photo</a>"#))
        #expect(HTMLValidator.inspect(html).findings.isEmpty)
    }

    // MARK: Headings

    static func headings(_ html: String) -> [Int] {
        html.components(separatedBy: "<h").dropFirst().compactMap { $0.first?.wholeNumberValue }
    }

    @Test func headingsFollowTheOutlineWhenComponentsAndItemsHaveNoTitle() throws {
        let (html, diagnostics) = try Self.page(
            #"""
            { "title": "Home", "components": [
              { "items": [ { "title": "Untitled list's item" } ] },
              { "header": { "title": "Titled" }, "items": [ { "title": "Item", "text": "## Notes\n\n#### Detail\n\n# Top" } ] },
              { "items": [ { "children": [ { "header": { "title": "Nested under an untitled item" }, "items": [ { "title": "Deep" } ] } ] } ] }
            ] }
            """#)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // h1 page; h2 item of an untitled list; h2 section, h3 item, its markdown h4 h5 h4;
        // the untitled item adds no level: its nested section is h2 and that section's item h3.
        #expect(Self.headings(html) == [1, 2, 2, 3, 4, 5, 4, 2, 3])
        #expect(HTMLValidator.inspect(html).findings.isEmpty)
    }

    @Test func markdownCannotAddASecondH1() throws {
        let rendered = MarkdownRenderer.render("# One\n\n### Three", headingLevel: 3)
        #expect(rendered.html == "<h3>One</h3>\n<h4>Three</h4>\n")
        #expect(MarkdownRenderer.render("###### Six", headingLevel: 6).html == "<h6>Six</h6>\n")
    }

    // MARK: Findings in templates

    @Test func templateFindingsNameTheTemplateAndThePage() throws {
        let (_, diagnostics) = try Self.page(
            #"{ "title": "Home", "components": [ { "header": { "title": "Cards" }, "items": [ { "title": "Ada", "kind": "card", "action": "https://example.com/" } ] } ] }"#,
            files: [
                "Templates/items/card.mustache":
                    "<div>\n<h5>{{title}}</h5>\n<img src=\"https://example.com/a.png\"/>\n<a href=\"{{href}}\"></a>\n<h1>Again</h1>\n</div>\n"
            ])
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.file.hasSuffix("Templates/items/card.mustache") })
        let messages = diagnostics.map(\.message).sorted()
        #expect(messages.count == 4)
        #expect(
            messages.contains { $0.hasPrefix("the template 'items/card' renders an h5 right after an h2, skipping a heading level (page /, line") })
        #expect(messages.contains { $0.hasPrefix("the template 'items/card' renders an image without alt text (page /, line") })
        #expect(messages.contains { $0.hasPrefix("the template 'items/card' renders a link with no text or label") })
        #expect(messages.contains { $0.hasPrefix("the template 'items/card' renders a second h1") })
    }

    @Test func aPageTemplateWithoutH1IsReported() throws {
        let (_, diagnostics) = try Self.page(
            #"{ "title": "Home", "components": [ { "items": [ { "title": "One" } ] } ] }"#,
            files: [
                "Templates/page.mustache":
                    "<!DOCTYPE html>\n<html lang=\"en\"><head><title>x</title></head><body><main>{{#components}}{{{html}}}{{/components}}</main></body></html>\n"
            ])
        #expect(diagnostics.map(\.message) == ["the template 'page' renders a page without an h1 (page /)"])
    }

    @Test func theValidatorSeesLabelsTitlesAndDescribedImagesAsLinkNames() {
        let html = """
            <div>
            <a href="a" aria-label="Label"></a>
            <a href="b" title="Title"></a>
            <a href="c"><img src="x.png" alt="Picture"/></a>
            <a href="d"><span aria-hidden="true">→</span></a>
            <a href="e"><img src="x.png" alt=""/></a>
            <a name="not-a-link"></a>
            <img src="y.png" role="presentation"/>
            <img src="z.png"/>
            </div>
            """
        let findings = HTMLValidator.inspect(html).findings
        #expect(findings.map(\.rule) == [.emptyLink, .emptyLink, .imageWithoutAlt])
        #expect(findings.map(\.line) == [5, 6, 9])
    }

    // MARK: Landmarks, navigation, carousels

    @Test func siteNavigationComesFromSiteJSONAndMarksTheCurrentPage() throws {
        let (html, diagnostics) = try Self.page(
            #"{ "title": "Home", "components": [ { "items": [ { "title": "One" } ] } ] }"#,
            site:
                #"{ "title": "Site", "navigation": [ { "title": "Start", "action": "/" }, { "title": "People", "action": "people" }, { "title": "Blog", "action": "https://example.com/blog" } ] }"#,
            files: ["Content/screens/people.json": #"{ "title": "People", "components": [ { "items": [ { "title": "Ada" } ] } ] }"#],
            at: "people/index.html")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(html.contains(#"<li><a href="../index.html">Start</a></li>"#))
        #expect(html.contains(#"<li><a href="../people/index.html" aria-current="page">People</a></li>"#))
        #expect(html.contains(#"<li><a href="https://example.com/blog">Blog</a></li>"#))
    }

    @Test func theDefaultNavigationIsHomeAndTheTopLevelScreens() throws {
        var files: [String: String] = [:]
        for name in ["b", "a"] { files["Content/screens/\(name).json"] = #"{ "title": "Screen \#(name.uppercased())", "components": [] }"# }
        files["Content/screens/deep/c.json"] = #"{ "title": "Deep", "components": [] }"#
        let (html, _) = try Self.page(#"{ "title": "Welcome", "components": [] }"#, files: files)
        let nav = try #require(html.components(separatedBy: "<nav").last?.components(separatedBy: "</nav>").first)
        #expect(nav.components(separatedBy: "<li>").count == 4)
        #expect(nav.contains(#"<a href="index.html" aria-current="page">Welcome</a>"#))
        #expect(nav.range(of: "Screen A")!.lowerBound < nav.range(of: "Screen B")!.lowerBound)
        #expect(!nav.contains("Deep"))

        var many: [String: String] = [:]
        for index in 1...(SiteNavigation.defaultLimit + 1) { many["Content/screens/s\(index).json"] = #"{ "components": [] }"# }
        let (crowded, _) = try Self.page(#"{ "title": "Site", "components": [] }"#, site: #"{ "title": "Site" }"#, files: many)
        let crowdedNav = try #require(crowded.components(separatedBy: "<nav").last?.components(separatedBy: "</nav>").first)
        #expect(crowdedNav.components(separatedBy: "<li>").count == 2)
        #expect(crowdedNav.contains(">Home</a>"))
    }

    @Test func twoCarouselsOnAPageHaveRegionsOfTheirOwnNames() throws {
        let (html, _) = try Self.page(
            #"""
            { "components": [
              { "kind": "carousel", "items": [ { "title": "A" } ] },
              { "kind": "carousel", "items": [ { "title": "B" } ] },
              { "kind": "carousel", "header": { "title": "Teams" }, "items": [ { "title": "C" } ] },
              { "kind": "carousel", "header": { "title": "Teams" }, "items": [ { "title": "D" } ] }
            ] }
            """#)
        for label in ["Carousel", "Carousel (2)", "Teams", "Teams (2)"] {
            #expect(html.contains("aria-label=\"\(label): scroll sideways for more\""), "\(label)")
        }
    }

    @Test func carouselsAreLabelledFocusableScrollRegions() throws {
        let (html, _) = try Self.page(
            #"{ "title": "Home", "components": [ { "kind": "carousel", "header": { "title": "News" }, "items": [ { "title": "One" }, { "title": "Two" } ] } ] }"#
        )
        #expect(
            html.contains(
                #"<div class="carousel-track snap-item" role="region" tabindex="0" aria-roledescription="carousel" aria-label="News: scroll sideways for more">"#
            ))
        #expect(html.contains(#"<ul class="items carousel-items">"#))
        let css = try String(contentsOf: TestPaths.repository.appendingPathComponent("Templates/assets/theme.css"), encoding: .utf8)
        #expect(css.contains(".carousel-track:focus-visible"))
        #expect(css.contains(":focus-visible { outline: 3px solid var(--focus)"))
    }

    // MARK: Language and direction

    @Test func langAndDirComeFromSiteJSON() throws {
        let screen = #"{ "title": "Home", "components": [] }"#
        #expect(try Self.page(screen).html.contains(#"<html lang="en" dir="ltr">"#))
        #expect(try Self.page(screen, site: #"{ "language": "ar" }"#).html.contains(#"<html lang="ar" dir="rtl">"#))
        #expect(try Self.page(screen, site: #"{ "language": "he-IL" }"#).html.contains(#"<html lang="he-IL" dir="rtl">"#))
        #expect(try Self.page(screen, site: #"{ "language": "ar", "dir": "ltr" }"#).html.contains(#"<html lang="ar" dir="ltr">"#))
        #expect(try Self.page(screen, site: #"{ "language": "en", "dir": "auto" }"#).html.contains(#"<html lang="en" dir="auto">"#))
    }

    @Test func languageTagsAreChecked() {
        for good in ["en", "nb-NO", "zh-Hant-TW", "ast", "es-419"] { #expect(SiteConfigDecoder.isLanguageTag(good), "\(good)") }
        for bad in ["english", "en_US", "e", "en-", "-en", "en-toolongsubtag", "ünï"] { #expect(!SiteConfigDecoder.isLanguageTag(bad), "\(bad)") }
    }

    // MARK: Colour

    @Test func contrastRatiosFollowWCAG() {
        let white = ContentColors.Color.white
        #expect(ContentColors.Color.black.contrast(with: white) == 21)
        #expect(ContentColors.format(ContentColors.parse("777777")!.contrast(with: white)) == "4.4")
        #expect(ContentColors.format(ContentColors.parse("#767676")!.contrast(with: white)) == "4.5")
        #expect(ContentColors.parse("#F06723")!.ink == .black)
        #expect(ContentColors.parse("222")!.ink == .white)
        #expect(ContentColors.parse("#11223344")?.hex == "#112233")
        #expect(ContentColors.parse("red") == nil)
    }

    @Test func contentColoursAlwaysReadInEveryScheme() {
        // Any background gets black or white text that reaches 4.5:1.
        for value in stride(from: 0, through: 255, by: 5) {
            for background in [
                ContentColors.Color(red: Double(value) / 255, green: 0.5, blue: 0.2),
                ContentColors.Color(red: Double(value) / 255, green: Double(value) / 255, blue: Double(value) / 255),
            ] {
                let pair = ContentColors.resolve(background: background, foreground: nil)!.pair
                #expect(pair.foreground.contrast(with: pair.background) >= 4.5, "\(background.hex)")
            }
        }
        // A text colour alone is given the background it reads on, or its coloured panel's.
        let grey = ContentColors.parse("#cccccc")!
        #expect(ContentColors.resolve(background: nil, foreground: grey)!.pair.background == .black)
        #expect(
            ContentColors.resolve(background: nil, foreground: .white, surrounding: ContentColors.parse("#222222"))!.pair.background.hex == "#222222")
        #expect(ContentColors.resolve(background: nil, foreground: .black, surrounding: ContentColors.parse("#222222"))!.pair.background == .white)
        // An authored pair is kept as authored, as the app shows it; one under AA carries its ratio,
        // with a warning.
        #expect(ContentColors.resolve(background: .white, foreground: .black)!.problem == nil)
        #expect(ContentColors.resolve(background: .white, foreground: .black)!.pair.authoredContrast == nil)
        let (pair, problem) = ContentColors.resolve(background: ContentColors.parse("F06723"), foreground: .white)!
        #expect(pair.foreground == .white && pair.background.hex == "#f06723")
        #expect(pair.authoredContrast.map(ContentColors.format) == "3.1")
        #expect(
            problem?.message
                == "the text colour #ffffff on the background #f06723 has a contrast of 3.1:1, below the 4.5:1 that WCAG AA asks for; the page shows it as authored, as the app does"
        )
    }

    @Test func contentColoursReachThePageAsPairs() throws {
        let (html, diagnostics) = try Self.page(
            #"{ "title": "Home", "components": [ { "meta": { "background-color": "222222" }, "items": [ { "title": "A", "meta": { "text-color": "ffffff" } }, { "title": "B", "meta": { "background-color": "F06723", "foreground-color": "FFFFFF" } } ] } ] }"#
        )
        #expect(html.contains(#"style="--component-background: #222222; --component-foreground: #ffffff""#))
        #expect(html.contains(#"style="--item-background: #222222; --item-foreground: #ffffff""#))
        #expect(html.contains(#"style="--item-background: #f06723; --item-foreground: #ffffff; --authored-contrast: 3.1""#))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.path == "components[0].items[1].meta.foreground-color")
    }

    /// The theme's own colour pairs, read from theme.css, meet AA in light and dark mode.
    @Test func theThemeMeetsAAInLightAndDarkMode() throws {
        let css = try String(contentsOf: TestPaths.repository.appendingPathComponent("Templates/assets/theme.css"), encoding: .utf8)
        // Each colour token is `light-dark(<light>, <dark>)`.
        for (scheme, side) in [("light", 0), ("dark", 1)] {
            func token(_ name: String) throws -> ContentColors.Color {
                let start = try #require(css.range(of: "--\(name): light-dark("), "\(scheme) --\(name)")
                let pair = css[start.upperBound...].prefix { $0 != ")" }.components(separatedBy: ",")
                try #require(pair.count == 2, "--\(name): \(pair)")
                let value = pair[side].trimmingCharacters(in: .whitespaces)
                return try #require(ContentColors.parse(value), "\(scheme) --\(name): \(value)")
            }
            for background in ["bg", "surface", "surface-sunken"] {
                for text in ["text", "muted", "accent"] {
                    let ratio = try token(text).contrast(with: token(background))
                    #expect(ratio >= 4.5, "\(scheme): --\(text) on --\(background) is \(ContentColors.format(ratio)):1")
                }
                let focus = try token("focus").contrast(with: token(background))
                #expect(focus >= 3, "\(scheme): --focus on --\(background) is \(ContentColors.format(focus)):1")
            }
            #expect(try token("accent-text").contrast(with: token("accent")) >= 4.5, "\(scheme): badge text")
        }
    }

    @Test func reducedMotionTurnsOffAnimationAndSmoothScrolling() throws {
        let css = try String(contentsOf: TestPaths.repository.appendingPathComponent("Templates/assets/theme.css"), encoding: .utf8)
        let reduce = try #require(css.components(separatedBy: "@media (prefers-reduced-motion: reduce) {").dropFirst().first)
        let block = String(reduce.prefix { $0 != "@" })
        #expect(block.contains("scroll-behavior: auto"))
        #expect(block.contains("transition: none !important"))
        #expect(block.contains("animation: none !important"))
        // Motion is only added where the user has not asked for less.
        let motion = css.components(separatedBy: "transition:").count - 1
        let guarded = try #require(css.components(separatedBy: "@media (prefers-reduced-motion: no-preference) {").dropFirst().first)
        #expect(String(guarded.prefix { $0 != "@" }).components(separatedBy: "transition:").count - 1 == motion - 1)
    }
}

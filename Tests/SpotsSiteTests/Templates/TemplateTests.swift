import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Templates: the built-in theme, project overrides file by file, and errors that name the template.
@Suite struct TemplateTests {
    static let screen = #"{ "title": "T", "components": [ { "kind": "list", "items": [ { "title": "One", "kind": "card" } ] } ] }"#

    @Test func theBuiltInThemeHasEveryRequiredTemplate() {
        let (templates, diagnostics) = TemplateSet.load(projectFolder: nil, displayName: "Templates")
        #expect(diagnostics.isEmpty)
        for name in TemplateSet.required + ["components/list", "components/grid", "components/carousel"] {
            #expect(templates.has(name), "\(name)")
        }
        #expect(templates.themeFiles["assets/theme.css"] != nil)
    }

    @Test func theBundledThemeIsTheRepositoryTemplatesFolder() throws {
        let folder = TestPaths.repository.appendingPathComponent("Templates")
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        var names: [String] = []
        while let name = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
            if !isFolder.boolValue { names.append(name) }
        }
        #expect(Set(names) == Set(BuiltinTemplates.files.keys))
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(BuiltinTemplates.files[name] == text, "\(name) differs from the bundled copy")
        }
    }

    @Test func aProjectTemplateOverridesTheBuiltInOneAndAddsItemKinds() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": Self.screen,
            "Templates/items/card.mustache": "<div class=\"card\">{{title}}</div>\n",
            "Templates/page.mustache":
                "<!DOCTYPE html>\n<html lang=\"{{site.language}}\"><head><title>{{page.title}}</title></head><body><main><h1>{{page.heading}}</h1>{{#components}}{{{html}}}{{/components}}</main></body></html>\n",
        ])
        defer { project.remove() }
        let site = project.build()
        #expect(site.diagnostics.isEmpty, "\(site.diagnostics)")
        let html = try #require(site.text(at: "index.html"))
        #expect(html.contains("<div class=\"card\">One</div>"))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\"><head><title>T – Screens</title></head>"))
    }

    @Test func aTemplateThatDoesNotParseIsReportedWithItsLineAndColumn() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": Self.screen,
            "Templates/items/card.mustache": "<div>\n  {{#title}}\n  <p>{{title}}</p>\n</div>\n",
        ])
        defer { project.remove() }
        let site = project.build()
        let lines = site.diagnosticLines(relativeTo: project.root)
        #expect(
            lines.contains {
                $0.hasPrefix("Templates/items/card.mustache:") && $0.contains("error: the template does not parse: a section is never closed")
            })
        #expect(site.diagnostics.hasErrors)
    }

    /// The place is in the template's own source, where editors jump, not in its output.
    @Test func aTemplateThatRendersBrokenMarkupIsNamedWithThePageAndThePlaceInItsSource() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": Self.screen,
            "Templates/items/card.mustache": "<div class=\"card\">\n  <p>{{title}}\n</div>\n",
        ])
        defer { project.remove() }
        let site = project.build()
        let lines = site.diagnosticLines(relativeTo: project.root)
        let line = try #require(lines.first { $0.hasPrefix("Templates/items/card.mustache:3:7: error:") }, "\(lines)")
        #expect(line.contains("the template 'items/card' renders markup that is not well-formed on the page /: "))
        #expect(line.contains("Opening and ending tag mismatch: p line 2 and div"))
    }

    @Test func brokenMarkupAfterTextSeveralTagsInIsPlacedInTheSource() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": Self.screen,
            "Templates/items/card.mustache":
                "<div class=\"card\">\n  <h3>{{title}}</h3>{{#subtitle}}<p>{{{subtitle}}}</p>{{/subtitle}} <b>é</i>\n</div>\n",
        ])
        defer { project.remove() }
        let lines = project.build().diagnosticLines(relativeTo: project.root)
        // Line 2 is `  <h3>{{title}}</h3>… <b>é</i>`; libxml2 notices the mismatch at the end of </i>.
        let source = "  <h3>{{title}}</h3>{{#subtitle}}<p>{{{subtitle}}}</p>{{/subtitle}} <b>é</i>"
        #expect(lines.contains { $0.hasPrefix("Templates/items/card.mustache:2:\(source.utf8.count + 1): error:") }, "\(lines)")
    }

    /// Text inside a start tag (`"{{{attributes}}}>`) gets no marker, which would break the markup.
    @Test func brokenMarkupInATemplateWithTagsInsideStartTagsIsPlacedInTheSource() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": Self.screen,
            "Templates/items/card.mustache":
                "<article class=\"card\"{{{attributes}}}>\n  <h{{level}} class=\"t\">{{title}}</h{{level}}>\n  <p>x\n</article>\n",
        ])
        defer { project.remove() }
        let lines = project.build().diagnosticLines(relativeTo: project.root)
        #expect(lines.contains { $0.hasPrefix("Templates/items/card.mustache:4:11: error:") }, "\(lines)")
        let map = try #require(TemplateSourceMap(source: "<a href=\"{{href}}\" {{{attributes}}}>{{title}}</a>"))
        // `<a href="` | `" ` (inside the tag: no marker) | `>` (a marker after the >) | `</a>`
        #expect(map.pieces.map(\.markerOffset) == [0, nil, 1, 0])
    }

    @Test func theShapeOfAMessageKeepsApostrophes() {
        #expect(DiagnosticFormat.shape(of: "this record's page /a/ needs a folder a/") == "this record's page /… needs a folder a/")
        #expect(
            DiagnosticFormat.shape(of: "the action 'x:1' leads to /x/1/, which has no screen") == "the action '…' leads to /…, which has no screen")
    }

    @Test func theShapeOfAnASCIIMessageIsReadAsBytesAsItIsAsCharacters() throws {
        var generator = SystemRandomNumberGenerator()
        // With the en dash of a version range ("iOS 3.0–3.3"), read as bytes too outside quotes and paths.
        let alphabet = Array("ab Z'\"/0123456789(),;.:-_–")
        for _ in 0..<5000 {
            let message = String((0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? " " })
            let bytes = Array(message.utf8)
            let shape = bytes.withUnsafeBufferPointer { DiagnosticFormat.asciiShape(of: $0) }
            #expect(shape == nil ? message.contains("–") : shape == DiagnosticFormat.characterShape(of: message), "\(message)")
        }
        let range = Array("iOS 3.0–3.3 show the 'x' item".utf8).withUnsafeBufferPointer { DiagnosticFormat.asciiShape(of: $0) }
        #expect(range == "iOS #.#–#.# show the '…' item")
        #expect(Array("café 'x'".utf8).withUnsafeBufferPointer { DiagnosticFormat.asciiShape(of: $0) } == nil)
        #expect(DiagnosticFormat.shape(of: "le café '1' est /a/b") == "le café '…' est /…")
    }

    @Test func brokenMarkupFromAValueNamesTheTag() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "components": [ { "items": [ { "title": "A", "meta": { "raw": "<b>x" } } ] } ] }"#,
            "Templates/items/default.mustache": "<article class=\"card\">\n  <p>{{{meta.raw}}} ok</p>\n</article>\n",
        ])
        defer { project.remove() }
        let lines = project.build().diagnosticLines(relativeTo: project.root)
        #expect(
            lines.contains {
                $0.hasPrefix("Templates/items/default.mustache:2:")
                    && $0.contains("(the markup before it includes what {{{meta.raw}}} writes, at line 2, column 6)")
            }, "\(lines)")
    }

    @Test func duplicateIDsAndLinksToMissingFilesAreErrors() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "components": [ { "identifier": "a", "items": [ { "title": "x", "identifier": "a" } ] } ] }"#,
            "Templates/items/default.mustache": "<p><a href=\"{{root}}nowhere.html\">{{title}}</a></p>\n",
        ])
        defer { project.remove() }
        let site = project.build()
        let messages = site.diagnostics.map(\.message)
        // Item ids are made unique by the renderer; a template's own broken link is caught.
        #expect(!messages.contains { $0.contains("uses the id") })
        #expect(messages.contains { $0.contains("links to 'nowhere.html'") && $0.contains("which this build does not write") })
    }

    @Test func anIDATemplateWritesTwiceIsAnErrorOnThatTemplate() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json":
                #"{ "components": [ { "items": [ { "title": "x", "kind": "card" }, { "title": "y", "kind": "card" } ] } ] }"#,
            "Templates/items/card.mustache": "<p id=\"card\">{{title}}</p>\n",
        ])
        defer { project.remove() }
        let site = project.build()
        let error = try #require(site.diagnostics.first { $0.severity == .error })
        #expect(site.diagnostics.count == 1)
        #expect(error.file.hasSuffix("Templates/items/card.mustache"))
        #expect(error.message.hasPrefix("the template 'items/card' writes the id 'card', which the page / already has (page line"))
    }

    @Test func anUnknownComponentKindFallsBackWithAHint() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "components": [ { "kind": "gridss", "items": [ { "title": "x" } ] } ] }"#
        ])
        defer { project.remove() }
        let site = project.build()
        let warning = try #require(site.diagnostics.first { $0.severity == .warning })
        #expect(warning.message == "unknown component kind 'gridss'; it is rendered with the default component template")
        #expect(warning.hint == "did you mean 'grid'?")
        #expect(warning.location == SpotsFormat.SourceLocation(line: 1, column: 29))
        // The page shows what the app would; the inspect panel says which kind it stands in for.
        #expect(site.text(at: "index.html")?.contains(#"<section class="component component-fallback" id="component-1" data-kind="gridss">"#) == true)
    }

    @Test func escapingMatchesMustachesOwnHTMLEscaping() {
        #expect(FastHTMLContentType.escape("plain") == "plain")
        #expect(FastHTMLContentType.escape("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;")
        #expect(FastHTMLContentType.escape("Zoë & 東京") == "Zoë &amp; 東京")
    }

    @Test func sectionsWithTheSameTitleGetDistinctNamesAndUntitledOnesNone() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json":
                #"{ "components": [ { "title": "Team", "items": [ { "title": "a" } ] }, { "title": "Team", "items": [ { "title": "b" } ] }, { "items": [ { "title": "c" } ] } ] }"#
        ])
        defer { project.remove() }
        let html = try #require(project.build().text(at: "index.html"))
        #expect(html.contains("aria-label=\"Team\""))
        #expect(html.contains("aria-label=\"Team (2)\""))
        #expect(html.contains("<section class=\"component component-list\" id=\"component-3\">"))
    }
}

import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// How diagnostics are printed: with the source line and a caret, as JSON, and for GitHub Actions.
@Suite struct DiagnosticFormatTests {
    static let source = "{\n  \"components\": [\n\t{ \"kind\": \"carousell\" }\n  ]\n}\n"
    static let diagnostics = [
        Diagnostic(
            .warning, rule: .unknownComponentKind, file: "Content/screens/home.json", location: SpotsFormat.SourceLocation(line: 3, column: 12),
            path: "components[0].kind", message: "unknown component kind 'carousell'", hint: "did you mean 'carousel'?"),
        Diagnostic(.error, rule: .siteConfig, file: "Content/site.json", message: "title, with: a comma\nand a line break 100%"),
    ]

    @Test func textShowsTheSourceLineAndACaretUnderTheColumn() {
        let text = DiagnosticFormat.text.format(Self.diagnostics) { $0 == "Content/screens/home.json" ? Self.source : nil }
        #expect(
            text == """
                Content/screens/home.json:3:12: warning: unknown component kind 'carousell' (components[0].kind); did you mean 'carousel'? [unknown-component-kind]
                    \t{ "kind": "carousell" }
                    \t          ^
                Content/site.json: error: title, with: a comma\\nand a line break 100% [site-config]

                """)
    }

    @Test func textShortensLongLinesAroundTheColumn() {
        let line = String(repeating: "a", count: 100) + "X" + String(repeating: "b", count: 100)
        let excerpt = DiagnosticFormat.excerpt(of: Substring(line), column: 101)
        let lines = excerpt.split(separator: "\n")
        #expect(lines[0].hasPrefix("    …aaaa"))
        #expect(lines[0].hasSuffix("bbb…"))
        #expect(
            lines[0].firstIndex(of: "X").map { lines[0].distance(from: lines[0].startIndex, to: $0) }
                == lines[1].firstIndex(of: "^").map { lines[1].distance(from: lines[1].startIndex, to: $0) })
    }

    @Test func jsonIsAStableArray() throws {
        let text = DiagnosticFormat.json.format(Self.diagnostics)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(array.count == 2)
        #expect(array[0]["severity"] as? String == "warning")
        #expect(array[0]["file"] as? String == "Content/screens/home.json")
        #expect(array[0]["line"] as? Int == 3)
        #expect(array[0]["column"] as? Int == 12)
        #expect(array[0]["path"] as? String == "components[0].kind")
        #expect(array[0]["hint"] as? String == "did you mean 'carousel'?")
        #expect(array[1]["line"] == nil)
        #expect(array[0]["rule"] as? String == "unknown-component-kind")
        #expect(Set(array[0].keys) == ["severity", "rule", "file", "line", "column", "path", "message", "hint"])
    }

    @Test func githubLinesAreWorkflowCommandsWithEscaping() {
        let text = DiagnosticFormat.github.format(Self.diagnostics)
        #expect(
            text == """
                ::warning file=Content/screens/home.json,line=3,col=12,title=spots-site unknown-component-kind::unknown component kind 'carousell' (components[0].kind); did you mean 'carousel'?
                ::error file=Content/site.json,title=spots-site site-config::title, with: a comma%0Aand a line break 100%25

                """)
    }

    @Test func anIdentifierUsedTwiceIsAWarningAndThePageStaysValid() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "components": [ { "identifier": "a", "items": [ { "title": "x", "identifier": "a" } ] } ] }"#
        ])
        defer { project.remove() }
        let site = project.build()
        let warning = try #require(site.diagnostics.first)
        #expect(warning.message == "the identifier 'a' is used more than once on this screen; this one becomes 'a-2'")
        #expect(warning.path == "components[0].items[0].identifier")
        let html = try #require(site.text(at: "index.html"))
        #expect(HTMLValidator.inspect(html).duplicateIDs.isEmpty)
    }
}

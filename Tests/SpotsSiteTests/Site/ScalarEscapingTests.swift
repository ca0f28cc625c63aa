import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsFormat

/// The escapers work on Unicode scalars, never on `Character`s (issue 51, class 2), end to end: a
/// title with a quote and a combining mark through `flow --format dot`, a title with CR LF through
/// `diff --format markdown`, and a bidirectional override through `flow`'s text, its `--from`/`--to`
/// messages and `check --format github`.
@Suite struct ScalarEscapingTests {
    static let home = #"{ "title": "Home", "components": [ { "kind": "list", "items": [ { "title": "Go", "action": "evil" } ] } ] }"#

    /// A screen `evil` whose title is `title`, as a JSON file.
    static func screen(titled title: String) -> String {
        #"{ "title": \#(title.jsonQuoted(forScript: false)), "components": [ { "kind": "list", "items": [ { "title": "Back", "action": "/" } ] } ] }"#
    }

    /// DOT with its quoted IDs taken out, by DOT's scanner (`\"` and `\\` inside quotes); nil when a
    /// quote is left open.
    static func outsideQuotes(_ dot: String) -> String? {
        var outside = String.UnicodeScalarView()
        var inQuotes = false
        var escaped = false
        for scalar in dot.unicodeScalars {
            if inQuotes {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inQuotes = false
                    outside.append("Q")
                }
            } else if scalar == "\"" {
                inQuotes = true
            } else {
                outside.append(scalar)
            }
        }
        return inQuotes ? nil : String(outside)
    }

    /// A quote followed by U+0301 is one `Character`: it went out raw and ended the label, and the
    /// rest of the title set the screen's URL, added a node and made the line's end a comment;
    /// Graphviz made `javascript:` links of both.
    @Test func aQuoteWithACombiningMarkStaysInsideItsDOTString() throws {
        let title = "A\"\u{301}=1, URL=<javascript:alert(1)>]; injected [URL=<javascript:alert(2)>]; //"
        let project = try TemporaryProject(files: ["Content/screens/index.json": Self.home, "Content/screens/evil.json": Self.screen(titled: title)])
        defer { project.remove() }
        let run = try CommandLineTests.run(["flow", "--format", "dot"], in: project.root)
        #expect(run.status == 0, "\(run.errors)")
        let dot = URL(fileURLWithPath: "/usr/bin/dot")
        // Graphviz (as the guide pipes it), where it is installed: three nodes, no `javascript:` link.
        if FileManager.default.isExecutableFile(atPath: dot.path) {
            try project.write(run.output, to: "flow.dot")
            let svg = try runProcess(dot, ["-Tsvg", project.url("flow.dot").path])
            #expect(svg.status == 0, "\(svg.errors)")
            #expect(!svg.output.contains("href=\"javascript:"), "\(svg.output)")
            #expect(svg.output.components(separatedBy: "class=\"node\"").count - 1 == 3)
        }
        let outside = try #require(Self.outsideQuotes(run.output), "a quote left open:\n\(run.output)")
        #expect(!outside.contains("javascript") && !outside.contains("injected"), "\(run.output)")
        // Two screens and the navigation, three nodes: each node statement is a quoted ID and its attributes.
        let nodes = outside.split(separator: "\n").filter { $0.hasPrefix("  Q [") }
        #expect(nodes.count == 3, "\(outside)")
    }

    /// CR LF is one `Character`: it got past the escaper's `\n` and `\r` cases, ended the table's
    /// row and started a heading and a list.
    @Test func aTitleWithCRLFKeepsTheMarkdownTableWhole() throws {
        let title = "Evil\r\n# Heading\r\n- item | cell\r\n> quote\r|\u{301} x"
        let project = try TemporaryProject(files: [
            "old/Content/screens/index.json": Self.home, "old/Content/screens/evil.json": Self.screen(titled: "Evil"),
            "new/Content/screens/index.json": Self.home, "new/Content/screens/evil.json": Self.screen(titled: title),
        ])
        defer { project.remove() }
        let run = try DiffCommandTests.run(["old", "new", "--format", "markdown", "--no-catalog"], in: project.root)
        #expect(run.status == 1, "\(run.errors)")
        let comment = run.output
        #expect(!comment.unicodeScalars.contains("\r"))
        let lines = comment.components(separatedBy: "\n")
        for start in ["# Heading", "- item", "> quote", "|\u{301}"] {
            #expect(!lines.contains { $0.hasPrefix(start) }, "a line starts with \(start):\n\(comment)")
        }
        // The table: its header, then rows with as many cell delimiters (a `|` with no backslash
        // before it, as GitHub splits a row) as the header has, up to the first blank line.
        let header = try #require(lines.firstIndex { $0.hasPrefix("| | Screen |") }, "\(comment)")
        let table = lines[header...].prefix { !$0.isEmpty }
        func delimiters(_ row: String) -> Int {
            var count = 0
            var previous: Unicode.Scalar = " "
            for scalar in row.unicodeScalars {
                if scalar == "|", previous != "\\" { count += 1 }
                previous = scalar
            }
            return count
        }
        #expect(table.count >= 3, "\(comment)")
        #expect(table.allSatisfy { delimiters($0) == delimiters(lines[header]) }, "\(comment)")
        #expect(table.contains { $0.contains("Evil  \\# Heading  - item \\| cell  &gt; quote \\|\u{301} x") }, "\(comment)")
    }

    /// A right-to-left override (U+202E) or mark (U+200F) reordered what `flow`'s text, its
    /// `--from`/`--to` messages and `check --format github` printed, while `diff` and `check`'s text
    /// escaped it: now each is escaped, by the terminal's rule.
    @Test func bidiControlsAreEscapedInFlowTextItsMessagesAndGitHubCommands() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": Self.home, "Content/screens/evil.json": Self.screen(titled: "Evil\u{202E}txt.exe\u{200F}"),
        ])
        defer { project.remove() }
        let bidi: (Unicode.Scalar) -> Bool = { [0x202E, 0x200F].contains($0.value) }
        let from = try CommandLineTests.run(["flow", "--from", "/"], in: project.root)
        #expect(from.status == 0, "\(from.errors)")
        #expect(!from.output.unicodeScalars.contains(where: bidi))
        #expect(from.output.contains("Evil\\u{202E}txt.exe\\u{200F} (/evil/)"), "\(from.output)")
        let unknown = try CommandLineTests.run(["flow", "--to", "peo\u{202E}ple\u{200F}"], in: project.root)
        #expect(unknown.status == 2)
        #expect(!unknown.errors.unicodeScalars.contains(where: bidi))
        #expect(unknown.errors.contains("--to peo\\u{202E}ple\\u{200F}: no screen has that page"), "\(unknown.errors)")
        // An action that is no address: its error quotes it.
        try project.write(Self.home.replacingOccurrences(of: #""evil""#, with: #""evil\u202E""#), to: "Content/screens/index.json")
        let github = try CommandLineTests.run(["check", "--format", "github"], in: project.root)
        #expect(github.output.contains("::error file=Content/screens/index.json"), "\(github.output)")
        #expect(!github.output.unicodeScalars.contains(where: bidi))
        #expect(github.output.contains("the action 'evil\\u{202E}'"), "\(github.output)")
    }
}

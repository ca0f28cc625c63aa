import Foundation
import SpotsSiteServer
import SpotsSiteTestSupport
import Testing

@testable import SpotsAudit
@testable import SpotsFormat
@testable import SpotsRender

/// Findings that one CSS declaration makes on many elements are reported once, at the
/// declaration's line, with the count and a few of the elements; the browser says which
/// declaration set the value (`StyleCascade` reads its answer).
@Suite(.serialized) struct AuditCauseTests {
    /// The built-in theme with grey 10 px subtitles: the change a designer makes in one place.
    static func greySmallSubtitles() throws -> (css: String, line: Int) {
        let (templates, _) = TemplateSet.load(projectFolder: nil, displayName: "")
        guard case .text(let theme)? = templates.themeFiles["assets/theme.css"] else { throw CocoaError(.fileNoSuchFile) }
        var lines = theme.components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.hasPrefix(".item-subtitle, .item-meta {") })
        lines[index] = ".item-subtitle, .item-meta { color: #aaa; font-size: 10px; }"
        return (lines.joined(separator: "\n"), index + 1)
    }

    @Test func aStylesheetRulesFindingsAreReportedOnceAtItsLine() throws {
        let (css, line) = try Self.greySmallSubtitles()
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": """
            { "title": "Home", "components": [ { "kind": "list", "items": [
              { "title": "One", "subtitle": "First of three." },
              { "title": "Two", "subtitle": "Second of three." },
              { "title": "Three", "subtitle": "Third of three." },
              { "title": "Four", "subtitle": "Its own colours.", "kind": "tinted" } ] } ] }
            """,
            "Templates/assets/theme.css": css,
            // A colour the template writes in a style: the item's own, reported at its line.
            "Templates/items/tinted.mustache": "<li {{{attributes}}}><p style=\"color: #bbbbbb\">{{title}}</p></li>\n",
        ])
        defer { project.remove() }
        let audit = SiteAudit(options: project.options(), contexts: [AuditContext(width: 375)], server: FolderServer())
        let outcome = try audit.run(chromium: try AuditTests.chromium(), work: SiteAudit.temporaryFolder())
        let report = try #require(outcome.report)
        let messages = outcome.diagnostics.map(\.description)
        // Three subtitles too small and too pale: two findings each, one diagnostic a declaration.
        #expect(report.causes.groups.count == 2, "\(messages)")
        let size = try #require(outcome.diagnostics.first { $0.rule == .smallText }, "\(messages)")
        #expect(size.file.hasSuffix("/Templates/assets/theme.css") && size.location?.line == line, "\(messages)")
        #expect(size.message.hasPrefix("`font-size: 10px` in `.item-subtitle, .item-meta` makes 3 elements on 1 screen text under 12 px"))
        #expect(size.message.contains(#"the subtitle "First of three." at \#(project.root.path)/Content/screens/index.json:2:3"#), "\(size.message)")
        let contrast = try #require(outcome.diagnostics.first { $0.rule == .renderedContrast && $0.file.hasSuffix("theme.css") }, "\(messages)")
        #expect(contrast.location?.line == line && contrast.message.hasPrefix("`color: #aaa` in `.item-subtitle, .item-meta` (the background `"))
        #expect(contrast.message.contains(" gives 3 elements on 1 screen too little contrast"), "\(contrast.message)")
        #expect(contrast.message.contains("(the background `background:"), "\(contrast.message)")
        // The template's own colour is its item's, at the item's line; no subtitle is reported alone.
        let alone = outcome.diagnostics.filter { $0.file.hasSuffix("index.json") }
        #expect(alone.count == 1 && alone.first?.location?.line == 5, "\(messages)")
        #expect(alone.first?.hint?.contains("its colours come from a style attribute its template writes") == true, "\(messages)")
        // The records keep every finding, each with its cause.
        let records = AuditRecords(report, pages: 1, contexts: 1)
        #expect(records.findings.count == 7)
        #expect(
            records.findings.filter {
                $0.cause?.contains("`font-size: 10px` in `.item-subtitle, .item-meta` at \(project.root.path)/Templates/assets/theme.css:\(line):")
                    == true
            }.count == 3)
    }

    /// A pale custom property taken by several rules is one fault, at the property's line; a
    /// built-in rule's text on the project's own dark background is reported at the background.
    @Test func aVariableOrTheProjectsOwnBackgroundIsTheDeclarationToChange() throws {
        let (templates, _) = TemplateSet.load(projectFolder: nil, displayName: "")
        guard case .text(let theme)? = templates.themeFiles["assets/theme.css"] else { throw CocoaError(.fileNoSuchFile) }
        var lines = theme.components(separatedBy: "\n")
        let muted = try #require(lines.firstIndex { $0.hasPrefix("  --muted: ") })
        lines[muted] = "  --muted: #c8c8c8;"
        let screen =
            #"{ "components": [ { "kind": "list", "items": [ { "title": "A", "subtitle": "One." }, { "title": "B", "subtitle": "Two." } ] } ] }"#
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": screen, "Templates/assets/theme.css": lines.joined(separator: "\n"),
        ])
        defer { project.remove() }
        let audit = SiteAudit(options: project.options(), contexts: [AuditContext(width: 375)], server: FolderServer())
        let outcome = try audit.run(chromium: try AuditTests.chromium(), work: SiteAudit.temporaryFolder())
        let messages = outcome.diagnostics.map(\.description)
        let pale = try #require(outcome.diagnostics.first { $0.rule == .renderedContrast }, "\(messages)")
        #expect(pale.location?.line == muted + 1 && pale.message.hasPrefix("`--muted: #c8c8c8` in `:root` (taken by `color: var(--muted)` in `"))
        #expect(outcome.diagnostics.filter { $0.rule == .renderedContrast }.count == 1, "\(messages)")
    }

    /// The browser's answer, as `CSS.getMatchedStylesForNode` gives it (the parts read).
    static func rule(_ selector: String, _ declarations: [(String, String)], origin: String = "regular", important: Bool = false, line: Int = 0)
        -> [String: Any]
    {
        [
            "rule": [
                "origin": origin, "styleSheetId": "s1", "selectorList": ["text": selector],
                "style": [
                    "cssProperties": declarations.map { name, value in
                        [
                            "name": name, "value": value, "text": "\(name): \(value);", "important": important,
                            "range": ["startLine": line, "startColumn": 2],
                        ]
                    }
                ],
            ] as [String: Any]
        ]
    }

    @Test func theCascadesWinnerIsTheLastMostImportantDeclarationOnTheNearestElementThatSetsIt() throws {
        let parent: [String: Any] = ["matchedCSSRules": [Self.rule(".card", [("font-size", "10px")], line: 4)]]
        var matched: [String: Any] = [
            "matchedCSSRules": [
                Self.rule("p", [("margin", "0")]), Self.rule(".a", [("color", "red")], important: true), Self.rule(".b", [("color", "blue")]),
            ],
            "inlineStyle": ["cssProperties": [["name": "color", "value": "green", "range": ["startLine": 0]]]],
            "inherited": [parent],
        ]
        // The important one beats a later rule and the style attribute.
        #expect(StyleCascade.winner(of: "color", in: matched, inherited: true)?.selector == ".a")
        // A property the element does not set is found on its parent, when it is inherited.
        let size = try #require(StyleCascade.winner(of: "font-size", in: matched, inherited: true))
        #expect(size.selector == ".card" && size.level == 1)
        #expect(StyleCascade.winner(of: "font-size", in: matched, inherited: false) == nil)
        // A shorthand sets it; the browser's own style is no cause, and is not looked past.
        matched["matchedCSSRules"] = [Self.rule("small", [("font-size", "smaller")], origin: "user-agent")]
        #expect(StyleCascade.winner(of: "font-size", in: matched, inherited: true) == nil)
        matched["matchedCSSRules"] = [Self.rule(".x", [("font", "0.8em serif")])]
        let share = try #require(StyleCascade.winner(of: "font-size", in: matched, inherited: true))
        #expect(
            StyleCascade.isRelative(share)
                && StyleCascade.winner(of: "font-size", in: matched, inherited: true, above: share.level)?.selector == ".card")
        // A variable's name is read from the value.
        matched["matchedCSSRules"] = [Self.rule(".y", [("color", "var(--muted, #555)")])]
        matched["inlineStyle"] = nil
        let colour = try #require(StyleCascade.winner(of: "color", in: matched, inherited: true))
        #expect(StyleCascade.variable(in: colour, of: "color") == "--muted")
        // A shorthand's variable may be another part's: it is not the size's.
        matched["matchedCSSRules"] = [Self.rule(".z", [("font", "10px var(--font)")])]
        let font = try #require(StyleCascade.winner(of: "font-size", in: matched, inherited: true))
        #expect(StyleCascade.variable(in: font, of: "font-size") == nil && !StyleCascade.isRelative(font))
        // `color: inherit` takes the parent's: the parent's declaration set it.
        var child: [String: Any] = [
            "matchedCSSRules": [Self.rule(".link", [("color", "inherit")])],
            "inherited": [["matchedCSSRules": [Self.rule(".card", [("color", "#999")])]] as [String: Any]],
        ]
        #expect(StyleCascade.winner(of: "color", in: child, inherited: true)?.selector == ".card")
        child["matchedCSSRules"] = [Self.rule(".link", [("color", "currentColor")])]
        #expect(StyleCascade.winner(of: "color", in: child, inherited: true)?.level == 1)
        // A size before a line height, and one in a calculation, is a share when it is in em or %.
        matched["matchedCSSRules"] = [Self.rule(".w", [("font", "12px/1.5em serif")])]
        #expect(try !StyleCascade.isRelative(#require(StyleCascade.winner(of: "font-size", in: matched, inherited: true))))
        matched["matchedCSSRules"] = [Self.rule(".w", [("font-size", "calc(0.8em + 1px)")])]
        #expect(try StyleCascade.isRelative(#require(StyleCascade.winner(of: "font-size", in: matched, inherited: true))))
    }
}

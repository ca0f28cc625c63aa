import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat
@testable import SpotsRender

/// The summary of the site that `build --incremental` keeps (`OutlineFile`) reads as it was
/// written, and not at all when any line of it is not one it writes.
@Suite struct OutlineFileTests {
    static let summary: SiteSummary = {
        var summary = SiteSummary(site: "00000000000000ab")
        summary.screens["/"] = .init(
            footprint: 0x1234, title: "Home \"quoted\"\nline", dependencies: [], shown: ["components[0]"], footnote: "Reached from 2 screens")
        summary.screens["/people~empty/"] = .init(footprint: nil, title: nil, dependencies: ["screens/people.json"], shown: nil)
        summary.screens["/profile/1/"] = .init(
            footprint: nil, title: "Zoë", dependencies: ["data/people.json", "data/x.json"], shown: [], readable: false)
        let problem = Diagnostic(
            .warning, rule: .danglingAction, file: "Content/screens/index.json", location: SourceLocation(line: 3, column: 5), path: "components[0]",
            message: "the action 'a' leads nowhere", hint: "did you mean 'b'?")
        summary.before = [.init(step: "Read screens", diagnostic: problem)]
        summary.variants["/people~empty/"] = [Diagnostic(.note, rule: .danglingAction, file: "Content/screens/people.json", message: "n")]
        summary.after = [
            .init(step: "Catalog", diagnostic: problem),
            .init(step: "Catalog", diagnostic: Diagnostic(.error, rule: .danglingAction, file: "f", message: "e")),
        ]
        summary.typos = KindTypos(entries: [(.components, "carousell", "carousel"), (.items, "persn", "person")])
        return summary
    }()

    @Test func aSummaryReadsAsItWasWritten() throws {
        let text = OutlineFile.encoded(Self.summary)
        #expect(OutlineFile.read(Array(text.utf8)) == Self.summary)
        #expect(OutlineFile.read(Array(OutlineFile.encoded(SiteSummary(site: "1")).utf8)) == SiteSummary(site: "1"))
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write(text, to: OutlineFile.name)
        #expect(OutlineFile.read(in: ConfinedRoot(project.root, links: .refuse)) == Self.summary)
    }

    /// A screen's line as the summary writes it, its strings with nothing escaped, is read from its
    /// bytes as the parser reads it; any other line (an escape, bytes that are no UTF-8) is left to the parser.
    @Test func aScreensLineReadsFromItsBytesAsTheParserReadsIt() throws {
        var summary = Self.summary
        summary.screens["/plain/"] = .init(
            footprint: 0xfeed, baseFootprint: 0xbeef, parts: ["components[0]": 7, "components[2]": 0xabc], title: "Plain", dependencies: [],
            shown: ["components[0]", "components[2]"], footnote: "Reached from 1 screen", readable: true, flowFootprint: 0x1, itemTitles: 0x2)
        let lines = OutlineFile.bytes(summary).split(separator: 0x0A).filter { $0.starts(with: Array("[\"screen\",".utf8)) }
        var fast: [String] = []
        for line in lines {
            guard let (route, screen) = SummaryLine.screen(line) else { continue }
            #expect(summary.screens[route] == screen, "\(route)")
            fast.append(route)
        }
        // An escape (the home's title) is the parser's; letters past ASCII (Zoë) are read.
        #expect(fast.sorted() == ["/people~empty/", "/plain/", "/profile/1/"])
        var notUTF8 = Array(lines[3])
        let zoe = try #require(notUTF8.firstIndex(of: 0xC3))
        notUTF8[zoe + 1] = 0x28
        #expect(SummaryLine.screen(notUTF8[...]) == nil)
        #expect(
            SummaryLine.screen(Array(String(decoding: lines[3], as: UTF8.self).replacingOccurrences(of: "Zoë", with: "Zo\u{7F}").utf8)[...]) == nil)
        #expect(OutlineFile.read(OutlineFile.bytes(summary)) == summary)
        for (old, new) in [("true", "1"), ("\"0000000000000001\"", "\"01\""), ("[\"components[0]\",", "[\"components[0]\" ,"), ("\"]", "\"] ")] {
            let changed = Array(String(decoding: lines[2], as: UTF8.self).replacingOccurrences(of: old, with: new).utf8)
            #expect(SummaryLine.screen(changed[...]) == nil, "\(old) → \(new)")
        }
    }

    /// A summary read and written again keeps the lines of what did not change as they were read
    /// (a line laid out otherwise stays so), and writes what changed anew.
    @Test func whatDidNotChangeIsWrittenAsItWasRead() throws {
        let text = OutlineFile.encoded(Self.summary)
        // The screens' and problems' lines in another layout that reads the same: spaces after their commas.
        let spaced =
            text.split(separator: "\n").map { line in
                ["screen", "before", "variant", "after"].contains { line.hasPrefix("[\"\($0)\"") }
                    ? line.replacingOccurrences(of: "\",\"", with: "\", \"") : String(line)
            }.joined(separator: "\n") + "\n"
        var summary = try #require(OutlineFile.read(Array(spaced.utf8)))
        #expect(summary == Self.summary)
        #expect(String(decoding: OutlineFile.bytes(summary), as: UTF8.self) == spaced)
        summary.screens["/profile/1/"]?.title = "Zoë Two"
        summary.files["catalog/index.html"] = 12
        let written = String(decoding: OutlineFile.bytes(summary), as: UTF8.self)
        #expect(OutlineFile.read(Array(written.utf8)) == summary)
        let lines = written.split(separator: "\n")
        #expect(lines.filter { $0.contains("\", \"") }.count == spaced.split(separator: "\n").filter { $0.contains("\", \"") }.count - 1)
        #expect(lines.contains { $0.hasPrefix("[\"screen\",\"/profile/1/\"") && $0.contains("\"Zoë Two\"") && !$0.contains("\", \"") })
        summary.after.removeLast()
        #expect(OutlineFile.read(OutlineFile.bytes(summary)) == summary)
        #expect(!String(decoding: OutlineFile.bytes(summary), as: UTF8.self).split(separator: "\n").contains { $0.hasPrefix("[\"after\", ") })
    }

    @Test func aFileCutShortOrDamagedIsNotRead() {
        let text = OutlineFile.encoded(Self.summary)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 13)
        // Without its last line break, or a line: cut short.
        #expect(OutlineFile.read(Array(text.dropLast().utf8)) == nil)
        for index in 1..<(lines.count - 1) {
            var shorter = lines
            shorter.remove(at: index)
            #expect(OutlineFile.read(Array(shorter.joined(separator: "\n").utf8)) == nil, "line \(index) left out")
        }
        // A line that is not one it writes.
        for (old, new) in [
            ("\"screen\"", "\"screens\""), ("\"00000000000000ab\"", "1"), ("[\"before\"", "[\"before\",1"),
            ("\"components\",[\"carousell\"", "\"kinds\",[\"carousell\""),
        ] {
            let damaged = text.replacingOccurrences(of: old, with: new)
            #expect(damaged != text)
            #expect(OutlineFile.read(Array(damaged.utf8)) == nil, "\(old) → \(new)")
        }
        lines[0] = "spots-site outline 6"
        #expect(OutlineFile.read(Array(lines.joined(separator: "\n").utf8)) == nil)
    }
}

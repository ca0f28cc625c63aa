import SpotsFormat
import SpotsRender

/// What `build --incremental` keeps of the site beside its pages' records, so that the next one
/// can take the whole site as it was when only what no other page shows changed (`QuickUpdate`):
/// each screen's footprint (`ScreenFootprint`), title and the files it reads, and every problem
/// that is not a page's own (those the records keep), in the order the build reported them.
package struct SiteSummary: Sendable, Equatable {
    /// One screen, by its route.
    package struct Screen: Sendable, Equatable {
        /// Its footprint; nil when it has none (it reads other files).
        package var footprint: UInt64?
        /// Its footprint with the values (subtitles, images) the features show left out too: when only it differs,
        /// only its page and the features' files that show its parts change (`SiteFeature.quickFiles`).
        package var baseFootprint: UInt64?
        /// The hash of the values (subtitles, images) in each part of it the features show (`shown`), by its JSON
        /// path: when the base footprint is the same, the features' files of the parts whose
        /// hashes differ are made again (`ScreenFootprint.Parts.valueHashes`).
        package var parts: [String: UInt64]?
        /// Its own title, as the outline took it.
        package var title: String?
        /// The files it reads, by path under the content folder.
        package var dependencies: [String]
        /// The JSON paths of its parts the features show whole (`SiteFeature.shownParts`); nil:
        /// any part. Its footprint leaves out the values (subtitles, images) outside them.
        package var shown: [String]?
        /// What its page's footer says of the screens that lead to it (`FlowReach.footnote`).
        package var footnote: String?
        /// Whether it could be read: the lists of screens (the catalog's) list it.
        package var readable = true
        /// Its footprint with its actions outside `shown` left out too (`ScreenFootprint.Parts.footprints`):
        /// when only it is the same, the screen's actions changed, and the graph of actions with them (`FlowReroute`).
        package var flowFootprint: UInt64?
        /// The hash of its items' titles (`ScreenFootprint.itemTitles`): when it changed, and the
        /// footprints did not, the titles changed where only its page and the catalog's search index show them.
        package var itemTitles: UInt64?
    }

    /// One problem, with the step that found it.
    package struct Problem: Sendable, Equatable {
        package var step: String
        package var diagnostic: Diagnostic
    }

    /// The hash of what every page is made with, as the records have it.
    package var site: String
    /// Every screen, by its route's path.
    package var screens: [String: Screen] = [:]
    /// The problems the steps before the pages found (reading the screens, the outline).
    package var before: [Problem] = []
    /// Each variant's page's problems, as they are reported (`VariantDiagnostics`), by its route's path.
    package var variants: [String: [Diagnostic]] = [:]
    /// The problems the steps after the pages found (the generated pages, the catalog).
    package var after: [Problem] = []
    /// The size of each file the steps wrote as text besides the pages (the catalog, the index,
    /// the site files): one changed in the output since is written again.
    package var files: [String: Int] = [:]
    /// The kinds that were likely typos, which the pages warn of (the same while the kinds are).
    package var typos = KindTypos()
    /// The report of every problem of the build, final, when it can be kept (`KeptReport`).
    package var report: KeptReport?
    /// The summary as its file held it, line by line (`OutlineFile.read`): what is still so is
    /// written again as its lines (`OutlineFile.bytes`).
    package var asRead = AsRead()
}

/// `SiteSummary` as a file of the output, `.spots-site-outline`: a first line naming it, then one
/// JSON array a line, read on all cores. A file that is not whole is not read.
package enum OutlineFile {
    package static let name = ".spots-site-outline"
    private static let header = "spots-site outline 10"

    package static func encoded(_ summary: SiteSummary) -> String {
        String(decoding: bytes(summary), as: UTF8.self)
    }

    /// `encoded(_:)` as bytes, as the build writes it, each screen's line made on all cores: a
    /// screen that is as the file held it (`SiteSummary.asRead`) is its line as it was read.
    package static func bytes(_ summary: SiteSummary) -> [UInt8] {
        let asRead = summary.asRead
        let screens = summary.screens.sorted(by: { $0.key < $1.key }).parallelMap(chunk: 512) { route, screen -> ArraySlice<UInt8> in
            if let kept = asRead.screens[route], kept.screen == screen { return kept.line }
            return ArraySlice(line(route, screen).utf8)
        }
        var lines: [ArraySlice<UInt8>] = []
        if let kept = asRead.problems(of: summary) {
            lines += kept
        } else {
            var problems: [String] = []
            for problem in summary.before { problems.append(line("before", problem.step, problem.diagnostic)) }
            for (route, found) in summary.variants.sorted(by: { $0.key < $1.key }) {
                for problem in found { problems.append(line("variant", route, problem)) }
            }
            for problem in summary.after { problems.append(line("after", problem.step, problem.diagnostic)) }
            lines += problems.map { ArraySlice($0.utf8) }
        }
        var rest: [String] = []
        for (path, size) in summary.files.sorted(by: { $0.key < $1.key }) { rest.append("[\"file\",\(path.jsonQuoted(forScript: false)),\(size)]") }
        for typo in summary.typos.entries {
            rest.append("[\"typo\",\(typo.family.rawValue.jsonQuoted(forScript: false)),\([typo.kind, typo.meant].jsonArray)]")
        }
        lines += rest.map { ArraySlice($0.utf8) }
        if let report = summary.report { lines += asRead.reportLines(of: report) ?? reportLines(report).map { ArraySlice($0.utf8) } }
        lines.append(ArraySlice("[\"end\",\(2 + screens.count + lines.count + 1)]".utf8))
        var bytes = Array("\(header)\n[\"site\",\(summary.site.jsonQuoted(forScript: false))]\n".utf8)
        bytes.reserveCapacity(screens.reduce(bytes.count) { $0 + $1.count + 1 } + lines.reduce(0) { $0 + $1.count + 1 })
        for line in [screens, lines].joined() {
            bytes += line
            bytes.append(0x0A)
        }
        return bytes
    }

    /// A screen's line.
    private static func line(_ route: String, _ screen: SiteSummary.Screen) -> String {
        "[\"screen\",\(route.jsonQuoted(forScript: false)),\(hex(screen.footprint)),"
            + "\(screen.title?.jsonQuoted(forScript: false) ?? "null"),\(screen.dependencies.jsonArray),\(screen.shown.map(\.jsonArray) ?? "null"),"
            + "\(screen.footnote?.jsonQuoted(forScript: false) ?? "null"),\(hex(screen.baseFootprint)),"
            + "\(screen.parts.map { $0.sorted { $0.key < $1.key }.flatMap { [$0.key, ContentHash.hex($0.value)] }.jsonArray } ?? "null"),"
            + "\(screen.readable),\(hex(screen.flowFootprint)),\(hex(screen.itemTitles))]"
    }

    private static func hex(_ footprint: UInt64?) -> String {
        footprint.map { "\"\(ContentHash.hex($0))\"" } ?? "null"
    }

    /// A footprint `hex` wrote: `.some(nil)` for null, nil for anything else.
    private static func footprint(_ value: JSONValue) -> UInt64?? {
        if value == .null { return .some(nil) }
        guard let hex = value.string, let footprint = footprint(hex: hex) else { return nil }
        return footprint
    }

    /// A footprint `hex` wrote, from its string; nil for any other.
    static func footprint(hex: String) -> UInt64? {
        hex.count == 16 ? UInt64(hex, radix: 16) : nil
    }

    /// The parts' hashes as `encoded` writes them (path, hash, path, hash…): `.some(nil)` for
    /// null, nil for anything else.
    private static func parts(_ value: JSONValue) -> [String: UInt64]?? {
        if value == .null { return .some(nil) }
        guard let flat = value.strings, flat.count % 2 == 0 else { return nil }
        var parts: [String: UInt64] = [:]
        for index in stride(from: 0, to: flat.count, by: 2) {
            guard case .some(.some(let hash)) = footprint(.string(flat[index + 1])) else { return nil }
            parts[flat[index]] = hash
        }
        return parts
    }

    private static func line(_ kind: String, _ name: String, _ problem: Diagnostic) -> String {
        "[\"\(kind)\",\(name.jsonQuoted(forScript: false)),\(RecordsFile.encoded(problem))]"
    }

    /// The summary in the output `folder`, or nil when it has none that reads whole.
    package static func read(in folder: ConfinedRoot) -> SiteSummary? {
        guard case .success(let bytes) = folder.bytes(of: name) else { return nil }
        return read(bytes)
    }

    static func read(_ bytes: [UInt8]) -> SiteSummary? {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.count >= 4, lines.removeLast().isEmpty, lines.removeFirst().elementsEqual(header.utf8) else { return nil }
        // A screen's line as it is written is read from its bytes (`SummaryLine`), any other by the parser.
        let parsed = lines.parallelMap(chunk: 512) { line -> (screen: (route: String, screen: SiteSummary.Screen)?, fields: [JSONValue]?) in
            if let screen = SummaryLine.screen(line) { return (screen, nil) }
            return (nil, (try? JSONParser.parse(Array(line)).root.value)?.elements?.map(\.value))
        }
        let values = parsed.map(\.fields)
        // The last line counts the lines: a file cut short is not taken.
        guard let end = values.last ?? nil, end.count == 2, end[0].string == "end", end[1].number == Double(lines.count + 1),
            let first = values.first ?? nil, first.count == 2, first[0].string == "site", let site = first[1].string
        else { return nil }
        var summary = SiteSummary(site: site)
        var typos: [KindTypos.Entry] = []
        for index in parsed.indices.dropFirst().dropLast() {
            let (screen, fields) = parsed[index]
            let text = lines[index]
            if let (name, screen) = screen {
                summary.screens[name] = screen
                summary.asRead.screens[name] = (screen, text)
                continue
            }
            guard let fields, fields.count >= 3, let kind = fields[0].string, let name = fields[1].string else { return nil }
            switch kind {
            case "screen":
                guard fields.count == 12, let dependencies = fields[4].strings, let main = footprint(fields[2]), let flow = footprint(fields[10]),
                    let titles = footprint(fields[11]),
                    let base = footprint(fields[7]), let parts = parts(fields[8]), case .bool(let readable) = fields[9]
                else { return nil }
                var shown: [String]?
                if fields[5] != .null {
                    guard let paths = fields[5].strings else { return nil }
                    shown = paths
                }
                guard fields[3] == .null || fields[3].string != nil, fields[6] == .null || fields[6].string != nil else { return nil }
                let screen = SiteSummary.Screen(
                    footprint: main, baseFootprint: base, parts: parts, title: fields[3].string, dependencies: dependencies, shown: shown,
                    footnote: fields[6].string, readable: readable, flowFootprint: flow, itemTitles: titles)
                summary.screens[name] = screen
                summary.asRead.screens[name] = (screen, text)
            case "file":
                guard fields.count == 3, let size = fields[2].number.flatMap({ Int(exactly: $0) }), size >= 0 else { return nil }
                summary.files[name] = size
            case "typo":
                guard fields.count == 3, let family = CatalogConfig.Family(rawValue: name), let pair = fields[2].strings, pair.count == 2 else {
                    return nil
                }
                typos.append((family, pair[0], pair[1]))
            case "before", "variant", "after":
                guard fields.count == 3, let problem = RecordsFile.decoded(problem: fields[2]) else { return nil }
                summary.asRead.problemLines.append(text)
                switch kind {
                case "before": summary.before.append(.init(step: name, diagnostic: problem))
                case "after": summary.after.append(.init(step: name, diagnostic: problem))
                default: summary.variants[name, default: []].append(problem)
                }
            case "report", "shown", "more":
                guard read(fields, into: &summary.report) else { return nil }
                summary.asRead.reportLines.append(text)
            default:
                return nil
            }
        }
        summary.typos = KindTypos(entries: typos)
        summary.asRead.keep(summary)
        return summary
    }
}

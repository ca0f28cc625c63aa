import SpotsFormat
import SpotsRender

/// What a screen gives the rest of the site, as one hash, for `build --incremental`: every byte
/// of its file but the values that no page but its own shows (its items' subtitles and images:
/// the catalog counts whether an item has them, not what they are) and its title (which the
/// summary keeps: `QuickUpdate` compares it on its own), the problems found reading it, and the
/// files it reads. Two versions of a screen with one footprint and one title differ at most in
/// those values, so every other page, the design catalog, the index, the site files and every
/// problem outside the screen's own page are the same for both (`QuickUpdate` takes them as the
/// last build made them, once the screen's page has the problems its record keeps); with
/// another title, the files that show titles are made again (`SiteFeature.quickFiles`).
///
/// A value that is left out keeps its place in the hash, whether it is empty, and, when
/// anything but a comma follows it on its line, its length: a longer value there moves what
/// follows, whose columns the catalog and diagnostics show.
package enum ScreenFootprint {
    /// The largest screen file whose JSON a feature shows (the catalog's examples, `CatalogExamples`).
    package static let largestShownSource = 1_048_576

    /// The parts of the screen at `route` that the features show whole, each once, sorted, from
    /// `parts` (`BuildContext.shownParts`); nil when a feature may show any part.
    package static func shown(_ parts: [Route: [String]]?, of route: Route) -> [String]? {
        parts.map { Array(Set($0[route] ?? [])).sorted() }
    }

    /// A screen file taken apart for its footprint: the hashes of its values that may be left
    /// out and of the bytes between them, so that the footprint can be made once the features
    /// have said which parts of which screens they show (after the outline), without the bytes.
    package struct Parts: Sendable, Equatable {
        /// Where each value that may be left out stands, in the order of the file.
        var places: [SourceLocation] = []
        /// The hash of the bytes before each value, and of those after the last.
        var gaps: [UInt64] = []
        /// The hash of each value as it is, and of what stands for it left out.
        var kept: [UInt64] = []
        var blank: [UInt64] = []
        /// The hash of the problems and the files the screen reads.
        var rest: UInt64 = 0
        /// Where the screen's title stands, when it is one of `places`: always left out.
        var title: SourceLocation?

        /// The footprint of `screen` (these are its file's parts), leaving out the values outside
        /// the parts its features show (`shown`, see `privateValues`).
        package func footprint(of screen: Screen, shown: [String]?) -> UInt64 {
            footprint(leavingOut: ScreenFootprint.privateValues(of: screen, shown: shown))
        }

        /// The footprint of `screen` (as `footprint(of:shown:)`) and its flow footprint, with its
        /// actions outside `shown` left out too (of two versions with one flow footprint, only the
        /// graph of actions and their own pages differ), from one walk of the screen.
        package func footprints(of screen: Screen, shown: [String]?) -> (footprint: UInt64, flow: UInt64) {
            let left = ScreenFootprint.privatePlaces(of: screen, shown: shown)
            return (footprint(leavingOut: left.values), footprint(leavingOut: left.values.union(left.actions)))
        }

        /// A hash of the values in each part of `screen` at `shown` (JSON paths), by part: of two
        /// versions of a screen with one base footprint (every value left out), a feature's
        /// files that show the parts whose hashes are the same are the same.
        package func valueHashes(of screen: Screen, shown: [String]) -> [String: UInt64] {
            let hashes = Dictionary(zip(places, kept), uniquingKeysWith: { first, _ in first })
            var parts: [String: ContentHash.Combined] = [:]
            for part in shown { parts[part] = ContentHash.Combined() }
            ScreenFootprint.visitValues(of: screen) { path, place in
                guard let hash = hashes[place] else { return }
                for part in shown where ScreenFootprint.isWithin(path, part) { parts[part]?.add(hash) }
            }
            return parts.mapValues(\.value)
        }

        /// The footprint, leaving out the values at `places` (see `privateValues`).
        package func footprint(leavingOut left: Set<SourceLocation>) -> UInt64 {
            var combined = ContentHash.Combined()
            for index in places.indices {
                combined.add(gaps[index])
                let place = places[index]
                combined.add(left.contains(place) || place == title ? blank[index] : kept[index])
            }
            combined.add(gaps.last ?? 0)
            combined.add(rest)
            return combined.value
        }
    }

    /// A screen file's `bytes` taken apart around the string values that start at `candidates`
    /// (the values that may be left out) and at `title` (the screen's title, always left out); a
    /// place that is not the start of a string on one line stays in the bytes around it.
    package static func parts(
        of bytes: [UInt8], candidates: Set<SourceLocation>, title: SourceLocation? = nil, problems: [Diagnostic], dependencies: Set<String>
    ) -> Parts {
        var parts = Parts()
        var start = 0
        for (place, range) in ranges(of: candidates.union(title.map { [$0] } ?? []), in: bytes) {
            if place == title { parts.title = place }
            parts.places.append(place)
            parts.gaps.append(hash(bytes[start..<range.lowerBound]))
            parts.kept.append(hash(bytes[range]))
            var blank = ContentHash.Combined()
            blank.add(range.count == 2 ? "[blank empty]" : "[blank]")
            if !onlyCommaFollows(range.upperBound, in: bytes) { blank.add(String(range.count)) }
            parts.blank.append(blank.value)
            start = range.upperBound
        }
        parts.gaps.append(hash(bytes[start...]))
        var rest = ContentHash.Combined()
        // A feature may show the JSON of a file up to a size (the catalog's examples): which side
        // of it the file is on counts.
        rest.add(bytes.count > largestShownSource ? "[larger than shown]" : "[shown]")
        rest.section("problems", problems.map(Self.text))
        rest.section("dependencies", dependencies.sorted())
        parts.rest = rest.value
        return parts
    }

    private static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var combined = ContentHash.Combined()
        combined.add(bytes: bytes)
        return combined.value
    }

    /// Where the values of `screen` stand that no page but its own shows: those of its items
    /// outside `shown` (the JSON paths of the parts a feature may show whole; nil: any part),
    /// written in its file as they are (no key path fills the item, no Slots file holds it).
    package static func privateValues(of screen: Screen, shown: [String]?) -> Set<SourceLocation> {
        privatePlaces(of: screen, shown: shown).values
    }

    /// Where the values (`privateValues`) and the actions of `screen` stand outside `shown`, in
    /// one walk. The actions are left out of its flow footprint (`Parts.footprints`), as what they
    /// change is the graph of actions, which the quick update makes again (`FlowReroute`), and the
    /// screen's own page. An item's title is a value when the item has no action; with one, it
    /// goes with the actions, as the map labels the action's arrow with it. (The catalog's search
    /// index lists the titles too: `itemTitles` tells when they changed.)
    package static func privatePlaces(of screen: Screen, shown: [String]?) -> (values: Set<SourceLocation>, actions: Set<SourceLocation>) {
        guard let shown else { return ([], []) }
        var (values, actions) = (Set<SourceLocation>(), Set<SourceLocation>())
        visitItems(of: screen) { item in
            guard !shown.contains(where: { isWithin(item.path, $0) }) else { return }
            if item.title != nil, let place = item.titleLocation {
                if item.action == nil { values.insert(place) } else { actions.insert(place) }
            }
            if item.subtitle != nil, let place = item.subtitleLocation { values.insert(place) }
            if item.image != nil, let place = item.imageLocation { values.insert(place) }
            if let meta = item.meta { visitStrings(of: meta) { values.insert($0) } }
            if item.action != nil, let place = item.actionLocation { actions.insert(place) }
        }
        return (values, actions)
    }

    /// Each value of `screen` that may be left out of its footprint (an item's title when it has
    /// no action, its subtitle and image), in the order of its parts: its item's JSON path and
    /// where it stands (no key path fills the item, no Slots file holds it).
    static func visitValues(of screen: Screen, _ body: (String, SourceLocation) -> Void) {
        visitItems(of: screen) { item in
            if item.title != nil, item.action == nil, let place = item.titleLocation { body(item.path, place) }
            if item.subtitle != nil, let place = item.subtitleLocation { body(item.path, place) }
            if item.image != nil, let place = item.imageLocation { body(item.path, place) }
            if let meta = item.meta { visitStrings(of: meta) { body(item.path, $0) } }
        }
    }

    /// Where each string in `value` stands (an item's `meta`: the catalog counts which of its keys
    /// an item sets, not their values), in the order of the file; the keys are not values.
    private static func visitStrings(of value: JSONValue, _ body: (SourceLocation) -> Void) {
        func visit(_ node: JSONNode) {
            if case .string = node.value { body(node.location) } else { visitStrings(of: node.value, body) }
        }
        switch value {
        case .object(let members): for member in members { visit(member.node) }
        case .array(let nodes): for node in nodes { visit(node) }
        default: break
        }
    }

    /// A hash of the titles of every item of `screen` (those key paths fill too), in the order the
    /// catalog's search index lists them (headers and footers first, children after their item):
    /// of two versions with one footprint, the index's entries of the screen are the same when it is.
    package static func itemTitles(of screen: Screen) -> UInt64 {
        var combined = ContentHash.Combined()
        for component in screen.components {
            combined.add("[component]")
            component.forEachItem { item in
                if let title = item.title {
                    combined.add("+")
                    combined.add(title)
                } else {
                    combined.add("-")
                }
            }
        }
        return combined.value
    }

    /// Each item of `screen` whose values its file holds as they are (no key path fills it, no
    /// Slots file holds it), headers and footers first, children after their item.
    private static func visitItems(of screen: Screen, _ body: (Item) -> Void) {
        func visit(_ item: Item) {
            guard item.file == nil, item.keyPaths.isEmpty else { return }
            body(item)
            for child in item.children { visit(child) }
        }
        func visit(_ component: Component) {
            for item in component.roleItems { visit(item) }
            for item in component.items { visit(item) }
        }
        for component in screen.components { visit(component) }
    }

    /// Whether the JSON path `path` is in the part at `part` ("": the whole screen).
    static func isWithin(_ path: String, _ part: String) -> Bool {
        part.isEmpty || (path.hasPrefix(part) && (path.count == part.count || [".", "["].contains(path.dropFirst(part.count).first)))
    }

    /// The byte ranges of the strings at `locations`, quotes included, in order: line and column
    /// as the parser counts them (lines after each line feed, columns in bytes, a byte-order mark
    /// before the first line).
    static func ranges(of locations: Set<SourceLocation>, in bytes: [UInt8]) -> [(SourceLocation, Range<Int>)] {
        guard !locations.isEmpty else { return [] }
        var lineStarts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
        var ranges: [(SourceLocation, Range<Int>)] = []
        var end = 0
        for location in locations.sorted() {
            guard location.line >= 1, location.line <= lineStarts.count, location.column >= 1 else { continue }
            let offset = lineStarts[location.line - 1] + location.column - 1
            guard offset >= end, offset < bytes.count, bytes[offset] == UInt8(ascii: "\""), let close = closingQuote(after: offset, in: bytes)
            else { continue }
            ranges.append((location, offset..<(close + 1)))
            end = close + 1
        }
        return ranges
    }

    /// Where the string opened at `open` closes on its line, escapes skipped; nil when it does not.
    private static func closingQuote(after open: Int, in bytes: [UInt8]) -> Int? {
        var index = open + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index
            case 0x0A, 0x0D: return nil
            default: index += 1
            }
        }
        return nil
    }

    /// Whether nothing but spaces, tabs and commas follow `index` up to the end of its line: a line
    /// feed, as the parser counts lines (a carriage return alone ends none, and counts as a space).
    private static func onlyCommaFollows(_ index: Int, in bytes: [UInt8]) -> Bool {
        for byte in bytes[index...] {
            switch byte {
            case 0x0A: return true
            case 0x20, 0x09, 0x0D, UInt8(ascii: ","): continue
            default: return false
            }
        }
        return true
    }

    /// A problem as the hash takes it: all it says, field by field.
    private static func text(_ problem: Diagnostic) -> String {
        let location = problem.location.map { "\($0.line):\($0.column)" } ?? "-"
        return [problem.severity.rawValue, problem.file, location, problem.path ?? "-", problem.message, problem.hint ?? "-"]
            .joined(separator: "\u{1F}")
    }
}

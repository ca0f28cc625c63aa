import SpotsBuild
import SpotsFormat

/// The search index as the last build wrote it, changed where the quick update changes it
/// (`CatalogFeature.quickFiles`): the entries of the screens whose titles changed, and those of
/// the items of the screens whose items' titles changed, each on its line; the rest stays byte for byte.
extension CatalogSearch {
    /// A screen whose items' titles changed: its route, its heading now, and its items' entries now (`itemEntries`).
    struct ItemsChange {
        let route: Route
        let heading: String
        let entries: [(title: String, anchor: String)]
    }

    /// The script `script` wrote (`bytes`), with the headings of screens changed (`changes`: the
    /// screen's route, its heading before and now), then the entries of the items of the screens
    /// in `items` made again. A screen's entry alone changes with its heading (its items' entries
    /// name it by its place); its items' entries are replaced one for one. Nil when a screen's
    /// entry is not on a line of the script exactly once, or when it now lists another number of
    /// its items' titles (every entry after would move).
    static func script(
        _ bytes: [UInt8], retitling changes: [(route: Route, before: String, now: String)], items: [ItemsChange] = []
    ) -> String? {
        var bytes = bytes
        for change in changes {
            let before = Array(screenEntry(change.route, heading: change.before).utf8)
            guard let at = line(before, in: bytes) else { return nil }
            bytes.replaceSubrange(at..<(at + before.count), with: Array(screenEntry(change.route, heading: change.now).utf8))
        }
        for change in items {
            let entry = Array(screenEntry(change.route, heading: change.heading).utf8)
            guard let at = line(entry, in: bytes) else { return nil }
            // The entries start on the third line (after a comment and the array's opening).
            let index = bytes[..<at].count { $0 == 0x0A } - 2
            var lines: [Range<Int>] = []
            var start = (bytes[at...].firstIndex(of: 0x0A) ?? bytes.count) + 1
            while start < bytes.count, let end = itemEntryEnd(from: start, screen: index, in: bytes) {
                lines.append(start..<end)
                start = (bytes[end...].firstIndex(of: 0x0A) ?? bytes.count) + 1
            }
            guard lines.count == change.entries.count else { return nil }
            for (range, item) in zip(lines, change.entries).reversed() {
                bytes.replaceSubrange(range, with: Array(itemEntry(item.title, screen: index, detail: item.anchor).utf8))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where the line that holds `entry` alone (but for the comma after it) starts, when exactly one does.
    private static func line(_ entry: [UInt8], in bytes: [UInt8]) -> Int? {
        var found: [Int] = []
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            let length = end - start
            if length == entry.count || (length == entry.count + 1 && bytes[end - 1] == UInt8(ascii: ",")),
                bytes[start..<(start + entry.count)].elementsEqual(entry)
            {
                found.append(start)
            }
            start = end + 1
        }
        return found.count == 1 ? found.first : nil
    }

    /// Where the item entry on the line at `start` ends (after its `]`), when the line holds one
    /// of the screen of entry `screen` (`itemEntry`: a string, the screen's number, a string).
    private static func itemEntryEnd(from start: Int, screen: Int, in bytes: [UInt8]) -> Int? {
        let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
        var index = start
        guard index + 1 < end, bytes[index] == UInt8(ascii: "["), bytes[index + 1] == UInt8(ascii: "\"") else { return nil }
        index += 2
        while index < end, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
        let number = Array(("\"," + String(screen) + ",\"").utf8)
        guard index + number.count <= end, bytes[index..<(index + number.count)].elementsEqual(number) else { return nil }
        let close = bytes[end - 1] == UInt8(ascii: ",") ? end - 1 : end
        guard close > index + number.count, bytes[close - 1] == UInt8(ascii: "]") else { return nil }
        return close
    }
}

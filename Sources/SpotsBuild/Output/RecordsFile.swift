import Foundation
import SpotsFormat
import SpotsRender

/// The records of `build --incremental` (`BuildRecords`) as a file of the output,
/// `.spots-site-records.json`, which the manifest lists like any file spots-site writes. Written
/// and read here by hand, as compact JSON with sorted keys (a problem is an array): a site of
/// 10,000 generated pages records 100,000 problems, and Foundation's coders took a fifth of an
/// incremental build of 1,000 for them. Each page is a line of its own, so that the pages are
/// written and read on all cores (see `read(in:)`); any other layout of the same JSON reads the same.
package enum RecordsFile {
    package static let name = ".spots-site-records.json"
    /// The version of the layout; records of another are not read (every page is rendered).
    package static let version = 2
    /// The first line, and the line after the pages, of the file as it is written.
    private static let (opening, closing) = ("{\"pages\":{", "},")

    /// The records as the file holds them: the opening line, a line for each page (in the order
    /// of their paths), the closing line, and the site's hash with the version.
    static func encoded(_ records: BuildRecords) -> String {
        String(decoding: bytes(records), as: UTF8.self)
    }

    /// `encoded(_:)` as bytes, as the build writes it: every line is valid UTF-8, read from a file
    /// that was (see `read`) or written here, and is not checked again.
    static func bytes(_ records: BuildRecords) -> [UInt8] {
        let pages = records.pages.sorted(by: { $0.key < $1.key })
        // A page taken unchanged has the line it was read from, which reads as this record (see `read(lines:)`).
        // Made as bytes, the lines taken as they are: a site of 10,000 pages records 37 MB.
        let lines = pages.parallelMap(chunk: 256) { path, page in page.line ?? ArraySlice(encoded(path, page).utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.reduce(opening.utf8.count + closing.utf8.count + 64) { $0 + $1.count + 2 })
        bytes += opening.utf8
        bytes.append(0x0A)
        for (index, line) in lines.enumerated() {
            if index > 0 {
                bytes.append(UInt8(ascii: ","))
                bytes.append(0x0A)
            }
            bytes += line
        }
        bytes += "\n\(closing)\n\"site\":\"\(records.site)\",\"version\":\(version)}\n".utf8
        return bytes
    }

    /// A page's member of the `pages` object: its path and its record.
    private static func encoded(_ path: String, _ page: PageRecord) -> String {
        var text = path.jsonQuoted(forScript: false) + ":{"
        if let anchors = page.anchors {
            let members = anchors.sorted(by: { $0.key < $1.key }).map { $0.jsonQuoted(forScript: false) + ":" + $1.jsonQuoted(forScript: false) }
            text += "\"anchors\":{" + members.joined(separator: ",") + "},"
        }
        if let dangling = page.dangling { text += "\"dangling\":\(dangling)," }
        text += "\"inputs\":\"\(page.inputs)\","
        if let problems = page.problems { text += "\"problems\":[" + problems.map(encoded).joined(separator: ",") + "]," }
        return text + "\"size\":\(page.size),\"templates\":[" + page.templates.map { $0.jsonQuoted(forScript: false) }.joined(separator: ",") + "]}"
    }

    /// A problem as an array: severity, file, line, column, path, message, hint (null when absent), rule.
    static func encoded(_ problem: Diagnostic) -> String {
        let fields = [
            problem.severity.rawValue.jsonQuoted(forScript: false), problem.file.jsonQuoted(forScript: false),
            problem.location.map { "\($0.line)" } ?? "null", problem.location.map { "\($0.column)" } ?? "null",
            problem.path?.jsonQuoted(forScript: false) ?? "null", problem.message.jsonQuoted(forScript: false),
            problem.hint?.jsonQuoted(forScript: false) ?? "null", problem.rule.rawValue.jsonQuoted(forScript: false),
        ]
        return "[" + fields.joined(separator: ",") + "]"
    }

    /// The records in the output `folder`, or nil when it has none that can be read (through the
    /// gate: a records file that is a link is none). A file of the layout `encoded` writes has its
    /// pages read line by line on all cores; any other (written by hand, or by a tool that read and
    /// wrote it) is read whole, with the same result.
    package static func read(in folder: ConfinedRoot) -> BuildRecords? {
        guard case .success(let bytes) = folder.bytes(of: name) else { return nil }
        if let lines = lines(of: bytes), let records = read(lines: lines) { return records }
        guard let root = try? JSONParser.parse(bytes).root.value, let pages = root["pages"]?.value.members else { return nil }
        return records(root, pages: pages.map { ($0.key, $0.node.value) })
    }

    /// The lines of a file of the layout `encoded` writes: the opening line, pages, the closing
    /// line and the last; nil for any other layout.
    static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>]? {
        let lines = splitLines(bytes)
        guard lines.count >= 4, lines[lines.count - 1].isEmpty, lines[0].elementsEqual(opening.utf8),
            lines[lines.count - 3].elementsEqual(closing.utf8)
        else { return nil }
        return Array(lines[0..<(lines.count - 1)])
    }

    /// `bytes` split at each line feed (`split(separator:omittingEmptySubsequences: false)`),
    /// found with `memchr` (`ByteLines`): a site of 10,000 pages records 37 MB.
    static func splitLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        bytes.withUnsafeBufferPointer { buffer in
            ByteLines.forEach(in: buffer) { line in lines.append(bytes[line.startIndex..<line.endIndex]) }
        }
        return lines
    }

    /// The records of `lines` (see `lines(of:)`), each page's line read as an object of its one
    /// member, at the depth it has in the file (in an array, as the `pages` object is in the top
    /// one); nil when they are not records, or a line does not read alone (a value spread over
    /// lines, or one the file read whole would refuse): then the file is read whole.
    static func read(lines: [ArraySlice<UInt8>]) -> BuildRecords? {
        let count = lines.count
        let pageLines = Array(lines[1..<(count - 2)].enumerated())
        // Each line's path and record (nil when the line is read but is no record).
        let pages = pageLines.parallelMap(chunk: 256) { index, line -> (member: ArraySlice<UInt8>, path: String, record: PageRecord?)? in
            // Every page's line but the last ends with the comma before the next, as JSON has it,
            // and with one only: the reader forgives a comma before a closing brace, not two.
            let isLast = index == pageLines.count - 1
            guard isLast || line.last == UInt8(ascii: ",") else { return nil }
            let member = isLast ? line : line.dropLast()
            guard isLast || member.last(where: { !Self.isWhitespace($0) }) != UInt8(ascii: ",") else { return nil }
            // Most lines are read straight from their bytes; the others by the JSON parser.
            if let read = RecordLine.read(member) { return (member, read.path, read.record) }
            // A line kept is written again as it is (`bytes`): one that is not UTF-8 (the parser
            // would read it with its bad bytes replaced) sends the file to the parser whole, and
            // its records are written anew.
            guard String(validating: member, as: UTF8.self) != nil,
                let array = try? JSONParser.parse([UInt8]("[{".utf8) + member + [UInt8]("}]".utf8)).root.value.elements,
                array.count == 1, let object = array[0].value.members, object.count == 1
            else { return nil }
            return (member, object[0].key, decoded(object[0].node.value))
        }
        // The last line holds the rest of the top object: the site's hash and the version.
        guard let root = try? JSONParser.parse([UInt8]("{".utf8) + lines[count - 1]).root.value, root["pages"] == nil,
            pages.allSatisfy({ $0 != nil }), let site = site(of: root)
        else { return nil }
        // Each page keeps its line, to be written again as it is when the page is taken unchanged
        // (of a path there twice, the last, whose record is the one read). A line is not checked
        // against what `encoded` would write: it was read as this record, and will be again.
        var records = BuildRecords(site: site, pages: [:])
        records.pages.reserveCapacity(pages.count)
        for case (let member, let path, let record)? in pages {
            guard var record else { return nil }
            // Only a line that is one member, as `encoded` writes it between two others: the last
            // line may end with a comma the parser forgives, which a line in the middle may not.
            if member.first == UInt8(ascii: "\""), member.last == UInt8(ascii: "}") { record.line = member }
            records.pages[path] = record
        }
        return records
    }

    /// The site's hash of the records' top object `root`, when they are of this version.
    private static func site(of root: JSONValue) -> String? {
        root["version"]?.value.number == Double(version) ? root["site"]?.value.string : nil
    }

    /// JSON's whitespace.
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }

    /// The records of a file whose top object is `root`, with `pages` its pages' members in order
    /// (a path twice is its last record, as a JSON reader takes it); nil when one is not a record.
    private static func records(_ root: JSONValue, pages: [(String, JSONValue)]) -> BuildRecords? {
        guard let site = site(of: root) else { return nil }
        let read = pages.parallelMap(chunk: 256) { decoded($0.1) }
        var records = BuildRecords(site: site, pages: [:])
        records.pages.reserveCapacity(pages.count)
        for ((path, _), page) in zip(pages, read) {
            guard let page else { return nil }
            records.pages[path] = page
        }
        return records
    }

    static func decoded(_ value: JSONValue) -> PageRecord? {
        guard let inputs = value["inputs"]?.value.string, let size = count(value["size"]?.value),
            let templates = value["templates"]?.value.elements
        else { return nil }
        var dangling: Int?
        if let number = value["dangling"]?.value {
            guard let count = count(number) else { return nil }
            dangling = count
        }
        var anchors: [String: String]?
        if let members = value["anchors"]?.value.members {
            anchors = Dictionary(members.map { ($0.key, $0.node.value.string ?? "") }, uniquingKeysWith: { first, _ in first })
        }
        var problems: [Diagnostic]?
        if let elements = value["problems"]?.value.elements {
            problems = []
            for element in elements {
                guard let problem = decoded(problem: element.value) else { return nil }
                problems?.append(problem)
            }
        }
        return PageRecord(
            inputs: inputs, size: size, templates: templates.compactMap(\.value.string), anchors: anchors,
            dangling: dangling, problems: problems)
    }

    static func decoded(problem value: JSONValue) -> Diagnostic? {
        guard let fields = value.elements?.map(\.value), fields.count == 8, let severity = fields[0].string.flatMap(Diagnostic.Severity.init),
            let file = fields[1].string, let message = fields[5].string, let rule = fields[7].string.flatMap(DiagnosticRule.init)
        else { return nil }
        var location: SourceLocation?
        if fields[2].number != nil {
            guard let line = count(fields[2]), let column = fields[3].number == nil ? 1 : count(fields[3]) else { return nil }
            location = SourceLocation(line: line, column: column)
        }
        return Diagnostic(severity, rule: rule, file: file, location: location, path: fields[4].string, message: message, hint: fields[6].string)
    }

    /// A whole number of zero or more that an `Int` holds, or nil (records written by hand or
    /// damaged may hold anything).
    private static func count(_ value: JSONValue?) -> Int? {
        guard let number = value?.number, let count = Int(exactly: number), count >= 0 else { return nil }
        return count
    }
}

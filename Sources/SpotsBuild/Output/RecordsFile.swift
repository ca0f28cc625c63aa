import Foundation
import SpotsFormat
import SpotsRender

/// The records of `build --incremental` (`BuildRecords`) as a file of the output,
/// `.spots-site-records.json`, which the manifest lists like any file spots-site writes. Written
/// and read here by hand, as compact JSON with sorted keys (a problem is an array): a site of
/// 10,000 generated pages records 100,000 problems, and Foundation's coders took a fifth of an
/// incremental build of 1,000 for them.
package enum RecordsFile {
    package static let name = ".spots-site-records.json"
    /// The version of the layout; records of another are not read (every page is rendered).
    package static let version = 1

    /// The records as the file holds them.
    static func encoded(_ records: BuildRecords) -> String {
        var text = "{\"pages\":{"
        for (index, (path, page)) in records.pages.sorted(by: { $0.key < $1.key }).enumerated() {
            if index > 0 { text += ",\n" }
            text += path.jsonQuoted(forScript: false) + ":{"
            if let anchors = page.anchors {
                let members = anchors.sorted(by: { $0.key < $1.key }).map { $0.jsonQuoted(forScript: false) + ":" + $1.jsonQuoted(forScript: false) }
                text += "\"anchors\":{" + members.joined(separator: ",") + "},"
            }
            if let dangling = page.dangling { text += "\"dangling\":\(dangling)," }
            text += "\"inputs\":\"\(page.inputs)\","
            if let problems = page.problems { text += "\"problems\":[" + problems.map(encoded).joined(separator: ",") + "]," }
            text += "\"size\":\(page.size),\"templates\":[" + page.templates.map { $0.jsonQuoted(forScript: false) }.joined(separator: ",") + "]}"
        }
        return text + "},\n\"site\":\"\(records.site)\",\"version\":\(version)}\n"
    }

    /// A problem as an array: severity, file, line, column, path, message, hint (null when absent).
    private static func encoded(_ problem: Diagnostic) -> String {
        let fields = [
            problem.severity.rawValue.jsonQuoted(forScript: false), problem.file.jsonQuoted(forScript: false),
            problem.location.map { "\($0.line)" } ?? "null", problem.location.map { "\($0.column)" } ?? "null",
            problem.path?.jsonQuoted(forScript: false) ?? "null", problem.message.jsonQuoted(forScript: false),
            problem.hint?.jsonQuoted(forScript: false) ?? "null",
        ]
        return "[" + fields.joined(separator: ",") + "]"
    }

    /// The records in the output `folder`, or nil when it has none that can be read (through the
    /// gate: a records file that is a link is none).
    package static func read(in folder: ConfinedRoot) -> BuildRecords? {
        guard let data = folder.data(of: name),
            let root = try? JSONParser.parse([UInt8](data)).root.value, root["version"]?.value.number == Double(version),
            let site = root["site"]?.value.string, let pages = root["pages"]?.value.members
        else { return nil }
        var records = BuildRecords(site: site, pages: [:])
        records.pages.reserveCapacity(pages.count)
        for member in pages {
            guard let page = decoded(member.node.value) else { return nil }
            records.pages[member.key] = page
        }
        return records
    }

    private static func decoded(_ value: JSONValue) -> PageRecord? {
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

    private static func decoded(problem value: JSONValue) -> Diagnostic? {
        guard let fields = value.elements?.map(\.value), fields.count == 7, let severity = fields[0].string.flatMap(Diagnostic.Severity.init),
            let file = fields[1].string, let message = fields[5].string
        else { return nil }
        var location: SourceLocation?
        if fields[2].number != nil {
            guard let line = count(fields[2]), let column = fields[3].number == nil ? 1 : count(fields[3]) else { return nil }
            location = SourceLocation(line: line, column: column)
        }
        return Diagnostic(severity, file: file, location: location, path: fields[4].string, message: message, hint: fields[6].string)
    }

    /// A whole number of zero or more that an `Int` holds, or nil (records written by hand or
    /// damaged may hold anything).
    private static func count(_ value: JSONValue?) -> Int? {
        guard let number = value?.number, let count = Int(exactly: number), count >= 0 else { return nil }
        return count
    }
}

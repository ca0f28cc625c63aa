import Foundation
import SpotsFormat

/// A page's line of the records file read straight from its bytes, when it is written exactly as
/// `RecordsFile` writes it and holds only what is read the same whichever way: members in their
/// order with no space, whole numbers of at most 15 digits, and strings of valid UTF-8 with
/// nothing escaped (`ByteCursor`). Any other line is nil here, and read by the JSON parser instead, with the same
/// result (`RecordsFileTests`): the records of 10,000 generated pages hold 150,000 problems, and
/// the parser's tree of each took most of the time of reading them.
struct RecordLine {
    private var cursor: ByteCursor
    /// The file of the problem read last.
    private var lastFile: String?
    /// The rule of the problem read last, and its name.
    private var lastRule: (name: String, rule: DiagnosticRule)?

    /// The path and record of `member` (a line without its comma), or nil.
    static func read(_ member: ArraySlice<UInt8>) -> (path: String, record: PageRecord?)? {
        guard
            let (path, record, problems) = member.withUnsafeBufferPointer({ bytes in
                var line = RecordLine(bytes: bytes)
                return line.member()
            })
        else { return nil }
        guard var record else { return (path, nil) }
        // The problems, checked, are read when asked for (`PageRecord.unread`).
        if let problems { record.unread = member[(member.startIndex + problems.lowerBound)..<(member.startIndex + problems.upperBound)] }
        return (path, record)
    }

    /// Whether every problem of `array` (checked, `PageRecord.unread`) names one of `files`, found
    /// without making the problems (`PageRecord.namesOnly`).
    static func problems(_ array: ArraySlice<UInt8>, nameOnly files: Set<String>) -> Bool {
        array.withUnsafeBufferPointer { bytes in
            var line = RecordLine(bytes: bytes)
            guard line.cursor.take("["), !line.cursor.take("]") else { return true }
            // A page's problems name few files, each many times (one string each): each is looked up once in a row.
            var known: String?
            repeat {
                guard line.checkedProblem() != nil, let file = line.lastFile else { return false }
                if file != known {
                    guard files.contains(file) else { return false }
                    known = file
                }
            } while line.cursor.take(",")
            return true
        }
    }

    /// The problems of `array`, a page's `problems` that `read` checked (`PageRecord.unread`).
    static func problems(_ array: ArraySlice<UInt8>) -> [Diagnostic] {
        array.withUnsafeBufferPointer { bytes in
            var line = RecordLine(bytes: bytes)
            var found: [Diagnostic] = []
            guard line.cursor.take("["), !line.cursor.take("]") else { return found }
            repeat {
                guard case .some(.some(let problem)) = line.problem() else { break }
                found.append(problem)
            } while line.cursor.take(",")
            return found
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        cursor = ByteCursor(bytes: bytes)
    }

    /// The record is nil when the line is read but is no record (as `RecordsFile.decoded` finds);
    /// its problems are checked and left unread, where the line holds them (`problems`).
    private mutating func member() -> (path: String, record: PageRecord?, problems: Range<Int>?)? {
        guard let path = cursor.string(), cursor.take(":{") else { return nil }
        var anchors: [String: String]?
        if cursor.take("\"anchors\":{") {
            var found: [String: String] = [:]
            if !cursor.take("}") {
                repeat {
                    guard let key = cursor.string(), cursor.take(":"), let value = cursor.string() else { return nil }
                    if found[key] == nil { found[key] = value }
                } while cursor.take(",")
                guard cursor.take("}") else { return nil }
            }
            guard cursor.take(",") else { return nil }
            anchors = found
        }
        var dangling: Int?
        if cursor.take("\"dangling\":") {
            guard let count = cursor.number(), cursor.take(",") else { return nil }
            dangling = count
        }
        guard cursor.take("\"inputs\":"), let inputs = cursor.string(), cursor.take(",") else { return nil }
        var problems: Range<Int>?
        var isRecord = true
        if cursor.take("\"problems\":") {
            let start = cursor.index
            guard cursor.take("[") else { return nil }
            if !cursor.take("]") {
                repeat {
                    guard let isProblem = checkedProblem() else { return nil }
                    if !isProblem { isRecord = false }
                } while cursor.take(",")
                guard cursor.take("]") else { return nil }
            }
            problems = start..<cursor.index
            guard cursor.take(",") else { return nil }
        }
        guard cursor.take("\"size\":"), let size = cursor.number(), cursor.take(",\"templates\":"), let templates = cursor.strings() else {
            return nil
        }
        guard cursor.take("}"), cursor.atEnd else { return nil }
        let record = PageRecord(inputs: inputs, size: size, templates: templates, anchors: anchors, dangling: dangling)
        return (path, isRecord ? record : nil, problems)
    }

    /// A problem: `[severity, file, line, column, path, message, hint, rule]`; `.some(nil)` when it
    /// is read but is none (an unknown severity or rule).
    private mutating func problem() -> Diagnostic?? {
        guard cursor.take("["), let severityName = cursor.string(), cursor.take(","), let file = cursor.string(reusing: lastFile), cursor.take(","),
            let line = cursor.nullOr({ $0.number() }), cursor.take(","), let column = cursor.nullOr({ $0.number() }), cursor.take(","),
            let path = cursor.nullOr({ $0.string() }), cursor.take(","), let message = cursor.string(), cursor.take(","),
            let hint = cursor.nullOr({ $0.string() }), cursor.take(","), let ruleName = cursor.string(reusing: lastRule?.name), cursor.take("]")
        else { return nil }
        lastFile = file
        guard let severity = Diagnostic.Severity(rawValue: severityName), let rule = rule(named: ruleName) else { return .some(nil) }
        // A column is read only with a line, and stands for 1 when it is null.
        let location = line.map { SourceLocation(line: $0, column: column ?? 1) }
        return Diagnostic(severity, rule: rule, file: file, location: location, path: path, message: message, hint: hint)
    }

    /// A problem as `problem()` reads one, its strings checked but not made (but its severity and
    /// rule): true when it is one, false when it is read but is none, nil when it is not read.
    private mutating func checkedProblem() -> Bool? {
        guard cursor.take("["), let severityName = cursor.string(), cursor.take(","), let file = cursor.string(reusing: lastFile), cursor.take(","),
            cursor.nullOr({ $0.number() }) != nil, cursor.take(","), cursor.nullOr({ $0.number() }) != nil, cursor.take(","),
            cursor.nullOr({ $0.skipString() ? true : nil }) != nil, cursor.take(","), cursor.skipString(), cursor.take(","),
            cursor.nullOr({ $0.skipString() ? true : nil }) != nil, cursor.take(","), let ruleName = cursor.string(reusing: lastRule?.name),
            cursor.take("]")
        else { return nil }
        lastFile = file
        return Diagnostic.Severity(rawValue: severityName) != nil && rule(named: ruleName) != nil
    }

    /// The rule of `name`, the last one's again when it is the same string (`ByteCursor.string(reusing:)`).
    private mutating func rule(named name: String) -> DiagnosticRule? {
        if let lastRule, lastRule.name == name { return lastRule.rule }
        guard let rule = DiagnosticRule(rawValue: name) else { return nil }
        lastRule = (name, rule)
        return rule
    }
}

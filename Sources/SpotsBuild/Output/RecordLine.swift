import Foundation
import SpotsFormat

/// A page's line of the records file read straight from its bytes, when it is written exactly as
/// `RecordsFile` writes it and holds only what is read the same whichever way: members in their
/// order with no space, whole numbers of at most 15 digits, and strings of printable ASCII with
/// nothing escaped. Any other line is nil here, and read by the JSON parser instead, with the same
/// result (`RecordsFileTests`): the records of 10,000 generated pages hold 150,000 problems, and
/// the parser's tree of each took most of the time of reading them.
/// Read through a pointer to the line's bytes (a tenth of the time of indexing the array slice
/// byte by byte, each index checked).
struct RecordLine {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
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
            guard line.take("["), !line.take("]") else { return true }
            // A page's problems name few files, each many times (one string each): each is looked up once in a row.
            var known: String?
            repeat {
                guard line.checkedProblem() != nil, let file = line.lastFile else { return false }
                if file != known {
                    guard files.contains(file) else { return false }
                    known = file
                }
            } while line.take(",")
            return true
        }
    }

    /// The problems of `array`, a page's `problems` that `read` checked (`PageRecord.unread`).
    static func problems(_ array: ArraySlice<UInt8>) -> [Diagnostic] {
        array.withUnsafeBufferPointer { bytes in
            var line = RecordLine(bytes: bytes)
            var found: [Diagnostic] = []
            guard line.take("["), !line.take("]") else { return found }
            repeat {
                guard case .some(.some(let problem)) = line.problem() else { break }
                found.append(problem)
            } while line.take(",")
            return found
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The record is nil when the line is read but is no record (as `RecordsFile.decoded` finds);
    /// its problems are checked and left unread, where the line holds them (`problems`).
    private mutating func member() -> (path: String, record: PageRecord?, problems: Range<Int>?)? {
        guard let path = string(), take(":{") else { return nil }
        var anchors: [String: String]?
        if take("\"anchors\":{") {
            var found: [String: String] = [:]
            if !take("}") {
                repeat {
                    guard let key = string(), take(":"), let value = string() else { return nil }
                    if found[key] == nil { found[key] = value }
                } while take(",")
                guard take("}") else { return nil }
            }
            guard take(",") else { return nil }
            anchors = found
        }
        var dangling: Int?
        if take("\"dangling\":") {
            guard let count = number(), take(",") else { return nil }
            dangling = count
        }
        guard take("\"inputs\":"), let inputs = string(), take(",") else { return nil }
        var problems: Range<Int>?
        var isRecord = true
        if take("\"problems\":") {
            let start = index
            guard take("[") else { return nil }
            if !take("]") {
                repeat {
                    guard let isProblem = checkedProblem() else { return nil }
                    if !isProblem { isRecord = false }
                } while take(",")
                guard take("]") else { return nil }
            }
            problems = start..<index
            guard take(",") else { return nil }
        }
        guard take("\"size\":"), let size = number(), take(",\"templates\":[") else { return nil }
        var templates: [String] = []
        if !take("]") {
            repeat {
                guard let template = string() else { return nil }
                templates.append(template)
            } while take(",")
            guard take("]") else { return nil }
        }
        guard take("}"), index == bytes.endIndex else { return nil }
        let record = PageRecord(inputs: inputs, size: size, templates: templates, anchors: anchors, dangling: dangling)
        return (path, isRecord ? record : nil, problems)
    }

    /// A problem: `[severity, file, line, column, path, message, hint, rule]`; `.some(nil)` when it
    /// is read but is none (an unknown severity or rule).
    private mutating func problem() -> Diagnostic?? {
        guard take("["), let severityName = string(), take(","), let file = string(reusing: lastFile), take(","),
            let line = nullOr({ $0.number() }), take(","), let column = nullOr({ $0.number() }), take(","),
            let path = nullOr({ $0.string() }), take(","), let message = string(), take(","),
            let hint = nullOr({ $0.string() }), take(","), let ruleName = string(reusing: lastRule?.name), take("]")
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
        guard take("["), let severityName = string(), take(","), let file = string(reusing: lastFile), take(","),
            nullOr({ $0.number() }) != nil, take(","), nullOr({ $0.number() }) != nil, take(","),
            nullOr({ $0.skipString() ? true : nil }) != nil, take(","), skipString(), take(","),
            nullOr({ $0.skipString() ? true : nil }) != nil, take(","), let ruleName = string(reusing: lastRule?.name), take("]")
        else { return nil }
        lastFile = file
        return Diagnostic.Severity(rawValue: severityName) != nil && rule(named: ruleName) != nil
    }

    /// The rule of `name`, the last one's again when it is the same string (`string(reusing:)`).
    private mutating func rule(named name: String) -> DiagnosticRule? {
        if let lastRule, lastRule.name == name { return lastRule.rule }
        guard let rule = DiagnosticRule(rawValue: name) else { return nil }
        lastRule = (name, rule)
        return rule
    }

    /// `null` as `.some(nil)`, a value `read` reads as itself, and nil for anything else.
    private mutating func nullOr<Value>(_ read: (inout RecordLine) -> Value?) -> Value?? {
        if take("null") { return .some(nil) }
        return read(&self).map { .some($0) }
    }

    /// Takes `text` when the bytes go on with it.
    private mutating func take(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.endIndex - index >= count else { return false }
        let matches = text.withUTF8Buffer { expected in
            for offset in 0..<count where bytes[index + offset] != expected[offset] { return false }
            return true
        }
        if matches { index += count }
        return matches
    }

    /// A string of printable ASCII with no `"` or `\` in it; `known` itself when it is that string
    /// (a page's problems name few files, each many times: one string for each).
    private mutating func string(reusing known: String? = nil) -> String? {
        guard let end = stringEnd() else { return nil }
        let content = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
        let text = if let known, Self.holds(known, content) { known } else { String(decoding: content, as: UTF8.self) }
        index = end + 1
        return text
    }

    /// Takes a string as `string()` reads one, without making it; false when there is none.
    private mutating func skipString() -> Bool {
        guard let end = stringEnd() else { return false }
        index = end + 1
        return true
    }

    /// Where the string at `index` (of printable ASCII with no `"` or `\\` in it) closes.
    private func stringEnd() -> Int? {
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") else { return nil }
        var end = index + 1
        while end < bytes.endIndex {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") { return end }
            guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { return nil }
            end += 1
        }
        return nil
    }

    /// Whether `text` is `bytes`.
    private static func holds(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var text = text
        return text.withUTF8 { own in
            guard own.count == bytes.count, let left = own.baseAddress, let right = bytes.baseAddress else { return own.count == bytes.count }
            return memcmp(left, right, bytes.count) == 0
        }
    }

    /// A whole number of 1 to 15 digits, without a leading zero (but 0 itself).
    private mutating func number() -> Int? {
        var end = index
        var value = 0
        while end < bytes.endIndex, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") {
            // More digits than an `Int` is sure to hold are the parser's to read (or refuse).
            guard end - index < 15 else { return nil }
            value = value * 10 + Int(bytes[end] - UInt8(ascii: "0"))
            end += 1
        }
        let digits = end - index
        guard digits >= 1, digits == 1 || bytes[index] != UInt8(ascii: "0") else { return nil }
        // A number goes on with `,`, `]` or `}`; not with `.`, `e` or another sign.
        guard end < bytes.endIndex, bytes[end] == UInt8(ascii: ",") || bytes[end] == UInt8(ascii: "]") || bytes[end] == UInt8(ascii: "}")
        else { return nil }
        index = end
        return value
    }
}

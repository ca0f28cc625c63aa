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

    /// The path and record of `member` (a line without its comma), or nil.
    static func read(_ member: ArraySlice<UInt8>) -> (path: String, record: PageRecord?)? {
        member.withUnsafeBufferPointer { bytes in
            var line = RecordLine(bytes: bytes)
            return line.member()
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The record is nil when the line is read but is no record (as `RecordsFile.decoded` finds).
    private mutating func member() -> (path: String, record: PageRecord?)? {
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
        var problems: [Diagnostic]?
        var isRecord = true
        if take("\"problems\":[") {
            var found: [Diagnostic] = []
            if !take("]") {
                repeat {
                    guard let problem = problem() else { return nil }
                    if let problem { found.append(problem) } else { isRecord = false }
                } while take(",")
                guard take("]") else { return nil }
            }
            guard take(",") else { return nil }
            problems = found
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
        let record = PageRecord(inputs: inputs, size: size, templates: templates, anchors: anchors, dangling: dangling, problems: problems)
        return (path, isRecord ? record : nil)
    }

    /// A problem: `[severity, file, line, column, path, message, hint, rule]`; `.some(nil)` when it
    /// is read but is none (an unknown severity or rule).
    private mutating func problem() -> Diagnostic?? {
        guard take("["), let severityName = string(), take(","), let file = string(reusing: lastFile), take(","),
            let line = nullOr({ $0.number() }), take(","), let column = nullOr({ $0.number() }), take(","),
            let path = nullOr({ $0.string() }), take(","), let message = string(), take(","),
            let hint = nullOr({ $0.string() }), take(","), let ruleName = string(), take("]")
        else { return nil }
        lastFile = file
        guard let severity = Diagnostic.Severity(rawValue: severityName), let rule = DiagnosticRule(rawValue: ruleName) else { return .some(nil) }
        // A column is read only with a line, and stands for 1 when it is null.
        let location = line.map { SourceLocation(line: $0, column: column ?? 1) }
        return Diagnostic(severity, rule: rule, file: file, location: location, path: path, message: message, hint: hint)
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
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") else { return nil }
        var end = index + 1
        while end < bytes.endIndex {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") { break }
            guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { return nil }
            end += 1
        }
        guard end < bytes.endIndex else { return nil }
        let content = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
        let text = if let known, Self.holds(known, content) { known } else { String(decoding: content, as: UTF8.self) }
        index = end + 1
        return text
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

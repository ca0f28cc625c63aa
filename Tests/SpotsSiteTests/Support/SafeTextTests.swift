import Testing

@testable import SpotsFormat

/// Content's strings are checked for what HTML cannot carry on their UTF-8 bytes; the bytes say
/// what the scalars do.
@Suite struct SafeTextTests {
    /// The scalars at the edges of every forbidden range, and some of each kind around them.
    static let scalars: [UInt32] = [
        0x00, 0x08, 0x09, 0x0A, 0x0B, 0x0D, 0x0E, 0x1F, 0x20, 0x7E, 0x7F, 0x80, 0x85, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF, 0x100, 0x7FF,
        0x800, 0x200E, 0x2028, 0xD7FF, 0xE000, 0xEFBF, 0xF8FF, 0xFDCF, 0xFDD0, 0xFDDF, 0xFDEF, 0xFDF0, 0xFEFF, 0xFFBE, 0xFFBF,
        0xFFFD, 0xFFFE, 0xFFFF, 0x10000, 0x1FFFE, 0x10FFFF,
    ]

    @Test func theBytesSayWhatTheScalarsSay() {
        for value in Self.scalars {
            let scalar = Unicode.Scalar(value)!
            for text in ["\(scalar)", "a\(scalar)", "\(scalar)é", "é\(scalar)z", "café \(scalar)\(scalar) ok"] {
                let bytes = Array(text.utf8)
                let byBytes = bytes.withUnsafeBufferPointer { SafeText.hasForbidden($0) }
                #expect(byBytes == text.unicodeScalars.contains(where: SafeText.isForbidden), "U+\(String(value, radix: 16)) in \(bytes)")
            }
        }
    }

    @Test func forbiddenScalarsAreReplacedAndCleanTextIsKept() {
        #expect(SafeText.sanitized("zürich café naïve 🚀 \t\n") == "zürich café naïve 🚀 \t\n")
        // Noncharacters cannot be written in a literal.
        let (reserved, last) = (String(Unicode.Scalar(0xFDD0)!), String(Unicode.Scalar(0xFFFF)!))
        #expect(SafeText.sanitized("a\u{0}b\u{85}c\(reserved)d\(last)e\u{7F}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}")
    }

    @Test func aJSONValueIsSanitizedDeepDownAndACleanOneIsKeptAsItWas() throws {
        func member(_ key: String, _ value: JSONValue) -> JSONMember { JSONMember(key: key, keyLocation: .start, node: JSONNode(value)) }
        let clean = JSONValue.object([
            member("city", .string("Zürich")), member("tags", .array([JSONNode(.string("a")), JSONNode(.number(1))])),
        ])
        let kept = SafeText.sanitized(clean)
        #expect(kept == clean)
        // The same storage: nothing was made again.
        guard case .object(let before) = clean, case .object(let after) = kept else { throw SafeTextError.notAnObject }
        #expect(before.withUnsafeBufferPointer { $0.baseAddress } == after.withUnsafeBufferPointer { $0.baseAddress })

        let dirty = JSONValue.object([member("ci\u{1}ty", .string("ok")), member("tags", .array([JSONNode(.string("a\u{7F}"))]))])
        let expected = JSONValue.object([
            member("ci\u{FFFD}ty", .string("ok")), member("tags", .array([JSONNode(.string("a\u{FFFD}"))])),
        ])
        #expect(SafeText.sanitized(dirty) == expected)
    }

    private enum SafeTextError: Error { case notAnObject }
}

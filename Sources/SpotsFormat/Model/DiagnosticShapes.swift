/// Which of a build's diagnostics share a shape: their severity and message but for quoted values,
/// paths and numbers (`warning: the action '…' leads to /…, which has no screen`), what the text
/// format counts instead of printing past `DiagnosticFormat.shownPerShape`. Found on all cores, each
/// shape written into one reused buffer and looked up by its bytes, so that a hundred thousand
/// diagnostics make as many strings as they have shapes.
package struct DiagnosticShapes: Sendable {
    /// Each diagnostic's shape, as an index into `texts`.
    package let ids: [Int]
    /// The shapes, each once, in the order of their first diagnostic.
    package let texts: [String]

    package init(_ diagnostics: [Diagnostic]) {
        let chunk = 2_048
        let starts = [Int](stride(from: 0, to: diagnostics.count, by: chunk))
        let chunks = starts.parallelMap { start in Chunk(diagnostics[start..<min(start + chunk, diagnostics.count)]) }
        var known: [Key: Int] = [:]
        var texts: [String] = []
        var ids: [Int] = []
        ids.reserveCapacity(diagnostics.count)
        for chunk in chunks {
            let global = chunk.shapes.map { shape in
                if let id = known[shape.key] { return id }
                known[shape.key] = texts.count
                texts.append(shape.text)
                return texts.count - 1
            }
            ids += chunk.ids.map { global[$0] }
        }
        self.ids = ids
        self.texts = texts
    }

    /// The shapes of one run of diagnostics, numbered within it, each with its first text.
    private struct Chunk: Sendable {
        var ids: [Int] = []
        var shapes: [(key: Key, text: String)] = []

        init(_ diagnostics: ArraySlice<Diagnostic>) {
            var known: [Key: Int] = [:]
            var scratch: [UInt8] = []
            ids.reserveCapacity(diagnostics.count)
            for diagnostic in diagnostics {
                scratch.removeAll(keepingCapacity: true)
                scratch += diagnostic.severity.rawValue.utf8
                scratch += ": ".utf8
                // A message of ASCII (most) has a shape of ASCII and "…": no second look at its bytes.
                let isASCII = DiagnosticFormat.appendShape(of: diagnostic.message, to: &scratch)
                let key = isASCII ? Key.ascii(scratch) : Key(scratch)
                if let id = known[key] {
                    ids.append(id)
                } else {
                    known[key] = shapes.count
                    ids.append(shapes.count)
                    shapes.append((key, String(decoding: scratch, as: UTF8.self)))
                }
            }
        }
    }

    /// A shape as the report tells shapes apart: by its bytes when it is ASCII and the "…" that
    /// stands for what was left out (most are: two such shapes are one string only when their bytes
    /// are the same), and as a string otherwise, so that text in two forms that strings take for
    /// one ("é" as one scalar, or as "e" and an accent) is one shape. (A shape of the first kind and
    /// one of the second are never one: only a few letters, such as the Kelvin sign, are the same
    /// string as an ASCII letter.)
    private enum Key: Hashable, Sendable {
        case ascii([UInt8])
        case text(String)

        init(_ bytes: [UInt8]) {
            self = Self.isPlain(bytes) ? .ascii(bytes) : .text(String(decoding: bytes, as: UTF8.self))
        }

        /// Whether `bytes` are ASCII but for whole "…" (E2 80 A6).
        private static func isPlain(_ bytes: [UInt8]) -> Bool {
            var index = 0
            while index < bytes.count {
                if bytes[index] < 0x80 {
                    index += 1
                } else if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA6 {
                    index += 3
                } else {
                    return false
                }
            }
            return true
        }

        func hash(into hasher: inout Hasher) {
            switch self {
            case .ascii(let bytes): bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
            case .text(let text): hasher.combine(text)
            }
        }
    }
}

extension DiagnosticFormat {
    /// A message with its quoted values, paths and numbers left out: what many diagnostics of one
    /// kind share ("the action '…' leads to /…, which has no screen").
    /// A quote opens at the start of a word and closes before a non-letter, so an apostrophe
    /// ("the record's page") is not taken for one.
    package static func shape(of message: String) -> String {
        var bytes: [UInt8] = []
        appendShape(of: message, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `shape(of: message)` to `bytes`; true when the message is ASCII (its shape is then
    /// ASCII and "…").
    @discardableResult package static func appendShape(of message: String, to bytes: inout [UInt8]) -> Bool {
        let start = bytes.count
        var message = message
        if message.withUTF8({ appendAsciiShape(of: $0, to: &bytes) }) { return true }
        bytes.removeSubrange(start...)
        bytes += characterShape(of: message).utf8
        return false
    }

    /// `shape(of:)` read as Characters, for any message.
    package static func characterShape(of message: String) -> String {
        var shape = ""
        var quote: Character?
        var inPath = false
        let characters = Array(message)
        for (index, character) in characters.enumerated() {
            if let open = quote {
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                if character == open, !next.isLetter {
                    shape += "…\(open)"
                    quote = nil
                }
                continue
            }
            if inPath {
                if character == " " || character == "," || character == ";" || character == ")" {
                    inPath = false
                } else {
                    continue
                }
            }
            let previous = index > 0 ? characters[index - 1] : " "
            if character == "'" || character == "\"", previous == " " || previous == "(" {
                quote = character
                shape.append(character)
            } else if character == "/", shape.last == " " || shape.isEmpty {
                inPath = true
                shape += "/…"
            } else if character.isNumber {
                if shape.last != "#" { shape += "#" }
            } else {
                shape.append(character)
            }
        }
        return shape
    }

    /// `shape(of:)` of an ASCII message, read as bytes (most messages, and many of them: it
    /// groups every diagnostic); nil when it is not ASCII.
    package static func asciiShape(of message: UnsafeBufferPointer<UInt8>) -> String? {
        var shape: [UInt8] = []
        guard appendAsciiShape(of: message, to: &shape) else { return nil }
        return String(decoding: shape, as: UTF8.self)
    }

    /// Appends `asciiShape(of: message)` to `shape`; false, with part of it appended, when the
    /// message is not ASCII. An en dash between words (`iOS 3.0–3.3`) counts as ASCII: it is one
    /// character in one form only, so a shape with it is still told apart by its bytes.
    package static func appendAsciiShape(of message: UnsafeBufferPointer<UInt8>, to shape: inout [UInt8]) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func appendEllipsis() {  // "…" in UTF-8
            shape.append(0xE2)
            shape.append(0x80)
            shape.append(0xA6)
        }
        let start = shape.count
        var quote: UInt8?
        var inPath = false
        var dash = 0  // the bytes of an en dash still to pass over
        for (index, byte) in message.enumerated() {
            if dash > 0 {
                dash -= 1
                continue
            }
            guard byte < 0x80 else {
                // E2 80 93, outside quotes and paths: kept as it is.
                guard quote == nil, !inPath, byte == 0xE2, index + 2 < message.count, message[index + 1] == 0x80, message[index + 2] == 0x93
                else { return false }
                shape += [0xE2, 0x80, 0x93]
                dash = 2
                continue
            }
            if let open = quote {
                let next = index + 1 < message.count ? message[index + 1] : UInt8(ascii: " ")
                if byte == open, !isLetter(next) {
                    appendEllipsis()
                    shape.append(open)
                    quote = nil
                }
                continue
            }
            if inPath {
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ")") {
                    inPath = false
                } else {
                    continue
                }
            }
            let previous = index > 0 ? message[index - 1] : UInt8(ascii: " ")
            if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\""), previous == UInt8(ascii: " ") || previous == UInt8(ascii: "(") {
                quote = byte
                shape.append(byte)
            } else if byte == UInt8(ascii: "/"), shape.count == start || shape.last == UInt8(ascii: " ") {
                inPath = true
                shape.append(UInt8(ascii: "/"))
                appendEllipsis()
            } else if isDigit(byte) {
                if shape.count == start || shape.last != UInt8(ascii: "#") { shape.append(UInt8(ascii: "#")) }
            } else {
                shape.append(byte)
            }
        }
        return true
    }
}

/// Line-by-line helpers over UTF-8 bytes.
enum ByteLines {
    static func forEach(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>.SubSequence) -> Void) {
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == 0x0A {
                body(bytes[start..<index])
                start = index + 1
            }
            index += 1
        }
        body(bytes[start..<bytes.endIndex])
    }

    static func find(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>.SubSequence, from: Int) -> Int? {
        guard let first = needle.first, haystack.endIndex - from >= needle.count else { return nil }
        var index = from
        let last = haystack.endIndex - needle.count
        while index <= last {
            if haystack[index] == first {
                var matched = true
                for offset in 1..<needle.count where haystack[index + offset] != needle[offset] {
                    matched = false
                    break
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }

    static func isBlank(_ line: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    static let preOpen = Array("<pre".utf8)
    private static let preClose = Array("</pre>".utf8)

    /// Whether the text after `line` is inside a `<pre>` element.
    static func isInsidePre(after line: UnsafeBufferPointer<UInt8>.SubSequence, wasInside: Bool) -> Bool {
        var inside = wasInside
        var position = line.startIndex
        while position < line.endIndex {
            if !inside, let open = find(preOpen, in: line, from: position) {
                inside = true
                position = open + preOpen.count
            } else if inside, let close = find(preClose, in: line, from: position) {
                inside = false
                position = close + preClose.count
            } else {
                break
            }
        }
        return inside
    }
}

extension ByteLines {
    /// Tidies `bytes` in place: lines without trailing spaces, blank lines removed, outside
    /// `<pre>`; ends with one newline. Lines only get shorter, so what is written never overtakes
    /// what is still to read.
    static func tidy(_ bytes: inout [UInt8]) {
        var length = 0
        var inPre = false
        bytes.withUnsafeMutableBufferPointer { buffer in
            let hasPre = find(preOpen, in: UnsafeBufferPointer(buffer)[...], from: 0) != nil
            var start = 0
            while start <= buffer.count {
                var end = start
                while end < buffer.count, buffer[end] != 0x0A { end += 1 }
                let line = UnsafeBufferPointer(buffer)[start..<end]
                let wasInPre = inPre
                if hasPre { inPre = isInsidePre(after: line, wasInside: inPre) }
                var kept = end
                if !wasInPre {
                    while kept > start, buffer[kept - 1] == 0x20 || buffer[kept - 1] == 0x09 || buffer[kept - 1] == 0x0D { kept -= 1 }
                }
                if wasInPre || kept > start {
                    for index in start..<kept {
                        buffer[length] = buffer[index]
                        length += 1
                    }
                    // The newline lands at most where the line's own newline was, or just past the end.
                    if length < buffer.count {
                        buffer[length] = 0x0A
                        length += 1
                    } else {
                        length += 1
                    }
                }
                start = end + 1
            }
        }
        if length > bytes.count {
            bytes.append(0x0A)
        } else {
            bytes.removeLast(bytes.count - length)
        }
    }
}

extension String {
    /// Lines without trailing spaces, blank lines removed, outside `<pre>`; ends with one newline.
    var tidiedHTML: String {
        var bytes = Array(utf8)
        ByteLines.tidy(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

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

extension String {
    /// Lines without trailing spaces, blank lines removed, outside `<pre>`; ends with one newline.
    var tidiedHTML: String {
        var output: [UInt8] = []
        output.reserveCapacity(utf8.count + 1)
        var inPre = false
        var copy = self
        copy.withUTF8 { bytes in
            let hasPre = ByteLines.find(ByteLines.preOpen, in: bytes[...], from: 0) != nil
            ByteLines.forEach(in: bytes) { line in
                if inPre {
                    output.append(contentsOf: line)
                    output.append(0x0A)
                } else {
                    var end = line.endIndex
                    while end > line.startIndex, line[end - 1] == 0x20 || line[end - 1] == 0x09 || line[end - 1] == 0x0D { end -= 1 }
                    if end > line.startIndex {
                        output.append(contentsOf: line[line.startIndex..<end])
                        output.append(0x0A)
                    }
                }
                if hasPre { inPre = ByteLines.isInsidePre(after: line, wasInside: inPre) }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

import Foundation
import SpotsFormat

/// Line-by-line helpers over UTF-8 bytes, with the C library's `memchr` and `memcmp` doing the
/// searching: they run over every page several times.
package enum ByteLines {
    package static func forEach(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>.SubSequence) -> Void) {
        guard let base = bytes.baseAddress else { return body(bytes[...]) }
        var start = 0
        while let newline = memchr(base + start, 0x0A, bytes.count - start) {
            let end = UnsafePointer(newline.assumingMemoryBound(to: UInt8.self)) - base
            body(bytes[start..<end])
            start = end + 1
        }
        body(bytes[start..<bytes.count])
    }

    /// Where `needle` first starts in `haystack` at or after `from`.
    package static func find(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>.SubSequence, from: Int) -> Int? {
        guard let first = needle.first, let base = haystack.base.baseAddress else { return nil }
        var position = from
        let last = haystack.endIndex - needle.count
        return needle.withUnsafeBufferPointer { needle -> Int? in
            guard let needleBase = needle.baseAddress else { return nil }
            while position <= last {
                guard let found = memchr(base + position, Int32(first), last - position + 1) else { return nil }
                let index = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
                if memcmp(base + index, needleBase, needle.count) == 0 { return index }
                position = index + 1
            }
            return nil
        }
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
    /// Tidies the first `count` bytes of `buffer` in place and returns their new length: lines
    /// without trailing spaces, blank lines removed, outside `<pre>`; ends with one newline. Lines
    /// only get shorter, so what is written never overtakes what is still to read; `buffer` needs
    /// one byte of room past `count` for a newline the text did not end with.
    package static func tidy(_ buffer: UnsafeMutableBufferPointer<UInt8>, count: Int) -> Int {
        let text = UnsafeBufferPointer(rebasing: buffer[0..<count])
        let hasPre = find(preOpen, in: text[...], from: 0) != nil
        var length = 0
        var inPre = false
        var start = 0
        while start <= count {
            var end = count
            if start < count, let base = buffer.baseAddress, let newline = memchr(base + start, 0x0A, count - start) {
                end = newline.assumingMemoryBound(to: UInt8.self) - base
            }
            let wasInPre = inPre
            if hasPre { inPre = isInsidePre(after: text[start..<end], wasInside: inPre) }
            var kept = end
            if !wasInPre {
                while kept > start, buffer[kept - 1] == 0x20 || buffer[kept - 1] == 0x09 || buffer[kept - 1] == 0x0D { kept -= 1 }
            }
            if wasInPre || kept > start {
                // Lines only move to the front: memmove copies them, overlapping or not.
                if length != start, let base = buffer.baseAddress { memmove(base + length, base + start, kept - start) }
                length += kept - start
                // At most where the line's own newline was, or the byte of room past the end.
                buffer[length] = 0x0A
                length += 1
            }
            start = end + 1
        }
        return length
    }
}

extension ByteLines {
    /// Tidies `bytes` in place, like `tidy(_:count:)`.
    package static func tidy(_ bytes: inout [UInt8]) {
        let count = bytes.count
        bytes.append(0)
        let length = bytes.withUnsafeMutableBufferPointer { tidy($0, count: count) }
        bytes.removeLast(bytes.count - length)
    }
}

extension String {
    /// Lines without trailing spaces, blank lines removed, outside `<pre>`; ends with one newline.
    package var tidiedHTML: String {
        var source = self
        return source.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count + 1) { buffer in
                _ = buffer.initialize(from: bytes)
                return ByteLines.tidy(buffer, count: bytes.count)
            }
        }
    }
}

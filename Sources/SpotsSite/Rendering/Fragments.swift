/// Puts rendered child HTML into a parent template's output with the parent's indentation, so pages
/// come out pretty-printed whatever template renders each part.
///
/// A child is first given to the parent template as a marker (see `Markers`); after the parent is rendered, a marker that stands alone on its line is replaced by the
/// child's lines, each indented like the marker. Lines inside `<pre>` are left as they are. The work
/// is done on UTF-8 bytes: it runs for every item of every page.
struct Fragments {
    private var parts: [String] = []

    private static let open = Markers.fragmentOpen
    private static let close = Markers.fragmentClose

    /// A marker that stands for `html` in a parent context.
    mutating func marker(for html: String) -> String {
        parts.append(html)
        return Markers.fragment(parts.count - 1)
    }

    /// `rendered` with every marker replaced by its HTML.
    consuming func splice(_ rendered: String) -> String {
        guard !parts.isEmpty else { return rendered }
        return String(decoding: spliced(rendered), as: UTF8.self)
    }

    /// A whole page: `rendered` with every marker replaced, tidied like `String.tidiedHTML`, in the
    /// one buffer, so a page is copied once on its way to a `String`.
    consuming func splicePage(_ rendered: String) -> String {
        var bytes = parts.isEmpty ? Array(rendered.utf8) : spliced(rendered)
        ByteLines.tidy(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The spliced bytes. Each child's HTML is let go as soon as it is in place, so a component of
    /// many items holds its items or its output, not both.
    private consuming func spliced(_ rendered: String) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(rendered.utf8.count + parts.reduce(0) { $0 + $1.utf8.count + 256 })
        var firstLine = true
        var source = rendered
        source.withUTF8 { bytes in
            ByteLines.forEach(in: bytes) { line in
                if !firstLine { output.append(0x0A) }
                firstLine = false
                guard ByteLines.find(Self.open, in: line, from: line.startIndex) != nil else {
                    output.append(contentsOf: line)
                    return
                }
                var indentEnd = line.startIndex
                while indentEnd < line.endIndex, line[indentEnd] == 0x20 || line[indentEnd] == 0x09 { indentEnd += 1 }
                if let index = markerIndex(line[indentEnd...]) {
                    Self.appendIndented(parts[index], prefix: line[line.startIndex..<indentEnd], to: &output)
                    parts[index] = ""
                } else {
                    appendReplacingInline(line, to: &output)
                }
            }
        }
        return output
    }

    /// The number of a marker that is all there is (but trailing spaces) in `text`.
    private func markerIndex(_ text: UnsafeBufferPointer<UInt8>.SubSequence) -> Int? {
        var end = text.endIndex
        while end > text.startIndex, text[end - 1] == 0x20 || text[end - 1] == 0x09 { end -= 1 }
        let body = text[text.startIndex..<end]
        guard body.count > 6, body.starts(with: Self.open), body.suffix(3).elementsEqual(Self.close) else { return nil }
        var value = 0
        for byte in body.dropFirst(3).dropLast(3) {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value < parts.count ? value : nil
    }

    private func appendReplacingInline(_ line: UnsafeBufferPointer<UInt8>.SubSequence, to output: inout [UInt8]) {
        var position = line.startIndex
        while let start = ByteLines.find(Self.open, in: line, from: position) {
            output.append(contentsOf: line[position..<start])
            var cursor = start + 3
            var value = 0
            var digits = 0
            while cursor < line.endIndex, line[cursor] >= 0x30 && line[cursor] <= 0x39 {
                value = value * 10 + Int(line[cursor] - 0x30)
                cursor += 1
                digits += 1
            }
            if digits > 0, value < parts.count, ByteLines.find(Self.close, in: line, from: cursor) == cursor {
                var child = Array(parts[value].utf8)
                while child.last == 0x0A { child.removeLast() }
                output.append(contentsOf: child)
                position = cursor + 3
            } else {
                output.append(contentsOf: line[start..<start + 3])
                position = start + 3
            }
        }
        output.append(contentsOf: line[position...])
    }

    /// Appends `html` with every line not inside `<pre>` prefixed, dropping blank lines outside it.
    private static func appendIndented(_ html: String, prefix: UnsafeBufferPointer<UInt8>.SubSequence, to output: inout [UInt8]) {
        var inPre = false
        var first = true
        var source = html
        source.withUTF8 { bytes in
            let hasPre = ByteLines.find(ByteLines.preOpen, in: bytes[...], from: 0) != nil
            ByteLines.forEach(in: bytes) { line in
                if inPre {
                    output.append(0x0A)
                    output.append(contentsOf: line)
                } else if !ByteLines.isBlank(line) {
                    if !first { output.append(0x0A) }
                    output.append(contentsOf: prefix)
                    output.append(contentsOf: line)
                    first = false
                }
                if hasPre { inPre = ByteLines.isInsidePre(after: line, wasInside: inPre) }
            }
        }
    }
}

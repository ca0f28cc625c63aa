import SpotsFormat

/// Puts rendered child HTML into a parent template's output with the parent's indentation, so pages
/// come out pretty-printed whatever template renders each part.
///
/// A child is given to the parent template as a marker (see `Markers`). Where the marker stands
/// alone on its line, the line becomes the child's lines, each indented like the marker and blank
/// ones dropped; elsewhere the child goes in as it is, less its trailing newlines. Lines inside
/// `<pre>` are left as they are. A parent run by its compiled template is written with its children
/// in one pass (`FragmentWriter`), a child being a value that is one whole marker (as `HTMLContext`
/// gives it); one rendered by Mustache itself is spliced afterwards (`splice`). Both follow the
/// same rule, on UTF-8 bytes: it runs for every item of every page.
package struct Fragments {
    /// Each child's HTML, by the number in its marker.
    package private(set) var parts: [[UInt8]] = []
    /// How many bytes the children have together.
    private(set) var byteCount = 0

    private static let open = Markers.fragmentOpen
    private static let close = Markers.fragmentClose

    /// A marker that stands for `html` in a parent context.
    package mutating func marker(for html: [UInt8]) -> String {
        parts.append(html)
        byteCount += html.count
        return Markers.fragment(parts.count - 1)
    }

    /// The number of the child `text` is the marker of, if it is one of this parent's markers.
    package func part(markedBy text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count > 6, bytes[0] == Self.open[0], bytes.starts(with: Self.open) else { return nil }
            return markerNumber(bytes[...])
        }
    }

    /// `rendered` with every marker replaced by its HTML. (A template may show a child twice, a
    /// list and again a strip of thumbnails: every child is kept until the end.)
    func splice(_ rendered: String) -> [UInt8] {
        guard !parts.isEmpty else { return Array(rendered.utf8) }
        var source = rendered
        return source.withUTF8 { shell in
            var output: [UInt8] = []
            output.reserveCapacity(maximumLength(of: shell))
            write(shell, to: &output)
            return output
        }
    }

    /// A whole page: `rendered` with every marker replaced, then tidied (see `ByteLines.tidy`).
    func splicePage(_ rendered: String) -> [UInt8] {
        var page = splice(rendered)
        ByteLines.tidy(&page)
        return page
    }

    /// The length `write` cannot exceed: blank lines it drops only make it shorter.
    private func maximumLength(of shell: UnsafeBufferPointer<UInt8>) -> Int {
        var length = 0
        ByteLines.forEach(in: shell) { line in
            length += line.count + 1
            guard ByteLines.find(Self.open, in: line, from: line.startIndex) != nil else { return }
            let indent = Self.indentEnd(of: line) - line.startIndex
            if let index = markerIndex(line[Self.indentEnd(of: line)...]) {
                length += parts[index].count + (parts[index].count { $0 == 0x0A } + 1) * (indent + 1)
            } else {
                var position = line.startIndex
                while let start = ByteLines.find(Self.open, in: line, from: position) {
                    if let index = inlineMarker(in: line, at: start) { length += parts[index.part].count }
                    position = start + 3
                }
            }
        }
        return length
    }

    private func write(_ shell: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var firstLine = true
        ByteLines.forEach(in: shell) { line in
            if !firstLine { output.append(0x0A) }
            firstLine = false
            guard ByteLines.find(Self.open, in: line, from: line.startIndex) != nil else {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: line))
                return
            }
            let indentEnd = Self.indentEnd(of: line)
            if let index = markerIndex(line[indentEnd...]) {
                appendIndented(index, prefix: line[line.startIndex..<indentEnd], prefixFirstLine: true, to: &output)
            } else {
                appendReplacingInline(line, to: &output)
            }
        }
    }

    private static func indentEnd(of line: UnsafeBufferPointer<UInt8>.SubSequence) -> Int {
        var end = line.startIndex
        while end < line.endIndex, line[end] == 0x20 || line[end] == 0x09 { end += 1 }
        return end
    }

    /// The number of a marker that is all there is (but trailing spaces) in `text`.
    private func markerIndex(_ text: UnsafeBufferPointer<UInt8>.SubSequence) -> Int? {
        var end = text.endIndex
        while end > text.startIndex, text[end - 1] == 0x20 || text[end - 1] == 0x09 { end -= 1 }
        let body = text[text.startIndex..<end]
        guard body.count > 6, body.starts(with: Self.open) else { return nil }
        return markerNumber(body)
    }

    /// The number in `body`, a whole marker; nil when it is not one of this parent's.
    private func markerNumber(_ body: UnsafeBufferPointer<UInt8>.SubSequence) -> Int? {
        guard body.suffix(3).elementsEqual(Self.close) else { return nil }
        var value = 0
        for byte in body.dropFirst(3).dropLast(3) {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value < parts.count ? value : nil
    }

    /// The part of the marker that opens at `start` in `line`, and where the text after it starts.
    private func inlineMarker(in line: UnsafeBufferPointer<UInt8>.SubSequence, at start: Int) -> (part: Int, end: Int)? {
        var cursor = start + 3
        var value = 0
        var digits = 0
        while cursor < line.endIndex, line[cursor] >= 0x30 && line[cursor] <= 0x39 {
            value = value * 10 + Int(line[cursor] - 0x30)
            cursor += 1
            digits += 1
        }
        guard digits > 0, value < parts.count, ByteLines.find(Self.close, in: line, from: cursor) == cursor else { return nil }
        return (value, cursor + 3)
    }

    private func appendReplacingInline(_ line: UnsafeBufferPointer<UInt8>.SubSequence, to output: inout [UInt8]) {
        var position = line.startIndex
        while let start = ByteLines.find(Self.open, in: line, from: position) {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: line[position..<start]))
            if let marker = inlineMarker(in: line, at: start) {
                appendInline(marker.part, to: &output)
                position = marker.end
            } else {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: line[start..<start + 3]))
                position = start + 3
            }
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: line[position...]))
    }

    /// Appends child `index` as it is, less its trailing newlines: a child inside a line.
    func appendInline(_ index: Int, to output: inout [UInt8]) {
        parts[index].withUnsafeBufferPointer { bytes in
            var end = bytes.count
            while end > 0, bytes[end - 1] == 0x0A { end -= 1 }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[0..<end]))
        }
    }

    /// Appends child `index` with every line not inside `<pre>` prefixed, dropping blank lines
    /// outside it: a child alone on its line. `prefixFirstLine` is false when the output already
    /// ends with the prefix; then nothing at all is left of a child with no lines.
    func appendIndented(
        _ index: Int, prefix: UnsafeBufferPointer<UInt8>.SubSequence, prefixFirstLine: Bool, to output: inout [UInt8]
    ) {
        var inPre = false
        var first = true
        parts[index].withUnsafeBufferPointer { bytes in
            let hasPre = ByteLines.find(ByteLines.preOpen, in: bytes[...], from: 0) != nil
            ByteLines.forEach(in: bytes) { line in
                if inPre {
                    output.append(0x0A)
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: line))
                } else if !ByteLines.isBlank(line) {
                    if !first { output.append(0x0A) }
                    if !first || prefixFirstLine { output.append(contentsOf: UnsafeBufferPointer(rebasing: prefix)) }
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: line))
                    first = false
                }
                if hasPre { inPre = ByteLines.isInsidePre(after: line, wasInside: inPre) }
            }
        }
        if first && !prefixFirstLine { output.removeLast(prefix.count) }
    }
}

/// Puts rendered child HTML into a parent template's output with the parent's indentation, so pages
/// come out pretty-printed whatever template renders each part.
///
/// A child is first given to the parent template as a marker (see `Markers`); after the parent is
/// rendered, a marker that stands alone on its line is replaced by the child's lines, each indented
/// like the marker. Lines inside `<pre>` are left as they are. The work is done on UTF-8 bytes: it
/// runs for every item of every page. The result is written straight into the new string's own
/// storage, sized from the parent's lines and each child's size, so a page is never copied.
struct Fragments {
    private var parts: [Part] = []

    private struct Part {
        var html: String
        /// How many lines the HTML has: each may get the marker's indentation.
        var lines: Int
    }

    private static let open = Markers.fragmentOpen
    private static let close = Markers.fragmentClose

    /// A marker that stands for `html` in a parent context.
    mutating func marker(for html: String) -> String {
        var text = html
        let lines = text.withUTF8 { bytes in bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) } }
        parts.append(Part(html: text, lines: lines))
        return Markers.fragment(parts.count - 1)
    }

    /// `rendered` with every marker replaced by its HTML. (A template may show a child twice, a
    /// list and again a strip of thumbnails: every child is kept until the end.)
    func splice(_ rendered: String) -> String {
        guard !parts.isEmpty else { return rendered }
        return build(rendered, tidy: false)
    }

    /// A whole page: `rendered` with every marker replaced, then tidied like `String.tidiedHTML`,
    /// in the page's one buffer.
    func splicePage(_ rendered: String) -> String {
        build(rendered, tidy: true)
    }

    private func build(_ rendered: String, tidy: Bool) -> String {
        var source = rendered
        return source.withUTF8 { shell in
            // One more byte: tidying may end the page with a newline it did not have.
            String(unsafeUninitializedCapacity: maximumLength(of: shell) + 1) { buffer in
                // The writer does not get the spare byte: a size one short stops at once, in every build.
                var output = ByteWriter(UnsafeMutableBufferPointer(rebasing: buffer[..<(buffer.count - 1)]))
                write(shell, to: &output)
                return tidy ? ByteLines.tidy(buffer, count: output.count) : output.count
            }
        }
    }

    /// The length `write` cannot exceed: blank lines it drops only make it shorter.
    private func maximumLength(of shell: UnsafeBufferPointer<UInt8>) -> Int {
        var length = 0
        ByteLines.forEach(in: shell) { line in
            length += line.count + 1
            guard ByteLines.find(Self.open, in: line, from: line.startIndex) != nil else { return }
            let indent = Self.indentEnd(of: line) - line.startIndex
            if let index = markerIndex(line[Self.indentEnd(of: line)...]) {
                length += parts[index].html.utf8.count + parts[index].lines * (indent + 1)
            } else {
                var position = line.startIndex
                while let start = ByteLines.find(Self.open, in: line, from: position) {
                    if let index = inlineMarker(in: line, at: start) { length += parts[index.part].html.utf8.count }
                    position = start + 3
                }
            }
        }
        return length
    }

    private func write(_ shell: UnsafeBufferPointer<UInt8>, to output: inout ByteWriter) {
        var firstLine = true
        ByteLines.forEach(in: shell) { line in
            if !firstLine { output.append(0x0A) }
            firstLine = false
            guard ByteLines.find(Self.open, in: line, from: line.startIndex) != nil else {
                output.append(contentsOf: line)
                return
            }
            let indentEnd = Self.indentEnd(of: line)
            if let index = markerIndex(line[indentEnd...]) {
                Self.appendIndented(parts[index].html, prefix: line[line.startIndex..<indentEnd], to: &output)
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
        guard body.count > 6, body.starts(with: Self.open), body.suffix(3).elementsEqual(Self.close) else { return nil }
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

    private func appendReplacingInline(_ line: UnsafeBufferPointer<UInt8>.SubSequence, to output: inout ByteWriter) {
        var position = line.startIndex
        while let start = ByteLines.find(Self.open, in: line, from: position) {
            output.append(contentsOf: line[position..<start])
            if let marker = inlineMarker(in: line, at: start) {
                var child = parts[marker.part].html
                child.withUTF8 { bytes in
                    var end = bytes.count
                    while end > 0, bytes[end - 1] == 0x0A { end -= 1 }
                    output.append(contentsOf: bytes[0..<end])
                }
                position = marker.end
            } else {
                output.append(contentsOf: line[start..<start + 3])
                position = start + 3
            }
        }
        output.append(contentsOf: line[position...])
    }

    /// Appends `html` with every line not inside `<pre>` prefixed, dropping blank lines outside it.
    private static func appendIndented(_ html: String, prefix: UnsafeBufferPointer<UInt8>.SubSequence, to output: inout ByteWriter) {
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

/// Appends bytes to memory that was sized for them beforehand.
struct ByteWriter {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    mutating func append(_ byte: UInt8) {
        precondition(count < buffer.count, "ByteWriter: the buffer was sized too small")
        buffer[count] = byte
        count += 1
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>.SubSequence) {
        guard !bytes.isEmpty else { return }
        precondition(count + bytes.count <= buffer.count, "ByteWriter: the buffer was sized too small")
        UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[count..<count + bytes.count])
            .copyMemory(from: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes)))
        count += bytes.count
    }
}

import SpotsFormat

/// Writes one template's output, evaluated through the shape cache, as UTF-8 bytes, putting each
/// child in as `Fragments.splice` would put it into the same text: alone on its line (but spaces),
/// indented like its marker; elsewhere, as it is. The output is byte for byte the same, without
/// markers in between and without a second pass over the text.
struct FragmentWriter {
    let fragments: Fragments
    package private(set) var bytes: [UInt8] = []
    /// Where the line of the template's own text being written starts in `bytes`.
    private var lineStart = 0
    /// Whether a child went into that line already.
    private var lineHasChild = false
    /// After a child alone on its line, the rest of the line (spaces only) is left out.
    private var skipsRestOfLine = false

    package init(fragments: Fragments, capacity: Int) {
        self.fragments = fragments
        bytes.reserveCapacity(capacity)
    }

    /// Appends text of the template's own: literal text, or a value as it is.
    package mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
        var text = text[...]
        if skipsRestOfLine {
            guard let newline = text.firstIndex(of: 0x0A) else { return }
            text = text[newline...]
            skipsRestOfLine = false
        }
        guard !text.isEmpty else { return }
        if let last = text.lastIndex(of: 0x0A) {
            lineStart = bytes.count + (last - text.startIndex) + 1
            lineHasChild = false
        }
        bytes.append(contentsOf: text)
    }

    /// Appends a value escaped for HTML (see `FastHTMLContentType`).
    mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        guard let first = text.firstIndex(where: HTMLEscaping.needsEscaping) else { return append(text) }
        append(UnsafeBufferPointer(rebasing: text[..<first]))
        var escaped: [UInt8] = []
        escaped.reserveCapacity((text.count - first) + 16)
        HTMLEscaping.appendEscaped(text[first...], to: &escaped)
        escaped.withUnsafeBufferPointer { append($0) }
    }

    /// Appends child `index`; `restOfLineIsBlank` when what the template writes after it up to the
    /// end of the line is spaces only.
    package mutating func appendChild(_ index: Int, restOfLineIsBlank: Bool) {
        let alone =
            restOfLineIsBlank && !lineHasChild && !skipsRestOfLine
            && bytes[lineStart...].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        if alone {
            let prefix = Array(bytes[lineStart...])
            prefix.withUnsafeBufferPointer { fragments.appendIndented(index, prefix: $0[...], prefixFirstLine: false, to: &bytes) }
            skipsRestOfLine = true
        } else if !skipsRestOfLine {
            fragments.appendInline(index, to: &bytes)
        }
        lineHasChild = true
    }
}

import Foundation
import SpotsFormat

/// Writes one template's output as UTF-8 bytes, putting each child in as `Fragments.splice` would
/// put it into the same text: alone on its line (but spaces), indented like its marker; elsewhere,
/// as it is. The output is byte for byte the same, without markers in between and without a second
/// pass over the text.
///
/// Whether a child is alone on its line is known only when the line ends, so a child waits there
/// (`pending`) until the next newline, the next child, or the end of the output.
struct FragmentWriter {
    let fragments: Fragments
    package private(set) var bytes: [UInt8] = []
    /// Where the line of the template's own text being written starts in `bytes`.
    private var lineStart = 0
    /// Whether a child went into that line already.
    private var lineHasChild = false
    /// The child that waits for the end of its line, and where in `bytes` it goes.
    private var pending: (child: Int, at: Int)?
    /// How much has been written, as Mustache's output would have it (a child counts as one):
    /// grows with every write, so a stretch of the output is empty while it stays the same.
    private(set) var written = 0

    package init(fragments: Fragments, capacity: Int) {
        self.fragments = fragments
        bytes.reserveCapacity(capacity)
    }

    /// Appends text of the template's own: literal text, or a value as it is.
    package mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
        guard let base = text.baseAddress, !text.isEmpty else { return }
        written += text.count
        guard let found = memchr(base, 0x0A, text.count) else { return bytes.append(contentsOf: text) }
        let newline = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
        var rest = text[...]
        if pending != nil {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[..<newline]))
            placePending(mayStandAlone: true)
            rest = text[newline...]
        }
        if let last = rest.lastIndex(of: 0x0A) {
            lineStart = bytes.count + (last - rest.startIndex) + 1
            lineHasChild = false
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: rest))
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

    /// Appends child `index`: the first child of a line waits for the line's end; any further
    /// one goes in as it is, and so does the first then.
    package mutating func appendChild(_ index: Int) {
        written += 1
        if pending != nil { placePending(mayStandAlone: false) }
        if lineHasChild {
            fragments.appendInline(index, to: &bytes)
        } else {
            pending = (index, bytes.count)
        }
        lineHasChild = true
    }

    /// Whether the output written since `start` (a value of `written`) ends with a newline, as
    /// Swift sees a string's last character: `\r\n` is one character, not `\n`.
    func endsLine(since start: Int) -> Bool {
        guard pending == nil, bytes.last == 0x0A else { return false }
        return written - start < 2 || bytes.count < 2 || bytes[bytes.count - 2] != 0x0D
    }

    /// Places a child still waiting: the output is complete.
    package mutating func finish() {
        if pending != nil { placePending(mayStandAlone: true) }
    }

    /// Puts the waiting child in: alone on its line when all else on it is spaces (they stay
    /// before it as its indentation, those after it go), else as it is, before the text that
    /// followed it on the line.
    private mutating func placePending(mayStandAlone: Bool) {
        guard let (child, at) = pending else { return }
        pending = nil
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        if mayStandAlone, bytes[lineStart..<at].allSatisfy(isBlank), bytes[at...].allSatisfy(isBlank) {
            let prefix = Array(bytes[lineStart..<at])
            bytes.removeSubrange(at...)
            prefix.withUnsafeBufferPointer { fragments.appendIndented(child, prefix: $0[...], prefixFirstLine: false, to: &bytes) }
        } else {
            let tail = Array(bytes[at...])
            bytes.removeSubrange(at...)
            fragments.appendInline(child, to: &bytes)
            bytes.append(contentsOf: tail)
        }
    }
}

import Foundation
import SpotsFormat

/// Memoises what a template makes of data of one *shape*, so Mustache evaluates each template once
/// per shape instead of once per item.
///
/// Mustache's output for a context depends on the context's shape (which keys are present, which
/// strings are empty, the booleans, the lengths of lists) and, beyond that, only copies values into
/// place, escaped or not. So a template is rendered once with numbered markers (see `Markers`)
/// instead of the values; the output, cut at the markers, is kept under the shape's description;
/// and every further context of that shape is filled in with its own values. The output is byte for
/// byte what Mustache renders (the tests compare both). Templates whose output can depend on values
/// in other ways (partials with indentation, transforms, changed delimiters, inheritance) are never
/// cached (`TemplateTags.canCache`).
package final class ShapeCache: @unchecked Sendable {
    /// A template's output for one shape: literal text and the places the values go.
    struct Compiled {
        package enum Piece {
            case text(Text)
            case value(Int, escaped: Bool)
        }

        /// Literal text, and what it says about the line a value before it stands on.
        struct Text {
            package var bytes: [UInt8]
            /// Whether the text up to its first newline is spaces only: nil when it has no newline
            /// and is all spaces.
            var blankToNewline: Bool?

            package init(_ bytes: [UInt8]) {
                self.bytes = bytes
                blankToNewline = Compiled.blankToNewline(bytes[...])
            }
        }

        package var pieces: [Piece]
        /// How many bytes of literal text there are.
        var textLength: Int

        package init(pieces: [Piece]) {
            self.pieces = pieces
            textLength = pieces.reduce(0) { length, piece in
                if case .text(let text) = piece { return length + text.bytes.count }
                return length
            }
        }

        /// The output for `leaves`, children put in their place (see `FragmentWriter`).
        func fill(_ leaves: [TemplateValue], fragments: Fragments) -> [UInt8] {
            var writer = FragmentWriter(fragments: fragments, capacity: textLength + fragments.byteCount + 64)
            for (position, piece) in pieces.enumerated() {
                switch piece {
                case .text(let text):
                    text.bytes.withUnsafeBufferPointer { writer.append($0) }
                case .value(let index, let escaped):
                    if case .text(let string) = leaves[index], let child = fragments.part(markedBy: string) {
                        writer.appendChild(child, restOfLineIsBlank: restOfLineIsBlank(after: position, leaves, fragments))
                        continue
                    }
                    var text = ShapeCache.text(of: leaves[index])
                    text.withUTF8 { escaped ? writer.appendEscaped($0) : writer.append($0) }
                }
            }
            return writer.bytes
        }

        /// Whether everything after piece `position`, up to the end of its line, is spaces.
        private func restOfLineIsBlank(after position: Int, _ leaves: [TemplateValue], _ fragments: Fragments) -> Bool {
            for piece in pieces[(position + 1)...] {
                switch piece {
                case .text(let text):
                    if let blank = text.blankToNewline { return blank }
                case .value(let index, _):
                    if case .text(let string) = leaves[index], fragments.part(markedBy: string) != nil { return false }
                    var text = ShapeCache.text(of: leaves[index])
                    if let blank = text.withUTF8({ Self.blankToNewline($0[...]) }) { return blank }
                }
            }
            return true
        }

        /// Whether `bytes` up to the first newline are spaces only; nil when all are, with no newline.
        static func blankToNewline(_ bytes: some Collection<UInt8>) -> Bool? {
            for byte in bytes {
                if byte == 0x0A { return true }
                if byte != 0x20 && byte != 0x09 { return false }
            }
            return nil
        }
    }

    /// By the template's name and the shape of its data (see `describe`).
    private var entries: [[UInt8]: Compiled] = [:]
    private let lock = NSLock()

    /// One worker's view of a `ShapeCache`: the shapes it has met cost no lock, so workers
    /// take the shared cache's lock once per shape each, not once per template they render.
    /// Used by one thread at a time (a worker's run of pages).
    package final class Local {
        package let shared: ShapeCache
        private var entries: [[UInt8]: Compiled] = [:]

        package init(_ shared: ShapeCache) {
            self.shared = shared
        }

        func compiled(for shape: [UInt8]) -> Compiled? {
            if let compiled = entries[shape] { return compiled }
            guard let compiled = shared.compiled(for: shape) else { return nil }
            entries[shape] = compiled
            return compiled
        }

        func store(_ compiled: Compiled, for shape: [UInt8]) {
            entries[shape] = compiled
            shared.store(compiled, for: shape)
        }
    }

    /// How many times a worker looked a shape up here (under the lock).
    private(set) var sharedLookups = 0

    package init() {}

    /// How many shapes it holds.
    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    func compiled(for shape: [UInt8]) -> Compiled? {
        lock.lock()
        defer { lock.unlock() }
        sharedLookups += 1
        return entries[shape]
    }

    func store(_ compiled: Compiled, for shape: [UInt8]) {
        lock.lock()
        entries[shape] = compiled
        lock.unlock()
    }

    /// A leaf value as Mustache prints it.
    package static func text(of value: TemplateValue) -> String {
        switch value {
        case .text(let text): text
        case .number(let number): String(describing: number)
        case .decimal(let number): String(describing: number)
        case .flag(let flag): String(describing: flag)
        case .object, .list: ""
        }
    }
}

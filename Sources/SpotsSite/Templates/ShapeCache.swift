import Foundation

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
final class ShapeCache: @unchecked Sendable {
    /// A template's output for one shape: literal text and the places the values go.
    struct Compiled {
        enum Piece {
            case text(String)
            case value(Int, escaped: Bool)
        }

        var pieces: [Piece]

        func fill(_ leaves: [TemplateValue]) -> String {
            var output = ""
            for piece in pieces {
                switch piece {
                case .text(let text): output += text
                case .value(let index, let escaped):
                    let text = ShapeCache.text(of: leaves[index])
                    output += escaped ? text.htmlEscaped : text
                }
            }
            return output
        }
    }

    private var entries: [String: Compiled] = [:]
    private let lock = NSLock()

    func compiled(for shape: String) -> Compiled? {
        lock.lock()
        defer { lock.unlock() }
        return entries[shape]
    }

    func store(_ compiled: Compiled, for shape: String) {
        lock.lock()
        entries[shape] = compiled
        lock.unlock()
    }

    /// A leaf value as Mustache prints it.
    static func text(of value: TemplateValue) -> String {
        switch value {
        case .text(let text): text
        case .number(let number): String(describing: number)
        case .decimal(let number): String(describing: number)
        case .flag(let flag): String(describing: flag)
        case .object, .list: ""
        }
    }
}

import Mustache
import SpotsFormat

/// HTML escaping for templates: the same five characters and entities as swift-mustache's own HTML
/// content type, working on UTF-8 bytes and returning the string untouched when there is nothing to
/// escape. swift-mustache escapes one grapheme at a time through a dictionary, which made escaping
/// the largest single cost of rendering. Registered as a Mustache content type and switched on for
/// every template when it is loaded (`TemplateSet`).
struct FastHTMLContentType: MustacheContentType {
    /// The name templates select it by.
    package static let name = "SPOTS_HTML"

    /// Registers the content type with Mustache, once.
    static let registered: Bool = {
        MustacheContentTypes.register(FastHTMLContentType(), named: name)
        return true
    }()

    func escapeText(_ text: String) -> String { Self.escape(text) }

    package static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: HTMLEscaping.needsEscaping) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 16)
        HTMLEscaping.appendEscaped(text.utf8, to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}

/// The one rule of HTML escaping, on UTF-8 bytes.
enum HTMLEscaping {
    /// Whether `byte` is one of `&`, `<`, `>`, `"` and `'`.
    @inline(__always)
    static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
    }

    /// Appends `bytes` with those five characters replaced by their entities.
    static func appendEscaped(_ bytes: some Sequence<UInt8>, to output: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case 0x26: output.append(contentsOf: "&amp;".utf8)
            case 0x3C: output.append(contentsOf: "&lt;".utf8)
            case 0x3E: output.append(contentsOf: "&gt;".utf8)
            case 0x22: output.append(contentsOf: "&quot;".utf8)
            case 0x27: output.append(contentsOf: "&#39;".utf8)
            default: output.append(byte)
            }
        }
    }
}

extension String {
    /// The text with `&`, `<`, `>`, `"` and `'` escaped for HTML, as every template value is.
    package var htmlEscaped: String { FastHTMLContentType.escape(self) }
}

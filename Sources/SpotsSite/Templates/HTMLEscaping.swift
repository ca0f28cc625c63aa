import Mustache

/// HTML escaping for templates: the same five characters and entities as swift-mustache's own HTML
/// content type, working on UTF-8 bytes and returning the string untouched when there is nothing to
/// escape. swift-mustache escapes one grapheme at a time through a dictionary, which made escaping
/// the largest single cost of rendering. Registered as a Mustache content type and switched on for
/// every template when it is loaded (`TemplateSet`).
struct FastHTMLContentType: MustacheContentType {
    /// The name templates select it by.
    static let name = "SPOTS_HTML"

    /// Registers the content type with Mustache, once.
    static let registered: Bool = {
        MustacheContentTypes.register(FastHTMLContentType(), named: name)
        return true
    }()

    func escapeText(_ text: String) -> String { Self.escape(text) }

    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case 0x26: output.append(contentsOf: "&amp;".utf8)
            case 0x3C: output.append(contentsOf: "&lt;".utf8)
            case 0x3E: output.append(contentsOf: "&gt;".utf8)
            case 0x22: output.append(contentsOf: "&quot;".utf8)
            case 0x27: output.append(contentsOf: "&#39;".utf8)
            default: output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

extension String {
    /// The text with `&`, `<`, `>`, `"` and `'` escaped for HTML, as every template value is.
    public var htmlEscaped: String { FastHTMLContentType.escape(self) }
}

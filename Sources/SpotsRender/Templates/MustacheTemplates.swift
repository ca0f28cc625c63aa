import Foundation
import Mustache

/// swift-mustache's library of a template set, made the first time a page needs it: templates
/// run compiled (`CompiledTemplate`), so most builds never do. A project's template is parsed by
/// swift-mustache as it is loaded, which reports where it does not parse; a built-in one, which
/// the tests parse, waits here as its source.
final class MustacheTemplates: @unchecked Sendable {
    enum Entry {
        case parsed(MustacheTemplate)
        case source(String)
    }

    private let entries: [String: Entry]
    private let lock = NSLock()
    private var made: MustacheLibrary?

    init(_ entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// The library, made on first use.
    var library: MustacheLibrary {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        var library = MustacheLibrary()
        for (name, entry) in entries {
            switch entry {
            case .parsed(let template): library.register(template, named: name)
            case .source(let text): if let template = try? Self.parse(text) { library.register(template, named: name) }
            }
        }
        made = library
        return library
    }

    /// `text` parsed as every template of a build is: the pragma line selects the fast escaper
    /// and, standing alone, renders as nothing.
    static func parse(_ text: String) throws -> MustacheTemplate {
        _ = FastHTMLContentType.registered
        return try MustacheTemplate(string: pragma + text)
    }

    private static let pragma = "{{% CONTENT_TYPE: \(FastHTMLContentType.name) }}\n"
}

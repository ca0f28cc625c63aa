import SpotsFormat

/// Compiles a Mustache template's source into a `CompiledTemplate`, or says it cannot.
///
/// The parse follows swift-mustache's own (`Template+Parser.swift`) step by step, so that text,
/// whitespace and standalone lines come out exactly as there: a line holding only a section,
/// inverted section, closing or comment tag (and spaces) renders as nothing, and so on, quirks
/// included. It takes variables (`{{x}}`, `{{{x}}}`, `{{&x}}`, dotted names, `{{.}}`), sections,
/// inverted sections, comments and partials (`{{> name}}`). Anything else it refuses, and the
/// template set reports a refused template as an error (see `Unsupported`). Templates are parsed
/// by swift-mustache first, so a source that does not parse never reaches here.
enum TemplateCompiler {
    /// Why a template does not compile, and where.
    struct Unsupported: Error {
        enum Reason {
            /// `{{uppercased(title)}}`: swift-mustache's transforms.
            case transform
            /// `{{% … }}`: a pragma, which could change how values are escaped.
            case pragma
            /// What the template set's other checks report: inheritance, blocks, dynamic
            /// partials, changed delimiters, a source swift-mustache does not parse.
            case reportedElsewhere
        }
        var reason: Reason = .reportedElsewhere
        /// The place, in characters (a `\r\n` is one).
        var position = 0
    }

    static func compile(_ source: String) -> CompiledTemplate? {
        try? compiling(source).get()
    }

    /// The compiled template, or why it does not compile.
    static func compiling(_ source: String) -> Result<CompiledTemplate, Unsupported> {
        var reader = Reader(Array(source))
        do {
            return .success(CompiledTemplate(nodes: try parse(&reader, section: nil, newLine: true)))
        } catch let refusal as Unsupported {
            return .failure(refusal)
        } catch {
            return .failure(Unsupported())
        }
    }

    /// One level of the template: the nodes up to the end of the source, or up to the closing
    /// tag of `section`.
    private static func parse(_ reader: inout Reader, section: String?, newLine startsOnNewLine: Bool) throws -> [CompiledTemplate.Node] {
        var nodes = NodeList()
        var newLine = startsOnNewLine
        var whiteSpaceBefore: [Character] = []
        while !reader.atEnd {
            if newLine { whiteSpaceBefore = reader.read { $0 == " " || $0 == "\t" } }
            let text = try readUntilTagOrNewline(&reader)
            if reader.current.isNewline {
                nodes.text(whiteSpaceBefore + text + [reader.current])
                newLine = true
                reader.advance()
                continue
            }
            if !text.isEmpty {
                nodes.text(whiteSpaceBefore + text)
                whiteSpaceBefore = []
                newLine = false
            }
            if reader.atEnd { break }
            var setNewLine = false
            /// Writes the spaces before a tag that is not alone on its line.
            func keepWhiteSpace() {
                if !whiteSpaceBefore.isEmpty {
                    nodes.text(whiteSpaceBefore)
                    whiteSpaceBefore = []
                }
            }
            switch reader.current {
            case "#", "^":
                let inverted = reader.current == "^"
                reader.advance()
                let name = try parseName(&reader)
                if newLine && reader.lineFinished() {
                    setNewLine = true
                } else {
                    keepWhiteSpace()
                }
                let body = try parse(&reader, section: name, newLine: setNewLine && newLine)
                nodes.append(inverted ? .inverted(Name(name), body) : .section(Name(name), body))
            case "/":
                reader.advance()
                let name = try parseName(&reader)
                guard name == section else { throw Unsupported() }
                if !(newLine && reader.lineFinished()) { keepWhiteSpace() }
                return nodes.nodes
            case "!":
                reader.advance()
                try reader.skipComment()
                setNewLine = newLine && reader.lineFinished()
            case "{":
                keepWhiteSpace()
                reader.advance()
                let name = try parseName(&reader)
                guard reader.current == "}" else { throw Unsupported() }
                reader.advance()
                nodes.append(.variable(Name(name), escaped: false))
            case "&":
                keepWhiteSpace()
                reader.advance()
                nodes.append(.variable(Name(try parseName(&reader)), escaped: false))
            case ">":
                reader.advance()
                reader.skip(while: \.isWhitespace)
                if reader.current == "*" { throw Unsupported() }  // a name looked up in the data
                let name = try parsePartialName(&reader)
                // As swift-mustache: the spaces before it are text even when it stands alone, and
                // then they indent the partial's lines.
                let indentation = whiteSpaceBefore
                keepWhiteSpace()
                if newLine && reader.lineFinished() {
                    setNewLine = true
                    nodes.append(.partial(name, indentation: Array(String(indentation).utf8)))
                } else {
                    nodes.append(.partial(name, indentation: []))
                }
            case "%":
                throw Unsupported(reason: .pragma, position: reader.position - 2)
            case "<", "$", "=":
                throw Unsupported()
            default:
                keepWhiteSpace()
                nodes.append(.variable(Name(try parseName(&reader)), escaped: true))
            }
            newLine = setNewLine
        }
        guard section == nil else { throw Unsupported() }
        return nodes.nodes
    }

    /// The text up to the next `{{` (which is read) or newline (which is not).
    private static func readUntilTagOrNewline(_ reader: inout Reader) throws -> [Character] {
        var text: [Character] = []
        while !reader.atEnd {
            // As swift-mustache: only `\n` and `\r\n` end the text; other newlines are text.
            text += reader.read { $0 != "\n" && $0 != "\r\n" && $0 != "{" }
            if reader.atEnd || reader.current != "{" { break }
            // At a `{`: a tag when another follows (swift-mustache cannot parse a lone final `{`).
            guard reader.position + 1 < reader.characters.count else { throw Unsupported() }
            if reader.characters[reader.position + 1] == "{" {
                reader.advance(by: 2)
                break
            }
            text.append("{")
            reader.advance()
        }
        return text
    }

    private static let nameCharacters = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
    private static let partialNameCharacters = nameCharacters.union("()/")

    /// A partial's name and its closing `}}`.
    private static func parsePartialName(_ reader: inout Reader) throws -> String {
        reader.skip(while: \.isWhitespace)
        let name = reader.read { partialNameCharacters.contains($0) }
        reader.skip(while: \.isWhitespace)
        guard reader.read("}}") else { throw Unsupported() }
        return String(name)
    }

    /// A tag's name and its closing `}}`; a transform (`f(x)`) is not taken.
    private static func parseName(_ reader: inout Reader) throws -> String {
        reader.skip(while: \.isWhitespace)
        let start = reader.position
        let name = reader.read { nameCharacters.contains($0) }
        if reader.current == "(" || reader.current == ")" { throw Unsupported(reason: .transform, position: start) }
        reader.skip(while: \.isWhitespace)
        guard reader.read("}}") else { throw Unsupported() }
        return String(name)
    }

    /// Nodes being collected, with neighbouring texts joined.
    private struct NodeList {
        var nodes: [CompiledTemplate.Node] = []

        mutating func text(_ characters: [Character]) {
            let bytes = Array(String(characters).utf8)
            guard !bytes.isEmpty else { return }
            if case .text(let previous) = nodes.last {
                nodes[nodes.count - 1] = .text(previous + bytes)
            } else {
                nodes.append(.text(bytes))
            }
        }

        mutating func append(_ node: CompiledTemplate.Node) { nodes.append(node) }
    }

    private typealias Name = CompiledTemplate.Name
}

extension TemplateCompiler {
    /// The template's characters (grapheme clusters, as swift-mustache reads them: `\r\n` is one
    /// newline) and a position among them.
    fileprivate struct Reader {
        let characters: [Character]
        var position = 0

        init(_ characters: [Character]) { self.characters = characters }

        var atEnd: Bool { position >= characters.count }
        /// The character at the position; NUL at the end.
        var current: Character { atEnd ? "\0" : characters[position] }

        mutating func advance(by count: Int = 1) { position += count }

        mutating func read(while matches: (Character) -> Bool) -> [Character] {
            let start = position
            while !atEnd, matches(characters[position]) { position += 1 }
            return Array(characters[start..<position])
        }

        mutating func skip(while matches: (Character) -> Bool) { _ = read(while: matches) }

        /// Reads `text` if it comes next.
        mutating func read(_ text: String) -> Bool {
            let expected = Array(text)
            guard position + expected.count <= characters.count, Array(characters[position..<position + expected.count]) == expected
            else { return false }
            position += expected.count
            return true
        }

        /// Skips a comment's text and its `}}` (swift-mustache's `read(untilString:skipToEnd:)`).
        mutating func skipComment() throws {
            var matched = 0
            let close: [Character] = ["}", "}"]
            while !atEnd {
                if characters[position] == close[matched] {
                    matched += 1
                    if matched == close.count {
                        position += 1
                        return
                    }
                } else {
                    matched = 0
                }
                position += 1
            }
            throw Unsupported()
        }

        /// Whether the rest of the line is spaces: then they and the newline are read.
        mutating func lineFinished() -> Bool {
            if atEnd { return true }
            var probe = position
            while probe < characters.count, characters[probe] == " " || characters[probe] == "\t" { probe += 1 }
            guard probe < characters.count, characters[probe].isNewline else { return false }
            position = probe + 1
            return true
        }
    }
}

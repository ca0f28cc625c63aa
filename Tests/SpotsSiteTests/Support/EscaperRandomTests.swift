import Foundation
import Testing

@testable import SpotsFormat
@testable import SpotsRender

/// Every output language's one escaper against random strings (seeded, the same each run): the
/// special characters of every language, each often followed by a combining mark (which makes one
/// `Character` of the two), CR LF, lone CR and LF, bidirectional formatting characters and other
/// controls. Each escaper's output must hold its language's property, checked scalar by scalar.
@Suite struct EscaperRandomTests {
    static let rounds = 400

    /// The characters some language reads as markup.
    static let specials: [String] = [
        "\"", "\\", "|", "`", "%", ":", ",", "#", "-", ">", "<", "&", "'", "*", "_", "[", "]", "!", "~", ".", "@", "+", "=", "(", ")", ";", "{", "}",
    ]
    /// Combining marks and joiners that attach to the character before them.
    static let marks: [String] = ["\u{301}", "\u{20DD}", "\u{FE0F}", "\u{200D}", "\u{308}", "\u{1F3FB}", "\u{E0100}"]
    /// Line breaks, bidirectional formatting characters and other controls.
    static let controls: [String] = [
        "\r\n", "\r", "\n", "\t", "\u{0}", "\u{7}", "\u{1B}", "\u{1B}[2J", "\u{7F}", "\u{85}", "\u{9B}", "\u{202A}", "\u{202B}", "\u{202C}",
        "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{61C}", "\u{2028}", "\u{2029}",
        "\u{2028}\u{2029}", "\r\u{2028}",
    ]
    static let plain: [String] = ["a", "Z", "7", " ", "é", "e\u{301}", "日本", "👩‍💻", "\u{FFFD}", "javascript", "admin", "12"]

    /// The scalars a terminal must not be sent raw, listed here apart from `TerminalText`.
    static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || [0x61C, 0x200E, 0x200F, 0x2028, 0x2029].contains(value)
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// The scalars a one-line markdown form must not hold raw: line feeds, carriage returns and
    /// the line and paragraph separators.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool { ["\n", "\r", "\u{2028}", "\u{2029}"].contains(scalar) }

    /// The zero-width space a markdown form writes after `@`, and after `#` before a digit.
    static let noReference = Array("&#8203;".unicodeScalars)

    /// Whether `scalars` hold a mention (`@` then anything but the zero-width space) or an issue
    /// reference (`#` then a digit), as GitHub finds them in the rendered text; an entity's `&#` is none.
    static func holdsReference(_ scalars: [Unicode.Scalar]) -> Bool {
        for (index, scalar) in scalars.enumerated() where scalar == "@" || scalar == "#" && (index == 0 || scalars[index - 1] != "&") {
            let rest = scalars[(index + 1)...]
            if scalar == "@", !rest.starts(with: noReference) { return true }
            if scalar == "#", let next = rest.first, ("0"..."9").contains(next) { return true }
        }
        return false
    }

    /// A random string: a special is followed by a combining mark most of the time.
    static func randomText(_ random: inout SplitMix) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...24, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0...4:
                text += specials.randomElement(using: &random) ?? "\""
                if Int.random(in: 0..<3, using: &random) > 0 { text += marks.randomElement(using: &random) ?? "\u{301}" }
            case 5...6:
                text += controls.randomElement(using: &random) ?? "\r\n"
                if Int.random(in: 0..<3, using: &random) == 0 { text += marks.randomElement(using: &random) ?? "\u{301}" }
            case 7: text += marks.randomElement(using: &random) ?? "\u{301}"
            default: text += plain.randomElement(using: &random) ?? "a"
            }
        }
        return text
    }

    /// The cases: the fixed worst ones, then random ones.
    static func cases() -> [String] {
        var random = SplitMix(seed: 51)
        var texts = specials.flatMap { special in marks.map { special + $0 } } + controls.map { $0 + "\u{301}" }
        texts += ["\"\u{301}] ; x [URL=\"javascript:alert(1)\"", "Title\r\n# heading\r\n- item | cell", "%\u{301}0A::error::x", "`\u{301}`"]
        texts += ["Team\u{2028}  D /admin/\u{2029}x", "@admin #12 @@#1#", "a@b.com#9"]
        for _ in 0..<rounds { texts.append(randomText(&random)) }
        return texts
    }

    /// DOT: the escaped text is one quoted ID (it ends at its last scalar, by DOT's scanner), holds
    /// no line break or other control but tabs, and reads back as the text.
    @Test func dotStringsAreOneQuotedID() {
        for text in Self.cases() {
            let quoted = Array(DOTText.quoted(text).unicodeScalars)
            #expect(quoted.first == "\"")
            var index = 1
            var read = String.UnicodeScalarView()
            var end: Int?
            while index < quoted.count {
                if quoted[index] == "\\", index + 1 < quoted.count {
                    read.append(quoted[index + 1])
                    index += 2
                    continue
                }
                if quoted[index] == "\"" {
                    end = index
                    break
                }
                read.append(quoted[index])
                index += 1
            }
            #expect(end == quoted.count - 1, "\(text.debugDescription) → \(String(String.UnicodeScalarView(quoted)).debugDescription)")
            #expect(!quoted.contains { $0 != "\t" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) })
            let expected = text.unicodeScalars.map { scalar -> Unicode.Scalar in
                if scalar == "\n" || scalar == "\r" { return " " }
                return scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)) ? "\u{FFFD}" : scalar
            }
            #expect(Array(read) == expected, "\(text.debugDescription)")
        }
    }

    /// Markdown: inline text is one line in which every markup character is escaped or an entity
    /// (so a table cell cannot end, nor a heading, list or quote start) and no mention or issue
    /// reference is left; a code span closes only at its end; a fence is longer than any run of
    /// backticks; a link's destination stays in its brackets.
    @Test func markdownTextStaysOneCellAndOneSpan() {
        let markup: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "#", "!", "~", ":", ".", "|", "<", ">"]
        for text in Self.cases() {
            let inline = Array(MarkdownText.inline(text).unicodeScalars)
            #expect(!Self.holdsReference(inline), "\(text.debugDescription)")
            var index = 0
            while index < inline.count {
                let scalar = inline[index]
                #expect(!Self.isLineBreak(scalar), "\(text.debugDescription)")
                if scalar == "\\" {
                    #expect(index + 1 < inline.count && markup.contains(inline[index + 1]), "\(text.debugDescription)")
                    index += 2
                    continue
                }
                #expect(!markup.contains(scalar), "\(text.debugDescription): raw \(scalar.debugDescription)")
                if scalar == "&" {
                    let entity = ["&amp;", "&lt;", "&gt;", "&#8203;"].first { inline[index...].starts(with: $0.unicodeScalars) }
                    #expect(entity != nil, "\(text.debugDescription)")
                    index += entity?.unicodeScalars.count ?? 1
                    continue
                }
                index += 1
            }
            for inTable in [false, true] {
                let span = Array(MarkdownText.code(text, inTable: inTable).unicodeScalars)
                let ticks = span.prefix { $0 == "`" }.count
                #expect(ticks > 0 && span.suffix(ticks).allSatisfy { $0 == "`" } && span.count > 2 * ticks)
                let inner = span.dropFirst(ticks).dropLast(ticks)
                #expect(inner.first != "`" && inner.last != "`")
                #expect(Self.longestRun(of: "`", in: Array(inner)) < ticks, "\(text.debugDescription)")
                #expect(!inner.contains(where: Self.isLineBreak), "\(text.debugDescription)")
                if inTable {
                    #expect(!zip(span.dropLast(), span.dropFirst()).contains { $0 != "\\" && $1 == "|" }, "\(text.debugDescription)")
                }
            }
            let fence = MarkdownText.fence(for: text)
            #expect(Self.longestRun(of: "`", in: Array(text.unicodeScalars)) < fence.unicodeScalars.count)
            let target = Array(MarkdownText.linkTarget(text).unicodeScalars)
            let inside = target.dropFirst().dropLast()
            #expect(target.first == "<" && target.last == ">")
            #expect(!inside.contains { ["<", ">", "\\"].contains($0) || Self.isLineBreak($0) }, "\(text.debugDescription)")
        }
    }

    /// Markdown's HTML form (the comment's `<summary>`): one line, no raw markup, no mention or
    /// issue reference, and it reads back as the text with its line breaks as spaces.
    @Test func markdownHTMLTextStaysOneLineWithNoReference() {
        for text in Self.cases() {
            let html = Array(MarkdownText.html(text).unicodeScalars)
            #expect(!html.contains { Self.isLineBreak($0) || ["<", ">", "\"", "'"].contains($0) }, "\(text.debugDescription)")
            #expect(!Self.holdsReference(html), "\(text.debugDescription)")
            // The zero-width spaces out, the five entities read back: the text, its line breaks spaces.
            var kept: [Unicode.Scalar] = []
            var index = 0
            while index < html.count {
                if html[index...].starts(with: Self.noReference), index > 0, html[index - 1] == "@" || html[index - 1] == "#" {
                    index += Self.noReference.count
                    continue
                }
                kept.append(html[index])
                index += 1
            }
            let expected = text.unicodeScalars.map { Self.isLineBreak($0) ? " " : $0 }
            #expect(Self.htmlUnescaped(String(String.UnicodeScalarView(kept))) == expected, "\(text.debugDescription)")
        }
    }

    /// GitHub workflow commands: no raw CR or LF, every `%` an escape GitHub reads back, no `:` or
    /// `,` in a property, and no control or bidirectional character but a tab.
    @Test func workflowCommandTextCannotEndOrStartACommand() {
        for text in Self.cases() {
            for property in [false, true] {
                let escaped = Array((property ? WorkflowCommandText.property(text) : WorkflowCommandText.data(text)).unicodeScalars)
                for (index, scalar) in escaped.enumerated() {
                    #expect(scalar == "\t" || !Self.isTerminalControl(scalar), "\(text.debugDescription)")
                    if property { #expect(scalar != ":" && scalar != ",", "\(text.debugDescription)") }
                    if scalar == "%" {
                        let code = String(String.UnicodeScalarView(escaped[(index + 1)...].prefix(2)))
                        #expect(["25", "0D", "0A"].contains(code) || property && ["3A", "2C"].contains(code), "\(text.debugDescription)")
                    }
                }
            }
        }
    }

    /// Terminal text: nothing that drives a terminal or reorders what it shows, but line feeds and
    /// tabs where lines are kept.
    @Test func terminalTextHoldsNoControlOrBidiScalar() {
        for text in Self.cases() {
            #expect(!TerminalText.oneLine(text).unicodeScalars.contains(where: Self.isTerminalControl), "\(text.debugDescription)")
            let lines = TerminalText.lines(text, keepingColours: true)
            #expect(!lines.unicodeScalars.contains { $0 != "\n" && $0 != "\t" && Self.isTerminalControl($0) && $0 != "\u{1B}" })
            #expect(!TerminalText.lines(text).unicodeScalars.contains { $0 != "\n" && $0 != "\t" && Self.isTerminalControl($0) })
        }
    }

    /// HTML (byte based) and JSON (by scalar, and Foundation's encoder): no raw markup, and each
    /// reads back as the text, scalar for scalar.
    @Test func htmlAndJSONEscapersReadBackAsTheText() throws {
        for text in Self.cases() {
            let html = text.htmlEscaped
            #expect(!html.unicodeScalars.contains { ["<", ">", "\"", "'"].contains($0) })
            #expect(Self.htmlUnescaped(html) == Array(text.unicodeScalars), "\(text.debugDescription)")
            for forScript in [false, true] {
                let quoted = text.jsonQuoted(forScript: forScript)
                #expect(!quoted.unicodeScalars.contains { $0.value < 0x20 })
                if forScript { #expect(!quoted.unicodeScalars.contains { ["<", ">", "&", "\u{2028}", "\u{2029}"].contains($0) }) }
                let read = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: .fragmentsAllowed) as? String
                #expect(read.map { Array($0.unicodeScalars) } == Array(text.unicodeScalars), "\(text.debugDescription)")
            }
            let encoded = try JSONEncoder().encode([text])
            #expect(!encoded.contains { $0 < 0x20 })
            let decoded = try JSONDecoder().decode([String].self, from: encoded)
            #expect(decoded.map { Array($0.unicodeScalars) } == [Array(text.unicodeScalars)], "\(text.debugDescription)")
        }
    }

    /// HTML's five entities read back, by scalar; nil for an `&` that begins none of them.
    static func htmlUnescaped(_ html: String) -> [Unicode.Scalar]? {
        let entities: [(String, Unicode.Scalar)] = [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'")]
        let scalars = Array(html.unicodeScalars)
        var read: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "&" else {
                read.append(scalars[index])
                index += 1
                continue
            }
            guard let (entity, scalar) = entities.first(where: { scalars[index...].starts(with: $0.0.unicodeScalars) }) else { return nil }
            read.append(scalar)
            index += entity.unicodeScalars.count
        }
        return read
    }

    static func longestRun(of target: Unicode.Scalar, in scalars: [Unicode.Scalar]) -> Int {
        var longest = 0
        var current = 0
        for scalar in scalars {
            current = scalar == target ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}

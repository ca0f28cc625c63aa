import Mustache
import Testing

@testable import SpotsFormat
@testable import SpotsRender

/// A compiled template renders exactly what swift-mustache renders from the same source and data.
@Suite struct CompiledTemplateTests {
    /// What swift-mustache renders, with the escaping every template of a build uses.
    static func mustache(_ source: String, _ context: any TemplateContext) throws -> String {
        _ = FastHTMLContentType.registered
        var library = MustacheLibrary()
        library.register(try MustacheTemplate(string: "{{% CONTENT_TYPE: \(FastHTMLContentType.name) }}\n" + source), named: "t")
        return library.render(context, withTemplate: "t") ?? ""
    }

    static func compiled(_ source: String, _ context: any TemplateContext) -> String? {
        guard let template = TemplateCompiler.compile(source), let bytes = template.render(context, fragments: Fragments()) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    static let data = TemplateFields(fields: [
        "title": .text("Fish & <Chips>"), "empty": .text(""), "count": .number(3), "zero": .number(0), "ratio": .decimal(1.5),
        "yes": .flag(true), "no": .flag(false), "none": .list([]),
        "image": .object(TemplateFields(fields: ["src": .text("a.png"), "alt": .text("")])),
        "items": .list([
            .object(TemplateFields(fields: ["title": .text("one"), "href": .text("/1/")])), .object(TemplateFields(fields: ["title": .text("two")])),
        ]),
        "tags": .list([.text("red"), .text(""), .number(7), .flag(false)]),
    ])

    @Test(arguments: [
        "<p>{{title}}</p>", "{{{title}}}|{{&title}}|{{ title }}", "{{count}} {{zero}} {{ratio}} {{yes}} {{no}} {{missing}}",
        "{{#image}}<img src=\"{{src}}\" alt=\"{{alt}}\" title=\"{{title}}\"/>{{/image}}",
        "{{#items}}<a{{#href}} href=\"{{href}}\"{{/href}}>{{title}}</a>{{/items}}", "{{#tags}}[{{.}}]{{/tags}}",
        "{{^none}}none{{/none}}{{^empty}}empty{{/empty}}{{^no}}no{{/no}}{{^yes}}yes{{/yes}}{{^missing}}missing{{/missing}}",
        "{{#zero}}zero is true{{/zero}}{{#empty}}never{{/empty}}", "{{image.src}} {{items.title}} {{.title}}",
        "{{#image}}{{.src}}{{.title}}{{/image}}",
        "<ul>\n  {{#items}}\n  <li>{{title}}</li>\n  {{/items}}\n</ul>\n", "  {{! a comment }}\n{{title}}\n", "a {{! inline }} b\n",
        "  {{#yes}}  \n  x\n  {{/yes}}  \nend", "{{#yes}}\r\nwindows\r\n{{/yes}}\r\n", "{ { {{title}} }\n{{title}}{ x",
        "\n\n{{#items}}{{title}}{{/items}}\n  \n\t{{^none}}\n\t\tx\n\t{{/none}}",
    ])
    func rendersAsMustacheDoes(_ source: String) throws {
        #expect(Self.compiled(source, Self.data) == (try Self.mustache(source, Self.data)))
    }

    @Test func whatItCannotTakeIsLeftToMustache() {
        for source in [
            "{{> partial}}", "{{uppercased(title)}}", "{{=<% %>=}}", "{{<parent}}{{/parent}}", "{{$block}}x{{/block}}", "{{% CONTENT_TYPE: TEXT }}",
        ] {
            #expect(TemplateCompiler.compile(source) == nil, "\(source)")
        }
        // A value Mustache would print as a Swift description.
        #expect(Self.compiled("{{image}}", Self.data) == nil)
        #expect(Self.compiled("{{items}}", Self.data) == nil)
    }

    /// Thousands of random templates and data: text with spaces, tabs, `\r\n` and braces; every
    /// kind of tag, alone on its line or not; names that are found, missing, dotted or `.`; children
    /// among the values, placed as `Fragments.splice` places them in Mustache's output.
    @Test func randomTemplatesRenderAsMustacheDoes() throws {
        var random = SplitMix(seed: 41)
        func pick<T>(_ options: [T]) -> T { options[Int(random.next() % UInt64(options.count))] }
        let names = ["a", "b", "list", "obj", "obj.a", "obj.list", ".", ".a", "flag", "off", "empty", "n", "missing"]
        func template(depth: Int) -> String {
            var source = ""
            for _ in 0..<Int(random.next() % 7) {
                let lead = pick(["", " ", "  ", "\t", "\n", "\n  ", "x "])
                switch random.next() % 9 {
                case 0, 1: source += lead + pick(["text", " ", "\n", "\r\n", "<b>&amp;</b>", "{", "}", "{ }", "é"])
                case 2: source += lead + "{{\(pick(names))}}"
                case 3: source += lead + "{{{\(pick(names))}}}" + pick(["", "\n"])
                case 4: source += lead + "{{! note }}" + pick(["", "\n", " \n"])
                case 5,
                    6 where depth < 3:
                    let name = pick(names.filter { $0 != "." && $0 != ".a" })
                    let sigil = pick(["#", "^"])
                    source += lead + "{{\(sigil)\(name)}}" + pick(["", "\n", "  \n"]) + template(depth: depth + 1)
                    source += pick(["", "\n", "  "]) + "{{/\(name)}}" + pick(["", "\n", " \n"])
                default: source += lead + "{{&\(pick(names))}}"
                }
            }
            return source
        }
        var fragments = Fragments()
        func value(depth: Int) -> TemplateValue {
            switch random.next() % 9 {
            case 7 where !fragments.parts.isEmpty: .text(Markers.fragment(Int(random.next() % UInt64(fragments.parts.count))))
            case 0: .text(pick(["", "x", "a<b", "line\n  two", " "]))
            case 1: .number(Int(random.next() % 3))
            case 2: .flag(random.next() % 2 == 0)
            case 3: .decimal(0.5)
            case 4 where depth < 2: .object(object(depth: depth + 1))
            case 5 where depth < 2: .list((0..<Int(random.next() % 3)).map { _ in value(depth: depth + 1) })
            default: .text("v\(random.next() % 10)")
            }
        }
        func object(depth: Int) -> TemplateFields {
            var fields = TemplateFields()
            for name in ["a", "b", "list", "obj", "flag", "off", "empty", "n"] where random.next() % 3 != 0 {
                fields.fields[name] = value(depth: depth)
            }
            return fields
        }
        var compared = 0
        for _ in 0..<3000 {
            // Children (nested components, items) as the renderer hands them to a template.
            fragments = Fragments()
            for _ in 0..<Int(random.next() % 3) {
                _ = fragments.marker(for: Array(pick(["<p>x</p>\n", "<ul>\n  <li>a</li>\n</ul>\n", "", "\n\n", "<pre>\n  a\n</pre>"]).utf8))
            }
            let source = template(depth: 0)
            let data = object(depth: 0)
            // Braces drawn next to a tag can make a source Mustache does not parse either.
            guard let rendered = try? Self.mustache(source, data) else { continue }
            let expected = String(decoding: fragments.splice(rendered), as: UTF8.self)
            guard let compiledTemplate = TemplateCompiler.compile(source) else {
                Issue.record("not compiled: \(source.debugDescription)")
                continue
            }
            guard let bytes = compiledTemplate.render(data, fragments: fragments) else { continue }
            #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(source.debugDescription)")
            compared += 1
        }
        // Most draws print no object: the comparison covers them, not only the refusals.
        #expect(compared > 2000)
    }
}

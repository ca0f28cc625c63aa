import Mustache
import Testing

@testable import SpotsFormat
@testable import SpotsRender

/// A compiled template renders exactly what swift-mustache renders from the same source and data.
@Suite struct CompiledTemplateTests {
    /// What swift-mustache renders, with the escaping every template of a build uses.
    static func mustache(_ source: String, _ context: any TemplateContext, partials: [String: String] = [:]) throws -> String {
        _ = FastHTMLContentType.registered
        var library = MustacheLibrary()
        for (name, text) in partials.merging(["t": source], uniquingKeysWith: { $1 }) {
            library.register(try MustacheTemplate(string: "{{% CONTENT_TYPE: \(FastHTMLContentType.name) }}\n" + text), named: name)
        }
        return library.render(context, withTemplate: "t") ?? ""
    }

    static func compiled(_ source: String, _ context: any TemplateContext, partials: [String: String] = [:]) -> String? {
        let library = partials.compactMapValues(TemplateCompiler.compile)
        guard let template = TemplateCompiler.compile(source), let rendered = template.render(context, fragments: Fragments(), partials: library)
        else { return nil }
        return rendered.structures.isEmpty ? String(decoding: rendered.bytes, as: UTF8.self) : nil
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

    static let partials = [
        "top": "<header>\n  <h1>{{title}}</h1>\n</header>\n", "item": "<li>{{title}}</li>", "inner": "[{{> item}}]\n{{#yes}}\n{{> top}}\n{{/yes}}\n",
        "indented": "<ul>\n  {{> item}}\n</ul>\n",
        // After a line of its own, a list: Mustache indents the first element's line only.
        "strip": "x\n{{#items}}\n{{title}}\n{{/items}}\n",
    ]

    /// Partials inline or alone on their line, indented or not, nested, inside sections and lists,
    /// or missing.
    @Test(arguments: [
        "{{> indented}}", "<ul>\n  {{> item}}\n</ul>", "<div>\n  {{> inner}}\n</div>\n", "  {{> top}}\n  {{#items}}\n    {{> item}}\n  {{/items}}\n",
        "<div>\n\t{{#items}}\n\t{{> top}}\n\t{{/items}}\n</div>", "<div>\n  {{> strip}}\n</div>\n",
        "{{> top}}\n<main>{{> item}}</main>\n", "<ul>\n{{#items}}\n{{> item}}\n{{/items}}\n</ul>", "a {{> missing}} b\n{{> missing}}\nc",
        "{{> inner}}", "{{#image}}\n{{>top}}\n{{/image}}", "x{{> top}}y\n", "{{> dir/name}}|{{>item  }}",
    ])
    func rendersPartialsAsMustacheDoes(_ source: String) throws {
        let rendered = Self.compiled(source, Self.data, partials: Self.partials)
        #expect(rendered != nil)
        #expect(rendered == (try Self.mustache(source, Self.data, partials: Self.partials)))
    }

    /// swift-mustache parses a built-in template only when a page falls back to it: each must
    /// parse, and compile.
    @Test func everyBuiltInTemplateParsesAndCompiles() throws {
        let templates = BuiltinTemplates.files.filter { $0.key.hasSuffix(".mustache") }
        #expect(templates.count >= 20)
        for (path, text) in templates {
            #expect(throws: Never.self, "\(path)") { try MustacheTemplates.parse(text) }
            #expect(TemplateCompiler.compile(text) != nil, "\(path)")
        }
    }

    @Test func whatItCannotTakeIsRefused() throws {
        for source in [
            "{{>*dynamic}}", "{{uppercased(title)}}", "{{=<% %>=}}", "{{<parent}}{{/parent}}", "{{$block}}x{{/block}}", "{{% CONTENT_TYPE: TEXT }}",
        ] {
            #expect(TemplateCompiler.compile(source) == nil, "\(source)")
        }
        // A value Mustache would print as a Swift description prints nothing, and is named.
        let compiled = TemplateCompiler.compile("a{{image}}b{{#items}}{{items}}{{/items}}c")
        let template = try #require(compiled)
        let rendered = template.render(Self.data, fragments: Fragments())
        #expect(rendered.map { String(decoding: $0.bytes, as: UTF8.self) } == "abc")
        #expect(rendered?.structures == ["image", "items"])
    }

    /// Thousands of random templates and data: text with spaces, tabs, `\r\n` and braces; every
    /// kind of tag, alone on its line or not; names that are found, missing, dotted or `.`; children
    /// among the values, placed as `Fragments.splice` places them in Mustache's output.
    @Test func randomTemplatesRenderAsMustacheDoes() throws {
        var random = SplitMix(seed: 41)
        func pick<T>(_ options: [T]) -> T { options[Int(random.next() % UInt64(options.count))] }
        let names = ["a", "b", "list", "obj", "obj.a", "obj.list", ".", ".a", "flag", "off", "empty", "n", "missing"]
        func template(depth: Int, partials: [String] = []) -> String {
            var source = ""
            for _ in 0..<Int(random.next() % 7) {
                let lead = pick(["", " ", "  ", "\t", "\n", "\n  ", "x "])
                switch random.next() % 10 {
                case 9 where !partials.isEmpty: source += pick(["", "\n", "x ", lead]) + "{{> \(pick(partials))}}" + pick(["", "\n", " \n"])
                case 0, 1: source += lead + pick(["text", " ", "\n", "\r\n", "<b>&amp;</b>", "{", "}", "{ }", "é"])
                case 2: source += lead + "{{\(pick(names))}}"
                case 3: source += lead + "{{{\(pick(names))}}}" + pick(["", "\n"])
                case 4: source += lead + "{{! note }}" + pick(["", "\n", " \n"])
                case 5,
                    6 where depth < 3:
                    let name = pick(names.filter { $0 != "." && $0 != ".a" })
                    let sigil = pick(["#", "^"])
                    source += lead + "{{\(sigil)\(name)}}" + pick(["", "\n", "  \n"]) + template(depth: depth + 1, partials: partials)
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
        for _ in 0..<3500 {
            // Children (nested components, items) as the renderer hands them to a template.
            fragments = Fragments()
            for _ in 0..<Int(random.next() % 3) {
                _ = fragments.marker(for: Array(pick(["<p>x</p>\n", "<ul>\n  <li>a</li>\n</ul>\n", "", "\n\n", "<pre>\n  a\n</pre>"]).utf8))
            }
            // Partials: one, another that may name it, and one that is not there.
            var partials: [String: String] = [:]
            partials["p1"] = template(depth: 1)
            partials["p2"] = template(depth: 1, partials: ["p1"])
            let source = template(depth: 0, partials: ["p1", "p2", "missing"])
            let data = object(depth: 0)
            // Braces drawn next to a tag can make a source Mustache does not parse either.
            guard let rendered = try? Self.mustache(source, data, partials: partials) else { continue }
            let expected = String(decoding: fragments.splice(rendered), as: UTF8.self)
            guard let compiledTemplate = TemplateCompiler.compile(source) else {
                Issue.record("not compiled: \(source.debugDescription)")
                continue
            }
            let library = partials.compactMapValues(TemplateCompiler.compile)
            // An object or a list printed prints nothing here, its Swift description in Mustache.
            guard let rendered = compiledTemplate.render(data, fragments: fragments, partials: library), rendered.structures.isEmpty
            else { continue }
            #expect(String(decoding: rendered.bytes, as: UTF8.self) == expected, "\(source.debugDescription) with \(partials)")
            compared += 1
        }
        // Most draws print no object: the comparison covers them, not only the refusals.
        #expect(compared > 2000)
    }
}

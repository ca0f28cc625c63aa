import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsFormat
@testable import SpotsRender

/// Includes that never end, or expand without bound, are errors at the template, and nothing of
/// them renders: a template including itself crashed every command, and partials that include
/// each other ten times over took a minute and gigabytes a page.
@Suite struct TemplatePartialsTests {
    static let screen = #"{"components": [{"kind": "list", "items": [{"title": "One"}]}]}"#

    @Test func includesAreReadAsMustacheReadsTags() {
        let source = "{{! {{> no}} }}{{{raw}}}{{> a}}{{<b}}{{/b}}{{=<% %>=}}<%> c %>{{> not}}<%={{ }}=%>{{>*d}}{{>  e }}"
        #expect(TemplatePartials.includes(in: source).map(\.name) == ["a", "b", "c", "d", "e"])
        #expect(TemplatePartials.includes(in: source).map(\.dynamic) == [false, false, false, true, false])
        // A tag with no name (swift-mustache takes it) ends where it starts: it crashed the scan.
        #expect(TemplatePartials.includes(in: "a{{}}b{{{}}}c{{> d}}").map(\.name) == ["d"])
    }

    /// A delimiter is found character by character as swift-mustache's parser finds it: after a
    /// character that does not match, the search goes on from the next one (`<<%` holds no `<%`).
    @Test func delimitersAreFoundAsMustacheFindsThem() {
        func found(_ text: String, _ delimiter: String) -> String? {
            let text = Substring(text)
            return text.mustacheRange(of: delimiter).map { "\(text.distance(from: text.startIndex, to: $0.lowerBound))+\(text[$0].count)" }
        }
        #expect(found("ab{{c}}", "{{") == "2+2")
        #expect(found("ab{{{c}}}", "}}") == "6+2")
        #expect(found("é{{", "{{") == "1+2")
        #expect(found("a<<%b", "<%") == nil)
        #expect(found("a<%<%b", "<%") == "1+2")
        #expect(found("{", "{{") == nil)
        #expect(found("", "{{") == nil)
    }

    /// A change of delimiters is refused before it is parsed: swift-mustache keeps changed
    /// delimiters per section and can miss a comment's end, and each way its reading differed
    /// from the checks' hid a self-include or sections nested 3,000 deep (a crash).
    @Test func changedDelimitersAreAnError() throws {
        for text in [
            "{{=<% }}=}}x<%> loop}}", "{{#a}}{{=<% %>=}}<%/a%>{{> loop}}", "{{=<% %%>=}}<%! c %%%> <%={{ }}=%%> <%>loop%%> %%>",
            "{{=<% %>=}}<li><%{title%>}<%> loop %></li>",
        ] {
            let found = try Self.problems(["loop": text, "page": try Self.pageIncluding("loop")])
            #expect(found.map(\.message) == ["the template changes its delimiters ({{=…=}}), which spots-site does not render"], "\(text)")
        }
    }

    /// A project's template with a nameless tag loads (its scan crashed every command that loads templates).
    @Test func aNamelessTagLoads() throws {
        #expect(
            try Self.problems(["items/default": "<li>{{}}{{title}}</li>"]).allSatisfy {
                $0.severity != .error || $0.file.hasSuffix("default.mustache")
            })
    }

    /// A template larger than the parser takes in seconds is an error before it is parsed.
    @Test func aTemplatePastTheSizeLimitIsAnError() throws {
        let found = try Self.problems(["items/person": String(repeating: "{{a}}", count: 30_000)])
        #expect(found.map(\.message) == ["the template is 146 KB, more than the 128 KB spots-site parses"])
    }

    @Test func sectionsNestedTooDeepAreAnErrorBeforeTheyAreParsed() throws {
        let deep = String(repeating: "{{#a}}", count: 1000) + "x" + String(repeating: "{{/a}}", count: 1000)
        let found = try Self.problems(["deep": deep])
        #expect(found.map(\.message) == ["the template nests sections 1000 deep, more than the 64 spots-site reads"])
        #expect(try Self.problems(["fine": String(repeating: "{{#a}}", count: 64) + String(repeating: "{{/a}}", count: 64)]).isEmpty)
    }

    /// Inheritance is refused: an override renders with the overrides still in force, so a block
    /// that uses itself never ended, and nested parents grew exponentially in a kilobyte.
    @Test func inheritanceIsAnError() throws {
        let found = try Self.problems(["blk": "{{$x}}{{/x}}", "items/default": "<li>{{<blk}}{{$x}}R{{$x}}{{/x}}{{/x}}{{/blk}}{{title}}</li>"])
        #expect(
            found.count == 2
                && found.allSatisfy { $0.message == "the template uses inheritance ({{<parent}} or {{$block}}), which spots-site does not render" })
    }

    /// Sections and partials nest on one stack: 100 one-tag partials in a chain are past the limit
    /// at the first that is (2,000 crashed), and sections inside each count too.
    @Test func nestingIsCountedThroughPartials() throws {
        var chain = ["items/default": "<li>{{> d0}}{{title}}</li>", "d99": "X"]
        for index in 0..<99 { chain["d\(index)"] = "{{> d\(index + 1)}}" }
        let found = try Self.problems(chain)
        #expect(found.map(\.file).map { $0.hasSuffix("Templates/d34.mustache") } == [true], "\(found)")
        #expect(found.first?.message == "the template 'd34' nests sections and partials more than 64 deep with the partials it includes")
        var sections = ["items/default": "<li>{{> s0}}{{title}}</li>", "s4": "X"]
        for index in 0..<4 {
            sections["s\(index)"] = String(repeating: "{{^zz}}", count: 20) + "{{> s\(index + 1)}}" + String(repeating: "{{/zz}}", count: 20)
        }
        #expect(try Self.problems(sections).map(\.file).map { $0.hasSuffix("Templates/s0.mustache") } == [true])
    }

    /// The built-in page template with `{{> name}}` after `<body>`.
    static func pageIncluding(_ name: String) throws -> String {
        let page = try String(contentsOf: TestPaths.repository.appendingPathComponent("Templates/page.mustache"), encoding: .utf8)
        return page.replacingOccurrences(of: "<body>", with: "<body>{{> \(name)}}")
    }

    /// The errors a project with `templates` gets from loading them.
    static func problems(_ templates: [String: String]) throws -> [Diagnostic] {
        var files = ["Content/screens/index.json": screen]
        for (name, text) in templates { files["Templates/\(name).mustache"] = text }
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        return project.build().diagnostics.filter { $0.rule == .templateSyntax }
    }

    /// A partial that is no template renders nothing, as in Mustache; a warning names it.
    @Test func aPartialThatIsNoTemplateIsAWarning() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": Self.screen, "Templates/items/default.mustache": "<li>{{> items/cardd}}{{title}}</li>",
            "Templates/items/card.mustache": "<b>{{title}}</b>",
        ])
        defer { project.remove() }
        let found = project.build().diagnostics.filter { $0.rule == .templateMissing }
        #expect(found.map(\.message) == ["the template includes 'items/cardd', which is no template; it renders nothing there"])
        #expect(found.first?.hint == "did you mean 'items/card'?")
        #expect(found.first?.file.hasSuffix("Templates/items/default.mustache") == true)
    }

    @Test func aTemplateThatIncludesItselfIsAnErrorAndTheBuildEnds() throws {
        let itself = try Self.problems(["components/list": "<div>{{> components/list}}</div>"])
        #expect(itself.count == 1 && itself.first?.file.hasSuffix("Templates/components/list.mustache") == true, "\(itself)")
        #expect(
            itself.first?.message == "the template 'components/list' includes itself ('components/list' → 'components/list'), which would never end")
        // Through another and in a section: said once, at the first by name.
        let round = try Self.problems([
            "components/list": "<div>{{#items}}{{> items/card}}{{/items}}</div>",
            "items/card": "<li>{{> components/list}}</li>",
        ])
        #expect(
            round.map(\.message) == [
                "the template 'components/list' includes itself ('components/list' → 'items/card' → 'components/list'), which would never end"
            ])
    }

    @Test func partialsThatExpandPastTheLimitAreAnErrorAtTheFirstThatDoes() throws {
        // p0 … p11 each include the next ten times; p12 is 80 bytes: p7 is the first past 1 MB.
        var templates = ["x/p12": String(repeating: "a", count: 80), "components/list": "<div>{{> x/p0}}</div>"]
        for index in 0..<12 { templates["x/p\(index)"] = String(repeating: "{{> x/p\(index + 1)}}", count: 10) }
        let found = try Self.problems(templates)
        #expect(found.map(\.file).map { $0.hasSuffix("Templates/x/p7.mustache") } == [true], "\(found)")
        #expect(found.first?.message.contains("expands to more than 1 MB of template text") == true)
        #expect(TemplatePartials.check(templates, origins: [:]).broken == Set(["components/list"] + (0...7).map { "x/p\($0)" }))
    }

    @Test func aPartialNamedByTheDataIsAnError() throws {
        let found = try Self.problems(["components/list": "<div>{{>*kind}}</div>"])
        #expect(found.map(\.message) == ["the template includes a partial named by its data ({{>*kind}}), which spots-site cannot follow"])
    }

    @Test func theBuiltInThemeHasNoProblem() {
        let (templates, problems) = TemplateSet.load(projectFolder: nil, displayName: "Templates")
        #expect(problems.isEmpty)
        #expect(TemplatePartials.check(templates.sources, origins: templates.origins).broken.isEmpty)
    }
}

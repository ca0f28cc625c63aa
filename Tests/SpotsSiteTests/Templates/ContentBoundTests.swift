import Foundation
import SpotsBuild
import SpotsSiteTestSupport
import Testing

@testable import SpotsFormat
@testable import SpotsRender

/// Content alone cannot make a build take minutes or gigabytes: one value's text, the text key
/// paths bind into a screen, markdown and lists printed in loops all count against a bound.
@Suite struct ContentBoundTests {
    @Test func aValueOverTheLimitIsCutWithAWarning() throws {
        let long = String(repeating: "é", count: JSONParser.maximumString)  // two bytes each: twice the limit
        let result = try JSONParser.parse(Array(#"{"a": "\#(long)"}"#.utf8))
        guard case .object(let members) = result.root.value, case .string(let text) = members.first?.node.value else {
            Issue.record("not an object with a string")
            return
        }
        // Cut on a character, never inside one.
        #expect(text.utf8.count == JSONParser.maximumString && text.allSatisfy { $0 == "é" })
        #expect(result.warnings.map(\.message) == ["this text is 512 KB, more than the 256 KB one value may be; it is cut there"])
        #expect(result.warnings.first?.location == SourceLocation(line: 1, column: 7))
    }

    @Test func keyPathsBindAtMostTheirShareIntoAScreen() throws {
        let value = String(repeating: "a", count: 200_000)
        let items = (0..<30).map { #"{ "title": "t\#($0)", "subtitleKeyPath": "big" }"# }.joined(separator: ", ")
        let project = try TemporaryProject(files: [
            "Content/data/d.json": #"{ "big": "\#(value)" }"#,
            "Content/screens/index.json": #"{ "data": "data/d.json", "components": [ { "items": [ \#(items) ] } ] }"#,
        ])
        defer { project.remove() }
        let site = project.build()
        let bound = site.diagnostics.filter { $0.message.contains("bind more than 4 MB") }
        // 20 values of 200 KB fill 4 MB: the 21st is the first left unbound, said once.
        #expect(bound.count == 1 && bound.first?.path == "components[0].items[20].subtitleKeyPath", "\(site.diagnostics)")
        let page = try #require(site.text(at: "index.html"))
        #expect(page.contains("{big}"))
        #expect(page.components(separatedBy: value).count - 1 == 20)
    }

    @Test func markdownIsChargedToThePageBudget() throws {
        let stars = String(repeating: "*a", count: 5_000)
        let project = try TemporaryProject(files: [
            "Content/screens/index.json":
                #"{ "components": [ { "items": [ { "title": "x", "subtitle": "\#(stars)" }, { "title": "y", "subtitle": "\#(stars)" } ] } ] }"#
        ])
        defer { project.remove() }
        var options = project.options()
        // The first subtitle's 10 KB with 5,000 openers cost 210,000 steps; the second does not fit.
        options.pageBudget = RenderBudget(steps: 300_000, bytes: 1 << 20)
        let site = SiteBuilder(options: options).build()
        let over = try #require(site.diagnostics.first { $0.rule == .templateBudget })
        #expect(over.message.contains("the markdown of components[0].items[1].subtitle was running"), "\(over.message)")
        #expect(PageRenderer.markdownCost(of: stars) == 10_000 + 5_000 * PageRenderer.stepsPerMarkup)
    }

    /// `{{list}}` prints nothing, but the context makes the list each time it is asked: a loop
    /// printing it costs the list's length each time (3,000 × 3,000 never finished).
    @Test func aListAskedForCostsItsLength() throws {
        let list = TemplateFields(fields: ["l": .list((0..<1_000).map { .number($0) })])
        let template = try #require(TemplateCompiler.compile("{{#l}}{{l}}{{/l}}"))
        var budget = RenderBudget(steps: 500_000, bytes: 1 << 20)
        #expect(template.render(list, fragments: Fragments(), budget: &budget) == nil)
        var ample = RenderBudget(steps: 5_000_000, bytes: 1 << 20)
        let rendered = try #require(template.render(list, fragments: Fragments(), budget: &ample))
        #expect(rendered.structures == ["l"])
        #expect(5_000_000 - ample.steps > 1_000_000)
    }
}

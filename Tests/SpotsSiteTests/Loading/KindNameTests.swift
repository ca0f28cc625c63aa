import Foundation
import SpotsSiteTestSupport
import Testing

/// A kind is a name: a number is an error at the value, and a mistyped item kind gets the closest
/// item template, as a mistyped component kind does.
@Suite struct KindNameTests {
    static let screen = """
        { "components": [
          { "kind": 42,
            "items": [ { "title": "a", "kind": "persn" }, { "title": "b", "type": true } ] } ] }

        """

    @Test func aNumberOrABooleanKindIsAnErrorAtTheValueAndAMistypedItemKindGetsTheClosest() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": Self.screen])
        defer { project.remove() }
        let lines = project.build().diagnosticLines(relativeTo: project.root)
        #expect(
            lines == [
                #"Content/screens/index.json:2:13: error: a kind is a name, got the number 42 (components[0].kind); write the kind's name in quotes, such as "list", "grid" or "person" [wrong-type]"#,
                "Content/screens/index.json:3:40: warning: the item kind 'persn' is likely a typo of 'person': it is written only here and has no template; the default item template renders it (components[0].items[0].kind); did you mean 'person'? [likely-typo-kind]",
                #"Content/screens/index.json:3:75: error: a kind is a name, got the boolean true (components[0].items[1].type); write the kind's name in quotes, such as "list", "grid" or "person" [wrong-type]"#,
            ], "\(lines)")
    }

    /// Only the key that is used is judged: a legacy `type` beside `kind` does not make the kind an error.
    @Test func aNumberInTheLegacyTypeBesideAKindIsNoError() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "components": [ { "kind": "list", "type": 1, "items": [ { "title": "a" } ] } ] }"#
        ])
        defer { project.remove() }
        let site = project.build()
        #expect(!site.diagnostics.contains { $0.severity == .error }, "\(site.diagnosticLines(relativeTo: project.root))")
    }

    @Test func aKindFarFromEveryTemplateSaysHowToAddOne() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "components": [ { "items": [ { "title": "a", "kind": "spaceship" } ] } ] }"#
        ])
        defer { project.remove() }
        let lines = project.build().diagnosticLines(relativeTo: project.root)
        #expect(lines.count == 1 && lines[0].hasSuffix("add Templates/items/spaceship.mustache to render it your way [no-item-template]"), "\(lines)")
    }
}

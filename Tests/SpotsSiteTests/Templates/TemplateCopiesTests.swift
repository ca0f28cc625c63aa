import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// `spots-site templates list|copy`, and the warning a build gives for a copy of a built-in file that has changed since.
@Suite struct TemplateCopiesTests {
    static func project() throws -> TemporaryProject {
        try TemporaryProject(files: ["Content/screens/index.json": CommandLineTests.home, "Content/screens/profile/1.json": CommandLineTests.profile])
    }

    @Test func aCopyStartsWithItsOriginAndRendersThePagesTheBuiltInDoes() throws {
        let project = try Self.project()
        defer { project.remove() }
        let plain = try CommandLineTests.run(["build", "--output", "Plain"], in: project.root)
        #expect(plain.status == 0)
        let copied = try CommandLineTests.run(["templates", "copy", "items/default", "page.mustache", "assets/theme.css"], in: project.root)
        #expect(copied.status == 0, "\(copied.errors)")
        #expect(copied.output.contains("Copied the built-in items/default.mustache to Templates/items/default.mustache"))
        let copy = try String(contentsOf: project.url("Templates/items/default.mustache"), encoding: .utf8)
        let builtin = try #require(BuiltinTemplates.files["items/default.mustache"])
        #expect(
            copy.hasPrefix(
                "{{! Copied from spots-site's built-in items/default.mustache (built-in hash \(ContentHash.hex(ContentHash.fnv1a(builtin.utf8))));"))
        #expect(copy.hasSuffix(builtin))
        #expect(
            try String(contentsOf: project.url("Templates/assets/theme.css"), encoding: .utf8).hasPrefix(
                "/* Copied from spots-site's built-in assets/theme.css"))
        let built = try CommandLineTests.run(["build"], in: project.root)
        #expect(built.status == 0)
        #expect(!built.errors.contains("warning"), "\(built.errors)")
        for page in ["index.html", "profile/1/index.html"] {
            #expect(try Data(contentsOf: project.url("Output/" + page)) == Data(contentsOf: project.url("Plain/" + page)), "\(page)")
        }
    }

    @Test func aBuildWarnsWhenTheBuiltInChangedSinceTheCopy() throws {
        let project = try Self.project()
        defer { project.remove() }
        _ = try TemplateCopies.copy(["items/default", "assets/theme.css"], to: project.url("Templates"), force: false)
        for file in ["Templates/items/default.mustache", "Templates/assets/theme.css"] {
            let text = try String(contentsOf: project.url(file), encoding: .utf8)
            try project.write(
                text.replacingOccurrences(of: #"hash [0-9a-f]{16}"#, with: "hash 0123456789abcdef", options: .regularExpression), to: file)
        }
        // A copy of a file the built-in theme no longer has.
        try project.write(
            "{{! Copied from spots-site's built-in items/gone.mustache (built-in hash 0123456789abcdef); … }}\n<p>{{title}}</p>\n",
            to: "Templates/items/gone.mustache")
        // A template of the project's own, and an edited one without the line: nothing to say.
        try project.write("<p>{{title}}</p>\n", to: "Templates/items/mine.mustache")
        let built = try CommandLineTests.run(["build"], in: project.root)
        #expect(built.status == 0)
        #expect(
            built.errors.contains(
                "Templates/items/default.mustache:1:1: warning: the built-in items/default.mustache has changed since this file was copied from it; `spots-site templates copy items/default --to NEW` writes the new one beside yours to compare"
            ), "\(built.errors)")
        #expect(
            built.errors.contains(
                "Templates/assets/theme.css:1:1: warning: the built-in assets/theme.css has changed since this file was copied from it"))
        #expect(
            built.errors.contains(
                "Templates/items/gone.mustache:1:1: warning: this file was copied from the built-in items/gone.mustache, which this spots-site no longer has"
            ))
        #expect(built.output.contains("3 warnings"), "\(built.output)")
        let listed = TemplateCopies.list(projectFolder: project.url("Templates"), displayName: "Templates")
        #expect(
            listed.first { $0.name == "items/default" }?.source
                == "Templates/items/default.mustache, copied from the built-in before it changed: a build warns")
        #expect(listed.first { $0.name == "items/mine" }?.source == "Templates/items/mine.mustache, the project's own")
        #expect(listed.first { $0.name == "items/person" }?.source == "built-in")
    }

    @Test func copiesNeverReplaceAFileWithoutForceAndUnknownNamesGetAHint() throws {
        let project = try Self.project()
        defer { project.remove() }
        try project.write("mine", to: "Templates/page.mustache")
        let refused = try CommandLineTests.run(["templates", "copy", "items/default", "page"], in: project.root)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("page.mustache is there already in"), "\(refused.errors)")
        #expect(refused.errors.contains("nothing was copied (--force replaces)"))
        #expect(!FileManager.default.fileExists(atPath: project.url("Templates/items/default.mustache").path))
        #expect(try String(contentsOf: project.url("Templates/page.mustache"), encoding: .utf8) == "mine")
        let unknown = try CommandLineTests.run(["templates", "copy", "item/defualt"], in: project.root)
        #expect(unknown.status == 1)
        #expect(unknown.errors.contains("'item/defualt' is no built-in template or theme file; did you mean 'items/default'?"))
        let forced = try CommandLineTests.run(["templates", "copy", "page", "--force", "--to", "Templates"], in: project.root)
        #expect(forced.status == 0)
        #expect(try String(contentsOf: project.url("Templates/page.mustache"), encoding: .utf8) == TemplateCopies.copy(of: "page.mustache"))
        #expect(try CommandLineTests.run(["templates", "copy"], in: project.root).status == 2)
    }

    @Test func theListShowsEveryBuiltInFileAndWhereABuildTakesItFrom() throws {
        let project = try Self.project()
        defer { project.remove() }
        try project.write(BuiltinTemplates.files["index.mustache"] ?? "", to: "Templates/index.mustache")
        try project.write("<p>{{title}}</p>\n", to: "Templates/items/default.mustache")
        let run = try CommandLineTests.run(["templates", "list"], in: project.root)
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) } }
        let sources = Dictionary(lines.map { ($0[0], $0.count > 1 ? $0[1] : "") }, uniquingKeysWith: { first, _ in first })
        #expect(sources.count == TemplateCopies.builtinPaths.count)
        #expect(sources["items/person"] == "built-in")
        #expect(sources["assets/theme.css"] == "built-in")
        #expect(sources["index"] == "built-in (Templates/index.mustache is the same file)")
        #expect(sources["items/default"] == "Templates/items/default.mustache")
        #expect(sources["review/index"] == nil)
    }
}

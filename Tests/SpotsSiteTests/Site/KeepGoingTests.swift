import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsRender

/// `build --keep-going`: every page that can be made is written; a screen whose page cannot be
/// made gets a page of its errors at its address; the build still fails. Without it, a failed
/// build writes nothing.
@Suite struct KeepGoingTests {
    /// A home screen, one that is no JSON, one whose item template writes broken markup, one
    /// whose page refuses an action, and one whose key path finds an object (an error of the
    /// screen, whose page renders).
    static func project() throws -> TemporaryProject {
        try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "components": [ { "kind": "list", "items": [ { "title": "Home", "action": "about" } ] } ] }"#,
            "Content/screens/about.json": #"{ "components": [ { "kind": "list", "items": [ { "title": "About", "action": "index" } ] } ] }"#,
            "Content/screens/broken.json": "{ \"components\": [ { \"kind\": \"list\" \"items\": [] } ] }\n",
            "Content/screens/marked.json": #"{ "components": [ { "kind": "list", "items": [ { "title": "Bad", "kind": "bad" } ] } ] }"#,
            "Content/screens/refused.json": #"{ "components": [ { "kind": "list", "items": [ { "title": "x", "action": "javascript:x" } ] } ] }"#,
            "Templates/items/bad.mustache": "<li><b>{{title}}</li>\n",
            "Content/site.json": #"{ "data": { "user": { "address": { "street": "Storgata 1" } } } }"#,
            "Content/screens/bound.json": #"{ "components": [ { "kind": "list", "items": [ { "titleKeyPath": "user.address" } ] } ] }"#,
        ])
    }

    @Test func everyPageThatCanBeMadeIsWrittenAndTheOthersShowTheirErrors() throws {
        let project = try Self.project()
        defer { project.remove() }
        let run = try CommandLineTests.run(["build", "--keep-going"], in: project.root)
        #expect(run.status == 1)
        #expect(run.output.contains("Build failed, written as far as it goes: "), "\(run.output)")
        #expect(run.output.contains("4 pages of errors in place of screens' pages"), "\(run.output)")
        // The pages that can be made are as a build without errors makes them.
        let home = try String(contentsOf: project.url("Output/index.html"), encoding: .utf8)
        #expect(home.contains(">Home<") && !home.contains("could not be built"))
        // The file that is no JSON: its page quotes the error with its line, column and caret.
        let broken = try String(contentsOf: project.url("Output/broken/index.html"), encoding: .utf8)
        #expect(broken.contains("This screen could not be built"))
        #expect(broken.contains("Content/screens/broken.json:1:36: error: expected &#39;,&#39; or &#39;}&#39; after a member"))
        #expect(broken.contains("has 1 error. Fix it and build again."))
        #expect(broken.contains(#"<link rel="stylesheet" href="../assets/theme.css"/>"#))
        assertSnapshot(broken, named: "keep-going-error-page.html")
        // The page whose template writes broken markup shows that error, not the broken page.
        let marked = try String(contentsOf: project.url("Output/marked/index.html"), encoding: .utf8)
        #expect(marked.contains("could not be built") && marked.contains("[page-markup]") && !marked.contains("<b>Bad"))
        // The screen whose key path finds an object: its page shows that error, not the page.
        let bound = try String(contentsOf: project.url("Output/bound/index.html"), encoding: .utf8)
        #expect(bound.contains("could not be built") && bound.contains("finds an object, not text"), "\(bound)")
        for page in [broken, marked, bound] {
            #expect(HTMLValidator.inspect(page).syntaxError == nil)
        }
        // The catalog leaves out the screen that cannot be read, and a note says so.
        let lists = try String(contentsOf: project.url("Output/catalog/components/list/index.html"), encoding: .utf8)
        #expect(!lists.contains("<code>/broken/</code>") && lists.contains("<code>/marked/</code>"))
        #expect(run.errors.contains("Content/screens/broken.json: note: its page shows its errors;"), "\(run.errors)")
        #expect(!run.errors.contains("Content/screens/marked.json: note: its page shows its errors"))
    }

    @Test func withoutItAFailedBuildWritesNothingAndSaysWhatItLeft() throws {
        let project = try Self.project()
        defer { project.remove() }
        let first = try CommandLineTests.run(["build", "-q"], in: project.root)
        #expect(first.status == 1)
        #expect(first.output.contains("; nothing was written ("), "\(first.output)")
        #expect(!FileManager.default.fileExists(atPath: project.url("Output").path))
        // Over an output a build made, it stays byte for byte as it was.
        #expect(try CommandLineTests.run(["build", "--keep-going", "-q"], in: project.root).status == 1)
        let before = try Data(contentsOf: project.url("Output/broken/index.html"))
        let second = try CommandLineTests.run(["build", "-q"], in: project.root)
        #expect(second.status == 1)
        #expect(second.output.contains("; Output/ was left as it was ("), "\(second.output)")
        #expect(try Data(contentsOf: project.url("Output/broken/index.html")) == before)
    }

    @Test func aFixedScreenGetsItsPageBackInAnIncrementalBuild() throws {
        let project = try Self.project()
        defer { project.remove() }
        #expect(try CommandLineTests.run(["build", "--keep-going", "--incremental", "-q"], in: project.root).status == 1)
        try project.write(#"{ "components": [ { "kind": "list", "items": [ { "title": "Mended" } ] } ] }"#, to: "Content/screens/broken.json")
        try project.write(#"{ "components": [ { "kind": "list", "items": [ { "title": "Bad" } ] } ] }"#, to: "Content/screens/marked.json")
        try project.write(#"{ "components": [ { "kind": "list", "items": [ { "title": "x" } ] } ] }"#, to: "Content/screens/refused.json")
        try project.write(
            #"{ "components": [ { "kind": "list", "items": [ { "titleKeyPath": "user.address.street" } ] } ] }"#, to: "Content/screens/bound.json")
        let run = try CommandLineTests.run(["build", "--incremental", "-q"], in: project.root)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let mended = try String(contentsOf: project.url("Output/broken/index.html"), encoding: .utf8)
        #expect(mended.contains(">Mended<") && !mended.contains("could not be built"))
        let marked = try String(contentsOf: project.url("Output/marked/index.html"), encoding: .utf8)
        #expect(marked.contains(">Bad<") && !marked.contains("could not be built"))
        let bound = try String(contentsOf: project.url("Output/bound/index.html"), encoding: .utf8)
        #expect(bound.contains(">Storgata 1<") && !bound.contains("could not be built"))
    }
}

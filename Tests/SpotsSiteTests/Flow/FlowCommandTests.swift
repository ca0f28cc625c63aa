import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsFlow

/// `spots-site flow`: the graph as JSON valid against `spots-site schema flow`, as DOT Graphviz
/// reads, as text with the checks, and the paths to and from a screen.
@Suite struct FlowCommandTests {
    @Test func theJSONIsValidAgainstItsSchemaAndNamesEachActionsLine() throws {
        let project = try TemporaryProject(copying: FlowGraphTests.fixture)
        defer { project.remove() }
        let run = try CommandLineTests.run(["flow", "--format", "json"], in: project.root)
        #expect(run.status == 0, "\(run.errors)")
        let schema = try CommandLineTests.run(["schema", "flow"], in: project.root)
        try project.write(schema.output, to: "flow.schema.json")
        try project.write(run.output, to: "flow.json")
        let script = "import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))"
        let valid = try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, project.url("flow.schema.json").path, project.url("flow.json").path])
        #expect(valid.status == 0, "\(valid.errors)")
        #expect(
            run.output.contains(
                #"{"from":"/","to":"/people/","kind":"action","count":2,"file":"Content/screens/index.json","label":"Everyone","line":7,"column":42,"path":"components[0].items[0].action"}"#
            ))
        // A document the schema refuses is refused: the check can fail.
        try project.write(run.output.replacingOccurrences(of: #""kind":"pages""#, with: #""kind":"page""#), to: "flow.json")
        let refused = try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, project.url("flow.schema.json").path, project.url("flow.json").path])
        #expect(refused.status != 0)
    }

    @Test func theDOTIsGraphvizsAndTheTextHasTheChecks() throws {
        let project = try TemporaryProject(copying: TestPaths.fixtures.appendingPathComponent("invalid/flow-checks"))
        defer { project.remove() }
        let dot = try CommandLineTests.run(["flow", "--format", "dot"], in: project.root)
        #expect(dot.output.hasPrefix("digraph flow {\n"))
        #expect(dot.output.contains(#"  "/lost/a/" -> "/lost/b/" [label="To B"];"#))
        #expect((try? Graphviz.layout(dot.output).get()) != nil)
        let text = try CommandLineTests.run(["flow"], in: project.root)
        #expect(text.status == 0)
        #expect(text.output.hasPrefix("5 screens, 4 actions between them and to 0 places outside the app, 0 navigation entries\n"))
        #expect(text.output.contains("From the home screen (/): 2 of 5 screens reached\n"))
        #expect(text.output.contains("Content/screens/drafts/old.json:1:1: warning: nothing leads to this screen (/drafts/old/)"))
    }

    @Test func aScreenThatCannotBeReadIsReportedAndNothingIsChecked() throws {
        let project = try TemporaryProject(copying: TestPaths.fixtures.appendingPathComponent("invalid/flow-checks"))
        defer { project.remove() }
        try project.write("{ \"components\": [\n", to: "Content/screens/about.json")
        let run = try CommandLineTests.run(["flow"], in: project.root)
        #expect(run.status == 1)
        #expect(run.output.contains("Not checked: a screen cannot be read (below), and its actions are missing from the graph\n"))
        #expect(!run.output.contains("warning:"))
        #expect(run.errors.contains("Content/screens/about.json:1:17: error: this array is never closed"))
    }

    @Test func pathsToAndFromAScreenAndAScreenNotThere() throws {
        let project = try TemporaryProject(copying: FlowGraphTests.fixture)
        defer { project.remove() }
        let to = try CommandLineTests.run(["flow", "--to", "Content/screens/settings/account.json"], in: project.root)
        #expect(
            to.output == """
                People (/people/) → Account (/settings/account/)  [1 step]
                Home (/) → People (/people/) → Account (/settings/account/)  [2 steps]
                profile/[id] (/profile/[id]/) → People (/people/) → Account (/settings/account/)  [2 steps]
                Navigation (on every page) ⇢ People (/people/) → Account (/settings/account/)  [2 steps]

                """)
        let from = try CommandLineTests.run(["flow", "--from", "profile:ada"], in: project.root)
        #expect(from.output.hasPrefix("profile/[id] (/profile/[id]/) → People (/people/)  [1 step]\n"))
        let typo = try CommandLineTests.run(["flow", "--to", "peple"], in: project.root)
        #expect(typo.status == 2)
        #expect(typo.errors.contains("--to peple: no screen has that page; did you mean '/people/'?"))
        // The usage printed is flow's own, under the program's name.
        #expect(typo.errors.contains("Usage: spots-site flow ") && typo.errors.contains("See 'spots-site flow --help'"), "\(typo.errors)")
        // The navigation is on every page: no path ends at it, and a hop through it is drawn ⇢.
        let home = try CommandLineTests.run(["flow", "--from", "/"], in: project.root)
        #expect(!home.output.contains("(navigation)") && !home.output.contains("Navigation"), "\(home.output)")
        let both = try CommandLineTests.run(["flow", "--to", "people", "--from", "/"], in: project.root)
        #expect(both.status == 2 && both.errors.contains("give --from or --to, not both"))
    }
}

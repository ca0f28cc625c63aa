import Foundation
import SpotsSiteTestSupport
import Testing

/// What a user meets on the terminal: one summary line (the steps with `--verbose`), colour on
/// a terminal or with `--color always` (never with `NO_COLOR` or `--color never`), and the first
/// word of a command line read as the parser reads it.
@Suite struct TerminalTests {
    static func project() throws -> TemporaryProject {
        try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "components": [ { "kind": "list", "items": [ { "title": "Home", "action": "javascript:x" } ] } ] }"#
        ])
    }

    @Test func aBuildPrintsOneSummaryLineAndTheStepsWithVerbose() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": #"{ "components": [ { "items": [ { "title": "A" } ] } ] }"#])
        defer { project.remove() }
        let plain = try CommandLineTests.run(["build"], in: project.root)
        #expect(plain.status == 0)
        #expect(plain.output.split(separator: "\n").count == 1, "\(plain.output)")
        #expect(plain.output.hasPrefix("Built 1 page: 1 screen, 0 warnings, 0 errors; "))
        let verbose = try CommandLineTests.run(["build", "-v"], in: project.root)
        #expect(verbose.output.contains("[1/") && verbose.output.contains("] Site files: "), "\(verbose.output)")
        // `check` writes nothing, and no step says it does.
        let check = try CommandLineTests.run(["check", "-v"], in: project.root)
        #expect(!check.output.contains("Write"), "\(check.output)")
    }

    @Test func colourIsPaintedWhenAskedAndNeverWithNoColour() throws {
        let project = try Self.project()
        defer { project.remove() }
        let painted = try CommandLineTests.run(["build", "--color", "always"], in: project.root)
        #expect(painted.status == 1)
        let place = "\u{1B}[1mContent/screens/index.json:1:77:\u{1B}[0m"
        #expect(painted.errors.contains(place + " \u{1B}[1;31merror:\u{1B}[0m \u{1B}[1m"), "\(painted.errors)")
        #expect(painted.errors.contains("\u{1B}[1;32m^\u{1B}[0m\n"))
        #expect(painted.output.hasPrefix("\u{1B}[1;31mBuild failed\u{1B}[0m: 1 screen, "))
        for run in [
            try CommandLineTests.run(["build", "--color", "never"], in: project.root),
            try runProcess(CommandLineTests.binary, ["build", "--color", "auto"], in: project.root, environment: ["NO_COLOR": "1"]),
            try CommandLineTests.run(["build"], in: project.root),  // not a terminal
        ] {
            #expect(run.status == 1 && !run.errors.isEmpty)
            #expect(!run.errors.contains("\u{1B}") && !run.output.contains("\u{1B}"))
        }
        // The painted line is the plain one with colour codes.
        let plain = try CommandLineTests.run(["build", "--color", "never"], in: project.root)
        #expect(painted.errors.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == plain.errors)
    }

    /// The commands that write files rather than build take `--color` too, for their refusals.
    @Test func theCommandsThatWriteFilesPaintTheirRefusals() throws {
        let project = try Self.project()
        defer { project.remove() }
        try project.write("not json", to: ".vscode/settings.json")  // the settings schema --write will not rewrite
        let lines: [[String]] = [
            ["init", ".", "--color", "always"], ["new", "screen", "index", "--color", "always"],
            ["templates", "copy", "items/nothing", "--color", "always"], ["schema", "--write", "--color", "always"],
        ]
        for line in lines {
            let painted = try CommandLineTests.run(line, in: project.root)
            #expect(painted.status == 1 && painted.errors.hasPrefix("\u{1B}[1;31merror:\u{1B}[0m "), "\(line): \(painted.errors)")
            let plain = try runProcess(CommandLineTests.binary, line.dropLast() + ["auto"], in: project.root, environment: ["NO_COLOR": "1"])
            #expect(plain.errors.hasPrefix("error: ") && !plain.errors.contains("\u{1B}"), "\(line): \(plain.errors)")
        }
    }

    @Test func theFirstWordIsReadAsTheParserReadsIt() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": #"{ "components": [ { "items": [ { "title": "A" } ] } ] }"#])
        defer { project.remove() }
        // Every value option of build (the default command) is known: its value is no command.
        #expect(try CommandLineTests.run(["--text", "pseudo", "-q"], in: project.root).status == 0)
        #expect(try CommandLineTests.run(["--client", "ios@3.0", "-q", "--color", "never"], in: project.root).status == 0)
        // A word after a flag (no value) is the command: a mistyped one is named.
        for line in [["--audit", "x", "--color", "never", "serv"], ["--strict", "serv"], ["--inspect", "--text", "long", "serv"]] {
            let run = try CommandLineTests.run(line, in: project.root)
            #expect(run.status == 2 && run.errors.hasPrefix("Error: 'serv' is not a spots-site command"), "\(line): \(run.errors)")
        }
        // `help NAME` names a command, or it is a usage error with the name likely meant.
        let help = try CommandLineTests.run(["help", "serv"], in: project.root)
        #expect(help.status == 2)
        #expect(help.errors.hasPrefix("Error: 'serv' is not a spots-site command; did you mean 'serve'?"), "\(help.errors)")
        #expect(try CommandLineTests.run(["help", "serve"], in: project.root).status == 0)
    }
}

import Foundation
import SpotsSiteTestSupport
import Testing

/// Every command's `--help` ends with examples: the commands are read from the binary's own
/// description of itself, so a new command without examples fails here.
@Suite struct HelpExamplesTests {
    /// Every command path of the binary (`[]` for `spots-site` itself, `["new", "screen"]`), from
    /// `--experimental-dump-help`; ArgumentParser's own `help` is left out.
    static func commandPaths() throws -> [[String]] {
        let dump = try CommandLineTests.run(["--experimental-dump-help"], in: FileManager.default.temporaryDirectory)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any])
        var paths: [[String]] = []
        func walk(_ command: [String: Any], path: [String]) {
            paths.append(path)
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                guard let name = sub["commandName"] as? String, name != "help" else { continue }
                walk(sub, path: path + [name])
            }
        }
        walk(try #require(json["command"] as? [String: Any]), path: [])
        return paths
    }

    @Test func everyCommandsHelpEndsWithExamples() throws {
        let paths = try Self.commandPaths()
        #expect(paths.contains(["new", "screen"]) && paths.contains(["templates", "copy"]) && paths.count >= 12, "\(paths)")
        for path in paths {
            let run = try CommandLineTests.run(path + ["--help"], in: FileManager.default.temporaryDirectory)
            let shown = (["spots-site"] + path).joined(separator: " ")
            #expect(run.status == 0, "\(shown): \(run.errors)")
            let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let heading = lines.lastIndex(of: "EXAMPLES:") else {
                Issue.record("\(shown) --help has no EXAMPLES: section")
                continue
            }
            // Each example is a command of this one (or, for a group, of its subcommands), with
            // its comment on the line above.
            let section = Array(lines[(heading + 1)...].filter { !$0.isEmpty })
            let examples = section.filter { $0.hasPrefix("  spots-site") }
            #expect(examples.count >= 2 && examples.count <= 3, "\(shown): \(section)")
            #expect(section.count == examples.count * 2, "\(shown): \(section)")
            for (index, line) in section.enumerated() {
                let fits = index % 2 == 0 ? line.hasPrefix("  # ") && line.count > 4 : line == "  " + shown || line.hasPrefix("  \(shown) ")
                #expect(fits, "\(shown): '\(line)'")
            }
            #expect(lines.last(where: { !$0.isEmpty }) == examples.last, "\(shown): the help goes on after the examples")
        }
    }

    /// `help new screen` prints what `new screen --help` prints, examples and all.
    @Test func theHelpCommandShowsTheSameExamples() throws {
        let folder = FileManager.default.temporaryDirectory
        let flag = try CommandLineTests.run(["new", "screen", "--help"], in: folder)
        let command = try CommandLineTests.run(["help", "new", "screen"], in: folder)
        #expect(command.status == 0)
        #expect(command.output == flag.output)
        #expect(flag.output.contains("\n  # Content/screens/people.json, the page /people/\n  spots-site new screen people\n"))
        // Not after what is not help: the version, or the tree of commands as JSON.
        #expect(!(try CommandLineTests.run(["--version"], in: folder).output.contains("EXAMPLES")))
    }
}

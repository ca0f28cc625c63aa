import Foundation
import SpotsSiteTestSupport
import Testing

/// The README's quick start, run as written: its commands, in order, from its own text (a change
/// to the README is a change to what this runs), and the screen it says to save.
@Suite(.serialized) struct QuickStartTests {
    /// The quick start's section of the README: its shell commands (comments cut) and its JSON.
    struct Section {
        var commands: [[String]] = []
        var json = ""

        init() throws {
            let readme = try String(contentsOf: TestPaths.repository.appendingPathComponent("README.md"), encoding: .utf8)
            let start = try #require(readme.range(of: "\n## Quick start\n"), "the README has no quick start")
            let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
            let blocks = readme[start.upperBound..<end].components(separatedBy: "```")
            // Odd pieces are the insides of fences: "sh\n…" or "json\n…".
            for (index, block) in blocks.enumerated() where index % 2 == 1 {
                let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
                let body = lines.dropFirst().joined(separator: "\n")
                switch lines.first {
                case "sh":
                    for line in body.split(separator: "\n") {
                        let command = line.split(separator: "#", maxSplits: 1).first?.split(separator: " ").map(String.init) ?? []
                        if !command.isEmpty { commands.append(command) }
                    }
                case "json": json = body
                default: break
                }
            }
        }
    }

    @Test func theQuickStartWorksAsWritten() throws {
        let section = try Section()
        #expect(
            section.commands.map { $0.prefix(2).joined(separator: " ") } == [
                "spots-site init", "cd my-screens", "spots-site serve", "spots-site build",
            ])
        let home = try TemporaryProject(files: [:])
        defer { home.remove() }
        var folder = home.root
        for command in section.commands {
            switch (command.first, command.dropFirst().first) {
            case ("cd", let name?):
                folder = folder.appendingPathComponent(name)
                #expect(FileManager.default.fileExists(atPath: folder.path), "cd \(name): no such folder")
            case ("spots-site", "serve"):
                try serve(Array(command.dropFirst(2)), in: folder, screen: section.json)
            case ("spots-site", _):
                let run = try runProcess(ServeEndToEndTests.binary, Array(command.dropFirst()), in: folder)
                #expect(run.status == 0, "\(command.joined(separator: " ")): \(run.output)\(run.errors)")
            default:
                Issue.record("the quick start has a command this test does not know: \(command)")
            }
        }
        // The screen it said to save is a page of the built site, linking to the team screen.
        let page = try String(contentsOf: folder.appendingPathComponent("Output/crew/index.html"), encoding: .utf8)
        #expect(page.contains("Ada Lovelace") && page.contains("<em>first</em>"))
        #expect(page.contains(#"href="../team/index.html""#), "the crew page links to the team screen")
    }

    /// `serve` as written (on its own port, 8000, unless another program has it: then on any free
    /// one); the printed address answers, a mistake in the home screen is reported with its line
    /// and column, and the screen the README shows, saved as it says, becomes its page.
    private func serve(_ arguments: [String], in folder: URL, screen: String) throws {
        var server = try ServeEndToEndTests.Server(in: folder, arguments: arguments)
        var port = server.port()
        if port == nil, server.standardError.contains("is in use") {
            server = try ServeEndToEndTests.Server(in: folder, arguments: arguments + ["--port", "0"])
            port = server.port()
        } else {
            #expect(server.standardOutput.contains("Serving http://127.0.0.1:8000/"), "\(server.standardOutput)")
        }
        let served = try #require(port, "serve did not start: \(server.standardOutput)\(server.standardError)")
        #expect(try ServeEndToEndTests.get("/", port: served).hasPrefix("HTTP/1.1 200 OK"))

        let index = folder.appendingPathComponent("Content/screens/index.json")
        let good = try Data(contentsOf: index)
        try Data("{ \"title\": \"Home\", \"components\": [ }".utf8).write(to: index)
        #expect(Self.waitFor("Content/screens/index.json:1:", in: server), "\(server.standardOutput)")
        try good.write(to: index)

        try Data(screen.utf8).write(to: folder.appendingPathComponent("Content/screens/crew.json"))
        #expect(Self.waitFor("Content/screens/crew.json", in: server), "\(server.standardOutput)")
        #expect(try ServeEndToEndTests.get("/crew/", port: served).contains("Ada Lovelace"))
        #expect(server.interrupt() == 0)
    }

    static func waitFor(_ text: String, in server: ServeEndToEndTests.Server, seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !server.standardOutput.contains(text) {
            if Date() > deadline { return false }
            usleep(20_000)
        }
        return true
    }
}

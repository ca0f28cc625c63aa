import ArgumentParser
import Foundation
import SpotsBuild
import SpotsFlow
import SpotsFormat

/// `spots-site flow`: the app's navigation graph for tools and people: DOT, JSON (`spots-site
/// schema flow`) or text (its counts and checks); `--from`/`--to` the shortest paths from or to a
/// screen.
struct FlowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flow", abstract: "Print the app's navigation graph: the screens and the actions between them.",
        discussion:
            "The same graph the map at flow/ draws. --format dot is Graphviz's source (dot -Tsvg draws it), json lists every node and edge with the line of its first action (spots-site schema flow), and text the counts and the checks (orphan, unreachable, dead end). --from SCREEN prints the shortest path to every screen it reaches, --to SCREEN the shortest path from every screen that reaches it, shortest first; name a screen by its page (people/ada, /people/ada/), its action (people:ada) or its file (Content/screens/people/ada.json)."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, dot, json
    }

    @OptionGroup var project: ProjectOptions

    @Option(help: "text (counts, checks and paths), dot (Graphviz source) or json (spots-site schema flow).")
    var format: Format = .text

    @Option(name: .customLong("from"), help: "Print the shortest path from this screen to each screen it reaches.")
    var start: String?

    @Option(name: .customLong("to"), help: "Print the shortest path to this screen from each screen that reaches it.")
    var end: String?

    func run() throws {
        let console = project.console
        try project.requireContent(console)
        var options = project.buildOptions(output: "Output")
        options.purpose = .check
        options.catalog = false
        options.flow = false
        let site = SiteBuilder(options: options).build(pages: .discard)
        let reach = site.flow
        let errors = site.diagnostics.filter { $0.severity == .error }
        if start != nil, end != nil { throw ValidationError("give --from or --to, not both") }
        var paths: [[Int]]?
        do {
            if let start {
                paths = reach.paths(from: try FlowScreenName.node(start, in: reach.graph, option: "--from"))
            } else if let end {
                paths = reach.paths(to: try FlowScreenName.node(end, in: reach.graph, option: "--to"))
            }
        } catch {
            throw ValidationError(error.description)
        }
        switch format {
        case .dot: print(FlowDot.source(of: reach.graph), terminator: "")
        case .json: print(FlowJSON.document(reach, paths: paths), terminator: "")
        case .text:
            if let paths {
                print(FlowText.paths(paths, reach: reach, from: start != nil), terminator: "")
            } else {
                let problems = site.diagnostics.filter { [.orphanScreen, .unreachableScreen, .deadEndScreen].contains($0.rule) }
                print(FlowText.summary(reach, problems: problems, checked: errors.isEmpty), terminator: "")
            }
        }
        // A screen that cannot be read is missing from the graph: what is wrong, and exit 1.
        if !errors.isEmpty {
            console.report(errors)
            throw ExitCode(1)
        }
        ProcessEnd.exit()
    }
}

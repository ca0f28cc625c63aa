import ArgumentParser

/// A command whose `--help` ends with examples: real commands, each with what it does.
/// ArgumentParser prints a command's discussion before its usage, so the examples are a section
/// of their own that `SpotsSiteCommand.main` adds after the help; `HelpExamplesTests` fails on a
/// command without them.
protocol HelpExamples {
    /// Two or three commands, each with a short comment.
    static var examples: [HelpExample] { get }
}

/// A command of an example, and what it does.
typealias HelpExample = (command: String, comment: String)

/// The `EXAMPLES:` section at the end of a command's help: each comment above its command, so a
/// command can be copied whole.
enum ExamplesSection {
    /// `help` with the examples of the command that `arguments` (the process's, the binary first)
    /// ask the help of after it; as it is when it is not help text, or the command has none.
    static func appended(to help: String, arguments: [String], root: any ParsableCommand.Type) -> String {
        guard help.hasPrefix("OVERVIEW: ") || help.hasPrefix("USAGE: "),
            let examples = (command(in: arguments, root: root) as? any HelpExamples.Type)?.examples, !examples.isEmpty
        else { return help }
        var text = help
        while text.hasSuffix("\n") { text.removeLast() }
        return text + "\n\nEXAMPLES:\n" + examples.map { "  # " + $0.comment + "\n  " + $0.command }.joined(separator: "\n\n")
    }

    /// The command the arguments name: the subcommands they walk down from the root
    /// (`new screen`, `help templates copy`), stopping at the first word that is none.
    static func command(in arguments: [String], root: any ParsableCommand.Type) -> any ParsableCommand.Type {
        var command = root
        for argument in arguments.dropFirst() where !argument.hasPrefix("-") {
            if let next = command.configuration.subcommands.first(where: { $0._commandName == argument }) {
                command = next
            } else if argument != "help" || ObjectIdentifier(command) != ObjectIdentifier(root) {
                break
            }
        }
        return command
    }
}

extension SpotsSiteCommand: HelpExamples {
    static let examples: [HelpExample] = [
        ("spots-site init my-screens", "a small project that builds with no warning"),
        ("spots-site serve", "preview at http://127.0.0.1:8000/ as you edit"),
        ("spots-site build", "Content/ and Templates/ into Output/"),
    ]
}

extension BuildCommand: HelpExamples {
    static let examples: [HelpExample] = [
        ("spots-site build", "Content/ and Templates/ into Output/"),
        ("spots-site build --output public --incremental", "into public/, rendering only what changed"),
        ("spots-site build --client ios@3.0 --output Output-ios-3.0", "the site as iOS 3.0 renders it, each fallback marked"),
    ]
}

extension CheckCommand: HelpExamples {
    static let examples: [HelpExample] = [
        ("spots-site check", "every check a build makes; writes nothing"),
        ("spots-site check --strict --format github", "in a GitHub workflow: problems on the pull request"),
        ("spots-site check --format json > problems.json", "every problem as JSON, for a program"),
    ]
}

extension ServeCommand: HelpExamples {
    static let examples: [HelpExample] = [
        ("spots-site serve", "http://127.0.0.1:8000/, rebuilt and reloaded as you save"),
        ("spots-site serve --port 0 --open", "any free port, opened in the browser"),
        ("spots-site serve --content screens-json", "another content folder"),
    ]
}

extension DiffCommand: HelpExamples {
    static let examples: [HelpExample] = [
        ("spots-site diff --base origin/main", "what this branch does to the screens and pages"),
        ("spots-site diff old-project new-project --summary", "two folders, without the HTML diffs"),
        ("spots-site diff --base main --format markdown --report review", "a pull-request comment, and a report in review/"),
    ]
}

extension InitCommand: HelpExamples {
    static let examples: [HelpExample] = [
        ("spots-site init my-screens", "a project that builds, in a new folder"),
        ("spots-site init", "in this folder (empty, or only .git)"),
    ]
}

extension TemplatesCommand: HelpExamples {
    static let examples: [HelpExample] = [
        ("spots-site templates list", "the built-in templates and theme files"),
        ("spots-site templates copy items/default", "a copy in Templates/ to customise"),
    ]
}

extension TemplatesCommand.List: HelpExamples {
    static let examples: [HelpExample] = [
        ("spots-site templates list", "each built-in file, and which Templates/ overrides"),
        ("spots-site templates list --templates theme", "against another templates folder"),
    ]
}

extension TemplatesCommand.Copy: HelpExamples {
    static let examples: [HelpExample] = [
        ("spots-site templates copy items/default", "Templates/items/default.mustache, to edit"),
        ("spots-site templates copy page assets/theme.css --to theme", "two files, into theme/"),
        ("spots-site templates copy page --force", "your copy replaced by the built-in page"),
    ]
}

extension SchemaCommand: HelpExamples {
    static let examples: [HelpExample] = [
        ("spots-site schema > screen.schema.json", "the JSON Schema of a screen file"),
        ("spots-site schema --write", "the schemas saved, and VS Code's settings merged"),
        ("spots-site schema catalog", "the schema of Content/catalog.json"),
    ]
}

extension NewCommand: HelpExamples {
    static let examples: [HelpExample] = [
        ("spots-site new screen people --nav", "a screen, linked from the navigation"),
        ("spots-site new screen team/design --kind grid", "a grid, in Content/screens/team/"),
    ]
}

extension NewCommand.ScreenCommand: HelpExamples {
    static let examples: [HelpExample] = [
        ("spots-site new screen people", "Content/screens/people.json, the page /people/"),
        ("spots-site new screen team/design --kind grid", "a grid, in Content/screens/team/"),
        ("spots-site new screen gallery --kind carousel --nav", "and an entry in site.json's navigation"),
    ]
}

extension FlowCommand: HelpExamples {
    static let examples: [HelpExample] = [
        ("spots-site flow", "the screens, the actions between them, and what nothing leads to"),
        ("spots-site flow --to people/ada", "every way to reach a screen, shortest first"),
        ("spots-site flow --format dot | dot -Tsvg > flow.svg", "the graph for Graphviz and other tools"),
    ]
}

extension AuditCommand: HelpExamples {
    static let examples: [HelpExample] = [
        ("spots-site audit", "every screen at 375, 768 and 1280 px, light, dark and high contrast, both directions, three text modes"),
        ("spots-site audit --screens 'people*' --widths 375 --text pseudo", "the people screens on a phone, pseudo-localised"),
        ("spots-site audit --format github --exit-zero", "in a GitHub workflow: findings on the pull request, without failing it"),
    ]
}

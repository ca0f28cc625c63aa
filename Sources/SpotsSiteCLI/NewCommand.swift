import ArgumentParser
import Foundation
import SpotsBuild
import SpotsSite

/// `spots-site new screen NAME`: a new screen that builds, to start from.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new", abstract: "Add to the project: a new screen that builds, to start from.", subcommands: [ScreenCommand.self])

    /// `spots-site new screen NAME [--kind list|grid|carousel] [--nav]`.
    struct ScreenCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "screen",
            abstract: "Write a screen with one component of example items; --nav adds it to site.json's navigation.",
            discussion: """
                NAME is the page's path under the screens folder: people is Content/screens/people.json, the page \
                /people/; team/design is Content/screens/team/design.json. Its title is made from the last part \
                (account-settings: "Account settings"). A file that is there already is never replaced. With --nav, \
                site.json is edited as text and every other byte is kept; it is made when missing, and when it does \
                not parse nothing is written at all.
                """)

        @Argument(help: ArgumentHelp("The page's path under the screens folder: people, team/design.", valueName: "name"))
        var name: String

        @Option(help: "The component the screen starts with.")
        var kind: NewScreenText.Kind = .list

        @Flag(help: "Add the screen to site.json's navigation (site.json is made when missing).")
        var nav = false

        @Option(help: "The folder with site.json and screens/.")
        var content = "Content"

        func validate() throws {
            if case .failure(let refusal) = ScreenName.parse(name) { throw ValidationError(refusal.description) }
        }

        @OptionGroup var colour: ColourOption

        func run() throws {
            guard case .success(let screen) = ScreenName.parse(name) else { return }
            let shown = content.count > 1 && content.hasSuffix("/") ? String(content.dropLast()) : content
            let outcome: NewScreen.Outcome
            do {
                outcome = try NewScreen.write(
                    screen, kind: kind, navigation: nav, content: URL(fileURLWithPath: content).standardizedFileURL, shown: shown,
                    reserved: OutputPlan.reservedNames(features: SiteFeatures.all))
            } catch {
                colour.sayError(error.description)
                throw ExitCode(1)
            }
            let site = "\(shown)/site.json"
            let navigation =
                switch outcome.navigation {
                case nil: ""
                case .added?: "; added it to \(site)'s navigation"
                case .made(let titles)?: "; gave \(site) a navigation: \(titles.joined(separator: ", "))"
                case .fileWritten(let titles)?: "; wrote \(site) with a navigation: \(titles.joined(separator: ", "))"
                case .present(let title)?: "; \(site)'s navigation has an entry for it already (\"\(title)\"), left as it was"
                }
            let serve = shown == "Content" ? "spots-site serve" : "spots-site serve --content \(shown)"
            Console.say(
                "Wrote \(shown)/\(outcome.file) (the page \(screen.route))\(navigation). \(serve) shows it at http://127.0.0.1:8000\(screen.route)")
            // A screen in a folder is in no default navigation, nor is any screen of a site whose
            // site.json names its navigation: until something links to it, the build warns that
            // nothing leads to it.
            let folder = URL(fileURLWithPath: content).standardizedFileURL
            if outcome.navigation == nil, !NewScreen.isLedTo(screen, content: folder) {
                Console.say(
                    "Nothing leads to it yet: give an item of another screen \"action\": \"\(screen.action)\", or run this with --nav."
                )
            }
        }
    }
}

extension NewScreenText.Kind: ExpressibleByArgument {}

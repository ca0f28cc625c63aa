import ArgumentParser
import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender
import SpotsReview

/// `spots-site init [DIR]`: a small project that builds, to start from.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a small, working project to start from: a home screen, a screen bound to a data file, a variant.",
        discussion: """
            Writes Content/site.json, Content/screens/ (index.json with a list, a grid and a carousel; \
            team.json bound to Content/data/team.json; its variant team~empty.json), a .gitignore for \
            Output/ and a README. The folder is made when missing; a folder with anything in it but .git \
            is refused, and no file is ever replaced.
            """)

    @Argument(help: "The folder to write the project into.")
    var folder = "."

    @OptionGroup var colour: ColourOption

    func run() throws {
        let url = URL(fileURLWithPath: folder)
        do {
            let written = try StarterProject.write(into: url)
            let shown = folder == "." ? "this folder" : "\(folder)/"
            Console.say("Created a spots-site project in \(shown): \(written.joined(separator: ", ")).")
            let enter = folder == "." ? "" : "cd \(folder) && "
            Console.say("Next: \(enter)spots-site serve (a preview that follows your edits), or spots-site build (the site in Output/).")
        } catch let refusal as StarterProject.Refusal {
            colour.sayError(refusal.description)
            throw ExitCode(1)
        }
    }
}

import Foundation
import SpotsFormat
import SpotsRender

/// Step 2: the built-in templates with the project's over them.
enum LoadTemplates {
    package static let step = BuildStep(
        name: "Load templates", runs: .templatesChanged,
        run: { context in
            var (templates, problems) = load(context.options)
            templates.problems = problems
            context.templates = templates
            let name = FolderName.display(of: context.options.templates)
            let overrides = templates.overrideCount
            return templates.templateCount.counted("template") + (overrides > 0 ? ", \(overrides) from \(name)/" : ", built-in theme")
        },
        output: { .init(problems: $0.templates.problems) })

    /// The template set of `options`, and what is wrong with it.
    package static func load(_ options: BuildOptions) -> (TemplateSet, [Diagnostic]) {
        let folder = options.templates
        let name = FolderName.display(of: folder)
        let kind = ConfinedRoot.kind(ofNamed: folder)
        let exists = kind == .folder
        var diagnostics: [Diagnostic] = []
        if !exists && options.templatesRequired {
            let isFile = kind != nil
            diagnostics.append(
                Diagnostic(
                    .error, rule: .contentFolder, file: name,
                    message: isFile ? "the templates path is a file, not a folder" : "the templates folder does not exist",
                    hint: "pass --templates a folder with components/ and items/, or leave it out for the built-in theme"))
        }
        var (templates, problems) = TemplateSet.load(projectFolder: exists ? folder : nil, displayName: name)
        templates.pageBudget = options.pageBudget
        return (templates, diagnostics + problems)
    }
}

/// Step 4: what many pages need, worked out once (see `SiteOutline`). While serving, a changed
/// title (every page may show it in the navigation, breadcrumbs or index) renders every page.
enum Outline {
    static let step = BuildStep(
        name: "Outline",
        run: { context in
            let (outline, problems) = SiteOutline.make(
                content: context.content, templates: context.templates, screensFolder: context.contentFolder.display("screens"),
                generatedFiles: context.generatedFiles)
            if !context.scope.everything, outline.titles != context.outline.titles {
                context.scope.renderAll = true
            }
            context.outline = outline
            context.report(problems)
            return "\(outline.titles.count) routes, \(outline.navigation.links.count) navigation links"
        })
}

import SpotsFormat
import SpotsRender

/// What a set of changed files (full paths) means for the site: the part of the pipeline to run.
package struct ChangedFiles {
    /// Changed files under the content folder, by their paths there.
    package private(set) var contentPaths: Set<String> = []
    /// Changed templates, by name (`items/person`).
    package private(set) var templates: Set<String> = []
    /// Changed assets, by their paths in the site (`assets/photo.jpg`).
    package private(set) var assets: Set<String> = []

    package init(_ paths: Set<String>, options: BuildOptions) {
        let contentRoot = options.content.standardizedFileURL.path + "/"
        let templatesRoot = options.templates.standardizedFileURL.path + "/"
        for path in paths {
            if path.hasPrefix(templatesRoot) {
                let relative = String(path.dropFirst(templatesRoot.count))
                if relative.hasPrefix("assets/") {
                    assets.insert(relative)
                } else if relative.hasSuffix(".mustache") {
                    templates.insert(String(relative.dropLast(".mustache".count)))
                }
            } else if path.hasPrefix(contentRoot) {
                let relative = String(path.dropFirst(contentRoot.count))
                contentPaths.insert(relative)
                if relative.hasPrefix("assets/") { assets.insert(relative) }
            }
        }
    }

    /// The scope of the change for the site as `context` has it: everything when it changes which
    /// pages there are or the settings every page uses, else the screens and templates it touches.
    package func scope(in context: BuildContext) -> BuildScope {
        let content = context.content
        var scope = BuildScope(everything: false, templates: templates)
        for relative in contentPaths where !relative.hasPrefix("assets/") {
            // The catalog's word on a kind (a deprecation) is checked at every screen that uses it.
            if relative == "site.json" || relative == "catalog.json" { return .everything }
            if case .file(let siteData, _)? = content.config.data, siteData == relative { return .everything }
            // Records and `[id]` files decide which pages there are: that is everything again.
            if content.screenFiles.contains(where: { $0.record?.contentPath == relative })
                || (relative.hasPrefix("screens/") && ScreenFileName.placeholders(in: String(relative.dropFirst("screens/".count))) != nil)
            {
                return .everything
            }
            // A screen file makes its own pages; any file (a data file, a screen that variants
            // vary) is a dependency of the pages that read it.
            for screenFile in content.screenFiles where screenFile.contentPath == relative { scope.screens.insert(screenFile.route) }
            for (route, loaded) in content.screens where loaded.screen?.dependencies.contains(relative) == true { scope.screens.insert(route) }
        }
        return scope
    }
}

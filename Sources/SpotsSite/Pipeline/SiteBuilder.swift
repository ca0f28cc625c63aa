import Foundation
import Logging

/// Builds a site: the ordered list of steps from `Content/` to a `RenderedSite` in memory.
/// Only `SiteWriter` touches the output folder.
public struct SiteBuilder: Sendable {
    /// Where to read.
    public let options: BuildOptions
    /// Receives one line per step.
    public let logger: Logger

    /// Creates a builder.
    public init(options: BuildOptions, logger: Logger = Logger(label: "spots-site", factory: { _ in SwiftLogNoOpLogHandler() })) {
        self.options = options
        self.logger = logger
    }

    /// Loads, renders and validates every page; never throws for content problems, which are
    /// in the result's diagnostics.
    public func build() -> RenderedSite {
        var context = BuildContext(options: options)
        let steps = Self.steps
        for (index, step) in steps.enumerated() {
            let started = DispatchTime.now()
            let summary: String
            do {
                summary = try step.body(&context)
            } catch {
                context.diagnostics.append(Diagnostic(.error, file: BuildOptions.displayName(of: options.content), message: "\(step.name) failed: \(error)"))
                break
            }
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6
            logger.info("[\(index + 1)/\(steps.count)] \(step.name): \(summary) (\(Self.format(milliseconds)) ms)")
        }
        let strict = options.strict || context.content.config.strict
        var diagnostics = context.diagnostics
        if strict {
            for index in diagnostics.indices where diagnostics[index].severity == .warning {
                diagnostics[index].severity = .error
                diagnostics[index].message += " [strict]"
            }
        }
        context.site.diagnostics = diagnostics.sorted(by: Diagnostic.reportOrder)
        context.site.screens = context.content.screens
        return context.site
    }

    private static func format(_ milliseconds: Double) -> String {
        String(format: "%.0f", milliseconds)
    }

    /// The built-in templates with the project's over them.
    static func loadTemplates(_ options: BuildOptions) -> (TemplateSet, [Diagnostic]) {
        let folder = options.templates
        let name = BuildOptions.displayName(of: folder)
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
        var diagnostics: [Diagnostic] = []
        if !exists && options.templatesRequired {
            diagnostics.append(Diagnostic(.error, file: name, message: "the templates folder does not exist"))
        }
        let (templates, problems) = TemplateSet.load(projectFolder: exists ? folder : nil, displayName: name)
        return (templates, diagnostics + problems)
    }

    /// The renderer of a site's pages: its links, navigation and templates.
    static func makeRenderer(_ content: LoadedContent, templates: TemplateSet, options: BuildOptions) -> (PageRenderer, [Diagnostic]) {
        let links = LinkResolver(
            routes: Set(content.screenFiles.map(\.route)), assets: Set(content.assets.keys),
            screensFolder: BuildOptions.displayName(of: options.content) + "/screens")
        let (navigation, problems) = SiteNavigation.make(for: content, links: links)
        return (PageRenderer(templates: templates, config: content.config, links: links, navigation: navigation), problems)
    }

    static let steps: [BuildStep] = [
        BuildStep(name: "Find content") { context in
            let loader = ContentLoader(folder: context.options.content, displayName: BuildOptions.displayName(of: context.options.content))
            context.content = loader.load()
            context.diagnostics += context.content.diagnostics
            return "\(context.content.screenFiles.count) screens, \(context.content.assets.count) assets"
        },
        BuildStep(name: "Load templates") { context in
            let (templates, diagnostics) = loadTemplates(context.options)
            context.templates = templates
            context.diagnostics += diagnostics
            let overrides = templates.overrideCount
            let name = BuildOptions.displayName(of: context.options.templates)
            return "\(templates.templateCount) templates" + (overrides > 0 ? ", \(overrides) from \(name)/" : ", built-in theme")
        },
        BuildStep(name: "Read, render and validate pages") { context in
            let (renderer, navigationProblems) = makeRenderer(context.content, templates: context.templates, options: context.options)
            context.diagnostics += navigationProblems
            let pageSet = PageSet(renderer: renderer, content: context.content)
            let pages = pageSet.combine(pageSet.render())
            context.content.screens = pages.screens
            context.site.files.merge(pages.files) { $1 }
            context.diagnostics += pages.diagnostics
            context.site.pageCount = pages.files.count
            return "\(pages.files.count) pages, \(pages.danglingCount) dangling actions"
        },
        BuildStep(name: "Write site files") { context in
            let extras = SiteFiles(content: context.content, templates: context.templates).make()
            context.site.files.merge(extras) { current, _ in current }
            return "sitemap.xml, routes.json, \(context.content.assets.count + context.templates.themeFiles.count) assets"
        },
    ]
}

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

    static let steps: [BuildStep] = [
        BuildStep(name: "Find content") { context in
            let loader = ContentLoader(folder: context.options.content, displayName: BuildOptions.displayName(of: context.options.content))
            context.content = loader.load()
            context.diagnostics += context.content.diagnostics
            return "\(context.content.screenFiles.count) screens, \(context.content.assets.count) assets"
        },
        BuildStep(name: "Load templates") { context in
            let folder = context.options.templates
            let name = BuildOptions.displayName(of: folder)
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
            if !exists && context.options.templatesRequired {
                context.diagnostics.append(Diagnostic(.error, file: name, message: "the templates folder does not exist"))
            }
            let (templates, diagnostics) = TemplateSet.load(projectFolder: exists ? folder : nil, displayName: name)
            context.templates = templates
            context.diagnostics += diagnostics
            let overrides = templates.overrideCount
            return "\(templates.templateCount) templates" + (overrides > 0 ? ", \(overrides) from \(name)/" : ", built-in theme")
        },
        BuildStep(name: "Read, render and validate pages") { context in
            let links = LinkResolver(
                routes: Set(context.content.screenFiles.map(\.route)), assets: Set(context.content.assets.keys),
                screensFolder: BuildOptions.displayName(of: context.options.content) + "/screens")
            let (navigation, navigationProblems) = SiteNavigation.make(for: context.content, links: links)
            context.diagnostics += navigationProblems
            let renderer = PageRenderer(templates: context.templates, config: context.content.config, links: links, navigation: navigation)
            var pages = PageSet(renderer: renderer, content: context.content)
            pages.renderAll()
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

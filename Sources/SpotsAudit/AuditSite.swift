import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The site as the audit opens it, in one text mode: built as `build` would, each item marked
/// with the place in its screen file that made it (`SourceMark`), and written to a folder of
/// its own that the browser reads; never the output folder.
package struct AuditSite: Sendable {
    /// One screen's page.
    package struct Page: Sendable {
        package var route: Route
        /// The screen file, as diagnostics name it (`Content/screens/people.json`).
        package var file: String
        /// Its path under `screens/` (`profile/1.json`), which `--screens` matches.
        package var name: String
        /// The page, to open.
        package var url: URL
        /// Where each component of the page is written, and its kind, by its HTML id.
        package var components: [String: (mark: SourceMark, kind: String)]
        /// The rules the screen silences in itself (`//spots-site`).
        package var ignoredRules: Set<DiagnosticRule>
        /// The kind of each item and component, by its JSON path (`components[1].items[0]`).
        package var kinds: [String: Kind] = [:]
    }

    /// An item or component kind, as the catalog has a page for it.
    package struct Kind: Sendable, Hashable, Comparable {
        package var name: String
        package var isComponent: Bool

        /// "person item", "carousel component".
        package var phrase: String { "\(name) \(isComponent ? "component" : "item")" }

        package static func < (lhs: Kind, rhs: Kind) -> Bool { (lhs.isComponent ? 0 : 1, lhs.name) < (rhs.isComponent ? 0 : 1, rhs.name) }
    }

    package var text: TextMode
    package var pages: [Page] = []
    /// What building the site found wrong.
    package var diagnostics: [Diagnostic] = []
    /// The theme files the project has of its own (`assets/theme.css`), as diagnostics name each;
    /// the others are the built-in theme's.
    package var ownThemeFiles: [String: String] = [:]

    /// Builds the site of `options` in `text` into `folder` (which must not exist yet), keeping the
    /// pages of the screens whose path under `screens/` or route matches `screens` (a glob; nil for all).
    /// `address` gives the address the browser opens a file of the folder at (its path in it).
    package static func build(
        _ options: BuildOptions, text: TextMode, into folder: URL, screens glob: String?, addressedBy address: (String) -> URL
    ) throws -> AuditSite {
        var options = options
        options.view = SiteView(text: text)
        // A review side (`diff --audit`) keeps the name its pages give the content folder.
        let pageName = options.purpose.contentPageName
        options.purpose = .audit
        options.purpose.contentPageName = pageName
        options.incremental = false
        options.output = folder
        var (site, context) = SiteBuilder(options: options).buildKeepingContext()
        var audit = AuditSite(text: text, diagnostics: site.diagnostics)
        let templatesName = FolderName.display(of: options.templates)
        for case (let path, .file(_)) in context.templates.themeFiles { audit.ownThemeFiles[path] = "\(templatesName)/\(path)" }
        guard !site.diagnostics.hasErrors else { return audit }
        sandbox(&site)
        _ = try SiteWriter(output: folder).write(site, checkOwnership: false)
        for screenFile in context.content.screenFiles {
            guard let screen = context.content.screens[screenFile.route]?.screen else { continue }
            let name = String(screenFile.contentPath.dropFirst("screens/".count))
            if let glob, !matches(glob, name) && !matches(glob, screenFile.route.path) { continue }
            let anchors = context.rendered.pages[screenFile.route]?.anchors ?? [:]
            audit.pages.append(
                Page(
                    route: screenFile.route, file: screenFile.diagnosticName, name: name,
                    url: address(screenFile.route.outputFile),
                    components: componentMarks(of: screen, anchors: anchors, file: screenFile.diagnosticName), ignoredRules: screen.ignoredRules,
                    kinds: kinds(of: screen)))
        }
        return audit
    }

    /// Every page the browser opens carries the sandbox's policy first in its head (`BrowserSandbox`):
    /// no script a template wrote runs, nothing is framed, nothing is fetched.
    static func sandbox(_ site: inout RenderedSite) {
        // Pages and any asset a browser would show as a page (`assets/x.html`, copied as it is).
        for (path, file) in site.files where BrowserSandbox.opensAsPage(path) {
            switch file {
            case .text(let text): site.files[path] = .text(BrowserSandbox.sandboxed(text))
            case .bytes(let bytes): site.files[path] = .text(BrowserSandbox.sandboxed(String(decoding: bytes, as: UTF8.self)))
            case .copy(let url):
                let bytes = (try? ConfinedRoot.bytes(atResolved: url.path, sizeLimit: FileSize.defaultLimit).get()) ?? []
                site.files[path] = .text(BrowserSandbox.sandboxed(String(decoding: bytes, as: UTF8.self)))
            case .staged, .stagedText: break
            }
        }
    }

    /// Whether `name` matches the shell glob `pattern` (`profile/*`, `people*.json`).
    static func matches(_ pattern: String, _ name: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }

    /// The kind of every item and component of `screen`, by JSON path.
    private static func kinds(of screen: Screen) -> [String: Kind] {
        var kinds: [String: Kind] = [:]
        func visit(_ components: [Component]) {
            for component in components {
                kinds[component.path] = Kind(name: component.kind.name, isComponent: true)
                // A header or footer is an item of a kind only when it names one, as the catalog counts them.
                let roles = [component.header, component.footer].compactMap { $0 }
                for item in component.items + roles.filter({ $0.kind != nil }) {
                    kinds[item.path] = Kind(name: item.kind ?? "default", isComponent: false)
                }
                for item in roles + component.items { visit(item.children) }
            }
        }
        visit(screen.components)
        return kinds
    }

    /// Each component's place, by the id its page gives it (`anchors`: JSON path to id).
    private static func componentMarks(of screen: Screen, anchors: [String: String], file: String) -> [String: (mark: SourceMark, kind: String)] {
        var marks: [String: (mark: SourceMark, kind: String)] = [:]
        func visit(_ components: [Component]) {
            for component in components {
                if let id = anchors[component.path] {
                    marks[id] = (SourceMark(file: file, location: component.location, path: component.path), component.kind.name)
                }
                for item in [component.header].compactMap({ $0 }) + component.items + [component.footer].compactMap({ $0 }) {
                    visit(item.children)
                }
            }
        }
        visit(screen.components)
        return marks
    }
}

extension BuildPurpose {
    /// The audit's builds: the screens' pages alone, each item marking the line that made it, for
    /// a browser to measure; no one publishes them.
    package static let audit = BuildPurpose(name: "audit", marksSources: true, makesFeaturePages: false)
}

import Foundation
import SpotsFormat
import SpotsRender

/// Step 7: `404.html`, the page static hosts (GitHub Pages, Netlify, Cloudflare Pages) serve for an
/// address with no page, in the site's look, with the navigation and a link home. It is served at
/// any address, so its links start at the site's root: the path of `baseURL` in `site.json`, else `/`.
package struct NotFoundPage: PageGenerator {
    package static let file = "404.html"

    package var name: String { "404 page" }
    package var writes: Set<String> { [Self.file] }

    package func files(of site: GeneratorInput) -> GeneratedFiles {
        let config = site.content.config
        let root = Self.sitePath(of: config.baseURL)
        var context = SiteContext(config: config, navigation: site.outline.navigation.context(on: .root, root: root), root: root)
        context.featureLinks = site.outline.frame.featureLinks
        let document = Document(route: .root, template: "404", context: NotFoundContext(site: context), sitePath: root, pageName: "/" + Self.file)
        return GeneratedFiles([GeneratedFile(Self.file, .document(document))], summary: "\(Self.file), links from \(root)")
    }

    /// The path of the site's root on its host: `/docs/` for `https://example.com/docs/`, else `/`.
    package static func sitePath(of baseURL: String?) -> String {
        guard let baseURL, let path = URL(string: baseURL)?.path, !path.isEmpty else { return "/" }
        return path.hasSuffix("/") ? path : path + "/"
    }

    /// The context of the `404` template.
    struct NotFoundContext: TemplateContext {
        package let site: SiteContext

        package func value(named name: String) -> TemplateValue? {
            name == "page" ? .object(PageFields(site: site)) : site.value(named: name)
        }

        /// `page.heading` and `page.title`.
        private struct PageFields: TemplateContext {
            package let site: SiteContext

            package func value(named name: String) -> TemplateValue? {
                switch name {
                case "heading": .text("Page not found")
                case "title": .text("Page not found – \(site.title)")
                default: nil
                }
            }
        }
    }
}

import Foundation
import FuzzSupport

@testable import SpotsBuild
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

@main enum Main {
    static func main() { exit(runFuzzer(fuzzPage)) }
}

/// One screen's whole page: parsed, decoded, rendered with the built-in theme and checked as a
/// build checks it. A page is either reported with an error or well-formed, and holds no script.
private let renderer: CheckedPageRenderer = {
    let (templates, _) = TemplateSet.load(projectFolder: nil, displayName: "Templates")
    return CheckedPageRenderer(
        renderer: PageRenderer(
            templates: templates, config: SiteConfig(), frame: SiteFrame(navigation: SiteNavigation(), links: LinkResolver(routes: [], assets: []))),
        plannedFiles: [])
}()

func fuzzPage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let root = try? JSONParser.parse(bytes).root else { return 0 }
    var decoder = ScreenDecoder(file: "Content/screens/index.json")
    let screen = decoder.decode(root, route: .root)
    let outcome = renderer.page(for: .root, screen: screen)
    guard let html = outcome.html else { return 0 }
    if !outcome.diagnostics.contains(where: { $0.severity == .error }), let error = HTMLValidator.inspect(html).syntaxError {
        fatalError("a malformed page with no error: \(error)")
    }
    if html.lowercased().contains("<script") { fatalError("a script on the page") }
    return 0
}

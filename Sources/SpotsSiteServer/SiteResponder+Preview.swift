import HTTPTypes
import Hummingbird
import NIOCore
import SpotsBuild
import SpotsFormat
import SpotsRender

/// The device preview (`/__preview/people/`, `/__preview/people/?client=ios@3.0&text=pseudo`).
extension SiteResponder {
    func preview(_ rest: Substring, _ request: Request) -> Response {
        // A page is reached as `/people/` and, by the built pages' own links, `/people/index.html`.
        var route = rest.isEmpty ? "/" : String(rest)
        if route.hasSuffix("/index.html") { route.removeLast("index.html".count) }
        let page = route.hasSuffix("/") ? route : route + "/"
        let query = viewQuery(request)
        guard let view = query.view else { return badView(query) }
        let version = live.version
        let file = String(page.dropFirst()) + "index.html"
        guard let shown = version.files[file] else { return Self.notFound }
        let menu = PreviewPage.Menu(shown: view, versions: version.clientVersions, floors: version.clientFloors)
        let body = Array(PreviewPage.html(route: page, title: Self.title(of: shown), menu: menu).utf8)
        let headers: HTTPFields = [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache", .contentLength: String(body.count)]
        if request.method == .head { return Response(status: .ok, headers: headers) }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// The page's `<title>`, still HTML-escaped as the page has it.
    static func title(of file: RenderedSite.File) -> String {
        guard case .text(let html) = file, let start = html.range(of: "<title>"),
            let end = html.range(of: "</title>", range: start.upperBound..<html.endIndex)
        else { return "" }
        return String(html[start.upperBound..<end.lowerBound])
    }
}

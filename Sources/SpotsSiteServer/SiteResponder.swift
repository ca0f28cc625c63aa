import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import SpotsBuild
import SpotsFormat
import SpotsRender

/// Answers the preview server's requests: the site's files (GET and HEAD only, nothing outside the
/// site, only for this machine's host names), also as an app version renders them (`?client=`) and
/// in a text mode (`?text=`), the live-reload script and its event stream, and the device preview.
struct SiteResponder: HTTPResponder {
    typealias Context = PreviewRequestContext

    let live: LiveSite
    /// The site in each view asked for: as an app version renders it, in a text mode.
    let views: ViewSites
    /// Folders whose files may be served as assets (links followed only inside each).
    let assetRoots: [ConfinedRoot]
    /// The `Host` headers answered.
    let hosts: AllowedHosts
    /// How many event streams may be open at once; one more gets a 503.
    let maxEventStreams: Int
    /// Held while the event streams are counted and one more subscribes, so the count holds.
    let admission = NSLock()
    /// How often an event stream with nothing to say sends a comment line, so a connection that
    /// went away without closing is noticed by the failing write.
    let keepAlive: Duration
    /// The site's features, which may ask for headers on their files.
    let features: [any SiteFeature]

    init(live: LiveSite, views: ViewSites, options: PreviewServer.Options = .init()) {
        self.live = live
        self.views = views
        hosts = AllowedHosts(listeningOn: options.host)
        maxEventStreams = options.maxEventStreams
        keepAlive = options.keepAliveInterval
        let build = live.builder.options
        features = build.features
        assetRoots = [build.content.appendingPathComponent("assets"), build.templates.appendingPathComponent("assets")].map {
            ConfinedRoot($0, links: .followInside)
        }
    }

    /// Every response says `nosniff`: a browser takes each file for the type it is served as.
    func respond(to request: Request, context: Context) async throws -> Response {
        var response = try await answer(request, channel: context.channel)
        if let noSniff = HTTPField.Name("X-Content-Type-Options") { response.headers[noSniff] = "nosniff" }
        return response
    }

    private func answer(_ request: Request, channel: any Channel) async throws -> Response {
        guard request.method == .get || request.method == .head else { return Self.methodNotAllowed(closing: channel) }
        // The port and address the connection came in on: the server's, also with `--port 0`.
        let local = channel.localAddress
        guard hosts.allows(request.head.authority, port: local?.port, address: local?.ipAddress), !Self.hasSecondHost(request) else {
            return Self.plain(.misdirectedRequest, hosts.refusal(port: local?.port))
        }
        guard let path = Self.sitePath(request.uri.path) else { return Self.notFound }
        if path == "__spots/live.js" { return script(request) }
        if path == "__spots/events" { return await events(request, channel: channel) }
        if path == "__preview" || path.hasPrefix("__preview/") { return preview(path.dropFirst("__preview".count), request) }
        let query = viewQuery(request)
        guard let view = query.view else { return badView(query) }
        guard let version = await withSite(for: view, \.version) else { return tooManyViews }
        let file = path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
        if version.files[file] == nil, version.files[file + "/index.html"] != nil {
            // A folder without its slash: relative links inside need it.
            return Response(status: .movedPermanently, headers: [.location: "/" + path + "/" + view.query])
        }
        guard let served = version.files[file], var body = contents(served) else {
            // An address that would be a page gets a page that waits for it (and shows the errors).
            let last = file.split(separator: "/").last ?? ""
            guard file.hasSuffix(".html") || !last.contains("."), request.method == .get else { return Self.notFound }
            let page = Array(ClientAssets.notFoundPage(file, view: view).utf8)
            return Response(
                status: .notFound,
                headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache", .contentLength: String(page.count)],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: page)))
        }
        var etag = version.etags[file] ?? LiveSite.etag(served)
        if file.hasSuffix(".html") {
            // Pages carry the live-reload script, which knows the page and the view it shows.
            etag = Self.liveTag(etag)
            body = Self.injectScript(into: body, page: file, etag: etag, view: view)
        }
        var headers: HTTPFields = [
            .contentType: Self.contentType(of: file), .eTag: etag, .cacheControl: "no-cache", .contentLength: String(body.count),
        ]
        // What `_headers` asks a static host for (a Storybook on another origin reads the story index).
        for (name, value) in features.flatMap({ $0.headers(of: file) }) {
            if let name = HTTPField.Name(name) { headers[name] = value }
        }
        if let match = request.headers[.ifNoneMatch], match.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag })
        {
            headers[.contentLength] = nil
            return Response(status: .notModified, headers: headers)
        }
        if request.method == .head { return Response(status: .ok, headers: headers) }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// Whether the request has a second `Host` header (the first is its authority): which of them
    /// a proxy on the way read cannot be known.
    static func hasSecondHost(_ request: Request) -> Bool {
        HTTPField.Name("Host").map { request.headers[$0] != nil } ?? false
    }

    // MARK: Paths

    /// The path under the site of a request path, percent-decoded; nil for anything that could
    /// leave the site (`..`, `.`, backslashes, NUL, encoded slashes in a segment).
    static func sitePath(_ requestPath: String) -> String? {
        guard requestPath.hasPrefix("/") else { return nil }
        var segments: [String] = []
        let raw = requestPath.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        for (index, part) in raw.enumerated() {
            guard let decoded = String(part).removingPercentEncoding else { return nil }
            if decoded == ".." || decoded == "." || decoded.contains("/") || decoded.contains("\\") || decoded.contains("\0") { return nil }
            if decoded.isEmpty && index != raw.count - 1 { return nil }
            segments.append(decoded)
        }
        return segments.joined(separator: "/")
    }

    /// A file's bytes; an asset only when it is inside the content's or the templates' assets
    /// folder once symbolic links are followed.
    private func contents(_ file: RenderedSite.File) -> [UInt8]? {
        switch file {
        case .text(let text): return Array(text.utf8)
        case .bytes(let bytes): return bytes
        case .copy(let url):
            // Through the gate of the assets folder it is in; anything else is not served.
            for root in assetRoots {
                guard let relative = root.relative(ofNamed: url), !relative.isEmpty else { continue }
                return try? root.bytes(of: relative).get()
            }
            return nil
        case .staged, .stagedText: return nil  // the server keeps its files in memory
        }
    }

    static func contentType(of path: String) -> String {
        let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch ext {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "xml": return "application/xml"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "avif": return "image/avif"
        case "ico": return "image/x-icon"
        case "woff2": return "font/woff2"
        case "woff": return "font/woff"
        case "ttf": return "font/ttf"
        case "txt", "md": return "text/plain; charset=utf-8"
        case "pdf": return "application/pdf"
        default: return "application/octet-stream"
        }
    }

    static var notFound: Response { plain(.notFound, "Not found.\n") }

    /// 405, and the connection closed once it is sent: after a CONNECT the HTTP parser reads no
    /// further requests, and the connection would wait for ever.
    static func methodNotAllowed(closing channel: any Channel) -> Response {
        let text = ByteBuffer(string: "Only GET and HEAD are served.\n")
        let body = ResponseBody(contentLength: text.readableBytes) { writer in
            try await writer.write(text)
            try await writer.finish(nil)
            // The answer goes out before the close: both run on the channel's event loop, the close later.
            channel.eventLoop.scheduleTask(in: .milliseconds(50)) { channel.close(promise: nil) }
        }
        return Response(
            status: .methodNotAllowed, headers: [.contentType: "text/plain; charset=utf-8", .allow: "GET, HEAD", .connection: "close"], body: body)
    }

    static func plain(_ status: HTTPResponse.Status, _ text: String, headers: HTTPFields = [:]) -> Response {
        var fields = headers
        fields[.contentType] = "text/plain; charset=utf-8"
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}

/// The request context of the preview server: Hummingbird's basic one, and the connection, which
/// a 405 closes.
struct PreviewRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}

import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import ServiceLifecycle
import SpotsFormat
import SpotsRender

/// Live reload: the script every page carries, and the event stream it listens to.
extension SiteResponder {
    /// `page` with the inspect switch and the live-reload script before its `</body>`; a page shown
    /// in a view (as an app version renders it, in a text mode, inspected) says which
    /// (`data-view`), so its stream and links keep it.
    static func injectScript(into page: [UInt8], page path: String, etag: String, view: SiteView = .built) -> [UInt8] {
        let tag =
            ClientAssets.inspectSwitch(in: view)
            + "<script src=\"/__spots/live.js\" data-page=\"\(path.htmlEscaped)\" data-etag=\"\(etag.htmlEscaped)\"\(view.dataAttribute)></script>\n"
        let html = String(decoding: page, as: UTF8.self)
        guard let end = html.range(of: "</body>", options: .backwards) else { return Array((html + tag).utf8) }
        return Array((html[..<end.lowerBound] + tag + html[end.lowerBound...]).utf8)
    }

    func script(_ request: Request) -> Response {
        let body = Array(ClientAssets.liveScript.utf8)
        let headers: HTTPFields = [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache", .contentLength: String(body.count)]
        if request.method == .head { return Response(status: .ok, headers: headers) }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// Server-Sent Events for one open page (`?page=people/index.html`, with `&client=ios@3.0` and
    /// `&text=pseudo` for a page shown in that view): first its current state, then every change. A
    /// reconnecting page learns at once whether it missed one.
    ///
    /// Only for the server's own pages (a page of another site gets a 403), at most
    /// `maxEventStreams` at once, the views' included (then a 503); a stream ends, and frees
    /// its place, as soon as its connection closes.
    func events(_ request: Request, channel: any Channel) async -> Response {
        let local = channel.localAddress
        if let origin = request.headers[.origin], !hosts.allowsOrigin(origin, port: local?.port, address: local?.ipAddress) {
            return Self.plain(.forbidden, "The live-reload stream is only for this server's own pages; the Origin header names another site.\n")
        }
        // What browsers say of a request no script can make same-origin (an image, a no-cors fetch).
        if let site = HTTPField.Name("Sec-Fetch-Site").flatMap({ request.headers[$0] }), site != "same-origin" && site != "none" {
            return Self.plain(.forbidden, "The live-reload stream is only for this server's own pages; this request came from another site.\n")
        }
        let page = request.uri.queryParameters.get("page") ?? "index.html"
        let query = viewQuery(request)
        guard let view = query.view else { return badView(query) }
        let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-cache"]
        if request.method == .head { return Response(status: .ok, headers: headers) }
        let (shown, subscription): (LiveSite, LiveSite.Subscription)
        switch await subscribe(to: view) {
        case .subscribed(let site, let made): (shown, subscription) = (site, made)
        case .full:
            return Self.plain(
                .serviceUnavailable,
                "\(maxEventStreams) live-reload streams are open, the most this server keeps; close some of this site's tabs, then reload this page.\n",
                headers: [.retryAfter: "10"])
        case .tooManyViews: return tooManyViews
        }
        // A connection that closes ends its stream at once, whether or not there is anything to send.
        channel.closeFuture.whenComplete { _ in subscription.end() }
        let first = shown.version
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { [shown, keepAlive] writer in
                try await writer.write(ByteBuffer(string: Self.message("state", Self.state(first, page: page, changed: [page]))))
                // The stream ends when the server stops (Ctrl-C), so the connection does not hold it up.
                try await withGracefulShutdownHandler {
                    try await Self.send(subscription, page: page, keepAlive: keepAlive, to: &writer)
                } onGracefulShutdown: {
                    shown.finishAll()
                }
                try await writer.finish(nil)
            })
    }

    private enum Admission {
        case subscribed(LiveSite, LiveSite.Subscription)
        /// `maxEventStreams` are open.
        case full
        /// The view's site could not be made (`ViewSites.cap`).
        case tooManyViews
    }

    /// A subscription to the site in `view` (the site itself for the site as built), which is kept
    /// meanwhile, so a stream never listens to a site the watcher no longer refreshes. The streams
    /// of every site are counted and the new one subscribed in one step, under `admission`, so two
    /// requests at once cannot both take the last place.
    private func subscribe(to view: SiteView) async -> Admission {
        let admitted = await withSite(for: view) { shown in
            admission.withLock {
                guard live.subscriberCount + views.subscriberCount < maxEventStreams else { return Admission.full }
                return .subscribed(shown, shown.subscription())
            }
        }
        return admitted ?? .tooManyViews
    }

    /// Writes each change as an `update` event, and a comment line every `keepAlive`, until the
    /// subscription ends or a write fails (the page went away); either way the subscription ends.
    private static func send(
        _ subscription: LiveSite.Subscription, page: String, keepAlive: Duration, to writer: inout any ResponseBodyWriter
    ) async throws {
        let (lines, sink) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(16))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await event in subscription.events {
                    sink.yield(message("update", state(event.version, page: page, changed: event.changed)))
                }
                sink.finish()
            }
            group.addTask {
                while true {
                    try await Task.sleep(for: keepAlive)
                    sink.yield(": ping\n\n")
                }
            }
            defer { group.cancelAll() }
            for await line in lines { try await writer.write(ByteBuffer(string: line)) }
        }
    }

    /// The tag of a page as served, with the live-reload script in it.
    static func liveTag(_ etag: String) -> String {
        "\"" + etag.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) + "-live\""
    }

    static func message(_ name: String, _ data: String) -> String {
        "event: \(name)\ndata: \(data)\n\n"
    }

    /// What a page needs to know: its current tag (when it changed), whether assets changed, and
    /// the errors to show.
    static func state(_ version: LiveSite.Version, page: String, changed: Set<String>) -> String {
        var object: [String: Any] = [
            "version": version.number, "errors": version.errors.count, "errorText": version.errorText, "warnings": version.warningCount,
        ]
        if changed.contains(page) { object["etag"] = version.etags[page].map(liveTag) ?? NSNull() }
        object["assets"] = changed.contains { !$0.hasSuffix(".html") && $0.hasPrefix("assets/") }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

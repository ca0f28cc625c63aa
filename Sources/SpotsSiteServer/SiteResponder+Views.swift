import HTTPTypes
import Hummingbird
import SpotsFormat

/// `?client=ios@3.0`: a page, its event stream or its device preview as that app version renders
/// the site (`ClientSites`).
extension SiteResponder {
    /// What the request's `?client=` asks for, against the platforms the site names now.
    func clientQuery(_ request: Request) -> ClientQuery {
        ClientQuery(request.uri.queryParameters.get("client"), floors: live.version.clientFloors)
    }

    /// `body`'s result on the site as `client` renders it (the site itself for nil), kept while
    /// `body` runs. Nil when too many app versions are kept to make another (`tooManyClients`).
    func withSite<Value>(for client: ClientTarget?, _ body: (LiveSite) -> Value) async -> Value? {
        guard let client else { return body(live) }
        return await clients.withSite(for: client, body)
    }

    /// `?client=ios@3.0`, or nothing for the site as built: what an address keeps of the version.
    static func query(_ client: ClientTarget?) -> String {
        client.map { "?client=\($0)" } ?? ""
    }

    /// 400: the value is not served; what is wrong, the versions the site names, and how to see
    /// the site as built.
    func badClient(_ problem: String) -> Response {
        let version = live.version
        let named = version.clientVersions.map(\.description)
        let platforms = ClientQuery.listed(version.clientFloors.keys.sorted())
        let versions =
            named.isEmpty
            ? "" : "The versions site.json and catalog.json name: \(named.joined(separator: ", ")); any other version on \(platforms) works too.\n"
        return Self.plain(.badRequest, "\(problem)\n\(versions)Leave ?client= out for the site as built.\n")
    }

    /// 503: as many app versions as the server keeps are open in pages, and none can go for one more.
    var tooManyClients: Response {
        Self.plain(
            .serviceUnavailable,
            "Too many app versions are open at once (\(clients.cap), the most this server keeps built); close a tab that shows one, then reload this page.\n",
            headers: [.retryAfter: "10"])
    }
}

import HTTPTypes
import Hummingbird
import SpotsFormat
import SpotsRender

/// `?client=ios@3.0` and `?text=pseudo`: a page, its event stream or its device preview as that
/// app version renders the site, in that text (`ViewSites`).
extension SiteResponder {
    /// What the request's `?client=` and `?text=` ask for, against the platforms the site names now.
    func viewQuery(_ request: Request) -> ViewQuery {
        let parameters = request.uri.queryParameters
        return ViewQuery(
            client: parameters.get("client"), text: parameters.get("text"), inspect: parameters.get("inspect"), floors: live.version.clientFloors)
    }

    /// `body`'s result on the site in `view` (the site itself for the site as built), kept while
    /// `body` runs. Nil when too many views are kept to make another (`tooManyViews`).
    func withSite<Value>(for view: SiteView, _ body: (LiveSite) -> Value) async -> Value? {
        guard !view.isBuilt else { return body(live) }
        return await views.withSite(for: view, body)
    }

    /// 400: the values are not served; what is wrong with each, the versions the site names (when
    /// the version is refused), and how to see the site as built.
    func badView(_ query: ViewQuery) -> Response {
        guard case .refused(let client, let text, let inspect) = query else { return Self.plain(.badRequest, "") }
        let version = live.version
        let named = version.clientVersions.map(\.description)
        let platforms = ClientQuery.listed(version.clientFloors.keys.sorted())
        let versions =
            named.isEmpty || client == nil
            ? "" : "The versions site.json and catalog.json name: \(named.joined(separator: ", ")); any other version on \(platforms) works too.\n"
        let problems = [client, text, inspect].compactMap { $0.map { $0 + "\n" } }.joined()
        return Self.plain(.badRequest, problems + "\(versions)Leave ?client=, ?text= and ?inspect= out for the site as built.\n")
    }

    /// 503: as many views as the server keeps are open in pages, and none can go for one more.
    var tooManyViews: Response {
        Self.plain(
            .serviceUnavailable,
            "Too many app versions and text modes are open at once (\(views.cap), the most this server keeps built); close a tab that shows one, then reload this page.\n",
            headers: [.retryAfter: "10"])
    }
}

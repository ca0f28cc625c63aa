import HTTPTypes
import Hummingbird
import SpotsFormat

/// `?client=ios@3.0`: a page, its event stream or its device preview as that app version renders
/// the site (`ClientSites`).
extension SiteResponder {
    /// What a request's `?client=` asks for.
    enum ClientQuery: Equatable {
        /// The site as built: no `?client=`, or an empty one (the device preview's "As built").
        case none
        case target(ClientTarget)
        /// A value that names no app version, as written.
        case invalid(String)

        /// The app version asked for; nil for the site as built (or a value that names none).
        var target: ClientTarget? {
            guard case .target(let target) = self else { return nil }
            return target
        }
    }

    static func clientQuery(_ request: Request) -> ClientQuery {
        guard let text = request.uri.queryParameters.get("client"), !text.isEmpty else { return .none }
        return ClientTarget(text).map(ClientQuery.target) ?? .invalid(text)
    }

    /// The site as `client` renders it; the site itself for nil.
    func site(for client: ClientTarget?) async -> LiveSite {
        guard let client else { return live }
        return await clients.site(for: client)
    }

    /// `?client=ios@3.0`, or nothing for the site as built: what an address keeps of the version.
    static func query(_ client: ClientTarget?) -> String {
        client.map { "?client=\($0)" } ?? ""
    }

    /// 400: the value is no app version; how to write one, and those the site names.
    func badClient(_ text: String) -> Response {
        let problem = ClientTarget.problem(with: text) ?? "'\(text)' is not a client"
        let named = live.version.clientVersions.map(\.description)
        let versions = named.isEmpty ? "" : "The versions site.json and catalog.json name: \(named.joined(separator: ", ")).\n"
        return Self.plain(.badRequest, "\(problem) (?client=ios@3.0); leave ?client= out for the site as built.\n\(versions)")
    }
}

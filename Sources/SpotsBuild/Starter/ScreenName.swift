import SpotsFormat
import SpotsRender

/// The NAME of `spots-site new screen NAME`: a route-like path under `screens/` (`people`,
/// `team/design`), and what follows from it: the file, the page's route, its title and the action
/// that leads to it. Pages from data (`[id]`) and variants (`name~state`) are refused: they are
/// made from another file, not from nothing.
public struct ScreenName: Sendable, Equatable {
    /// The segments of the name (`["team", "design"]`).
    public let segments: [String]

    /// Why a name was refused, with what to write instead.
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// Reads a name as given on the command line; a trailing `.json` is dropped.
    public static func parse(_ raw: String) -> Result<ScreenName, Refusal> {
        let name = raw.hasSuffix(".json") ? String(raw.dropLast(".json".count)) : raw
        func refused(_ text: String) -> Result<ScreenName, Refusal> { .failure(Refusal(description: text)) }
        guard !name.isEmpty else { return refused("the screen needs a name, such as 'people' or 'team/design'") }
        if name.hasPrefix("/") {
            let relative = name.drop { $0 == "/" }
            return refused(
                "'\(raw)' is an absolute path; NAME is the page's path under the screens folder: write '\(relative.isEmpty ? "index" : relative)'")
        }
        let segments = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if segments.contains(where: { $0 == "." || $0 == ".." }) {
            return refused("'\(raw)' names '.' or '..'; NAME is a path inside the screens folder, such as 'team/design'")
        }
        if segments.contains(where: ScreenFileName.isPlaceholder) {
            return refused(
                "'\(raw)' is a page from data ([field]), which is made from a data file; write that screen by hand (see docs/format.md), or name a plain page such as 'profile/ada'"
            )
        }
        if name.contains("~") {
            return refused(
                "'\(raw)' is a variant (name~state), a patch of another screen; copy the screen's file to that name and keep what changes, or name a plain page without '~'"
            )
        }
        for segment in segments {
            if let problem = Route.problem(withSegment: segment) {
                return refused("'\(raw)' is not a page's path: \(problem); write it like 'team/design'")
            }
        }
        return .success(ScreenName(segments: segments))
    }

    /// The screen file under the content folder: `screens/team/design.json`.
    public var file: String { "screens/" + segments.joined(separator: "/") + ".json" }

    /// The page it is: `/team/design/` (`index` stands for its folder).
    public var route: String { routeValue.path }

    /// The screen's title, from its last segment (`account-settings` → "Account settings"; the
    /// home page is "Home").
    public var title: String { PageTitle.title(of: routeValue) ?? "Home" }

    /// The action that leads to the page, as `site.json`'s navigation writes one: `team/design`,
    /// or `/` for the home page.
    public var action: String { routeValue.navigationAction }

    var routeValue: Route {
        (try? ScreenFileName.route(forScreenAt: segments.joined(separator: "/") + ".json").get()) ?? Route(segments: segments)
    }
}

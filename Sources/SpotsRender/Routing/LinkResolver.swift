import Foundation
import SpotsFormat

/// Turns item actions and images into link targets, following the spec's table of action forms.
package struct LinkResolver: Sendable {
    /// Where an action leads.
    package enum ActionTarget: Equatable {
        /// A page of this site.
        case page(Route)
        /// An `https:`, `http:`, `mailto:` or `tel:` address.
        case external(String)
        /// A route with no screen: rendered without a link, and reported.
        case dangling(Route)
    }

    /// Where an image comes from.
    package enum ImageSource: Equatable {
        /// A file under `Content/assets/`, by its path there.
        case asset(String)
        /// An absolute http(s) URL.
        case external(String)
    }

    /// Why an action or image cannot be used.
    package struct Problem: Error, Equatable {
        package var severity: Diagnostic.Severity
        package var rule: DiagnosticRule
        package var message: String
        package var hint: String?
    }

    static let externalSchemes: Set<String> = ["https", "http", "mailto", "tel"]
    /// URL schemes that run code, read local files or embed data: never followed.
    static let refusedSchemes: Set<String> = [
        "javascript", "vbscript", "data", "file", "blob", "about", "chrome", "filesystem", "view-source", "ftp", "ws", "wss",
        "intent", "jar", "content", "ms-appx", "res", "resource",
    ]

    package let routes: Set<Route>
    /// Each route by its segments joined with '/' (`profile/1`; empty for `/`): most actions name
    /// a page of the site, found with one lookup of a short string instead of parsed into
    /// segments and hashed as a route (5% of a full build's CPU, for every page's actions and the map's).
    private let routeByPath: [String: Route]
    package let assets: Set<String>
    /// How diagnostics name the screens folder (`Content/screens`).
    package let screensFolder: String
    /// The last segments of the routes under each parent route, for cheap "did you mean" hints.
    private let childrenByParent: [[String]: [String]]

    package init(routes: Set<Route>, assets: Set<String>, screensFolder: String = "Content/screens") {
        self.routes = routes
        routeByPath = Dictionary(routes.map { ($0.segments.joined(separator: "/"), $0) }, uniquingKeysWith: { first, _ in first })
        self.assets = assets
        self.screensFolder = screensFolder
        var children: [[String]: [String]] = [:]
        for route in routes {
            guard let last = route.segments.last else { continue }
            children[Array(route.segments.dropLast()), default: []].append(last)
        }
        childrenByParent = children.mapValues { $0.sorted() }
        firstSegments = Set(routes.compactMap(\.segments.first)).sorted()
        var byCase: [String: Int] = [:]
        for segment in firstSegments { byCase[segment.lowercased(), default: 0] += 1 }
        closestToItself = Set(firstSegments.filter { byCase[$0.lowercased()] == 1 })
    }

    /// The first segments of all routes, for hints on a mistyped folder name.
    private let firstSegments: [String]
    /// The first segments no other one equals but for case: the closest first segment to one of
    /// them is itself (the only one at no distance).
    private let closestToItself: Set<String>

    /// Folders with more pages than this get no "did you mean" for a missing one: among hundreds of
    /// numbered pages the closest name is a guess, not a hint, and comparing costs more than it helps.
    static let suggestionLimit = 100

    /// The existing route a dangling one most likely meant: a typo in its last segment, or in its first.
    func suggestion(for route: Route) -> Route? {
        guard let last = route.segments.last else { return nil }
        let parent = Array(route.segments.dropLast())
        // `index` names a folder's own screen (`screens/index.json` is `/`, not `/index/`).
        if last == "index", routes.contains(Route(segments: parent)) { return Route(segments: parent) }
        if let siblings = childrenByParent[parent], siblings.count <= Self.suggestionLimit,
            let closest = Suggestions.closest(to: last, in: siblings)
        {
            return Route(segments: parent + [closest])
        }
        // A route whose first segment is a folder of the site's would be suggested as it is, and
        // it has no screen: most dangling routes (a missing page of a folder of hundreds) end here.
        if route.segments.count > 1, let first = route.segments.first, !closestToItself.contains(first),
            let closest = Suggestions.closest(to: first, in: firstSegments)
        {
            let candidate = Route(segments: [closest] + route.segments.dropFirst())
            if routes.contains(candidate) { return candidate }
        }
        return nil
    }

    package func resolve(action raw: String) -> Result<ActionTarget, Problem> {
        let action = raw.trimmedSpaces
        if action.hasPrefix("//") {
            return .failure(
                Problem(
                    severity: .error, rule: .invalidURL, message: "the action '\(action)' has no scheme",
                    hint: "write the full address, e.g. https:\(action)"))
        }
        if action.utf8.first == UInt8(ascii: "/") { return page(from: action, original: action) }
        if let colon = action.utf8.firstIndex(of: UInt8(ascii: ":")) {
            let scheme = action[..<colon].lowercased()
            if Self.externalSchemes.contains(scheme) { return external(action, scheme: scheme) }
            if Self.refusedSchemes.contains(scheme) {
                return .failure(
                    Problem(
                        severity: .error, rule: .refusedScheme,
                        message: "the action '\(Self.shortened(action))' uses the refused scheme '\(scheme):'",
                        hint: "actions link to screens (profile:1), or to https:, http:, mailto: and tel: addresses"))
            }
            // `name:rest` is the route /name/rest/, with every ':'-separated part a segment.
            let count = action.utf8.count
            let path = String(unsafeUninitializedCapacity: count) { buffer in
                for (index, byte) in action.utf8.enumerated() { buffer[index] = byte == UInt8(ascii: ":") ? UInt8(ascii: "/") : byte }
                return count
            }
            return page(from: path, original: action)
        }
        return page(from: action, original: action)
    }

    private func page(from path: String, original: String) -> Result<ActionTarget, Problem> {
        var target = Substring(path)
        if let cut = target.utf8.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) { target = target[..<cut] }
        // As `Route.parse` reads it: one '/' taken off each end.
        var body = target
        if body.hasPrefix("/") { body = body.dropFirst() }
        if body.hasSuffix("/") { body = body.dropLast() }
        if let route = routeByPath[String(body)] { return .success(.page(route)) }
        switch Route.parse(String(target)) {
        case .success(let route):
            // Not found by its path above: a route of no screen (its segments joined are that path).
            return .success(.dangling(route))
        case .failure(let error):
            return .failure(
                Problem(
                    severity: .error, rule: .invalidURL,
                    message: "the action '\(Self.shortened(original))' is not a valid page address: \(error.message)", hint: nil))
        }
    }

    private func external(_ address: String, scheme: String) -> Result<ActionTarget, Problem> {
        let valid: Bool
        switch scheme {
        case "https", "http": valid = Self.hasHost(address, scheme: scheme)
        default: valid = address.utf8.count > scheme.utf8.count + 1
        }
        guard valid, !Self.hasForbiddenCharacters(address) else {
            return .failure(
                Problem(
                    severity: .error, rule: .invalidURL, message: "the action '\(Self.shortened(address))' is not a valid \(scheme): address",
                    hint: scheme.hasPrefix("http") ? "write it like https://example.com/page, with no spaces" : nil))
        }
        return .success(.external(address))
    }

    /// The address an action target has on `page`: relative for a page of the site, nil when dangling.
    package func href(for target: ActionTarget, on page: Route) -> String? {
        switch target {
        case .page(let route): page.relativeLink(to: route)
        case .external(let address): address
        case .dangling: nil
        }
    }

    /// The address an image has on `page`.
    package func src(for source: ImageSource, on page: Route) -> String {
        switch source {
        case .asset(let path): page.relativeLink(toFile: "assets/" + path)
        case .external(let url): url
        }
    }

    package func resolve(image raw: String) -> Result<ImageSource, Problem> {
        let image = String(raw.trimmingSpaces)
        if let colon = Self.schemeEnd(image) {
            let scheme = image[..<colon].lowercased()
            guard scheme == "https" || scheme == "http" else {
                return .failure(
                    Problem(
                        severity: .error, rule: .refusedScheme, message: "the image '\(Self.shortened(image))' uses the unsafe scheme '\(scheme):'",
                        hint: "use an https: URL or a file under Content/assets/"))
            }
            guard !Self.hasForbiddenCharacters(image), Self.hasHost(image, scheme: scheme) else {
                return .failure(
                    Problem(
                        severity: .error, rule: .invalidURL, message: "the image URL '\(Self.shortened(image))' is not valid",
                        hint: "write it like https://example.com/photo.jpg"))
            }
            return .success(.external(image))
        }
        if image.count > 2, image.hasPrefix("{"), image.hasSuffix("}") {
            // The Spots README's examples write `"image": "{image url}"` where a real one goes.
            return .failure(
                Problem(
                    severity: .warning, rule: .placeholderImage,
                    message: "the image '\(Self.shortened(image))' is a placeholder; the item shows a blank picture in its place",
                    hint: "write an https: URL or the name of a file under Content/assets/"))
        }
        if image.hasPrefix("//") {
            return .failure(
                Problem(
                    severity: .error, rule: .invalidURL, message: "the image '\(image)' has no scheme",
                    hint: "write the full address, e.g. https:\(image)"))
        }
        var path = image
        while path.hasPrefix("/") { path.removeFirst() }
        if path.hasPrefix("./") { path.removeFirst(2) }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        if segments.contains(where: { $0 == ".." || $0.isEmpty }) {
            return .failure(
                Problem(
                    severity: .error, rule: .invalidURL, message: "the image path '\(image)' leaves Content/assets/",
                    hint: "name a file inside Content/assets/"))
        }
        if assets.contains(path) { return .success(.asset(path)) }
        if path.hasPrefix("assets/"), assets.contains(String(path.dropFirst("assets/".count))) {
            return .success(.asset(String(path.dropFirst("assets/".count))))
        }
        return .failure(
            Problem(
                severity: .warning, rule: .missingImage,
                message: "the image '\(Self.shortened(image))' is not in Content/assets/; the item shows a blank picture in its place",
                hint: Suggestions.didYouMean(path, in: assets.sorted()) ?? "put the file in Content/assets/ or use an https: URL"))
    }

    /// Where the scheme of `image` ends (its first ':'), when what comes before it is letters,
    /// digits, '+', '-' and '.'; nil when it has no scheme. Text of ASCII is looked at byte by byte.
    static func schemeEnd(_ image: String) -> String.Index? {
        let utf8 = image.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            guard let colon = image.firstIndex(of: ":"),
                image[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." })
            else { return nil }
            return colon
        }
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let isScheme = utf8[..<colon].allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                true
            default: false
            }
        }
        return isScheme ? colon : nil
    }

    /// Spaces, quotes, angle brackets, backslashes and control characters: never valid in a URL.
    static func hasForbiddenCharacters(_ address: String) -> Bool {
        address.utf8.contains { $0 < 0x21 || $0 == 0x22 || $0 == 0x3C || $0 == 0x3E || $0 == 0x5C || $0 == 0x7F || $0 == 0x60 }
    }

    /// `scheme://host…` with a non-empty host of letters, digits, '-', '.', '_', '~', '%', or a bracketed IP.
    static func hasHost(_ address: String, scheme: String) -> Bool {
        let rest = address.utf8.dropFirst(scheme.utf8.count + 1)
        guard rest.starts(with: "//".utf8) else { return false }
        var host = 0
        for byte in rest.dropFirst(2) {
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x80...,
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "%"), UInt8(ascii: ":"),
                UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "@"):
                break
            default: return false
            }
            host += 1
        }
        return host > 0
    }

    static func shortened(_ text: String) -> String {
        text.count > 80 ? String(text.prefix(77)) + "…" : text
    }
}

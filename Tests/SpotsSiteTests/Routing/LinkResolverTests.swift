import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The spec's table of action forms, and where images may come from.
@Suite("LinkResolver")
struct LinkResolverTests {
    private static func route(_ segments: String...) -> Route { Route(segments: segments) }

    private let resolver = LinkResolver(
        routes: [.root, route("profile", "1"), route("about"), route("some", "route"), route("profile", "1", "edit")],
        assets: ["img/a.png", "logo.svg", "photos/team/one.jpg"])

    private func action(_ text: String) -> Result<LinkResolver.ActionTarget, LinkResolver.Problem> {
        resolver.resolve(action: text)
    }

    private func image(_ text: String) -> Result<LinkResolver.ImageSource, LinkResolver.Problem> {
        resolver.resolve(image: text)
    }

    private func problem<T>(_ result: Result<T, LinkResolver.Problem>) -> LinkResolver.Problem? {
        if case .failure(let problem) = result { return problem }
        return nil
    }

    // MARK: Actions to pages

    @Test func nameColonRestIsARoute() {
        #expect(action("profile:1") == .success(.page(Self.route("profile", "1"))))
        #expect(action("profile:1:edit") == .success(.page(Self.route("profile", "1", "edit"))))
    }

    @Test func nameColonRestWithoutAScreenIsDangling() {
        #expect(action("profile:2") == .success(.dangling(Self.route("profile", "2"))))
        #expect(action("user:42") == .success(.dangling(Self.route("user", "42"))))
    }

    @Test func bareNameIsARoute() {
        #expect(action("about") == .success(.page(Self.route("about"))))
        #expect(action("contact") == .success(.dangling(Self.route("contact"))))
    }

    @Test func absolutePathIsThatRoute() {
        #expect(action("/some/route") == .success(.page(Self.route("some", "route"))))
        #expect(action("/some/route/") == .success(.page(Self.route("some", "route"))))
        #expect(action("/") == .success(.page(.root)))
        #expect(action("/missing/page") == .success(.dangling(Self.route("missing", "page"))))
    }

    @Test func queryAndFragmentAreIgnoredWhenMatchingRoutes() {
        #expect(action("/about#team") == .success(.page(Self.route("about"))))
        #expect(action("profile:1?tab=posts") == .success(.page(Self.route("profile", "1"))))
    }

    @Test func surroundingSpacesAreTrimmed() {
        #expect(action("  profile:1 \n") == .success(.page(Self.route("profile", "1"))))
    }

    @Test func routesMatchExactly() {
        // Routes are case-sensitive paths; "About" is not the page /about/.
        #expect(action("About") == .success(.dangling(Self.route("About"))))
    }

    // MARK: External links

    @Test(arguments: [
        "https://example.com/page", "http://example.com", "HTTPS://Example.com/x?y=1#z",
        "mailto:crew@example.com", "tel:+1-555-0100",
    ])
    func externalSchemesAreLinks(_ address: String) {
        #expect(action(address) == .success(.external(address)))
    }

    @Test func malformedExternalAddressesAreErrors() throws {
        let noHost = try #require(problem(action("https://")))
        #expect(noHost.severity == .error)
        #expect(noHost.message == "the action 'https://' is not a valid https: address")
        #expect(noHost.hint == "write it like https://example.com/page, with no spaces")

        let space = try #require(problem(action("https://exa mple.com")))
        #expect(space.severity == .error)

        let quote = try #require(problem(action(#"https://example.com/"onmouseover="x"#)))
        #expect(quote.severity == .error)

        let emptyMail = try #require(problem(action("mailto:")))
        #expect(emptyMail.severity == .error)
        #expect(emptyMail.message == "the action 'mailto:' is not a valid mailto: address")
        #expect(emptyMail.hint == nil)
    }

    // MARK: Refused actions

    @Test(arguments: [
        ("javascript:alert(1)", "javascript"), ("JavaScript:alert(document.cookie)", "javascript"),
        ("data:text/html,<script>alert(1)</script>", "data"), ("file:///etc/passwd", "file"),
        ("vbscript:msgbox", "vbscript"), ("  javascript:void(0)", "javascript"), ("blob:https://x/y", "blob"),
    ])
    func dangerousSchemesAreRefusedAsErrors(_ address: String, _ scheme: String) throws {
        let refused = try #require(problem(action(address)))
        #expect(refused.severity == .error)
        #expect(refused.message.contains("uses the refused scheme '\(scheme):'"))
        #expect(refused.hint == "actions link to screens (profile:1), or to https:, http:, mailto: and tel: addresses")
    }

    /// Schemes end at the first ':' code point, as browsers parse URLs, even where a combining
    /// mark after it makes one character of the two: a refused scheme stays refused.
    @Test func aCombiningMarkAfterTheColonDoesNotHideTheScheme() throws {
        let refused = try #require(problem(action("javascript:\u{301}alert(1)")))
        #expect(refused.message.contains("uses the refused scheme 'javascript:'"))
        guard case .success(.external(let address)) = action("mailto:\u{301}x") else {
            Issue.record("mailto: with a combining mark is not an address")
            return
        }
        #expect(address == "mailto:\u{301}x")
    }

    @Test func refusedMessageQuotesTheAction() throws {
        let refused = try #require(problem(action("javascript:alert(1)")))
        #expect(refused.message == "the action 'javascript:alert(1)' uses the refused scheme 'javascript:'")
    }

    @Test func longActionsAreShortenedInMessages() throws {
        let long = "javascript:" + String(repeating: "a", count: 200)
        let refused = try #require(problem(action(long)))
        #expect(refused.message == "the action '\(long.prefix(77))…' uses the refused scheme 'javascript:'")
    }

    @Test func protocolRelativeAddressIsRefused() throws {
        let refused = try #require(problem(action("//evil.example.com/x")))
        #expect(refused.severity == .error)
        #expect(refused.message == "the action '//evil.example.com/x' has no scheme")
        #expect(refused.hint == "write the full address, e.g. https://evil.example.com/x")
    }

    @Test(arguments: ["../x", "/a/../b", "profile:..", "./about", "a//b", "my page", "/.hidden", "profile:1/ü", "tab\tbed"])
    func invalidRouteSegmentsAreRefused(_ address: String) throws {
        let refused = try #require(problem(action(address)))
        #expect(refused.severity == .error)
        #expect(refused.message.hasPrefix("the action '\(address.trimmingSpaces)' is not a valid page address: "))
    }

    @Test func parentSegmentMessageSaysWhy() throws {
        let refused = try #require(problem(action("../x")))
        #expect(refused.message == "the action '../x' is not a valid page address: the segment '..' would leave its folder")
    }

    // MARK: Images

    @Test func absoluteHTTPImagesAreExternal() {
        #expect(image("https://cdn.example.com/a.png") == .success(.external("https://cdn.example.com/a.png")))
        #expect(image("http://cdn.example.com/a.png?w=200") == .success(.external("http://cdn.example.com/a.png?w=200")))
    }

    @Test(arguments: ["javascript:alert(1)", "data:image/png;base64,iVBORw0KGgo=", "file:///etc/passwd", "ftp://example.com/a.png"])
    func unsafeImageSchemesAreErrors(_ source: String) throws {
        let refused = try #require(problem(image(source)))
        #expect(refused.severity == .error)
        #expect(refused.message.contains("uses the unsafe scheme"))
        #expect(refused.hint == "use an https: URL or a file under Content/assets/")
    }

    @Test func javascriptImageMessage() throws {
        let refused = try #require(problem(image("javascript:alert(1)")))
        #expect(refused.message == "the image 'javascript:alert(1)' uses the unsafe scheme 'javascript:'")
    }

    @Test func malformedImageURLsAreErrors() throws {
        let noHost = try #require(problem(image("https://")))
        #expect(noHost.severity == .error)
        #expect(noHost.message == "the image URL 'https://' is not valid")
        #expect(try #require(problem(image("https://cdn.example.com/a b.png"))).severity == .error)

        let noScheme = try #require(problem(image("//cdn.example.com/a.png")))
        #expect(noScheme.severity == .error)
        #expect(noScheme.message == "the image '//cdn.example.com/a.png' has no scheme")
    }

    @Test func relativeAssetsAreFound() {
        #expect(image("img/a.png") == .success(.asset("img/a.png")))
        #expect(image("/img/a.png") == .success(.asset("img/a.png")))
        #expect(image("./logo.svg") == .success(.asset("logo.svg")))
        #expect(image("assets/photos/team/one.jpg") == .success(.asset("photos/team/one.jpg")))
        #expect(image(" logo.svg ") == .success(.asset("logo.svg")))
    }

    @Test func missingAssetIsAWarningWithAHint() throws {
        let missing = try #require(problem(image("img/b.png")))
        #expect(missing.severity == .warning)
        #expect(missing.message == "the image 'img/b.png' is not in Content/assets/; the item shows a blank picture in its place")
        #expect(missing.hint == "did you mean 'img/a.png'?")

        let farOff = try #require(problem(image("banner-large.webp")))
        #expect(farOff.severity == .warning)
        #expect(farOff.hint == "put the file in Content/assets/ or use an https: URL")
    }

    @Test(arguments: ["../secret.png", "img/../../x.png", "/../x.png", "./../x.png", "img//a.png"])
    func pathsEscapingTheAssetsFolderAreErrors(_ source: String) throws {
        let refused = try #require(problem(image(source)))
        #expect(refused.severity == .error)
        #expect(refused.message == "the image path '\(source)' leaves Content/assets/")
    }

    /// An action to a page of the site is found by its path at once; it leads where parsing it
    /// into a route says, for random actions of the site's segments, slashes, colons and queries.
    @Test func actionsLeadWhereTheirRouteSays() {
        let pieces = ["profile", "1", "edit", "about", "some", "route", "2", "/", "/", ":", "?q=1", "#top", " ", ".", "é"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let action = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            var parsed: Result<LinkResolver.ActionTarget, LinkResolver.Problem>?
            let trimmed = action.trimmedSpaces
            if !trimmed.hasPrefix("//"), !trimmed.contains(":") {
                let path = String(trimmed.prefix { $0 != "?" && $0 != "#" })
                if case .success(let route) = Route.parse(path) {
                    parsed = .success(resolver.routes.contains(route) ? .page(route) : .dangling(route))
                }
            }
            guard let parsed else { continue }
            #expect(resolver.resolve(action: action) == parsed, "\(action.debugDescription)")
        }
        #expect(action("profile:1:edit") == .success(.page(Self.route("profile", "1", "edit"))))
        #expect(action("/") == .success(.page(.root)))
    }

    /// Where an image's scheme ends, read byte by byte for ASCII: the same as by characters.
    @Test func theSchemeOfAnImageEndsWhereItsCharactersSay() {
        func byCharacters(_ image: String) -> String.Index? {
            guard let colon = image.firstIndex(of: ":"),
                image[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." })
            else { return nil }
            return colon
        }
        let pieces = ["h", "Z", "9", "+", "-", ".", ":", "/", " ", "_", "é", "e\u{301}", ":\u{301}", "٣", "%", "\r\n", "\r", "\n"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let image = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            #expect(LinkResolver.schemeEnd(image) == byCharacters(image), "\(image.debugDescription)")
        }
        #expect(image("HTTPS://example.com/a.png") == .success(.external("HTTPS://example.com/a.png")))
        #expect(problem(image("a+b.c-d:x"))?.message == "the image 'a+b.c-d:x' uses the unsafe scheme 'a+b.c-d:'")
        #expect(problem(image("é:x"))?.message == "the image 'é:x' uses the unsafe scheme 'é:'")
    }

    /// A dangling route's folder is suggested by its closest first segment, also when the route's
    /// own first segment is one of the site's but another differs from it only by case.
    @Test func aFolderDifferingOnlyByCaseIsStillSuggested() {
        let resolver = LinkResolver(routes: [Self.route("Team", "9x"), Self.route("team", "2"), Self.route("people", "1")], assets: [])
        #expect(resolver.danglingHint(for: Self.route("team", "9x")) == "did you mean '/Team/9x/'?")
        #expect(resolver.danglingHint(for: Self.route("people", "9x")) == "add Content/screens/people/9x.json")
        #expect(resolver.danglingHint(for: Self.route("peple", "1")) == "did you mean '/people/1/'?")
        #expect(resolver.danglingHint(for: Self.route("people", "2")) == "did you mean '/people/1/'?")
    }

    /// `index` names a folder's own screen: an action `index` (or `people/index`) means `/` (or
    /// `/people/`), never "add screens/index.json", which is that very screen.
    @Test func indexMeansTheFoldersOwnScreen() {
        let resolver = LinkResolver(routes: [.root, Self.route("people"), Self.route("people", "1")], assets: [])
        #expect(resolver.danglingHint(for: Self.route("index")) == "did you mean '/'?")
        #expect(resolver.danglingHint(for: Self.route("people", "index")) == "did you mean '/people/'?")
        let rootless = LinkResolver(routes: [Self.route("a")], assets: [])
        #expect(rootless.danglingHint(for: Self.route("index")) == "link to '/', and add Content/screens/index.json for it")
        #expect(rootless.danglingHint(for: Self.route("b", "index")) == "link to '/b/', and add Content/screens/b/index.json for it")
    }

    /// A site keeps every screen's actions while it builds (about 18 a screen): an action to a
    /// page holds the site's own route, and an address the action as it was written, not copies.
    @Test func anActionHoldsTheSitesOwnRouteAndItsOwnText() {
        guard case .success(.page(let route)) = action("profile:1"), let own = resolver.routes.first(where: { $0 == route }) else {
            Issue.record("profile:1 is not a page")
            return
        }
        #expect(route.segments.withUnsafeBufferPointer { $0.baseAddress } == own.segments.withUnsafeBufferPointer { $0.baseAddress })
        let address = "https://help.example.com/articles/42"
        guard case .success(.external(let kept)) = action(address) else {
            Issue.record("\(address) is not an address")
            return
        }
        let storage = { (text: String) in text.utf8.withContiguousStorageIfAvailable { $0.baseAddress } }
        #expect(kept == address && storage(kept) == storage(address))
        // Spaces around it are trimmed, as before.
        #expect(action("  \(address) ") == .success(.external(address)))
    }
}

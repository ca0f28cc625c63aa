import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Routes: from screen file paths, their output files, and relative links between pages.
@Suite("Route")
struct RouteTests {
    private func route(forScreenAt path: String) -> Route? {
        try? ScreenFileName.route(forScreenAt: path).get()
    }

    private func routeError(forScreenAt path: String) -> String? {
        if case .failure(let error) = ScreenFileName.route(forScreenAt: path) { return error.message }
        return nil
    }

    private func route(_ path: String) throws -> Route {
        try Route.parse(path).get()
    }

    // MARK: From screen files

    @Test(arguments: [
        ("index.json", "/"),
        ("profile/1.json", "/profile/1/"),
        ("profile/index.json", "/profile/"),
        ("about.json", "/about/"),
        ("a/b/c.json", "/a/b/c/"),
        ("docs/v1.2/intro.json", "/docs/v1.2/intro/"),
        ("Team_Members/lead-dev.json", "/Team_Members/lead-dev/"),
        ("index/index.json", "/index/"),
        ("indexes.json", "/indexes/"),
    ])
    func screenFileRoutes(_ file: String, _ path: String) throws {
        let found = try #require(route(forScreenAt: file))
        #expect(found.path == path)
        #expect(found.description == path)
    }

    @Test func indexSegmentsAreDropped() throws {
        #expect(route(forScreenAt: "index.json") == .root)
        #expect(try #require(route(forScreenAt: "profile/1.json")).segments == ["profile", "1"])
        #expect(try #require(route(forScreenAt: "profile/index.json")).segments == ["profile"])
    }

    @Test(arguments: [
        "my page.json", "../x.json", "a/../b.json", "./x.json", ".hidden.json", "a/.hidden/b.json", "a\u{01}b.json",
        "tab\there.json", "a//b.json", "caf\u{E9}.json", "what?.json", "a\\b.json",
    ])
    func invalidScreenFileNamesAreRejected(_ file: String) {
        #expect(route(forScreenAt: file) == nil)
        #expect(routeError(forScreenAt: file) != nil)
    }

    @Test func rejectionMessagesSayWhy() {
        #expect(routeError(forScreenAt: "../x.json") == "the segment '..' would leave its folder")
        #expect(routeError(forScreenAt: "./x.json") == "the segment '.' would leave its folder")
        #expect(routeError(forScreenAt: ".hidden.json") == "the segment '.hidden' starts with '.', which makes a hidden file")
        #expect(
            routeError(forScreenAt: "my page.json")
                == "the segment 'my page' contains ' '; routes use letters, digits, '-', '_', '.' and '~'")
        #expect(
            routeError(forScreenAt: "a\u{01}b.json")
                == "the segment 'a\\u{01}b' contains a control character; routes use letters, digits, '-', '_', '.' and '~'")
        #expect(routeError(forScreenAt: "a//b.json") == "an empty path segment")
    }

    // MARK: Parsing

    @Test func parseAcceptsSlashesOrNot() throws {
        #expect(try route("/a/b/") == route("a/b"))
        #expect(try route("/a/b/").segments == ["a", "b"])
        #expect(try route("/") == .root)
        #expect(try route("") == .root)
        #expect(try route("/").segments.isEmpty)
    }

    @Test func problemWithSegment() {
        #expect(Route.problem(withSegment: "ok-name_1.2") == nil)
        #expect(Route.problem(withSegment: "") == "an empty path segment")
        #expect(Route.problem(withSegment: "..") == "the segment '..' would leave its folder")
        #expect(Route.problem(withSegment: "a\u{7F}") != nil)
        #expect(Route.problem(withSegment: "a/b") != nil)
        #expect(Route.problem(withSegment: "a%2e") != nil)
    }

    // MARK: Output and links

    @Test func outputFiles() throws {
        #expect(Route.root.outputFile == "index.html")
        #expect(try route("/profile/1/").outputFile == "profile/1/index.html")
        #expect(try route("/about/").outputFile == "about/index.html")
    }

    @Test func paths() throws {
        #expect(Route.root.path == "/")
        #expect(try route("profile/1").path == "/profile/1/")
    }

    @Test(arguments: [
        ("/a/b/", "/c/", "../../c/index.html"),
        ("/", "/", "index.html"),
        ("/", "/profile/1/", "profile/1/index.html"),
        ("/profile/1/", "/", "../../index.html"),
        ("/profile/1/", "/profile/2/", "../../profile/2/index.html"),
        ("/about/", "/about/", "../about/index.html"),
    ])
    func relativeLinks(_ from: String, _ to: String, _ link: String) throws {
        #expect(try route(from).relativeLink(to: route(to)) == link)
    }

    @Test func relativeLinksToFiles() throws {
        #expect(Route.root.relativeLink(toFile: "assets/theme.css") == "assets/theme.css")
        #expect(try route("/a/b/").relativeLink(toFile: "assets/theme.css") == "../../assets/theme.css")
    }

    @Test func ordering() throws {
        let sorted = try [route("/b/"), route("/a/b/"), .root, route("/a/")].sorted()
        #expect(sorted.map(\.path) == ["/", "/a/", "/a/b/", "/b/"])
    }

    @Test func routesDifferingOnlyInCaseCollide() throws {
        #expect(try route("/About/").collisionKey == route("/about/").collisionKey)
        #expect(try route("/About/") != route("/about/"))
        #expect(try route("/a/").collisionKey != route("/b/").collisionKey)
    }
}

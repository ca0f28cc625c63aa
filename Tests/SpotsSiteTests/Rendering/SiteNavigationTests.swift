import Testing

@testable import SpotsFormat
@testable import SpotsRender

/// What every page shows of the navigation (`SiteNavigation.shownLines`), which every page's inputs
/// hold in `build --incremental`: each part of it that a page can show changes the lines, and
/// nothing else does.
@Suite struct SiteNavigationTests {
    static let teams = Route(segments: ["teams"])
    static let people = Route(segments: ["people"])
    static let empty = Route(segments: ["people~empty"])

    static var navigation: SiteNavigation {
        SiteNavigation(
            links: [.init(title: "Home", target: .page(.root)), .init(title: "Blog", target: .external("https://example.com"))],
            variants: [people: [(name: "empty", route: empty)]],
            ancestorTitles: [.root: "Home", teams: "Teams"])
    }

    @Test func theSameNavigationShowsTheSameLines() {
        #expect(Self.navigation.shownLines == Self.navigation.shownLines)
        #expect(Self.navigation.shownLines.count == 5)
    }

    @Test(arguments: [
        "a link's title", "a link's target", "a link less", "an outside address", "a variant's name", "a variant less",
        "a folder's title", "the home page's title", "a folder more",
    ])
    func eachPartAPageShowsChangesTheLines(change: String) {
        var changed = Self.navigation
        switch change {
        case "a link's title": changed.links[0].title = "Start"
        case "a link's target": changed.links[0].target = .page(Self.teams)
        case "a link less": changed.links.removeLast()
        case "an outside address": changed.links[1].target = .external("https://example.org")
        case "a variant's name": changed.variants[Self.people] = [(name: "none", route: Self.empty)]
        case "a variant less": changed.variants = [:]
        case "a folder's title": changed.ancestorTitles[Self.teams] = "Our teams"
        case "the home page's title": changed.ancestorTitles[.root] = "Start"
        default: changed.ancestorTitles[Self.people] = "People"
        }
        #expect(changed.shownLines != Self.navigation.shownLines, "\(change)")
    }

    /// A title in one field cannot pass for another field's: the fields are apart by NUL.
    @Test func fieldsCannotRunIntoEachOther() {
        var one = SiteNavigation()
        one.ancestorTitles = [Route(segments: ["a"]): "b c"]
        var other = SiteNavigation()
        other.ancestorTitles = [Route(segments: ["a b"]): "c"]
        #expect(one.shownLines != other.shownLines)
    }
}

import SpotsBuild
import SpotsFormat
import SpotsRender

/// The catalog as a Storybook ref: `catalog/index.json` in Storybook's story index format v5, a
/// story per rendered example and per screen and variant, and `catalog/iframe.html`, the frame a
/// composing Storybook shows them in (`docs/notes/storybook-composition.md` has the protocol).
enum CatalogStories {
    static let indexFile = "catalog/index.json"
    /// Storybook asks for both; a copy silences its request for the older name.
    static let legacyIndexFile = "catalog/stories.json"
    static let frameFile = "catalog/iframe.html"

    /// One story.
    struct Story: Sendable, Equatable {
        /// Storybook's `title--name` slug (`components-grid--example-1`).
        package var id: String
        /// A `/`-separated sidebar path (`Components/grid`).
        package var title: String
        package var name: String
        /// The page that shows it.
        package var route: Route
        /// The same, from `catalog/`.
        package var page: String { Catalog.home.relativeLink(to: route) }
        /// `dev` (the only tag a composing sidebar shows by default), `test`, and the kind's status.
        package var tags: [String]
    }

    /// Every story: each kind's rendered examples, then each screen and its variants.
    static func stories(of catalog: Catalog, screens: [CatalogScreen]) -> [Story] {
        stories(of: screens, after: kindStories(of: catalog))
    }

    /// The stories of each kind's rendered examples (which the quick update keeps: `CatalogKept`).
    static func kindStories(of catalog: Catalog) -> [Story] {
        var stories: [Story] = []
        var ids: Set<String> = []
        for kind in catalog.kinds {
            // A name that is no id of its own (`★`, or `Hero` beside `hero`) shows as its page's.
            let slug = kind.route.segments.last ?? kind.name
            let group = sanitize(kind.name) == slug ? part(kind.name) : slug
            let family = kind.family == .components ? "Components" : "Items"
            let tags = ["dev", "test"] + (kind.entry?.status.map { [$0.rawValue] } ?? [])
            for (index, route) in kind.exampleRoutes.enumerated() {
                let story = Story(
                    id: id("\(family)/\(group)", "Example \(index + 1)"), title: "\(family)/\(group)", name: "Example \(index + 1)",
                    route: route, tags: tags)
                if ids.insert(story.id).inserted { stories.append(story) }
            }
        }
        return stories
    }

    /// The stories of the kinds (`kinds`), then of each of `screens`.
    static func stories(of screens: [CatalogScreen], after kinds: [Story]) -> [Story] {
        var stories = kinds
        var ids = Set(kinds.map(\.id))
        // For each title and name, the number the next search starts at: every number below it
        // is taken (ids are never given back), so 10,000 screens of a few titles are not numbered
        // from 2 again each time.
        var nextNumber: [String: Int] = [:]
        for screen in screens {
            let written = part(screen.heading)
            // A title with no letters or digits (`★`) makes no id: it is "Screen".
            let heading = sanitize(written).isEmpty ? "Screen" : written
            var title = "Screens/" + heading
            let name = screen.variant.flatMap { sanitize($0).isEmpty ? nil : $0 } ?? "Default"
            let key = heading + "\u{0}" + name
            var counter = nextNumber[key] ?? 2
            var storyID = id(title, name)
            // Two screens of one title are two entries: the second is numbered.
            while ids.contains(storyID) {
                title = "Screens/" + heading + " \(counter)"
                storyID = id(title, name)
                counter += 1
            }
            nextNumber[key] = counter
            let story = Story(
                id: storyID, title: title, name: name, route: screen.route, tags: ["dev", "test"])
            ids.insert(story.id)
            stories.append(story)
        }
        return stories
    }

    /// `catalog/index.json`, entries in sidebar order (which sorted keys would lose).
    package static func index(_ stories: [Story]) -> String {
        let entries = stories.map { story in
            let tags = story.tags.map(\.jsonQuoted).joined(separator: ",")
            return "    \(story.id.jsonQuoted): {\"id\":\(story.id.jsonQuoted),\"importPath\":\(("./" + story.route.outputFile).jsonQuoted),"
                + "\"name\":\(story.name.jsonQuoted),\"tags\":[\(tags)],\"title\":\(story.title.jsonQuoted),\"type\":\"story\"}"
        }
        return "{\n  \"v\": 5,\n  \"entries\": {\n" + entries.joined(separator: ",\n") + "\n  }\n}\n"
    }

    /// The page of each story, by id, as JSON that can stand in an HTML `<script>` element.
    package static func pages(_ stories: [Story]) -> String {
        "{" + stories.map { "\($0.id.jsonQuoted):\($0.page.jsonQuoted)" }.joined(separator: ",") + "}"
    }

    /// Storybook's story id of `title` and `name` (`toId` of its CSF package).
    package static func id(_ title: String, _ name: String) -> String {
        sanitize(title) + "--" + sanitize(name)
    }

    /// Storybook's `sanitize`: lower case, its punctuation made `-`, runs of `-` made one, none at the ends.
    static func sanitize(_ text: String) -> String {
        // Most titles are ASCII: made on their bytes, as the scalars below make them.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count)
            for byte in text.utf8 {
                if asciiPunctuation[Int(byte)] {
                    if !bytes.isEmpty && bytes.last != UInt8(ascii: "-") { bytes.append(UInt8(ascii: "-")) }
                } else {
                    bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
                }
            }
            while bytes.last == UInt8(ascii: "-") { bytes.removeLast() }
            return String(decoding: bytes, as: UTF8.self)
        }
        return sanitizedScalars(text)
    }

    /// `sanitize` of any text, scalar by scalar.
    static func sanitizedScalars(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            let isPunctuation = scalar.isASCII ? asciiPunctuation[Int(scalar.value)] : otherPunctuation.contains(scalar)
            if isPunctuation && (result.isEmpty || result.last == "-") { continue }
            result.append(isPunctuation ? "-" : scalar)
        }
        while result.last == "-" { result.removeLast() }
        return String(result)
    }

    /// What `sanitize` makes `-`: ASCII by value, and the rest.
    private static let asciiPunctuation: [Bool] = (0..<128).map { Array(" '`~!@#$%^&*()_|+-=?;:\",.<>{}[]\\/".utf8).contains(UInt8($0)) }
    private static let otherPunctuation: Set<Unicode.Scalar> = ["’", "–", "—", "―", "′", "¿"]

    /// A title part: a `/` would start another level of the sidebar.
    private static func part(_ text: String) -> String {
        // Most titles have none (Foundation's replacing took a third of making the stories).
        guard text.utf8.contains(UInt8(ascii: "/")) else { return String(text.trimmingSpaces) }
        return String(String(text.map { $0 == "/" ? " " : $0 }).trimmingSpaces)
    }
}

import Foundation

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
        var id: String
        /// A `/`-separated sidebar path (`Components/grid`).
        var title: String
        var name: String
        /// The page that shows it.
        var route: Route
        /// The same, from `catalog/`.
        var page: String { Catalog.home.relativeLink(to: route) }
        /// `dev` (the only tag a composing sidebar shows by default), `test`, and the kind's status.
        var tags: [String]
    }

    /// Every story: each kind's rendered examples, then each screen and its variants.
    static func stories(of catalog: Catalog, screens: [Screen], siteTitle: String) -> [Story] {
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
        for screen in screens {
            let heading = part(SiteOutline.heading(of: screen, siteTitle: siteTitle))
            var title = "Screens/" + heading
            let name = screen.variant.map(\.name).flatMap { sanitize($0).isEmpty ? nil : $0 } ?? "Default"
            var counter = 2
            // Two screens of one title are two entries: the second is numbered.
            while ids.contains(id(title, name)) || sanitize(heading).isEmpty && counter == 2 {
                title = "Screens/" + (sanitize(heading).isEmpty ? "Screen" : heading) + " \(counter)"
                counter += 1
            }
            let story = Story(
                id: id(title, name), title: title, name: name, route: screen.route, tags: ["dev", "test"])
            ids.insert(story.id)
            stories.append(story)
        }
        return stories
    }

    /// `catalog/index.json`, entries in sidebar order.
    static func index(_ stories: [Story]) -> String {
        struct Entry: Encodable {
            var type = "story"
            var id: String
            var name: String
            var title: String
            var importPath: String
            var tags: [String]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Written entry by entry: the sidebar keeps the order of the file, which sorted keys would lose.
        let entries = stories.compactMap { story -> String? in
            let entry = Entry(id: story.id, name: story.name, title: story.title, importPath: "./" + story.route.outputFile, tags: story.tags)
            guard let key = try? encoder.encode(story.id), let value = try? encoder.encode(entry) else { return nil }
            return "    " + String(decoding: key, as: UTF8.self) + ": " + String(decoding: value, as: UTF8.self)
        }
        return "{\n  \"v\": 5,\n  \"entries\": {\n" + entries.joined(separator: ",\n") + "\n  }\n}\n"
    }

    /// The page of each story, by id, as JSON that can stand in an HTML `<script>` element.
    static func pages(_ stories: [Story]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let pages = Dictionary(stories.map { ($0.id, $0.page) }, uniquingKeysWith: { first, _ in first })
        let json = (try? encoder.encode(pages)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return json.replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }

    /// Storybook's story id of `title` and `name` (`toId` of its CSF package).
    static func id(_ title: String, _ name: String) -> String {
        sanitize(title) + "--" + sanitize(name)
    }

    /// Storybook's `sanitize`: lower case, its punctuation made `-`, runs of `-` made one, none at the ends.
    static func sanitize(_ text: String) -> String {
        let punctuation = Set(" ’–—―′¿'`~!@#$%^&*()_|+-=?;:\",.<>{}[]\\/")
        var result = ""
        for character in text.lowercased() {
            let next: Character = punctuation.contains(character) ? "-" : character
            if next == "-" && (result.isEmpty || result.last == "-") { continue }
            result.append(next)
        }
        while result.last == "-" { result.removeLast() }
        return result
    }

    /// A title part: a `/` would start another level of the sidebar.
    private static func part(_ text: String) -> String {
        String(text.replacingOccurrences(of: "/", with: " ").trimmingSpaces)
    }
}

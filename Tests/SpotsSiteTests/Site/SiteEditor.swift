import Foundation
import SpotsSiteTestSupport

@testable import SpotsBuild
@testable import SpotsFormat

/// Random edits of the example site, as its authors make them: titles, subtitles, data, new and
/// removed screens, templates, site.json.
struct SiteEditor {
    let project: TemporaryProject
    var random: SplitMix
    private var added: [String] = []

    init(project: TemporaryProject, seed: UInt64) {
        self.project = project
        random = SplitMix(seed: seed)
    }

    /// Makes one edit and says what it was.
    mutating func edit() throws -> String {
        let word = ["Ada", "Grace", "Linus", "Margaret", "Ken", "Barbara"].randomElement(using: &random) ?? "Ada"
        switch Int.random(in: 0..<14, using: &random) {
        case 0, 1:
            // The home screen's title is in every page's breadcrumbs.
            let file = Bool.random(using: &random) ? "screens/index.json" : try screens().randomElement(using: &random) ?? ""
            let title = "\(word) \(Int.random(in: 0..<100, using: &random))"
            try change(file) { json in json["title"] = title }
            return "title of \(file)"
        case 2, 3:
            let file = try screens().randomElement(using: &random) ?? "screens/index.json"
            let pick = Int.random(in: 0..<1000, using: &random)
            try change(file) { json in
                guard var components = json["components"] as? [[String: Any]], !components.isEmpty else { return }
                let index = pick % components.count
                var items = components[index]["items"] as? [[String: Any]] ?? []
                items.append(["title": word, "subtitle": "Edited **\(word)**", "action": "/people/"])
                components[index]["items"] = items
                json["components"] = components
            }
            return "an item added in \(file)"
        case 4:
            let file = try files(under: "data").randomElement(using: &random) ?? "data/me.json"
            let url = project.url("Content/" + file)
            var text = try String(contentsOf: url, encoding: .utf8)
            // A string value of the data file, changed in place.
            guard let range = text.range(of: #": "[A-Za-z][^"]*""#, options: .regularExpression) else { return "nothing" }
            text.replaceSubrange(range, with: ": \"\(word)\"")
            try text.write(to: url, atomically: false, encoding: .utf8)
            return "a value in \(file)"
        case 5:
            let name = "screens/extra-\(added.count + 1).json"
            let json = #"{ "title": "Extra \#(word)", "components": [ { "kind": "list", "items": [ { "title": "Home", "action": "/" } ] } ] }"#
            try project.write(json, to: "Content/" + name)
            added.append(name)
            return "\(name) added"
        case 6:
            guard let name = added.popLast() else { return "nothing" }
            try FileManager.default.removeItem(at: project.url("Content/" + name))
            return "\(name) removed"
        case 7:
            let templates = try FileManager.default.contentsOfDirectory(atPath: project.url("Templates/items").path).sorted()
            let name = "Templates/items/" + (templates.randomElement(using: &random) ?? "default.mustache")
            let url = project.url(name)
            try (String(contentsOf: url, encoding: .utf8) + "<!-- \(word) -->\n").write(to: url, atomically: false, encoding: .utf8)
            return "\(name) edited"
        case 8:
            // The same JSON, laid out anew (the first time): the page alone, and nothing after that.
            let file = try screens().randomElement(using: &random) ?? "screens/index.json"
            try change(file) { _ in }
            return "\(file) laid out anew"
        case 9:
            return try editSubtitle(word: word)
        case 10:
            return try editAction()
        case 11:
            return try editItemTitle(word: word)
        case 12:
            return try editMeta(word: word)
        default:
            try change("site.json") { json in json["title"] = "Site of \(word)" }
            return "site.json's title"
        }
    }

    /// A subtitle changed in place, the file laid out as it was: the page alone, unless another
    /// page (the catalog) shows it.
    mutating func editSubtitle(word: String = "Ada") throws -> String {
        let number = Int.random(in: 0..<100, using: &random)
        guard let file = try changeOne(#/"subtitle": "[^"\\]*"/#, { _ in "\"subtitle\": \"\(word) \(number)\"" }) else { return "nothing" }
        return "a subtitle of \(file)"
    }

    /// An item's title changed in place (a header's or footer's too, not the screen's), the file
    /// laid out as it was: its page, the catalog's search index, and the map when the item has an
    /// action (the title labels its arrow), the catalog's example pages when it is in one.
    mutating func editItemTitle(word: String = "Ada") throws -> String {
        let title = ["\(word) \(Int.random(in: 0..<100, using: &random))", word, ""].randomElement(using: &random) ?? word
        // Deeper than the screen's own keys, which are indented by two spaces.
        let found = try changeOne(#/\n    +"title": "[^"\\]*"/#) { match in
            "\(match.prefix { $0 != "\"" })\"title\": \"\(title)\""
        }
        guard let file = found else { return "nothing" }
        return "an item's title of \(file) to \"\(title)\""
    }

    /// A string of a `meta` object changed in place (an item's, or a component's), the file laid
    /// out as it was: an item's alone is its page's (the catalog counts which keys are set).
    mutating func editMeta(word: String = "Ada") throws -> String {
        let file = try screens().randomElement(using: &random) ?? "screens/index.json"
        let url = project.url("Content/" + file)
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        var candidates: [Int] = []
        // The line that closes the meta object the walk is in.
        var closing: String?
        for (index, line) in lines.enumerated() {
            if let end = closing {
                if line.hasPrefix(end) {
                    closing = nil
                } else if line.wholeMatch(of: #/ +"[^"]+": "[^"\\]*",?/#) != nil {
                    candidates.append(index)
                }
            } else if line.hasSuffix("\"meta\": {") {
                closing = String(line.prefix { $0 == " " }) + "}"
            }
        }
        guard let index = candidates.randomElement(using: &random) else { return "nothing" }
        let value = "\(word) \(Int.random(in: 0..<100, using: &random))"
        lines[index] = lines[index].replacing(#/": "[^"\\]*"/#, with: "\": \"\(value)\"")
        try lines.joined(separator: "\n").write(to: url, atomically: false, encoding: .utf8)
        return "a meta value of \(file) to \"\(value)\""
    }

    /// An action changed in place, the file laid out as it was: to another screen, a page from
    /// data, the same host or another one outside, or a page that is none (its page's problems
    /// change). Its page, and the pages and map that show where it leads.
    mutating func editAction() throws -> String {
        let targets = [
            "/", "people", "gallery", "news", "settings", "teams:ios", "teams/design", "profile:2", "profile:6",
            "https://crew.example.com/privacy", "https://elsewhere.example.org/", "/nowhere/",
        ]
        let target = targets.randomElement(using: &random) ?? "/"
        guard let file = try changeOne(#/"action": "[^"\\]*"/#, { _ in "\"action\": \"\(target)\"" }) else { return "nothing" }
        return "an action of \(file) to \(target)"
    }

    /// Replaces one match of `pattern`, picked at random in a screen picked at random, with what
    /// `replacement` makes of it, the rest of the file as it was; the screen's path, or nil when it has none.
    private mutating func changeOne(_ pattern: Regex<Substring>, _ replacement: (Substring) -> String) throws -> String? {
        let file = try screens().randomElement(using: &random) ?? "screens/index.json"
        let url = project.url("Content/" + file)
        var text = try String(contentsOf: url, encoding: .utf8)
        guard let range = text.ranges(of: pattern).randomElement(using: &random) else { return nil }
        text.replaceSubrange(range, with: replacement(text[range]))
        try text.write(to: url, atomically: false, encoding: .utf8)
        return file
    }

    /// The screens of the example (variants left out), by path in Content/.
    func screens() throws -> [String] {
        try files(under: "screens").filter { !$0.contains("~") && !$0.contains("[") }
    }

    func files(under folder: String) throws -> [String] {
        DirectoryWalker.entries(in: project.url("Content/" + folder).path, skipHidden: true).filter { !$0.isFolder }.map {
            folder + "/" + $0.relative
        }
    }

    /// Rewrites the JSON object in `file` (under Content/).
    func change(_ file: String, _ edit: (inout [String: Any]) -> Void) throws {
        let url = project.url("Content/" + file)
        guard var json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] else { return }
        edit(&json)
        try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys]).write(to: url)
    }
}

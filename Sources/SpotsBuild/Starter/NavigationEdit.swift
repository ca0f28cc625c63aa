import SpotsFormat
import SpotsRender

/// An entry added to `site.json`'s `navigation` as an edit of its text: every other byte of the
/// file is kept. The project's parser, which records where each value starts, finds the list; the
/// entry goes after its last one, on a line of its own when the entries are one a line, inline
/// when they are inline, written as the entries before it are (`{ "title": … }`, `{"title":…}`,
/// or a member a line). A file without a `navigation` gets one after its last member.
package enum NavigationEdit {
    /// One entry of the navigation.
    package struct Entry: Sendable, Equatable {
        package var title: String
        package var action: String

        package init(title: String, action: String) {
            self.title = title
            self.action = action
        }
    }

    /// What the edit does.
    package enum Outcome: Equatable {
        /// The entry is added to the navigation: the file's new bytes.
        case inserted([UInt8])
        /// The file had no navigation; it has one now, with these entries: the file's new bytes.
        case navigationAdded([UInt8], titles: [String])
        /// An entry leads to the page already (its title): the file is left as it was.
        case present(title: String)
    }

    /// Why the file cannot be edited: where, and what is wrong.
    package struct Problem: Error, Equatable {
        package var location: SourceLocation
        package var message: String
        package var hint: String?
    }

    /// `bytes` (a `site.json`) with `entry` in its navigation. A navigation made anew (the file had
    /// none, or `null`) starts with `defaults()`, the entries of the navigation the site had without
    /// one, so that adding a page drops none.
    package static func adding(_ entry: Entry, defaults: () -> [Entry], to bytes: [UInt8]) throws(Problem) -> Outcome {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes).root
        } catch {
            throw Problem(location: error.location, message: error.message, hint: error.hint)
        }
        guard case .object(let members) = root.value else {
            throw Problem(location: root.location, message: "site.json holds \(root.value.typeName), not an object", hint: nil)
        }
        let source = JSONSource(bytes)
        let style = TextStyle(bytes: bytes, source: source, root: root, members: members)
        guard let navigation = members.first(where: { $0.key == "navigation" }) else {
            let entries = defaults() + [entry]
            let edited = try added(entries, to: root, members: members, source: source, style: style, bytes: bytes)
            return .navigationAdded(edited, titles: entries.map(\.title))
        }
        if case .null = navigation.node.value {
            let entries = defaults() + [entry]
            let edited = try listInPlaceOfNull(entries, navigation: navigation, source: source, style: style, bytes: bytes)
            return .navigationAdded(edited, titles: entries.map(\.title))
        }
        guard case .array(let elements) = navigation.node.value else {
            throw Problem(
                location: navigation.node.location, message: "navigation is \(navigation.node.value.typeName), not a list of entries",
                hint: "write it as [ { \"title\": \"Home\", \"action\": \"/\" } ]")
        }
        if let target = route(ofAction: entry.action) {
            for element in elements {
                guard let action = element.value["action"]?.value.string, route(ofAction: action) == target else { continue }
                return .present(title: element.value["title"]?.value.string ?? action)
            }
        }
        return .inserted(try inserted(entry, into: navigation, elements: elements, source: source, style: style, bytes: bytes))
    }

    /// A `site.json` of only a navigation, for a content folder without one.
    package static func newFile(with entries: [Entry]) -> String {
        let lines = entries.map { "    " + TextStyle.spaced.text(of: $0) }
        return "{\n  \"navigation\": [\n" + lines.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// The page an action leads to, to find an entry that leads there already; nil for an address
    /// of another site. Read by the rule every action is read by (`LinkResolver`).
    static func route(ofAction action: String) -> Route? {
        switch LinkResolver(routes: [], assets: []).resolve(action: action) {
        case .success(.page(let route)), .success(.dangling(let route)): route
        default: nil
        }
    }

    /// The entry put after the last one of the navigation.
    private static func inserted(
        _ entry: Entry, into navigation: JSONMember, elements: [JSONNode], source: JSONSource, style: TextStyle, bytes: [UInt8]
    ) throws(Problem) -> [UInt8] {
        guard let list = source.span(at: navigation.node.location) else { throw unreadable(navigation.node.location) }
        guard let last = elements.last else {
            // An empty list: the entry between its brackets, on a line of its own if they are on two.
            let inside = bytes[(list.lowerBound + 1)..<(list.upperBound - 1)]
            guard inside.contains(0x0A) else { return splice(bytes, list, "[ " + TextStyle.spaced.text(of: entry) + " ]") }
            return splice(bytes, list, style.list(of: [entry], indent: source.lineIndent(at: navigation.keyLocation)))
        }
        guard let lastSpan = source.span(at: last.location) else { throw unreadable(last.location) }
        let before = elements.count > 1 ? elements[elements.count - 2].location.line : navigation.node.location.line
        let entryStyle = TextStyle(entry: last, source: source, fallback: style)
        let text: String
        if last.location.line > before {
            text = "," + style.newline + source.lineIndent(at: last.location) + entryStyle.text(of: entry)
        } else {
            text = separator(elements, source: source) + entryStyle.text(of: entry)
        }
        return splice(bytes, lastSpan.upperBound..<lastSpan.upperBound, text)
    }

    /// The navigation added after the last member of the file (or into an empty object).
    private static func added(
        _ entries: [Entry], to root: JSONNode, members: [JSONMember], source: JSONSource, style: TextStyle, bytes: [UInt8]
    ) throws(Problem) -> [UInt8] {
        guard let object = source.span(at: root.location) else { throw unreadable(root.location) }
        guard let last = members.last else {
            let text = "{" + style.newline + style.unit + "\"navigation\": " + style.list(of: entries, indent: style.unit)
            return splice(bytes, object, text + style.newline + "}")
        }
        guard let value = source.span(at: last.node.location) else { throw unreadable(last.node.location) }
        let text: String
        if last.keyLocation.line > root.location.line {
            let indent = source.lineIndent(at: last.keyLocation)
            text = "," + style.newline + indent + "\"navigation\": " + style.list(of: entries, indent: indent)
        } else {
            text = ", \"navigation\": [ " + entries.map { style.text(of: $0) }.joined(separator: ", ") + " ]"
        }
        return splice(bytes, value.upperBound..<value.upperBound, text)
    }

    /// `"navigation": null` (the default navigation) made a list of `entries`.
    private static func listInPlaceOfNull(
        _ entries: [Entry], navigation: JSONMember, source: JSONSource, style: TextStyle, bytes: [UInt8]
    ) throws(Problem) -> [UInt8] {
        guard let value = source.span(at: navigation.node.location) else { throw unreadable(navigation.node.location) }
        return splice(bytes, value, style.list(of: entries, indent: source.lineIndent(at: navigation.keyLocation)))
    }

    /// What separates the inline entries of the list (`, ` or `,`), taken from the last two.
    private static func separator(_ elements: [JSONNode], source: JSONSource) -> String {
        guard elements.count > 1, let previous = source.span(at: elements[elements.count - 2].location),
            let last = source.span(at: elements[elements.count - 1].location)
        else { return ", " }
        let between = source.text(in: previous.upperBound..<last.lowerBound)
        return between.allSatisfy { $0 == "," || $0 == " " || $0 == "\t" } && between.contains(",") ? between : ", "
    }

    /// `bytes` with `range` replaced by `text`.
    private static func splice(_ bytes: [UInt8], _ range: Range<Int>, _ text: String) -> [UInt8] {
        var edited = bytes
        edited.replaceSubrange(range, with: Array(text.utf8))
        return edited
    }

    private static func unreadable(_ location: SourceLocation) -> Problem {
        Problem(location: location, message: "spots-site could not find the end of this value", hint: nil)
    }
}

import SpotsBuild
import SpotsFormat
import SpotsRender

/// One thing a change did, as a reviewer reads it: a component added, an item moved, a title
/// changed from one value to another, a data file that feeds three pages.
package struct ReviewChange: Sendable, Equatable, Codable {
    /// What happened to the subject.
    package enum Kind: String, Sendable, Codable {
        case added, removed, moved, changed
    }

    package var kind: Kind
    /// What changed, in words: `list “Crew”`, `item “Ada” in list “Crew”`, `site.json`, `data/people.json`.
    package var subject: String
    /// Its JSON path in the new version (in the old one when it was removed): `components[0].items[2]`.
    package var path: String?
    /// Its JSON path in the old version, for one that moved.
    var oldPath: String?
    /// The field that changed: `title`, `subtitle`, `meta.team`, `layout.span`.
    package var field: String?
    /// The value before, as text (JSON values compact).
    package var old: String?
    /// The value after.
    package var new: String?
    /// Whether `old` and `new` are JSON (a `meta` value, a layout number such as `layout.span`),
    /// shown as they are rather than quoted.
    package var json: Bool?
    /// For markdown fields: the two values word by word.
    package var words: [WordDiff.Piece]?
    /// What else the reviewer should know: where an action leads now, that it dangles, how far an
    /// item moved.
    package var note: String?
    /// For a change to the whole site: the pages it affects, by route.
    package var pages: [String]?

    package init(
        _ kind: Kind, _ subject: String, path: String? = nil, field: String? = nil, old: String? = nil, new: String? = nil,
        note: String? = nil
    ) {
        self.kind = kind
        self.subject = subject
        self.path = path
        self.field = field
        self.old = old
        self.new = new
        self.note = note
    }

    /// The change in one line of plain text: `changed item “Ada” (components[0].items[1]) title: "Ada" → "Ada L."`.
    package var summary: String {
        var line = "\(kind.rawValue) \(subject)"
        if let path { line += " (\(path))" }
        if let field { line += " \(field)" }
        if let words {
            line += ": " + WordDiff.plain(words)
        } else if old != nil || new != nil {
            line += ": " + shown(old) + " → " + shown(new)
        }
        if let note { line += " — " + note }
        return line
    }

    /// A value on one line, as every format words it (text, markdown, the report): in quotes, its
    /// line feeds and carriage returns as `\n` and `\r` (by scalar: CR LF is one `Character`), or as
    /// it is when it is JSON (`layout.span: 3 → 2`); `(none)` when there is none.
    package func shown(_ value: String?) -> String {
        guard let value else { return "(none)" }
        guard json != true else { return value }
        var line = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\n": line += "\\n"
            case "\r": line += "\\r"
            default: line.unicodeScalars.append(scalar)
            }
        }
        return line + "\""
    }
}

extension ReviewChange {
    /// A `clients` object's changes (`site.json`'s, a screen's), one per platform: `clients.ios: "3.0" → "3.4"`.
    static func clients(_ old: [String: ClientVersion], _ new: [String: ClientVersion], subject: String) -> [ReviewChange] {
        versions(old, new, subject: subject, field: "clients")
    }

    /// Versions by platform (`clients`, a `since` of `catalog.json`), one change per platform,
    /// named `field` and the platform: `items.stat.since.ios: "3.2" → "3.3"`.
    static func versions(_ old: [String: ClientVersion], _ new: [String: ClientVersion], subject: String, field: String) -> [ReviewChange] {
        Set(old.keys).union(new.keys).sorted().compactMap { platform in
            guard old[platform] != new[platform] else { return nil }
            return ReviewChange(.changed, subject, field: field + "." + platform, old: old[platform]?.description, new: new[platform]?.description)
        }
    }
}

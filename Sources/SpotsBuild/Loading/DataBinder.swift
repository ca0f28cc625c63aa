import SpotsFormat
import SpotsRender

/// Fills `<field>KeyPath` bindings from a screen's data context (JSONViewControllers' key-path
/// binding), reporting every path that finds nothing with the nearest key that exists. Data the
/// app fills at run time may be missing here: a path that finds nothing is a warning, and a text
/// field (or an image) shows the path as a placeholder, `{user.name}`, where the value goes.
struct DataBinder {
    /// The screen's data merged over the site's, or nil when there is none.
    package let context: JSONValue?
    package var reader: FieldReader
    /// How messages name the context: "the data", or the record of a page from data.
    var contextName = "the data"
    /// How much text the screen's key paths have bound so far (UTF-8 bytes).
    var boundBytes = 0

    /// The most text key paths may bind into one screen: a path can bind one long value into
    /// every item (60 items bound to a 1 MB value took 95 s), and the file's own size bounds the
    /// rest of the screen. Past it, a path's field shows the path, with one warning.
    static let maximumBound = 4 << 20

    /// `upper`'s data laid over `lower`'s: top-level keys of `upper` win.
    static func layered(_ lower: JSONValue?, under upper: JSONValue?) -> JSONValue? {
        guard case .object(let lowerMembers)? = lower, case .object(let upperMembers)? = upper else { return upper ?? lower }
        let own = Set(upperMembers.map(\.key))
        return .object(lowerMembers.filter { !own.contains($0.key) } + upperMembers)
    }

    mutating func bind(_ screen: inout Screen) {
        for binding in screen.keyPaths {
            guard let text = resolve(binding, placeholder: true)?.text else { continue }
            let current = binding.field == "title" ? screen.title : screen.description
            if current != nil {
                reader.report(
                    .warning, .keyPathConflict, at: binding.location, path: binding.jsonPath,
                    "both '\(binding.field)' and '\(binding.field)KeyPath' are given; the key path wins", hint: "remove one of them")
            }
            if binding.field == "title" { screen.title = text } else { screen.description = text }
        }
        for index in screen.components.indices { bind(&screen.components[index]) }
    }

    private mutating func bind(_ component: inout Component) {
        if var header = component.header {
            bind(&header)
            component.header = header
        }
        if var footer = component.footer {
            bind(&footer)
            component.footer = footer
        }
        for index in component.items.indices { bind(&component.items[index]) }
    }

    private mutating func bind(_ item: inout Item) {
        if let file = item.file, file != reader.file {
            // An item from a data file (a Slots feed's contents): its problems name that file.
            var binder = DataBinder(context: context, reader: FieldReader(file: file), contextName: contextName)
            binder.boundBytes = boundBytes
            binder.bind(&item)
            boundBytes = binder.boundBytes
            reader.diagnostics += binder.reader.diagnostics
            return
        }
        for (index, binding) in item.keyPaths.enumerated() {
            if binding.field == "meta" {
                // `metaKeyPath` takes a whole object, such as a record's facts.
                guard let value = value(at: binding) else { continue }
                guard case .object = value else {
                    reader.report(
                        .error, .keyPath, at: binding.location, path: binding.jsonPath,
                        "the key path '\(binding.path)' finds \(value.typeName), not an object for 'meta'", hint: "point it at an object")
                    continue
                }
                item.meta = value
                continue
            }
            guard let (text, isPlaceholder) = resolve(binding, placeholder: Self.showsPlaceholder(binding)) else { continue }
            if isPlaceholder { item.keyPaths[index].showsPlaceholder = true }
            if hasValue(item, binding.field) {
                reader.report(
                    .warning, .keyPathConflict, at: binding.location, path: binding.jsonPath,
                    "both '\(binding.field)' and '\(binding.field)KeyPath' are given; the key path wins",
                    hint: "remove one of them")
            }
            assign(text, to: binding.field, of: &item, at: binding.location)
        }
        for index in item.children.indices { bind(&item.children[index]) }
        for index in item.relations.indices {
            for related in item.relations[index].items.indices { bind(&item.relations[index].items[related]) }
        }
    }

    /// The text at a dotted path (`people.0.name`), or nil with an error saying why not; where it
    /// finds nothing, the path as a placeholder (`{people.0.name}`, `isPlaceholder`) when `placeholder`.
    private mutating func resolve(_ binding: KeyPathBinding, placeholder: Bool) -> (text: String, isPlaceholder: Bool)? {
        guard let current = value(at: binding) else { return placeholder ? (binding.placeholder, true) : nil }
        let text: String
        switch current {
        case .string(let string): text = string  // data is cleaned when it is read
        case .number(let number): text = NumberText.text(number)
        case .bool(let flag): text = String(flag)
        default:
            reader.report(
                .error, .keyPath, at: binding.location, path: binding.jsonPath,
                "the key path '\(binding.path)' finds \(current.typeName), not text", hint: "point it at a string or number inside")
            return nil
        }
        let before = boundBytes
        boundBytes += text.utf8.count
        guard boundBytes > Self.maximumBound else { return (text, false) }
        if before <= Self.maximumBound {
            reader.report(
                .warning, .keyPath, at: binding.location, path: binding.jsonPath,
                "the key paths of this screen bind more than \(Self.maximumBound >> 20) MB of text from \(contextName) here; this one and those after it are left unbound",
                hint: "bind shorter values, or fewer items to the same long one")
        }
        return placeholder ? (binding.placeholder, true) : nil
    }

    /// What a path that finds nothing leaves on the page, said after why: the app may fill it at
    /// run time, and data in site.json or Content/data/ shows a sample.
    private static func shown(_ binding: KeyPathBinding) -> String {
        showsPlaceholder(binding) ? "; the page shows \(binding.placeholder) in its place, for the app to fill" : ""
    }

    /// Whether a field whose path finds nothing shows the path in its place: text (and an image,
    /// whose `{…}` is a placeholder picture), never what would lead somewhere or name a template.
    private static func showsPlaceholder(_ binding: KeyPathBinding) -> Bool {
        !["meta", "action", "kind", "identifier"].contains(binding.field)
    }

    /// The value at a dotted path, or nil with a warning saying where it stopped.
    private mutating func value(at binding: KeyPathBinding) -> JSONValue? {
        guard var current = context else {
            reader.report(
                .warning, .keyPath, at: binding.location, path: binding.jsonPath,
                "the key path '\(binding.path)' finds nothing: this screen has no data\(Self.shown(binding))",
                hint: "give the screen \"data\" (a file under the content folder, or an object), or add \"data\" to site.json, for a sample")
            return nil
        }
        var walked: [Substring] = []
        for part in binding.path.split(separator: ".", omittingEmptySubsequences: false) {
            let here = walked.isEmpty ? contextName : "'\(walked.joined(separator: "."))'"
            switch current {
            case .object(let members):
                guard let member = members.first(where: { $0.key == part }) else {
                    reader.report(
                        .warning, .keyPath, at: binding.location, path: binding.jsonPath,
                        "the key path '\(binding.path)' finds nothing: \(here) has no key '\(part)'\(Self.shown(binding))",
                        hint: Suggestions.didYouMean(String(part), in: members.map(\.key))
                            ?? (members.isEmpty ? nil : "it has \(members.prefix(8).map { "'\($0.key)'" }.joined(separator: ", "))"))
                    return nil
                }
                current = member.node.value
            case .array(let elements):
                guard let index = Int(part), elements.indices.contains(index) else {
                    reader.report(
                        .warning, .keyPath, at: binding.location, path: binding.jsonPath,
                        "the key path '\(binding.path)' finds nothing: \(here) is a list of \(elements.count), and '\(part)' is not one of its indexes\(Self.shown(binding))",
                        hint: elements.isEmpty ? nil : "use 0 to \(elements.count - 1)")
                    return nil
                }
                current = elements[index].value
            default:
                reader.report(
                    .warning, .keyPath, at: binding.location, path: binding.jsonPath,
                    "the key path '\(binding.path)' finds nothing: \(here) is \(current.typeName), which has no '\(part)'\(Self.shown(binding))")
                return nil
            }
            walked.append(part)
        }
        return current
    }

    private func hasValue(_ item: Item, _ field: String) -> Bool {
        switch field {
        case "title": item.title != nil
        case "subtitle": item.subtitle != nil
        case "text": item.text != nil
        case "image": item.image != nil
        case "action": item.action != nil
        case "kind": item.kind != nil
        case "identifier": item.identifier != nil
        default: item.fields.contains { $0.name == field }
        }
    }

    private func assign(_ text: String, to field: String, of item: inout Item, at location: SourceLocation) {
        switch field {
        case "title": item.title = text
        case "subtitle": item.subtitle = text; item.subtitleLocation = location
        case "text": item.text = text; item.textLocation = location
        case "image": item.image = text; item.imageLocation = location
        case "action": item.action = text; item.actionLocation = location
        case "kind": item.kind = text; item.kindLocation = location
        case "identifier": item.identifier = text
        default:
            item.fields.removeAll { $0.name == field }
            item.fields.append((field, .string(text)))
        }
    }
}

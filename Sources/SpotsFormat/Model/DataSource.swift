/// Where a screen's (or the site's) data comes from: a JSON file under the content folder, or an
/// object written inline.
package enum DataSource: Sendable, Equatable {
    /// A path relative to the content folder (`data/people.json`), and where it was written.
    case file(String, at: SourceLocation)
    /// An inline value.
    case inline(JSONValue)
}

/// A `<field>KeyPath` of an item or row: the field takes its value from the data by a dotted path.
@usableFromInline package struct KeyPathBinding: Sendable, Equatable {
    /// The field it fills (`title` for `titleKeyPath`).
    package var field: String
    /// The dotted path (`user.name`, `people.0.name`).
    package var path: String
    /// Where the path is written.
    package var location: SourceLocation
    /// The JSON path of the key (`components[0].items[1].titleKeyPath`).
    package var jsonPath: String
    /// Whether the path found nothing and its field shows `placeholder` instead (set by the
    /// build's binder; the page marks such a field).
    package var showsPlaceholder = false

    /// What a field shows where its path finds nothing: the path, as Spots writes placeholders.
    package var placeholder: String { "{\(path)}" }
}

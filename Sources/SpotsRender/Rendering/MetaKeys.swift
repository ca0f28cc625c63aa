/// The keys of `meta` the renderer reads itself: style and accessibility, never data. An item's
/// or component's colours (every Spots era's keys), its image's text alternative, that the image
/// only decorates, and the name of a link without a title. The page shows them as what they do
/// (a colour, an `alt`), the inspect panel as data, and the catalog counts them as read.
package enum MetaKeys {
    /// The background colour.
    package static let background = "background-color"
    /// The text colour, in order.
    package static let foreground = ["foreground-color", "text-color"]
    /// The image's text alternative, in order.
    package static let alt = ["alt", "accessibilityLabel"]
    /// `true`: the image only decorates, and has no text alternative.
    package static let decorative = "decorative"
    /// The name of a link whose item has no title.
    package static let linkLabel = "label"

    /// The colour keys.
    package static var colors: [String] { [background] + foreground }
}

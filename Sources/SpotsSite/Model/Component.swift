/// A component of a screen: a list, grid, carousel or custom kind with its items (Spots' `ComponentModel`).
struct Component: Sendable, Equatable {
    /// What it renders as.
    var kind: ComponentKind = .list
    /// A stable id for the HTML `id`.
    var identifier: String?
    /// Rendered above the items.
    var header: Item?
    /// Rendered below the items.
    var footer: Item?
    /// The items.
    var items: [Item] = []
    /// Spacing, columns and the like.
    var layout = Layout()
    /// Scrolling behaviour.
    var interaction = Interaction()
    /// A free object for templates.
    var meta: JSONValue?
    /// A Slots feed whose items come before `items`; resolved (and cleared) when the screen loads.
    var slots: Slots?
    /// Where the component starts.
    var location: SourceLocation = .start
    /// Where its `kind` (or `type`) value stands.
    var kindLocation: SourceLocation?
    /// The JSON path (`components[1]`).
    var path: String = ""

    /// Creates an empty list component.
    init() {}
}

/// The `layout` keys of a component. Lengths are CSS pixels.
struct Layout: Sendable, Equatable {
    /// Columns of a grid, items across a carousel; nil or 0 means responsive.
    var span: Double?
    /// The gap between items in a row.
    var itemSpacing: Double?
    /// The gap between rows.
    var lineSpacing: Double?
    /// Padding around the items.
    var inset: Inset?
    /// Rows of a carousel.
    var itemsPerRow: Int?
    /// `default` or `sticky`.
    var headerMode: String?
    /// `below` or `overlay`.
    var pageIndicator: String?
    /// Render the component even with no items.
    var showEmptyComponent = false
    /// Accepted; item widths follow their content.
    var dynamicSpan = false
    /// Accepted; item heights follow their content.
    var dynamicHeight = false
    /// Accepted; runtime-only in Spots.
    var infiniteScrolling = false

    /// Creates the default layout.
    init() {}

    /// Padding around a component's items.
    struct Inset: Sendable, Equatable {
        var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0
    }
}

/// The `interaction` keys of a component.
struct Interaction: Sendable, Equatable {
    /// `disabled`, `page` or `item`: how a carousel snaps.
    var paginate: String?
    /// `horizontal` or `vertical`.
    var scrollDirection: String?

    /// Creates the default interaction.
    init() {}
}

/// A component of a screen: a list, grid, carousel or custom kind with its items (Spots' `ComponentModel`).
@usableFromInline package struct Component: Sendable, Equatable {
    /// What it renders as.
    package var kind: ComponentKind = .list
    /// A stable id for the HTML `id`.
    package var identifier: String?
    /// Rendered above the items.
    package var header: Item?
    /// Rendered below the items.
    package var footer: Item?
    /// The items.
    package var items: [Item] = []
    /// Spacing, columns and the like.
    package var layout = Layout()
    /// Scrolling behaviour.
    package var interaction = Interaction()
    /// A free object for templates.
    package var meta: JSONValue?
    /// A Slots feed whose items come before `items`; resolved (and cleared) when the screen loads.
    package var slots: Slots?
    /// Where the component starts.
    package var location: SourceLocation = .start
    /// Where its `kind` (or `type`) value stands.
    package var kindLocation: SourceLocation?
    /// The JSON path (`components[1]`).
    package var path: String = ""
    /// What an old app does with it in a `--client` preview (`ClientView`); nil in every other build.
    package var clientMark: ClientMark?

    /// Creates an empty list component.
    package init() {}
}

/// The `layout` keys of a component. Lengths are CSS pixels.
package struct Layout: Sendable, Equatable {
    /// Columns of a grid, items across a carousel; nil or 0 means responsive.
    package var span: Double?
    /// The gap between items in a row.
    package var itemSpacing: Double?
    /// The gap between rows.
    package var lineSpacing: Double?
    /// Padding around the items.
    package var inset: Inset?
    /// Rows of a carousel.
    package var itemsPerRow: Int?
    /// `default` or `sticky`.
    package var headerMode: String?
    /// `below` or `overlay`.
    package var pageIndicator: String?
    /// Render the component even with no items.
    package var showEmptyComponent = false
    /// Accepted; item widths follow their content.
    package var dynamicSpan = false
    /// Accepted; item heights follow their content.
    package var dynamicHeight = false
    /// Accepted; runtime-only in Spots.
    package var infiniteScrolling = false

    /// Creates the default layout.
    package init() {}

    /// Padding around a component's items.
    package struct Inset: Sendable, Equatable {
        package var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0
    }
}

/// The `interaction` keys of a component.
package struct Interaction: Sendable, Equatable {
    /// `disabled`, `page` or `item`: how a carousel snaps.
    package var paginate: String?
    /// `horizontal` or `vertical`.
    package var scrollDirection: String?

    /// Creates the default interaction.
    package init() {}
}

/// A component of a screen: a list, grid, carousel or custom kind with its items (Spots' `ComponentModel`).
public struct Component: Sendable, Equatable {
    /// What it renders as.
    public var kind: ComponentKind = .list
    /// A stable id for the HTML `id`.
    public var identifier: String?
    /// Rendered above the items.
    public var header: Item?
    /// Rendered below the items.
    public var footer: Item?
    /// The items.
    public var items: [Item] = []
    /// Spacing, columns and the like.
    public var layout = Layout()
    /// Scrolling behaviour.
    public var interaction = Interaction()
    /// A free object for templates.
    public var meta: JSONValue?
    /// A Slots feed whose items come before `items`; resolved (and cleared) when the screen loads.
    public var slots: Slots?
    /// Where the component starts.
    public var location: SourceLocation = .start
    /// Where its `kind` (or `type`) value stands.
    public var kindLocation: SourceLocation?
    /// The JSON path (`components[1]`).
    public var path: String = ""

    /// Creates an empty list component.
    public init() {}
}

/// The `layout` keys of a component. Lengths are CSS pixels.
public struct Layout: Sendable, Equatable {
    /// Columns of a grid, items across a carousel; nil or 0 means responsive.
    public var span: Double?
    /// The gap between items in a row.
    public var itemSpacing: Double?
    /// The gap between rows.
    public var lineSpacing: Double?
    /// Padding around the items.
    public var inset: Inset?
    /// Rows of a carousel.
    public var itemsPerRow: Int?
    /// `default` or `sticky`.
    public var headerMode: String?
    /// `below` or `overlay`.
    public var pageIndicator: String?
    /// Render the component even with no items.
    public var showEmptyComponent = false
    /// Accepted; item widths follow their content.
    public var dynamicSpan = false
    /// Accepted; item heights follow their content.
    public var dynamicHeight = false
    /// Accepted; runtime-only in Spots.
    public var infiniteScrolling = false

    /// Creates the default layout.
    public init() {}

    /// Padding around a component's items.
    public struct Inset: Sendable, Equatable {
        public var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0
    }
}

/// The `interaction` keys of a component.
public struct Interaction: Sendable, Equatable {
    /// `disabled`, `page` or `item`: how a carousel snaps.
    public var paginate: String?
    /// `horizontal` or `vertical`.
    public var scrollDirection: String?

    /// Creates the default interaction.
    public init() {}
}

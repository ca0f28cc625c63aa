import SpotsFormat

/// What a screen keeps once its page is made, in a build that writes or checks its pages (not
/// while serving, which renders them again): all but its items' subtitles and meta, its
/// components' layout and meta, and its data, which only its page reads. Those are most of what a
/// screen holds beyond its structure (subtitles are the longest strings of most items), and are let
/// go as the pages are made (the figures are in docs/performance.md, "Memory"). The rest
/// stays, for the steps after the pages (the index and site files read a screen's title, route,
/// files and variant; the catalog's search, findings and story index each component's and item's
/// kind, path and title), and because freeing an item's short strings one by one costs the build
/// more time than they hold memory. The screens whose parts a feature shows whole (the catalog's
/// examples) are kept whole (`RenderPages`).
extension Screen {
    /// Lets go of what only its page read, where it is: a screen held nowhere else is changed in
    /// place, its items' boxes kept.
    package mutating func hollow() {
        data = nil
        keyPaths = []
        for index in components.indices { components[index].hollow() }
    }
}

extension Component {
    mutating func hollow() {
        layout = Layout()
        interaction = Interaction()
        meta = nil
        slots = nil
        header?.hollow()
        footer?.hollow()
        for index in items.indices { items[index].hollow() }
    }
}

extension Item {
    mutating func hollow() {
        self.subtitle = nil
        self.meta = nil
        for index in children.indices { children[index].hollow() }
    }
}

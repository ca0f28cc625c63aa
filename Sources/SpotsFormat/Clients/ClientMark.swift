/// What an old app does with a component or an item, in a `--client` preview: shows another kind,
/// leaves fields out, or shows nothing (`isHidden`). The page marks it with `note`.
@usableFromInline package struct ClientMark: Sendable, Equatable {
    /// `iOS 3.0 shows the default item here; needs 3.4`.
    package var note: String
    /// Whether the app shows nothing in its place.
    package var isHidden: Bool
}

/// spots-site's version: printed by `--version`, and part of what every page is made with
/// (`PageInputs`), so an upgrade renders every page again.
public enum SpotsSiteVersion {
    public static let current = "0.1.0"

    /// What `--version` prints: the version, and those of the C libraries it runs with (found
    /// on the system when it starts, not when it was built).
    public static var description: String {
        "\(current) (cmark \(MarkdownRenderer.libraryVersion), libxml2 \(HTMLValidator.libraryVersion))"
    }
}

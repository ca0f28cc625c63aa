import SpotsFormat

extension SpotsSiteVersion {
    /// What `--version` prints: the version, and those of the C libraries it runs with (found
    /// on the system when it starts, not when it was built).
    package static var description: String {
        "\(current) (cmark \(MarkdownRenderer.libraryVersion), libxml2 \(HTMLValidator.libraryVersion))"
    }
}

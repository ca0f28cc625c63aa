import Foundation

/// Where a build reads and writes, and how strict it is.
public struct BuildOptions: Sendable {
    /// The content folder (`Content`).
    public var content: URL
    /// The project's templates folder (`Templates`); a missing folder means the built-in theme alone.
    public var templates: URL
    /// Whether `templates` was named by the user, so a missing folder is an error.
    public var templatesRequired: Bool
    /// The output folder (`Output`).
    public var output: URL
    /// Turn warnings into errors.
    public var strict: Bool

    /// Options for a project folder laid out as the spec says.
    public init(content: URL, templates: URL, templatesRequired: Bool = false, output: URL, strict: Bool = false) {
        self.content = content
        self.templates = templates
        self.templatesRequired = templatesRequired
        self.output = output
        self.strict = strict
    }

    /// How diagnostics name a folder: relative to the working directory when it is inside it.
    static func displayName(of url: URL) -> String {
        let path = url.standardizedFileURL.path
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        if path.hasPrefix(current + "/") { return String(path.dropFirst(current.count + 1)) }
        return path
    }
}

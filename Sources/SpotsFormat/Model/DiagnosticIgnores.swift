/// The warnings and notes a project silences: `site.json`'s `diagnostics.ignore`, by rule and
/// path. Errors are never silenced: the site they stop is not built.
public struct DiagnosticIgnores: Sendable, Hashable {
    /// One rule, silenced where `paths` match (everywhere when there are none).
    public struct Entry: Sendable, Hashable {
        public var rule: DiagnosticRule
        /// Patterns of paths relative to the content folder (`screens/drafts/**`).
        public var paths: [PathPattern]
        /// Where the entry is written, for the note that it silences nothing.
        public var location: SourceLocation?
        /// Its JSON path (`diagnostics.ignore[0]`).
        public var path: String

        public init(rule: DiagnosticRule, paths: [PathPattern] = [], location: SourceLocation? = nil, path: String = "") {
            self.rule = rule
            self.paths = paths
            self.location = location
            self.path = path
        }
    }

    public var entries: [Entry] = []

    public init(entries: [Entry] = []) { self.entries = entries }

    /// Takes the diagnostics `entries` silence out of `diagnostics` and returns how many each
    /// entry took. A diagnostic's file is matched relative to the content folder, named
    /// `contentFolder` as diagnostics name it (`Content`); a file outside it, as it is printed.
    public func apply(to diagnostics: inout [Diagnostic], contentFolder: String) -> [Int] {
        var counts = [Int](repeating: 0, count: entries.count)
        guard !entries.isEmpty else { return counts }
        let prefix = contentFolder.isEmpty ? "" : contentFolder + "/"
        diagnostics.removeAll { diagnostic in
            guard diagnostic.isSilenceable else { return false }
            let file = prefix.isEmpty || !diagnostic.file.hasPrefix(prefix) ? diagnostic.file : String(diagnostic.file.dropFirst(prefix.count))
            guard
                let index = entries.firstIndex(where: { $0.rule == diagnostic.rule && ($0.paths.isEmpty || $0.paths.contains { $0.matches(file) }) })
            else { return false }
            counts[index] += 1
            return true
        }
        return counts
    }
}

extension Diagnostic {
    /// Whether an ignore rule may silence it: warnings and notes may, errors never.
    public var isSilenceable: Bool { severity != .error }

    /// Whether `rules` (a screen's `//spots-site`) silence a problem of `severity` and `rule`:
    /// the one rule, for a diagnostic made or one about to be.
    package static func isSilenced(_ severity: Severity, _ rule: DiagnosticRule, by rules: Set<DiagnosticRule>) -> Bool {
        severity != .error && rules.contains(rule)
    }
}

extension Array where Element == Diagnostic {
    /// Without the warnings and notes of `rules` about `file` (a screen's `//spots-site`).
    package func silencing(_ rules: Set<DiagnosticRule>, in file: String) -> [Diagnostic] {
        rules.isEmpty ? self : filter { !(Diagnostic.isSilenced($0.severity, $0.rule, by: rules) && $0.file == file) }
    }
}

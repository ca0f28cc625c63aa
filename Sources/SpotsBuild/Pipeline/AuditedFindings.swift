import SpotsFormat

/// What `spots-site audit` found, given to a build (`build --audit DIR`): its findings as the
/// warnings it reported, at the lines of the items and components that made each element, for
/// the catalog to show on the page of each kind.
package struct AuditedFindings: Sendable {
    package var findings: [Diagnostic]
    /// How many pages it measured, in how many contexts.
    package var pages: Int
    package var contexts: Int

    package init(findings: [Diagnostic], pages: Int, contexts: Int) {
        self.findings = findings
        self.pages = pages
        self.contexts = contexts
    }

    /// The findings of each of `screenFiles` (paths under the content folder, `screens/a.json`).
    /// A finding names its file as the audit's diagnostics did (`Content/screens/a.json`, from
    /// wherever it ran): it is the screen file whose path its file ends with.
    package func byScreenFile(_ screenFiles: [String]) -> [String: [Diagnostic]] {
        let known = Set(screenFiles)
        var screens: [String: String] = [:]
        for file in Set(findings.map(\.file)) {
            let parts = file.split(separator: "/", omittingEmptySubsequences: false)
            screens[file] = parts.indices.lazy.map { parts[$0...].joined(separator: "/") }.first { known.contains($0) }
        }
        return Dictionary(grouping: findings.filter { screens[$0.file] != nil }) { screens[$0.file] ?? "" }
    }
}

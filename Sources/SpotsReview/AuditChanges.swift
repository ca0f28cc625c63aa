import SpotsFormat

/// What a change does to the layout audit's findings (`diff --audit`): the faults the new side
/// has that the old had not, and those it no longer has. A fault is the same on both sides when
/// it is of the same rule, at the same part of the item (or component) of the same JSON path in
/// the same screen file; its line, measurements and contexts may change.
package struct AuditChanges: Sendable, Equatable, Encodable {
    /// One finding as the review shows it.
    package struct Finding: Sendable, Equatable, Encodable {
        /// Where it is written: `Content/screens/a.json:22:9`, or for a fixed one, its place before the change.
        package var place: String
        /// The diagnostic rule (`small-target`).
        package var rule: String
        package var message: String

        package init(place: String, rule: String, message: String) {
            self.place = place
            self.rule = rule
            self.message = message
        }
    }

    package var introduced: [Finding] = []
    package var fixed: [Finding] = []
    /// How many contexts each side was measured in.
    package var contexts: Int

    package var isEmpty: Bool { introduced.isEmpty && fixed.isEmpty }

    /// The findings of `new` that `old` has not (introduced) and of `old` that `new` has not
    /// (fixed), each side's given with the key that tells a fault from another; as many of a key
    /// as one side has more than the other.
    package init(old: [(key: String, finding: Finding)], new: [(key: String, finding: Finding)], contexts: Int) {
        self.contexts = contexts
        var oldCounts: [String: Int] = [:]
        var newCounts: [String: Int] = [:]
        for (key, _) in old { oldCounts[key, default: 0] += 1 }
        for (key, _) in new { newCounts[key, default: 0] += 1 }
        var seen: [String: Int] = [:]
        for (key, finding) in new {
            seen[key, default: 0] += 1
            if seen[key, default: 0] > oldCounts[key, default: 0] { introduced.append(finding) }
        }
        seen = [:]
        for (key, finding) in old {
            seen[key, default: 0] += 1
            if seen[key, default: 0] > newCounts[key, default: 0] { fixed.append(finding) }
        }
    }

    /// "introduces 2 layout findings and fixes 1".
    package var sentence: String {
        switch (introduced.count, fixed.count) {
        case (0, 0): "changes no layout finding"
        case (let added, 0): "introduces \(added.counted("layout finding"))"
        case (0, let gone): "fixes \(gone.counted("layout finding"))"
        case (let added, let gone): "introduces \(added.counted("layout finding")) and fixes \(gone)"
        }
    }
}

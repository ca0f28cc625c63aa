import Foundation

/// How much rendering one page may take: steps (each tag and text of a template run, each
/// element of a list a section runs over, each section a name is looked for through) and bytes (every template's output, children included,
/// which is what the page holds in memory while it renders).
///
/// Templates are not a programming language, but sections nest: a section over a list inside a
/// section over the same list runs its body length × length times, and twenty levels of it over
/// two links ran for two minutes; thirteen over a long text took 8 GB. A page that needs more than
/// this stops, and the build names it and the template that was running. A screen of 5,000 items
/// takes under a quarter of either bound (`RenderBudgetTests`).
package struct RenderBudget: Sendable, Equatable {
    /// The steps left.
    package private(set) var steps: Int
    /// The bytes left.
    package private(set) var bytes: Int

    package init(steps: Int, bytes: Int) {
        self.steps = steps
        self.bytes = bytes
    }

    /// One page's budget.
    package static let page = RenderBudget(steps: 20_000_000, bytes: 128 << 20)

    /// Whether more was taken than there was.
    package var isSpent: Bool { steps < 0 || bytes < 0 }

    /// Takes what a render took.
    package mutating func charge(steps taken: Int, bytes written: Int) {
        steps -= taken
        bytes -= written
    }

    /// The bounds, as messages give them ("20 million steps or 128 MB").
    package var described: String {
        let stepCount = steps >= 1_000_000 && steps % 1_000_000 == 0 ? "\(steps / 1_000_000) million" : "\(steps)"
        let size = bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
        return "\(stepCount) steps or \(size)"
    }
}

/// Raised when a page goes over its budget: the pages a renderer has not begun are not rendered
/// (each would most likely run the same templates to the same end, a second or two each on every
/// page of the site), and the build fails at the first.
package final class RenderAlarm: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    package init() {}

    package func raise() {
        lock.lock()
        raised = true
        lock.unlock()
    }

    package var isRaised: Bool {
        lock.lock()
        defer { lock.unlock() }
        return raised
    }
}

// Jobs shared out over a browser's tabs: the audit's pages and the review's screenshots.

import Foundation

/// What one job gave in its tab, and whether the tab may be lost (its page crashed or hung it).
package enum TabOutcome<Value: Sendable>: Sendable {
    /// Done; the tab goes on to the next job.
    case done(Value)
    /// The tab may be lost: it is replaced, and the job tried once more in the new one (this
    /// value stands if that is lost too).
    case lost(Value)
}

extension DevToolsBrowser {
    /// `work` done for each of `count` jobs in tabs of this browser, at most `workers` at once,
    /// each tab taking the next job until none is left (`isolated`: a fresh isolated tab for each
    /// job, for pages that must not meet each other's storage); `progress` hears of each job done
    /// (its index) and how many are. Nil for a job no tab could take (no tab could be opened).
    package func inTabs<Value: Sendable>(
        _ count: Int, workers: Int, shown: Bool = false, isolated: Bool = false,
        progress: (@Sendable (_ index: Int, _ finished: Int) -> Void)? = nil, _ work: @Sendable (Int, DevToolsTab) -> TabOutcome<Value>
    ) -> [Value?] {
        guard count > 0 else { return [] }
        let jobs = TabJobs<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, count))) { _ in
            // A worker without a tab takes no jobs: the others do them.
            var tab = try? newTab(shown: shown, isolated: isolated)
            defer { tab?.close() }
            while let current = tab, let index = jobs.next() {
                var value: Value
                switch work(index, current) {
                case .done(let done): value = done
                case .lost(let first):
                    value = first
                    current.close()
                    tab = try? newTab(shown: shown, isolated: isolated)
                    if let fresh = tab, case .done(let done) = work(index, fresh) { value = done }
                }
                // An isolated job's tab, and all its pages stored, goes with it; the next job's is
                // opened only when one is left.
                if isolated {
                    tab?.close()
                    tab = jobs.isEmpty ? nil : try? newTab(shown: shown, isolated: true)
                }
                // Stored whether or not anyone hears of it: `progress?(…)` would skip its argument.
                let finished = jobs.store(value, at: index)
                progress?(index, finished)
            }
        }
        return jobs.stored
    }
}

/// The workers' shared list: the next job to take, and what each gave.
private final class TabJobs<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var slots: [Value?]
    private var finished = 0

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func next() -> Int? {
        lock.withLock {
            guard nextIndex < slots.count else { return nil }
            nextIndex += 1
            return nextIndex - 1
        }
    }

    /// Whether every job has been taken.
    var isEmpty: Bool { lock.withLock { nextIndex >= slots.count } }

    /// Keeps a job's value; how many are done.
    func store(_ value: Value, at index: Int) -> Int {
        lock.withLock {
            slots[index] = value
            finished += 1
            return finished
        }
    }

    var stored: [Value?] { lock.withLock { slots } }
}

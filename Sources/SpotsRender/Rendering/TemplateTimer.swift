import Foundation
import SpotsFormat

/// Collects how long each template took, for `--metrics`, from every thread of a build. A page's
/// templates are timed in its `RenderPass` and added here once per page; the few other renders
/// (index, 404, catalog pages) are timed here call by call.
package final class TemplateTimer: @unchecked Sendable {
    private var times: [String: BuildMetrics.TemplateTime] = [:]
    private let lock = NSLock()

    package init() {}

    /// Adds the times of one page's templates.
    package func add(_ pageTimes: [String: BuildMetrics.TemplateTime]) {
        guard !pageTimes.isEmpty else { return }
        lock.lock()
        for (name, time) in pageTimes { times[name, default: .init()].add(time) }
        lock.unlock()
    }

    /// Runs `render`, one call of `template`, and adds the time it took.
    package func time<Result>(_ template: String, _ render: () -> Result) -> Result {
        let started = BuildMetrics.now()
        let result = render()
        add([template: .init(calls: 1, nanoseconds: BuildMetrics.now() - started)])
        return result
    }

    /// Everything added so far.
    package var collected: [String: BuildMetrics.TemplateTime] {
        lock.lock()
        defer { lock.unlock() }
        return times
    }
}

extension TemplateTimer? {
    /// `render` timed as a call of `template` when there is a timer; run as it is when there is none.
    package func time<Result>(_ template: String, _ render: () -> Result) -> Result {
        guard let timer = self else { return render() }
        return timer.time(template, render)
    }
}

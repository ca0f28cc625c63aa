import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender

/// How far `--screenshots` is, told as the screens are done (each screen's every screenshot
/// taken): at every tenth of them (every one, up to ten screens) and at the last, never once a
/// screenshot; from many threads, in order.
final class ShotProgress: @unchecked Sendable {
    private let lock = NSLock()
    /// The screenshots each screen still waits for.
    private var left: [Route: Int] = [:]
    private var done = 0
    private let total: Int
    private let step: Int
    private let report: (@Sendable (Int, Int) -> Void)?

    /// For the screenshots of `jobs` (one route each), telling `report` (done, total).
    init(jobs: [Route], report: (@Sendable (Int, Int) -> Void)?) {
        for route in jobs { left[route, default: 0] += 1 }
        total = left.count
        step = max(1, total / 10)
        self.report = report
    }

    /// A screenshot of `route`'s screen was taken (or failed).
    func took(_ route: Route) {
        lock.lock()
        defer { lock.unlock() }
        left[route, default: 1] -= 1
        guard left[route] == 0 else { return }
        done += 1
        if done % step == 0 || done == total { report?(done, total) }
    }

    /// "screenshots: 12 of 40 screens".
    static func line(done: Int, of total: Int) -> String { "screenshots: \(done) of \(total.counted("screen"))" }
}

import Foundation

/// Where a build's time went, for `--metrics` (as Hugo's `--templateMetrics`): each step, each
/// template (calls, total and mean), and the slowest screens. Steps are wall time, with the CPU
/// time of all cores beside it; templates and screens are the time spent on them, summed over all cores.
public struct BuildMetrics: Sendable {
    /// One template's calls and the time they took, its children's rendering not included.
    public struct TemplateTime: Sendable, Equatable {
        public var calls = 0
        public var nanoseconds: UInt64 = 0

        package init(calls: Int = 0, nanoseconds: UInt64 = 0) {
            self.calls = calls
            self.nanoseconds = nanoseconds
        }

        package mutating func add(_ other: TemplateTime) {
            calls += other.calls
            nanoseconds += other.nanoseconds
        }
    }

    /// One screen's page: rendered and checked.
    public struct ScreenTime: Sendable, Equatable {
        public var file: String
        public var route: String
        public var nanoseconds: UInt64
        /// Its items, nested ones included.
        public var items: Int

        package init(file: String, route: String, nanoseconds: UInt64, items: Int) {
            self.file = file
            self.route = route
            self.nanoseconds = nanoseconds
            self.items = items
        }
    }

    /// How many of the slowest screens are kept.
    public static let slowestCount = 10

    /// Each step, in order, with its wall time, its CPU time on all cores (their ratio is how
    /// many cores it kept busy) and the process's peak memory when it ended.
    public private(set) var steps: [(name: String, milliseconds: Double, cpuMilliseconds: Double, peakMebibytes: Double)] = []
    /// Each template by name (`items/default`).
    public private(set) var templates: [String: TemplateTime] = [:]
    /// The slowest screens, slowest first.
    public private(set) var slowestScreens: [ScreenTime] = []

    public init() {}

    /// A moment of the build: the monotonic clock and the process's CPU time so far, in
    /// nanoseconds, and its peak memory so far (resident, in KiB).
    public struct Reading: Sendable {
        package var wall: UInt64
        var cpu: UInt64
        package var peakKibibytes = 0

        /// Now.
        public static func now() -> Reading {
            var usage = rusage()
            #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
            #else
            getrusage(RUSAGE_SELF, &usage)
            #endif
            func nanoseconds(_ time: timeval) -> UInt64 { UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_usec) * 1_000 }
            return Reading(
                wall: BuildMetrics.now(), cpu: nanoseconds(usage.ru_utime) + nanoseconds(usage.ru_stime),
                peakKibibytes: kibibytes(maxResident: Int(usage.ru_maxrss)))
        }

        /// The peak resident memory `rusage` gives (`ru_maxrss`), in KiB: it gives bytes on macOS,
        /// kibibytes on Linux.
        package static func kibibytes(maxResident: Int) -> Int {
            #if canImport(Darwin)
            return maxResident / 1024
            #else
            return maxResident
            #endif
        }
    }

    /// Adds a step that started at `start` and ends now.
    public mutating func step(_ name: String, since start: Reading) {
        let end = Reading.now()
        steps.append((name, Double(end.wall - start.wall) / 1e6, Double(end.cpu - start.cpu) / 1e6, Double(end.peakKibibytes) / 1024))
    }

    /// Adds the template times of one page (or of any other render).
    package mutating func add(templates times: [String: TemplateTime]) {
        for (name, time) in times { templates[name, default: TemplateTime()].add(time) }
    }

    /// Adds one screen's time, keeping the slowest (ties by route, so the list is the same each run
    /// the times are).
    package mutating func add(screen: ScreenTime) {
        slowestScreens.append(screen)
        guard slowestScreens.count > Self.slowestCount * 4 else { return }
        trim()
    }

    /// The slowest screens, sorted, `slowestCount` at most.
    package mutating func trim() {
        slowestScreens.sort { ($0.nanoseconds, $1.route) > ($1.nanoseconds, $0.route) }
        if slowestScreens.count > Self.slowestCount { slowestScreens.removeLast(slowestScreens.count - Self.slowestCount) }
    }

    /// The monotonic clock, in nanoseconds.
    public static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
}

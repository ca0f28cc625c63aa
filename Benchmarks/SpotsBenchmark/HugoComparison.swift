// `spots-benchmark --hugo`: spots-site's `build` against Hugo's on the same generated screens,
// the Hugo site written by shared/tools/hugo-equivalent.py (one page per screen, the same kinds of
// markup, markdown and links). Each build is a process of its own, timed from start to exit with
// its peak memory (wait4), after one warm-up each; the two take turns, so noise from the machine
// falls on both.
import Foundation
import SpotsFormat

#if canImport(Glibc)
import Glibc
#endif

/// One build's wall time and peak memory.
struct ProcessCost {
    var seconds: Double
    var peakMiB: Double
}

/// Runs `arguments` (the first found on PATH) with its output thrown away, and returns what it cost,
/// or nil when it could not start or did not exit with 0 (unless `anyStatus`).
func measureProcess(_ arguments: [String], anyStatus: Bool = false) -> ProcessCost? {
    #if canImport(Glibc)
    var actions = posix_spawn_file_actions_t()
    #else
    var actions: posix_spawn_file_actions_t?  // a pointer on macOS, a struct on Linux
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    // This process's environment (macOS's headers do not declare `environ`).
    var environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { environment.forEach { free($0) } }
    var pid: pid_t = 0
    let started = DispatchTime.now()
    guard posix_spawnp(&pid, arguments[0], &actions, nil, &argv, &environment) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
    // Exited normally, with status 0 (`WIFEXITED` and `WEXITSTATUS`, which Swift does not import).
    guard anyStatus || status & 0xFFFF == 0 else { return nil }
    return ProcessCost(seconds: seconds, peakMiB: Double(BuildMetrics.Reading.kibibytes(maxResident: Int(usage.ru_maxrss))) / 1024)
}

/// The median of `values` (the upper one of an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// Builds `content` with the spots-site at `spotsSite` and with Hugo, `runs` times each in turns,
/// and prints both, the ratios, and a row for the README's table. Returns the exit status.
func compareWithHugo(content: URL, root: URL, screens: Int, runs: Int, spotsSite: String, hugoEquivalent: String) -> Int32 {
    guard FileManager.default.isExecutableFile(atPath: spotsSite) else {
        print("spots-benchmark: no spots-site at \(spotsSite); run `swift build -c release --product spots-site` first, or pass --spots-site PATH")
        return 1
    }
    guard measureProcess(["hugo", "version"]) != nil else {
        print("spots-benchmark: hugo is not installed (Debian: apt-get install hugo); the comparison needs it")
        return 1
    }
    let hugoSite = root.appendingPathComponent("hugo-site")
    guard measureProcess(["python3", hugoEquivalent, content.path, hugoSite.path]) != nil else {
        print("spots-benchmark: \(hugoEquivalent) failed; pass --hugo-equivalent PATH")
        return 1
    }
    let output = root.appendingPathComponent("Output")
    let builds: [(name: String, arguments: [String], output: URL)] = [
        ("spots-site", [spotsSite, "build", "--content", content.path, "--output", output.path], output),
        ("Hugo", ["hugo", "--quiet", "-s", hugoSite.path], hugoSite.appendingPathComponent("public")),
    ]
    var costs: [[ProcessCost]] = [[], []]
    for run in 0...runs {
        for (index, build) in builds.enumerated() {
            try? FileManager.default.removeItem(at: build.output)
            // spots-site exits 1 when a page has errors; the generated screens have none.
            guard let cost = measureProcess(build.arguments) else {
                print("spots-benchmark: \(build.name) failed: \(build.arguments.joined(separator: " "))")
                return 1
            }
            if run > 0 { costs[index].append(cost) }  // run 0 warms the caches
        }
    }
    let pages = builds.map { pageCount(under: $0.output) }
    let (spots, hugo) = (costs[0], costs[1])
    let (spotsWall, hugoWall) = (median(spots.map(\.seconds)), median(hugo.map(\.seconds)))
    let (spotsMemory, hugoMemory) = (median(spots.map(\.peakMiB)), median(hugo.map(\.peakMiB)))
    let cores = ProcessInfo.processInfo.activeProcessorCount
    print("spots-benchmark --hugo: \(screens) screens, \(runs == 1 ? "1 run" : "\(runs) runs") each after a warm-up, in turns, \(cores) cores")
    print("  tool          median s   peak MiB   pages   runs (s)   (pages: index.html files, the catalog's included)")
    for (index, build) in builds.enumerated() {
        let runs = costs[index].map { String(format: "%.2f", $0.seconds) }.joined(separator: " ")
        let name = build.name.padding(toLength: 10, withPad: " ", startingAt: 0)
        let figures = String(format: "%10.2f %10.0f %7d", median(costs[index].map(\.seconds)), median(costs[index].map(\.peakMiB)), pages[index])
        print("  \(name) \(figures)   \(runs)")
    }
    print(String(format: "  spots-site is %.2f× as fast as Hugo, with %.2f× its peak memory", hugoWall / spotsWall, spotsMemory / hugoMemory))
    let date = ISO8601DateFormatter.string(from: Date(), timeZone: .current, formatOptions: [.withFullDate])
    print("README row (\(date), \(cores) cores):")
    print(
        String(
            format: "| %@ | %.2f s, %.0f MiB | %.2f s, %.0f MiB | %.1f× | %.2f× |", grouped(screens) as NSString, hugoWall, hugoMemory, spotsWall,
            spotsMemory, hugoWall / spotsWall, spotsMemory / hugoMemory))
    return 0
}

/// How many `index.html` files are under `folder`.
func pageCount(under folder: URL) -> Int {
    let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    return files.filter { $0 == "index.html" || $0.hasSuffix("/index.html") }.count
}

/// `1000` as `1,000`.
func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    return String(digits.enumerated().flatMap { index, digit in (index > 0 && (digits.count - index) % 3 == 0) ? [",", digit] : [digit] })
}

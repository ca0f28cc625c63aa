// Builds N generated screens and prints milliseconds per screen and peak memory.
//   swift run -c release spots-benchmark [--screens 1000] [--runs 3] [--generator PATH]
// With --live, measures `spots-site serve` instead: how long from saving one screen of the N to
// its open page being told (Server-Sent Events) and served the new version over HTTP.
// With --hugo, compares spots-site's `build` with Hugo's on the screens (see HugoComparison.swift):
// swift build -c release --product spots-site && swift run -c release spots-benchmark --hugo.
// With --memory N,N,…, measures peak memory instead: a build of one screen of N items each, in a
// process of its own, against the size of that screen's file (see HugeScreen.swift); with
// --max-ratio R it exits 1 when memory grows faster than R × the file (the test command's guard).
// The screens come from shared/tools/gen-screens.py (deterministic, seed 1). This is a benchmark,
// not a test: it measures, it does not pass or fail.
import Foundation
import Logging
import ServiceLifecycle
import SpotsBuild
import SpotsFormat
import SpotsRender
import SpotsSite
import SpotsSiteServer

#if canImport(Glibc)
import Glibc
#endif

var screens = 1000
var runs = 3
var live = false
var hugo = false
var memoryItems: [Int] = []
var maximumRatio: Double?
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
/// The team's shared tools when they are beside the repository, else their copies in scripts/peers/.
let peers =
    [repository.deletingLastPathComponent().appendingPathComponent("shared/tools"), repository.appendingPathComponent("scripts/peers")]
    .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("gen-screens.py").path) }
    ?? repository.appendingPathComponent("scripts/peers")
var generator = peers.appendingPathComponent("gen-screens.py").path
var hugoEquivalent: String?
var spotsSite = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("spots-site").path

var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--screens": screens = Int(arguments.popFirst() ?? "") ?? screens
    case "--runs": runs = Int(arguments.popFirst() ?? "") ?? runs
    case "--generator": generator = arguments.popFirst() ?? generator
    case "--live": live = true
    case "--hugo": hugo = true
    case "--hugo-equivalent": hugoEquivalent = arguments.popFirst()
    case "--spots-site": spotsSite = arguments.popFirst() ?? spotsSite
    case "--memory": memoryItems = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
    case "--max-ratio": maximumRatio = Double(arguments.popFirst() ?? "")
    case "--build-once":
        // The child of --memory: one build, then its own peak memory on standard output.
        guard let content = arguments.popFirst(), let output = arguments.popFirst() else { exit(2) }
        exit(buildOnce(content: URL(fileURLWithPath: content), output: URL(fileURLWithPath: output)))
    default:
        print(
            "usage: spots-benchmark [--screens N] [--runs N] [--generator gen-screens.py] [--live] [--memory N,N,… [--max-ratio R]]"
                + " [--hugo [--spots-site PATH] [--hugo-equivalent hugo-equivalent.py]]")
        exit(2)
    }
}

if !memoryItems.isEmpty {
    exit(try measureHugeScreens(items: memoryItems, maximumRatio: maximumRatio))
}

let root = FileManager.default.temporaryDirectory.appendingPathComponent("spots-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
defer { try? FileManager.default.removeItem(at: root) }
let content = root.appendingPathComponent("Content")
try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)

let process = Process()
process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
process.arguments = ["python3", generator, content.path, "-n", String(screens)]
process.standardOutput = FileHandle.nullDevice
try process.run()
process.waitUntilExit()
guard process.terminationStatus == 0 else {
    print("spots-benchmark: \(generator) failed; pass --generator PATH")
    exit(1)
}

func peakMemoryMiB() -> Double {
    Double(BuildMetrics.Reading.now().peakKibibytes) / 1024
}

if hugo {
    let equivalent = hugoEquivalent ?? URL(fileURLWithPath: generator).deletingLastPathComponent().appendingPathComponent("hugo-equivalent.py").path
    let status = compareWithHugo(content: content, root: root, screens: screens, runs: runs, spotsSite: spotsSite, hugoEquivalent: equivalent)
    try? FileManager.default.removeItem(at: root)
    exit(status)
}

if live {
    try await measureLiveReload(content: content, templates: root.appendingPathComponent("Templates"), runs: runs)
    exit(0)
}

var timings: [Double] = []
var pages = 0
var warnings = 0
for run in 1...runs {
    let output = root.appendingPathComponent("Output")
    let options = BuildOptions(
        content: content, templates: root.appendingPathComponent("Templates"), output: output
    ).withSiteFeatures()
    let started = DispatchTime.now()
    // As `spots-site build` does it: pages stream into the staging folder while the site builds.
    let writer = SiteWriter(output: output)
    let staging = try writer.stage()
    let site = SiteBuilder(options: options).build(pages: .staging(staging))
    let built = DispatchTime.now()
    try writer.write(site, staged: staging)
    let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6
    let writing = Double(DispatchTime.now().uptimeNanoseconds - built.uptimeNanoseconds) / 1e6
    timings.append(milliseconds)
    pages = site.pageCount
    warnings = site.diagnostics.count(of: .warning)
    print(
        String(
            format: "run %d: %.0f ms (writing the rest and swapping %.0f ms), %d pages, %d errors", run, milliseconds, writing, site.pageCount,
            site.diagnostics.count(of: .error)))
}
let best = timings.min() ?? 0
let median = timings.sorted()[timings.count / 2]
print(
    String(
        format:
            "spots-benchmark: %d screens, %d pages (%d warnings), best %.0f ms, median %.0f ms, %.3f ms per screen, peak memory %.0f MiB, %d cores",
        screens, pages, warnings, best, median, best / Double(screens), peakMemoryMiB(), ProcessInfo.processInfo.activeProcessorCount))

import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender
import SpotsSite

#if canImport(Glibc)
import Glibc
#endif

/// `spots-benchmark --memory 10000,50000`: builds one screen of each number of items, each in a
/// process of its own (this program again, with `--build-once`), and prints its peak memory against
/// the size of the screen's file: `peak = base + ratio × file`, where `base` is the peak of a
/// one-item screen. Returns the exit status: 1 when a ratio is over `maximumRatio`.
func measureHugeScreens(items counts: [Int], maximumRatio: Double?) throws -> Int32 {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("spots-memory-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: root) }
    guard let base = try peakOfBuild(items: 1, in: root.appendingPathComponent("base")) else { return 1 }
    print(String(format: "base: a screen of 1 item peaks at %.1f MiB", Double(base.peak) / 1_048_576))
    for count in counts {
        guard let run = try peakOfBuild(items: count, in: root.appendingPathComponent("items-\(count)")) else { return 1 }
        let ratio = Double(run.peak - base.peak) / Double(run.fileSize)
        print(
            String(
                format: "spots-benchmark --memory: one screen of %d items, %.1f MiB of JSON → peak %.1f MiB = base + %.1f × the file",
                count, Double(run.fileSize) / 1_048_576, Double(run.peak) / 1_048_576, ratio))
        if let maximumRatio, ratio > maximumRatio {
            print(String(format: "spots-benchmark: %.1f × is over the bound of %.1f × the file", ratio, maximumRatio))
            return 1
        }
    }
    return 0
}

/// Writes a screen of `items` items (a title, a markdown subtitle and an action each, as an
/// export of a long list would have), builds it in a child process and returns its peak memory.
private func peakOfBuild(items: Int, in folder: URL) throws -> (peak: Int, fileSize: Int)? {
    let screens = folder.appendingPathComponent("Content/screens")
    try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
    let list = (0..<items).map { #"{"title": "Item \#($0)", "subtitle": "A **bold** subtitle for item \#($0)", "action": "/"}"# }
    let json = #"{"components": [{"kind": "list", "items": ["# + list.joined(separator: ", ") + "]}]}"
    let file = screens.appendingPathComponent("index.json")
    try Data(json.utf8).write(to: file)
    let child = Process()
    child.executableURL = (Bundle.main.executableURL ?? URL(fileURLWithPath: "/proc/self/exe")).resolvingSymlinksInPath()
    child.arguments = ["--build-once", folder.appendingPathComponent("Content").path, folder.appendingPathComponent("Output").path]
    let pipe = Pipe()
    child.standardOutput = pipe
    try child.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    guard child.terminationStatus == 0, let peak = Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
        print("spots-benchmark: the build of \(items) items failed: \(output)")
        return nil
    }
    return (peak, json.utf8.count)
}

/// One build and write, as `spots-site build` does it; prints this process's peak memory in bytes.
func buildOnce(content: URL, output: URL) -> Int32 {
    let options = BuildOptions(content: content, templates: content.deletingLastPathComponent().appendingPathComponent("Templates"), output: output)
        .withSiteFeatures()
    let writer = SiteWriter(output: output)
    guard let staging = try? writer.stage() else { return 1 }
    let site = SiteBuilder(options: options).build(pages: .staging(staging))
    guard !site.diagnostics.hasErrors, (try? writer.write(site, staged: staging)) != nil else {
        staging.discard()
        return 1
    }
    print(BuildMetrics.Reading.now().peakKibibytes * 1024)
    return 0
}

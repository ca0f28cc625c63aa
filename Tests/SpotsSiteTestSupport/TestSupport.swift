import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender
import SpotsSite
import Testing

/// Folders the tests read, found from this file's own path.
public enum TestPaths {
    /// The repository root.
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// `Tests/SpotsSiteTests`: the core's tests, with the fixtures and golden files.
    public static let tests = repository.appendingPathComponent("Tests/SpotsSiteTests")
    public static let fixtures = tests.appendingPathComponent("Fixtures")
    public static let snapshots = tests.appendingPathComponent("Snapshots")

    /// The folder the package's products are built into, with `spots-site` in it: the test
    /// executable's own folder on Linux; on macOS, the folder of the `.xctest` bundle this code is
    /// linked into, which a runner of the toolchain's (xctest, swiftpm-testing-helper) loads.
    public static let products: URL = {
        #if os(macOS)
        let bundle = Bundle(for: BundleMarker.self)
        if bundle.bundlePath.hasSuffix(".xctest") { return bundle.bundleURL.deletingLastPathComponent() }
        #endif
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }()
}

/// A class of this target, for finding the bundle it is linked into.
private final class BundleMarker: NSObject {}

/// A project folder in a temporary directory, removed by `remove()`.
public struct TemporaryProject: Sendable {
    public let root: URL

    /// Creates a project from `files` (path under the project → text).
    public init(files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("spots-site-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(text, to: path) }
    }

    /// Creates a project as a copy of a fixture folder.
    public init(copying fixture: URL) throws {
        self = try TemporaryProject()
        try FileManager.default.removeItem(at: root)
        try FileManager.default.copyItem(at: fixture, to: root)
    }

    public func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    public func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    public func options(strict: Bool = false, output: String = "Output") -> BuildOptions {
        BuildOptions(content: url("Content"), templates: url("Templates"), output: url(output), strict: strict).withSiteFeatures()
    }

    /// Builds in memory.
    public func build(strict: Bool = false) -> RenderedSite {
        SiteBuilder(options: options(strict: strict)).build()
    }

    public func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

/// Compares `text` with `Snapshots/<name>`; with `SPOTS_RECORD=1` in the environment, writes it instead.
public func assertSnapshot(_ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let url = TestPaths.snapshots.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["SPOTS_RECORD"] == "1" {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url)
        Issue.record("Recorded new baseline \(name); run again without SPOTS_RECORD", sourceLocation: sourceLocation)
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record("No snapshot \(name): run the tests with SPOTS_RECORD=1 to record it", sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != text else { return }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
        zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expectedLines.count, actualLines.count)
    let want = line < expectedLines.count ? String(expectedLines[line]) : "<end of file>"
    let got = line < actualLines.count ? String(actualLines[line]) : "<end of file>"
    Issue.record(
        "Snapshot \(name) differs at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)\n(SPOTS_RECORD=1 re-records)",
        sourceLocation: sourceLocation)
}

extension RenderedSite {
    /// The diagnostics as the CLI prints them, one a line.
    public func diagnosticLines(relativeTo root: URL) -> [String] {
        diagnostics.map { $0.description.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "") }
    }
}

/// What a finished process printed and how it exited.
public struct ProcessRun: Sendable {
    public var status: Int32
    public var output: String
    public var errors: String
}

/// Runs a program to its end; standard error is read on another thread, so neither pipe can fill up.
/// `environment` is added to this process's own.
public func runProcess(
    _ executable: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]
) throws -> ProcessRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
    }
    if let folder { process.currentDirectoryURL = folder }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let errorBox = DataBox()
    let reader = Thread { errorBox.data = errors.fileHandleForReading.readDataToEndOfFile() }
    reader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !reader.isFinished { usleep(1_000) }
    return ProcessRun(
        status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
        errors: String(decoding: errorBox.data, as: UTF8.self))
}

private final class DataBox: @unchecked Sendable {
    var data = Data()
}

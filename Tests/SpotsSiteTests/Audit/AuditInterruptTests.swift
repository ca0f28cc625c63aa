import Foundation
import SpotsSiteTestSupport
import Testing

/// An audit interrupted with SIGTERM (a cancelled CI job) or Ctrl-C ends and reaps its Chromium
/// before it removes its temporary folder: no browser outlives it to write its profile back there.
@Suite struct AuditInterruptTests {
    #if os(Linux)
    /// The processes whose command line holds `text` (read from /proc).
    static func processes(mentioning text: String) -> [String] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return ids.filter { Int32($0) != nil }.compactMap { id -> String? in
            guard let data = FileManager.default.contents(atPath: "/proc/\(id)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return line.contains(text) ? id : nil
        }
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func anInterruptedAuditLeavesNoBrowserAndNoFolder(signal: Int32) throws {
        _ = try AuditTests.chromium()
        let project = try TemporaryProject(copying: AuditTests.fixture)
        defer { project.remove() }
        let temporary = project.url("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = CommandLineTests.binary
        process.arguments = ["audit", "--widths", "320,375,768,1024,1280", "--exit-zero"]
        process.currentDirectoryURL = project.root
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Interrupted once its browser runs (its profile is made).
        var running = false
        for _ in 0..<6000 where process.isRunning {
            let folders = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
            if folders.contains(where: { FileManager.default.fileExists(atPath: temporary.path + "/" + $0 + "/profile") }) {
                running = true
                break
            }
            usleep(10_000)
        }
        #expect(running, "the audit ended before its browser was seen")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + signal)
        #expect(Self.processes(mentioning: temporary.path).isEmpty, "a browser outlived the audit")
        // A browser left running would write its profile back: give one the time to, then look.
        for _ in 0..<1500 where !Self.processes(mentioning: temporary.path).isEmpty { usleep(10_000) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }
    #endif
}

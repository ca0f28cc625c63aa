import Foundation
import SpotsSiteTestSupport
import Testing

/// `diff --screenshots` interrupted with SIGTERM (a cancelled CI job) or Ctrl-C ends and reaps its
/// Chromium, with its helpers, before it removes its temporary folder: no browser outlives it, and
/// none writes its profile back there.
@Suite struct ReviewInterruptTests {
    #if os(Linux)
    /// A Chromium that makes its profile, starts a helper that writes into it three seconds
    /// later (as Chromium's do), and runs until it is ended.
    static let browser = """
        #!/bin/sh
        for a in "$@"; do case $a in --user-data-dir=*) profile="${a#--user-data-dir=}";; esac; done
        mkdir -p "$profile"
        (sleep 3; mkdir -p "$profile/written-back") &
        sleep 60
        """

    @Test(arguments: [SIGTERM, SIGINT])
    func anInterruptedReviewLeavesNoBrowserAndNoFolder(signal: Int32) throws {
        let project = try TemporaryProject(copying: SiteDiffTests.fixture)
        defer { project.remove() }
        try project.write(Self.browser, to: "chromium")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: project.url("chromium").path)
        let temporary = project.url("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = CommandLineTests.binary
        process.arguments = ["diff", "old", "new", "--report", "report", "--screenshots", "-q"]
        process.currentDirectoryURL = project.root
        let variables = ["TMPDIR": temporary.path, "CHROME_PATH": project.url("chromium").path]
        process.environment = ProcessInfo.processInfo.environment.merging(variables) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Interrupted once a browser runs (its profile is made).
        var running = false
        for _ in 0..<6000 where process.isRunning {
            let folders = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
            let made = folders.contains { folder in
                let inside = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path + "/" + folder)) ?? []
                return inside.contains { $0.hasPrefix("profile-") }
            }
            if made {
                running = true
                break
            }
            usleep(10_000)
        }
        #expect(running, "the review ended before its browser was seen")
        kill(process.processIdentifier, signal)
        // A signal the test runner ignores is ignored by its children too, unless they handle it.
        for _ in 0..<3000 where process.isRunning { usleep(10_000) }
        #expect(!process.isRunning, "the review went on after the signal")
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + signal)
        #expect(AuditInterruptTests.processes(mentioning: temporary.path).isEmpty, "a browser outlived the review")
        // A helper left running writes into the profile after three seconds: give it the time to.
        for _ in 0..<400 where !AuditInterruptTests.processes(mentioning: temporary.path).isEmpty { usleep(10_000) }
        usleep(3_500_000)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
        // Without the registry the browsers outlive it: ended here, by their own ids only.
        for id in AuditInterruptTests.processes(mentioning: temporary.path).compactMap({ Int32($0) }) where id > 1 { kill(id, SIGKILL) }
    }
    #endif
}

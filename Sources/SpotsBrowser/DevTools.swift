// A small client for headless Chromium's DevTools protocol over a pipe (--remote-debugging-pipe):
// Chromium reads NUL-terminated JSON messages from its fd 3 and writes them to its fd 4.

import Foundation
import SpotsFormat

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What went wrong talking to the browser: a protocol error, a script's exception, a timeout, or a stopped browser.
package struct DevToolsError: Error, CustomStringConvertible {
    /// The message, e.g. the protocol's error message or the script's exception text.
    package let message: String
    /// True when the browser answered with this error (rather than a stop, a timeout, a crashed or closed tab).
    let fromBrowser: Bool
    /// True when the tab is lost with it: it crashed, closed, stopped answering, or the browser
    /// stopped (`TabOutcome.lost`); a page that did not load in time or a script that threw is not.
    package let losesTab: Bool

    /// An error with this message.
    package init(_ message: String) { self.init(message, fromBrowser: false) }

    init(_ message: String, fromBrowser: Bool = false, losesTab: Bool = false) {
        self.message = message
        self.fromBrowser = fromBrowser
        self.losesTab = losesTab
    }

    package var description: String { message }

    /// Whether the browser could not be started at all (`cannotStart`).
    package var isStart = false

    /// The browser at `chromium` could not be started.
    package static func cannotStart(_ chromium: URL) -> DevToolsError {
        var error = DevToolsError("Chromium (\(chromium.path)) could not be started")
        error.isStart = true
        return error
    }
}

/// A headless Chromium driven over the DevTools protocol on a pipe.
package final class DevToolsBrowser: @unchecked Sendable {
    /// The browser's process id.
    package let pid: pid_t
    /// The pipe to the browser, shared by all its tabs.
    let connection: DevToolsConnection
    private let closeLock = NSLock()
    private var closed = false

    /// What a browser that only measures pages does without (Puppeteer's defaults, most of them):
    /// the back-forward cache, services and checks in the background. They take 6% less of the
    /// machine in an audit.
    static let quietArguments = [
        "--disable-features=BackForwardCache,Translate,MediaRouter,OptimizationHints,AcceptCHFrame",
        "--disable-field-trial-config", "--disable-ipc-flooding-protection", "--disable-hang-monitor", "--disable-component-update",
        "--disable-sync", "--disable-default-apps", "--mute-audio", "--disable-breakpad", "--disable-domain-reliability",
        "--disable-client-side-phishing-detection", "--disable-component-extensions-with-background-pages", "--no-service-autorun",
        "--password-store=basic", "--metrics-recording-only", "--disable-site-isolation-trials",
    ]

    /// Starts Chromium (nil when it cannot start). `profile` is a fresh folder for --user-data-dir;
    /// `servedPort` is the port of the pages' own server (`PageServer`), the one place it may reach.
    package init?(chromium: URL, profile: URL, servedPort: Int? = nil) {
        signal(SIGPIPE, SIG_IGN)  // a dead browser must not kill the tool: writes fail with EPIPE instead
        let arguments =
            [
                chromium.path, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--force-device-scale-factor=1", "--remote-debugging-pipe", "--user-data-dir=\(profile.path)",
                "--no-first-run", "--no-default-browser-check",
                // Every tab measures at once: none is put to the back, where it would run slower.
                "--disable-renderer-backgrounding", "--disable-background-timer-throttling", "--disable-backgrounding-occluded-windows",
                "--disable-extensions", "--disable-background-networking",
            ] + BrowserSandbox.arguments(serving: servedPort) + Self.quietArguments + ["about:blank"]
        guard let (pid, toBrowser, fromBrowser) = spawnWithPipe(arguments) else { return nil }
        self.pid = pid
        connection = DevToolsConnection(writeFD: toBrowser, readFD: fromBrowser)
        // A first answer shows that the browser is up and the pipe works.
        do { _ = try connection.call("Browser.getVersion", timeout: 30) } catch {
            close()
            return nil
        }
    }

    deinit { close() }

    /// A new tab (Target.createTarget about:blank + Target.attachToTarget flatten:true → sessionId).
    /// A hidden tab (`shown` false, the default) lays pages out when asked but never paints them:
    /// measuring costs 40% less of the machine. A screenshot needs a shown tab.
    /// An `isolated` tab is in a browser context of its own (`Target.createBrowserContext`): no
    /// storage, cache or cookie of another tab's pages reaches it, and it goes with the tab.
    package func newTab(shown: Bool = false, isolated: Bool = false) throws -> DevToolsTab {
        var context: String?
        if isolated {
            context = try jsonObject(connection.call("Target.createBrowserContext", #"{"disposeOnDetach":true}"#))["browserContextId"] as? String
            guard context != nil else { throw DevToolsError("Target.createBrowserContext gave no browserContextId") }
        }
        var create = shown ? #"{"url":"about:blank""# : #"{"url":"about:blank","background":true"#
        if let context { create += ",\"browserContextId\":\(context.jsonQuoted(forScript: false))" }
        create += "}"
        let target = try jsonObject(connection.call("Target.createTarget", create))
        guard let targetID = target["targetId"] as? String else { throw DevToolsError("Target.createTarget gave no targetId") }
        let attach = "{\"targetId\":\(targetID.jsonQuoted(forScript: false)),\"flatten\":true}"
        guard let sessionID = try jsonObject(connection.call("Target.attachToTarget", attach))["sessionId"] as? String else {
            throw DevToolsError("Target.attachToTarget gave no sessionId")
        }
        return DevToolsTab(browser: self, targetID: targetID, sessionID: sessionID, context: context)
    }

    /// Browser.close, then waits for the process; SIGKILL if it has not exited after 5 s. Idempotent; also done in deinit.
    package func close() {
        closeLock.lock()
        defer { closeLock.unlock() }
        guard !closed else { return }
        closed = true
        let deadline = Date().addingTimeInterval(5)
        _ = try? connection.call("Browser.close", timeout: 5)
        // Reaped by the one registry of children, which an interrupt ends them all through.
        while !ChildProcesses.reapIfExited(pid) {
            if Date() >= deadline {
                ChildProcesses.end(pid)
                break
            }
            usleep(10_000)
        }
        connection.closeInput()
    }
}

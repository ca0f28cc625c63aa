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

    /// An error with this message.
    package init(_ message: String) { self.init(message, fromBrowser: false) }

    init(_ message: String, fromBrowser: Bool) {
        self.message = message
        self.fromBrowser = fromBrowser
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
    package func newTab(shown: Bool = false) throws -> DevToolsTab {
        let create = shown ? #"{"url":"about:blank"}"# : #"{"url":"about:blank","background":true}"#
        let target = try jsonObject(connection.call("Target.createTarget", create))
        guard let targetID = target["targetId"] as? String else { throw DevToolsError("Target.createTarget gave no targetId") }
        let attach = "{\"targetId\":\(targetID.jsonQuoted(forScript: false)),\"flatten\":true}"
        guard let sessionID = try jsonObject(connection.call("Target.attachToTarget", attach))["sessionId"] as? String else {
            throw DevToolsError("Target.attachToTarget gave no sessionId")
        }
        return DevToolsTab(browser: self, targetID: targetID, sessionID: sessionID)
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

/// The pipe to one browser: writes are serialized by a lock, and a reader thread hands each answer to its caller by id.
final class DevToolsConnection: @unchecked Sendable {
    /// One command waiting for its answer; `result` is set before `answered` is signalled.
    private final class Request: @unchecked Sendable {
        let session: String?
        let answered = DispatchSemaphore(value: 0)
        var result: Result<Data, DevToolsError> = .failure(DevToolsConnection.stopped)
        init(session: String?) { self.session = session }
    }

    static let stopped = DevToolsError("the browser stopped")
    private let state = NSLock()  // guards requests, lostSessions, lastID, isStopped
    private var requests: [Int: Request] = [:]
    private var lostSessions: [String: DevToolsError] = [:]  // tabs that crashed or closed: why
    private var lastID = 0
    private var isStopped = false
    private let writing = NSLock()  // guards writeFD, so whole messages go out one at a time
    private var writeFD: Int32

    /// Starts the reader thread on `readFD` (which it owns and closes at EOF); commands go to `writeFD`.
    init(writeFD: Int32, readFD: Int32) {
        self.writeFD = writeFD
        let reader = Thread { [self] in readMessages(from: readFD) }
        reader.name = "DevTools pipe reader"
        reader.start()
    }

    /// Sends `method` with `params` (a JSON object as text), in `session` if given, and waits for the answer's "result".
    func call(_ method: String, _ params: String = "{}", session: String? = nil, timeout: Double = 30) throws -> Data {
        guard (try? JSONSerialization.jsonObject(with: Data(params.utf8))) is [String: Any] else {
            throw DevToolsError("\(method): the params are not a JSON object: \(params)")
        }
        let request = Request(session: session)
        state.lock()
        if let error = isStopped ? Self.stopped : session.flatMap({ lostSessions[$0] }) {
            state.unlock()
            throw error
        }
        lastID += 1
        let id = lastID
        requests[id] = request
        state.unlock()

        var message = "{\"id\":\(id),\"method\":\(method.jsonQuoted(forScript: false)),\"params\":\(params)"
        if let session { message += ",\"sessionId\":\(session.jsonQuoted(forScript: false))" }
        guard post(message + "}") else {
            _ = takeRequest(id)
            throw Self.stopped
        }
        if request.answered.wait(timeout: .now() + timeout) == .timedOut {
            if takeRequest(id) != nil { throw DevToolsError("\(method): no answer within \(timeout) s") }
            request.answered.wait()  // the reader took it just now and is about to signal
        }
        return try request.result.get()
    }

    /// Closes the pipe to the browser (after it has exited); later calls fail.
    func closeInput() {
        writing.lock()
        defer { writing.unlock() }
        if writeFD >= 0 { close(writeFD) }
        writeFD = -1
    }

    /// Writes one message and its terminating NUL; false when the pipe is broken or closed.
    private func post(_ message: String) -> Bool {
        var bytes = Array(message.utf8)
        bytes.append(0)
        writing.lock()
        defer { writing.unlock() }
        var offset = 0
        while offset < bytes.count {
            guard writeFD >= 0 else { return false }
            let written = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { write(writeFD, $0 + offset, buffer.count - offset) } ?? -1
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    private func takeRequest(_ id: Int) -> Request? {
        state.lock()
        defer { state.unlock() }
        return requests.removeValue(forKey: id)
    }

    /// The reader thread: splits the input at NULs and answers requests; at EOF, fails every waiting and future call.
    private func readMessages(from fd: Int32) {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var searchFrom = buffer.count  // the bytes before have no NUL
            buffer.append(contentsOf: chunk[0..<count])
            var messageStart = 0
            while let end = buffer[searchFrom...].firstIndex(of: 0) {
                deliver(Data(buffer[messageStart..<end]))
                messageStart = end + 1
                searchFrom = messageStart
            }
            buffer.removeFirst(messageStart)
        }
        close(fd)
        state.lock()
        isStopped = true
        let waiting = requests.values
        requests = [:]
        state.unlock()
        for request in waiting { request.answered.signal() }  // their result is still `stopped`
    }

    /// Hands an answer to the request with its id. Events (no id) are ignored, except that a tab whose renderer
    /// crashed or that detached will never answer: its waiting and future calls fail.
    private func deliver(_ message: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any] else { return }
        guard let id = object["id"] as? Int else {
            let params = object["params"] as? [String: Any]
            switch object["method"] as? String {
            case "Inspector.targetCrashed": loseSession(object["sessionId"] as? String, DevToolsError("the tab crashed"))
            case "Target.detachedFromTarget": loseSession(params?["sessionId"] as? String, DevToolsError("the tab is closed"))
            default: break
            }
            return
        }
        guard let request = takeRequest(id) else { return }
        if let error = object["error"] as? [String: Any] {
            var text = error["message"] as? String ?? "unknown error"
            if let data = error["data"] as? String { text += ": \(data)" }
            request.result = .failure(DevToolsError(text, fromBrowser: true))
        } else {
            let result = (try? JSONSerialization.data(withJSONObject: object["result"] ?? [String: Any]())) ?? Data("{}".utf8)
            request.result = .success(result)
        }
        request.answered.signal()
    }

    /// Fails the waiting and future calls in a session that will never answer.
    private func loseSession(_ session: String?, _ error: DevToolsError) {
        guard let session else { return }
        state.lock()
        lostSessions[session] = error
        let lost = requests.filter { $0.value.session == session }
        lost.keys.forEach { requests[$0] = nil }
        state.unlock()
        for request in lost.values {
            request.result = .failure(error)
            request.answered.signal()
        }
    }
}

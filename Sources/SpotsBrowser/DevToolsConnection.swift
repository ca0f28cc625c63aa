// The pipe to a headless Chromium driven over the DevTools protocol (DevToolsBrowser): one
// reader thread hands each answer to its caller, and keeps what the tabs' events announce.

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The pipe to one browser: writes are serialized by a lock, and a reader thread hands each answer to its caller by id.
package final class DevToolsConnection: @unchecked Sendable {
    /// One command waiting for its answer; `result` is set before `answered` is signalled.
    private final class Request: @unchecked Sendable {
        let session: String?
        let answered = DispatchSemaphore(value: 0)
        var result: Result<Data, DevToolsError> = .failure(DevToolsConnection.stopped)
        init(session: String?) { self.session = session }
    }

    static let stopped = DevToolsError("the browser stopped", losesTab: true)
    private let state = NSLock()  // guards requests, lostSessions, styleSheets, lastID, isStopped
    private var requests: [Int: Request] = [:]
    private var lostSessions: [String: DevToolsError] = [:]  // tabs that crashed or closed: why
    private var styleSheets: [String: [String: StyleSheet]] = [:]  // by session, by styleSheetId (CSS.styleSheetAdded)
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
            if takeRequest(id) != nil { throw DevToolsError("\(method): no answer within \(timeout) s", losesTab: true) }
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
            case "Inspector.targetCrashed": loseSession(object["sessionId"] as? String, DevToolsError("the tab crashed", losesTab: true))
            case "Target.detachedFromTarget": loseSession(params?["sessionId"] as? String, DevToolsError("the tab is closed", losesTab: true))
            case "CSS.styleSheetAdded": addStyleSheet(params?["header"] as? [String: Any], session: object["sessionId"] as? String)
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

    /// A style sheet of a tab's page, as the CSS domain announced it once enabled.
    package struct StyleSheet: Sendable {
        /// Its address; for a `<style>` element, the page's.
        package var url: String
        /// Whether it is a `<style>` element of the page.
        package var isInline: Bool
    }

    /// The style sheet `id` of `session`'s page, once the CSS domain announced it.
    func styleSheet(_ id: String, session: String) -> StyleSheet? {
        state.withLock { styleSheets[session]?[id] }
    }

    /// Forgets the style sheets of `session`, whose tab is closed.
    func forgetStyleSheets(session: String) {
        state.withLock { styleSheets[session] = nil }
    }

    private func addStyleSheet(_ header: [String: Any]?, session: String?) {
        guard let header, let session, let id = header["styleSheetId"] as? String else { return }
        let sheet = StyleSheet(url: header["sourceURL"] as? String ?? "", isInline: header["isInline"] as? Bool ?? false)
        state.withLock { styleSheets[session, default: [:]][id] = sheet }
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

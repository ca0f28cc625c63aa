// The tabs of a DevToolsBrowser: navigation, scripts, emulation and screenshots.

import Foundation
import SpotsFormat

/// One tab of a DevToolsBrowser, attached in flat mode: its commands go over the browser's pipe with its sessionId.
/// Each tab may be driven from its own thread; a tab left open is closed with its browser.
package final class DevToolsTab: @unchecked Sendable {
    let browser: DevToolsBrowser  // kept alive while a tab is in use
    private let targetID: String
    let sessionID: String
    private let closeLock = NSLock()
    private var closed = false
    /// The emulation the tab was last given (the parameters sent); the tab is driven from one thread at a time.
    private var emulated: (viewport: String?, media: String?) = (nil, nil)
    /// Whether the DOM and CSS domains are on (`matchedStyles(ofElementsIn:)`).
    var stylesEnabled = false

    /// The browser context of an isolated tab (`newTab(isolated:)`), disposed of when it closes.
    private let context: String?

    init(browser: DevToolsBrowser, targetID: String, sessionID: String, context: String? = nil) {
        self.browser = browser
        self.targetID = targetID
        self.sessionID = sessionID
        self.context = context
    }

    /// Sends `method` with `params` (a JSON object as text) in this tab's session and waits for its answer:
    /// the "result" object as JSON Data. Throws DevToolsError (the protocol's error message,
    /// a stopped browser, a crashed or closed tab, a timeout).
    package func send(_ method: String, _ params: String = "{}", timeout: Double = 30) throws -> Data {
        closeLock.lock()
        let isClosed = closed
        closeLock.unlock()
        guard !isClosed else { throw DevToolsError("the tab is closed", losesTab: true) }
        return try browser.connection.call(method, params, session: sessionID, timeout: timeout)
    }

    /// Navigates and waits until the document has loaded (readyState complete, then fonts ready).
    ///
    /// The old document is marked first, so that waiting can never be satisfied by it: the wait script answers
    /// "old" there, and evaluations that die with a document being replaced are retried.
    package func open(_ url: URL, timeout: Double = 30) throws {
        let deadline = Date().addingTimeInterval(timeout)
        _ = try evaluate("document.__devToolsOld = true, ''")
        let navigation = try jsonObject(send("Page.navigate", "{\"url\":\(url.absoluteString.jsonQuoted(forScript: false))}", timeout: timeout))
        if let error = navigation["errorText"] as? String, !error.isEmpty {
            throw DevToolsError("cannot open \(url.absoluteString): \(error)")
        }
        guard navigation["loaderId"] != nil else { return }  // a same-document navigation: nothing loads
        let waitScript = """
            document.__devToolsOld ? 'old' : new Promise(loaded => document.readyState === 'complete'
                ? loaded() : addEventListener('load', () => loaded(), {once: true})
            ).then(() => document.fonts.ready).then(() => 'loaded')
            """
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw DevToolsError("cannot open \(url.absoluteString): not loaded within \(timeout) s") }
            do {
                if try evaluate(waitScript, timeout: remaining) == "loaded" { return }
            } catch let error as DevToolsError where error.fromBrowser {
                // Such as "Execution context was destroyed": the document changed under the script. Try again.
            }
            usleep(5_000)
        }
    }

    /// Runtime.evaluate with awaitPromise and returnByValue; the value must be a string, which is returned.
    /// Throws with the exception text when the script throws (or its promise rejects).
    package func evaluate(_ expression: String) throws -> String {
        try evaluate(expression, timeout: 30)
    }

    func evaluate(_ expression: String, timeout: Double) throws -> String {
        let params = "{\"expression\":\(expression.jsonQuoted(forScript: false)),\"awaitPromise\":true,\"returnByValue\":true}"
        let answer = try jsonObject(send("Runtime.evaluate", params, timeout: timeout))
        if let details = answer["exceptionDetails"] as? [String: Any] {
            let exception = details["exception"] as? [String: Any]
            let text = exception?["description"] as? String ?? (exception?["value"]).map { "\($0)" }
            throw DevToolsError(text ?? details["text"] as? String ?? "the script threw")
        }
        let result = answer["result"] as? [String: Any]
        guard let value = result?["value"] as? String else {
            throw DevToolsError("the script gave \(result?["type"] as? String ?? "nothing") rather than a string")
        }
        return value
    }

    /// Emulation.setDeviceMetricsOverride (deviceScaleFactor 1, mobile false). It holds across
    /// navigations; asking again for the size the tab has sends nothing.
    package func setViewport(width: Int, height: Int) throws {
        let params = "{\"width\":\(width),\"height\":\(height),\"deviceScaleFactor\":1,\"mobile\":false}"
        guard params != emulated.viewport else { return }
        emulated.viewport = nil  // unknown until the browser answers
        _ = try send("Emulation.setDeviceMetricsOverride", params)
        emulated.viewport = params
    }

    /// Emulation.setEmulatedMedia with these features, replacing earlier ones, e.g.
    /// [("prefers-color-scheme", "dark"), ("prefers-contrast", "more"), ("forced-colors", "active")]; [] clears them.
    /// They hold across navigations; asking again for the features the tab has sends nothing, since
    /// each change costs the page a style recalculation of every element.
    package func emulateMedia(_ features: [(name: String, value: String)]) throws {
        let list = features.map { "{\"name\":\($0.name.jsonQuoted(forScript: false)),\"value\":\($0.value.jsonQuoted(forScript: false))}" }
        let params = "{\"features\":[\(list.joined(separator: ","))]}"
        guard params != emulated.media else { return }
        emulated.media = nil
        _ = try send("Emulation.setEmulatedMedia", params)
        emulated.media = params
    }

    /// Page.captureScreenshot of a clip of the page (CSS px, document coordinates, captureBeyondViewport): PNG data.
    package func screenshot(x: Double, y: Double, width: Double, height: Double) throws -> Data {
        guard [x, y, width, height].allSatisfy(\.isFinite), width > 0, height > 0 else {
            throw DevToolsError("bad screenshot clip \(x), \(y), \(width) × \(height)")
        }
        let clip = "{\"x\":\(x),\"y\":\(y),\"width\":\(width),\"height\":\(height),\"scale\":1}"
        let answer = try jsonObject(
            send(
                "Page.captureScreenshot",
                "{\"format\":\"png\",\"captureBeyondViewport\":true,\"clip\":\(clip)}"))
        guard let base64 = answer["data"] as? String, let png = Data(base64Encoded: base64) else {
            throw DevToolsError("Page.captureScreenshot gave no image")
        }
        return png
    }

    /// Closes the tab (Target.closeTarget). Idempotent.
    package func close() {
        closeLock.lock()
        defer { closeLock.unlock() }
        guard !closed else { return }
        closed = true
        _ = try? browser.connection.call("Target.closeTarget", "{\"targetId\":\(targetID.jsonQuoted(forScript: false))}", timeout: 5)
        if let context {
            _ = try? browser.connection.call(
                "Target.disposeBrowserContext", "{\"browserContextId\":\(context.jsonQuoted(forScript: false))}", timeout: 5)
        }
        browser.connection.forgetStyleSheets(session: sessionID)
    }
}

/// The JSON object in `data`, or a DevToolsError.
func jsonObject(_ data: Data) throws -> [String: Any] {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw DevToolsError("an answer is not a JSON object: \(String(decoding: data.prefix(200), as: UTF8.self))")
    }
    return object
}

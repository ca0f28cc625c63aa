/// What the headless Chromium that `audit` and `diff --screenshots` drive may reach, said once.
///
/// Pages a pull request can change (its templates, its screens) are opened in that browser on a
/// CI machine, so the browser is a sandbox:
/// - every Chromium spots-site starts gets `arguments`: no network (every host name resolves to
///   nothing, and every request, IP addresses and loopback included, goes to a proxy on a closed
///   port, but for the one port of the pages' own server: `PageServer`), no WebRTC over UDP, and
///   no reading of local files from a page's script (the browser is never started with
///   `--allow-file-access-from-files`, and pages are served, never opened as files);
/// - every page it opens carries `policy` first in its `<head>` (`sandboxed(_:)`): no script of the
///   page runs, no frame, object, connection, form or `<base>`; images, styles and fonts load from
///   the pages' own server only. The audit's measuring script runs through DevTools, which a page's policy
///   does not stop.
/// - The page checker refuses `file:` and the other refused schemes in every `href` and `src` a
///   template writes, and relative links that leave the site, in every build.
package enum BrowserSandbox {
    /// The command-line arguments every Chromium that spots-site starts is given.
    package static let arguments = arguments(serving: nil)

    /// `arguments`, with the one port of the pages' own server (`PageServer`) let past the proxy
    /// when there is one: the browser reaches 127.0.0.1 at that port and nowhere else.
    package static func arguments(serving port: Int?) -> [String] {
        // The resolver's rule maps address literals too: 127.0.0.1 is left alone only when served,
        // and the proxy still takes every other port of it.
        let resolver = "MAP * ~NOTFOUND" + (port == nil ? "" : ", EXCLUDE 127.0.0.1")
        let bypass = "<-loopback>" + (port.map { ";127.0.0.1:\($0)" } ?? "")
        return [
            "--host-resolver-rules=" + resolver, "--proxy-server=http://127.0.0.1:9", "--proxy-bypass-list=" + bypass,
            "--webrtc-ip-handling-policy=disable_non_proxied_udp", "--no-pings",
        ]
    }

    /// The Content-Security-Policy of every page the browser opens.
    package static let policy =
        "default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; media-src 'self'; "
        + "script-src 'none'; frame-src 'none'; object-src 'none'; connect-src 'none'; base-uri 'none'; form-action 'none'"

    /// `policy` with inline scripts of these SHA-256 hashes (base64) allowed: the report's own.
    package static func policy(allowingScripts hashes: [String]) -> String {
        guard !hashes.isEmpty else { return policy }
        let sources = hashes.map { "'sha256-\($0)'" }.joined(separator: " ")
        return policy.replacingOccurrences(of: "script-src 'none'", with: "script-src \(sources)")
    }

    /// The meta element that carries `policy`.
    package static func meta(_ policy: String = policy) -> String {
        "<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\"/>"
    }

    /// `html` with the policy's meta element first in its `<head>`, whatever the page holds: right
    /// after the start tag of the head when the page begins as spots-site's pages do
    /// (`<!DOCTYPE html>`, `<html …>`, `<head>`, with white space between), else right after a
    /// leading doctype or at the very start, where an HTML parser still puts it first in the head
    /// (the page's `<html>` attributes are kept). Its text is never searched for a `<head>` further
    /// on, which a comment or a script could fake.
    package static func sandboxed(_ html: String, policy: String = policy) -> String {
        let meta = Self.meta(policy)
        var bytes = Array(html.utf8)
        var index = 0
        func skipSpace() { while index < bytes.count, [0x20, 0x09, 0x0A, 0x0C, 0x0D].contains(bytes[index]) { index += 1 } }
        /// Whether a tag of `name` (any case) starts at `index`; then `index` is past its `>`.
        func tag(_ name: String, attributes: Bool) -> Bool {
            let lowered = Array(name.utf8)
            guard index + lowered.count < bytes.count,
                zip(bytes[index..<index + lowered.count], lowered).allSatisfy({ $0 | 0x20 == $1 | 0x20 })
            else { return false }
            var end = index + lowered.count
            if !attributes {
                guard bytes[end] == UInt8(ascii: ">") else { return false }
                index = end + 1
                return true
            }
            guard [0x20, 0x09, 0x0A, 0x0C, 0x0D, UInt8(ascii: ">")].contains(bytes[end]) else { return false }
            // A doctype or the html tag's attributes: up to the first '>' outside quotes, with no '<'.
            while end < bytes.count, bytes[end] != UInt8(ascii: ">") {
                if bytes[end] == UInt8(ascii: "<") { return false }
                if bytes[end] == UInt8(ascii: "\"") || bytes[end] == UInt8(ascii: "'") {
                    let quote = bytes[end]
                    end += 1
                    while end < bytes.count, bytes[end] != quote { end += 1 }
                }
                end += 1
            }
            guard end < bytes.count else { return false }
            index = end + 1
            return true
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipSpace()
        var insertion = index
        if tag("<!doctype", attributes: true) {
            insertion = index
            skipSpace()
            if tag("<html", attributes: true) {
                skipSpace()
                if tag("<head", attributes: false) { insertion = index }
            }
        }
        bytes.insert(contentsOf: Array(meta.utf8), at: insertion)
        return String(decoding: bytes, as: UTF8.self)
    }
}

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
    /// The command-line arguments every Chromium that spots-site starts is given, with the one port
    /// of the pages' own server (`PageServer`) let past the proxy when there is one: the browser reaches 127.0.0.1 at that port and nowhere else.
    package static func arguments(serving port: Int?) -> [String] {
        // The resolver's rule maps address literals too: 127.0.0.1 is left alone only when served,
        // and the proxy still takes every other port of it.
        let resolver = "MAP * ~NOTFOUND" + (port == nil ? "" : ", EXCLUDE \(Loopback.address)")
        let bypass = "<-loopback>" + (port.map { ";\(Loopback.address):\($0)" } ?? "")
        return [
            "--host-resolver-rules=" + resolver, "--proxy-server=http://\(Loopback.address):9", "--proxy-bypass-list=" + bypass,
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

    /// Whether a browser shows the file at `path` as a page, which then gets the policy: by its
    /// name's ending, in any case (`a.html`, `b.HTM`, `c.xhtml`), as the pages' server types it.
    package static func opensAsPage(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return [".html", ".htm", ".xhtml", ".xht", ".shtml", ".shtm"].contains { lowered.hasSuffix($0) }
    }

    /// The meta elements put first in a page: one that says the page is UTF-8, then the one that
    /// carries `policy`. A browser takes a page's first charset (in its first 1,024 bytes), and a
    /// page read in another, such as ISO-2022-JP, could swallow the policy's tag in a run of
    /// two-byte characters that its doctype opens (`<!DOCTYPE html ESC $B>`).
    package static func meta(_ policy: String = policy) -> String {
        "<meta charset=\"utf-8\"/>" + policyMeta(policy)
    }

    /// The meta element that carries `policy` alone: what goes in where the page's next element
    /// is its own `<meta charset="utf-8"/>` (spots-site's pages), which is then its first charset
    /// and says UTF-8 (a second would make the page invalid HTML).
    package static func policyMeta(_ policy: String = policy) -> String {
        "<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\"/>"
    }

    /// `html` with the policy's meta element first in its `<head>`, whatever the page holds: right
    /// after the start tag of the head when the page begins as spots-site's pages do
    /// (`<!DOCTYPE html>`, `<html …>`, `<head>`, with white space between), else right after a
    /// leading doctype or at the very start, where an HTML parser still puts it first in the head
    /// (the page's `<html>` attributes are kept). Each piece is read as an HTML parser reads it: a
    /// doctype ends at its first `>`, quotes or not; an `<html>` tag's attribute values are quoted
    /// or end at white space or `>`; anything else leaves the meta right after the doctype. Its
    /// text is never searched for a `<head>` further on, which a comment or a script could fake.
    package static func sandboxed(_ html: String, policy: String = policy) -> String {
        let meta = Self.meta(policy)
        var bytes = Array(html.utf8)
        var index = 0
        let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0C, 0x0D]
        func skipSpace() { while index < bytes.count, space.contains(bytes[index]) { index += 1 } }
        /// Whether `word` (any case) is at `index`; then `index` is past it.
        func read(_ word: String) -> Bool {
            guard ASCIIWord.isAt(word, in: bytes, index) else { return false }
            index += word.utf8.count
            return true
        }
        /// A doctype from `index`: past its first `>`, as a browser ends it.
        func doctype() -> Bool {
            guard read("<!doctype"), let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return false }
            index = end + 1
            return true
        }
        /// An `<html>` start tag with its attributes from `index`, as the HTML tokenizer reads it.
        func htmlTag() -> Bool {
            guard read("<html"), index < bytes.count, space.contains(bytes[index]) || bytes[index] == UInt8(ascii: ">") else { return false }
            while index < bytes.count {
                skipSpace()
                guard index < bytes.count else { return false }
                if bytes[index] == UInt8(ascii: ">") {
                    index += 1
                    return true
                }
                // A name, then maybe `=` and a value; a name with a quote or '<' is left alone.
                let nameStart = index
                while index < bytes.count, !space.contains(bytes[index]), ![UInt8(ascii: ">"), UInt8(ascii: "=")].contains(bytes[index]) {
                    if [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"), UInt8(ascii: "/")].contains(bytes[index]) { return false }
                    index += 1
                }
                guard index > nameStart else { return false }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
                index += 1
                skipSpace()
                guard index < bytes.count else { return false }
                let quote = bytes[index]
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    guard let end = bytes[(index + 1)...].firstIndex(of: quote) else { return false }
                    index = end + 1
                    // A browser needs white space, '/' or '>' after a quoted value.
                    guard index < bytes.count, space.contains(bytes[index]) || bytes[index] == UInt8(ascii: ">") else { return false }
                } else {
                    // Unquoted: to white space or '>'; quotes and '<' in it are left alone.
                    while index < bytes.count, !space.contains(bytes[index]), bytes[index] != UInt8(ascii: ">") {
                        if [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: "`")].contains(bytes[index]) {
                            return false
                        }
                        index += 1
                    }
                }
            }
            return false
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipSpace()
        var insertion = index
        if doctype() {
            insertion = index
            skipSpace()
            if htmlTag() {
                skipSpace()
                if read("<head>") { insertion = index }
            }
        }
        index = insertion
        skipSpace()
        let saysUTF8 = ASCIIWord.isAt("<meta charset=\"utf-8\"", in: bytes, index)
        bytes.insert(contentsOf: Array((saysUTF8 ? policyMeta(policy) : meta).utf8), at: insertion)
        return String(decoding: bytes, as: UTF8.self)
    }
}

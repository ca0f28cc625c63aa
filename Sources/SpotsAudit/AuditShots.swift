import Foundation
import SpotsBrowser
import SpotsFormat
import SpotsRender

/// A picture of each fault for the audit's report (`--report`): its page opened in a shown tab in
/// the context it is worst in, the element outlined, and the screenshot cut to it and a margin.
package struct AuditShots: Sendable {
    /// The browser.
    package var chromium: URL
    /// The theme's audit script, which sets each context's direction and settles the page.
    package var script: String
    /// A temporary folder for the browser's profile.
    package var work: URL
    /// The port of the server of the pages (`PageServer`).
    package var servedPort: Int?

    /// Room around the element, in CSS pixels.
    static let margin = 24.0
    /// The tallest and widest picture: a page-wide fault shows its top.
    static let maximumHeight = 480.0
    static let maximumWidth = 1400.0

    /// The most pictures a report takes: each costs its page opened and a screenshot (600 findings
    /// took 600 pictures and 44 s). The worst findings get them (`chosen`); the report says how
    /// many were left out.
    package static let limit = 50

    /// The faults (by index) that get a picture, at most `limit`: by rule in the order the report
    /// ranks them (text cut off first, colours last), the largest measurement first within a
    /// rule, then in the report's order; the same every run.
    package static func chosen(_ faults: [AuditReport.Fault], limit: Int = limit) -> [Int] {
        let ranked = faults.indices.sorted { a, b in
            let (x, y) = (faults[a], faults[b])
            if x.rule != y.rule { return x.rule < y.rule }
            let (first, second) = (AuditRules.size(of: x.worst), AuditRules.size(of: y.worst))
            return first != second ? first > second : a < b
        }
        return Array(ranked.prefix(max(0, limit)))
    }

    package init(chromium: URL, script: String, work: URL, servedPort: Int?) {
        self.chromium = chromium
        self.servedPort = servedPort
        self.script = script
        self.work = work
    }

    /// A PNG of each of `faults` (by index) that `chosen` picks, taken from the pages of `sites`; a
    /// fault whose picture cannot be taken has none. Pages are opened in context order, each once a
    /// context.
    package func take(_ faults: [AuditReport.Fault], sites: [AuditSite]) -> [Int: Data] {
        guard !faults.isEmpty,
            let browser = DevToolsBrowser(chromium: chromium, profile: work.appendingPathComponent("shots-profile"), servedPort: servedPort),
            let tab = try? browser.newTab(shown: true)
        else { return [:] }
        defer { browser.close() }
        var urls: [TextMode: [String: URL]] = [:]
        for site in sites {
            for page in site.pages { urls[site.text, default: [:]][page.file] = page.url }
        }
        let order = Self.chosen(faults).sorted { a, b in
            let (x, y) = (faults[a], faults[b])
            return (x.page.file, x.worstContext, a) < (y.page.file, y.worstContext, b)
        }
        var shots: [Int: Data] = [:]
        var current: (url: URL, context: AuditContext?)?
        for index in order {
            let fault = faults[index]
            let context = fault.worstContext
            guard let url = urls[context.text]?[fault.page.file] else { continue }
            do {
                if current?.url != url {
                    try tab.open(url)
                    _ = try tab.evaluate(script + "\n;''")
                    current = (url, nil)
                }
                if current?.context != context {
                    try tab.setViewport(width: context.width, height: AuditContext.height)
                    try tab.emulateMedia(context.scheme.mediaFeatures)
                    let dir = context.direction == .rtl ? "\"rtl\"" : "null"
                    _ = try tab.evaluate("spotsAudit({dir: \(dir)}).then(() => '')")
                    current?.context = context
                }
                shots[index] = try picture(of: fault.worst.rect, pageWidth: Double(context.width), in: tab)
            } catch {
                current = nil  // the tab's state is unknown: the next picture opens its page again
            }
        }
        return shots
    }

    /// The element at `rect` outlined, and the page around it.
    private func picture(of rect: AuditFinding.Rect, pageWidth: Double, in tab: DevToolsTab) throws -> Data {
        let outline = """
            (() => { const d = document.createElement('div'); d.id = '__spotsAuditOutline';
            d.style.cssText = 'position:absolute;left:\(rect.x)px;top:\(rect.y)px;width:\(rect.width)px;height:\(rect.height)px;'
              + 'outline:3px solid #d100d1;outline-offset:2px;box-shadow:0 0 0 6px rgb(255 255 255 / 70%);pointer-events:none;z-index:2147483647';
            document.body.append(d); return ''; })()
            """
        _ = try tab.evaluate(outline)
        defer { _ = try? tab.evaluate("document.getElementById('__spotsAuditOutline')?.remove(), ''") }
        // The element in the middle of at least 320 × 120 px of its page, so its neighbours show.
        // Within the window's width: what spills past it shows as far as the margin reaches.
        let room = max(pageWidth, rect.x + rect.width + Self.margin)
        let width = min(max(rect.width + 2 * Self.margin, 320), Self.maximumWidth, room)
        let height = min(max(rect.height + 2 * Self.margin, 120), Self.maximumHeight)
        let left = max(0, min(rect.x + rect.width / 2 - width / 2, room - width))
        let top = max(0, min(rect.y - Self.margin, rect.y + rect.height / 2 - height / 2))
        return try tab.screenshot(x: left, y: top, width: width, height: height)
    }
}

import Foundation
import SpotsBrowser
import SpotsBuild
import SpotsFormat
import SpotsRender

/// Screenshots of the changed pages before and after, taken by one headless Chromium (a tab a
/// job, `SpotsBrowser`) from the report's copies of both sites, and the changed pixels of each
/// pair, counted and drawn by Chromium too (`Templates/review/pixel-diff.js`), so nothing but
/// Chromium is needed.
struct ReviewScreenshots: Sendable {
    /// The browser.
    let chromium: URL
    /// How much a pixel's colour may differ, from 0 to 1 of the largest channel difference,
    /// before it counts as changed: above anti-aliasing noise.
    package var threshold = 0.1
    /// A temporary folder for the images and browser profiles.
    let work: URL
    /// The report's folder, served to the browser on an origin of its own (`PageServer`): the
    /// pages are opened from there, never from files.
    let served: ServedFolder

    /// One screenshot to take.
    private struct Job: Sendable {
        package var route: Route
        package var width: Int
        package var side: String
        package var page: URL
        package var image: ReviewShot.Image
    }

    /// The screenshots of every screen of `review`, whose report (with `old/` and `new/`) is
    /// `served`, by route; `pages` are the screens' report pages, in review order. `progress` is
    /// told how many screens have all their screenshots, of how many (`ShotProgress` says when).
    package func take(
        _ review: SiteReview, pages: [String], pixelDiff script: String, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> [Route: [ReviewShot]] {
        var jobs: [Job] = []
        for (screen, page) in zip(review.screens, pages) {
            let slug = String(page.dropFirst("screens/".count).dropLast(".html".count))
            for width in ReviewShot.widths {
                for side in ["before", "after"] {
                    if side == "before" && screen.status == .added || side == "after" && screen.status == .removed { continue }
                    let route = side == "before" ? (screen.oldRoute ?? screen.route) : screen.route
                    let folder = side == "before" ? "old/" : "new/"
                    let path = "shots/\(slug)-\(width)-\(side).png"
                    jobs.append(
                        Job(
                            route: screen.route, width: width, side: side, page: served.address(of: folder + route.outputFile),
                            image: ReviewShot.Image(path: path, url: work.appendingPathComponent(path))))
                }
            }
        }
        try? FileManager.default.createDirectory(at: work.appendingPathComponent("shots"), withIntermediateDirectories: true)
        // One browser for every image, a tab a job: it reaches the report's server and nothing else.
        guard
            let browser = DevToolsBrowser(
                chromium: chromium, profile: work.appendingPathComponent("profile-browser"), servedPort: served.port)
        else { return [:] }
        defer { browser.close() }
        let counter = ShotProgress(jobs: jobs.map(\.route), report: progress)
        let planned = jobs
        // A compared site is hostile: each page in a browser context of its own, so that none
        // reaches another's storage, cache or cookies.
        let took: @Sendable (Int, Int) -> Void = { index, _ in counter.took(planned[index].route) }
        let succeeded = browser.inTabs(planned.count, workers: Self.workers, shown: true, isolated: true, progress: took) {
            index, tab -> TabOutcome<Bool> in
            screenshot(planned[index], in: tab)
        }
        var shots: [Route: [Int: ReviewShot]] = [:]
        for (job, ok) in zip(jobs, succeeded) where ok == true {
            var shot = shots[job.route]?[job.width] ?? ReviewShot(width: job.width)
            if job.side == "before" { shot.before = job.image } else { shot.after = job.image }
            shots[job.route, default: [:]][job.width] = shot
        }
        // The pairs' changed pixels, a batch of pairs to a tab.
        var pairs: [(Route, Int)] = []
        for (route, byWidth) in shots {
            for (width, shot) in byWidth where shot.before != nil && shot.after != nil { pairs.append((route, width)) }
        }
        pairs.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        let batches = stride(from: 0, to: pairs.count, by: Self.pairsATab).map { Array(pairs[$0..<min($0 + Self.pairsATab, pairs.count)]) }
        let taken = shots
        // Shown tabs: a hidden one never gets the images decoded onto its canvas (no ratio comes back).
        let compared = browser.inTabs(batches.count, workers: Self.workers, shown: true) {
            index, tab -> TabOutcome<[(ratio: Double, image: ReviewShot.Image)?]> in
            let batch = batches[index]
            let results = compare(batch.map { taken[$0.0]?[$0.1] ?? ReviewShot(width: $0.1) }, in: tab, script: script)
            return results.map { .done($0) } ?? .lost(Array(repeating: nil, count: batch.count))
        }
        for (batch, results) in zip(batches, compared) {
            for ((route, width), result) in zip(batch, results ?? []) {
                shots[route]?[width]?.ratio = result?.ratio
                shots[route]?[width]?.diff = result?.image
            }
        }
        return shots.mapValues { $0.values.sorted { $0.width < $1.width } }
    }

    /// How many pairs of images one tab compares at once: their data goes over the browser's pipe.
    static let pairsATab = 4

    /// How many tabs take screenshots at once: one for each core.
    static let workers = ProcessInfo.processInfo.activeProcessorCount

    /// Takes one screenshot in `tab`: the page opened at the job's width, its first screenful
    /// written as the job's image; false when it could not be, tried again in a new tab only when
    /// this one was lost (a page that does not load in time would not load the second time either).
    private func screenshot(_ job: Job, in tab: DevToolsTab) -> TabOutcome<Bool> {
        do {
            try tab.setViewport(width: job.width, height: ReviewShot.height)
            try tab.open(job.page, timeout: Self.pageTimeout)
            let png = try tab.screenshot(x: 0, y: 0, width: Double(job.width), height: Double(ReviewShot.height))
            try png.write(to: job.image.url)
            return .done(true)
        } catch let error as DevToolsError where error.losesTab {
            return .lost(false)
        } catch {
            return .done(false)
        }
    }

    /// The changed pixels of each pair, compared in `tab` by the theme's script (nil where it could not tell).
    private func compare(_ pairs: [ReviewShot], in tab: DevToolsTab, script: String) -> [(ratio: Double, image: ReviewShot.Image)?]? {
        // The images go in as data: addresses, so the browser reads no file (BrowserSandbox).
        let list = pairs.map {
            "[\(Self.dataAddress(of: $0.before).jsonQuoted(forScript: true)),\(Self.dataAddress(of: $0.after).jsonQuoted(forScript: true))]"
        }
        guard let answer = try? tab.evaluate(script + "\n;spotsPixelDiff(\(threshold), [\(list.joined(separator: ","))])"),
            let results = try? JSONDecoder().decode([PixelDiff?].self, from: Data(answer.utf8)), results.count == pairs.count
        else { return nil }
        return zip(pairs, results).map { shot, result in
            guard let result, result.total > 0, let comma = result.image.firstIndex(of: ","),
                let data = Data(base64Encoded: String(result.image[result.image.index(after: comma)...])), let before = shot.before
            else { return nil }
            let (changed, total) = (result.changed, result.total)
            let path = before.path.replacingOccurrences(of: "-before.png", with: "-diff.png")
            let url = work.appendingPathComponent(path)
            guard (try? data.write(to: url)) != nil else { return nil }
            return (changed / total, ReviewShot.Image(path: path, url: url))
        }
    }

    /// What the theme's `spotsPixelDiff` says of one pair: its changed and total pixels, and the
    /// picture of the changes as a `data:` address (null for a pair it could not compare).
    private struct PixelDiff: Decodable {
        var changed: Double
        var total: Double
        var image: String
    }

    /// A screenshot as a `data:image/png;base64,` address ("" when it cannot be read).
    static func dataAddress(of image: ReviewShot.Image?) -> String {
        guard let image, case .success(let bytes) = ConfinedRoot.bytes(atResolved: image.url.path, sizeLimit: FileSize.defaultLimit) else {
            return ""
        }
        return "data:image/png;base64," + Data(bytes).base64EncodedString()
    }

    /// How long a page may take to load: a page that never finishes (a compared output folder's
    /// page may refresh itself for ever) is given up, with no screenshot.
    static let pageTimeout = 30.0
}

import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender

/// Screenshots of the changed pages before and after, taken by headless Chromium from the
/// report's copies of both sites, and the changed pixels of each pair, counted and drawn by
/// Chromium too (`Templates/review/pixel-diff.js`), so nothing but Chromium is needed.
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
        let counter = ShotProgress(jobs: jobs.map(\.route), report: progress)
        let succeeded = jobs.enumerated().map { ($0.offset, $0.element) }.parallelMap { index, job in
            defer { counter.took(job.route) }
            return screenshot(job, profile: index)
        }
        var shots: [Route: [Int: ReviewShot]] = [:]
        for (job, ok) in zip(jobs, succeeded) where ok {
            var shot = shots[job.route]?[job.width] ?? ReviewShot(width: job.width)
            if job.side == "before" { shot.before = job.image } else { shot.after = job.image }
            shots[job.route, default: [:]][job.width] = shot
        }
        // The pairs' changed pixels, a batch of pairs to a browser.
        var pairs: [(Route, Int)] = []
        for (route, byWidth) in shots {
            for (width, shot) in byWidth where shot.before != nil && shot.after != nil { pairs.append((route, width)) }
        }
        pairs.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        let batches = stride(from: 0, to: pairs.count, by: 12).map { Array(pairs[$0..<min($0 + 12, pairs.count)]) }
        let taken = shots
        let compared = batches.enumerated().map { ($0.offset, $0.element) }.parallelMap { index, batch in
            compare(batch.map { taken[$0.0]?[$0.1] ?? ReviewShot(width: $0.1) }, batch: index, script: script)
        }
        for (batch, results) in zip(batches, compared) {
            for ((route, width), result) in zip(batch, results) {
                shots[route]?[width]?.ratio = result?.ratio
                shots[route]?[width]?.diff = result?.image
            }
        }
        return shots.mapValues { $0.values.sorted { $0.width < $1.width } }
    }

    /// Takes one screenshot; whether the image is there.
    private func screenshot(_ job: Job, profile: Int) -> Bool {
        let arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--user-data-dir=" + work.appendingPathComponent("profile-\(profile)").path,
            "--window-size=\(job.width),\(ReviewShot.height)", "--screenshot=" + job.image.url.path,
        ]
        _ = run(arguments + BrowserSandbox.arguments(serving: served.port) + [job.page.absoluteString])
        return ((try? FileManager.default.attributesOfItem(atPath: job.image.url.path)[.size]) as? Int ?? 0) > 0
    }

    /// The changed pixels of each pair (nil where Chromium could not tell).
    private func compare(_ pairs: [ReviewShot], batch: Int, script: String) -> [(ratio: Double, image: ReviewShot.Image)?] {
        var page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>pixels</title></head>"
        page += "<body data-threshold=\"\(threshold)\" data-count=\"\(pairs.count)\">"
        // The images go in as data: addresses, so the browser reads no file but this page (it is
        // never allowed to read files from a page's script: BrowserSandbox).
        for (index, shot) in pairs.enumerated() {
            page += "<img id=\"before-\(index)\" src=\"\(Self.dataAddress(of: shot.before))\" alt=\"\">"
            page += "<img id=\"after-\(index)\" src=\"\(Self.dataAddress(of: shot.after))\" alt=\"\">"
        }
        page += "<script>\(script)</script></body></html>"
        let file = work.appendingPathComponent("pixels-\(batch).html")
        guard (try? Data(page.utf8).write(to: file)) != nil else { return pairs.map { _ in nil } }
        let output = run(
            [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=60000",
                "--user-data-dir=" + work.appendingPathComponent("profile-pixels-\(batch)").path, "--dump-dom",
            ] + BrowserSandbox.arguments + [file.absoluteString])
        return pairs.enumerated().map { index, shot in
            guard let start = output.range(of: "<pre id=\"result-\(index)\">"),
                let end = output.range(of: "</pre>", range: start.upperBound..<output.endIndex)
            else { return nil }
            let parts = output[start.upperBound..<end.lowerBound].split(separator: " ", maxSplits: 2)
            guard parts.count == 3, let changed = Double(parts[0]), let total = Double(parts[1]), total > 0,
                let comma = parts[2].firstIndex(of: ","), let data = Data(base64Encoded: String(parts[2][parts[2].index(after: comma)...])),
                let before = shot.before
            else { return nil }
            let path = before.path.replacingOccurrences(of: "-before.png", with: "-diff.png")
            let url = work.appendingPathComponent(path)
            guard (try? data.write(to: url)) != nil else { return nil }
            return (changed / total, ReviewShot.Image(path: path, url: url))
        }
    }

    /// A screenshot as a `data:image/png;base64,` address ("" when it cannot be read).
    static func dataAddress(of image: ReviewShot.Image?) -> String {
        guard let image, case .success(let bytes) = ConfinedRoot.bytes(atResolved: image.url.path, sizeLimit: FileSize.defaultLimit) else {
            return ""
        }
        return "data:image/png;base64," + Data(bytes).base64EncodedString()
    }

    /// How long one run of Chromium may take: a page that never finishes loading (a compared
    /// output folder's page may refresh itself for ever) is given up, with no screenshot.
    static let runTimeout = 90.0

    /// Runs Chromium with `arguments` and gives what it printed; "" when it could not start.
    private func run(_ arguments: [String]) -> String {
        // Through the registry of children, which an interrupted `diff` ends and reaps them by
        // before it removes `work`; killed with its group past the timeout.
        ChildProcesses.run(chromium, arguments, timeout: Self.runTimeout)?.output ?? ""
    }
}

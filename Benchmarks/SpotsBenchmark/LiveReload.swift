import Foundation
import Logging
import ServiceLifecycle
import SpotsBuild
import SpotsFormat
import SpotsLiveSite
import SpotsRender
import SpotsSite
import SpotsSiteServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A loopback HTTP connection with a receive timeout, enough to read an event stream.
final class Loopback {
    let socket: Int32

    init(port: Int) {
        #if canImport(Glibc)
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)  // an Int32 there, an enum in Glibc
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var wait = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Writes `text` to the socket (`write`, which Glibc and Darwin both name so: `send` is this method).
    func send(_ text: String) {
        _ = text.withCString { write(socket, $0, strlen($0)) }
    }

    func read(until text: String, into received: inout String) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !received.contains(text) {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { return false }
            received += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        return true
    }

    deinit { close(socket) }
}

/// Starts the preview server on the generated screens, then, once per run, changes an item title
/// in one screen and times the way to the browser: the update event, then the new page over HTTP.
func measureLiveReload(content: URL, templates: URL, runs: Int) async throws {
    let options = BuildOptions(content: content, templates: templates, output: content.deletingLastPathComponent().appendingPathComponent("Output"))
        .withSiteFeatures()
    let server = PreviewServer(build: options, options: .init(port: 0))
    let started = DispatchTime.now()
    let first = server.live.build()
    print(
        String(
            format: "initial build: %.0f ms, %d pages", Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6,
            first.renderedPages))
    let looking = DispatchTime.now()
    let snapshot = FolderSnapshot.take(server.live.builder.watchedFolders)
    print(
        String(
            format: "one look at the sources (%d files): %.1f ms", snapshot.count,
            Double(DispatchTime.now().uptimeNanoseconds - looking.uptimeNanoseconds) / 1e6))
    let (ports, portSink) = AsyncStream<Int>.makeStream()
    let app = server.application { _, port in portSink.yield(port) }
    let group = ServiceGroup(configuration: .init(services: [app], logger: Logger(label: "spots-benchmark")))
    let running = Task { try await group.run() }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else { return }
    let screensFolder = content.appendingPathComponent("screens")
    var files: [String] = []
    let walker = FileManager.default.enumerator(atPath: screensFolder.path)
    while let name = walker?.nextObject() as? String { if name.hasSuffix(".json") { files.append(name) } }
    files.sort()
    // The client blocks on its sockets: on a thread of its own, as a browser is a process of its
    // own, so that it does not hold one of the server's threads while it waits.
    let names = files
    let (eventTimes, pageTimes) = await withCheckedContinuation { (done: CheckedContinuation<([Double], [Double]), Never>) in
        let client = Thread {
            done.resume(returning: measureSaves(port: port, files: names, in: screensFolder, runs: runs))
        }
        client.start()
    }
    await group.triggerGracefulShutdown()
    _ = try? await running.value
    guard !pageTimes.isEmpty else { return }
    // The rebuild alone, without waiting for the watcher: the part of the way that is spots-site's work.
    var builder = LiveBuilder(options: options)
    builder.build()
    var rebuilds: [Double] = []
    for run in 1...runs {
        let file = screensFolder.appendingPathComponent(files[(run * 31) % files.count])
        var text = try String(contentsOf: file, encoding: .utf8)
        guard let range = text.range(of: #""title": ""#, options: .backwards) else { break }
        text.insert(contentsOf: "Again \(run) ", at: range.upperBound)
        try text.write(to: file, atomically: false, encoding: .utf8)
        if let update = builder.refresh() { rebuilds.append(update.milliseconds) }
    }
    if !rebuilds.isEmpty {
        print(
            String(
                format: "one changed screen: looked at, rendered and published in best %.1f ms, median %.1f ms", rebuilds.min() ?? 0,
                rebuilds.sorted()[rebuilds.count / 2]))
    }
    print(
        String(
            format:
                "spots-benchmark --live: %d screens, one screen saved → its open page has the new version in best %.0f ms, median %.0f ms (event best %.0f, median %.0f), peak memory %.0f MiB",
            files.count, pageTimes.min() ?? 0, pageTimes.sorted()[pageTimes.count / 2], eventTimes.min() ?? 0,
            eventTimes.sorted()[eventTimes.count / 2], peakMemoryMiB()))
}

/// Saves one screen per run and times the way to an open page: its update event, then the new page over HTTP.
func measureSaves(port: Int, files: [String], in screensFolder: URL, runs: Int) -> (events: [Double], pages: [Double]) {
    var eventTimes: [Double] = []
    var pageTimes: [Double] = []
    for run in 1...runs {
        // A save a second after the last: the catalog has caught up with it (a run of its own after
        // the page is shown, about 0.3 s for 1,000 screens), as between two saves in an editor.
        Thread.sleep(forTimeInterval: 1)
        let name = files[(run * 97) % files.count]
        let route = String(name.dropLast(".json".count))
        let page =
            route == "index" ? "index.html" : route.hasSuffix("/index") ? String(route.dropLast("index".count)) + "index.html" : route + "/index.html"
        let events = Loopback(port: port)
        events.send("GET /__spots/events?page=\(page) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        var stream = ""
        guard events.read(until: "event: state", into: &stream) else { print("no event stream"); break }
        let file = screensFolder.appendingPathComponent(name)
        let marker = "Changed in run \(run) \(UUID().uuidString.prefix(8))"
        guard var text = try? String(contentsOf: file, encoding: .utf8) else { break }
        // The first item title (not the screen's title, which would rebuild everything).
        guard let range = text.range(of: #""items": [{"title": ""#) ?? text.range(of: #""title": ""#, options: .backwards) else { break }
        text.insert(contentsOf: marker + " ", at: range.upperBound)
        let saved = DispatchTime.now()
        guard (try? text.write(to: file, atomically: false, encoding: .utf8)) != nil else { break }
        guard events.read(until: "event: update", into: &stream) else { print("run \(run): no update event within 10 s"); continue }
        let told = DispatchTime.now()
        let fetch = Loopback(port: port)
        fetch.send("GET /\(page) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        var body = ""
        _ = fetch.read(until: "</html>", into: &body)
        let served = DispatchTime.now()
        let event = Double(told.uptimeNanoseconds - saved.uptimeNanoseconds) / 1e6
        let total = Double(served.uptimeNanoseconds - saved.uptimeNanoseconds) / 1e6
        eventTimes.append(event)
        pageTimes.append(total)
        print(
            String(
                format: "run %d: %@ saved → update event %.0f ms → new page served %.0f ms%@", run, name, event, total,
                body.contains(marker) ? "" : " (OLD CONTENT)"))
    }
    return (eventTimes, pageTimes)
}

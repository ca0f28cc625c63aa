import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import NIOCore
import ServiceLifecycle
import SpotsSiteTestSupport
import Testing

@testable import SpotsSiteServer

#if canImport(Glibc)
import Glibc
#endif

/// The preview server in process, listening on a free port on 127.0.0.1, asked over real
/// connections: which hosts it answers, and how it keeps its event streams. Every wait is bounded.
@Suite(.serialized) struct LiveServerTests {
    /// Runs `body` with a running server on the test project and its port; stops the server after.
    /// The server runs on the pages' thread (`onServerThread`): tests that block the shared pool's
    /// two threads meanwhile once starved it into a client's read timeout. The body stays on the
    /// pool, where it may block (a raw socket) without stopping the server.
    static func withServer(
        _ options: PreviewServer.Options = .init(port: 0), files: [String: String] = Project.files,
        _ body: @Sendable (PreviewServer, Int) async throws -> Void
    ) async throws {
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        let server = PreviewServer(build: project.options(), options: options, logger: Logger(label: "spots-site-test"))
        server.live.build()
        let (ports, portSink) = AsyncStream<Int>.makeStream()
        let services = ServiceGroup(
            configuration: .init(services: [server.application { _, port in portSink.yield(port) }], logger: Logger(label: "spots-site-test")))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                defer { portSink.finish() }
                try await onServerThread { try await services.run() }
            }
            var iterator = ports.makeAsyncIterator()
            let port = try #require(await iterator.next(), "the server did not start")
            do {
                try await body(server, port)
            } catch {
                await services.triggerGracefulShutdown()
                throw error
            }
            await services.triggerGracefulShutdown()
            try await group.waitForAll()
        }
    }

    /// Runs blocking socket work on a thread of its own, as a browser is a process of its own, so
    /// that it holds none of the threads the server's tasks run on.
    static func onThread<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    /// Waits up to `seconds` for `condition`; whether it came true.
    static func eventually(within seconds: Double = 5, _ condition: () -> Bool) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > deadline { return false }
            try await Task.sleep(for: .milliseconds(20))
        }
        return true
    }

    /// Opens an event stream (as `host`, with more header lines, for an app version with `client`);
    /// what arrived once its first event or a one-line refusal did (or the connection closed, or 30 s
    /// passed: an app version's first event waits for its site to be built, which on a loaded
    /// machine can take seconds).
    static func openStream(
        port: Int, host: String? = nil, headers: String = "", client: String? = nil
    ) throws -> (ServeEndToEndTests.Connection, String) {
        let connection = try ServeEndToEndTests.Connection(port: port, timeout: 30)
        let path = "/__spots/events?page=index.html" + (client.map { "&client=" + $0 } ?? "")
        let request = "GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nAccept: text/event-stream\r\n"
        connection.send(request + headers + "\r\n")
        var received = ""
        connection.readFirstAnswer(into: &received)
        return (connection, received)
    }

    // MARK: Hosts (DNS rebinding)

    @Test func requestsForAnotherHostAreMisdirected() async throws {
        try await Self.withServer { _, port in
            let other = port == 65535 ? port - 1 : port + 1
            // The client on the pages' thread with the server: the shared pool may be blocked.
            try await onServerThread {
                try await TestClient.withClient(host: "127.0.0.1", port: port, configuration: .init(timeout: .seconds(5))) { client in
                    for authority in [
                        "evil.example", "evil.example:\(port)", "localhost.evil.example:\(port)", "127.0.0.1.nip.io:\(port)", "localhost:\(other)",
                        nil,
                    ] {
                        // The event stream too (see the next test): a test client would wait for its end.
                        for path in ["/", "/people/", "/__spots/live.js", "/__preview/", "/assets/dot.svg"] {
                            let response = try await client.execute(.init(path, method: .get, authority: authority))
                            #expect(response.status == .misdirectedRequest, "\(authority ?? "no Host") \(path)")
                            let text = String(buffer: response.body ?? ByteBuffer())
                            #expect(text.hasPrefix("This preview server answers only requests for localhost, 127.0.0.1 or [::1] on port \(port)"))
                            #expect(text.filter { $0 == "\n" }.count == 1 && text.hasSuffix("\n"))
                            #expect(!text.contains("Hello"))
                        }
                    }
                    // A second Host header: which one a proxy read cannot be known.
                    let host = try #require(HTTPField.Name("Host"))
                    let twice = try await client.execute(.init("/", method: .get, authority: "localhost:\(port)", headers: [host: "evil.example"]))
                    #expect(twice.status == .misdirectedRequest)
                    for authority in ["localhost:\(port)", "127.0.0.1:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)", "127.0.0.1"] {
                        let response = try await client.execute(.init("/", method: .get, authority: authority))
                        #expect(response.status == .ok, "\(authority)")
                        #expect(String(buffer: response.body ?? ByteBuffer()).contains(">Hello<"))
                    }
                }
            }
        }
    }

    /// The stream is asked for over a plain connection: were it sent, a test client would wait
    /// for its end.
    @Test func theEventStreamIsOnlyForTheServersOwnPages() async throws {
        try await Self.withServer { server, port in
            let other = port == 65535 ? port - 1 : port + 1
            let refused = try await Self.onThread {
                [
                    "evil.example:\(port)", "127.0.0.1.nip.io:\(port)", "Origin: http://evil.example:\(port)",
                    "Origin: http://localhost.evil.example:\(port)",
                    "Origin: null", "Origin: https://localhost:\(port)", "Origin: http://localhost:\(other)", "Sec-Fetch-Site: cross-site",
                ].map { asked in
                    let answer =
                        asked.contains(": ")
                        ? try? Self.openStream(port: port, headers: asked + "\r\n") : try? Self.openStream(port: port, host: asked)
                    return (asked, answer?.1 ?? "")
                }
            }
            for (asked, answer) in refused {
                let status = asked.contains(": ") ? "HTTP/1.1 403 Forbidden\r\n" : "HTTP/1.1 421 Misdirected Request\r\n"
                #expect(answer.hasPrefix(status), "\(asked): \(answer)")
                #expect(!answer.contains("event: state"), "\(asked)")
            }
            #expect(try await Self.eventually { server.live.subscriberCount == 0 })
            // The server's own pages, under any of its names, get the stream.
            let opened = try await Self.onThread {
                ["http://localhost:\(port)", "http://127.0.0.1:\(port)"].map { origin in
                    (try? Self.openStream(port: port, headers: "Origin: \(origin)\r\nSec-Fetch-Site: same-origin\r\n").1) ?? ""
                }
            }
            for stream in opened { #expect(stream.hasPrefix("HTTP/1.1 200 OK\r\n") && stream.contains("event: state"), "\(stream)") }
        }
    }

    // MARK: Event streams

    /// A page that goes away frees its subscription at once, with no rebuild to find out (each
    /// used to hold its memory until the next change of the site).
    @Test func aDroppedEventStreamEndsAtOnce() async throws {
        try await Self.withServer { server, port in
            let version = server.live.version.number
            let count = 20
            let whileOpen = try await Self.onThread {
                let streams = try (0..<count).map { _ in try Self.openStream(port: port) }
                let opened = streams.filter { $0.1.contains("event: state") }.count
                return (opened, server.live.subscriberCount)
                // Dropped here: the connections close.
            }
            #expect(whileOpen.0 == count)
            #expect(whileOpen.1 == count)
            #expect(try await Self.eventually { server.live.subscriberCount == 0 }, "\(server.live.subscriberCount) still subscribed")
            // Opened and dropped one after the other, as any web page can, they never fill the 64 places.
            let served = try await Self.onThread {
                try (0..<100).filter { _ in try Self.openStream(port: port).1.contains("event: state") }.count
            }
            #expect(served == 100)
            #expect(try await Self.eventually { server.live.subscriberCount == 0 }, "\(server.live.subscriberCount) still subscribed")
            #expect(server.live.version.number == version, "a rebuild happened")
        }
    }

    @Test func oneStreamMoreThanTheCapIsRefusedUntilOneCloses() async throws {
        var options = PreviewServer.Options(port: 0)
        options.maxEventStreams = 3
        try await Self.withServer(options) { server, port in
            let (refused, afterOneClosed) = try await Self.onThread {
                var streams = try (0..<3).map { _ in try Self.openStream(port: port) }
                let refused = try Self.openStream(port: port).1
                streams.removeFirst()
                let deadline = Date().addingTimeInterval(5)
                while server.live.subscriberCount > 2 && Date() < deadline { usleep(20_000) }
                return (refused, try Self.openStream(port: port).1)
            }
            #expect(refused.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n"), "\(refused)")
            #expect(refused.lowercased().contains("\r\nretry-after: 10\r\n"))
            #expect(
                refused.hasSuffix(
                    "\r\n\r\n3 live-reload streams are open, the most this server keeps; close some of this site's tabs, then reload this page.\n"))
            #expect(afterOneClosed.contains("event: state"), "\(afterOneClosed)")
            #expect(try await Self.eventually { server.live.subscriberCount == 0 })
        }
    }

    @Test func anIdleStreamSendsAKeepAliveComment() async throws {
        var options = PreviewServer.Options(port: 0)
        options.keepAliveInterval = .milliseconds(100)
        try await Self.withServer(options) { _, port in
            let received = try await Self.onThread {
                let (connection, first) = try Self.openStream(port: port)
                var received = first
                _ = connection.read(until: ": ping\n\n", into: &received)
                return received
            }
            #expect(received.contains("event: state"))
            #expect(received.contains("\r\n: ping\n\n\r\n"), "\(received)")
        }
    }
}

extension ServeEndToEndTests.Connection {
    /// Reads until an event stream's first event, or a whole one-line answer of another status,
    /// has arrived (or the timeout passes, or the connection closes).
    func readFirstAnswer(into received: inout String) {
        func complete() -> Bool {
            if received.hasPrefix("HTTP/1.1 200 ") { return received.contains("event: state") }
            guard let end = received.range(of: "\r\n\r\n") else { return false }
            return received[end.upperBound...].contains("\n")
        }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !complete() {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { return }
            received += String(decoding: buffer[0..<count], as: UTF8.self)
        }
    }
}

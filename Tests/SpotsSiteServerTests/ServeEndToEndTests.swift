import Foundation
import SpotsSiteTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `spots-site serve`, started as a user starts it, on a free port: pages, live reload over
/// Server-Sent Events, the error overlay's data, a port in use, and Ctrl-C. Every wait is bounded.
@Suite(.serialized) struct ServeEndToEndTests {
    static var binary: URL {
        TestPaths.products.appendingPathComponent("spots-site")
    }

    /// A running `spots-site serve` and what it printed.
    final class Server: @unchecked Sendable {
        let process = Process()
        private let output = Pipe()
        private let errors = Pipe()
        private let lock = NSLock()
        private var printed = ""
        private var printedErrors = ""

        init(in folder: URL, arguments: [String] = ["--port", "0"]) throws {
            process.executableURL = ServeEndToEndTests.binary
            process.arguments = ["serve"] + arguments
            process.currentDirectoryURL = folder
            process.standardOutput = output
            process.standardError = errors
            output.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self, !data.isEmpty else { return }
                self.lock.lock()
                self.printed += String(decoding: data, as: UTF8.self)
                self.lock.unlock()
            }
            errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self, !data.isEmpty else { return }
                self.lock.lock()
                self.printedErrors += String(decoding: data, as: UTF8.self)
                self.lock.unlock()
            }
            try process.run()
        }

        var standardOutput: String { lock.lock(); defer { lock.unlock() }; return printed }
        var standardError: String { lock.lock(); defer { lock.unlock() }; return printedErrors }

        /// The port from the "Serving http://127.0.0.1:PORT/" line, waiting up to `seconds`.
        func port(within seconds: Double = 60) -> Int? {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if let range = standardOutput.range(of: #"Serving http://127\.0\.0\.1:[0-9]+/"#, options: .regularExpression) {
                    let line = standardOutput[range]
                    return line.split(separator: ":").last.flatMap { Int($0.dropLast()) }
                }
                if !process.isRunning { return nil }
                usleep(20_000)
            }
            return nil
        }

        /// Sends Ctrl-C (or `signal`) and waits up to `seconds` for the exit; the exit status, or nil
        /// if it did not stop.
        func interrupt(with signal: Int32 = SIGINT, within seconds: Double = 10) -> Int32? {
            kill(process.processIdentifier, signal)
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            if process.isRunning {
                process.terminate()
                return nil
            }
            return process.terminationStatus
        }

        deinit { if process.isRunning { process.terminate() } }
    }

    /// A plain HTTP/1.1 connection to 127.0.0.1 with a receive timeout.
    final class Connection {
        let socket: Int32

        init(port: Int, timeout: Double = 10) throws {
            #if canImport(Glibc)
            socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            #else
            socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)  // an Int32 there, an enum in Glibc
            #endif
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
            var wait = timeval(tv_sec: Int(timeout), tv_usec: .init((timeout - floor(timeout)) * 1e6))  // Int32 on macOS
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        }

        /// Writes `text` to the socket (`write`, which Glibc and Darwin both name so: `send` is this method).
        func send(_ text: String) {
            _ = text.withCString { write(socket, $0, strlen($0)) }
        }

        /// Reads until `text` has arrived (true), the timeout passes or the connection closes (false).
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

    static func get(_ path: String, port: Int) throws -> String {
        let connection = try Connection(port: port)
        connection.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        var received = ""
        _ = connection.read(until: "\u{0}never", into: &received)
        return received
    }

    @Test func liveReloadTellsAnOpenPageAndServesTheNewVersion() throws {
        let project = try TemporaryProject(files: Project.files)
        defer { project.remove() }
        let server = try Server(in: project.root)
        let port = try #require(server.port(), "no port in: \(server.standardOutput) \(server.standardError)")
        #expect(try Self.get("/", port: port).contains(">Hello<"))

        let events = try Connection(port: port)
        events.send("GET /__spots/events?page=index.html HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        var stream = ""
        #expect(events.read(until: "event: state", into: &stream), "\(stream)")
        #expect(stream.contains("text/event-stream"))

        try project.write(
            #"{ "title": "Home", "components": [ { "items": [ { "title": "Changed", "image": "dot.svg", "action": "people" } ] } ] }"#,
            to: "Content/screens/index.json")
        #expect(events.read(until: "event: update", into: &stream), "no update in \(stream)")
        #expect(events.read(until: "\n\n", into: &stream))
        let update = stream.components(separatedBy: "event: update").last ?? ""
        #expect(update.contains(#""etag":"#), "\(update)")
        #expect(update.contains(#""errors":0"#))
        #expect(try Self.get("/", port: port).contains(">Changed<"))

        // A broken edit: the page keeps its last good version, and the stream carries the error.
        stream = ""
        try project.write(#"{ "title": "Home", "components": [ { "items": [ "#, to: "Content/screens/index.json")
        #expect(events.read(until: #""errors":1"#, into: &stream), "\(stream)")
        #expect(stream.contains("index.json:1:"))
        #expect(try Self.get("/", port: port).contains(">Changed<"))

        #expect(server.interrupt() == 0, "Ctrl-C with a page listening: \(server.standardError)")
    }

    /// The README says Ctrl-C and SIGTERM stop the server at once (it takes 15–50 ms), also with a
    /// page's event stream and an idle keep-alive connection open; the bound leaves room for a busy machine.
    @Test(arguments: [SIGINT, SIGTERM])
    func stopsAtOnceWithConnectionsOpen(signal: Int32) throws {
        let project = try TemporaryProject(files: Project.files)
        defer { project.remove() }
        let server = try Server(in: project.root)
        let port = try #require(server.port())
        let events = try Connection(port: port)
        events.send("GET /__spots/events?page=index.html HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        var stream = ""
        #expect(events.read(until: "event: state", into: &stream))
        let idle = try Connection(port: port)
        idle.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        var page = ""
        #expect(idle.read(until: "</html>", into: &page))
        let started = Date()
        #expect(server.interrupt(with: signal, within: 1) == 0)
        #expect(Date().timeIntervalSince(started) < 1)
    }

    @Test func connectIsRefusedAndTheConnectionClosed() throws {
        let project = try TemporaryProject(files: Project.files)
        defer { project.remove() }
        let server = try Server(in: project.root)
        let port = try #require(server.port())
        let connection = try Connection(port: port, timeout: 5)
        connection.send("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n")
        var received = ""
        // read(until:) returns false when the connection closes; a stalled one would time out after 5 s.
        let started = Date()
        #expect(!connection.read(until: "\u{0}never", into: &received))
        #expect(Date().timeIntervalSince(started) < 4)
        #expect(received.hasPrefix("HTTP/1.1 405 Method Not Allowed\r\n"), "\(received)")
        #expect(received.lowercased().contains("x-content-type-options: nosniff"))
        #expect(server.interrupt() == 0)
    }

    @Test func aNewWarningIsPrintedAfterARebuild() throws {
        let project = try TemporaryProject(files: Project.files)
        defer { project.remove() }
        let server = try Server(in: project.root)
        _ = try #require(server.port())
        try project.write(
            #"{ "title": "People", "components": [ { "kind": "tiles", "items": [ { "title": "Ada" } ] } ] }"#, to: "Content/screens/people.json")
        let deadline = Date().addingTimeInterval(30)
        while !server.standardOutput.contains("warning: unknown component kind 'tiles'") && Date() < deadline { usleep(20_000) }
        #expect(server.standardOutput.contains("people.json:1:"), "\(server.standardOutput)")
        #expect(server.standardOutput.contains("warning: unknown component kind 'tiles'"), "\(server.standardOutput)")
        // Saved again unchanged in meaning, the warning is not printed again.
        try project.write(
            #"{ "title": "People", "components": [ { "kind": "tiles", "items": [ { "title": "Bea" } ] } ] }"#, to: "Content/screens/people.json")
        while server.standardOutput.components(separatedBy: "Rebuilt").count < 3 && Date() < deadline { usleep(20_000) }
        #expect(server.standardOutput.components(separatedBy: "warning: unknown component kind").count == 2)
        #expect(server.interrupt() == 0)
    }

    @Test func aPortInUseIsAClearError() throws {
        let project = try TemporaryProject(files: Project.files)
        defer { project.remove() }
        let first = try Server(in: project.root)
        let port = try #require(first.port())
        let second = try Server(in: project.root, arguments: ["--port", String(port)])
        let deadline = Date().addingTimeInterval(60)
        while second.process.isRunning && Date() < deadline { usleep(50_000) }
        #expect(!second.process.isRunning)
        #expect(second.process.terminationStatus == 1)
        // What it printed reaches the pipe's reader after it exits, on another thread.
        while !second.standardError.contains("is in use") && Date() < deadline { usleep(20_000) }
        #expect(second.standardError.contains("error: port \(port) on 127.0.0.1 is in use by another program"), "\(second.standardError)")
        // Said before the site is built, not after.
        #expect(!second.standardOutput.contains("Built "), "\(second.standardOutput)")
        #expect(first.interrupt() == 0)
    }

    @Test func anyHostButLoopbackIsAWarning() throws {
        let project = try TemporaryProject(files: Project.files)
        defer { project.remove() }
        let server = try Server(in: project.root, arguments: ["--port", "0", "--host", "0.0.0.0"])
        let deadline = Date().addingTimeInterval(60)
        while !server.standardOutput.contains("Serving") && server.process.isRunning && Date() < deadline { usleep(20_000) }
        #expect(server.standardError.contains("warning: listening on 0.0.0.0, not only on this machine"))
        #expect(server.interrupt() == 0)
    }
}

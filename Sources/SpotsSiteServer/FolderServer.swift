import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import SpotsFormat

/// Serves one folder to the sandboxed browser of `audit` and `diff --screenshots` on an origin of
/// its own (`PageServer` says why): GET and HEAD only, on 127.0.0.1 with a port of its own, only
/// for loopback host names, only files inside the folder (no symbolic link followed). Every answer
/// carries the sandbox's policy as a header too, which no markup in a file can move or undo (an
/// SVG or a page of a compared site opened by a refresh included).
package struct FolderServer: PageServer {
    package init() {}

    package func serve(_ folder: URL) throws -> ServedFolder {
        let started = Started()
        let app = Application(
            responder: FolderResponder(root: ConfinedRoot(folder, links: .refuse)),
            configuration: ApplicationConfiguration(address: .hostname(Loopback.address, port: 0), serverName: "spots-site", reuseAddress: false),
            onServerRunning: { channel in started.set(channel.localAddress?.port) },
            logger: Logger(label: "spots-site.pages") { _ in SwiftLogNoOpLogHandler() }
        )
        let run: @Sendable () async -> Void = {
            do { try await app.runService(gracefulShutdownSignals: []) } catch { started.set(nil) }
        }
        let task: Task<Void, Never>
        if #available(macOS 15.0, *) {
            task = Task(executorPreference: ServerThread.shared, operation: run)
        } else {
            task = Task(operation: run)
        }
        guard let port = started.wait(seconds: 30), let address = URL(string: "http://\(Loopback.address):\(port)/") else {
            task.cancel()
            throw FolderServerError()
        }
        return ServedFolder(address: address, port: port) { task.cancel() }
    }

    /// The port the server came to listen on, once it does.
    private final class Started: @unchecked Sendable {
        private let lock = NSLock()
        private let signal = DispatchSemaphore(value: 0)
        private var port: Int?
        private var told = false

        func set(_ port: Int?) {
            lock.withLock {
                guard !told else { return }
                told = true
                self.port = port
                signal.signal()
            }
        }

        func wait(seconds: Double) -> Int? {
            guard signal.wait(timeout: .now() + seconds) == .success else { return nil }
            return lock.withLock { port }
        }
    }
}

/// The folder server could not start.
package struct FolderServerError: Error, CustomStringConvertible {
    package var description: String { "could not serve the pages to the browser on \(Loopback.address)" }
}

/// Answers the folder server's requests.
struct FolderResponder: HTTPResponder {
    typealias Context = PreviewRequestContext

    let root: ConfinedRoot
    let hosts = AllowedHosts(listeningOn: Loopback.address)

    func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .get || request.method == .head else { return SiteResponder.methodNotAllowed(closing: context.channel) }
        let local = context.channel.localAddress
        guard hosts.allows(request.head.authority, port: local?.port), !SiteResponder.hasSecondHost(request) else {
            return SiteResponder.plain(.misdirectedRequest, hosts.refusal(port: local?.port))
        }
        guard let path = SiteResponder.sitePath(request.uri.path) else { return SiteResponder.notFound }
        let file = path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
        guard case .success(let body) = root.bytes(of: file, sizeLimit: FileSize.defaultLimit) else { return SiteResponder.notFound }
        var headers: HTTPFields = [
            .contentType: SiteResponder.contentType(of: file), .cacheControl: "no-store", .contentLength: String(body.count),
        ]
        if let noSniff = HTTPField.Name("X-Content-Type-Options") { headers[noSniff] = "nosniff" }
        if let policy = HTTPField.Name("Content-Security-Policy") { headers[policy] = BrowserSandbox.policy }
        if request.method == .head { return Response(status: .ok, headers: headers) }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}

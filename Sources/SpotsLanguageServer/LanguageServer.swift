import Dispatch
import Foundation
import SpotsBuild
import SpotsFormat

/// `spots-site lsp`: one editor's session over standard input and output. One thread reads a
/// message, answers it from the site as last checked, and checks the changed documents again once
/// the editor has been quiet for `debounce` (or `longestWait` has passed since the first change
/// of a flood); the catalog and the map follow when it has been quiet for longer. Nothing it is
/// sent ends it but `exit` or the end of its input.
package final class LanguageServer {
    /// How the server was started: the build's options (the features, strict mode), and whether
    /// `--content` named the project instead of the documents' folder.
    package struct Settings: Sendable {
        package var options: BuildOptions
        /// Whether `--content` was given: the project is that folder, whatever is opened.
        package var namesProject: Bool
        /// How long after a change the documents are checked, in milliseconds.
        package var debounce = 10
        /// The longest a change waits for a check while changes keep coming.
        package var longestWait = 150
        /// How long the editor is quiet before the catalog and the map catch up.
        package var catchUpAfter = 400

        package init(options: BuildOptions, namesProject: Bool) {
            self.options = options
            self.namesProject = namesProject
        }
    }

    let transport: LSPTransport
    var session: LanguageSession
    private var initialized = false
    private var shutDown = false
    private var exitCode: Int32?
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    package init(settings: Settings, transport: LSPTransport = LSPTransport()) {
        self.transport = transport
        session = LanguageSession(settings: settings)
    }

    /// Serves until `exit` or the end of input; the process's exit code (0 after `shutdown`).
    package func run() -> Int32 {
        #if canImport(Glibc) || canImport(Darwin)
        signal(SIGPIPE, SIG_IGN)  // a client that hangs up ends the loop at its next write
        #endif
        while exitCode == nil {
            switch transport.next(within: session.wait(now: Self.now())) {
            case .message(let body): handle(body)
            case .quiet: publish(session.work(now: Self.now()))
            case .closed: return shutDown ? 0 : 1
            case .garbage(let why): log("spots-site lsp: skipped \(why)")
            }
        }
        return exitCode ?? 0
    }

    /// One message: a request answered, a notification taken.
    func handle(_ body: [UInt8]) {
        let data = Data(body)
        guard let envelope = try? JSONDecoder().decode(LSP.Envelope.self, from: data) else {
            reply(nil, error: LSP.ResponseError(code: -32700, message: "not a JSON-RPC message"))
            return
        }
        guard let method = envelope.method else { return }  // a response to us: we ask nothing
        let id = envelope.id
        if !initialized, method != "initialize", method != "exit" {
            if id != nil { reply(id, error: LSP.ResponseError(code: -32002, message: "the server is not initialized")) }
            return
        }
        do {
            try dispatch(method, id: id, data: data)
        } catch {
            if id != nil { reply(id, error: LSP.ResponseError(code: -32602, message: "invalid params for \(method): \(error)")) }
        }
    }

    private func dispatch(_ method: String, id: LSP.RequestID?, data: Data) throws {
        func params<P: Decodable>(_ type: P.Type) throws -> P { try JSONDecoder().decode(LSP.Incoming<P>.self, from: data).params }
        switch method {
        case "initialize":
            let found = try params(LSP.Initialize.self)
            initialized = true
            reply(id, result: LanguageSession.capabilities)
            publish(session.open(root: found.rootUri.flatMap(LanguageSession.path(of:)) ?? found.rootPath))
        case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration": break
        case "shutdown":
            shutDown = true
            reply(id, result: Optional<Int>.none)
        case "exit":
            exitCode = shutDown ? 0 : 1
        case "textDocument/didOpen":
            publish(session.opened(try params(LSP.DidOpen.self).textDocument))
        case "textDocument/didChange":
            session.changed(try params(LSP.DidChange.self), now: Self.now())
        case "textDocument/didSave":
            session.saved(try params(LSP.DocumentOnly.self).textDocument.uri, now: Self.now())
        case "textDocument/didClose":
            session.closed(try params(LSP.DidClose.self).textDocument.uri, now: Self.now())
        case "workspace/didChangeWatchedFiles":
            session.filesChanged(try params(LSP.DidChangeWatchedFiles.self), now: Self.now())
        case "textDocument/completion":
            reply(id, result: session.completion(try params(LSP.TextDocumentPosition.self)))
        case "textDocument/hover":
            reply(id, result: session.hover(try params(LSP.TextDocumentPosition.self)))
        case "textDocument/definition":
            reply(id, result: session.definition(try params(LSP.TextDocumentPosition.self)))
        case "textDocument/references":
            reply(id, result: session.references(try params(LSP.TextDocumentPosition.self)))
        case "textDocument/codeAction":
            reply(id, result: session.codeActions(try params(LSP.CodeActionParams.self)))
        case "textDocument/documentSymbol":
            reply(id, result: session.symbols(try params(LSP.DocumentOnly.self).textDocument.uri))
        default:
            if id != nil { reply(id, error: LSP.ResponseError(code: -32601, message: "spots-site lsp does not handle \(method)")) }
        }
    }

    /// Sends each file's diagnostics that changed.
    private func publish(_ batches: [LSP.PublishDiagnostics]) {
        for batch in batches { notify("textDocument/publishDiagnostics", batch) }
    }

    private func reply<Result: Encodable>(_ id: LSP.RequestID?, result: Result) {
        send(Response(id: id, result: result, error: nil))
    }

    private func reply(_ id: LSP.RequestID?, error: LSP.ResponseError) {
        send(Response<Int>(id: id, result: nil, error: error))
    }

    private func notify<Params: Encodable>(_ method: String, _ params: Params) {
        send(Notification(method: method, params: params))
    }

    private func log(_ message: String) {
        notify("window/logMessage", LogMessage(type: 3, message: message))
    }

    private func send<Message: Encodable>(_ message: Message) {
        guard let data = try? encoder.encode(message) else { return }
        if !transport.send(Array(data)) { exitCode = 1 }
    }

    private static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds / 1_000_000 }

    private struct Response<Result: Encodable>: Encodable {
        var id: LSP.RequestID?
        var result: Result?
        var error: LSP.ResponseError?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            try container.encode(id, forKey: .id)  // null when the message could not be read
            if let error {
                try container.encode(error, forKey: .error)
            } else {
                try container.encode(result, forKey: .result)  // null is an answer too
            }
        }

        enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }
    }

    private struct Notification<Params: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var method: String
        var params: Params
    }

    private struct LogMessage: Encodable {
        var type: Int
        var message: String
    }
}

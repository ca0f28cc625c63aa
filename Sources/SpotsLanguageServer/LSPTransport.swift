import Foundation
import SpotsFormat

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Language Server Protocol's base protocol on two file descriptors: each message a
/// `Content-Length` header, a blank line and that many bytes of JSON. Whatever the client sends,
/// the reader never takes more memory than the largest message it accepts, and never fails for
/// bytes it cannot read: it says what was wrong and goes on with the next header.
package final class LSPTransport {
    /// What the reader found.
    package enum Incoming: Equatable {
        /// One message's body.
        case message([UInt8])
        /// Nothing came in the time asked for.
        case quiet
        /// The client closed its end: the server ends.
        case closed
        /// Bytes that are not a message (a header without a length, a body over the limit): why.
        case garbage(String)
    }

    /// The largest message read, in bytes: a document over the content folder's file limit is refused
    /// by the build anyway, so this only stops a client that sends without end.
    package static let largestMessage = 64 << 20
    /// The longest header section read before a message is refused.
    static let longestHeader = 8 << 10

    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    package init(input: Int32 = 0, output: Int32 = 1) {
        self.input = input
        self.output = output
    }

    /// The next message, waiting at most `milliseconds` for it (forever when nil).
    package func next(within milliseconds: Int?) -> Incoming {
        while true {
            if let found = takeMessage() { return found }
            if ended { return .closed }
            guard wait(milliseconds) else { return .quiet }
            fill()
        }
    }

    /// Writes one message; false when the client is gone.
    @discardableResult
    package func send(_ body: [UInt8]) -> Bool {
        let bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(output, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// Whether bytes came within `milliseconds` (or the other end closed).
    private func wait(_ milliseconds: Int?) -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&descriptor, 1, Int32(milliseconds ?? -1))
            if ready < 0, errno == EINTR { continue }
            return ready != 0
        }
    }

    private func fill() {
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { return }
        guard count > 0 else {
            ended = true
            return
        }
        buffer.append(contentsOf: chunk[0..<count])
    }

    /// A whole message from the buffer, or garbage to report; nil when more bytes are needed.
    private func takeMessage() -> Incoming? {
        guard let end = headerEnd() else {
            if buffer.count - start > Self.longestHeader {
                start = buffer.count
                return .garbage("a header section longer than \(Self.longestHeader) bytes")
            }
            return nil
        }
        let header = String(decoding: buffer[start..<end.headers], as: UTF8.self)
        // The last `Content-Length` of the section, wherever it starts: bytes before it (a line
        // without its CRLF, the rest of a body longer than its length said) are left behind, so
        // that one broken message does not put every later one out of step.
        let length = header.range(of: "content-length:", options: [.backwards, .caseInsensitive]).flatMap { found in
            Int(header[found.upperBound...].prefix { !$0.isNewline }.trimmingCharacters(in: .whitespaces))
        }
        guard let length, length >= 0 else {
            start = end.body
            return .garbage("a message without a valid Content-Length header")
        }
        guard length <= Self.largestMessage else {
            // Skipped without being kept: what comes is dropped as it arrives.
            skipping = length
            start = end.body
            return dropSkipped()
        }
        guard buffer.count - end.body >= length else { return nil }
        let body = Array(buffer[end.body..<end.body + length])
        start = end.body + length
        compact()
        return .message(body)
    }

    /// Bytes of a message over the limit still to be dropped.
    private var skipping = 0

    private func dropSkipped() -> Incoming? {
        while skipping > 0 {
            let available = min(skipping, buffer.count - start)
            skipping -= available
            start += available
            compact()
            if skipping > 0 {
                if ended { break }
                guard wait(5_000) else { break }
                fill()
            }
        }
        skipping = 0
        return .garbage("a message over \(Self.largestMessage >> 20) MiB, skipped")
    }

    /// Where the header section ends (`\r\n\r\n`, or `\n\n` from a lax client), and its body starts.
    private func headerEnd() -> (headers: Int, body: Int)? {
        var index = start
        while index < buffer.count {
            if buffer[index] == 0x0A {
                if index + 1 < buffer.count, buffer[index + 1] == 0x0A { return (index, index + 2) }
                if index + 2 < buffer.count, buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A { return (index, index + 3) }
            }
            index += 1
        }
        return nil
    }

    private func compact() {
        if start > 1 << 20 {
            buffer.removeFirst(start)
            start = 0
        }
    }
}

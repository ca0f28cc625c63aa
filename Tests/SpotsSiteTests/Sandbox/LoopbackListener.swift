import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A UDP or TCP socket on 127.0.0.1 at a free port, counting what reaches it: the sandbox's tests
/// check that nothing from the browser does. Loopback only.
final class LoopbackListener {
    let port: UInt16
    private let socketFD: Int32
    private let isTCP: Bool

    init?(tcp: Bool) {
        isTCP = tcp
        #if canImport(Glibc)
        let kind = Int32(tcp ? SOCK_STREAM.rawValue : SOCK_DGRAM.rawValue)
        #else
        let kind = tcp ? SOCK_STREAM : SOCK_DGRAM
        #endif
        let socketFD = socket(AF_INET, kind, 0)
        guard socketFD >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(socketFD, socketAddress, length) == 0 && getsockname(socketFD, socketAddress, &length) == 0
            }
        }
        guard bound, !tcp || listen(socketFD, 8) == 0 else {
            close(socketFD)
            return nil
        }
        _ = fcntl(socketFD, F_SETFL, fcntl(socketFD, F_GETFL) | O_NONBLOCK)
        self.socketFD = socketFD
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(socketFD) }

    /// How many datagrams or connections arrive within `seconds`.
    func count(within seconds: Double) -> Int {
        var count = 0
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 2048)
        while Date() < deadline {
            var poller = pollfd(fd: socketFD, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            if isTCP {
                let connection = accept(socketFD, nil, nil)
                if connection >= 0 {
                    count += 1
                    close(connection)
                }
            } else if recv(socketFD, &buffer, buffer.count, 0) >= 0 {
                count += 1
            }
        }
        return count
    }
}

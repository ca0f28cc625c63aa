#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether another program listens on a port, asked before `serve` builds the site (a build of a
/// large site takes seconds, and the port's error would come after them).
enum PortCheck {
    /// True when binding `host`:`port` fails because the address is in use; false when it binds
    /// (the socket is closed at once, for the server to bind), when the port is 0 (any free one),
    /// or when the host does not resolve (the server says why when it binds).
    static func isInUse(host: String, port: Int) -> Bool {
        guard port > 0, port <= 65_535 else { return false }
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let address = found else { return false }
        defer { freeaddrinfo(found) }
        let handle = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard handle >= 0 else { return false }
        defer { close(handle) }
        // As the server binds: without SO_REUSEADDR (PreviewServer binds with reuseAddress false).
        return bind(handle, address.pointee.ai_addr, address.pointee.ai_addrlen) != 0 && errno == EADDRINUSE
    }
}

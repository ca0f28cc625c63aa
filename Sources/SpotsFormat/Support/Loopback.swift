import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This machine's own addresses, declared once: where the preview server listens by default, where
/// the audit's pages are served, the one place the browser's sandbox lets it reach, and the names
/// a request to the preview may give as its host.
public enum Loopback {
    /// The address spots-site listens on and serves to its browser.
    public static let address = "127.0.0.1"
    /// The names a loopback server answers to: `localhost`, and its IPv4 and IPv6 addresses (in a `Host` header's brackets).
    public static let hostNames = ["localhost", address, "[::1]"]

    /// Whether `host` (a name or an address, IPv6 with or without brackets) is this machine only:
    /// `localhost`, an address of 127.0.0.0/8, or `::1`. `127.example.com` is not.
    public static func contains(_ host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if name == "localhost" { return true }
        var v4 = in_addr()
        if inet_pton(AF_INET, name, &v4) == 1 { return UInt32(bigEndian: v4.s_addr) >> 24 == 127 }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, name, &v6) == 1 else { return false }
        return withUnsafeBytes(of: &v6) { bytes in bytes.prefix(15).allSatisfy { $0 == 0 } && bytes[15] == 1 }
    }
}

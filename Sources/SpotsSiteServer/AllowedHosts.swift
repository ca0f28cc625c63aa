import SpotsFormat

/// The `Host` headers the preview server answers, against DNS rebinding: a page on another domain
/// whose name is made to point at 127.0.0.1 would otherwise read every draft page and the event
/// stream with its errors. Allowed are `localhost`, `127.0.0.1`, `[::1]`, the address `--host`
/// gives, and the IP address the connection came in on (an address cannot be rebound, and so
/// `--host 0.0.0.0` is reachable at the machine's own addresses). Names are compared without
/// regard to case; a port, when the header has one, must be the server's.
struct AllowedHosts: Sendable {
    /// The allowed names, lower-cased, IPv6 addresses in brackets.
    let names: [String]

    /// The hosts of a server listening on `host` (`--host`).
    init(listeningOn host: String) {
        var names = Loopback.hostNames
        let given = Self.bracketed(host.lowercased())
        if !given.isEmpty && !names.contains(given) { names.append(given) }
        self.names = names
    }

    /// Whether a request whose `Host` header is `header` (nil when it has none) is for this
    /// server, listening on `port` (nil when unknown: any), reached at `address` (the local IP
    /// address of the connection, when known).
    func allows(_ header: String?, port: Int?, address: String? = nil) -> Bool {
        guard let header, let (name, given) = Self.split(Substring(header)) else { return false }
        if let given, let port, given != port { return false }
        let lowered = name.lowercased()
        return names.contains(lowered) || address.map { Self.matches(lowered, address: $0) } == true
    }

    /// Whether `origin` (an `Origin` header) is a page of this server: `http://`, an allowed host,
    /// and the server's port (left out only for port 80).
    func allowsOrigin(_ origin: String, port: Int?, address: String? = nil) -> Bool {
        let scheme = "http://"
        guard origin.lowercased().hasPrefix(scheme) else { return false }
        let authority = origin.dropFirst(scheme.count)
        guard let (_, given) = Self.split(authority), given != nil || port == 80 || port == nil else { return false }
        return allows(String(authority), port: port, address: address)
    }

    /// The one-line answer to a request for another host.
    func refusal(port: Int?) -> String {
        let hosts = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") : names.joined()
        let onPort = port.map { " on port \($0)" } ?? ""
        return "This preview server answers only requests for \(hosts)\(onPort) (the Host header); "
            + "a page of another site must not read your drafts.\n"
    }

    /// A header's host and port: nil when it is not `name`, `name:port`, `[v6]` or `[v6]:port`
    /// with a port of digits alone.
    static func split(_ authority: Substring) -> (name: Substring, port: Int?)? {
        let name: Substring
        let rest: Substring
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            name = authority[...close]
            rest = authority[authority.index(after: close)...]
        } else {
            let colon = authority.firstIndex(of: ":") ?? authority.endIndex
            name = authority[..<colon]
            rest = authority[colon...]
        }
        guard !name.isEmpty else { return nil }
        if rest.isEmpty { return (name, nil) }
        let digits = rest.dropFirst()
        guard rest.first == ":", !digits.isEmpty, digits.count <= 5, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let port = Int(digits)
        else { return nil }
        return (name, port)
    }

    /// An IPv6 address in brackets, as a `Host` header writes it; anything else as it is.
    static func bracketed(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[" + host + "]" : host
    }

    /// Whether a lower-cased host name is the IP `address` (IPv4 also in its IPv6-mapped form).
    private static func matches(_ name: String, address: String) -> Bool {
        let lowered = address.lowercased()
        let mapped = "::ffff:"
        if lowered.hasPrefix(mapped) && !lowered.dropFirst(mapped.count).contains(":") {
            return name == lowered.dropFirst(mapped.count)
        }
        return name == bracketed(lowered)
    }
}

import SpotsFormat
import Testing

@testable import SpotsSiteServer

/// The rule against DNS rebinding: which `Host` and `Origin` headers the preview server answers.
@Suite struct AllowedHostsTests {
    let hosts = AllowedHosts(listeningOn: "127.0.0.1")
    let port = 8123

    /// Loopback, declared once: `--host` is this machine only for these, and no name that merely starts like one.
    @Test func loopbackIsThisMachinesAddressesAndNothingThatLooksLikeThem() {
        for host in ["localhost", "LOCALHOST", "127.0.0.1", "127.1.2.3", "::1", "[::1]", "0:0:0:0:0:0:0:1"] {
            #expect(Loopback.contains(host), "\(host)")
            #expect(PreviewServer.Options(host: host).isLoopback, "\(host)")
        }
        for host in ["127.evil.example", "127.0.0.1.nip.io", "0.0.0.0", "::", "128.0.0.1", "10.0.0.1", "", "localhost.example"] {
            #expect(!Loopback.contains(host), "\(host)")
        }
        #expect(PreviewServer.Options().host == Loopback.address && hosts.names == Loopback.hostNames)
    }

    @Test func thisMachinesNamesWithTheServersPortAreAllowed() {
        for header in ["localhost:8123", "127.0.0.1:8123", "[::1]:8123", "LOCALHOST:8123", "LocalHost", "127.0.0.1", "[::1]"] {
            #expect(hosts.allows(header, port: port), "\(header)")
        }
    }

    @Test func otherNamesPortsAndMalformedHeadersAreRefused() {
        for header in [
            "evil.example", "evil.example:8123", "localhost.evil.example:8123", "127.0.0.1.nip.io:8123", "localhost:8124", "[::1]:80",
            "", ":8123", "localhost:", "localhost:+8123", "localhost:8123:1", "[::1", "[::1]8123", "::1", "localhost.", "0.0.0.0:8123",
            "127.0.0.2:8123",
        ] {
            #expect(!hosts.allows(header, port: port), "\(header)")
        }
        #expect(!hosts.allows(nil, port: port))
    }

    @Test func theHostOfHostIsAllowedToo() {
        #expect(AllowedHosts(listeningOn: "192.168.1.5").allows("192.168.1.5:8123", port: port))
        #expect(AllowedHosts(listeningOn: "::").allows("[::]:8123", port: port))
        #expect(AllowedHosts(listeningOn: "Preview.Local").allows("preview.local:8123", port: port))
        #expect(!hosts.allows("192.168.1.5:8123", port: port))
    }

    /// With `--host 0.0.0.0`, the machine is reached at its own addresses: an address names no
    /// other site, so it cannot be rebound.
    @Test func theAddressTheConnectionCameInOnIsAllowed() {
        let any = AllowedHosts(listeningOn: "0.0.0.0")
        #expect(any.allows("192.168.1.5:8123", port: port, address: "192.168.1.5"))
        #expect(any.allows("192.168.1.5:8123", port: port, address: "::ffff:192.168.1.5"))
        #expect(any.allows("[fe80::1]:8123", port: port, address: "fe80::1"))
        #expect(!any.allows("192.168.1.6:8123", port: port, address: "192.168.1.5"))
        #expect(!any.allows("evil.example:8123", port: port, address: "192.168.1.5"))
        #expect(!any.allows("192.168.1.5:8124", port: port, address: "192.168.1.5"))
    }

    @Test func anOriginMustBeThisServersOwn() {
        for origin in ["http://localhost:8123", "http://127.0.0.1:8123", "http://[::1]:8123", "HTTP://LOCALHOST:8123"] {
            #expect(hosts.allowsOrigin(origin, port: port), "\(origin)")
        }
        for origin in [
            "http://evil.example:8123", "http://localhost.evil.example:8123", "https://localhost:8123", "http://localhost",
            "http://localhost:8124", "null", "", "localhost:8123",
        ] {
            #expect(!hosts.allowsOrigin(origin, port: port), "\(origin)")
        }
        #expect(hosts.allowsOrigin("http://localhost", port: 80))
    }

    @Test func theRefusalIsOneLineNamingTheHosts() {
        #expect(
            hosts.refusal(port: port)
                == "This preview server answers only requests for localhost, 127.0.0.1 or [::1] on port 8123 (the Host header); a page of another site must not read your drafts.\n"
        )
        #expect(AllowedHosts(listeningOn: "0.0.0.0").refusal(port: nil).contains("localhost, 127.0.0.1, [::1] or 0.0.0.0 (the Host header)"))
    }
}

import Foundation

/// A URL's scheme as a browser reads it, for the rules that refuse some whoever wrote the URL.
extension LinkResolver {
    /// The scheme of `url` as a browser reads it, lowercased: before its first ':', with the tabs and
    /// line breaks a browser removes anywhere and the control characters and spaces it trims at the
    /// start left out (`" Fi\tLE:///x"` is `file`); nil when it has none (a path, `#id`, `//host`).
    package static func browserScheme(of url: String) -> String? {
        var scheme: [UInt8] = []
        for byte in url.utf8 {
            if byte == UInt8(ascii: ":") { break }
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            if byte <= 0x20, scheme.isEmpty { continue }
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isOther =
                (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".")
            guard isLetter || (isOther && !scheme.isEmpty), scheme.count < 32 else { return nil }
            scheme.append(isLetter ? byte | 0x20 : byte)
        }
        guard !scheme.isEmpty, url.utf8.contains(UInt8(ascii: ":")) else { return nil }
        return String(decoding: scheme, as: UTF8.self)
    }

    /// Whether a browser following `url` would run code, read a local file or embed data: the
    /// page checker refuses it in any `href` or `src`, whoever wrote it.
    /// `about:blank` (an empty frame before a script fills it) is not refused.
    package static func isRefused(_ url: String) -> Bool {
        guard let scheme = browserScheme(of: url), refusedSchemes.contains(scheme) else { return false }
        return !(scheme == "about" && url.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() == "about:blank")
    }
}

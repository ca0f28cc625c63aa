import Foundation

/// FNV-1a, 64 bits: a fast hash of content, for telling versions of a file apart (not for security).
public enum ContentHash {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x100_0000_01b3

    public static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = offsetBasis
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* prime
        }
        return hash
    }

    /// The hash of a file's bytes, or nil when it cannot be read.
    static func ofFile(_ path: String) -> UInt64? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return data.withUnsafeBytes { fnv1a($0) }
    }

    /// `hash` as 16 hexadecimal digits, as the output manifest records it.
    static func hex(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// One hash of many values, fed in order: each value is followed by a separator, so that
    /// `["ab", "c"]` and `["a", "bc"]` differ.
    struct Combined {
        private(set) var value = ContentHash.offsetBasis

        mutating func add(_ text: String) {
            for byte in text.utf8 { value = (value ^ UInt64(byte)) &* ContentHash.prime }
            value = (value ^ 0xff) &* ContentHash.prime
        }

        mutating func add(_ number: UInt64) {
            add(hex(number))
        }
    }
}

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

    /// `hash` as 16 hexadecimal digits, as the output manifest records it.
    package static func hex(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// One hash of many values, fed in order: each value is followed by a separator, so that
    /// `["ab", "c"]` and `["a", "bc"]` differ.
    package struct Combined {
        package private(set) var value = ContentHash.offsetBasis

        package init() {}

        package mutating func add(_ text: String) {
            for byte in text.utf8 { value = (value ^ UInt64(byte)) &* ContentHash.prime }
            value = (value ^ 0xff) &* ContentHash.prime
        }

        package mutating func add(_ number: UInt64) {
            add(hex(number))
        }

        /// Bytes as they are, after their count (they may hold the separator).
        package mutating func add(bytes: ArraySlice<UInt8>) {
            add(String(bytes.count))
            for byte in bytes { value = (value ^ UInt64(byte)) &* ContentHash.prime }
        }

        /// A named section of values, with its count, so that no value of one section can pass
        /// for one of another.
        package mutating func section(_ name: String, _ values: [String]) {
            add("[\(name) \(values.count)]")
            for value in values { add(value) }
        }

        /// A named section of hashes by path, in the order of their paths.
        package mutating func section(_ name: String, _ hashes: [String: UInt64]) {
            add("[\(name) \(hashes.count)]")
            for (path, hash) in hashes.sorted(by: { $0.key < $1.key }) {
                add(path)
                add(hash)
            }
        }
    }
}

import Foundation

extension ArraySlice<UInt8> {
    /// Where `pattern` first is in these bytes: an output file of megabytes (a map's page,
    /// `routes.json`) changed in place is searched once for each thing changed, so its first byte
    /// is looked for with `memchr` and the rest compared with `memcmp` (glibc's `memmem` is not
    /// in Swift's view of it).
    package func place(of pattern: [UInt8]) -> Range<Int>? {
        guard let first = pattern.first, pattern.count <= count else { return nil }
        let offset = withUnsafeBytes { haystack -> Int? in
            pattern.withUnsafeBytes { needle -> Int? in
                guard let base = haystack.baseAddress, let wanted = needle.baseAddress else { return nil }
                var at = 0
                let last = haystack.count - needle.count
                while at <= last {
                    guard let found = memchr(base + at, Int32(first), last - at + 1) else { return nil }
                    at = UnsafeRawPointer(found) - base
                    if memcmp(base + at, wanted, needle.count) == 0 { return at }
                    at += 1
                }
                return nil
            }
        }
        return offset.map { (startIndex + $0)..<(startIndex + $0 + pattern.count) }
    }

    /// Where `pattern` is in these bytes when it is there once (a part of a page changed in place
    /// must be found where nothing else could be taken for it); nil when it is not there, or is
    /// there more than once.
    package func onlyPlace(of pattern: [UInt8]) -> Range<Int>? {
        guard let found = place(of: pattern), self[found.upperBound...].place(of: pattern) == nil else { return nil }
        return found
    }

    /// How many times `pattern` is in these bytes, none overlapping.
    package func count(of pattern: [UInt8]) -> Int {
        var (count, rest) = (0, self)
        while let found = rest.place(of: pattern) {
            count += 1
            rest = rest[found.upperBound...]
        }
        return count
    }
}

/// File sizes as people write them: `20 MB`, `512 KB` (multiples of 1,024), for messages and for
/// `--max-screen-size`.
public enum FileSize {
    /// The largest screen or data file read, in bytes, unless `--max-screen-size` says otherwise: a
    /// larger one is an error, so a mistaken export cannot take the machine's memory. 20 MB: a
    /// hundred times the largest real screen we know of, about 200,000 items.
    public static let defaultLimit = 20 * 1_048_576

    private static let units: [(suffix: String, bytes: Int)] = [("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10)]

    /// `size` in the largest unit it reaches, with one decimal when it is not whole: "94.1 MB".
    public static func text(_ size: Int) -> String {
        for (suffix, bytes) in units where size >= bytes {
            let value = Double(size) / Double(bytes)
            let rounded = (value * 10).rounded() / 10
            return (rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)) + " " + suffix
        }
        return "\(size) bytes"
    }

    /// `size` rounded up to a whole number of its unit, for a limit to suggest.
    public static func roundedUp(_ size: Int) -> Int {
        for (_, bytes) in units where size >= bytes { return (size + bytes - 1) / bytes * bytes }
        return size
    }

    /// The bytes of `20MB`, `20 MB`, `512kb` or `1000000`; nil when it is none of these.
    public static func parse(_ text: String) -> Int? {
        let trimmed = text.uppercased().filter { $0 != " " }
        for (suffix, bytes) in units + [("B", 1)] where trimmed.hasSuffix(suffix) {
            guard let number = Double(trimmed.dropLast(suffix.count)), number > 0, number * Double(bytes) < 1e15 else { return nil }
            return Int(number * Double(bytes))
        }
        return Int(trimmed).flatMap { $0 > 0 ? $0 : nil }
    }
}

/// Reading an ASCII word in bytes as HTML reads tag and doctype names: its letters in any case,
/// every other byte exactly (a `| 0x20` on every byte would take 0x1C for `<`).
package enum ASCIIWord {
    /// Whether `word` is at `index` of `bytes`.
    package static func isAt(_ word: String, in bytes: some RandomAccessCollection<UInt8>, _ index: Int) -> Bool {
        let letters = word.utf8
        guard index >= 0, index + letters.count <= bytes.count else { return false }
        var position = bytes.index(bytes.startIndex, offsetBy: index)
        for letter in letters {
            let byte = bytes[position]
            let lowered = letter | 0x20
            if lowered >= UInt8(ascii: "a") && lowered <= UInt8(ascii: "z") {
                guard byte | 0x20 == lowered else { return false }
            } else {
                guard byte == letter else { return false }
            }
            position = bytes.index(after: position)
        }
        return true
    }
}

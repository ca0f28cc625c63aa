extension StringProtocol {
    /// The text without white space at either end.
    @inlinable package var trimmingSpaces: Substring {
        // Most text starts and ends with an ASCII byte that is not a space: nothing to trim, and
        // no need to walk its characters (a character that starts or ends so is no whitespace).
        var text = Substring(self)
        if let first = text.utf8.first, let last = text.utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 { return text }
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return text
    }
}

extension String {
    /// `trimmingSpaces` as a string: the string itself, its storage shared, when there is nothing
    /// to trim (what a site keeps for every item should not be a copy).
    @inlinable package var trimmedSpaces: String {
        let trimmed = trimmingSpaces
        return trimmed.startIndex == startIndex && trimmed.endIndex == endIndex ? self : String(trimmed)
    }
}

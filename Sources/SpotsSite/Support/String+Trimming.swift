extension StringProtocol {
    /// The text without white space at either end.
    var trimmingSpaces: Substring {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return text
    }
}

extension Substring {
    /// Where `delimiter` first stands in the text, found as swift-mustache's parser finds a tag's
    /// delimiter (`Parser.read(untilString:)`): character by character, starting again at the
    /// next character when one does not match (so `<<%` holds no `<%`), and without Foundation's
    /// `range(of:)`, which went through NSString and took most of loading the templates.
    func mustacheRange(of delimiter: String) -> Range<Index>? {
        guard !delimiter.isEmpty else { return nil }
        var index = startIndex
        var found = index
        var matched = delimiter.startIndex
        while index < endIndex {
            if self[index] == delimiter[matched] {
                if matched == delimiter.startIndex { found = index }
                matched = delimiter.index(after: matched)
                if matched == delimiter.endIndex { return found..<self.index(after: index) }
            } else {
                matched = delimiter.startIndex
            }
            index = self.index(after: index)
        }
        return nil
    }
}

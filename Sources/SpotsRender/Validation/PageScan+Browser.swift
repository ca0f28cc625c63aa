import SpotsFormat

/// What the checks refuse because a browser would read the page otherwise than they do: markup
/// libxml2's XML parser reads one way and an HTML parser another (so a `<meta>` or an `<iframe>`
/// could hide from the checks), addresses in attributes other than `href` and `src`, and a
/// refresh, which would take the audit's or the review's browser away from the page checked.
extension PageScan {
    static let instructionMessage =
        "holds a processing instruction (<?…?>), which a browser reads as a comment that ends at its first '>', so what follows is markup the checks never saw"
    static let cdataMessage =
        "holds a CDATA section outside a <script> or <style>, which a browser reads as a comment that ends at its first '>', so what follows is markup the checks never saw"
    static let declarationsMessage =
        "starts with a doctype other than <!DOCTYPE html> (with declarations […] or quoted identifiers), which a browser ends at its first '>', so what follows could be markup the checks never saw"
    static let refreshMessage =
        "moves the browser on by itself (<meta http-equiv=\"refresh\">), away from the page the build checked: link to the other page instead"

    /// Markup a browser reads otherwise, at `line`.
    mutating func refuse(_ message: String, line: Int) {
        report.refusals.append((message, line))
    }

    /// A CDATA section: only inside a `script` or `style` does a browser read it as the checks do.
    mutating func cdata(line: Int) {
        if rawTextDepth == nil { refuse(Self.cdataMessage, line: line) }
    }

    /// An address a browser follows from an attribute other than `href` and `src`.
    mutating func source(_ value: String, line: Int) {
        report.sources.append((value, line))
    }

    /// The addresses of a `srcset` (`candidates`: `a.png 1x, b.png 2x`, each address before its
    /// descriptor) or of a `ping` (every word an address).
    mutating func sources(_ value: String, line: Int, candidates: Bool) {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
        if candidates {
            for candidate in value.split(separator: ",") {
                if let address = candidate.split(whereSeparator: isSpace).first { source(String(address), line: line) }
            }
        } else {
            for address in value.split(whereSeparator: isSpace) { source(String(address), line: line) }
        }
    }

    /// Whether the page starts with a doctype other than the plain `<!DOCTYPE html>` (any case,
    /// any white space): one with an internal subset (`<!DOCTYPE html [ … ]>`), or with public or
    /// system identifiers, whose quotes the XML parser reads past a `>` where a browser ends the
    /// doctype (`<!DOCTYPE html SYSTEM "><script>…">`).
    static func doctypeHasDeclarations(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skipSpace() { while index < bytes.count, [0x20, 0x09, 0x0A, 0x0C, 0x0D].contains(bytes[index]) { index += 1 } }
        func read(_ word: String) -> Bool {
            guard ASCIIWord.isAt(word, in: bytes, index) else { return false }
            index += word.utf8.count
            return true
        }
        // Comments may come first, in XML as in HTML.
        skipSpace()
        while read("<!--") {
            while index < bytes.count, !read("-->") { index += 1 }
            skipSpace()
        }
        guard read("<!doctype") else { return false }
        skipSpace()
        guard read("html") else { return true }
        skipSpace()
        return !(index < bytes.count && bytes[index] == UInt8(ascii: ">"))
    }
}

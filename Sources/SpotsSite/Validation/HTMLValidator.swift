internal import CLibXML2

/// Checks a rendered page with libxml2's XML parser: well-formedness (with line and column),
/// unique ids, the local links and sources it holds, and the accessibility problems a template
/// author can fix (an image without `alt`, a link without a name, headings out of order).
///
/// Pages are HTML5 that is also well-formed XML; libxml2's HTML parser does not know HTML5 tags,
/// so the XML parser is the one that can say exactly where markup is broken. This is the only file
/// that touches libxml2; `PageScan` makes the checks from what it reports.
enum HTMLValidator {
    /// What a page is made of, as far as the checks need it.
    struct Report: Sendable {
        /// The first well-formedness error, if any: where and what.
        var syntaxError: (location: SourceLocation, message: String)?
        /// Every `id` that occurs more than once, with the line of its second use.
        var duplicateIDs: [(id: String, line: Int)] = []
        /// Every `href`/`src` value, with its line.
        var references: [(url: String, line: Int)] = []
        /// Every `id`.
        var ids: Set<String> = []
        /// Accessibility problems, in document order.
        var findings: [Finding] = []
        /// With `signatures`: every `img`, `a` and heading, as `Finding.element` describes it.
        var elements: [String] = []
    }

    /// An accessibility problem in a page.
    struct Finding: Sendable, Equatable {
        enum Rule: Sendable, Equatable {
            /// An `img` with no `alt` attribute (`alt=""` is a decorative image, and fine).
            case imageWithoutAlt
            /// An `a href` with no text, label or described image: a screen reader says only "link".
            case emptyLink
            /// A heading more than one level below the one before it (`h2` then `h4`).
            case skippedHeading(from: Int, to: Int)
            /// A second `h1`.
            case extraH1
            /// No `h1` at all.
            case noH1
        }
        var rule: Rule
        var line: Int
        /// The element: its name, attributes and text (`h4 class="x" | Title`), to find the
        /// template whose output holds it; empty for `noH1`.
        var element: String
    }

    /// The first error libxml2 reports while parsing; later ones are often consequences of it.
    private final class FirstError {
        var location: SourceLocation?
        var message = ""
    }

    /// What the callbacks share: the scan, and the parser for the line of each element.
    private final class Reading {
        var scan: PageScan
        var parser: xmlParserCtxtPtr?

        init(signatures: Bool) { scan = PageScan(signatures: signatures) }

        var line: Int { parser.flatMap { $0.pointee.input }.map { Int($0.pointee.line) } ?? 1 }
    }

    /// How much of the page libxml2 is given at a time: it keeps only what it has not read yet.
    private static let chunkSize = 1 << 16

    /// Parses `html` and collects what the checks need; with `signatures`, also a description of
    /// every image, link and heading (to match a page's findings with a template's own output).
    ///
    /// The page is read as a stream of SAX2 events and never becomes a tree, so checking a page
    /// takes memory for its ids and links, not for its markup.
    static func inspect(_ html: String, signatures: Bool = false) -> Report {
        let reading = Reading(signatures: signatures)
        var handler = xmlSAXHandler()
        // The default SAX2 handlers keep the DTD, so a template's own entity declarations still work;
        // elements and text come to the scan instead of a tree.
        xmlSAXVersion(&handler, 2)
        handler.startElementNs = startElement
        handler.endElementNs = endElement
        handler.characters = text
        handler.cdataBlock = text
        handler.ignorableWhitespace = text
        handler.reference = nil
        handler.comment = nil
        handler.processingInstruction = nil
        guard let parser = xmlCreatePushParserCtxt(&handler, nil, nil, 0, "page.html") else {
            return Report(syntaxError: (.start, "libxml2 could not create a parser"))
        }
        defer {
            if let document = parser.pointee.myDoc { xmlFreeDoc(document) }
            xmlFreeParserCtxt(parser)
        }
        // XML_PARSE_HUGE raises the depth limit from 256 to 2048 elements: the deepest screen the
        // JSON parser accepts (64 components each inside an item of the last) makes pages deeper
        // than 256, and the pages are our own output, not a document from elsewhere.
        xmlCtxtUseOptions(parser, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_HUGE.rawValue))
        reading.parser = parser
        parser.pointee._private = Unmanaged.passUnretained(reading).toOpaque()
        let first = FirstError()
        // The handler is per thread in libxml2, so pages can be checked on several threads at once.
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(first).toOpaque()) { userData, error in
            guard let userData, let error else { return }
            let first = Unmanaged<FirstError>.fromOpaque(userData).takeUnretainedValue()
            guard first.location == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            first.location = SourceLocation(line: Int(error.pointee.line), column: max(1, Int(error.pointee.int2)))
            first.message = error.pointee.message.map { String(cString: $0) } ?? "malformed markup"
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        var source = html
        source.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count, parser.pointee.wellFormed != 0 {
                let count = min(chunkSize, bytes.count - offset)
                bytes.baseAddress.map { base in
                    base.advanced(by: offset).withMemoryRebound(to: CChar.self, capacity: count) { chunk in
                        _ = xmlParseChunk(parser, chunk, Int32(count), 0)
                    }
                }
                offset += count
            }
            _ = xmlParseChunk(parser, nil, 0, 1)
        }
        if parser.pointee.wellFormed == 0 {
            let message = String(first.message.trimmingSpaces)
            return Report(syntaxError: (first.location ?? .start, message.isEmpty ? "malformed markup" : message))
        }
        return reading.scan.finish()
    }

    private static func shared(_ context: UnsafeMutableRawPointer?) -> Reading? {
        guard let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self), let shared = parser.pointee._private else { return nil }
        return Unmanaged<Reading>.fromOpaque(shared).takeUnretainedValue()
    }

    private static let endElement: endElementNsSAX2Func = { context, _, _, _ in HTMLValidator.shared(context)?.scan.end() }

    private static let text: charactersSAXFunc = { context, characters, length in
        guard let reading = HTMLValidator.shared(context), let characters, length > 0 else { return }
        reading.scan.text(UnsafeBufferPointer(start: characters, count: Int(length)))
    }

    /// An element opens: its `id`, `href` and `src` are recorded; its whole start tag is read only
    /// for an image, a link or a heading, or inside a link whose name is still to be found.
    private static let startElement: startElementNsSAX2Func = { context, name, _, _, _, _, count, _, attributes in
        guard let reading = HTMLValidator.shared(context), let name else { return }
        let line = reading.line
        let readsTag = PageScan.isChecked(name) || reading.scan.readsEveryTag
        var tag = readsTag ? PageScan.StartTag(name: String(cString: name), attributes: [], line: line) : nil
        for index in 0..<Int(count) {
            // Five pointers per attribute: name, prefix, namespace, value start, value end.
            guard let attributes, let attributeName = attributes[index * 5], let start = attributes[index * 5 + 3],
                let end = attributes[index * 5 + 4]
            else { continue }
            let kind = CheckedAttribute(attributeName)
            guard kind != nil || readsTag else { continue }
            let value = attributeValue(UnsafeBufferPointer(start: start, count: end - start))
            switch kind {
            case .id: reading.scan.id(value, line: line)
            case .reference: reading.scan.reference(value, line: line)
            case nil: break
            }
            tag?.attributes.append((String(cString: attributeName), value))
        }
        reading.scan.start(tag)
    }

    /// An attribute's value as SAX2 gives it: references are replaced, but `&` itself comes as
    /// `&#38;` (for the tree builder to parse again).
    private static func attributeValue(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let escaped = Array("&#38;".utf8)
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), bytes[index...].starts(with: escaped) {
                output.append(UInt8(ascii: "&"))
                index += escaped.count
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The attributes the checks read: an element's `id`, and the address of an `href` or `src`.
    private enum CheckedAttribute {
        case id, reference

        /// The attribute named `name`, or nil for one the checks do not read.
        init?(_ name: UnsafePointer<xmlChar>) {
            switch (name[0], name[1]) {
            case (UInt8(ascii: "i"), UInt8(ascii: "d")) where name[2] == 0: self = .id
            case (UInt8(ascii: "h"), UInt8(ascii: "r")) where name[2] == UInt8(ascii: "e") && name[3] == UInt8(ascii: "f") && name[4] == 0:
                self = .reference
            case (UInt8(ascii: "s"), UInt8(ascii: "r")) where name[2] == UInt8(ascii: "c") && name[3] == 0: self = .reference
            default: return nil
            }
        }
    }
}

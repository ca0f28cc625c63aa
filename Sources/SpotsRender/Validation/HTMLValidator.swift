internal import CLibXML2
import SpotsFormat

/// Checks a rendered page with libxml2's XML parser: well-formedness (with line and column),
/// unique ids, the local links and sources it holds, and the accessibility problems a template
/// author can fix (an image without `alt`, a link without a name, headings out of order).
///
/// Pages are HTML5 that is also well-formed XML; libxml2's HTML parser does not know HTML5 tags,
/// so the XML parser is the one that can say exactly where markup is broken. This is the only file
/// that touches libxml2; `PageScan` makes the checks from what it reports.
package enum HTMLValidator {
    /// What a page is made of, as far as the checks need it.
    package struct Report: Sendable {
        /// The first well-formedness error, if any: where and what.
        var syntaxError: (location: SourceLocation, message: String)?
        /// Every `id` that occurs more than once, with the line of its second use.
        var duplicateIDs: [(id: String, line: Int)] = []
        /// Every `href`/`src` value, with its line.
        var references: [(url: String, line: Int)] = []
        /// Every other address a browser would fetch or go to (`srcset`, `poster`, `action`, an
        /// `xlink:href`…): checked for refused schemes and for leaving the site only.
        var sources: [(url: String, line: Int)] = []
        /// Markup a browser reads otherwise than libxml2 does, so the checks never saw what the
        /// browser will (a processing instruction, CDATA outside a script, a doctype with
        /// declarations), and refreshes: each a message with its line.
        var refusals: [(message: String, line: Int)] = []
        /// Every `id`.
        package var ids: Set<String> = []
        /// Accessibility problems, in document order.
        package var findings: [Finding] = []
        /// With `signatures`: every `img`, `a` and heading, as `Finding.element` describes it.
        package var elements: [String] = []
    }

    /// An accessibility problem in a page.
    package struct Finding: Sendable, Equatable {
        package enum Rule: Sendable, Equatable {
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
        package var rule: Rule
        package var line: Int
        /// The element: its name, attributes and text (`h4 class="x" | Title`), to find the
        /// template whose output holds it; empty for `noH1`.
        package var element: String
    }

    /// The first error libxml2 reports while parsing; later ones are often consequences of it.
    private final class FirstError {
        package var location: SourceLocation?
        package var message = ""
        package var code: Int32 = 0
    }

    /// What the callbacks share: the scan, and the parser for the line of each element.
    private final class Reading {
        /// Only the parser's callbacks touch it, one at a time on one thread: no run-time
        /// exclusivity checks on the hottest path of validation.
        @exclusivity(unchecked) package var scan: PageScan
        package var parser: xmlParserCtxtPtr?

        package init(signatures: Bool) { scan = PageScan(signatures: signatures) }

        package var line: Int { parser.flatMap { $0.pointee.input }.map { Int($0.pointee.line) } ?? 1 }
    }

    /// How much of the page libxml2 is given at a time: it keeps only what it has not read yet. (It
    /// reads an unfinished start tag again with every chunk: a large chunk keeps a start tag of
    /// megabytes, an image's data address, from taking time by its square.)
    private static let chunkSize = 1 << 20

    /// libxml2's globals, set up once before the first page, whichever thread checks it.
    private static let setUp: Void = xmlInitParser()

    /// The version of the libxml2 the program runs with ("2.9.14"), from its number (`20914`).
    static var libraryVersion: String {
        guard let pointer = __xmlParserVersion()?.pointee, let number = Int(String(cString: pointer)) else { return "unknown" }
        return "\(number / 10000).\(number / 100 % 100).\(number % 100)"
    }

    /// Parses `html` and collects what the checks need; with `signatures`, also a description of
    /// every image, link and heading (to match a page's findings with a template's own output).
    ///
    /// The page is read as a stream of SAX2 events and never becomes a tree, so checking a page
    /// takes memory for its ids and links, not for its markup.
    static func inspect(_ html: String, signatures: Bool = false) -> Report {
        var source = html
        return source.withUTF8 { inspect(bytes: $0, signatures: signatures) }
    }

    /// `inspect(_:signatures:)` of a page's UTF-8 bytes, as the renderer makes them.
    static func inspect(bytes: UnsafeBufferPointer<UInt8>, signatures: Bool = false) -> Report {
        _ = setUp
        let reading = Reading(signatures: signatures)
        var handler = xmlSAXHandler()
        // The default SAX2 handlers keep the DTD, so a template's own entity declarations still work;
        // elements and text come to the scan instead of a tree.
        xmlSAXVersion(&handler, 2)
        handler.startElementNs = startElement
        handler.endElementNs = endElement
        handler.characters = text
        handler.cdataBlock = cdata
        handler.ignorableWhitespace = text
        handler.reference = nil
        handler.comment = nil
        handler.processingInstruction = instruction
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
        // XML_PARSE_IGNORE_ENC: a page is UTF-8 whatever an XML declaration in a template says.
        xmlCtxtUseOptions(
            parser, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_HUGE.rawValue | XML_PARSE_IGNORE_ENC.rawValue))
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
            first.code = error.pointee.code
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
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
        if parser.pointee.wellFormed == 0 {
            if first.code == Int32(XML_ERR_DOCUMENT_END.rawValue),
                let end = endOfInput(String(decoding: bytes, as: UTF8.self), parser: parser, reading: reading)
            {
                return end
            }
            let message = String(first.message.trimmingSpaces)
            return Report(syntaxError: (first.location ?? .start, message.isEmpty ? "malformed markup" : message))
        }
        var report = reading.scan.finish()
        if PageScan.doctypeHasDeclarations(bytes) {
            report.refusals.insert((PageScan.declarationsMessage, 1), at: 0)
        }
        return report
    }

    /// What a page that stops too soon lacks. Told the input has ended, the push parser says
    /// "Extra content at the end of the document" where the page is cut short: an element still open,
    /// or no element at all. Both are reported at the end of the page, as the tree parser did.
    private static func endOfInput(_ html: String, parser: xmlParserCtxtPtr, reading: Reading) -> Report? {
        let lines = html.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
        let end = SourceLocation(line: lines.count, column: (lines.last?.count ?? 0) + 1)
        if parser.pointee.nameNr > 0, let name = parser.pointee.name {
            return Report(syntaxError: (end, "Premature end of data in tag \(String(cString: name))"))
        }
        return reading.scan.sawElement ? nil : Report(syntaxError: (end, "Document is empty"))
    }

    private static func shared(_ context: UnsafeMutableRawPointer?) -> Reading? {
        guard let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self), let shared = parser.pointee._private else { return nil }
        return Unmanaged<Reading>.fromOpaque(shared).takeUnretainedValue()
    }

    private static let endElement: endElementNsSAX2Func = { context, _, _, _ in HTMLValidator.shared(context)?.scan.end() }

    private static let cdata: cdataBlockSAXFunc = { context, characters, length in
        guard let reading = HTMLValidator.shared(context) else { return }
        reading.scan.cdata(line: reading.line)
        guard let characters, length > 0 else { return }
        reading.scan.text(UnsafeBufferPointer(start: characters, count: Int(length)))
    }

    private static let instruction: processingInstructionSAXFunc = { context, _, _ in
        guard let reading = HTMLValidator.shared(context) else { return }
        reading.scan.refuse(PageScan.instructionMessage, line: reading.line)
    }

    private static let text: charactersSAXFunc = { context, characters, length in
        guard let reading = HTMLValidator.shared(context), let characters, length > 0 else { return }
        reading.scan.text(UnsafeBufferPointer(start: characters, count: Int(length)))
    }

    /// An element opens: its `id`, `href` and `src` are recorded; its whole start tag is read only
    /// for an image, a link or a heading, or inside a link whose name is still to be found.
    private static let startElement: startElementNsSAX2Func = { context, name, prefix, namespace, _, _, count, _, attributes in
        guard let reading = HTMLValidator.shared(context), let name else { return }
        let line = reading.line
        // A prefix with no namespace declared (`x:img`, `xlink:href`) is part of the name, as in a
        // tree: such an element or attribute is none the checks read.
        let undeclared = prefix != nil && namespace == nil
        let readsTag = (!undeclared && PageScan.isChecked(name)) || reading.scan.readsEveryTag
        // Names are read as a browser reads them, whatever their case (`<META HTTP-EQUIV>`).
        var tag =
            readsTag ? PageScan.StartTag(name: qualifiedName(name, prefix: undeclared ? prefix : nil), attributes: [], line: line) : nil
        let document = reading.parser?.pointee.myDoc
        for index in 0..<Int(count) {
            // Five pointers per attribute: name, prefix, namespace, value start, value end.
            guard let attributes, let attributeName = attributes[index * 5], let start = attributes[index * 5 + 3],
                let end = attributes[index * 5 + 4]
            else { continue }
            let attributeUndeclared = attributes[index * 5 + 1] != nil && attributes[index * 5 + 2] == nil
            let kind = CheckedAttribute(attributeName, prefixed: attributeUndeclared)
            guard kind != nil || readsTag else { continue }
            let value = attributeValue(UnsafeBufferPointer(start: start, count: end - start), document: document)
            switch kind {
            case .id: reading.scan.id(value, line: line)
            case .reference: reading.scan.reference(value, line: line)
            case .source: reading.scan.source(value, line: line)
            case .sourceList: reading.scan.sources(value, line: line, candidates: true)
            case .sourceWords: reading.scan.sources(value, line: line, candidates: false)
            case nil: break
            }
            tag?.attributes.append((qualifiedName(attributeName, prefix: attributeUndeclared ? attributes[index * 5 + 1] : nil), value))
        }
        reading.scan.start(tag)
    }

    /// `prefix:name` as a browser reads it: in lower case (a page's names are, almost always, so
    /// they are copied as they are).
    private static func qualifiedName(_ name: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> String {
        let written = prefix.map { String(cString: $0) + ":" + String(cString: name) } ?? String(cString: name)
        return written.utf8.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ? written.lowercased() : written
    }

    /// An attribute's value as SAX2 gives it, decoded as a tree would have it: character references
    /// and the predefined entities come replaced, except `&` itself, which comes as `&#38;`; an
    /// entity the page declares comes as `&name;`, replaced here by its text (to a depth of 8).
    private static func attributeValue(_ bytes: UnsafeBufferPointer<UInt8>, document: xmlDocPtr?, depth: Int = 0) -> String {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        let escaped = Array("&#38;".utf8)
        var output = ""
        var plain = 0
        var index = 0
        func flush(upTo end: Int) { output += String(decoding: UnsafeBufferPointer(rebasing: bytes[plain..<end]), as: UTF8.self) }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "&") else {
                index += 1
                continue
            }
            if bytes[index...].starts(with: escaped) {
                flush(upTo: index)
                output += "&"
                index += escaped.count
                plain = index
            } else if let close = bytes[index...].firstIndex(of: UInt8(ascii: ";")), close > index + 1, depth < 8, let document,
                let entity = xmlGetDocEntity(document, String(decoding: UnsafeBufferPointer(rebasing: bytes[index + 1..<close]), as: UTF8.self)),
                let content = entity.pointee.content
            {
                flush(upTo: index)
                let text = UnsafeBufferPointer(start: content, count: Int(entity.pointee.length))
                output += attributeValue(text, document: document, depth: depth + 1)
                index = close + 1
                plain = index
            } else {
                index += 1
            }
        }
        flush(upTo: bytes.count)
        return output
    }
}

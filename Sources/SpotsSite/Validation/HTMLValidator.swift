internal import CLibXML2

/// Checks a rendered page with libxml2's XML parser: well-formedness (with line and column),
/// unique ids, and the local links and sources it holds.
///
/// Pages are HTML5 that is also well-formed XML; libxml2's HTML parser does not know HTML5 tags,
/// so the XML parser is the one that can say exactly where markup is broken. This is the only file
/// that touches libxml2.
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
    }

    /// The first error libxml2 reports while parsing; later ones are often consequences of it.
    private final class FirstError {
        var location: SourceLocation?
        var message = ""
    }

    /// Parses `html` and collects what the checks need.
    static func inspect(_ html: String) -> Report {
        var report = Report()
        guard let context = xmlNewParserCtxt() else {
            report.syntaxError = (.start, "libxml2 could not create a parser")
            return report
        }
        defer { xmlFreeParserCtxt(context) }
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
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_BIG_LINES.rawValue)
        let length = Int32(html.utf8.count)
        let document: xmlDocPtr? = html.withCString { bytes in
            xmlCtxtReadMemory(context, bytes, length, "page.html", "UTF-8", options)
        }
        defer { if let document { xmlFreeDoc(document) } }
        if context.pointee.wellFormed == 0 || document == nil {
            let message = String(first.message.trimmingSpaces)
            report.syntaxError = (first.location ?? .start, message.isEmpty ? "malformed markup" : message)
            return report
        }
        guard let document, let root = xmlDocGetRootElement(document) else { return report }
        walk(root, into: &report)
        return report
    }

    /// Visits every element in document order, following the tree's own links (no allocation per node).
    private static func walk(_ root: xmlNodePtr, into report: inout Report) {
        var current: xmlNodePtr? = root
        while let node = current {
            if node.pointee.type == XML_ELEMENT_NODE { inspectAttributes(of: node, into: &report) }
            if let child = node.pointee.children {
                current = child
                continue
            }
            var climbing: xmlNodePtr? = node
            current = nil
            while let step = climbing, step != root {
                if let next = step.pointee.next {
                    current = next
                    break
                }
                climbing = step.pointee.parent.map { $0 }
            }
        }
    }

    /// Reads `id`, `href` and `src` straight from the element's attribute list: most elements have
    /// none of them, and those that do are read without a copy in libxml2.
    private static func inspectAttributes(of node: xmlNodePtr, into report: inout Report) {
        var attribute = node.pointee.properties
        while let current = attribute {
            defer { attribute = current.pointee.next }
            guard let name = current.pointee.name else { continue }
            let which = attributeKind(name)
            guard which != 0, let text = current.pointee.children, text.pointee.next == nil, let content = text.pointee.content else {
                if which != 0, let value = xmlNodeListGetString(node.pointee.doc, current.pointee.children, 1) {
                    defer { spots_xml_free(value) }
                    record(which, String(cString: value), line: Int(xmlGetLineNo(node)), into: &report)
                }
                continue
            }
            record(which, String(cString: content), line: Int(xmlGetLineNo(node)), into: &report)
        }
    }

    /// 1 for `id`, 2 for `href` or `src`, 0 for anything else.
    private static func attributeKind(_ name: UnsafePointer<xmlChar>) -> Int {
        switch (name[0], name[1]) {
        case (UInt8(ascii: "i"), UInt8(ascii: "d")) where name[2] == 0: return 1
        case (UInt8(ascii: "h"), UInt8(ascii: "r")) where name[2] == UInt8(ascii: "e") && name[3] == UInt8(ascii: "f") && name[4] == 0: return 2
        case (UInt8(ascii: "s"), UInt8(ascii: "r")) where name[2] == UInt8(ascii: "c") && name[3] == 0: return 2
        default: return 0
        }
    }

    private static func record(_ kind: Int, _ value: String, line: Int, into report: inout Report) {
        if kind == 1 {
            if !report.ids.insert(value).inserted { report.duplicateIDs.append((value, line)) }
        } else {
            report.references.append((value, line))
        }
    }
}


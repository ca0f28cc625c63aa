internal import CLibXML2

/// Checks a rendered page with libxml2's XML parser: well-formedness (with line and column),
/// unique ids, the local links and sources it holds, and the accessibility problems a template
/// author can fix (an image without `alt`, a link without a name, headings out of order).
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

    /// Parses `html` and collects what the checks need; with `signatures`, also a description of
    /// every image, link and heading (to match a page's findings with a template's own output).
    static func inspect(_ html: String, signatures: Bool = false) -> Report {
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
        // XML_PARSE_HUGE raises the depth limit from 256 to 2048 elements: the deepest screen the
        // JSON parser accepts (64 components each inside an item of the last) makes pages deeper
        // than 256, and the pages are our own output, not a document from elsewhere.
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_HUGE.rawValue)
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
        var headings = HeadingOutline()
        walk(root, signatures: signatures, headings: &headings, into: &report)
        if headings.h1Count == 0, isDocument(root) {
            report.findings.append(Finding(rule: .noH1, line: 1, element: ""))
        }
        return report
    }

    /// The headings seen so far.
    private struct HeadingOutline {
        var previous = 0
        var count = 0
        var h1Count = 0
    }

    private static func isDocument(_ root: xmlNodePtr) -> Bool {
        name(of: root) == "html"
    }

    /// Visits every element in document order, following the tree's own links (no allocation per node).
    private static func walk(_ root: xmlNodePtr, signatures: Bool, headings: inout HeadingOutline, into report: inout Report) {
        var current: xmlNodePtr? = root
        while let node = current {
            if node.pointee.type == XML_ELEMENT_NODE {
                inspectAttributes(of: node, into: &report)
                inspectAccessibility(of: node, signatures: signatures, headings: &headings, into: &report)
            }
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
            let kind = CheckedAttribute(name)
            guard let kind, let text = current.pointee.children, text.pointee.next == nil, let content = text.pointee.content else {
                if let kind, let value = xmlNodeListGetString(node.pointee.doc, current.pointee.children, 1) {
                    defer { spots_xml_free(value) }
                    record(kind, String(cString: value), line: Int(xmlGetLineNo(node)), into: &report)
                }
                continue
            }
            record(kind, String(cString: content), line: Int(xmlGetLineNo(node)), into: &report)
        }
    }

    /// Looks at images, links and headings: the elements whose accessibility a template decides.
    private static func inspectAccessibility(of node: xmlNodePtr, signatures: Bool, headings: inout HeadingOutline, into report: inout Report) {
        guard let raw = node.pointee.name else { return }
        let first = raw[0]
        // Only `img`, `a` and `h1`…`h6` matter; most elements are rejected on their first letter.
        guard first == UInt8(ascii: "i") || first == UInt8(ascii: "a") || first == UInt8(ascii: "h") else { return }
        let tag = String(cString: raw)
        let line = Int(xmlGetLineNo(node))
        var finding: Finding.Rule?
        switch tag {
        case "img":
            if attribute("alt", of: node) == nil, !isPresentational(node), !hasLabel(node) { finding = .imageWithoutAlt }
        case "a":
            guard attribute("href", of: node) != nil else { return }
            if !hasLabel(node), attribute("title", of: node)?.contains(where: { !$0.isWhitespace }) != true, !hasReadableContent(node) {
                finding = .emptyLink
            }
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let level = Int((tag.utf8.last ?? UInt8(ascii: "1")) - UInt8(ascii: "0"))
            if level == 1 {
                headings.h1Count += 1
                if headings.h1Count > 1 { finding = .extraH1 }
            } else if level > headings.previous + 1, headings.previous > 0 {
                finding = .skippedHeading(from: headings.previous, to: level)
            }
            headings.previous = level
            headings.count += 1
        default:
            return
        }
        if let finding { report.findings.append(Finding(rule: finding, line: line, element: describe(node, tag: tag))) }
        if signatures { report.elements.append(describe(node, tag: tag)) }
    }

    /// `a href="x" class="y" | text`: the element's name, its attributes in order, and its text.
    static func describe(_ node: xmlNodePtr, tag: String) -> String {
        var parts = [tag]
        var attribute = node.pointee.properties
        while let current = attribute {
            defer { attribute = current.pointee.next }
            guard let name = current.pointee.name else { continue }
            let value = xmlNodeListGetString(node.pointee.doc, current.pointee.children, 1)
            defer { if let value { spots_xml_free(value) } }
            parts.append("\(String(cString: name))=\"\(value.map { String(cString: $0) } ?? "")\"")
        }
        var description = parts.joined(separator: " ")
        if let content = xmlNodeGetContent(node) {
            defer { spots_xml_free(content) }
            let text = String(cString: content).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if !text.isEmpty { description += " | " + String(text.prefix(80)) }
        }
        return description
    }

    /// The value of the attribute `name`, if the element has it.
    private static func attribute(_ name: String, of node: xmlNodePtr) -> String? {
        guard let value = xmlGetProp(node, name) else { return nil }
        defer { spots_xml_free(value) }
        return String(cString: value)
    }

    /// `aria-label` or `aria-labelledby` with something in it.
    private static func hasLabel(_ node: xmlNodePtr) -> Bool {
        for name in ["aria-label", "aria-labelledby"] {
            if attribute(name, of: node)?.contains(where: { !$0.isWhitespace }) == true { return true }
        }
        return false
    }

    /// `role="presentation"` or `role="none"`, or `aria-hidden="true"`: not meant to be read.
    private static func isPresentational(_ node: xmlNodePtr) -> Bool {
        let role = attribute("role", of: node)
        return role == "presentation" || role == "none" || attribute("aria-hidden", of: node) == "true"
    }

    /// Whether a screen reader finds a name inside `node`: text, or an image or element with a label.
    private static func hasReadableContent(_ node: xmlNodePtr) -> Bool {
        var child = node.pointee.children
        while let current = child {
            defer { child = current.pointee.next }
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content, String(cString: content).contains(where: { !$0.isWhitespace }) { return true }
            case XML_ELEMENT_NODE:
                if attribute("aria-hidden", of: current) == "true" { continue }
                if hasLabel(current) { return true }
                if name(of: current) == "img", attribute("alt", of: current)?.contains(where: { !$0.isWhitespace }) == true { return true }
                if hasReadableContent(current) { return true }
            default:
                continue
            }
        }
        return false
    }

    private static func name(of node: xmlNodePtr) -> String {
        node.pointee.name.map { String(cString: $0) } ?? ""
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

    private static func record(_ kind: CheckedAttribute, _ value: String, line: Int, into report: inout Report) {
        switch kind {
        case .id: if !report.ids.insert(value).inserted { report.duplicateIDs.append((value, line)) }
        case .reference: report.references.append((value, line))
        }
    }
}

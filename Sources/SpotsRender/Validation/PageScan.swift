import SpotsFormat

/// The checks of `HTMLValidator`, made while the parser reads a page element by element, so a
/// page is never held as a tree: ids, links and sources as they come, and for images, links and
/// headings the accessibility findings and descriptions, finished when the element closes.
///
/// Pure Swift: `HTMLValidator` feeds it what libxml2's SAX2 parser reports.
struct PageScan {
    /// An element's start tag, as far as the checks read it.
    struct StartTag {
        package var name: String
        package var attributes: [(name: String, value: String)]
        /// The line libxml2 gives the element (where its start tag ends).
        package var line: Int

        package func value(of attribute: String) -> String? {
            attributes.first { $0.name == attribute }?.value
        }

        /// `aria-label` or `aria-labelledby` with something in it.
        var hasLabel: Bool {
            value(of: "aria-label")?.hasVisibleText == true || value(of: "aria-labelledby")?.hasVisibleText == true
        }
    }

    /// Text is kept for a description up to this many bytes, runs of white space counted as one
    /// (a description keeps 80 characters).
    static let describedBytes = 4_096

    package internal(set) var report = HTMLValidator.Report()
    let signatures: Bool
    private var headings = (previous: 0, h1Count: 0)
    private var rootName: String?
    private var depth = 0
    /// Images, links and headings still open, innermost last.
    private var open: [OpenElement] = []
    /// Findings and descriptions with the order of their element, sorted when the page ends.
    private var findings: [(order: Int, finding: HTMLValidator.Finding)] = []
    private var elements: [(order: Int, description: String)] = []
    private var order = 0
    /// The depth of the `script` or `style` element open, whose text a browser reads as raw text.
    var rawTextDepth: Int?

    private struct OpenElement {
        package var depth: Int
        package var order: Int
        package var line: Int
        /// The start tag: its name and attributes describe the element (`head(of:)`).
        package var tag: StartTag
        package var text: [UInt8] = []
        /// The finding decided when the element opened (images, headings).
        package var rule: HTMLValidator.Finding.Rule?
        /// For an `a href`: whether a screen reader finds a name for it so far.
        package var isLink = false
        package var named = true
        /// The depth of an `aria-hidden` element inside it whose content is not read.
        var hiddenFrom: Int?
    }

    package init(signatures: Bool) {
        self.signatures = signatures
    }

    /// Whether an element has opened at all.
    var sawElement: Bool { rootName != nil || depth > 0 }

    /// Whether the next element's start tag is needed even when it is not an image, link or heading:
    /// inside a link, its labels and hidden parts decide whether the link has a name.
    var readsEveryTag: Bool { rootName == nil || open.contains { $0.isLink && !$0.named } }

    /// Whether `name` is an element whose start tag the checks read, in any case (`img`, `a`,
    /// `h1`…`h6`, `meta`, `script`, `style`).
    static func isChecked(_ name: UnsafePointer<UInt8>) -> Bool {
        func rest(_ text: StaticString) -> Bool {
            for index in 0..<text.utf8CodeUnitCount where name[index + 1] | 0x20 != text.utf8Start[index] { return false }
            return name[text.utf8CodeUnitCount + 1] == 0
        }
        switch name[0] | 0x20 {
        case UInt8(ascii: "a"): return name[1] == 0
        case UInt8(ascii: "i"): return rest("mg")
        case UInt8(ascii: "h"): return name[1] >= UInt8(ascii: "1") && name[1] <= UInt8(ascii: "6") && name[2] == 0
        case UInt8(ascii: "m"): return rest("eta")
        case UInt8(ascii: "s"): return rest("cript") || rest("tyle")
        default: return false
        }
    }

    /// An `id` attribute.
    package mutating func id(_ value: String, line: Int) {
        if !report.ids.insert(value).inserted { report.duplicateIDs.append((value, line)) }
    }

    /// An `href` or `src` attribute.
    mutating func reference(_ value: String, line: Int) {
        report.references.append((value, line))
    }

    /// An element opens; `tag` is nil when neither `isChecked` nor `readsEveryTag` asked for it.
    package mutating func start(_ tag: StartTag?) {
        depth += 1
        order += 1
        guard let tag else { return }
        if rootName == nil { rootName = tag.name }
        for index in open.indices where open[index].isLink && !open[index].named && open[index].hiddenFrom == nil {
            if tag.value(of: "aria-hidden") == "true" {
                open[index].hiddenFrom = depth
            } else if tag.hasLabel || (tag.name == "img" && tag.value(of: "alt")?.hasVisibleText == true) {
                open[index].named = true
            }
        }
        var element = OpenElement(depth: depth, order: order, line: tag.line, tag: tag)
        switch tag.name {
        case "meta":
            // A refresh takes the browser (the audit's, the review's) away from the page checked.
            if tag.value(of: "http-equiv")?.lowercased() == "refresh" { refuse(Self.refreshMessage, line: tag.line) }
            return
        case "script", "style":
            if rawTextDepth == nil { rawTextDepth = depth }
            return
        case "img":
            if tag.value(of: "alt") == nil, !Self.isPresentational(tag), !tag.hasLabel { element.rule = .imageWithoutAlt }
        case "a":
            guard tag.value(of: "href") != nil else { return }
            element.isLink = true
            element.named = tag.hasLabel || tag.value(of: "title")?.hasVisibleText == true
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let level = Int((tag.name.utf8.last ?? UInt8(ascii: "1")) - UInt8(ascii: "0"))
            if level == 1 {
                headings.h1Count += 1
                if headings.h1Count > 1 { element.rule = .extraH1 }
            } else if level > headings.previous + 1, headings.previous > 0 {
                element.rule = .skippedHeading(from: headings.previous, to: level)
            }
            headings.previous = level
        default:
            return
        }
        open.append(element)
    }

    /// Text (or CDATA) inside the current element.
    package mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !open.isEmpty else { return }
        var visible: Bool?
        for index in open.indices {
            let unnamedLink = open[index].isLink && !open[index].named
            // The text describes an element with a finding, which only these can still get.
            if signatures || open[index].rule != nil || unnamedLink { Self.keep(bytes, in: &open[index].text) }
            if unnamedLink, open[index].hiddenFrom == nil {
                if visible == nil { visible = Self.hasVisibleText(bytes) }
                if visible == true { open[index].named = true }
            }
        }
    }

    /// Whether `bytes` hold anything but white space; ASCII is read as bytes.
    private static func hasVisibleText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes {
            if byte >= 0x80 { return String(decoding: bytes, as: UTF8.self).hasVisibleText }
            if !(byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)) { return true }
        }
        return false
    }

    /// Appends `bytes` to a description's text: white space runs as one space, and nothing past
    /// `describedBytes` but the rest of a character already begun.
    private static func keep(_ bytes: UnsafeBufferPointer<UInt8>, in text: inout [UInt8]) {
        for byte in bytes {
            let isContinuation = byte & 0xC0 == 0x80
            if text.count >= describedBytes, !isContinuation { return }
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                if text.last != 0x20 { text.append(0x20) }
            } else {
                text.append(byte)
            }
        }
    }

    /// The current element closes.
    package mutating func end() {
        if let element = open.last, element.depth == depth {
            open.removeLast()
            finish(element)
        }
        for index in open.indices where open[index].hiddenFrom == depth { open[index].hiddenFrom = nil }
        if rawTextDepth == depth { rawTextDepth = nil }
        depth -= 1
    }

    /// The report, once the whole page is read.
    package mutating func finish() -> HTMLValidator.Report {
        if headings.h1Count == 0, rootName == "html" {
            findings.append((order + 1, HTMLValidator.Finding(rule: .noH1, line: 1, element: "")))
        }
        report.findings = findings.sorted { $0.order < $1.order }.map(\.finding)
        report.elements = elements.sorted { $0.order < $1.order }.map(\.description)
        return report
    }

    private mutating func finish(_ element: OpenElement) {
        let rule = element.isLink && !element.named ? .emptyLink : element.rule
        // Most elements have nothing to say: they are described only for a finding or a signature.
        guard rule != nil || signatures else { return }
        var description = Self.head(of: element.tag)
        let text = String(decoding: element.text, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if !text.isEmpty { description += " | " + String(text.prefix(80)) }
        if let rule {
            findings.append((element.order, HTMLValidator.Finding(rule: rule, line: element.line, element: description)))
        }
        if signatures { elements.append((element.order, description)) }
    }

    /// `a href="x" class="y"`.
    private static func head(of tag: StartTag) -> String {
        ([tag.name] + tag.attributes.map { "\($0.name)=\"\($0.value)\"" }).joined(separator: " ")
    }

    /// `role="presentation"` or `role="none"`, or `aria-hidden="true"`: not meant to be read.
    private static func isPresentational(_ tag: StartTag) -> Bool {
        let role = tag.value(of: "role")
        return role == "presentation" || role == "none" || tag.value(of: "aria-hidden") == "true"
    }
}

extension String {
    /// Whether the text has anything but white space.
    fileprivate var hasVisibleText: Bool { contains { !$0.isWhitespace } }
}

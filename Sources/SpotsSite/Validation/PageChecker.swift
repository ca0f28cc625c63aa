/// The checks every page passes before it is written: well-formed markup, unique ids, and local
/// links and sources that point at files this build writes.
struct PageChecker {
    let route: Route
    /// The screen file the page comes from, which diagnostics name.
    let file: String
    let plannedFiles: Set<String>

    struct Problems {
        var diagnostics: [Diagnostic] = []
        var malformed = false
    }

    func check(_ html: String) -> Problems {
        var problems = Problems()
        let report = HTMLValidator.inspect(html)
        if let error = report.syntaxError {
            problems.malformed = true
            problems.diagnostics.append(
                Diagnostic(
                    .error, file: file,
                    message: "the page \(route.path) is not well-formed at line \(error.location.line), column \(error.location.column): \(error.message)"))
            return problems
        }
        for duplicate in report.duplicateIDs {
            problems.diagnostics.append(
                Diagnostic(
                    .error, file: file, message: "the page \(route.path) uses the id '\(duplicate.id)' twice (page line \(duplicate.line))",
                    hint: "give the components and items distinct 'identifier' values"))
        }
        for reference in report.references {
            if let problem = problem(with: reference.url, ids: report.ids) {
                problems.diagnostics.append(
                    Diagnostic(.error, file: file, message: "the page \(route.path) links to '\(reference.url)' (page line \(reference.line)), \(problem)"))
            }
        }
        return problems
    }

    /// Why a local URL does not lead to a file of this build, or nil when it does (or is not local).
    func problem(with url: String, ids: Set<String>) -> String? {
        if url.isEmpty { return "an empty address" }
        if url.hasPrefix("#") {
            let fragment = String(url.dropFirst())
            return fragment.isEmpty || ids.contains(fragment) ? nil : "but the page has no element with that id"
        }
        if url.hasPrefix("//") { return nil }
        // A scheme (`https:`, `mailto:`) before any '/', '?' or '#': not a local link.
        for byte in url.utf8 {
            if byte == UInt8(ascii: ":") { return nil }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
        }
        var path = Substring(url)
        if let cut = path.utf8.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) { path = path[..<cut] }
        let decoded = path.contains("%") ? String(path).removingPercentEncodingSafely : String(path)
        var segments = decoded.hasPrefix("/") ? [] : route.segments[...]
        let parts = decoded.split(separator: "/", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            switch part {
            case "..":
                if segments.isEmpty { return "which leaves the site" }
                segments.removeLast()
            case ".": continue
            case "": if index == parts.count - 1 { segments.append("index.html") }
            default: segments.append(String(part))
            }
        }
        let target = segments.joined(separator: "/")
        if plannedFiles.contains(target) || plannedFiles.contains(target + "/index.html") { return nil }
        return "which this build does not write"
    }

    /// Names the template whose own output is not well-formed, with the line and column in it.
    func blame(_ fragments: [(template: String, html: String)], pageProblems: [Diagnostic], templates: TemplateSet) -> [Diagnostic] {
        for fragment in fragments {
            let isDocument = fragment.template == "page" || fragment.template == "index"
            // A fragment is wrapped in one root element on its own first line, so line numbers stay.
            let wrapper = "<fragment>"
            let wrapped = isDocument ? fragment.html : wrapper + fragment.html + "</fragment>"
            guard let error = HTMLValidator.inspect(wrapped).syntaxError else { continue }
            let line = error.location.line
            let column = !isDocument && line == 1 ? max(1, error.location.column - wrapper.count) : error.location.column
            return [
                Diagnostic(
                    .error, file: templates.origin(of: fragment.template),
                    message: "the template '\(fragment.template)' renders markup that is not well-formed on the page \(route.path) (its output's line \(line), column \(column)): \(error.message)",
                    hint: "pages must be HTML5 that is also well-formed XML: close every element, quote every attribute, write void elements as <br/>")
            ]
        }
        return pageProblems
    }
}

extension String {
    var removingPercentEncodingSafely: String {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        var index = utf8.startIndex
        let utf8View = utf8
        while index != utf8View.endIndex {
            let byte = utf8View[index]
            if byte == UInt8(ascii: "%"), let first = utf8View.index(index, offsetBy: 1, limitedBy: utf8View.endIndex),
                let second = utf8View.index(index, offsetBy: 2, limitedBy: utf8View.endIndex), second != utf8View.endIndex,
                let value = UInt8(String(decoding: [utf8View[first], utf8View[second]], as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                index = utf8View.index(after: second)
            } else {
                bytes.append(byte)
                index = utf8View.index(after: index)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

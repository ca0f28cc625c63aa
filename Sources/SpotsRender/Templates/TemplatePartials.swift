import SpotsFormat

/// What templates include of each other, read as swift-mustache reads their tags: every partial
/// (`{{> name}}`) and parent (`{{< name}}`), through changed delimiters (`{{=<% %>=}}`). A template
/// that includes itself, directly or through others, would recurse until the process crashes,
/// and partials that include each other ten times over expand exponentially (12 files of 68 KB
/// took 53 s and 1.4 GB a page at the sixth level). So every include must be written out (no
/// `{{>*name}}` from the data), none may come back round (spots-site renders nested items and
/// components itself, `{{#children}}`), and no template may expand past `limit` bytes of template
/// text. A template that breaks one is an error, and renders nothing.
package enum TemplatePartials {
    /// One include of a template.
    struct Include: Equatable {
        var name: String
        /// `{{>*name}}`: the name is read from the data.
        var dynamic = false
        /// How many sections it is inside.
        var depth = 0
    }

    /// The most template text one template may expand to with its partials.
    package static let limit = 1 << 20

    /// The deepest sections may nest in a template: swift-mustache parses and renders them
    /// recursively, and 1,000 crashed every command that loads templates.
    package static let depthLimit = 64

    /// The largest template spots-site parses: swift-mustache's parser takes time in proportion to
    /// the rest of the file at every tag (800 KB of tags took 223 s; 100 KB, 3.7 s).
    package static let sizeLimit = 128 * 1024

    /// Why spots-site does not parse a template.
    struct Refusal: Error {
        var message: String
        var hint: String
    }

    /// A template's `source` scanned, or why spots-site does not parse it, checked before
    /// swift-mustache parses it: too large, delimiters changed, or sections nested past
    /// `depthLimit`. Without a change of delimiters (which needs `{{=`, the only way to make one
    /// from the start), `scan` reads the tags as swift-mustache does; with one, its parser keeps
    /// them per section and can miss a comment's end, and what it read then differed from every
    /// check (a self-include crashed). The scan is kept for `check`.
    static func read(_ source: String) -> Result<Scan, Refusal> {
        if source.utf8.count > sizeLimit {
            return .failure(
                Refusal(
                    message: "the template is \(source.utf8.count / 1024) KB, more than the \(sizeLimit / 1024) KB spots-site parses",
                    hint: "split it into partials ({{> name}}), each a file of its own"))
        }
        var text = source
        if text.withUTF8({ ByteLines.find(delimiterChange, in: $0[...], from: 0) }) != nil {
            return .failure(
                Refusal(
                    message: "the template changes its delimiters ({{=…=}}), which spots-site does not render",
                    hint: "write every tag with {{ and }}"))
        }
        let scanned = scan(source)
        if scanned.depth > depthLimit {
            return .failure(
                Refusal(
                    message: "the template nests sections \(scanned.depth) deep, more than the \(depthLimit) spots-site reads",
                    hint: "nest fewer sections; a partial for each part keeps a template flat"))
        }
        return .success(scanned)
    }

    private static let delimiterChange = Array("{{=".utf8)

    /// What `scan` finds in a template's source.
    struct Scan {
        var includes: [Include] = []
        /// The deepest nesting of sections, inverted sections, parents and blocks.
        var depth = 0
        /// Whether it uses inheritance: a parent (`{{<name}}`) or a block (`{{$name}}`).
        var inherits = false
        /// Its source's length in bytes.
        var size = 0
    }

    /// The includes of `source`, in order.
    static func includes(in source: String) -> [Include] { scan(source).includes }

    /// The tags of `source` as swift-mustache finds them: the start delimiter anywhere, the
    /// character right after it saying what the tag is, white space as `Character.isWhitespace`
    /// has it, and a delimiter change read exactly as its parser reads one (`{{=<% }}=}}` makes
    /// the delimiters `<%` and `}}`). A tag it could not parse stops the scan: the template then
    /// fails to parse, and is not used.
    static func scan(_ source: String) -> Scan {
        var scan = Scan(size: source.utf8.count)
        var depth = 0
        var (open, close) = ("{{", "}}")
        var rest = Substring(source)
        while let start = rest.mustacheRange(of: open) {
            rest = rest[start.upperBound...]
            guard let sigil = rest.first else { break }
            if sigil == "=" {
                var tag = rest.dropFirst().drop(while: \.isWhitespace)
                let newOpen = tag.prefix { !$0.isWhitespace }
                tag = tag.dropFirst(newOpen.count).drop(while: \.isWhitespace)
                let newClose = tag.prefix { $0 != "=" && !$0.isWhitespace }
                tag = tag.dropFirst(newClose.count).drop(while: \.isWhitespace)
                guard !newOpen.isEmpty, !newClose.isEmpty, tag.first == "=", tag.dropFirst().hasPrefix(close) else { break }
                rest = tag.dropFirst().dropFirst(close.count)
                (open, close) = (String(newOpen), String(newClose))
                continue
            }
            // `{` takes a name, the end delimiter, then `}` (`{{{x}}}`, `<%{x%>}`).
            guard let end = rest.mustacheRange(of: close) else { break }
            // `{{}}` is a tag with no name: the end delimiter stands where the sigil would.
            let tag = end.lowerBound > rest.startIndex ? rest.dropFirst()[..<end.lowerBound] : rest[..<end.lowerBound]
            rest = rest[end.upperBound...]
            if sigil == "{", rest.first == "}" { rest = rest.dropFirst() }
            switch sigil {
            case "#", "^": depth += 1
            case "$":
                depth += 1
                scan.inherits = true
            case "/": depth -= 1
            case ">", "<":
                if sigil == "<" {
                    depth += 1
                    scan.inherits = true
                }
                var name = tag.drop(while: \.isWhitespace)
                let dynamic = name.first == "*"
                if dynamic { name = name.dropFirst() }
                scan.includes.append(Include(name: String(name.prefix { !$0.isWhitespace }), dynamic: dynamic, depth: depth))
            default: break
            }
            scan.depth = max(scan.depth, depth)
        }
        return scan
    }

    /// The problems of the templates `sources` (by name; `origins` names their files), and the
    /// templates that must render nothing: those with a dynamic include, on a loop, or past `limit`.
    static func check(_ sources: [String: String], origins: [String: String]) -> (diagnostics: [Diagnostic], broken: Set<String>) {
        check(scans: sources.mapValues(scan), origins: origins)
    }

    /// `check` of the templates' scans, by name, as `read` gave them.
    static func check(scans: [String: Scan], origins: [String: String]) -> (diagnostics: [Diagnostic], broken: Set<String>) {
        var diagnostics: [Diagnostic] = []
        var broken: Set<String> = []
        var edges: [String: [String]] = [:]
        for (name, scanned) in scans.sorted(by: { $0.key < $1.key }) {
            let found = scanned.includes
            if scanned.inherits {
                broken.insert(name)
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .templateSyntax, file: origins[name] ?? name,
                        message: "the template uses inheritance ({{<parent}} or {{$block}}), which spots-site does not render",
                        hint: "override page.mustache for the page's frame, and include partials ({{> name}}) for shared parts"))
            }
            if let dynamic = found.first(where: \.dynamic) {
                broken.insert(name)
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .templateSyntax, file: origins[name] ?? name,
                        message: "the template includes a partial named by its data ({{>*\(dynamic.name)}}), which spots-site cannot follow",
                        hint: "name the partial ({{> items/card}}); spots-site picks each kind's template itself"))
            }
            edges[name] = found.filter { !$0.dynamic && scans[$0.name] != nil }.map(\.name)
            // A partial that is no template renders nothing, as in Mustache: a mistyped name would
            // go unseen.
            for missing in Set(found.filter { !$0.dynamic && scans[$0.name] == nil }.map(\.name)).sorted() {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: .templateMissing, file: origins[name] ?? name,
                        message: "the template includes '\(missing)', which is no template; it renders nothing there",
                        hint: Suggestions.didYouMean(missing, in: Array(scans.keys)) ?? "add Templates/\(missing).mustache, or remove the tag"))
            }
        }
        // Loops, each said once, at its first template by name.
        var state: [String: Bool] = [:]  // false: on the path; true: done
        var path: [String] = []
        func visit(_ name: String) {
            state[name] = false
            path.append(name)
            for next in edges[name] ?? [] {
                switch state[next] {
                case nil: visit(next)
                case false?:
                    let loop = Array(path[(path.lastIndex(of: next) ?? 0)...])
                    broken.formUnion(loop)
                    let first = loop.min() ?? next
                    let turned = Array(loop[(loop.firstIndex(of: first) ?? 0)...] + loop[..<(loop.firstIndex(of: first) ?? 0)])
                    diagnostics.append(
                        Diagnostic(
                            .error, rule: .templateSyntax, file: origins[first] ?? first,
                            message:
                                "the template '\(first)' includes itself (\((turned + [first]).map { "'\($0)'" }.joined(separator: " → "))), which would never end",
                            hint: "spots-site renders nested items and components itself ({{#children}}): include no template from its own partials"))
                case true?: break
                }
            }
            path.removeLast()
            state[name] = true
        }
        for name in edges.keys.sorted() where state[name] == nil { visit(name) }
        // Sizes, partials expanded, on what is left (no loops): past the limit at the template
        // whose partials are each within it.
        var sizes: [String: Int] = [:]
        func size(_ name: String) -> Int {
            if let known = sizes[name] { return known }
            var total = scans[name]?.size ?? 0
            for next in edges[name] ?? [] where !broken.contains(next) { total = min(limit + 1, total + size(next)) }
            sizes[name] = total
            return total
        }
        for name in edges.keys.sorted() where !broken.contains(name) && size(name) > limit {
            if (edges[name] ?? []).allSatisfy({ broken.contains($0) || size($0) <= limit }) {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .templateSyntax, file: origins[name] ?? name,
                        message:
                            "the template '\(name)' expands to more than \(limit / 1024 / 1024) MB of template text with the partials it includes, over and over",
                        hint: "include each partial once, and repeat it over data with a section ({{#items}}{{> items/card}}{{/items}})"))
            }
        }
        broken.formUnion(sizes.filter { $0.value > limit }.map(\.key))
        // Depth, partials expanded: each section and each partial is a level of swift-mustache's
        // stack when it renders (a chain of 2,000 one-tag partials crashed).
        var nestings: [String: Int] = [:]
        func nesting(_ name: String) -> Int {
            if let known = nestings[name] { return known }
            var deepest = scans[name]?.depth ?? 0
            for include in scans[name]?.includes ?? [] where !include.dynamic && scans[include.name] != nil && !broken.contains(include.name) {
                deepest = max(deepest, min(depthLimit + 1, include.depth + 1 + nesting(include.name)))
            }
            nestings[name] = deepest
            return deepest
        }
        for name in edges.keys.sorted() where !broken.contains(name) && nesting(name) > depthLimit {
            let includes = scans[name]?.includes.filter { scans[$0.name] != nil && !broken.contains($0.name) } ?? []
            if includes.allSatisfy({ nesting($0.name) <= depthLimit }) {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .templateSyntax, file: origins[name] ?? name,
                        message: "the template '\(name)' nests sections and partials more than \(depthLimit) deep with the partials it includes",
                        hint: "include fewer partials inside one another; a flat list of partials renders the same"))
            }
        }
        broken.formUnion(nestings.filter { $0.value > depthLimit }.map(\.key))
        return (diagnostics, broken)
    }
}

import SpotsFormat

extension FlowKept {
    /// A node's line (`["node","id","kind","title",route,"folder","file",pages,[variants],[rules]]`)
    /// and a page's (`["page",[segments],node]`) as `encoded` writes them, read byte by byte like
    /// `EdgeLine`: a site of 10,000 screens keeps 10,000 of each, which the JSON parser read in
    /// three times the time the 100,000 edges' lines took. A line not plain is left to the parser.
    enum NodeLine {
        private static let nodeStart = Array("[\"node\",".utf8)
        private static let pageStart = Array("[\"page\",".utf8)

        static func node(in line: ArraySlice<UInt8>) -> FlowGraph.Node? {
            guard line.starts(with: nodeStart), LineReader.isPlain(line) else { return nil }
            var reader = LineReader(bytes: line, at: line.startIndex + nodeStart.count)
            guard let id = reader.string(), reader.comma(), let kind = reader.string().flatMap(FlowGraph.Node.Kind.init(rawValue:)),
                reader.comma(), let title = reader.string(), reader.comma(), case .some(let route) = reader.stringsOrNull(), reader.comma(),
                let folder = reader.string(), reader.comma(), case .some(let file) = reader.stringOrNull(), reader.comma(),
                let pageCount = reader.int(), reader.comma(), let variants = reader.strings(), reader.comma(),
                let rules = reader.strings()?.map(DiagnosticRule.init(rawValue:)), !rules.contains(nil), reader.isAtEnd
            else { return nil }
            return FlowGraph.Node(
                id: id, kind: kind, title: title, route: route.map { Route(segments: $0) }, folder: folder, file: file, pageCount: pageCount,
                variants: variants, ignoredRules: Set(rules.compactMap { $0 }))
        }

        static func page(in line: ArraySlice<UInt8>) -> (route: Route, node: Int)? {
            guard line.starts(with: pageStart), LineReader.isPlain(line) else { return nil }
            var reader = LineReader(bytes: line, at: line.startIndex + pageStart.count)
            guard let segments = reader.strings(), reader.comma(), let node = reader.int(), reader.isAtEnd else { return nil }
            return (Route(segments: segments), node)
        }
    }
}

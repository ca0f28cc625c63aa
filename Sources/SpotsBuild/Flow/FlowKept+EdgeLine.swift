import SpotsFormat

extension FlowKept {
    /// An edge's line as `encoded` writes it (`["edge",from,to,"kind",label,count,"file",line,column,path]`),
    /// read byte by byte: a site of 10,000 screens keeps over 100,000, which the JSON parser read
    /// in most of the time a quick update of an action took. Only a plain line is read so
    /// (`LineReader`); any other is left to the parser.
    enum EdgeLine {
        private static let start = Array("[\"edge\",".utf8)

        static func edge(in line: ArraySlice<UInt8>) -> FlowGraph.Edge? {
            guard line.starts(with: start), LineReader.isPlain(line) else { return nil }
            var reader = LineReader(bytes: line, at: line.startIndex + start.count)
            guard let from = reader.int(), reader.comma(), let to = reader.int(), reader.comma(),
                let kind = reader.string().flatMap(FlowGraph.Edge.Kind.init(rawValue:)), reader.comma(),
                case .some(let label) = reader.stringOrNull(), reader.comma(), let count = reader.int(), reader.comma(),
                let file = reader.string(), reader.comma(), case .some(let row) = reader.intOrNull(), reader.comma(),
                case .some(let column) = reader.intOrNull(), reader.comma(), case .some(let path) = reader.stringOrNull(),
                reader.isAtEnd
            else { return nil }
            var location: SourceLocation?
            switch (row, column) {
            case (let row?, let column?): location = SourceLocation(line: row, column: column)
            case (nil, nil): location = nil
            default: return nil
            }
            return FlowGraph.Edge(from: from, to: to, kind: kind, label: label, count: count, file: file, location: location, path: path)
        }
    }
}

import SpotsFormat

extension FlowKept {
    /// An edge's line as `encoded` writes it (`["edge",from,to,"kind",label,count,"file",line,column,path]`),
    /// read byte by byte: a site of 10,000 screens keeps over 100,000, which the JSON parser read
    /// in most of the time a quick update of an action took. Only a plain line is read so (ASCII,
    /// no escape in its strings, whole numbers of digits); any other is left to the parser, which
    /// reads it as it reads every line, so that both take the same lines for the same edges.
    enum EdgeLine {
        private static let start = Array("[\"edge\",".utf8)

        static func edge(in line: ArraySlice<UInt8>) -> FlowGraph.Edge? {
            guard line.starts(with: start), line.last == UInt8(ascii: "]"),
                line.allSatisfy({ $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\\") })
            else { return nil }
            var reader = Reader(bytes: line, at: line.startIndex + start.count)
            guard let from = reader.int(), reader.comma(), let to = reader.int(), reader.comma(),
                let kind = reader.string().flatMap(FlowGraph.Edge.Kind.init(rawValue:)), reader.comma(),
                case .some(let label) = reader.stringOrNull(), reader.comma(), let count = reader.int(), reader.comma(),
                let file = reader.string(), reader.comma(), case .some(let row) = reader.intOrNull(), reader.comma(),
                case .some(let column) = reader.intOrNull(), reader.comma(), case .some(let path) = reader.stringOrNull(),
                reader.at == line.endIndex - 1
            else { return nil }
            var location: SourceLocation?
            switch (row, column) {
            case (let row?, let column?): location = SourceLocation(line: row, column: column)
            case (nil, nil): location = nil
            default: return nil
            }
            return FlowGraph.Edge(from: from, to: to, kind: kind, label: label, count: count, file: file, location: location, path: path)
        }

        /// Reads the values of a line from `at` on.
        private struct Reader {
            let bytes: ArraySlice<UInt8>
            var at: Int

            mutating func comma() -> Bool {
                guard at < bytes.endIndex, bytes[at] == UInt8(ascii: ",") else { return false }
                at += 1
                return true
            }

            /// A whole number of at most 18 digits (no sign, no leading zero but 0 itself).
            mutating func int() -> Int? {
                var value = 0
                let first = at
                while at < bytes.endIndex, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9"), at - first < 18 {
                    value = value * 10 + Int(bytes[at] - UInt8(ascii: "0"))
                    at += 1
                }
                guard at > first, at == first + 1 || bytes[first] != UInt8(ascii: "0") else { return nil }
                guard at == bytes.endIndex || bytes[at] < UInt8(ascii: "0") || bytes[at] > UInt8(ascii: "9") else { return nil }
                return value
            }

            /// A string without escapes (the line has none).
            mutating func string() -> String? {
                guard at < bytes.endIndex, bytes[at] == UInt8(ascii: "\"") else { return nil }
                let open = at + 1
                guard let close = bytes[open...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
                at = close + 1
                return String(decoding: bytes[open..<close], as: UTF8.self)
            }

            mutating func null() -> Bool {
                guard bytes[at...].starts(with: "null".utf8) else { return false }
                at += 4
                return true
            }

            /// `.some(nil)` for null, nil when it is neither.
            mutating func stringOrNull() -> String?? { null() ? .some(nil) : string().map { .some($0) } }

            mutating func intOrNull() -> Int?? { null() ? .some(nil) : int().map { .some($0) } }
        }
    }
}

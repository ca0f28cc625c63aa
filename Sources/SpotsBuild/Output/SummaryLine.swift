/// A screen's line of the summary (`OutlineFile`) read straight from its bytes (`ByteCursor`),
/// when it is written exactly as `OutlineFile` writes it and holds only strings the cursor reads
/// (nothing escaped); any other line is nil here, and read by the JSON parser instead, with the
/// same result (`OutlineFileTests`): the parser's tree of each of 10,000 screens' lines took most
/// of the time of reading the summary.
enum SummaryLine {
    /// The route and screen of `line` (`["screen",route,footprint,title,dependencies,shown,
    /// footnote,baseFootprint,parts,readable,flowFootprint,itemTitles]`), or nil.
    static func screen(_ line: ArraySlice<UInt8>) -> (route: String, screen: SiteSummary.Screen)? {
        line.withUnsafeBufferPointer { bytes in
            var cursor = ByteCursor(bytes: bytes)
            guard cursor.take("[\"screen\","), let route = cursor.string(), cursor.take(","),
                let footprint = hex(&cursor), cursor.take(","), let title = cursor.nullOr({ $0.string() }), cursor.take(","),
                let dependencies = cursor.strings(), cursor.take(","), let shown = cursor.nullOr({ $0.strings() }), cursor.take(","),
                let footnote = cursor.nullOr({ $0.string() }), cursor.take(","), let base = hex(&cursor), cursor.take(","),
                let flat = cursor.nullOr({ $0.strings() }), cursor.take(",")
            else { return nil }
            let readable: Bool
            if cursor.take("true") {
                readable = true
            } else if cursor.take("false") {
                readable = false
            } else {
                return nil
            }
            guard cursor.take(","), let flow = hex(&cursor), cursor.take(","), let titles = hex(&cursor), cursor.take("]"), cursor.atEnd
            else { return nil }
            var parts: [String: UInt64]?
            if let flat {
                guard flat.count % 2 == 0 else { return nil }
                var found: [String: UInt64] = [:]
                for index in stride(from: 0, to: flat.count, by: 2) {
                    guard let hash = OutlineFile.footprint(hex: flat[index + 1]) else { return nil }
                    found[flat[index]] = hash
                }
                parts = found
            }
            let screen = SiteSummary.Screen(
                footprint: footprint, baseFootprint: base, parts: parts, title: title, dependencies: dependencies, shown: shown,
                footnote: footnote, readable: readable, flowFootprint: flow, itemTitles: titles)
            return (route, screen)
        }
    }

    /// A footprint as `OutlineFile` writes one (a string of 16 hex digits, or null): `.some(nil)`
    /// for null, nil for anything else.
    private static func hex(_ cursor: inout ByteCursor) -> UInt64?? {
        cursor.nullOr { $0.string().flatMap(OutlineFile.footprint(hex:)) }
    }
}

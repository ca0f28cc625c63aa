extension Array where Element == Diagnostic {
    /// These diagnostics in report order (`Diagnostic.reportOrder`), diagnostics that compare equal
    /// keeping their order. Each is given a key of numbers first (its file's place among the files,
    /// its line and column, its severity), so that sorting a build's hundred thousand warnings
    /// compares numbers, and their messages only where the keys are equal. A large list is sorted
    /// in two halves side by side, and their indices merged, so that both cores are busy and each
    /// diagnostic is moved once.
    public func sortedForReport() -> [Diagnostic] {
        guard count > 1 else { return self }
        let keys = ReportKey.keys(of: self)
        let diagnostics = self
        let before: @Sendable (Int, Int) -> Bool = { left, right in
            let (l, r) = (keys[left], keys[right])
            if l != r { return l < r }
            return diagnostics[left].message < diagnostics[right].message
        }
        guard count >= Self.halvesFrom else { return indices.sorted(by: before).map { self[$0] } }
        let middle = count / 2
        let (left, right) = concurrently({ (0..<middle).sorted(by: before) }, { (middle..<diagnostics.count).sorted(by: before) })
        var merged: [Diagnostic] = []
        merged.reserveCapacity(count)
        var (l, r) = (0, 0)
        while l < left.count, r < right.count {
            // The left half's diagnostic first unless the right one comes strictly before it.
            if before(right[r], left[l]) {
                merged.append(self[right[r]])
                r += 1
            } else {
                merged.append(self[left[l]])
                l += 1
            }
        }
        for index in left[l...] { merged.append(self[index]) }
        for index in right[r...] { merged.append(self[index]) }
        return merged
    }

    /// Sorts these diagnostics in report order (see `sortedForReport`).
    public mutating func sortForReport() { self = sortedForReport() }

    /// How many diagnostics are worth two threads.
    static let halvesFrom = 8_192
}

/// What `Diagnostic.reportOrder` compares before the message, as numbers: the file's place among
/// the files sorted, the line and column (0 for a whole file), and the severity, worst first.
private struct ReportKey: Comparable, Sendable {
    var file: Int
    var line: Int
    var column: Int
    var severity: Int

    static func < (lhs: ReportKey, rhs: ReportKey) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.severity) < (rhs.file, rhs.line, rhs.column, rhs.severity)
    }

    static func keys(of diagnostics: [Diagnostic]) -> [ReportKey] {
        var places: [String: Int] = [:]
        var previous: String?
        for diagnostic in diagnostics where diagnostic.file != previous {
            previous = diagnostic.file
            places[diagnostic.file] = 0
        }
        for (place, file) in places.keys.sorted().enumerated() { places[file] = place }
        // A page's diagnostics come together and name few files: the last file's place is kept.
        var last: (file: String, place: Int)?
        return diagnostics.map { diagnostic in
            let location = diagnostic.location ?? SourceLocation(line: 0, column: 0)
            let file = diagnostic.file
            let place: Int
            if let last, last.file == file {
                place = last.place
            } else {
                place = places[file] ?? 0
                last = (file, place)
            }
            return ReportKey(file: place, line: location.line, column: location.column, severity: -diagnostic.severity.rank)
        }
    }
}

extension Array where Element == Diagnostic {
    /// These diagnostics in report order (`Diagnostic.reportOrder`), diagnostics that compare equal
    /// keeping their order. A large list is sorted in two halves side by side, and their indices
    /// merged, so that a build's hundred thousand warnings keep both cores busy and are moved once.
    public func sortedForReport() -> [Diagnostic] {
        guard count >= Self.halvesFrom else { return sorted(by: Diagnostic.reportOrder) }
        let diagnostics = self
        let middle = count / 2
        let (left, right) = concurrently(
            { (0..<middle).sorted { Diagnostic.reportOrder(diagnostics[$0], diagnostics[$1]) } },
            { (middle..<diagnostics.count).sorted { Diagnostic.reportOrder(diagnostics[$0], diagnostics[$1]) } })
        var merged: [Diagnostic] = []
        merged.reserveCapacity(count)
        var (l, r) = (0, 0)
        while l < left.count, r < right.count {
            // The left half's diagnostic first unless the right one comes strictly before it.
            if Diagnostic.reportOrder(self[right[r]], self[left[l]]) {
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

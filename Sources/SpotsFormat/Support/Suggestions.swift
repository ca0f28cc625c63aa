/// "Did you mean" hints by edit distance, as swift-argument-parser gives for unknown options.
@usableFromInline package enum Suggestions {
    /// The candidate closest to `word`, if it is close enough to be a likely typo: at most `limit`
    /// edits away (letter case aside), or by default a third of its length (one to three).
    @inlinable package static func closest(to word: String, in candidates: some Sequence<String>, within limit: Int? = nil) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        let limit = limit ?? max(1, min(3, (lowered.count + 2) / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            // The distance is at least the difference in length: most candidates stop here, and an
            // ASCII one (lowercased A to Z only, its length kept) before it is copied at all.
            let isASCII = candidate.utf8.allSatisfy { $0 < 0x80 }
            if isASCII, abs(candidate.utf8.count - lowered.count) > limit { continue }
            let other =
                isASCII
                ? candidate.utf8.map { Unicode.Scalar($0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0) } : Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - lowered.count) <= limit else { continue }
            let distance = editDistance(lowered, other)
            if distance < (best?.distance ?? Int.max) || (distance == best?.distance && candidate < (best?.name ?? "")) {
                best = (candidate, distance)
            }
        }
        guard let best, best.distance <= limit else { return nil }
        return best.name
    }

    /// A "did you mean 'x'?" hint, or nil.
    package static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String? {
        closest(to: word, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// The edit distance over Unicode scalars: insertions, deletions, substitutions and swaps of
    /// two letters side by side (optimal string alignment), so `gird` is one edit from `grid`, as
    /// `carousell` is from `carousel`.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        editDistance(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars))
    }

    @inlinable static func editDistance<T: Equatable>(_ left: [T], _ right: [T]) -> Int {
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var beforePrevious = [Int](repeating: 0, count: right.count + 1)
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[right.count]
    }
}

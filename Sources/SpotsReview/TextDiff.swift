import SpotsBuild
import SpotsFormat
import SpotsRender

/// The shortest edit between two sequences (Myers' algorithm, after trimming what they share at
/// both ends): the lines of two pages, the words of two subtitles.
enum TextDiff {
    /// One step of an edit script.
    package enum Edit: Equatable, Sendable {
        /// The element at this index of both sides (old, new) is kept.
        case same(Int, Int)
        /// The old side's element at this index is removed.
        case removed(Int)
        /// The new side's element at this index is added.
        case added(Int)
    }

    /// Beyond this many differences the two sides are taken as replaced whole: the search costs
    /// (old + new) × differences, and a page rewritten top to bottom reads no better as a diff.
    static let differenceLimit = 2_000

    /// The edits that turn `old` into `new`, in order.
    package static func edits<T: Hashable>(_ old: [T], _ new: [T]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        var script = (0..<prefix).map { Edit.same($0, $0) }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        for edit in middle(oldMiddle, newMiddle) {
            switch edit {
            case .same(let a, let b): script.append(.same(a + prefix, b + prefix))
            case .removed(let a): script.append(.removed(a + prefix))
            case .added(let b): script.append(.added(b + prefix))
            }
        }
        for offset in 0..<suffix {
            script.append(.same(old.count - suffix + offset, new.count - suffix + offset))
        }
        return script
    }

    /// Myers' greedy search, keeping each round's furthest reaches to walk the path back.
    private static func middle<T: Hashable>(_ old: [T], _ new: [T]) -> [Edit] {
        let n = old.count
        let m = new.count
        if n == 0 || m == 0 { return (0..<n).map { .removed($0) } + (0..<m).map { .added($0) } }
        // Compare small numbers, not the elements, in the inner loop.
        var numbers: [T: Int] = [:]
        let a = old.map { value in
            numbers[value]
                ?? {
                    numbers[value] = numbers.count; return numbers.count - 1
                }()
        }
        let b = new.map { value in
            numbers[value]
                ?? {
                    numbers[value] = numbers.count; return numbers.count - 1
                }()
        }
        let limit = min(n + m, differenceLimit)
        let offset = limit + 1
        var reach = [Int](repeating: 0, count: 2 * limit + 3)
        var rounds: [[Int]] = []
        var found = -1
        search: for d in 0...limit {
            rounds.append(Array(reach[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && reach[offset + k - 1] < reach[offset + k + 1]) ? reach[offset + k + 1] : reach[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                reach[offset + k] = x
                if x >= n, y >= m {
                    found = d
                    break search
                }
            }
        }
        guard found >= 0 else { return (0..<n).map { .removed($0) } + (0..<m).map { .added($0) } }
        // Walk back from (n, m): each round's saved reaches (centred on k = 0, one wider each side).
        var script: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: found, to: 0, by: -1) {
            let saved = rounds[d]
            func reachAt(_ k: Int) -> Int { saved[k + d + 1] }
            let k = x - y
            let down = k == -d || (k != d && reachAt(k - 1) < reachAt(k + 1))
            let previousK = down ? k + 1 : k - 1
            let previousX = reachAt(previousK)
            let previousY = previousX - previousK
            while x > previousX + (down ? 0 : 1), y > previousY + (down ? 1 : 0) {
                x -= 1
                y -= 1
                script.append(.same(x, y))
            }
            if down {
                y -= 1
                script.append(.added(y))
            } else {
                x -= 1
                script.append(.removed(x))
            }
        }
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            script.append(.same(x, y))
        }
        return script.reversed()
    }

    /// How alike two sequences are, from 0 to 1: twice what they share over their total length.
    static func similarity<T: Hashable>(_ old: [T], _ new: [T]) -> Double {
        guard !old.isEmpty || !new.isEmpty else { return 1 }
        let shared = edits(old, new).count { if case .same = $0 { true } else { false } }
        return Double(2 * shared) / Double(old.count + new.count)
    }
}

import SpotsBuild
import SpotsFormat
import SpotsRender

/// How the components of two versions of a screen (and the items of two versions of a component)
/// are paired, so that a change reads as what was done, not as a list of removals and additions:
///
/// 1. by `identifier`, when both have the same one;
/// 2. else by kind and title (the second "Ada" with the second "Ada");
/// 3. else by position: the rest without an identifier are paired in order, when their kinds agree.
///
/// What is left is removed or added. Of the pairs, the longest run that kept its order stays; the
/// others moved, so a reordered list is a few moves.
enum ReviewMatching {
    /// What a member of a list is known by.
    package struct Key: Sendable {
        package var identifier: String?
        package var kind: String
        package var title: String?
    }

    /// The pairing of two lists.
    package struct Result: Sendable, Equatable {
        /// Old and new index of each pair, in the new list's order.
        var pairs: [Pair]
        /// Old indices with no partner.
        package var removed: [Int]
        /// New indices with no partner.
        package var added: [Int]

        /// Everything in the new list's order, each removed member just before the first member
        /// that came after it in the old list.
        package var steps: [Step] {
            var partner: [Int: Pair] = [:]
            for pair in pairs { partner[pair.new] = pair }
            let addedSet = Set(added)
            var steps: [Step] = []
            var pending = removed[...]
            let count = (pairs.map(\.new) + added).max().map { $0 + 1 } ?? 0
            for index in 0..<count {
                if let pair = partner[index] {
                    while let first = pending.first, first < pair.old, !pair.moved {
                        steps.append(.removed(first))
                        pending = pending.dropFirst()
                    }
                    steps.append(.paired(pair))
                } else if addedSet.contains(index) {
                    steps.append(.added(index))
                }
            }
            steps += pending.map(Step.removed)
            return steps
        }
    }

    /// One step of reading the pairing top to bottom.
    enum Step: Sendable, Equatable {
        case removed(Int)
        case added(Int)
        case paired(Pair)
    }

    /// A member of both lists.
    package struct Pair: Sendable, Equatable {
        package var old: Int
        package var new: Int
        /// Whether it moved against the others.
        package var moved: Bool
    }

    /// Pairs `old` and `new` by the rule above.
    package static func match(_ old: [Key], _ new: [Key]) -> Result {
        var partnerOfNew = [Int?](repeating: nil, count: new.count)
        var taken = [Bool](repeating: false, count: old.count)
        // 1. Identifiers.
        var byIdentifier: [String: [Int]] = [:]
        for (index, key) in old.enumerated() {
            if let identifier = key.identifier { byIdentifier[identifier, default: []].append(index) }
        }
        for (index, key) in new.enumerated() {
            guard let identifier = key.identifier, var candidates = byIdentifier[identifier], !candidates.isEmpty else { continue }
            let partner = candidates.removeFirst()
            byIdentifier[identifier] = candidates
            partnerOfNew[index] = partner
            taken[partner] = true
        }
        // 2. Kind and title, in order.
        var byTitle: [String: [Int]] = [:]
        for (index, key) in old.enumerated() where !taken[index] {
            if let title = key.title { byTitle[key.kind + "\u{0}" + title, default: []].append(index) }
        }
        for (index, key) in new.enumerated() where partnerOfNew[index] == nil {
            guard let title = key.title else { continue }
            let name = key.kind + "\u{0}" + title
            guard var candidates = byTitle[name], !candidates.isEmpty else { continue }
            let partner = candidates.removeFirst()
            guard !conflict(old[partner], key) else { continue }
            byTitle[name] = candidates
            partnerOfNew[index] = partner
            taken[partner] = true
        }
        // 3. Position: each one left takes the next one left of its kind.
        var next = 0
        for (index, key) in new.enumerated() where partnerOfNew[index] == nil {
            var candidate = next
            guard key.identifier == nil else { continue }
            while candidate < old.count, taken[candidate] || old[candidate].kind != key.kind || old[candidate].identifier != nil {
                candidate += 1
            }
            guard candidate < old.count else { continue }
            partnerOfNew[index] = candidate
            taken[candidate] = true
            next = candidate + 1
        }
        var pairs = partnerOfNew.enumerated().compactMap { index, partner in partner.map { Pair(old: $0, new: index, moved: false) } }
        let kept = longestIncreasingRun(pairs.map(\.old))
        for index in pairs.indices where !kept.contains(index) { pairs[index].moved = true }
        let added = partnerOfNew.indices.filter { partnerOfNew[$0] == nil }
        let removed = taken.indices.filter { !taken[$0] }
        return Result(pairs: pairs, removed: removed, added: added)
    }

    /// Two members that both have identifiers, and different ones, are different things.
    private static func conflict(_ old: Key, _ new: Key) -> Bool {
        if let a = old.identifier, let b = new.identifier { return a != b }
        return false
    }

    /// The positions in `values` of a longest strictly increasing subsequence (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []  // positions in `values` ending the best run of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run: Set<Int> = []
        var position = tails.last ?? -1
        while position >= 0 {
            run.insert(position)
            position = previous[position]
        }
        return run
    }
}

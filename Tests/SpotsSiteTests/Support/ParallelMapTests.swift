import Testing

@testable import SpotsFormat

/// The parallel helpers give what their serial counterparts give.
@Suite struct ParallelMapTests {
    @Test func aMapInChunksKeepsTheOrder() {
        let numbers = Array(0..<10_000)
        #expect(numbers.parallelMap(inChunksOf: 64) { $0 * 3 } == numbers.map { $0 * 3 })
        #expect([1, 2].parallelMap(inChunksOf: 64) { $0 + 1 } == [2, 3])
    }

    /// Many equal keys: elements with the same key keep the order they had, as a stable sort keeps it.
    @Test func aParallelSortIsTheStableSort() {
        var random = SplitMix(seed: 7)
        for count in [0, 1, 4096, 4097, 20_001] {
            let pairs = (0..<count).map { index in (key: Int(random.next() % 50), index: index) }
            let expected = pairs.sorted { $0.key < $1.key }
            let sorted = pairs.parallelSorted { $0.key < $1.key }
            #expect(sorted.map(\.index) == expected.map(\.index))
            #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.key < $1.key || ($0.key == $1.key && $0.index < $1.index) })
        }
    }
}

import Testing

@testable import SpotsFormat

/// What a site keeps for every screen is held in storage of its own size (`Array.compacted`).
@Suite struct ArrayCompactedTests {
    @Test func anArrayWithRoomToSpareIsCopiedToStorageOfItsOwnSize() {
        // As appending leaves one (how much room depends on the runtime's growth).
        var grown: [Int] = []
        grown.reserveCapacity(1_000)
        grown.append(contentsOf: 0..<513)
        #expect(grown.hasRoomToSpare, "capacity \(grown.capacity)")
        let compacted = grown.compacted()
        #expect(compacted == grown)
        #expect(!compacted.hasRoomToSpare && compacted.capacity - compacted.count <= compacted.count / 8, "capacity \(compacted.capacity)")
    }

    @Test func anArrayWithoutRoomToSpareIsItself() {
        let exact = Array(0..<513)
        let base = { (array: [Int]) in array.withUnsafeBufferPointer { $0.baseAddress } }
        #expect(!exact.hasRoomToSpare)
        #expect(base(exact.compacted()) == base(exact))
        #expect([Int]().compacted().isEmpty)
    }
}

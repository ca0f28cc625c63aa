import Foundation
import Testing

@testable import SpotsFormat

/// The search of an output file's bytes finds what a plain search finds, in slices too.
@Suite struct ByteSearchTests {
    @Test func placesAreThoseAPlainSearchFinds() {
        let seed = SplitMix.testSeed  // SPOTS_TEST_SEED=<seed> replays a round that failed.
        var random = SplitMix(seed: seed)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 97...99, using: &random) }
            let pattern = (0..<Int.random(in: 0...4, using: &random)).map { _ in UInt8.random(in: 97...99, using: &random) }
            let from = Int.random(in: 0...bytes.count, using: &random)
            let slice = bytes[from...]
            let plain = pattern.isEmpty ? nil : slice.indices.first { slice[$0...].starts(with: pattern) }
            #expect(slice.place(of: pattern) == plain.map { $0..<($0 + pattern.count) }, "seed \(seed)")
        }
        #expect(Array("abab ab".utf8)[...].count(of: Array("ab".utf8)) == 3)
        #expect(Array("aaaa".utf8)[...].count(of: Array("aa".utf8)) == 2)
    }
}

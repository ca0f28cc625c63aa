import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The documented rule that pairs components and items of two versions.
@Suite struct ReviewMatchingTests {
    typealias Key = ReviewMatching.Key

    static func titles(_ names: [String], kind: String = "default") -> [Key] {
        names.map { Key(identifier: nil, kind: kind, title: $0) }
    }

    @Test func aReorderedListIsMovesNotRemovalsAndAdditions() {
        let result = ReviewMatching.match(Self.titles(["a", "b", "c", "d", "e"]), Self.titles(["e", "a", "b", "c", "d"]))
        #expect(result.removed.isEmpty && result.added.isEmpty)
        #expect(result.pairs.filter(\.moved).map(\.new) == [0])  // only e moved; a–d kept their order
        let swapped = ReviewMatching.match(Self.titles(["a", "b"]), Self.titles(["b", "a"]))
        #expect(swapped.pairs.count { $0.moved } == 1)
    }

    @Test func identifiersWinOverTitlesAndTitlesOverPositions() {
        let old = [Key(identifier: "x", kind: "person", title: "Ada"), Key(identifier: nil, kind: "person", title: "Grace")]
        let new = [Key(identifier: nil, kind: "person", title: "Grace"), Key(identifier: "x", kind: "person", title: "Ada King")]
        let result = ReviewMatching.match(old, new)
        #expect(result.pairs.map { [$0.old, $0.new] }.sorted { $0[1] < $1[1] } == [[1, 0], [0, 1]])
        // Untitled members of a kind pair by position; other kinds and other identifiers do not.
        let untitled = ReviewMatching.match(
            [Key(kind: "a"), Key(kind: "b"), Key(identifier: "q", kind: "a")],
            [Key(kind: "a"), Key(kind: "c"), Key(identifier: "r", kind: "a")])
        #expect(untitled.pairs.map(\.old) == [0])
        #expect(untitled.removed == [1, 2])
        #expect(untitled.added == [1, 2])
    }

    @Test func theSecondOfTwoSameTitlesPairsWithTheSecond() {
        let result = ReviewMatching.match(Self.titles(["a", "x", "a"]), Self.titles(["a", "a"]))
        #expect(result.pairs.map(\.old) == [0, 2])
        #expect(result.removed == [1])
    }

    @Test func stepsReadTopToBottomWithRemovalsWhereTheyWere() {
        // Left over with a title no one shares, `gone` and `new` would pair by position: kinds keep them apart.
        let old = Self.titles(["a"]) + Self.titles(["gone"], kind: "x") + Self.titles(["b"])
        let result = ReviewMatching.match(old, Self.titles(["a", "b"]) + Self.titles(["new"], kind: "y"))
        let steps = result.steps.map { step -> String in
            switch step {
            case .removed(let index): "-\(index)"
            case .added(let index): "+\(index)"
            case .paired(let pair): "\(pair.old)=\(pair.new)"
            }
        }
        #expect(steps == ["0=0", "-1", "2=1", "+2"])
    }

    @Test func theLongestIncreasingRunIsKept() {
        #expect(ReviewMatching.longestIncreasingRun([3, 0, 1, 2]) == [1, 2, 3])
        #expect(ReviewMatching.longestIncreasingRun([]) == [])
    }
}

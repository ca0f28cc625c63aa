import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// "Did you mean" hints by edit distance.
@Suite("Suggestions")
struct SuggestionsTests {
    private let kinds = ["list", "grid", "carousel"]

    @Test(arguments: [
        ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("", "", 0), ("same", "same", 0),
        ("flaw", "lawn", 2), ("carousell", "carousel", 1), ("itmes", "items", 1), ("span", "spna", 1), ("gird", "grid", 1),
        ("ca", "abc", 3), ("abcd", "badc", 2),
        ("a", "b", 1), ("List", "list", 1), ("é", "e", 1), ("😀", "😃", 1), ("abc", "abcdef", 3),
    ])
    func editDistance(_ lhs: String, _ rhs: String, _ distance: Int) {
        #expect(Suggestions.editDistance(lhs, rhs) == distance)
        #expect(Suggestions.editDistance(rhs, lhs) == distance)
    }

    @Test func closestKind() {
        #expect(Suggestions.closest(to: "carousell", in: kinds) == "carousel")
        #expect(Suggestions.closest(to: "carosel", in: kinds) == "carousel")
        #expect(Suggestions.closest(to: "lst", in: kinds) == "list")
        #expect(Suggestions.closest(to: "grdi", in: kinds) == "grid")
    }

    @Test func didYouMean() {
        #expect(Suggestions.didYouMean("carousell", in: kinds) == "did you mean 'carousel'?")
        #expect(Suggestions.didYouMean("itmes", in: ["items", "kind", "title"]) == "did you mean 'items'?")
    }

    /// The ASCII shortcut picks what lowercasing every candidate picks, on mixed-case, accented and
    /// other scripts' names.
    @Test func theASCIIShortcutChoosesAsLowercasingEveryCandidateDoes() {
        func reference(_ word: String, _ candidates: [String]) -> String? {
            let lowered = Array(word.lowercased().unicodeScalars)
            let limit = max(1, min(3, (lowered.count + 2) / 3))
            var best: (name: String, distance: Int)?
            for candidate in candidates {
                let other = Array(candidate.lowercased().unicodeScalars)
                guard abs(other.count - lowered.count) <= limit else { continue }
                let distance = Suggestions.editDistance(lowered, other)
                if distance < (best?.distance ?? Int.max) || (distance == best?.distance && candidate < (best?.name ?? "")) {
                    best = (candidate, distance)
                }
            }
            return best.flatMap { $0.distance <= limit ? $0.name : nil }
        }
        var random = SplitMix(seed: 3)
        let letters = ["a", "B", "c", "É", "é", "İ", "ß", "Ω", "-", "1", "Z"]
        func word() -> String { (0..<Int(random.next() % 7)).map { _ in letters[Int(random.next() % UInt64(letters.count))] }.joined() }
        for _ in 0..<2000 {
            let candidates = (0..<Int(random.next() % 6)).map { _ in word() }
            let target = word()
            #expect(Suggestions.closest(to: target, in: candidates) == reference(target, candidates), "\(target) in \(candidates)")
        }
    }

    @Test func matchingIgnoresCaseButSuggestsTheCandidateAsWritten() {
        #expect(Suggestions.closest(to: "CAROUSEL", in: kinds) == "carousel")
        #expect(Suggestions.closest(to: "itemsPerRow", in: ["items-per-row", "ItemsPerRow"]) == "ItemsPerRow")
    }

    @Test func farOffWordsHaveNoSuggestion() {
        #expect(Suggestions.closest(to: "banana", in: kinds) == nil)
        #expect(Suggestions.closest(to: "xyz", in: kinds) == nil)
        #expect(Suggestions.closest(to: "theme", in: ["components", "title", "description", "data"]) == nil)
        #expect(Suggestions.didYouMean("zzzzzzzz", in: kinds) == nil)
    }

    @Test func shortWordsAllowOnlyOneEdit() {
        // Two letters: a limit of 1, so "gr" is not taken for "grid".
        #expect(Suggestions.closest(to: "gr", in: kinds) == nil)
        #expect(Suggestions.closest(to: "x", in: ["a", "xy"]) == "a")
    }

    @Test func limitGrowsWithLengthUpToThree() {
        // Eight letters: up to 3 edits.
        #expect(Suggestions.closest(to: "carxxsel", in: kinds) == "carousel")
        #expect(Suggestions.closest(to: "cxxxusel", in: kinds) == "carousel")
        #expect(Suggestions.closest(to: "cxxxxsel", in: kinds) == nil)
        // Four letters: up to 2 edits.
        #expect(Suggestions.closest(to: "gxxd", in: kinds) == "grid")
        #expect(Suggestions.closest(to: "gxxx", in: kinds) == nil)
    }

    @Test func tiesGoToTheAlphabeticallyFirstCandidate() {
        #expect(Suggestions.closest(to: "bat", in: ["hat", "cat"]) == "cat")
        #expect(Suggestions.closest(to: "bat", in: ["cat", "hat"]) == "cat")
    }

    @Test func noCandidates() {
        #expect(Suggestions.closest(to: "list", in: [String]()) == nil)
        #expect(Suggestions.didYouMean("list", in: [String]()) == nil)
    }

    @Test func exactMatchIsItsOwnSuggestion() {
        #expect(Suggestions.closest(to: "grid", in: kinds) == "grid")
    }
}

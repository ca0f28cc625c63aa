import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The line and word diffs a review prints: shortest, reversible, and as `diff -u` and `patch` read them.
@Suite struct TextDiffTests {
    /// Applies an edit script to `old`: it must give `new`.
    static func apply<T>(_ script: [TextDiff.Edit], old: [T], new: [T]) -> [T] {
        script.compactMap { edit in
            switch edit {
            case .same(let a, _): old[a]
            case .removed: nil
            case .added(let b): new[b]
            }
        }
    }

    @Test func scriptsTurnTheOldSequenceIntoTheNew() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in Int.random(in: 0...5, using: &generator) }
            let new = (0..<Int.random(in: 0...30, using: &generator)).map { _ in Int.random(in: 0...5, using: &generator) }
            let script = TextDiff.edits(old, new)
            #expect(Self.apply(script, old: old, new: new) == new, "\(old) → \(new)")
            // Every old element is kept or removed, once, in order.
            let olds = script.compactMap { edit -> Int? in
                switch edit {
                case .same(let a, _), .removed(let a): a
                case .added: nil
                }
            }
            #expect(olds == Array(old.indices))
        }
    }

    @Test func theScriptIsTheShortest() {
        // The longest common subsequence of ABCABBA and CBABAC has 4 elements (Myers' example).
        let script = TextDiff.edits(Array("ABCABBA"), Array("CBABAC"))
        #expect(script.count { if case .same = $0 { true } else { false } } == 4)
        #expect(TextDiff.similarity(Array("abc"), Array("abc")) == 1)
        #expect(TextDiff.similarity(Array("abc"), Array("xyz")) == 0)
    }

    @Test func unifiedDiffsHaveTheHunksOfDiffAndPatchApplies() throws {
        let old = (1...40).map { "line \($0)" }
        var new = old
        new[4] = "line five"
        new.insert("new line", at: 11)  // 6 lines after the first change: its context touches the first's
        new.remove(at: 30)  // far away: a second hunk
        let oldText = old.joined(separator: "\n") + "\n"
        let newText = new.joined(separator: "\n") + "\n"
        let diff = UnifiedDiff.make(path: "index.html", old: oldText, new: newText)
        #expect(UnifiedDiff.make(path: "x", old: oldText, new: oldText) == "")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spots-site-patch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("b"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(oldText.utf8).write(to: folder.appendingPathComponent("a/index.html"))
        try Data(newText.utf8).write(to: folder.appendingPathComponent("b/index.html"))
        // The same hunks as diff(1): three lines of context, joined when they would touch.
        let reference = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["diff", "-u", "a/index.html", "b/index.html"], in: folder)
        let headers = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("@@") } }
        #expect(headers(diff) == headers(reference.output))
        #expect(headers(diff).count == 2)
        // patch(1) turns the old file into the new one with it.
        try Data(diff.utf8).write(to: folder.appendingPathComponent("change.diff"))
        let run = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["patch", "a/index.html", "-i", "change.diff"], in: folder)
        #expect(run.status == 0, "\(run.output) \(run.errors)")
        #expect(try String(contentsOf: folder.appendingPathComponent("a/index.html"), encoding: .utf8) == newText)
    }

    @Test func aNewOrEmptiedFileHasARangeOfNoLines() {
        #expect(UnifiedDiff.make(path: "f", old: "", new: "a\nb\n") == "--- a/f\n+++ b/f\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        #expect(UnifiedDiff.make(path: "f", old: "a\n", new: "") == "--- a/f\n+++ b/f\n@@ -1 +0,0 @@\n-a\n")
    }

    @Test func wordsAreComparedWithTheSpacesBetweenThem() {
        let pieces = WordDiff.pieces("Writes the *first* programs", "Writes the *very first* programs")
        #expect(WordDiff.plain(pieces) == "Writes the [-*first*-]{+*very first*+} programs")
        #expect(pieces.map(\.text).filter { _ in true }.count == 4)
        #expect(WordDiff.words(of: "a  b\nc") == ["a", "  ", "b", "\n", "c"])
        #expect(WordDiff.plain(WordDiff.pieces("same", "same")) == "same")
    }

    @Test func aRunOfChangedWordsIsOneDeletionAndOneInsertion() {
        let pieces = WordDiff.pieces("Build server and CI", "Build server, CI and *release* tooling")
        #expect(WordDiff.plain(pieces) == "Build [-server and CI-]{+server, CI and *release* tooling+}")
        #expect(pieces.map(\.kind) == [.same, .removed, .added])
        // Two changes apart by more than a word stay apart; one only added or removed has one piece.
        #expect(WordDiff.plain(WordDiff.pieces("a b c d e", "x b c y e")) == "[-a-]{+x+} b c [-d-]{+y+} e")
        #expect(WordDiff.plain(WordDiff.pieces("one two", "one two three")) == "one two{+ three+}")
        #expect(WordDiff.plain(WordDiff.pieces("", "new")) == "{+new+}")
        // Joining both sides gives each text back.
        for (old, new) in [("a b c d", "x b y d"), ("The quick brown fox", "A quick red fox jumps")] {
            let pieces = WordDiff.pieces(old, new)
            #expect(pieces.filter { $0.kind != .added }.map(\.text).joined() == old)
            #expect(pieces.filter { $0.kind != .removed }.map(\.text).joined() == new)
        }
    }

    @Test func markdownIsComparedAsItsPageShowsIt() {
        let pieces = WordDiff.renderedPieces(
            "Build server and CI", "Build server, CI and *release* tooling",
            source: WordDiff.pieces("Build server and CI", "Build server, CI and *release* tooling"))
        #expect(WordDiff.plain(pieces) == "Build [-server and CI-]{+server, CI and release tooling+}")
        #expect(MarkdownRenderer.plainText(from: "# Hi\n\nA [link](x) and `code`,\nsoft") == "Hi\nA link and code, soft")
        // Markup alone changed: the text would show nothing, the source shows what.
        #expect(
            WordDiff.plain(
                WordDiff.renderedPieces("the *first* one", "the **first** one", source: WordDiff.pieces("the *first* one", "the **first** one")))
                == "the [-*first*-]{+**first**+} one")
    }

    @Test func aWhollyRewrittenTextBeyondTheLimitIsReplacedWhole() {
        let old = (0..<3_000).map { "old \($0)" }
        let new = (0..<3_000).map { "new \($0)" }
        let script = TextDiff.edits(old, new)
        #expect(Self.apply(script, old: old, new: new) == new)
        #expect(script.count == 6_000)
    }
}

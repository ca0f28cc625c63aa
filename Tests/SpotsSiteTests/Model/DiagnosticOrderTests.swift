import Foundation
import Testing

@testable import SpotsFormat

/// A build's many diagnostics are sorted and counted on all cores: the result is the one a
/// stable sort and a count in order give.
@Suite struct DiagnosticOrderTests {
    /// `count` diagnostics over few files, lines, severities and messages, so that many compare
    /// equal, each with its index as its hint, so that their order shows.
    static func diagnostics(_ count: Int, seed: UInt64) -> [Diagnostic] {
        var random = SplitMix(seed: seed)
        return (0..<count).map { index in
            let severity: Diagnostic.Severity = [.note, .warning, .error][Int(random.next() % 3)]
            let file = "Content/screens/\(random.next() % 7).json"
            let location = random.next() % 5 == 0 ? nil : SourceLocation(line: Int(random.next() % 9) + 1, column: Int(random.next() % 3) + 1)
            let message = "the action '\(random.next() % 4)' leads to /x/\(random.next() % 3)/, which has no screen"
            return Diagnostic(severity, rule: .danglingAction, file: file, location: location, message: message, hint: "\(index)")
        }
    }

    /// The order a stable sort gives: report order, then the order they came in.
    static func stablySorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { left, right in
            if Diagnostic.reportOrder(left.element, right.element) { return true }
            if Diagnostic.reportOrder(right.element, left.element) { return false }
            return left.offset < right.offset
        }.map(\.element)
    }

    @Test(arguments: [0, 1, 2, 100, [Diagnostic].halvesFrom - 1, [Diagnostic].halvesFrom, [Diagnostic].halvesFrom + 1_001])
    func aListIsSortedAsAStableSortSortsIt(count: Int) {
        let diagnostics = Self.diagnostics(count, seed: UInt64(count) + 7)
        let sorted = diagnostics.sortedForReport()
        let expected = Self.stablySorted(diagnostics)
        #expect(sorted.count == expected.count)
        // The first place where they part, if any (not the whole lists, which are long).
        let parting = zip(sorted, expected).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(parting == nil, "first different at \(parting?.offset ?? -1): \(parting?.element.0.description ?? "")")
        var inPlace = diagnostics
        inPlace.sortForReport()
        #expect(inPlace == sorted)
    }

    @Test func theTextFormatShowsTheFirstOfEachShapeAndCountsTheRestOnAllCores() {
        let diagnostics = Self.stablySorted(Self.diagnostics(12_000, seed: 3))
        let text = DiagnosticFormat.text.format(diagnostics, limited: true)
        // What a count in order shows: the first `shownPerShape` of each severity and shape, then
        // a line for each shape with more, in the order their first hidden one came.
        var counts: [String: Int] = [:]
        var expected = ""
        var hidden: [String] = []
        for diagnostic in diagnostics {
            let shape = "\(diagnostic.severity.rawValue): " + DiagnosticFormat.shape(of: diagnostic.message)
            counts[shape, default: 0] += 1
            if counts[shape] ?? 0 <= DiagnosticFormat.shownPerShape {
                expected += diagnostic.description + "\n"
            } else if counts[shape] == DiagnosticFormat.shownPerShape + 1 {
                hidden.append(shape)
            }
        }
        for shape in hidden {
            let more = (counts[shape] ?? 0) - DiagnosticFormat.shownPerShape
            expected += "… and \(DiagnosticFormat.grouped(more)) more like these: \(shape); --format json lists them all, as does --all-diagnostics\n"
        }
        #expect(hidden.count == 3)
        #expect(text == expected)
    }

    /// Shapes found in runs on all cores, looked up by their bytes, are those `shape(of:)` gives
    /// one message at a time: over the runs' borders, for messages that are not ASCII, and for
    /// messages that open with a path or a number (where the severity before them must not count).
    @Test func eachDiagnosticsShapeIsTheShapeOfItsMessage() {
        var random = SplitMix(seed: 11)
        let messages = [
            "the action 'x:1' leads to /x/1/, which has no screen", "/a/b is missing", "12 items", "le café '1' est /a/b",
            "this record's page /a/ needs a folder a/", "no template for item kind 'ünï'", "3 of 4 'x' and \"y\"",
        ]
        let diagnostics = (0..<5_000).map { index in
            let severity: Diagnostic.Severity = [.note, .warning, .error][Int(random.next() % 3)]
            let message = messages[Int(random.next() % UInt64(messages.count))].replacingOccurrences(of: "1", with: "\(index)")
            return Diagnostic(severity, rule: .danglingAction, file: "a.json", message: message)
        }
        let shapes = DiagnosticShapes(diagnostics)
        #expect(shapes.ids.count == diagnostics.count)
        for (diagnostic, id) in zip(diagnostics, shapes.ids) {
            #expect(shapes.texts[id] == "\(diagnostic.severity.rawValue): " + DiagnosticFormat.shape(of: diagnostic.message))
        }
        #expect(Set(shapes.texts).count == shapes.texts.count)
        #expect(shapes.texts.count == 3 * messages.count)
        #expect(DiagnosticFormat.shape(of: "/a/b is missing") == "/… is missing")
        #expect(DiagnosticFormat.shape(of: "12 items") == "# items")
    }

    /// Text that strings take for one (here "é" as one scalar and as "e" and an accent) is one
    /// shape, as it was when shapes were strings: 25 such warnings print 20 and count 5.
    @Test func textInTwoFormsOfOneStringIsOneShape() {
        let composed = "the screen café has no title"
        let decomposed = "the screen cafe\u{301} has no title"
        #expect(Array(composed.utf8) != Array(decomposed.utf8))
        let diagnostics = (0..<25).map { Diagnostic(.warning, rule: .danglingAction, file: "a.json", message: $0 % 2 == 0 ? composed : decomposed) }
        let shapes = DiagnosticShapes(diagnostics)
        #expect(shapes.texts == ["warning: " + composed])
        let text = DiagnosticFormat.text.format(diagnostics, limited: true)
        #expect(text.hasSuffix("… and 5 more like these: warning: \(composed); --format json lists them all, as does --all-diagnostics\n"))
        // A quoted value that is not ASCII leaves the shape of one that is.
        let kinds = ["no template for item kind 'ünï'", "no template for item kind 'x'", "no template for item kind 'cafe\u{301}'"]
        #expect(
            DiagnosticShapes(kinds.map { Diagnostic(.note, rule: .danglingAction, file: "a.json", message: $0) }).texts == [
                "note: no template for item kind '…'"
            ])
    }

    /// A diagnostic's fields are in a box its copies share: changing a copy leaves the others.
    @Test func aCopyChangedLeavesTheDiagnosticItWasCopiedFrom() {
        let original = Diagnostic(
            .warning, rule: .danglingAction, file: "a.json", location: SourceLocation(line: 2, column: 3), path: "p", message: "m", hint: "h")
        var copy = original
        #expect(copy == original)
        copy.message = "other"
        copy.severity = .error
        copy.file = "b.json"
        copy.location = nil
        copy.path = nil
        copy.hint = nil
        copy.step = "Read screens"
        #expect(original.description == "a.json:2:3: warning: m (p); h [dangling-action]")
        #expect(original.step == nil)
        #expect(copy.description == "b.json: error: other [dangling-action]")
        #expect(copy != original)
        var tagged = original
        tagged.step = "Read screens"
        #expect(tagged != original)
        #expect(Set([original, tagged, original]).count == 2)
    }

    @Test func twoThingsRunSideBySideEachWithItsOwnParallelMap() {
        let numbers = Array(0..<5_000)
        let (squares, sums) = concurrently(
            { numbers.parallelMap(chunk: 64) { $0 * $0 } },
            { numbers.parallelMap { $0 + 1 } })
        #expect(squares == numbers.map { $0 * $0 })
        #expect(sums == numbers.map { $0 + 1 })
        #expect(numbers.parallelMap(chunk: 10_000) { -$0 } == numbers.map { -$0 })
    }
}

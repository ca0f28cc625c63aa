import Foundation
import SpotsSiteTestSupport
import Synchronization
import Testing

@testable import SpotsBuild
@testable import SpotsFormat

/// A diagnostic made of a wording says what it says only when it is read: gathered, copied and
/// sorted, it has not been worded; read, it says what a diagnostic of the same words says.
@Suite struct DiagnosticWordingTests {
    /// A wording that counts how often it is asked for its words.
    final class Counting: DiagnosticWording {
        let reads = Mutex(0)
        let name: String
        init(_ name: String) { self.name = name }
        var message: String {
            reads.withLock { $0 += 1 }
            return "the kind '\(name)' has no template"
        }
        var hint: String? {
            reads.withLock { $0 += 1 }
            return "add Templates/items/\(name).mustache"
        }
    }

    @Test func aWordedDiagnosticIsWordedOnlyWhenRead() {
        let wordings = ["b", "a"].map(Counting.init)
        var diagnostics = wordings.enumerated().map { index, wording in
            Diagnostic(
                .note, rule: .danglingAction, file: "Content/screens/x.json", location: SourceLocation(line: index + 1, column: 1),
                path: "components[0]", wording: wording)
        }
        let copies = diagnostics
        diagnostics.sortForReport()  // on their places: no two share one
        #expect(copies.count == 2)
        #expect(wordings.allSatisfy { $0.reads.withLock { $0 } == 0 })

        let written = Diagnostic(
            .note, rule: .danglingAction, file: "Content/screens/x.json", location: SourceLocation(line: 1, column: 1), path: "components[0]",
            message: "the kind 'b' has no template", hint: "add Templates/items/b.mustache")
        #expect(diagnostics[0] == written)
        #expect(diagnostics[0].description == written.description)
        #expect(wordings[0].reads.withLock { $0 } > 0)
        // Changed, it keeps its words.
        var changed = diagnostics[0]
        changed.message += " [strict]"
        #expect(changed.message == "the kind 'b' has no template [strict]")
        #expect(changed.hint == "add Templates/items/b.mustache")
    }

    @Test func danglingActionsAreWordedAsTheyAlwaysWere() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": #"{ "components": [ { "items": [ { "title": "A", "kind": "card", "action": "profile:7" } ] } ] }"#,
            "Content/screens/profile/1.json": #"{ "components": [] }"#,
        ])
        defer { project.remove() }
        let site = project.build()
        let texts = site.diagnostics.map { "\($0.severity): \($0.message) (\($0.path ?? "")); \($0.hint ?? "")" }
        #expect(
            texts.contains(
                "warning: the action 'profile:7' leads to /profile/7/, which has no screen; the item is shown without a link (components[0].items[0].action); did you mean '/profile/1/'?"
            ), "\(texts)")
        #expect(
            texts.contains(
                "note: no template for item kind 'card'; the default item template is used for its items on this screen (components[0].items[0].kind); add Templates/items/card.mustache to render it your way"
            ), "\(texts)")
    }
}

import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsFormat

/// The key tables of docs/format.md are made from the table of keys; `SPOTS_RECORD=1` rewrites them.
@Suite struct FormatReferenceTests {
    static let file = TestPaths.repository.appendingPathComponent("docs/format.md")

    @Test func theFormatReferenceIsUpToDate() throws {
        let text = try String(contentsOf: Self.file, encoding: .utf8)
        let updated = FormatReference.updating(text)
        guard updated != text else { return }
        if ProcessInfo.processInfo.environment["SPOTS_RECORD"] == "1" {
            try Data(updated.utf8).write(to: Self.file, options: .atomic)
            Issue.record("Rewrote the key tables of docs/format.md; run again without SPOTS_RECORD")
        } else {
            Issue.record("The key tables of docs/format.md are out of date: run the tests with SPOTS_RECORD=1 to rewrite them")
        }
    }

    @Test func theReferenceHasATableForEachObjectItDescribes() throws {
        let text = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(FormatReference.objects(in: text) == [.screen, .component, .layout, .interaction, .slots, .item, .site, .diagnostics, .ignoreEntry])
    }

    /// Only what stands between the markers changes.
    @Test func updatingKeepsTheTextAroundTheTables() {
        let text = "Before.\n\n<!-- keys:inset -->\nold\n<!-- /keys -->\n\nAfter.\n"
        let updated = FormatReference.updating(text)
        #expect(
            updated == """
                Before.

                <!-- keys:inset -->
                | key | type | default | meaning |
                |---|---|---|---|
                | `top` | number | `0` | padding above the items, in CSS pixels |
                | `left` | number | `0` | padding at the items' left, in CSS pixels |
                | `bottom` | number | `0` | padding below the items, in CSS pixels |
                | `right` | number | `0` | padding at the items' right, in CSS pixels |
                <!-- /keys -->

                After.

                """)
        #expect(FormatReference.updating(updated) == updated)
    }

    /// Keys said alike share a row; a CSS variable is named after the meaning.
    @Test func keysSaidAlikeShareARow() {
        let components = FormatReference.table(of: .component)
        #expect(components.contains("| `size`, `index` | any | | accepted, ignored (runtime-only in Spots) | Spots 0.x (2015) |"))
        #expect(components.contains("| `amountOfItemsToCache`, `model` | any | | accepted, ignored (runtime-only in Spots) | |"))
        #expect(FormatReference.table(of: .layout).contains("| `span` | number | | grid columns, carousel items across (`--span`) | Spots 6 |"))
    }
}

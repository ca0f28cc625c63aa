import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The labelled values a default template shows: their text made one line, and which look like images.
@Suite struct DetailValueTests {
    @Test func whiteSpaceBecomesSingleSpaces() {
        #expect(Details.entry("a", "one two").value == "one two")
        #expect(Details.entry("a", "  one\n\ttwo  ").value == "one two")
        #expect(Details.entry("a", "one\u{00A0}\u{00A0}two").value == "one two")
        #expect(Details.entry("a", "").value == "")
        #expect(Details.entry("a", " ").value == "")
    }

    @Test func longValuesAreShortenedByCharacters() {
        let long = String(repeating: "é", count: 130)
        let entry = Details.entry("a", long)
        #expect(entry.value == String(repeating: "é", count: 119) + "…")
        #expect(entry.full == long)
        // 120 characters of two bytes each are not shortened.
        #expect(Details.entry("a", String(repeating: "é", count: 120)).full == nil)
    }

    @Test func imagesAreKnownByTheirExtensionWhateverItsCase() {
        #expect(Details.looksLikeImage("avatar.PNG"))
        #expect(Details.looksLikeImage("https://example.com/a.jpeg?size=2"))
        #expect(Details.looksLikeImage("x.Svg"))
        #expect(!Details.looksLikeImage("png"))
        #expect(!Details.looksLikeImage("a.png.txt"))
        #expect(!Details.looksLikeImage("a\u{0E}png"))
        #expect(!Details.looksLikeImage("photo?x.png"))
    }
}

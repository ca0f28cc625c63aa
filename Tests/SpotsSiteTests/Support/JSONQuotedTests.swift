import Foundation
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

@Suite struct JSONQuotedTests {
    @Test(arguments: ["plain", "", "Zoë “quotes”", "a\"b\\c", "line\nbreak\ttab\u{1}", "</script><!-- & -->", "\u{2028}\u{2029}", "日本 — ok"])
    func quotedTextReadsBackAsItselfAndCannotCloseAScript(text: String) throws {
        let quoted = text.jsonQuoted
        let decoded = try JSONDecoder().decode(String.self, from: Data(quoted.utf8))
        #expect(decoded == text)
        #expect(!quoted.contains("<") && !quoted.contains(">") && !quoted.contains("&"))
        #expect(!quoted.contains("\u{2028}") && !quoted.contains("\n"))
    }

    @Test func jsonShownAsTextKeepsItsMarkupCharacters() {
        #expect("a <b> & \u{2028}\n".jsonQuoted(forScript: false) == "\"a <b> & \u{2028}\\n\"")
        #expect("\u{1}".jsonQuoted(forScript: false) == #""\u0001""#)
    }
}

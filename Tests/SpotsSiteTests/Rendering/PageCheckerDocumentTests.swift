import Testing

@testable import SpotsBuild
@testable import SpotsFormat
@testable import SpotsRender

/// Whether a template's output is a whole page or a fragment of one is read from the output, not
/// from the template's name: a feature's page is checked as a page.
@Suite struct PageCheckerDocumentTests {
    @Test func aDoctypeMakesADocumentWhateverTheTemplate() {
        #expect(PageChecker.isDocument("<!DOCTYPE html>\n<html></html>"))
        #expect(PageChecker.isDocument("\n  <!doctype html><html></html>"))
        #expect(!PageChecker.isDocument("<li>one</li>"))
        #expect(!PageChecker.isDocument("<!-- <!DOCTYPE html> -->"))
        #expect(!PageChecker.isDocument(""))
    }

}

import Foundation
import FuzzSupport

@testable import SpotsBuild
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

@main enum Main {
    static func main() { exit(runFuzzer(fuzzMarkdown)) }
}

/// The markdown renderer (cmark in safe mode, headings shifted, links rewritten): no raw HTML and
/// no script link survives, whatever the input.
func fuzzMarkdown(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let level = size > 0 ? Int(data[0] % 6) + 1 : 1
    let rendered = MarkdownRenderer.render(text, headingLevel: level) { _, url in url }
    let lowered = rendered.html.lowercased()
    if lowered.contains("<script") || lowered.contains("href=\"javascript:") || lowered.contains("src=\"javascript:") {
        fatalError("unsafe markup from markdown: \(rendered.html)")
    }
    return 0
}

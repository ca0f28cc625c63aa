import Foundation
import SpotsBuild
import SpotsFormat
import SpotsRender

/// Screenshots of one screen's page at one width: before, after, and the changed pixels.
struct ReviewShot: Sendable, Equatable {
    /// An image: where the report keeps it, and where it is until then.
    package struct Image: Sendable, Equatable {
        package var path: String
        package var url: URL
    }

    /// The window's width in CSS pixels.
    package var width: Int
    package var before: Image?
    package var after: Image?
    package var diff: Image?
    /// The share of pixels that changed, from 0 to 1; nil for a page on one side only.
    package var ratio: Double?

    /// The widths screenshots are taken at: a phone and a desktop.
    static let widths = [390, 1280]
    /// The window's height: the first screens of a page, where most reviews look.
    package static let height = 1600

    /// "1.2%" (at least "<0.1%" when anything changed).
    var ratioText: String {
        guard let ratio else { return "one side only" }
        if ratio == 0 { return "0%" }
        if ratio < 0.001 { return "<0.1%" }
        return String(format: "%.1f%%", ratio * 100)
    }

    /// "1.2% at 390 px, 0.4% at 1280 px" for a screen's shots.
    package static func summary(_ shots: [ReviewShot]) -> String {
        shots.map { "\($0.ratioText) at \($0.width) px" }.joined(separator: ", ")
    }

    /// What the screen page's template shows, with images relative to the page at `page`.
    package func fields(from page: String) -> TemplateValue {
        let up = String(repeating: "../", count: page.split(separator: "/").count - 1)
        var fields: [String: TemplateValue] = ["width": .number(width), "ratio": .text(ratioText), "pixelWidth": .number(width)]
        for (name, image) in [("before", before), ("after", after), ("diff", diff)] {
            if let image { fields[name] = .object(TemplateFields(fields: ["src": .text(up + image.path)])) }
        }
        return .object(TemplateFields(fields: fields))
    }
}

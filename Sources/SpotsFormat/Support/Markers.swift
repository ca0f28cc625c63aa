/// The contract behind the renderer's markers, written down in one place.
///
/// Rendering puts placeholders into template output and replaces them afterwards: a child's HTML
/// in its parent's template (`Fragments`). A placeholder must never be forged by content, so each is made of
/// Unicode noncharacters, which no text a page shows needs:
///
/// - every string read from content (screens, data files, `site.json`) passes through
///   `SafeText.sanitized`, which replaces the whole block U+FDD0–U+FDEF (`reservedRange`) with
///   U+FFFD, and warns;
/// - templates are the project's own code: a template that writes these characters itself breaks
///   its own pages, and nothing else.
///
/// | marker | open | close | written as | used by |
/// |---|---|---|---|---|
/// | fragment | U+FDD0 | U+FDD1 | open, number, close | `Fragments` |
package enum Markers {
    /// The noncharacters content can never carry.
    static let reservedRange: ClosedRange<UInt32> = 0xFDD0...0xFDEF

    /// U+FDD0 and U+FDD1 in UTF-8: a child fragment's number stands between them.
    package static let fragmentOpen: [UInt8] = [0xEF, 0xB7, 0x90]
    package static let fragmentClose: [UInt8] = [0xEF, 0xB7, 0x91]

    /// The marker of fragment `index`.
    package static func fragment(_ index: Int) -> String {
        String(decoding: fragmentOpen, as: UTF8.self) + String(index) + String(decoding: fragmentClose, as: UTF8.self)
    }
}

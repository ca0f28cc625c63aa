import SpotsFormat
import SpotsRender

/// The file `spots-site new screen` writes: a title made from the name, and one component of the
/// kind asked for, with three items whose subtitles show what markdown does there. It builds with
/// no warning and no note (a test builds each kind).
public enum NewScreenText {
    /// The component kinds a new screen may start with.
    public enum Kind: String, Sendable, CaseIterable {
        case list, grid, carousel
    }

    /// The screen's JSON text for `name`, with one component of `kind`.
    public static func text(for name: ScreenName, kind: Kind) -> String {
        let items = examples(file: name.file).map { title, subtitle in
            "        { \"title\": \(JSONText.quoted(title)), \"subtitle\": \(JSONText.quoted(subtitle)) }"
        }
        let layout = kind == .grid ? "\n      \"layout\": { \"span\": 3 }," : ""
        return """
            {
              "title": \(JSONText.quoted(name.title)),
              "description": \(JSONText.quoted("A new screen: edit \(name.file) to make it yours.")),
              "components": [
                {
                  "kind": "\(kind.rawValue)",
                  "identifier": "examples",
                  "header": { "title": \(JSONText.quoted(header(kind))) },\(layout)
                  "items": [
            \(items.joined(separator: ",\n"))
                  ]
                }
              ]
            }

            """
    }

    /// The header of the component: what it is.
    private static func header(_ kind: Kind) -> String {
        switch kind {
        case .list: "A list"
        case .grid: "A grid"
        case .carousel: "A carousel"
        }
    }

    /// Three items, each subtitle a lesson in what it can hold.
    private static func examples(file: String) -> [(title: String, subtitle: String)] {
        [
            ("Markdown in subtitles", "Subtitles are **markdown**: *emphasis*, `code` and [links](https://github.com/hyperoslo/Spots)."),
            ("Links between screens", "Give an item `\"action\": \"team\"` and it links to the screen `team`."),
            ("Edit me", "This is `\(file)`; with `spots-site serve` the page follows as you save."),
        ]
    }
}

import SpotsRender

/// Where a fault shows, in words, after the context it is worst in: "" when only there, else
/// "; it shows in every context", "; it shows at every width in pseudo text, in dark", or the
/// contexts one text mode at a time. Schemes, directions, widths and text modes it shows in all
/// of (of those chosen) go unsaid.
enum AuditContextWords {
    /// `contexts` (all a fault shows in) in words, of the `chosen`.
    static func spread(_ contexts: [AuditContext], chosen: [AuditContext]) -> String {
        let shown = Set(contexts)
        guard shown.count > 1 else { return "" }
        let texts = Set(shown.map(\.text))
        let widths = Set(shown.map(\.width))
        let looks = Set(shown.map(Look.init))
        // A whole product of text modes, widths and looks says itself in three parts.
        if shown.count == texts.count * widths.count * looks.count {
            let parts = [
                words(widths: widths, chosen: Set(chosen.map(\.width))), words(texts: texts, chosen: Set(chosen.map(\.text))),
                words(looks, chosen: chosen),
            ].filter { !$0.isEmpty }
            guard !parts.isEmpty else { return "; it shows in every context" }
            // "at every width" leads unless a width is named.
            return "; it shows " + (widths == Set(chosen.map(\.width)) ? ["at every width"] + parts : parts).joined(separator: ", ")
        }
        // Else each text mode's widths and looks: together when every width has the same looks,
        // else width by width.
        var lines: [String] = []
        for text in texts.sorted() {
            let ofText = shown.filter { $0.text == text }
            let widths = Set(ofText.map(\.width)).sorted()
            let looks = Set(ofText.map(Look.init))
            if ofText.count == widths.count * looks.count {
                let looksWords = words(looks, chosen: chosen)
                lines.append("at \(list(widths.map(String.init))) px in \(text.phrase)" + (looksWords.isEmpty ? "" : ", \(looksWords)"))
                continue
            }
            for width in widths {
                let looksWords = words(Set(ofText.filter { $0.width == width }.map(Look.init)), chosen: chosen)
                lines.append("at \(width) px in \(text.phrase)" + (looksWords.isEmpty ? "" : ", \(looksWords)"))
            }
        }
        return "; it shows " + lines.joined(separator: "; ")
    }

    /// A scheme and direction.
    private struct Look: Hashable {
        var scheme: AuditContext.Scheme
        var direction: AuditContext.Direction

        init(_ context: AuditContext) {
            scheme = context.scheme
            direction = context.direction
        }
    }

    private static func words(widths: Set<Int>, chosen: Set<Int>) -> String {
        widths == chosen ? "" : "at \(list(widths.sorted().map(String.init))) px"
    }

    private static func words(texts: Set<TextMode>, chosen: Set<TextMode>) -> String {
        texts == chosen ? "" : "in " + list(texts.sorted().map { $0.rawValue }) + " text"
    }

    /// "in dark", "right to left", "in dark, right to left", "in dark as written and in light right
    /// to left"; "" for every look chosen.
    private static func words(_ looks: Set<Look>, chosen: [AuditContext]) -> String {
        let schemes = Set(looks.map(\.scheme))
        let directions = Set(looks.map(\.direction))
        if looks.count == schemes.count * directions.count {
            var parts: [String] = []
            if schemes != Set(chosen.map(\.scheme)) { parts.append("in " + list(schemes.sorted().map(\.phrase))) }
            if directions != Set(chosen.map(\.direction)) { parts.append(list(directions.sorted().map(\.phrase))) }
            return parts.joined(separator: ", ")
        }
        let each = looks.sorted { ($0.scheme, $0.direction) < ($1.scheme, $1.direction) }.map { "in \($0.scheme.phrase) \($0.direction.phrase)" }
        return list(each)
    }

    /// "a", "a and b", "a, b and c".
    private static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }
}

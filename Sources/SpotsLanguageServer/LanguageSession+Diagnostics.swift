import Foundation
import SpotsBuild
import SpotsFormat

extension LanguageSession {
    /// Where a rule's docs are: the guide's table of rules.
    static let rulesLink = "https://github.com/your-org/spots-site/blob/main/docs/diagnostics.md#the-rules"

    /// A build's diagnostic as the protocol has it: underlined at its token (exact where the
    /// document is open), its rule as the code with a link to the rules, its hint in its message,
    /// the places it points to as related information, and what its quick fixes need.
    func lspDiagnostic(_ diagnostic: Diagnostic, text: DocumentText?) -> LSP.Diagnostic {
        let range: LSP.Range
        if let text {
            range = text.underline(at: diagnostic.location)
        } else {
            let place = LSP.Position(line: max((diagnostic.location?.line ?? 1) - 1, 0), character: max((diagnostic.location?.column ?? 1) - 1, 0))
            range = LSP.Range(start: place, end: place)
        }
        var message = diagnostic.message
        if let hint = diagnostic.hint { message += "; " + hint }
        let related = relatedPlaces(of: diagnostic, text: text)
        return LSP.Diagnostic(
            range: range, severity: diagnostic.severity == .error ? 1 : diagnostic.severity == .warning ? 2 : 3, code: diagnostic.rule.rawValue,
            codeDescription: LSP.CodeDescription(href: Self.rulesLink), source: "spots-site", message: message,
            relatedInformation: related.isEmpty ? nil : related,
            data: LSP.FixData(
                replacement: diagnostic.hint.flatMap(Self.meant(in:)), rule: diagnostic.rule.rawValue, ignorable: diagnostic.severity != .error))
    }

    /// The word a "did you mean 'x'?" hint names.
    static func meant(in hint: String) -> String? {
        guard let start = hint.range(of: "did you mean '") else { return nil }
        let rest = hint[start.upperBound...]
        guard let end = rest.range(of: "'?") else { return nil }
        let word = String(rest[..<end.lowerBound])
        return word.isEmpty || word.contains("'") ? nil : word
    }

    /// The places a diagnostic points to: the screen its "did you mean" names, and for a kind, its
    /// template and its entry in `catalog.json`.
    private func relatedPlaces(of diagnostic: Diagnostic, text: DocumentText?) -> [LSP.RelatedInformation] {
        var places: [LSP.RelatedInformation] = []
        if diagnostic.rule == .danglingAction, let meant = diagnostic.hint.flatMap(Self.meant(in:)), let target = screenFile(forAction: meant) {
            places.append(.init(location: fileStart(target.fileURL.path), message: "the screen it most likely means"))
        }
        if let path = diagnostic.path, path.hasSuffix("kind"), let text, let location = diagnostic.location {
            let token = text.token(at: text.offset(of: location))
            let kind = JSONCursor.content(text.bytes, Self.inner(token, in: text.bytes))
            // The object the kind is of: `…items[2]`, `…header` and `…footer` are items.
            let owner = path.split(separator: ".").dropLast().last ?? ""
            let family: CatalogConfig.Family = owner.hasPrefix("items[") || owner == "header" || owner == "footer" ? .items : .components
            places += kindPlaces(kind, family: family).map { .init(location: $0.location, message: $0.what) }
        }
        return places
    }
}

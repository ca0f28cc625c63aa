import SpotsFormat
import SpotsRender

/// Where a variant's problems are reported. A variant is its screen with a patch laid over it, so a
/// problem outside what its patch sets is written in its screen's file: it is reported there, once,
/// with "(in its variant …)", and not at all when the screen reports the same itself.
enum VariantDiagnostics {
    /// The problems of every screen (in route order), each variant's moved to its screen's file
    /// where its patch did not write the value.
    package static func attribute(_ screens: [(screen: Screen?, diagnostics: [Diagnostic])], content: LoadedContent) -> [Diagnostic] {
        attributeEach(screens, content: content).flatMap { $0 }
    }

    /// The same, screen by screen: each screen's problems, a variant's as `attribute` reports them.
    package static func attributeEach(_ screens: [(screen: Screen?, diagnostics: [Diagnostic])], content: LoadedContent) -> [[Diagnostic]] {
        guard screens.contains(where: { $0.screen?.variant != nil }) else { return screens.map(\.diagnostics) }
        var reported = Set<String>()
        for entry in screens where entry.screen?.variant == nil { reported.formUnion(entry.diagnostics.map(\.description)) }
        let files = Dictionary(content.screenFiles.map { ($0.route, $0.diagnosticName) }) { first, _ in first }
        var attributed: [[Diagnostic]] = []
        for entry in screens {
            guard let screen = entry.screen, let variant = screen.variant, let baseFile = files[variant.base] else {
                attributed.append(entry.diagnostics)
                continue
            }
            var own: [Diagnostic] = []
            for var diagnostic in entry.diagnostics {
                if diagnostic.file == screen.file, let path = diagnostic.path, !path.isEmpty, !JSONMergePatch.isUnder(path, variant.patchedPaths) {
                    diagnostic.file = baseFile
                    guard !reported.contains(diagnostic.description) else { continue }
                    diagnostic.message += " (in its variant \(screen.route.path))"
                }
                if reported.insert(diagnostic.description).inserted { own.append(diagnostic) }
            }
            attributed.append(own)
        }
        return attributed
    }
}

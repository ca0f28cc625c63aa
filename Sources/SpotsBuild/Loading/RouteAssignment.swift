import Foundation
import SpotsFormat
import SpotsRender

/// Gives every screen file under `screens/` its route: plain screens first, then variants (which
/// need their screen), then the records of pages from data. Two sources of one page are an error at
/// the one that came second.
struct RouteAssignment {
    package let content: ContentFolder
    package let dataFiles: DataFiles

    /// The screen files of `files` (paths under `screens/` and where they are), sorted by route.
    func screenFiles(_ files: [(relative: String, url: URL)], diagnostics: inout [Diagnostic]) -> [ScreenFile] {
        var owners: [String: ScreenFile] = [:]
        var screenFiles: [ScreenFile] = []
        func claim(_ screenFile: ScreenFile, ifTaken: (ScreenFile) -> Diagnostic) {
            if let owner = owners[screenFile.route.collisionKey] {
                diagnostics.append(ifTaken(owner))
                return
            }
            owners[screenFile.route.collisionKey] = screenFile
            screenFiles.append(screenFile)
        }
        let plain = files.filter { ScreenFileName.placeholders(in: $0.relative) == nil && ScreenFileName.variant(in: $0.relative) == nil }
        for (relative, url) in plain {
            guard let screenFile = screenFile(relative, url: url, diagnostics: &diagnostics) else { continue }
            claim(screenFile) { owner in
                Diagnostic(
                    .error, rule: .routeConflict, file: screenFile.diagnosticName,
                    message: "this screen and \(owner.diagnosticName) both make the page \(screenFile.route.path)",
                    hint: "rename or remove one of them")
            }
        }
        for (relative, url) in files where ScreenFileName.placeholders(in: relative) == nil {
            guard let (baseRelative, name) = ScreenFileName.variant(in: relative) else { continue }
            let file = content.display("screens/" + relative)
            let baseKey = (try? ScreenFileName.route(forScreenAt: baseRelative).get())?.collisionKey ?? ""
            guard let base = owners[baseKey], base.record == nil, base.variant == nil else {
                let siblings = files.map(\.relative).filter { ScreenFileName.variant(in: $0) == nil }
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .variant, file: file,
                        message: "this variant varies \(content.display("screens/" + baseRelative)), which is not a screen",
                        hint: Suggestions.didYouMean(baseRelative, in: siblings)
                            ?? "a variant name~state.json sits beside the screen name.json it varies"))
                continue
            }
            // The route is the file's path: home~empty.json is /home~empty/, index~empty.json /index~empty/.
            guard var screenFile = screenFile(relative, url: url, diagnostics: &diagnostics) else { continue }
            screenFile.variant = ScreenFile.Variant(
                name: name, baseURL: base.fileURL, baseDiagnosticName: base.diagnosticName, baseContentPath: base.contentPath,
                baseRoute: base.route)
            claim(screenFile) { owner in
                Diagnostic(
                    .error, rule: .routeConflict, file: file,
                    message: "this variant and \(owner.diagnosticName) both make the page \(screenFile.route.path)",
                    hint: "rename one of them")
            }
        }
        let pagesFromData = PagesFromData(dataFiles: dataFiles)
        for (relative, url) in files where ScreenFileName.placeholders(in: relative) != nil {
            let template = ScreenFile(
                fileURL: url, diagnosticName: content.display("screens/" + relative), outputName: outputName(relative),
                contentPath: "screens/" + relative, route: .root)
            for screenFile in pagesFromData.pages(of: template, relative: relative, diagnostics: &diagnostics) {
                claim(screenFile) { owner in
                    let other = owner.record.map { "another record of \($0.diagnosticName)" } ?? owner.diagnosticName
                    return Diagnostic(
                        .error, rule: .routeConflict, file: screenFile.record?.diagnosticName ?? screenFile.diagnosticName,
                        location: screenFile.record?.location,
                        message: "this record makes the page \(screenFile.route.path), which \(other) makes too",
                        hint: "give each record its own value for the fields in the file name")
                }
            }
        }
        return screenFiles.sorted { $0.route < $1.route }
    }

    /// How pages name a screen file: from the content folder's own name, wherever the build runs.
    private func outputName(_ relative: String) -> String {
        content.pageName + "/screens/" + relative
    }

    /// The screen file at `relative` under `screens/`, or nil with a diagnostic when its name makes
    /// no page address.
    private func screenFile(_ relative: String, url: URL, diagnostics: inout [Diagnostic]) -> ScreenFile? {
        let file = content.display("screens/" + relative)
        switch ScreenFileName.route(forScreenAt: relative) {
        case .success(let route):
            return ScreenFile(
                fileURL: url, diagnosticName: file, outputName: outputName(relative), contentPath: "screens/" + relative, route: route)
        case .failure(let error):
            diagnostics.append(
                Diagnostic(
                    .error, rule: .fileName, file: file, message: "cannot make a page address from this file name: \(error.message)",
                    hint: "rename the file"))
            return nil
        }
    }
}

import SpotsFormat
import SpotsRender

/// Pages from data: a screen file named with `[field]` segments (`profile/[id].json`) makes one
/// page per record of the data file its `each` names, each at the route the record's fields give.
struct PagesFromData {
    package let dataFiles: DataFiles

    /// The screen files of `template`'s pages, one per record; problems with a record name the
    /// record, in its data file.
    package func pages(of template: ScreenFile, relative: String, diagnostics: inout [Diagnostic]) -> [ScreenFile] {
        guard
            let root = dataFiles.content.parse(template.fileURL, file: template.diagnosticName, diagnostics: &diagnostics)
        else { return [] }
        guard let each = root.value["each"], case .string(let path) = each.value, !path.isEmpty else {
            let fields = ScreenFileName.placeholders(in: relative) ?? []
            diagnostics.append(
                Diagnostic(
                    .error, rule: .pagesFromData, file: template.diagnosticName, location: root.value["each"]?.reportLocation ?? root.location,
                    path: "each",
                    message: "a screen named with [\(fields.joined(separator: "], ["))] needs \"each\": the data file whose records become its pages",
                    hint: "add \"each\": \"data/people.json\" (a file holding an array of objects)"))
            return []
        }
        let dataFile = dataFiles.content.display(path)
        guard let records = dataFiles.read(.file(path, at: each.location), from: template.diagnosticName, diagnostics: &diagnostics) else {
            return []
        }
        guard case .array(let nodes) = records else {
            diagnostics.append(
                Diagnostic(
                    .error, rule: .pagesFromData, file: template.diagnosticName, location: each.location, path: "each",
                    message: "the data file '\(path)' holds \(records.typeName), not an array of records",
                    hint: "write [ { \"id\": \"1\", … }, … ] in \(dataFile)"))
            return []
        }
        let parts = String(relative.dropLast(".json".count)).split(separator: "/").map(String.init)
        var pages: [ScreenFile] = []
        for (index, node) in nodes.enumerated() {
            guard case .object = node.value else {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .pagesFromData, file: dataFile, location: node.location, path: "[\(index)]",
                        message: "record \(index + 1) is \(node.value.typeName), not an object"))
                continue
            }
            let record = ScreenFile.Record(value: node.value, diagnosticName: dataFile, contentPath: path, location: node.location, index: index)
            let route: Route
            switch address(of: record, parts: parts, template: template, diagnostics: &diagnostics) {
            case .route(let made): route = made
            case .recordRefused: continue
            case .fileRefused: return []
            }
            var page = template
            page.route = route
            page.record = record
            pages.append(page)
        }
        return pages
    }

    /// What a record makes of the file name's parts.
    private enum Address {
        /// The record's page is at this route.
        case route(Route)
        /// A field is missing, or cannot be part of an address: reported at the record.
        case recordRefused
        /// The file name makes no address whatever the records say: reported at the screen file.
        case fileRefused
    }

    private func address(of record: ScreenFile.Record, parts: [String], template: ScreenFile, diagnostics: inout [Diagnostic]) -> Address {
        let number = record.index + 1
        var segments: [String] = []
        for part in parts {
            guard ScreenFileName.isPlaceholder(part) else {
                segments.append(part)
                continue
            }
            let field = String(part.dropFirst().dropLast())
            let value: String?
            switch record.value[field]?.value {
            case .string(let text): value = text
            case .number(let number): value = NumberText.whole(number).map(String.init)
            default: value = nil
            }
            guard let value else {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .pagesFromData, file: record.diagnosticName, location: record.location, path: "[\(record.index)]",
                        message:
                            "record \(number) has no text or whole number '\(field)', which \(template.diagnosticName) needs for its page's address; it makes no page",
                        hint: Suggestions.didYouMean(field, in: record.value.members?.map(\.key) ?? []) ?? "add \"\(field)\" to every record"))
                return .recordRefused
            }
            if let problem = Route.problem(withSegment: value) {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: .pagesFromData, file: record.diagnosticName, location: record.value[field]?.location ?? record.location,
                        path: "[\(record.index)].\(field)", message: "record \(number)'s '\(field)' cannot be part of a page address: \(problem)"))
                return .recordRefused
            }
            segments.append(value)
        }
        if segments.last == "index" { segments.removeLast() }
        switch Route.parse(segments.joined(separator: "/")) {
        case .success(let route): return .route(route)
        case .failure(let error):
            diagnostics.append(
                Diagnostic(
                    .error, rule: .fileName, file: template.diagnosticName,
                    message: "cannot make a page address from this file name: \(error.message)",
                    hint: "rename the file"))
            return .fileRefused
        }
    }
}

import SpotsFormat
import SpotsRender

/// Puts the items of a component's Slots feed (and of feeds in its items' children) before its
/// own items, in Slots order; contents from data files are read once per build.
struct SlotsResolver {
    package let dataFiles: DataFiles
    /// How diagnostics name the screen file.
    let screenFile: String

    /// Puts `component`'s feed's items in place; `files` collects the data files read. Works in
    /// place: a component of many items is not copied to look for the few with feeds.
    package func resolve(_ component: inout Component, diagnostics: inout [Diagnostic], files: inout Set<String>) {
        for item in component.items.indices where !component.items[item].children.isEmpty {
            for child in component.items[item].children.indices {
                resolve(&component.items[item].children[child], diagnostics: &diagnostics, files: &files)
            }
        }
        guard let slots = component.slots else { return }
        component.slots = nil
        var contents: [String: [Item]] = [:]
        for (type, source) in slots.contents {
            var items: [Item]
            switch source {
            case .items(let inline):
                items = inline
            case .file(let path, let location):
                files.insert(path)
                guard let read = self.items(of: path, at: location, type: type, slots: slots, diagnostics: &diagnostics) else { continue }
                items = read
            }
            // An item without a kind takes its content type as its kind.
            for index in items.indices where items[index].kind == nil { items[index].kind = type }
            if case .file(let path, _) = source {
                for index in items.indices { items[index].file = dataFiles.content.display(path) }
            }
            contents[type] = items
        }
        let ordered = Slots.order(
            pattern: slots.pattern, repeatables: slots.repeatables, header: slots.header, fixed: slots.fixed,
            defaultType: slots.defaultType, contents: contents)
        component.items = ordered + component.items
    }

    /// The items of a contents data file; its decoding problems are reported by its first reader.
    private func items(of path: String, at location: SourceLocation, type: String, slots: Slots, diagnostics: inout [Diagnostic]) -> [Item]? {
        guard let value = dataFiles.read(.file(path, at: location), from: screenFile, diagnostics: &diagnostics) else { return nil }
        let dataFile = dataFiles.content.display(path)
        guard case .array(let nodes) = value else {
            diagnostics.append(
                Diagnostic(
                    .error, rule: .dataFile, file: screenFile, location: location, path: "\(slots.path).contents.\(type)",
                    message: "the data file '\(path)' holds \(value.typeName), not an array of items",
                    hint: "write [ { \"title\": … }, … ] in \(dataFile)"))
            return nil
        }
        var decoder = ScreenDecoder(file: dataFile)
        let items = decoder.decodeItems(nodes, path: "")
        if dataFiles.isFirstUse(of: "slots items: " + path) { diagnostics += decoder.reader.diagnostics }
        return items
    }
}

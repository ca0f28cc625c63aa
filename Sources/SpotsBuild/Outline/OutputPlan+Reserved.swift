import Foundation
import SpotsFormat

extension OutputPlan {
    /// The names at the root of the output that a build with `features` writes its own files
    /// under (`sitemap.xml`, `routes.json`, `404.html`, `catalog`, `flow`, `_headers`), each with
    /// what writes it: the generators' files (`Pipeline.generatedFiles`, the list the build plans),
    /// the features' folders and their files at the root. A screen whose page would be written
    /// there (`catalog/index.html`, `sitemap.xml/index.html`) clashes with them (`route-conflict`),
    /// so `new screen` refuses such a name before it writes anything. `index.html` is the home
    /// screen's to take. Keyed lowercased: a file system that ignores case makes one of `Flow` and
    /// `flow`.
    package static func reservedNames(features: [any SiteFeature]) -> [String: FileOwner] {
        var options = BuildOptions(content: URL(fileURLWithPath: "/"), templates: URL(fileURLWithPath: "/"), output: URL(fileURLWithPath: "/"))
        options.features = features
        var names: [String: FileOwner] = [:]
        func reserve(_ path: String, _ owner: FileOwner) {
            guard let first = path.split(separator: "/").first else { return }
            names[first.lowercased()] = names[first.lowercased()] ?? owner
        }
        for (file, owner) in Pipeline.generatedFiles(for: options).sorted(by: { $0.key < $1.key }) { reserve(file, owner) }
        for feature in features {
            if let folder = feature.folder { reserve(folder, feature.owner) }
            for file in feature.rootFiles { reserve(file, feature.owner) }
        }
        names[Route.root.outputFile] = nil
        return names
    }
}

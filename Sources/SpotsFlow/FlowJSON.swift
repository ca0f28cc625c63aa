import SpotsBuild
import SpotsFormat

/// `spots-site flow --format json`: the graph's nodes and edges, each edge with the file, line and
/// column of its first action, and with `--from`/`--to` the paths found. `FlowSchema` describes it.
package enum FlowJSON {
    package static func document(_ reach: FlowReach, paths: [[Int]]? = nil) -> String {
        let graph = reach.graph
        var nodes: [String] = []
        for (index, node) in graph.nodes.enumerated() {
            var fields = [
                "\"id\":\(node.id.jsonQuoted(forScript: false))", "\"kind\":\"\(node.kind.rawValue)\"",
                "\"title\":\(node.title.jsonQuoted(forScript: false))",
            ]
            if let route = node.route { fields.append("\"page\":\(route.outputFile.jsonQuoted(forScript: false))") }
            if node.isScreen {
                fields.append("\"folder\":\(node.folder.jsonQuoted(forScript: false))")
                if let file = node.file { fields.append("\"file\":\(file.jsonQuoted(forScript: false))") }
                fields.append("\"pages\":\(node.pageCount)")
                fields.append("\"variants\":[\(node.variants.map { $0.jsonQuoted(forScript: false) }.joined(separator: ","))]")
                fields.append("\"home\":\(index == graph.home)")
                fields.append("\"reachedFromHome\":\(graph.home != nil && reach.fromHome[index])")
                fields.append("\"reachedFrom\":\(reach.screensLeading(to: index).count)")
            }
            nodes.append("    {" + fields.joined(separator: ",") + "}")
        }
        var edges: [String] = []
        for edge in graph.edges {
            var fields = [
                "\"from\":\(graph.nodes[edge.from].id.jsonQuoted(forScript: false))",
                "\"to\":\(graph.nodes[edge.to].id.jsonQuoted(forScript: false))", "\"kind\":\"\(edge.kind.rawValue)\"",
                "\"count\":\(edge.count)", "\"file\":\(edge.file.jsonQuoted(forScript: false))",
            ]
            if let label = edge.label { fields.append("\"label\":\(label.jsonQuoted(forScript: false))") }
            if let location = edge.location { fields.append("\"line\":\(location.line),\"column\":\(location.column)") }
            if let path = edge.path { fields.append("\"path\":\(path.jsonQuoted(forScript: false))") }
            edges.append("    {" + fields.joined(separator: ",") + "}")
        }
        var out = "{\n  \"home\": \(graph.home.map { graph.nodes[$0].id.jsonQuoted(forScript: false) } ?? "null"),\n"
        out += "  \"nodes\": [\n" + nodes.joined(separator: ",\n") + "\n  ],\n"
        out += "  \"edges\": [\n" + edges.joined(separator: ",\n") + "\n  ]"
        if let paths {
            let lines = paths.map { path in "    [" + path.map { graph.nodes[$0].id.jsonQuoted(forScript: false) }.joined(separator: ",") + "]" }
            out += ",\n  \"paths\": [\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "  ]"
        }
        return out + "\n}\n"
    }
}

/// A JSON Schema (draft 2020-12) of `spots-site flow --format json`: `spots-site schema flow`.
package enum FlowSchema {
    package static let json = """
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://spots-site.invalid/flow.schema.json",
          "title": "spots-site flow --format json",
          "description": "The app's navigation graph: every screen, page from data, host outside the app and the navigation as nodes; the actions and navigation entries between them as edges.",
          "type": "object",
          "required": ["home", "nodes", "edges"],
          "additionalProperties": false,
          "properties": {
            "home": { "type": ["string", "null"], "description": "The home screen's node id, or null when the site has none." },
            "nodes": {
              "type": "array",
              "items": {
                "type": "object",
                "required": ["id", "kind", "title"],
                "additionalProperties": false,
                "properties": {
                  "id": { "type": "string", "description": "The route's path (/people/), the pattern of pages from data (/profile/[id]/), the host (https://example.com), mailto:, tel: or navigation." },
                  "kind": { "enum": ["screen", "pages", "external", "navigation"] },
                  "title": { "type": "string" },
                  "page": { "type": "string", "description": "Its page under the output folder (the first page of pages from data)." },
                  "folder": { "type": "string", "description": "The folder of screens it is in; empty at the top." },
                  "file": { "type": "string", "description": "Its screen file." },
                  "pages": { "type": "integer", "minimum": 1 },
                  "variants": { "type": "array", "items": { "type": "string" } },
                  "home": { "type": "boolean" },
                  "reachedFromHome": { "type": "boolean" },
                  "reachedFrom": { "type": "integer", "minimum": 0, "description": "How many screens lead to it." }
                }
              }
            },
            "edges": {
              "type": "array",
              "items": {
                "type": "object",
                "required": ["from", "to", "kind", "count", "file"],
                "additionalProperties": false,
                "properties": {
                  "from": { "type": "string" },
                  "to": { "type": "string" },
                  "kind": { "enum": ["action", "navigation"] },
                  "count": { "type": "integer", "minimum": 1, "description": "How many actions (or entries) lead along it." },
                  "label": { "type": "string", "description": "The first action's item title, when short." },
                  "file": { "type": "string", "description": "Where the first action is." },
                  "line": { "type": "integer", "minimum": 1 },
                  "column": { "type": "integer", "minimum": 1 },
                  "path": { "type": "string", "description": "The JSON path of the first action." }
                }
              }
            },
            "paths": {
              "type": "array",
              "description": "With --from or --to: the shortest path to or from each node, shortest first, as node ids.",
              "items": { "type": "array", "items": { "type": "string" }, "minItems": 2 }
            }
          }
        }
        """
}

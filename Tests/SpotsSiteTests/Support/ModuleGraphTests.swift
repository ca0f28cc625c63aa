import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsFormat

/// The targets' dependencies are the drawing in docs/architecture.md: `Package.swift` (as
/// `swift package describe` reads it) and every source file's imports stay inside it, and every
/// arrow drawn is a dependency.
@Suite struct ModuleGraphTests {
    @Test func thePackageKeepsTheDrawnGraph() throws {
        let drawing = try String(contentsOf: TestPaths.repository.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let graph = try #require(ModuleGraph(mermaidIn: drawing))
        let package = try PackageTargets.described()
        let imports = try package.imports(under: TestPaths.repository)
        #expect(graph.problems(package: package, imports: imports) == [])
        // The drawing is of the core and what sits on it, not a handful of arrows.
        #expect(graph.arrows.values.map(\.count).reduce(0, +) >= 10)
    }

    @Test func aDependencyAgainstTheDrawingIsFound() {
        let graph = ModuleGraph(arrows: ["Build": ["Render"], "Render": ["Format"], "Review": ["Build"]])
        let package = PackageTargets(dependencies: [
            "Build": ["Render", "Format"], "Render": ["Format", "Review"], "Format": [], "Review": ["Build"],
        ])
        #expect(
            graph.problems(package: package, imports: ["Format": ["Build"]]) == [
                "Format imports Build, which its arrows in docs/architecture.md do not reach",
                "Render depends on Review in Package.swift, which its arrows in docs/architecture.md do not reach",
            ])
        let unknown = PackageTargets(dependencies: ["Build": [], "Render": ["Format"], "Format": [], "Review": ["Build"], "Extra": []])
        #expect(
            graph.problems(package: unknown, imports: [:]) == [
                "Build --> Render is drawn in docs/architecture.md but is not a dependency in Package.swift",
                "Extra is a target of Package.swift but not in the drawing in docs/architecture.md",
            ])
    }
}

/// The drawn graph: each target's arrows.
struct ModuleGraph {
    var arrows: [String: Set<String>]

    init(arrows: [String: Set<String>]) { self.arrows = arrows }

    /// The graph of the first mermaid block with `A --> B` lines.
    init?(mermaidIn markdown: String) {
        guard let start = markdown.range(of: "```mermaid\n"), let end = markdown.range(of: "```", range: start.upperBound..<markdown.endIndex)
        else { return nil }
        arrows = [:]
        for line in markdown[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let parts = line.components(separatedBy: "-->").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            arrows[parts[0], default: []].insert(parts[1])
        }
    }

    /// Every target drawn.
    var targets: Set<String> { Set(arrows.keys).union(arrows.values.joined()) }

    /// What `target` may use: every target its arrows reach, step by step.
    func reach(of target: String) -> Set<String> {
        var reached = Set<String>()
        var next = Array(arrows[target] ?? [])
        while let one = next.popLast() {
            if reached.insert(one).inserted { next += arrows[one] ?? [] }
        }
        return reached
    }

    /// Each way `package` and `imports` (target → internal modules its files import) leave the
    /// drawing, sorted.
    func problems(package: PackageTargets, imports: [String: Set<String>]) -> [String] {
        var problems: [String] = []
        let drawing = "docs/architecture.md"
        for (target, dependencies) in package.dependencies {
            guard targets.contains(target) else {
                problems.append("\(target) is a target of Package.swift but not in the drawing in \(drawing)")
                continue
            }
            for dependency in dependencies.subtracting(reach(of: target)) {
                problems.append("\(target) depends on \(dependency) in Package.swift, which its arrows in \(drawing) do not reach")
            }
            for arrow in (arrows[target] ?? []).subtracting(dependencies) {
                problems.append("\(target) --> \(arrow) is drawn in \(drawing) but is not a dependency in Package.swift")
            }
        }
        for (target, modules) in imports {
            for module in modules.subtracting(reach(of: target)) {
                problems.append("\(target) imports \(module), which its arrows in \(drawing) do not reach")
            }
        }
        return problems.sorted()
    }
}

/// The package's own targets (not tests or plugins) and their dependencies on each other.
struct PackageTargets {
    var dependencies: [String: Set<String>]
    var paths: [String: String] = [:]

    /// As `swift package describe --type json` reads Package.swift.
    static func described() throws -> PackageTargets {
        // A scratch path of its own: the one in use is locked by the running `swift test`.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("spots-site-describe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try #require(
            Subprocess.run(
                URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "--scratch-path", scratch.path, "describe", "--type", "json"],
                in: TestPaths.repository))
        #expect(run.status == 0)
        let data = Data(run.output.utf8)
        struct Description: Decodable {
            struct Target: Decodable {
                var name: String
                var type: String
                var path: String
                var dependencies: [String]?

                enum CodingKeys: String, CodingKey {
                    case name, type, path
                    case dependencies = "target_dependencies"
                }
            }
            var targets: [Target]
        }
        // The build plugin's tool is a part of the build, not of the graph.
        let kept = try JSONDecoder().decode(Description.self, from: data).targets.filter {
            ["library", "executable", "system-target"].contains($0.type) && $0.name != "EmbedTemplates"
        }
        let names = Set(kept.map(\.name))
        return PackageTargets(
            dependencies: Dictionary(uniqueKeysWithValues: kept.map { ($0.name, Set($0.dependencies ?? []).intersection(names)) }),
            paths: Dictionary(uniqueKeysWithValues: kept.map { ($0.name, $0.path) }))
    }

    private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]

    /// The targets each target's Swift files import, by target.
    func imports(under repository: URL) throws -> [String: Set<String>] {
        let names = Set(dependencies.keys)
        var found: [String: Set<String>] = [:]
        for (target, path) in paths {
            let folder = repository.appendingPathComponent(path)
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                    let words = line.split(separator: " ")
                    guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
                    let module = String(words[index + 1])
                    if names.contains(module), words[..<index].allSatisfy({ $0.hasPrefix("@") || Self.accessLevels.contains(String($0)) }) {
                        found[target, default: []].insert(module)
                    }
                }
            }
        }
        return found
    }
}

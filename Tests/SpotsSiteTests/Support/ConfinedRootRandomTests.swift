import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The gate against a reference: random trees of folders, files and links (relative, absolute,
/// chains, loops, out of the folder and back in), and random paths into them with `..`, `.`,
/// empty parts and odd bytes. Following links inside, the gate must agree with `realpath(3)`
/// and a check that the result is inside; refusing links, with a walk that stops at the first.
/// `SPOTS_GATE_ROUNDS` runs more rounds (the default keeps the test command short).
@Suite struct ConfinedRootRandomTests {
    static let names = ["a", "b", "c", "d", "é", "x y", "..a", ".h", "a\u{7F}"]

    /// Makes a random tree in `root`, with an `outside` folder beside it; the paths made.
    static func makeTree(root: String, outside: String, random: inout SplitMix) -> [String] {
        var made: [String] = [""]
        var folders: [String] = [""]
        for _ in 0..<Int.random(in: 8...20, using: &random) {
            let parent = folders.randomElement(using: &random) ?? ""
            let name = names.randomElement(using: &random) ?? "a"
            let relative = parent.isEmpty ? name : parent + "/" + name
            let full = root + "/" + relative
            switch Int.random(in: 0..<10, using: &random) {
            case 0...2:
                if mkdir(full, 0o755) == 0 { folders.append(relative) }
            case 3...4:
                FileManager.default.createFile(atPath: full, contents: Data("file".utf8))
            default:
                let targets = [
                    "../" + (names.randomElement(using: &random) ?? "a"), names.randomElement(using: &random) ?? "a",
                    root + "/" + (made.randomElement(using: &random) ?? ""), outside, outside + "/f", "../../outside",
                    "/", ".", "..", relative, "./" + (names.randomElement(using: &random) ?? "a") + "/..",
                    "../" + URL(fileURLWithPath: root).lastPathComponent + "/" + (made.randomElement(using: &random) ?? ""),
                ]
                _ = symlink(targets.randomElement(using: &random) ?? ".", full)
            }
            made.append(relative)
        }
        return made
    }

    /// A random path into the tree.
    static func randomPath(_ made: [String], random: inout SplitMix) -> String {
        var parts: [String] = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            switch Int.random(in: 0..<12, using: &random) {
            case 0: parts.append("..")
            case 1: parts.append(".")
            case 2: parts.append("")
            case 3: parts.append("a\u{0}b")
            default: parts.append(contentsOf: (made.randomElement(using: &random) ?? "a").split(separator: "/").map(String.init))
            }
        }
        let path = parts.joined(separator: "/")
        return Int.random(in: 0..<15, using: &random) == 0 ? "/" + path : path
    }

    /// What the gate must say, following links inside: realpath's answer when it is inside. The
    /// gate reads a path's `.` and empty parts as nothing (`a/.` is `a`, file or folder).
    static func followingReference(_ path: String, root: String) -> String? {
        guard case .success(let parts) = ConfinedRoot.parts(of: path) else { return nil }
        guard let resolved = RealPath.of(root + "/" + parts.joined(separator: "/")), RealPath.isInside(resolved, root) else { return nil }
        return resolved
    }

    /// What the gate must say, refusing links: the path as named when no part of it is a link.
    static func refusingReference(_ path: String, root: String) -> String? {
        guard case .success(let parts) = ConfinedRoot.parts(of: path) else { return nil }
        var full = root
        for part in parts {
            full += "/" + part
            var status = stat()
            guard lstat(full, &status) == 0, status.st_mode & S_IFMT != S_IFLNK else { return nil }
        }
        return RealPath.of(full) == full ? full : nil
    }

    @Test func theGateAgreesWithTheReferenceOnRandomTrees() throws {
        let rounds = Int(ProcessInfo.processInfo.environment["SPOTS_GATE_ROUNDS"] ?? "") ?? 100
        for seed in 0..<UInt64(rounds) {
            let project = try TemporaryProject()
            defer { project.remove() }
            let base = try #require(RealPath.of(project.root.path))
            let root = base + "/root"
            let outside = base + "/outside"
            #expect(mkdir(root, 0o755) == 0 && mkdir(outside, 0o755) == 0)
            FileManager.default.createFile(atPath: outside + "/f", contents: Data("secret".utf8))
            var random = SplitMix(seed: seed)
            let made = Self.makeTree(root: root, outside: outside, random: &random)
            let following = ConfinedRoot(URL(fileURLWithPath: root), links: .followInside)
            let refusing = ConfinedRoot(URL(fileURLWithPath: root), links: .refuse)
            for _ in 0..<40 {
                let path = Self.randomPath(made, random: &random)
                let followed = try? following.resolve(path).get()
                #expect(followed == Self.followingReference(path, root: root), "seed \(seed): following '\(path)'")
                let refused = try? refusing.resolve(path).get()
                #expect(refused == Self.refusingReference(path, root: root), "seed \(seed): refusing '\(path)'")
                if let followed { #expect(RealPath.isInside(followed, root)) }
            }
        }
    }
}

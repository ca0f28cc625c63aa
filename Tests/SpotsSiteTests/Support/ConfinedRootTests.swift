import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// The gate, case by case: what it resolves, what it refuses and why, and that its file
/// operations never follow a link out, nor write through one.
@Suite struct ConfinedRootTests {
    /// A folder `root/` with a file, a folder, links in and out, a loop, and `outside/` beside it.
    static func tree() throws -> (TemporaryProject, String) {
        let project = try TemporaryProject(files: ["root/a.txt": "a", "root/sub/b.txt": "b", "outside/secret.txt": "secret"])
        let root = try #require(RealPath.of(project.url("root").path))
        let links = [
            "in": "sub/b.txt", "up": "../outside/secret.txt", "abs": project.url("outside").path, "absIn": root + "/a.txt",
            "loop1": "loop2", "loop2": "loop1", "subLink": "sub", "dangling": "nothing", "back": "../root/a.txt",
        ]
        for (name, target) in links { #expect(symlink(target, root + "/" + name) == 0) }
        return (project, root)
    }

    @Test func pathsThatAreNotInsideAreRefusedBeforeAnyFileIsLookedAt() {
        #expect(ConfinedRoot.parts(of: "") == .failure(.notRelative("")))
        #expect(ConfinedRoot.parts(of: "/etc/passwd") == .failure(.notRelative("/etc/passwd")))
        #expect(ConfinedRoot.parts(of: "a\u{0}b") == .failure(.notRelative("a\u{0}b")))
        #expect(ConfinedRoot.parts(of: "a/../../b") == .failure(.climbsOut("a/../../b")))
        #expect(ConfinedRoot.parts(of: "a/../b") == .failure(.climbsOut("a/../b")))
        #expect(ConfinedRoot.parts(of: "./a//b/.") == .success(["a", "b"]))
        #expect(ConfinedRoot.parts(of: "./") == .failure(.notRelative("./")))
    }

    @Test func linksAreFollowedOnlyWhereTheyLeadInside() throws {
        let (project, root) = try Self.tree()
        defer { project.remove() }
        let gate = ConfinedRoot(URL(fileURLWithPath: root), links: .followInside)
        #expect(gate.resolve("a.txt") == .success(root + "/a.txt"))
        #expect(gate.resolve("in") == .success(root + "/sub/b.txt"))
        #expect(gate.resolve("absIn") == .success(root + "/a.txt"))
        #expect(gate.resolve("subLink/b.txt") == .success(root + "/sub/b.txt"))
        #expect(gate.resolve("back") == .success(root + "/a.txt"))
        let outside = try #require(RealPath.of(project.url("outside").path))
        #expect(gate.resolve("up") == .failure(.leadsOut("up", target: outside + "/secret.txt")))
        #expect(gate.resolve("abs/secret.txt") == .failure(.leadsOut("abs", target: outside + "/secret.txt")))
        #expect(gate.resolve("loop1") == .failure(.loop("loop1")))
        #expect(gate.resolve("dangling") == .failure(.missing("nothing")))
        #expect(gate.resolve("a.txt/x") == .failure(.missing("a.txt")))
        #expect(gate.data(of: "up") == nil)
        #expect(gate.data(of: "in") == Data("b".utf8))
    }

    @Test func whereLinksAreRefusedAnyLinkOnTheWayIs() throws {
        let (project, root) = try Self.tree()
        defer { project.remove() }
        let gate = ConfinedRoot(URL(fileURLWithPath: root), links: .refuse)
        #expect(gate.resolve("sub/b.txt") == .success(root + "/sub/b.txt"))
        #expect(gate.resolve("in") == .failure(.link("in")))
        #expect(gate.resolve("subLink/b.txt") == .failure(.link("subLink")))
        #expect(gate.bytes(of: "absIn") == .failure(.refused(.link("absIn"))))
        #expect(gate.resolve("new/file.txt", mustExist: false) == .success(root + "/new/file.txt"))
    }

    @Test func writesMakeFoldersAndNeverGoThroughALink() throws {
        let (project, root) = try Self.tree()
        defer { project.remove() }
        let gate = ConfinedRoot(URL(fileURLWithPath: root), links: .followInside)
        #expect(gate.write(Array("new".utf8), to: "made/deep/new.txt") == .success(root + "/made/deep/new.txt"))
        #expect(gate.data(of: "made/deep/new.txt") == Data("new".utf8))
        // A link in the file's place, or on its way, is refused whatever the folder's rule.
        #expect(gate.write(Array("x".utf8), to: "up") == .failure(.refused(.link("up"))))
        #expect(gate.write(Array("x".utf8), to: "abs/new.txt") == .failure(.refused(.link("abs"))))
        #expect(gate.write(Array("x".utf8), to: "../escape.txt") == .failure(.refused(.climbsOut("../escape.txt"))))
        #expect(FileManager.default.contents(atPath: project.url("outside/secret.txt").path) == Data("secret".utf8))
        #expect(!FileManager.default.fileExists(atPath: project.url("outside/new.txt").path))
        #expect(!FileManager.default.fileExists(atPath: project.url("escape.txt").path))
    }

    @Test func aCopyHoldsTheBytesNeverALink() throws {
        let (project, root) = try Self.tree()
        defer { project.remove() }
        let gate = ConfinedRoot(URL(fileURLWithPath: root), links: .refuse)
        #expect(gate.copy(fromResolved: root + "/sub/b.txt", to: "copied.txt") == .success(root + "/copied.txt"))
        #expect(ConfinedRoot.kind(atResolved: root + "/copied.txt") == .file)
        // A link given as a source is not opened.
        #expect(gate.copy(fromResolved: root + "/in", to: "linked.txt") != .success(root + "/linked.txt"))
    }

    @Test func entriesSayWhereEachLinkLeads() throws {
        let (project, root) = try Self.tree()
        defer { project.remove() }
        let gate = ConfinedRoot(URL(fileURLWithPath: root), links: .followInside)
        let entries = Dictionary(uniqueKeysWithValues: gate.entries(skipHidden: true).map { ($0.relative, $0) })
        #expect(try entries["in"]?.resolved.get() == root + "/sub/b.txt")
        #expect(entries["in"]?.isLink == true)
        #expect(entries["sub/b.txt"]?.isLink == false)
        guard case .failure(.leadsOut)? = entries["up"]?.resolved else {
            Issue.record("a link out is refused")
            return
        }
    }
}

import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsFormat

/// What `build --watch` and `serve` look at: a link out of the watched folder is never followed
/// or read, and no file over the build's size limit is read to hash it.
@Suite struct FolderSnapshotBoundTests {
    @Test func aLinkOutOfTheFolderAndAFileOverTheLimitAreNotRead() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": "{}", "outside/big.json": ""])
        defer { project.remove() }
        // 400 MB outside Content/ (sparse: nothing to write), reached by a link the build refuses.
        let big = project.url("outside/big.json")
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 400 * 1_048_576)
        try handle.close()
        let content = project.url("Content")
        try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("screens/linked.json").path, withDestinationPath: big.path)
        try FileManager.default.createSymbolicLink(
            atPath: content.appendingPathComponent("screens/inside.json").path, withDestinationPath: "index.json")
        // And one over the limit inside.
        let large = content.appendingPathComponent("screens/large.json")
        FileManager.default.createFile(atPath: large.path, contents: nil)
        let largeHandle = try FileHandle(forWritingTo: large)
        try largeHandle.truncate(atOffset: UInt64(FileSize.defaultLimit + 1))
        try largeHandle.close()
        let snapshot = FolderSnapshot.take([content])
        let root = content.standardizedFileURL.path
        let linked = try #require(snapshot.stamps[root + "/screens/linked.json"])
        // The link itself: its own size, not the file's, and no hash (nothing read).
        #expect(linked.size < 1024 && linked.hash == nil)
        let inside = try #require(snapshot.stamps[root + "/screens/inside.json"])
        #expect(inside.size == 2 && inside.hash != nil)
        let over = try #require(snapshot.stamps[root + "/screens/large.json"])
        #expect(over.size == Int64(FileSize.defaultLimit + 1) && over.hash == nil)
        // The same when a change notification names them.
        let updated = try #require(snapshot.updating([root + "/screens/linked.json", root + "/screens/large.json"], roots: [content]))
        #expect(updated.stamps[root + "/screens/linked.json"]?.hash == nil && updated.stamps[root + "/screens/linked.json"]?.size == linked.size)
        #expect(updated.stamps[root + "/screens/large.json"]?.hash == nil)
    }
}

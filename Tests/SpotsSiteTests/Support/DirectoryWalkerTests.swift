import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsFormat

/// The walker lists the folders two levels down on all cores: what it finds is what a walk of
/// one folder at a time finds, in any tree (deep or flat, with empty folders, hidden files and links).
@Suite struct DirectoryWalkerTests {
    /// Every file, link and empty folder below `root`, listed one folder at a time with `FileManager`.
    static func expected(_ root: URL, prefix: String = "", skipHidden: Bool) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
        if names.isEmpty { return prefix.isEmpty ? [] : [prefix] }
        var found: [String] = []
        for name in names where !(skipHidden && name.hasPrefix(".")) {
            let url = root.appendingPathComponent(name)
            let values = try url.resourceValues(forKeys: [.isSymbolicLinkKey, .isDirectoryKey])
            if values.isDirectory == true, values.isSymbolicLink != true {
                found += try expected(url, prefix: prefix + name + "/", skipHidden: skipHidden)
            } else {
                found.append(prefix + name + (values.isSymbolicLink == true ? "@" : ""))
            }
        }
        return found
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func aRandomTreeIsListedAsAWalkOfOneFolderAtATimeListsIt(seed: UInt64) throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        var random = SplitMix(seed: seed)
        let manager = FileManager.default
        // Folders to fill, breadth first, up to five levels and 400 folders.
        var folders = [project.root]
        var made = 0
        while !folders.isEmpty, made < 400 {
            let folder = folders.removeFirst()
            let depth = folder.pathComponents.count - project.root.pathComponents.count
            for index in 0..<Int(random.next() % 6) {
                let name = (random.next() % 7 == 0 ? "." : "") + "f\(index)"
                switch random.next() % 5 {
                case 0 where depth < 5, 1 where depth < 5:
                    let child = folder.appendingPathComponent(name + "d")
                    try manager.createDirectory(at: child, withIntermediateDirectories: true)
                    folders.append(child)
                    made += 1
                case 2:
                    try manager.createSymbolicLink(atPath: folder.appendingPathComponent(name + "l").path, withDestinationPath: "../x")
                default:
                    try Data("x".utf8).write(to: folder.appendingPathComponent(name + ".json"))
                }
            }
        }
        for skipHidden in [true, false] {
            let walked = DirectoryWalker.entries(in: project.root.path, skipHidden: skipHidden).map { $0.relative + ($0.isLink ? "@" : "") }
            #expect(walked == (try Self.expected(project.root, skipHidden: skipHidden)).sorted())
        }
    }
}

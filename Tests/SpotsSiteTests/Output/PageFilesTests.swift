import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild

/// A page of the previous output is kept only when its file holds exactly the new page's bytes.
@Suite struct PageFilesTests {
    static func holds(_ expected: [UInt8], _ path: String) -> Bool {
        expected.withUnsafeBytes { PageFiles.holds($0, path) }
    }

    @Test(arguments: [0, 1, 9_000, 65_536, 65_537, 200_001])
    func aFileHoldsAPageOnlyByteForByte(size: Int) throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let page = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        try Data(page).write(to: project.url("page.html"))
        let path = project.url("page.html").path
        #expect(Self.holds(page, path))
        if size > 0 {
            // One byte different: the first, the last, or at the end of the first 64 KiB read.
            for index in Set([0, size - 1, min(size - 1, 65_535)]) {
                var other = page
                other[index] &+= 1
                #expect(!Self.holds(other, path), "byte \(index) of \(size)")
            }
        }
        #expect(!Self.holds(page + [0], path))
        #expect(!Self.holds(Array(page.dropLast()), path) || size == 0)
        // Not a regular file, or not there.
        #expect(!Self.holds(page, project.root.path))
        #expect(!Self.holds(page, project.url("missing.html").path))
    }

    @Test func aFileWrittenAgainIsANewFileNotTheOneItWasLinkedTo() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let (previous, staged) = (project.url("previous.html").path, project.url("staged.html").path)
        try Data("old page".utf8).write(to: URL(fileURLWithPath: previous))
        // An unchanged page of the previous output is linked into the staging folder; a second
        // write at that path (a file made twice) must not change the previous output's file.
        #expect(Array("old page".utf8).withUnsafeBytes { PageFiles.linkIfUnchanged($0, from: previous, to: staged) })
        try Array("new page".utf8).withUnsafeBytes { try PageFiles.writeFile($0, to: staged) }
        #expect(try String(contentsOfFile: staged, encoding: .utf8) == "new page")
        #expect(try String(contentsOfFile: previous, encoding: .utf8) == "old page")
    }
}

import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Reading a source file's bytes: all of them, none past the limit, and why not when it cannot.
@Suite struct FileBytesTests {
    @Test func aFileIsReadWholeUpToTheLimit() throws {
        let project = try TemporaryProject(files: ["a.json": "{\"a\": 1}", "empty.json": ""])
        defer { project.remove() }
        #expect(FileBytes.read(project.url("a.json").path, sizeLimit: 8) == .success(Array("{\"a\": 1}".utf8)))
        #expect(FileBytes.read(project.url("a.json").path, sizeLimit: 7) == .failure(.tooLarge(8)))
        #expect(FileBytes.read(project.url("empty.json").path, sizeLimit: 0) == .success([]))
    }

    @Test func aLargeFileIsReadWhole() throws {
        let text = String(repeating: "0123456789", count: 100_000)
        let project = try TemporaryProject(files: ["large.json": text])
        defer { project.remove() }
        #expect(FileBytes.read(project.url("large.json").path, sizeLimit: 1 << 20) == .success(Array(text.utf8)))
    }

    @Test func aMissingFileOrAFolderSaysWhy() throws {
        let project = try TemporaryProject(files: ["folder.json/inside.json": "{}"])
        defer { project.remove() }
        #expect(FileBytes.read(project.url("missing.json").path, sizeLimit: 100) == .failure(.unreadable("No such file or directory")))
        #expect(FileBytes.read(project.url("folder.json").path, sizeLimit: 100) == .failure(.unreadable("Is a directory")))
    }

    /// Only a regular file is read: a FIFO with no writer (which would hang the build at `open`)
    /// and a device (which would feed it without end) are refused at once.
    @Test func aPipeOrADeviceIsRefusedAtOnce() throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let fifo = project.url("pipe.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(FileBytes.read(fifo, sizeLimit: 20_000) == .failure(.unreadable("not a regular file")))
        #expect(FileBytes.read("/dev/zero", sizeLimit: 20_000) == .failure(.unreadable("not a regular file")))
    }
}

import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `build --incremental` takes a source file's hash from the previous build when the file's
/// stamp is the one kept beside it, as `git` takes a file's from its index; any change to the
/// file's bytes changes its stamp.
@Suite struct SourceStampTests {
    static let far = SourceStamp.Time(seconds: SourceStamp.now.seconds + 3_600, nanoseconds: 0)

    static func stamp(_ project: TemporaryProject, _ path: String) throws -> SourceStamp {
        try #require(ConfinedRoot.stamp(atResolved: project.url(path).path))
    }

    @Test func aFileWhoseStampIsKeptIsNotReadAndAnyOtherIs() throws {
        let project = try TemporaryProject(files: ["Content/a.json": "{}", "Content/b.json": "[]"])
        defer { project.remove() }
        let root = project.url("Content")
        let all = HashSources.hashes(below: root, sizeLimit: 1 << 20, now: Self.far)
        #expect(all.read == 2)
        // Kept with a hash no file has: taken as it is, so the file was not read.
        let kept = ["a.json": KnownSource(stamp: try Self.stamp(project, "Content/a.json"), hash: 42)]
        let taken = HashSources.hashes(below: root, sizeLimit: 1 << 20, known: kept, now: Self.far)
        #expect(taken.read == 1)
        #expect(taken.hashes["a.json"] == 42)
        #expect(taken.hashes["b.json"] == all.hashes["b.json"])
        // Kept under another stamp: read.
        let other = try Self.stamp(project, "Content/b.json")
        let read = HashSources.hashes(below: root, sizeLimit: 1 << 20, known: ["a.json": KnownSource(stamp: other, hash: 42)], now: Self.far)
        #expect(read.read == 2)
        #expect(read.hashes == all.hashes)
    }

    @Test func onlySettledStampsAreKeptForTheNextBuild() throws {
        let project = try TemporaryProject(files: ["Content/a.json": "{}"])
        defer { project.remove() }
        // Written just now: a change within the clock's granularity could keep its times.
        let now = HashSources.hashes(below: project.url("Content"), sizeLimit: 1 << 20, now: SourceStamp.now)
        #expect(now.settled.isEmpty)
        let later = HashSources.hashes(below: project.url("Content"), sizeLimit: 1 << 20, now: Self.far)
        #expect(later.settled["a.json"]?.hash == later.hashes["a.json"])
    }

    @Test func newBytesWithTheOldSizeAndTimeStillMakeANewStamp() throws {
        let project = try TemporaryProject(files: ["Content/a.json": "{\"a\":1}"])
        defer { project.remove() }
        let path = project.url("Content/a.json").path
        let before = try Self.stamp(project, "Content/a.json")
        usleep(20_000)
        try project.write("{\"a\":2}", to: "Content/a.json")
        // The time of change put back, as a tool that keeps times does: the file's own time of
        // change (which no program sets) still moves, and a file replaced is another inode.
        let time = timespec(tv_sec: Int(before.modified.seconds), tv_nsec: Int(before.modified.nanoseconds))
        var times = [time, time]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let after = try Self.stamp(project, "Content/a.json")
        #expect(after.size == before.size && after.modified == before.modified)
        #expect(after != before)
        let kept = ["a.json": KnownSource(stamp: before, hash: 42)]
        #expect(HashSources.hashes(below: project.url("Content"), sizeLimit: 1 << 20, known: kept, now: Self.far).hashes["a.json"] != 42)
    }

    @Test func stampsReadAsTheyWereWrittenAndDamagedOnesAreNone() throws {
        let project = try TemporaryProject(files: ["a.json": "{}"])
        defer { project.remove() }
        let stamp = try Self.stamp(project, "a.json")
        var sources = KnownSources(
            content: ["screens/a b.json": KnownSource(stamp: stamp, hash: 0xabc), "site.json": KnownSource(stamp: stamp, hash: .max)],
            templates: ["items/card.mustache": KnownSource(stamp: stamp, hash: 1)])
        let text = StampsFile.encoded(sources)
        #expect(StampsFile.decoded(text) == sources)
        // A name with a line break is left out, and the rest reads.
        var broken = sources
        broken.content["screens/a\nb.json"] = KnownSource(stamp: stamp, hash: 2)
        #expect(StampsFile.decoded(StampsFile.encoded(broken)) == sources)
        #expect(StampsFile.decoded(StampsFile.encoded(KnownSources())) == KnownSources())
        let damaged = [
            String(text.dropLast()),  // cut short
            text.replacingOccurrences(of: "spots-site stamps 1", with: "spots-site stamps 9"),
            text.replacingOccurrences(of: "templates\t", with: "assets\t"),
            text.replacingOccurrences(of: "0000000000000abc", with: "abc"),
            text.replacingOccurrences(of: "\t\(stamp)\t", with: "\t1 2 3\t"),
            text.replacingOccurrences(of: "\tsite.json", with: "\t"),
        ]
        for text in damaged { #expect(StampsFile.decoded(text) == nil, "\(text)") }
        // A date far from now is kept as it is, not multiplied into nanoseconds.
        let far = SourceStamp.Time(seconds: 10_000_000_000, nanoseconds: 999_999_999)
        sources = KnownSources(content: ["a.json": KnownSource(stamp: SourceStamp(copying: stamp, modified: far), hash: 3)])
        #expect(StampsFile.decoded(StampsFile.encoded(sources)) == sources)
        #expect(!SourceStamp(copying: stamp, modified: far).isSettled(before: SourceStamp.now))
    }
}

extension SourceStamp {
    /// `stamp` with another time of change of its bytes.
    init(copying stamp: SourceStamp, modified: Time) {
        self.init(size: stamp.size, modified: modified, changed: stamp.changed, device: stamp.device, inode: stamp.inode)
    }
}

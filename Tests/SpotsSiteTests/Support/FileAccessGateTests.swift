import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Every file spots-site reads or writes goes through the gate (`ConfinedRoot`). This test reads
/// the sources and lists each call that touches the file system outside it: a new one fails the
/// test until it goes through the gate, or is entered in the ledger below with its reason.
@Suite struct FileAccessGateTests {
    /// The calls that touch files: C calls (not methods of the same name), FileManager's, and
    /// Foundation's readers and writers.
    static let pattern = try? NSRegularExpression(
        pattern: #"""
            (?<![\w.])(open|openat|fopen|link|linkat|symlink|unlink|unlinkat|rename|renameat|renameat2|mkdir|rmdir|opendir|realpath|readlink|lstat|stat|fstatat|truncate|chmod|access|mkfifo)\((?![a-z]+:)|\.(createDirectory|removeItem|moveItem|copyItem|linkItem|createFile|createSymbolicLink|destinationOfSymbolicLink|fileExists|contents|contentsOfDirectory|attributesOfItem|enumerator|isExecutableFile|isWritableFile|isReadableFile|subpathsOfDirectory)\((at|atPath):|\.(replaceItemAt|setAttributes|replaceItem)\(|\b(Data|String)\(contentsOf|\.write\(to:|FileHandle\((forReadingAtPath|forWritingAtPath|forUpdatingAtPath|forReadingFrom|forWritingTo)
            """#)

    /// The gate itself and the parts it is made of: the only files that may touch any path.
    static let gate: Set<String> = [
        "SpotsFormat/Support/ConfinedRoot.swift", "SpotsFormat/Support/ConfinedRoot+Files.swift", "SpotsFormat/Support/FileBytes.swift",
        "SpotsFormat/Support/DirectoryWalker.swift", "SpotsFormat/Support/RealPath.swift", "SpotsFormat/Support/ConfinedRoot+Checks.swift",
        "SpotsFormat/Support/ConfinedRoot+Lock.swift",
    ]

    /// The calls outside the gate, file by file, with why each may stay. The count must match:
    /// a call added or removed is a change to this ledger, seen in review.
    static let ledger: [String: (count: Int, reason: String)] = [
        "EmbedTemplates/main.swift": (3, "a build tool: reads the repo's Templates/ when spots-site is compiled, never at run time"),
        // The output writer: it makes the staging folder beside the output, writes into it only
        // paths the gate's `parts(of:)` let through, takes from the previous output only what the
        // gate resolved, swaps the folder in, and removes only folders a manifest proves are its own.
        "SpotsBuild/Output/SiteWriter.swift": (7, "the output writer: makes, swaps in and removes its staging folder"),
        "SpotsBuild/Output/StagingFolder.swift": (5, "the output writer: folders and hard links in its own staging folder"),
        "SpotsBuild/Output/PageFiles.swift": (6, "the output writer: a page written anew (never through a file there) or linked"),
        "SpotsBuild/Output/OutputSwap.swift": (4, "the output writer: the atomic exchange of the staging folder and the output"),
        "SpotsBuild/Output/OutputLeftovers.swift": (5, "the output writer: an interrupted build's folders beside the output, proven its own"),
        "SpotsBuild/Output/OutputPath.swift": (3, "the output writer: where a link named as the output leads (the README says it is followed)"),
        // Its own temporary folders, made with a random name under the system's temporary folder.
        "SpotsReview/GitRevision.swift": (3, "diff --base: its temporary folder for the revision's files"),
        "SpotsReview/SiteDiff.swift": (1, "diff --screenshots: removes its temporary folder"),
        "SpotsReview/ReviewScreenshots.swift": (3, "diff --screenshots: writes its screenshots and their pixel diffs in its temporary folder"),
        "SpotsFormat/Support/Chromium.swift": (3, "diff --screenshots and audit: find Chromium on the PATH"),
        "SpotsAudit/SiteAudit.swift": (2, "audit: makes and removes its temporary folder, where its sites are written"),
        "SpotsSiteCLI/TemporaryFolders.swift": (1, "removes spots-site's own temporary folders when it is interrupted"),
        // The preview server's watcher: it looks at files, and shows nothing of what it reads.
        "SpotsFormat/Support/FolderSnapshot.swift": (10, "serve's and build --watch's watchers: stat the watched folders' files, links only inside"),
        "SpotsSiteServer/InotifyEvents.swift": (3, "serve's watcher: lists the folders it asks inotify to watch"),
        "SpotsBuild/Pipeline/PageInputs.swift": (2, "stats the running binary, whose date is one of every page's inputs"),
        "SpotsSiteCLI/ServeCommand.swift": (1, "serve --open: looks for xdg-open"),
    ]

    /// Every call outside the gate: file (under Sources/) → how many.
    static func calls() throws -> [String: Int] {
        let sources = TestPaths.repository.appendingPathComponent("Sources")
        var counts: [String: Int] = [:]
        let regex = try #require(pattern)
        for entry in DirectoryWalker.entries(in: sources.path, skipHidden: true) where entry.relative.hasSuffix(".swift") {
            guard !gate.contains(entry.relative) else { continue }
            let text = try String(contentsOfFile: entry.path, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                guard !code.contains("func ") else { continue }
                let found = regex.numberOfMatches(in: code, range: NSRange(code.startIndex..., in: code))
                if found > 0 { counts[entry.relative, default: 0] += found }
            }
        }
        return counts
    }

    @Test func everyFileCallOutsideTheGateIsInTheLedger() throws {
        let calls = try Self.calls()
        let table = calls.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n")
        for (file, count) in calls.sorted(by: { $0.key < $1.key }) {
            guard let entry = Self.ledger[file] else {
                Issue.record("\(file) touches files \(count) times outside the gate: go through ConfinedRoot, or add it to the ledger\n\(table)")
                continue
            }
            #expect(entry.count == count, "\(file): \(count) calls, the ledger says \(entry.count)\n\(table)")
        }
        for file in Self.ledger.keys where calls[file] == nil { Issue.record("\(file) is in the ledger but touches no file: take it out") }
    }

    /// The test reads what it should: a C call, a FileManager call and a reader are found; a
    /// method that shares a C call's name is not.
    @Test func thePatternFindsCallsAndNotNamesakes() throws {
        let regex = try #require(Self.pattern)
        func count(_ code: String) -> Int { regex.numberOfMatches(in: code, range: NSRange(code.startIndex..., in: code)) }
        #expect(count("let fd = open(path, O_RDONLY)") == 1)
        #expect(count("try FileManager.default.removeItem(at: url)") == 1)
        #expect(count("manager.copyItem(at: a, to: b)") == 1)
        #expect(count("let data = try Data(contentsOf: url)") == 1)
        #expect(count("try data.write(to: url)") == 1)
        #expect(count("guard lstat(full, &status) == 0") == 1)
        #expect(count("href: link(to: use, from: kind.route)") == 0)
        #expect(count("let bytes = site.bytes(of: path)") == 0)
        #expect(count("self.open(title)") == 0)
        #expect(count("sessionStorage.removeItem(key);") == 0)
    }
}

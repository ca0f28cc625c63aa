import Foundation
import SpotsSiteTestSupport
import Testing

/// Review diffs are only worth reading if nothing but the project changes the output: the same
/// project gives byte-identical files whatever the time zone, locale, number of cores, order the
/// file system lists files in, absolute path of the project, or time of day.
@Suite(.serialized) struct DeterminismTests {
    /// A project with its own template, a warning the catalog lists, data files and variants.
    static let fixture = TestPaths.fixtures.appendingPathComponent("diff/new")

    /// Every file under `folder` with its bytes.
    static func tree(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            if let data = FileManager.default.contents(atPath: url.path), !url.hasDirectoryPath { files[relative] = data }
        }
        return files
    }

    /// Builds the project at `project` into a new folder and gives its files.
    static func build(
        _ project: URL, from folder: URL? = nil, prefix: [String] = [], environment: [String: String] = [:], templates: URL? = nil
    ) throws -> [String: Data] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("spots-site-determinism-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let arguments =
            prefix + [
                CommandLineTests.binary.path, "build", "-q", "--content", project.appendingPathComponent("Content").path, "--templates",
                (templates ?? project.appendingPathComponent("Templates")).path, "--output", output.path,
            ]
        let run = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), arguments, in: folder ?? project, environment: environment)
        #expect(run.status == 0, "\(arguments.joined(separator: " ")): \(run.errors)")
        let files = tree(output)
        #expect(files.count > 20)
        return files
    }

    static func expectSame(_ files: [String: Data], _ reference: [String: Data], _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(files.keys.sorted() == reference.keys.sorted(), "\(what): other files", sourceLocation: sourceLocation)
        let differing = reference.keys.sorted().filter { files[$0] != reference[$0] }
        #expect(differing.isEmpty, "\(what) changed \(differing.prefix(5))", sourceLocation: sourceLocation)
    }

    static var reference: [String: Data] {
        get throws { try build(fixture, environment: ["TZ": "UTC", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]) }
    }

    @Test func timeZonesAndLocalesChangeNothing() throws {
        let reference = try Self.reference
        for environment in [
            ["TZ": "Pacific/Chatham", "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"],
            ["TZ": "America/St_Johns", "LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8"],
            ["TZ": "Asia/Kathmandu", "LANG": "ar_EG.UTF-8", "LC_ALL": "ar_EG.UTF-8", "LANGUAGE": "ar"],
        ] {
            Self.expectSame(try Self.build(Self.fixture, environment: environment), reference, "\(environment)")
        }
    }

    // taskset(1) and faketime(1) are Linux tools (the test command installs faketime with apt);
    // the GitHub workflow's macOS job runs the rest.
    #if os(Linux)
    @Test func theNumberOfCoresChangesNothing() throws {
        let reference = try Self.reference
        Self.expectSame(try Self.build(Self.fixture, prefix: ["taskset", "-c", "0"]), reference, "one core")
    }

    @Test func theTimeOfDayChangesNothing() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/faketime") else {
            Issue.record("faketime is not installed: scripts/test.sh installs it (apt-get install faketime)")
            return
        }
        let reference = try Self.reference
        for time in ["2001-02-03 04:05:06", "2038-01-19 23:59:59"] {
            Self.expectSame(try Self.build(Self.fixture, prefix: ["faketime", time]), reference, "at \(time)")
        }
    }

    /// The example site with four actions led elsewhere, whose map (two folders, labelled lines)
    /// Graphviz 2.43 laid out two ways as it came (its ids were its names' addresses): built again
    /// and again, with allocations placed otherwise (glibc's malloc by its environment), the map is
    /// the same. (Before, about one build in four drew it the other way.)
    @Test func whereMemoryLiesChangesNothingNotEvenTheMap() throws {
        let fixture = TestPaths.fixtures.appendingPathComponent("sites/map-memory")
        let templates = TestPaths.repository.appendingPathComponent("Templates")
        let reference = try Self.build(fixture, templates: templates)
        #expect(String(decoding: reference["flow/index.html"] ?? Data(), as: UTF8.self).contains("class=\"flow-folder\""), "a map with folders")
        let environments = [
            [:], ["GLIBC_TUNABLES": "glibc.malloc.tcache_count=0"], ["MALLOC_MMAP_THRESHOLD_": "1024"],
            ["GLIBC_TUNABLES": "glibc.malloc.tcache_count=0", "MALLOC_MMAP_THRESHOLD_": "64"],
            ["MALLOC_TOP_PAD_": "0", "MALLOC_MMAP_THRESHOLD_": "4096"],
        ]
        for environment in environments + environments {
            Self.expectSame(try Self.build(fixture, environment: environment, templates: templates), reference, "\(environment)")
        }
    }
    #endif

    @Test func theProjectsPathAndTheWorkingFolderChangeNothing() throws {
        let reference = try Self.reference
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("spots-site-elsewhere-\(UUID().uuidString)/deeper/project")
        try FileManager.default.createDirectory(at: elsewhere.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere.deletingLastPathComponent().deletingLastPathComponent()) }
        try FileManager.default.copyItem(at: Self.fixture, to: elsewhere)
        // Named by absolute paths from the root folder, and by relative ones from beside it.
        Self.expectSame(try Self.build(elsewhere, from: URL(fileURLWithPath: "/")), reference, "built from /")
        Self.expectSame(try Self.build(elsewhere, from: elsewhere.deletingLastPathComponent()), reference, "built from beside it")
    }

    /// tmpfs lists a folder newest first: two copies made in opposite orders list differently.
    @Test func theOrderTheFileSystemListsFilesInChangesNothing() throws {
        let shm = URL(fileURLWithPath: "/dev/shm")
        let base = FileManager.default.fileExists(atPath: shm.path) ? shm : FileManager.default.temporaryDirectory
        let files = Self.tree(Self.fixture)
        var listings: [[String]] = []
        var builds: [[String: Data]] = []
        for order in [files.keys.sorted(), files.keys.sorted().reversed()] {
            let copy = base.appendingPathComponent("spots-site-order-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: copy) }
            for path in order {
                let url = copy.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try files[path]?.write(to: url)
            }
            listings.append(try FileManager.default.contentsOfDirectory(atPath: copy.appendingPathComponent("Content/screens").path))
            builds.append(try Self.build(copy))
        }
        #expect(listings[0] != listings[1], "the two copies must list their files in different orders for this test to prove anything")
        Self.expectSame(builds[1], builds[0], "files listed in another order")
        Self.expectSame(builds[0], try Self.reference, "a copy")
    }
}

import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsFormat
@testable import SpotsSite

/// `new screen --nav` run many times at once: site.json is edited under the content folder's lock,
/// so every command reads what the one before wrote, and no entry is lost.
@Suite struct NewScreenOwnerTests {
    @Test func twelveEditsAtOnceAllLand() throws {
        let site = "{\n  \"title\": \"Shop\",\n  \"navigation\": [\n    { \"title\": \"Home\", \"action\": \"/\" }\n  ]\n}\n"
        let project = try TemporaryProject(files: ["Content/screens/index.json": NewScreenCommandTests.home, "Content/site.json": site])
        defer { project.remove() }
        let names = (1...12).map { "page-\($0)" }
        // A thread each, all started before any ends (not the machine's few cores at a time).
        let results = Results()
        let threads = names.map { name in
            Thread { results.set(name, try? CommandLineTests.run(["new", "screen", name, "--nav"], in: project.root)) }
        }
        threads.forEach { $0.start() }
        while !threads.allSatisfy(\.isFinished) { usleep(10_000) }
        let runs = names.map { results.get($0) }
        for (name, run) in zip(names, runs) {
            #expect(run?.status == 0, "\(name): \(run?.errors ?? "did not run")")
            #expect(run?.output.contains("added") == true, "\(name): \(run?.output ?? "")")
        }
        let text = try String(contentsOf: project.url("Content/site.json"), encoding: .utf8)
        for name in names { #expect(text.contains("\"action\": \"\(name)\""), "\(name) is not in the navigation:\n\(text)") }
        #expect(text.components(separatedBy: "\"action\"").count == 14, "\(text)")
        let built = try CommandLineTests.run(["build", "--strict"], in: project.root)
        #expect(built.status == 0, "\(built.errors)")
    }

    /// Every name the build keeps for its own files, from the one list the build plans with.
    static let reserved = OutputPlan.reservedNames(features: SiteFeatures.all).keys.sorted()

    @Test func theReservedNamesAreTheBuildsOwnFiles() {
        for name in ["catalog", "flow", "_headers", "sitemap.xml", "routes.json", "404.html"] {
            #expect(Self.reserved.contains(name), "\(name)")
        }
        #expect(!Self.reserved.contains("index.html"))
    }

    /// A screen of each reserved name, written by hand, is a clash the build refuses: the list is
    /// the build's.
    /// (`routes.json` names the screen file `screens/routes.json`, the page /routes/, which is free.)
    @Test(arguments: reserved.filter { !$0.hasSuffix(".json") })
    func aReservedNameIsRefusedBeforeAnythingIsWritten(name: String) throws {
        let site = #"{ "navigation": [ { "title": "Home", "action": "/" } ] }"#
        let project = try TemporaryProject(files: ["Content/screens/index.json": NewScreenCommandTests.home, "Content/site.json": site])
        defer { project.remove() }
        let before = OutputManifest.files(in: project.url("Content"))
        let refused = try CommandLineTests.run(["new", "screen", name, "--nav"], in: project.root)
        #expect(refused.status != 0)
        #expect(OutputManifest.files(in: project.url("Content")) == before)
        #expect(try String(contentsOf: project.url("Content/site.json"), encoding: .utf8) == site)
        guard ScreenName.parse(name).isSuccess else { return }  // refused as a name already
        #expect(refused.errors.contains("the build keeps that name for its own files; nothing was written"), "\(refused.errors)")
        #expect(refused.errors.contains("such as '\(name)-page'"), "\(refused.errors)")
        #expect(try CommandLineTests.run(["new", "screen", name + "-page", "--nav"], in: project.root).status == 0)
        try project.write(NewScreenCommandTests.home, to: "Content/screens/\(name).json")
        let built = try CommandLineTests.run(["build"], in: project.root)
        #expect(built.status == 1)
        #expect(built.errors.contains("route-conflict"), "\(built.errors)")
    }

    /// A site.json another program changes between the read and the write is not written over.
    @Test func aSiteFileChangedMeanwhileIsNotWrittenOver() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": NewScreenCommandTests.home, "Content/site.json": #"{ "navigation": [] }"#,
        ])
        defer { project.remove() }
        let root = ConfinedRoot(project.url("Content"), links: .followInside)
        let read = try root.bytes(of: "site.json").get()
        #expect(NewScreen.SiteWrite.current(in: root) == read)
        try project.write(#"{ "navigation": [], "title": "Changed" }"#, to: "Content/site.json")
        #expect(NewScreen.SiteWrite.current(in: root) != read)
    }
}

/// What each thread's run printed, by name.
private final class Results: @unchecked Sendable {
    private var runs: [String: ProcessRun] = [:]
    private let lock = NSLock()

    func set(_ name: String, _ run: ProcessRun?) { lock.withLock { runs[name] = run } }
    func get(_ name: String) -> ProcessRun? { lock.withLock { runs[name] } }
}

extension Result {
    fileprivate var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}

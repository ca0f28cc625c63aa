import Foundation
import SpotsSiteTestSupport
import Testing

@testable import SpotsBuild
@testable import SpotsCatalog
@testable import SpotsFormat
@testable import SpotsRender
@testable import SpotsReview

/// Content reached through symbolic links is read only where the links lead inside the content
/// folder: screens, assets, site.json and data files alike.
@Suite struct ContentLinkTests {
    static let home = #"{ "components": [ { "items": [ { "title": "Home" } ] } ] }"#

    static func link(_ path: String, to destination: String, in project: TemporaryProject) throws {
        try FileManager.default.createSymbolicLink(atPath: project.url(path).path, withDestinationPath: destination)
    }

    /// The library (the plugin, serve) says what the command line says of a content folder that
    /// is missing or a file: one rule, in `ContentFolder`.
    @Test func aMissingOrFileContentFolderIsOneDiagnostic() throws {
        let project = try TemporaryProject(files: ["Elsewhere/site.json": "{}", "Content": "not a folder"])
        defer { project.remove() }
        func problems(_ path: String) -> [Diagnostic] {
            let folder = ContentFolder(url: project.url(path), displayName: path)
            return ContentLoader(content: folder, dataFiles: DataFiles(content: folder)).load().1
        }
        #expect(problems("Content").map(\.message) == ["Content is a file, not a content folder"])
        let missing = problems("Content/none")
        #expect(missing.map(\.message) == ["the content folder Content/none/ does not exist"])
        #expect(missing.first?.rule == .contentFolder && missing.first?.severity == .error)
    }

    @Test func aScreenLinkOutOfTheContentFolderIsRefusedAndTheRestBuilds() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": Self.home,
            "elsewhere/secret.json": #"{ "components": [ { "items": [ { "title": "Secret" } ] } ] }"#,
            "Content/shared/inside.json": #"{ "components": [ { "items": [ { "title": "Inside" } ] } ] }"#,
        ])
        defer { project.remove() }
        try Self.link("Content/screens/secret.json", to: project.url("elsewhere/secret.json").path, in: project)
        try Self.link("Content/screens/inside.json", to: project.url("Content/shared/inside.json").path, in: project)
        try Self.link("Content/screens/gone.json", to: project.url("Content/nowhere.json").path, in: project)
        let site = project.build()
        #expect(
            site.diagnosticLines(relativeTo: project.root).contains(
                "Content/screens/gone.json: warning: this symbolic link leads to no file; it is not read; fix or remove the link [symbolic-link]"))
        let errors = site.diagnosticLines(relativeTo: project.root).filter { $0.contains("error") }
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("Content/screens/secret.json: error: this symbolic link leads out of Content/") == true)
        #expect(site.text(at: "inside/index.html")?.contains("Inside") == true)
        #expect(site.text(at: "secret/index.html") == nil)
    }

    @Test func aLinkThatLoopsIsSaidToLoop() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": Self.home])
        defer { project.remove() }
        try Self.link("Content/screens/a.json", to: "b.json", in: project)
        try Self.link("Content/screens/b.json", to: "a.json", in: project)
        let lines = project.build().diagnosticLines(relativeTo: project.root)
        #expect(
            lines.contains(
                "Content/screens/a.json: error: this symbolic link loops: its links lead back to themselves; it is not read; fix or remove the link [symbolic-link]"
            ))
        #expect(lines.contains { $0.hasPrefix("Content/screens/b.json: error: this symbolic link loops") })
    }

    /// The data a screen names, through a link on any part of its path, is refused like a screen.
    @Test(arguments: ["file", "folder", "each"])
    func dataReachedThroughALinkOutOfTheContentFolderIsRefused(linked: String) throws {
        var files = [
            "Content/screens/index.json": #"{ "data": "data/people.json", "components": [ { "items": [ { "title": "{{name}}" } ] } ] }"#,
            "Content/screens/people/[id].json": #"{ "each": "data/list.json", "components": [ { "items": [ { "title": "{{name}}" } ] } ] }"#,
            "outside/people.json": #"{ "name": "Secret person" }"#,
            "outside/list.json": #"[ { "id": "leaked", "name": "Secret person" } ]"#,
        ]
        if linked != "folder" {
            files["Content/data/people.json"] = #"{ "name": "Ada" }"#
            files["Content/data/list.json"] = #"[ { "id": "ada", "name": "Ada" } ]"#
        }
        let project = try TemporaryProject(files: files)
        defer { project.remove() }
        let outside = project.url("outside").resolvingSymlinksInPath().path
        switch linked {
        case "folder": try Self.link("Content/data", to: outside, in: project)
        case "each":
            try FileManager.default.removeItem(at: project.url("Content/data/list.json"))
            try Self.link("Content/data/list.json", to: outside + "/list.json", in: project)
        default:
            try FileManager.default.removeItem(at: project.url("Content/data/people.json"))
            try Self.link("Content/data/people.json", to: outside + "/people.json", in: project)
        }
        let site = project.build()
        let lines = site.diagnosticLines(relativeTo: project.root)
        let refused = lines.filter { $0.contains("(through a symbolic link) leads out of Content/ (to outside/") && $0.contains(": error: ") }
        #expect(refused.count == (linked == "folder" ? 2 : 1), "\(lines)")
        if linked != "each" {
            #expect(
                refused.contains {
                    $0.hasPrefix("Content/screens/index.json:1:11: error: the data file 'data/people.json' (through a symbolic link)")
                })
        }
        let pages = site.files.values.compactMap { file -> String? in
            if case .text(let text) = file { return text }
            return nil
        }
        #expect(!pages.contains { $0.contains("Secret person") || $0.contains("leaked") })
    }

    @Test func aRefusedDataFileIsOneErrorNotOnePerKeyPath() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json":
                #"{ "data": "data/people.json", "components": [ { "items": [ { "titleKeyPath": "a.name" }, { "titleKeyPath": "b.name" } ] } ] }"#,
            "outside/people.json": #"{ "a": { "name": "Secret" } }"#,
        ])
        defer { project.remove() }
        try FileManager.default.createDirectory(at: project.url("Content/data"), withIntermediateDirectories: true)
        try Self.link("Content/data/people.json", to: project.url("outside/people.json").path, in: project)
        let errors = project.build().diagnosticLines(relativeTo: project.root).filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.contains("(through a symbolic link) leads out of Content/") == true)
    }

    @Test func aSiteFileLinkOutOfTheContentFolderIsRefused() throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": Self.home, "outside/site.json": #"{ "title": "Secret" }"#])
        defer { project.remove() }
        try Self.link("Content/site.json", to: project.url("outside/site.json").path, in: project)
        let site = project.build()
        #expect(
            site.diagnosticLines(relativeTo: project.root).contains {
                $0.hasPrefix("Content/site.json: error: this symbolic link leads out of Content/")
            })
        #expect(site.text(at: "index.html")?.contains("Secret") == false)
    }
}

/// What a build says of folders and files it cannot use as they are.
@Suite struct ContentFolderProblemTests {
    /// How to run spots-site as a user that cannot read a mode-000 folder: as itself when it is not
    /// root; as root, a copy of the binary (in a folder anyone may enter) as `nobody`, when setpriv
    /// and that user exist and the copy runs; nil otherwise.
    static let unprivileged: (program: URL, arguments: [String])? = {
        if geteuid() != 0 { return (CommandLineTests.binary, []) }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), getpwnam("nobody") != nil else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spots-site-unprivileged-\(getpid())")
        let copy = folder.appendingPathComponent("spots-site")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        chmod(folder.path, 0o755)
        try? FileManager.default.removeItem(at: copy)
        guard (try? FileManager.default.copyItem(at: CommandLineTests.binary, to: copy)) != nil else { return nil }
        chmod(copy.path, 0o755)
        let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
        let arguments = ["--reuid=nobody", "--regid=nogroup", "--clear-groups", copy.path]
        guard (try? runProcess(setpriv, arguments + ["--version"]))?.status == 0 else { return nil }
        return (setpriv, arguments)
    }()

    @Test(.enabled(if: unprivileged != nil, "needs a user that cannot read a folder"))
    func anUnreadableFolderUnderScreensIsAnError() throws {
        let project = try TemporaryProject(files: [
            "Content/screens/index.json": ContentLinkTests.home,
            "Content/screens/private/plans.json": ContentLinkTests.home,
        ])
        defer { project.remove() }
        let runner = try #require(Self.unprivileged)
        // The copy of the binary goes when the test is done.
        defer {
            if let copy = runner.arguments.last, geteuid() == 0 {
                try? FileManager.default.removeItem(atPath: (copy as NSString).deletingLastPathComponent)
            }
        }
        if geteuid() == 0 {
            for path in ["", "Content", "Content/screens", "Content/screens/index.json"] {
                chmod(project.url(path).path, 0o755)
            }
        }
        chmod(project.url("Content/screens/private").path, 0)
        defer { chmod(project.url("Content/screens/private").path, 0o755) }
        let run = try runProcess(runner.program, runner.arguments + ["check"], in: project.root)
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(
            run.errors.contains(
                "Content/screens/private: error: this folder cannot be read (permission denied); nothing in it is built; let your user read it (chmod u+rx), or move it out of Content/"
            ))
    }

    @Test(arguments: ["content", "templates"])
    func aFolderOptionNamingAFileSaysItIsAFile(option: String) throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": ContentLinkTests.home, "notes.txt": "x"])
        defer { project.remove() }
        let run = try CommandLineTests.run(["check", "--\(option)", "notes.txt"], in: project.root)
        #expect(run.status == 1)
        // The content folder is looked at before any step; the templates folder by its step.
        let said = option == "content" ? "notes.txt is a file, not a content folder" : "notes.txt: error: the templates path is a file, not a folder"
        #expect(run.errors.contains(said), "\(run.errors)")
    }

    @Test(arguments: ["[]", "null", "[ 1 ]"])
    func aSiteFileThatIsNotAnObjectIsAnError(text: String) throws {
        let project = try TemporaryProject(files: ["Content/screens/index.json": ContentLinkTests.home, "Content/site.json": text])
        defer { project.remove() }
        let lines = project.build().diagnosticLines(relativeTo: project.root)
        #expect(lines.contains { $0.hasPrefix("Content/site.json:1:1: error: site.json must be an object, got ") }, "\(lines)")
    }
}

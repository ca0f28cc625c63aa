import Foundation
import SpotsFormat
import SpotsRender

/// `spots-site new screen NAME`: a screen file that builds, and with `navigation` an entry for it
/// in `site.json`'s navigation. Everything is checked before anything is written: a screen file
/// (or another file of the same page) that is there already, a `site.json` that does not parse,
/// or a place that cannot be written is a refusal that leaves every file as it was. It never
/// replaces a file; `site.json` is edited as text, every other byte kept (`NavigationEdit`).
/// Every file goes through the gate of the content folder (`ConfinedRoot`).
public enum NewScreen {
    /// Why nothing was written.
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    /// What became of the navigation.
    public enum NavigationChange: Sendable, Equatable {
        /// The entry was added to it.
        case added
        /// `site.json` had no navigation; it has one now, with these titles.
        case made(titles: [String])
        /// There was no `site.json`; one was written with a navigation of these titles.
        case fileWritten(titles: [String])
        /// An entry leads to the page already (its title); the file was left as it was.
        case present(title: String)
    }

    /// What was written: the screen file, as a path under the content folder.
    public struct Outcome: Sendable, Equatable {
        public let file: String
        public let navigation: NavigationChange?
    }

    static let siteFile = "site.json"

    /// Writes the screen `name` with one component of `kind` into `content` (shown in messages as
    /// `shown`, the folder as given), and adds it to the navigation when `navigation` is set.
    /// `reserved` are the names the build writes its own files under
    /// (`OutputPlan.reservedNames`), which no screen may take.
    package static func write(
        _ name: ScreenName, kind: NewScreenText.Kind, navigation: Bool, content: URL, shown: String, reserved: [String: OutputPlan.FileOwner]
    ) throws(Refusal) -> Outcome {
        if let first = name.routeValue.segments.first, let owner = reserved[first.lowercased()] {
            let instead = ([first + "-page"] + name.routeValue.segments.dropFirst()).joined(separator: "/")
            throw Refusal(
                description:
                    "'\(name.segments.joined(separator: "/"))' would be the page \(name.route), where \(owner.name) writes \(first): the build keeps that name for its own files; nothing was written. Choose another name, such as '\(instead)'"
            )
        }
        if let kind = ConfinedRoot.kind(ofNamed: content), kind != .folder {
            throw Refusal(description: "\(shown) is not a folder; nothing was written")
        }
        let root = ConfinedRoot(content, links: .followInside)
        try checkScreen(name, in: root, shown: shown)
        var made: [String] = []
        switch root.makeFolder() {
        case .success(let found): made = found
        case .failure(let failure):
            throw Refusal(description: "cannot make the folder \(shown): \(failure.explanation(in: shown + "/")); nothing was written")
        }
        var siteWrite: SiteWrite?
        var change: NavigationChange?
        // site.json is read, edited and written under the content folder's lock: another
        // `new screen --nav` waits, and reads what this one wrote.
        var lock: FileLock?
        defer { lock?.release() }
        if navigation {
            do throws(Refusal) {
                lock = try takeLock(of: root, shown: shown)
                let entry = NavigationEdit.Entry(title: name.title, action: name.action)
                let defaults = { defaultNavigation(content: content).filter { $0.action != entry.action } }
                (siteWrite, change) = try navigationEdit(entry, defaults: defaults, in: root, shown: shown)
            } catch {
                ConfinedRoot.removeEmptyFolders(made)
                throw error
            }
        }
        let folders = newFolders(for: name.file, in: root)
        // What a failed write takes back: the screen, when it was written, and the folders made.
        func takeBack(screen: Bool) {
            if screen { _ = root.remove(name.file) }
            for folder in folders.reversed() { _ = root.remove(folder) }  // only if still empty
            ConfinedRoot.removeEmptyFolders(made)
        }
        if case .failure(let failure) = root.create(Array(NewScreenText.text(for: name, kind: kind).utf8), at: name.file) {
            takeBack(screen: false)
            throw Refusal(description: "cannot write \(shown)/\(name.file): \(failure.explanation(in: shown + "/")); nothing was written")
        }
        if let siteWrite {
            guard SiteWrite.current(in: root) == siteWrite.read else {
                takeBack(screen: true)
                throw Refusal(
                    description:
                        "\(shown)/\(siteFile) changed while it was edited (another program wrote it); nothing was written: run the command again"
                )
            }
            let written = siteWrite.read != nil ? root.replace(siteWrite.bytes, at: siteFile) : root.create(siteWrite.bytes, at: siteFile)
            if case .failure(let failure) = written {
                takeBack(screen: true)
                throw Refusal(description: "cannot write \(shown)/\(siteFile): \(failure.explanation(in: shown + "/")); nothing was written")
            }
        }
        return Outcome(file: name.file, navigation: change)
    }

    /// Refuses a screen whose file, or whose page, is there already, or that cannot be written.
    private static func checkScreen(_ name: ScreenName, in root: ConfinedRoot, shown: String) throws(Refusal) {
        let file = "\(shown)/\(name.file)"
        switch root.occupant(of: name.file) {
        case .nothing?: break
        case nil:
            let refusal = root.resolve(name.file, mustExist: false).failure
            let why = refusal?.phrase("it", folder: shown + "/") ?? "the way to it cannot be read"
            throw Refusal(description: "cannot write \(file): \(why); nothing was written")
        case .link?: throw Refusal(description: "\(file) is there already (a symbolic link); it is left as it was, and nothing was written")
        case .some: throw Refusal(description: "\(file) is there already; it is left as it was, and nothing was written")
        }
        for entry in root.entries(under: "screens", skipHidden: true) where entry.relative.hasSuffix(".json") {
            guard case .success(let route) = ScreenFileName.route(forScreenAt: String(entry.relative.dropFirst("screens/".count))) else { continue }
            if route.collisionKey == name.routeValue.collisionKey {
                throw Refusal(description: "\(shown)/\(entry.relative) is the page \(route) already; nothing was written")
            }
        }
        if let problem = root.problem(writing: name.file) {
            throw Refusal(description: "cannot write \(file): \(root.shown(problem.path)) \(problem.reason); nothing was written")
        }
    }

    /// The new text of `site.json` (nil when it stays as it is) and what becomes of the navigation.
    private static func navigationEdit(
        _ entry: NavigationEdit.Entry, defaults: () -> [NavigationEdit.Entry], in root: ConfinedRoot, shown: String
    )
        throws(Refusal) -> (SiteWrite?, NavigationChange)
    {
        let file = "\(shown)/\(siteFile)"
        switch root.occupant(of: siteFile) {
        case .nothing?:
            let entries = defaults() + [entry]
            if let problem = root.problem(writing: siteFile) {
                throw Refusal(description: "cannot write \(file): \(root.shown(problem.path)) \(problem.reason); nothing was written")
            }
            return (SiteWrite(bytes: Array(NavigationEdit.newFile(with: entries).utf8), read: nil), .fileWritten(titles: entries.map(\.title)))
        case .file?: break
        case .link?: throw Refusal(description: "\(file) is a symbolic link, which spots-site does not write through; nothing was written")
        default: throw Refusal(description: "\(file) is not a file spots-site can edit; nothing was written")
        }
        let bytes: [UInt8]
        switch root.bytes(of: siteFile, sizeLimit: FileSize.defaultLimit) {
        case .success(let read): bytes = read
        case .failure(let failure): throw Refusal(description: "cannot read \(file): \(failure.explanation(in: shown + "/")); nothing was written")
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw Refusal(description: "\(file) is not UTF-8 text, which spots-site could not keep as it is; nothing was written")
        }
        let outcome: NavigationEdit.Outcome
        do {
            outcome = try NavigationEdit.adding(entry, defaults: defaults, to: bytes)
        } catch {
            let hint = error.hint.map { " (\($0))" } ?? ""
            throw Refusal(
                description: "\(file):\(error.location.line):\(error.location.column): \(error.message)\(hint)\n"
                    + "Nothing was written: fix \(file), or leave out --nav.")
        }
        let edited: [UInt8]
        let change: NavigationChange
        switch outcome {
        case .present(let title): return (nil, .present(title: title))
        case .inserted(let bytes): (edited, change) = (bytes, .added)
        case .navigationAdded(let bytes, let titles): (edited, change) = (bytes, .made(titles: titles))
        }
        if let problem = root.problem(writing: siteFile) {
            throw Refusal(description: "cannot write \(file): \(root.shown(problem.path)) \(problem.reason); nothing was written")
        }
        return (SiteWrite(bytes: edited, read: bytes), change)
    }

    /// The folders above `file` that are not there yet, outermost first, to take back.
    private static func newFolders(for file: String, in root: ConfinedRoot) -> [String] {
        let parts = file.split(separator: "/").dropLast()
        return parts.indices.map { parts[...$0].joined(separator: "/") }.filter { root.occupant(of: $0) == .nothing }
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one gate for every file spots-site reads or writes: a folder it was given (the content
/// folder, the templates folder, the output folder, a compared site, a report folder), and the
/// rule by which a path under it is resolved. A path is refused when it is absolute, when it
/// climbs out with `..`, when it holds a NUL byte, and when a symbolic link on its way leads out
/// of the folder; where the folder's rule refuses links (an output folder, a compared site), any
/// link on the way is refused. What the gate gives back is a full path with no link left on it,
/// which the file operations (`ConfinedRoot+Files.swift`) open without following links.
public struct ConfinedRoot: Sendable, Hashable {
    /// What a symbolic link on the way to a file means.
    public enum LinkRule: Sendable, Hashable {
        /// It is followed where it leads inside the folder (the content and templates folders,
        /// whose links the README says are followed).
        case followInside
        /// It is refused: the folder's files are taken only as they are (an output folder, a
        /// compared site, a previous output, a staging folder).
        case refuse
    }

    /// Why a path was refused, with the path under the folder it is about.
    public enum Refusal: Error, Equatable, Sendable {
        /// The path is empty, absolute or holds a NUL byte.
        case notRelative(String)
        /// The path climbs out of the folder with `..`.
        case climbsOut(String)
        /// A symbolic link where the folder's rule refuses links: the link.
        case link(String)
        /// A symbolic link that leads out of the folder: the link and where it leads.
        case leadsOut(String, target: String)
        /// Links that lead back to themselves (or a chain of more than 40).
        case loop(String)
        /// Nothing is there: the first part of the path that is missing (or is not a folder).
        case missing(String)

        /// The refusal as a phrase about `subject` ("this template") in `folder` ("Templates/").
        public func phrase(_ subject: String, folder: String) -> String {
            switch self {
            case .notRelative(let path): "\(subject) names '\(path)', which is not a path inside \(folder)"
            case .climbsOut(let path): "\(subject) names '\(path)', which climbs out of \(folder) with '..'"
            case .link(let path): "\(subject) passes through the symbolic link '\(path)', and links are not followed in \(folder)"
            case .leadsOut(let path, let target): "\(subject) passes through '\(path)', a symbolic link that leads out of \(folder) (to \(target))"
            case .loop(let path): "\(subject) passes through '\(path)', whose links lead back to themselves"
            case .missing(let path): "\(subject) names '\(path)', which is not there"
            }
        }
    }

    /// The folder with its own links resolved: every path the gate gives back is inside it.
    public let path: String
    /// What a link on the way means.
    public let links: LinkRule

    /// The gate for `folder` (which need not exist yet: its missing parts are taken as named).
    public init(_ folder: URL, links: LinkRule) {
        path = RealPath.ofPossiblyMissing(folder.standardizedFileURL.path)
        self.links = links
    }

    /// The folder as a URL.
    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// The parts of a path under the folder, or why it is no such path: refused when it is empty,
    /// absolute, holds a NUL byte or names `..` (`.` and empty parts are dropped).
    public static func parts(of relative: String) -> Result<[String], Refusal> {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.utf8.contains(0) else { return .failure(.notRelative(relative)) }
        var parts: [String] = []
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            guard part != ".." else { return .failure(.climbsOut(relative)) }
            parts.append(String(part))
        }
        return parts.isEmpty ? .failure(.notRelative(relative)) : .success(parts)
    }

    /// The full path of `relative` with every link on its way resolved by the folder's rule.
    /// With `mustExist` false, the parts after the last one that exists are appended as named
    /// (for a file about to be written).
    public func resolve(_ relative: String, mustExist: Bool = true) -> Result<String, Refusal> {
        switch Self.parts(of: relative) {
        case .failure(let refusal): .failure(refusal)
        case .success(let parts): walk(parts, shown: relative, mustExist: mustExist)
        }
    }

    /// The path under the folder of a full path inside it (`path` itself gives "").
    public func relative(of full: String) -> String? {
        guard RealPath.isInside(full, path) else { return nil }
        return full == path ? "" : String(full.dropFirst(path == "/" ? 1 : path.count + 1))
    }

    /// The path under the folder of a file named by a full path, its links resolved; nil when it
    /// is not inside.
    public func relative(ofNamed url: URL) -> String? {
        relative(of: RealPath.of(url.path) ?? url.standardizedFileURL.path)
    }

    /// Walks `parts` from the folder one at a time with `lstat`, following or refusing each link.
    private func walk(_ parts: [String], shown: String, mustExist: Bool) -> Result<String, Refusal> {
        var done: [String] = []
        var rest = ArraySlice(parts.reversed())  // popped from the end
        var followed = 0
        func here(_ names: [String]) -> String { names.isEmpty ? path : path + "/" + names.joined(separator: "/") }
        while let part = rest.popLast() {
            if part == "." || part.isEmpty { continue }
            if part == ".." {
                // Only a link's target climbs: back out of the folder is out.
                guard !done.isEmpty else { return reenter(here(done) + "/" + ([".."] + rest.reversed()).joined(separator: "/"), shown: shown) }
                done.removeLast()
                continue
            }
            let candidate = here(done + [part])
            var status = stat()
            guard lstat(candidate, &status) == 0 else {
                guard !mustExist, errno == ENOENT else { return .failure(.missing(relativeName(done + [part]))) }
                let tail = [part] + rest.reversed().filter { $0 != "." && !$0.isEmpty }
                guard !tail.contains("..") else { return .failure(.missing(relativeName(done + [part]))) }
                return .success(here(done + tail))
            }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                let link = relativeName(done + [part])
                guard links == .followInside else { return .failure(.link(link)) }
                followed += 1
                guard followed <= 40, let target = Self.readLink(candidate) else { return .failure(.loop(link)) }
                if target.hasPrefix("/") {
                    return reenter(target + (rest.isEmpty ? "" : "/" + rest.reversed().joined(separator: "/")), shown: shown, link: link)
                }
                rest.append(contentsOf: target.split(separator: "/", omittingEmptySubsequences: true).map(String.init).reversed())
            case S_IFDIR:
                done.append(part)
            default:
                done.append(part)
                // A file ends the path: `file/.` through a link is no path, as for `realpath`.
                guard rest.isEmpty else { return .failure(.missing(relativeName(done))) }
            }
        }
        return .success(here(done))
    }

    /// A walk that left the folder through a link (an absolute target, or `..` above the folder):
    /// allowed only where it comes back in, as `realpath` resolves it.
    private func reenter(_ absolute: String, shown: String, link: String? = nil) -> Result<String, Refusal> {
        let link = link ?? shown
        guard let resolved = RealPath.of(absolute) else {
            switch errno {
            case ELOOP: return .failure(.loop(link))
            case ENOENT, ENOTDIR: return .failure(.missing(link))  // it leads to nothing: nothing is read
            default: return .failure(.leadsOut(link, target: URL(fileURLWithPath: absolute).standardizedFileURL.path))
            }
        }
        guard RealPath.isInside(resolved, path) else { return .failure(.leadsOut(link, target: resolved)) }
        return .success(resolved)
    }

    private func relativeName(_ names: [String]) -> String { names.joined(separator: "/") }

    /// The target of the link at `path`.
    static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

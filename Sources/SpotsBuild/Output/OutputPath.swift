import Foundation
import SpotsFormat
import SpotsRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an output path leads: a symbolic link named as the output is followed, so the site is
/// written into the folder it leads to and the link is kept (`Output` → `/srv/www/site`).
package enum OutputPath {
    package struct Problem: Error {
        package let message: String
    }

    /// `output`, or the path its chain of links ends at (which need not exist yet).
    package static func resolve(_ output: URL) -> Result<URL, Problem> {
        var path = output.standardizedFileURL.path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else {
                return .success(URL(fileURLWithPath: path).standardizedFileURL)
            }
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else {
                return .failure(Problem(message: "the output path is a symbolic link that cannot be read"))
            }
            // A relative target starts at the link's folder as it really is (that folder may be a
            // link too), before any `..` in it is applied.
            let folder = RealPath.ofPossiblyMissing(URL(fileURLWithPath: path).deletingLastPathComponent().path)
            path = destination.hasPrefix("/") ? destination : URL(fileURLWithPath: folder).appendingPathComponent(destination).path
            path = URL(fileURLWithPath: path).standardizedFileURL.path
        }
        return .failure(Problem(message: "the output path is a symbolic link that loops (it leads back to itself)"))
    }
}

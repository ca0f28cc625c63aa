import CFileSwap
import Foundation
import SpotsFormat
import SpotsRender

/// Puts a written site in place of the previous output.
enum OutputSwap {
    /// Swaps the folders `staging` and `output` in one atomic step (Linux `renameat2` with
    /// `RENAME_EXCHANGE`, macOS `renamex_np` with `RENAME_SWAP`): at every moment `output` is
    /// either the previous site or the new one, and `staging` then holds the previous one.
    ///
    /// Where the system or its file system cannot swap (some network and FUSE file systems), it
    /// falls back to two renames, `output` aside and `staging` in its place. A kill between them
    /// leaves no `output`, only the previous site in a hidden `.output.spots-old-…` folder beside it.
    static func exchange(_ staging: URL, with output: URL) throws {
        if spots_exchange_paths(staging.path, output.path) == 0 { return }
        let code = errno
        guard code == ENOSYS || code == EINVAL || code == ENOTSUP || code == EOPNOTSUPP else {
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [
                    NSLocalizedDescriptionKey: "cannot swap in the new site: \(String(cString: strerror(code)))", NSFilePathErrorKey: output.path,
                ])
        }
        try renameTwice(staging, with: output)
    }

    /// The fallback of `exchange`: `output` aside, `staging` in its place, and the previous site
    /// then in `staging`.
    static func renameTwice(_ staging: URL, with output: URL) throws {
        let manager = FileManager.default
        let retired = staging.deletingLastPathComponent().appendingPathComponent(
            staging.lastPathComponent.replacingOccurrences(of: ".spots-tmp-", with: ".spots-old-"))
        try manager.moveItem(at: output, to: retired)
        do {
            try manager.moveItem(at: staging, to: output)
        } catch {
            try? manager.moveItem(at: retired, to: output)
            throw error
        }
        // The caller removes `staging`, which the exchange would have left holding the previous site.
        try manager.moveItem(at: retired, to: staging)
    }
}

import Foundation
import SpotsFormat

/// `new screen --nav` edits `site.json` under the content folder's lock (`ConfinedRoot.lock`), the
/// one lock spots-site takes for a file it updates: twelve commands at once each read what the one
/// before wrote, and every entry lands. The file is read under the lock and is written only when
/// it holds still the bytes that were read (another program may have written it meanwhile).
extension NewScreen {
    /// `site.json`'s new bytes, and the bytes they were made from (nil when there was no file).
    struct SiteWrite {
        var bytes: [UInt8]
        var read: [UInt8]?

        /// What `site.json` holds now; nil when there is none (or it cannot be read, which the
        /// write then finds).
        static func current(in root: ConfinedRoot) -> [UInt8]? {
            guard root.occupant(of: siteFile) != .nothing else { return nil }
            return try? root.bytes(of: siteFile, sizeLimit: FileSize.defaultLimit).get()
        }
    }

    /// How long a command waits for another that is editing `site.json`.
    static let lockWait = 30.0

    /// The content folder's lock, waited for up to `lockWait` seconds.
    static func takeLock(of root: ConfinedRoot, shown: String) throws(Refusal) -> FileLock {
        switch root.lock(waitingUpTo: lockWait) {
        case .success(let lock): return lock
        case .failure(.held):
            throw Refusal(
                description:
                    "another spots-site command has been editing \(shown)/\(siteFile) for \(Int(lockWait)) seconds (it holds the lock of \(shown)/); nothing was written"
            )
        case .failure(.failed(let failure)):
            throw Refusal(description: "cannot lock \(shown)/ to edit \(siteFile): \(failure.explanation(in: shown + "/")); nothing was written")
        }
    }
}

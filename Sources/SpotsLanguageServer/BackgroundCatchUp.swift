import Dispatch
import Foundation
import SpotsLiveSite

/// The catalog and the map brought up to date on another thread while the editor is quiet
/// (`LiveBuilder.catchUp`), so that a keystroke never waits for them: the site it made is taken
/// only when no change came in the meantime (`generation`), and dropped otherwise.
final class BackgroundCatchUp: @unchecked Sendable {
    /// The session's count of changes when it started.
    let generation: Int
    private let lock = NSLock()
    private var made: LiveBuilder?

    init(_ live: LiveBuilder, generation: Int) {
        self.generation = generation
        DispatchQueue.global(qos: .utility).async { [self] in
            var copy = live
            _ = copy.catchUp()
            lock.withLock { made = copy }
        }
    }

    /// The site with its features caught up, once done; nil while it runs.
    var result: LiveBuilder? { lock.withLock { made } }
}

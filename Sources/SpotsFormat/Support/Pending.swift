import Dispatch
import Foundation

/// A value made on a thread of its own while the caller goes on: `value` waits for it (once made,
/// it is kept and handed to every caller). Not a task of Swift's pool or an item of Dispatch's: a
/// `parallelMap` inside the work fills the cores as it would on the caller's thread (Dispatch
/// runs an apply inside an apply one item at a time), and the thread has the main thread's stack.
package final class Pending<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var made: Value?

    /// Starts `work` on a thread as urgent as the caller's.
    package init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            let value = work()
            lock.withLock { made = value }
            done.signal()
        }
        // As large as the main thread's, whatever the platform's default for other threads.
        thread.stackSize = 8 << 20
        thread.qualityOfService = Thread.current.qualityOfService
        thread.start()
    }

    /// The value, once the work has made it.
    package var value: Value {
        if let made = lock.withLock({ made }) { return made }
        done.wait()
        // Each waiter passes the signal on to the next.
        done.signal()
        guard let made = lock.withLock({ made }) else { preconditionFailure("the work set its value before it signalled") }
        return made
    }
}

/// `first` and `second`, run side by side: `first` on a thread of its own (`Pending`), `second`
/// on this one. Not as two iterations of one `concurrentPerform`: a `parallelMap` inside either
/// would then run on one core.
package func concurrently<A: Sendable, B: Sendable>(_ first: @escaping @Sendable () -> A, _ second: () -> B) -> (A, B) {
    let a = Pending(first)
    let b = second()
    return (a.value, b)
}

import Foundation

/// The thread the folder servers' tasks run on (`FolderServer`): the audit and the review wait
/// for the browser synchronously, also where they are called from a task (the tests), and a
/// server on the shared pool of threads could then wait for a thread that never comes free.
/// Every task the server starts (each connection's) prefers this executor too.
@available(macOS 15.0, *)
final class ServerThread: TaskExecutor, @unchecked Sendable {
    static let shared = ServerThread()

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init() {
        let thread = Thread { [unowned self] in run() }
        thread.name = "spots-site pages"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    private func run() {
        while true {
            let job = condition.withLock {
                while jobs.isEmpty { condition.wait() }
                return jobs.removeFirst()
            }
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// Runs `body` with every task it starts preferring the pages' thread (where the system has task
/// executors: Linux, macOS 15), so that whatever blocks the shared pool's threads meanwhile (a
/// test waiting for a process, the audit waiting for the browser) cannot starve a server it runs.
package func onServerThread<T>(_ body: () async throws -> T) async throws -> T {
    if #available(macOS 15.0, *) {
        return try await withTaskExecutorPreference(ServerThread.shared) { try await body() }
    }
    return try await body()
}

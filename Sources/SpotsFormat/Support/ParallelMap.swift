import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` over all cores; the results keep the input order.
    package func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = ResultSlots<T>(count: count)
        let input = self
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.set(index, transform(input[index]))
        }
        return results.values
    }
}

/// `first` and `second`, run side by side.
package func concurrently<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
    let results = [0, 1].parallelMap { index -> Pair<A, B> in index == 0 ? .first(first()) : .second(second()) }
    guard case .first(let a) = results[0], case .second(let b) = results[1] else { preconditionFailure("results keep their order") }
    return (a, b)
}

/// One of two results of `concurrently`.
private enum Pair<A: Sendable, B: Sendable>: Sendable {
    case first(A), second(B)
}

/// Slots written once each from many threads, read after all writers finished: each slot has
/// one writer, so no lock is needed; `concurrentPerform` returning orders the writes before the read.
private final class ResultSlots<T: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<T?>

    package init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    package func set(_ index: Int, _ value: T) {
        slots[index] = value
    }

    package var values: [T] { slots.compactMap { $0 } }
}

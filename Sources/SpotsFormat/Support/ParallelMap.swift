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

extension Array where Element: Sendable {
    /// `map` over all cores in chunks of `size` neighbouring elements, for work too small per
    /// element to hand out one by one; the results keep the input order.
    package func parallelMap<T: Sendable>(inChunksOf size: Int, _ transform: @Sendable (Element) -> T) -> [T] {
        guard count > size else { return map(transform) }
        let input = self
        return stride(from: 0, to: count, by: size).map { $0..<Swift.min($0 + size, count) }
            .parallelMap { chunk in input[chunk].map(transform) }.flatMap { $0 }
    }

    /// Sorted by `areInIncreasingOrder`, the two halves on two cores, then merged; as stable as
    /// `sorted(by:)` on each half, and an element of the first half goes first among equals.
    package func parallelSorted(by areInIncreasingOrder: @Sendable (Element, Element) -> Bool) -> [Element] {
        guard count > 4096 else { return sorted(by: areInIncreasingOrder) }
        let middle = count / 2
        let input = self
        let (left, right) = concurrently(
            { input[..<middle].sorted(by: areInIncreasingOrder) }, { input[middle...].sorted(by: areInIncreasingOrder) })
        var merged: [Element] = []
        merged.reserveCapacity(count)
        var (i, j) = (0, 0)
        while i < left.count, j < right.count {
            if areInIncreasingOrder(right[j], left[i]) {
                merged.append(right[j])
                j += 1
            } else {
                merged.append(left[i])
                i += 1
            }
        }
        merged += left[i...]
        merged += right[j...]
        return merged
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

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

    /// `parallelMap` that hands each element over to `transform`: the array gives it up first, so
    /// what the transform lets go of (a screen's model once its page is made) is freed as the map
    /// goes, not when it ends.
    package consuming func consumingParallelMap<T: Sendable>(_ transform: @Sendable (consuming Element) -> T) -> [T] {
        let slots = TakenOnce(consume self)
        let results = ResultSlots<T>(count: slots.count)
        DispatchQueue.concurrentPerform(iterations: slots.count) { index in
            results.set(index, transform(slots.take(index)))
        }
        return results.values
    }

    /// `map` over all cores in runs of `chunk` elements, for a transform too small to be worth a
    /// task of its own; the results keep the input order.
    package func parallelMap<T: Sendable>(chunk: Int, _ transform: @Sendable (Element) -> T) -> [T] {
        guard count > chunk else { return map(transform) }
        let input = self
        let starts = [Int](stride(from: 0, to: count, by: chunk))
        return starts.parallelMap { start in input[start..<Swift.min(start + chunk, input.count)].map(transform) }.flatMap { $0 }
    }
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

/// Values each taken once, by index, from many threads: each slot has one taker, so no lock is needed.
private final class TakenOnce<T: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<T?>

    /// Takes `values` over: once made, the slots hold the only references to them.
    init(_ values: consuming [T]) {
        slots = .allocate(capacity: values.count)
        _ = slots.initialize(from: values.lazy.map(Optional.some))
        values = []
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    var count: Int { slots.count }

    /// The value at `index`, which the slot no longer holds.
    func take(_ index: Int) -> T {
        guard let value = slots[index].take() else { preconditionFailure("slot \(index) was taken twice") }
        return value
    }
}

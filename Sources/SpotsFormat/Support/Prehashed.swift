/// A value with its hash taken once, where it is made (on all cores, by the callers), so that a
/// dictionary keyed by it hashes nothing again and compares values only when their hashes match.
package struct Prehashed<Value: Hashable & Sendable>: Hashable, Sendable {
    package let value: Value
    private let hash: Int

    package init(_ value: Value) {
        self.value = value
        hash = value.hashValue
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    package static func == (left: Prehashed, right: Prehashed) -> Bool { left.hash == right.hash && left.value == right.value }
}

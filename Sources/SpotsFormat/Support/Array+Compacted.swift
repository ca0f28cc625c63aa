extension Array {
    /// The same elements in storage of their own count when the array has room to spare: an array
    /// grown by appending holds room for up to twice as many, which costs memory where a site keeps
    /// one for each screen or item. (Converting a slice that covers a whole array shares its
    /// storage, room and all.)
    package func compacted() -> [Element] {
        guard hasRoomToSpare else { return self }
        var exact: [Element] = []
        exact.reserveCapacity(count)
        exact.append(contentsOf: self)
        return exact
    }

    /// Whether the array holds room for more than an eighth more elements than it holds.
    package var hasRoomToSpare: Bool { capacity - count > count / 8 }
}

/// A component's `slots`: a feed whose items are interleaved by content type, in the order of the
/// Slots library (devxoul/Slots 2.0.0; the rule is in the spec's slots.md).
package struct Slots: Sendable, Equatable {
    /// The content types in the order one round takes them.
    package var pattern: [String] = []
    /// Types that go on after the others have run out (ignored when `defaultType` is set).
    package var repeatables: [String]?
    /// Types taken once, before the pattern.
    package var header: [String]?
    /// Types placed at fixed indexes after the pattern, by index.
    package var fixed: [(index: Int, type: String)] = []
    /// The type that fills in for a type that has run out.
    package var defaultType: String?
    /// Each content type's items, inline or in a data file, in the order written.
    package var contents: [(type: String, source: Contents)] = []
    /// Where `slots` starts.
    package var location: SourceLocation = .start
    /// The JSON path (`components[0].slots`).
    package var path = ""

    /// Where a content type's items come from.
    package enum Contents: Sendable, Equatable {
        case items([Item])
        /// A JSON file under the content folder holding an array of items.
        case file(String, at: SourceLocation)
    }

    /// Creates an empty feed.
    package init() {}

    package static func == (lhs: Slots, rhs: Slots) -> Bool {
        lhs.pattern == rhs.pattern && lhs.repeatables == rhs.repeatables && lhs.header == rhs.header
            && lhs.fixed.map(\.index) == rhs.fixed.map(\.index) && lhs.fixed.map(\.type) == rhs.fixed.map(\.type)
            && lhs.defaultType == rhs.defaultType && lhs.contents.map(\.type) == rhs.contents.map(\.type)
            && lhs.contents.map(\.source) == rhs.contents.map(\.source)
    }

    /// The items of `contents` in the order Slots gives them.
    ///
    /// Each type is a first-in-first-out queue. A round is one pass over a sequence of types; in
    /// it, a type that has run out is filled in by `defaultType` while that lasts, else it leaves
    /// the live repeatables (when it is one) or marks the round as having a finished
    /// non-repeatable type, after which only repeatables still give items. The ordering stops as
    /// soon as no repeatable is live after a type ran out.
    package static func order<Element>(
        pattern: [String], repeatables: [String]? = nil, header: [String]? = nil, fixed: [(index: Int, type: String)] = [],
        defaultType: String? = nil, contents: [String: [Element]]
    ) -> [Element] {
        guard !pattern.isEmpty, !contents.isEmpty else { return [] }
        var queues = contents.mapValues { ArraySlice($0) }
        var live: Set<String> = repeatables != nil && defaultType == nil ? Set(pattern).intersection(repeatables ?? []) : []
        var result: [Element] = []

        /// One round over `sequence`; true when the ordering stops in it.
        func round(_ sequence: [String]) -> Bool {
            var nonRepeatableFinished = false
            for type in sequence {
                if queues[type]?.isEmpty ?? true {
                    if let defaultType, let next = queues[defaultType]?.popFirst() {
                        result.append(next)
                        continue
                    }
                    if live.contains(type) {
                        live.remove(type)
                    } else {
                        nonRepeatableFinished = true
                    }
                    if live.isEmpty { return true }
                } else if !nonRepeatableFinished || live.contains(type), let next = queues[type]?.popFirst() {
                    result.append(next)
                }
            }
            return false
        }

        if let header, round(header) { return result }
        while !round(pattern) {}
        for (index, type) in fixed.sorted(by: { $0.index < $1.index }) where !pattern.contains(type) {
            if index <= result.count, let next = queues[type]?.popFirst() { result.insert(next, at: index) }
        }
        return result
    }
}

import Testing

@testable import SpotsFormat

/// What the parser gives is held in storage of its own size: a screen keeps the objects of its
/// items' `meta` until its page is made, and arrays grown one element at a time would hold room
/// for up to twice as many.
@Suite struct JSONParserStorageTests {
    /// Every array and object in `value`, with its JSON path.
    private func containers(_ value: JSONValue, at path: String = "$") -> [(path: String, count: Int, roomToSpare: Bool)] {
        switch value {
        case .array(let elements):
            [(path, elements.count, elements.hasRoomToSpare)]
                + elements.enumerated().flatMap { containers($1.value, at: "\(path)[\($0)]") }
        case .object(let members):
            [(path, members.count, members.hasRoomToSpare)] + members.flatMap { containers($0.node.value, at: "\(path).\($0.key)") }
        default: []
        }
    }

    @Test func nestedObjectsAndArraysHoldWhatTheyHoldAndNoRoomBeside() throws {
        let text = """
            { "items": [ { "title": "A", "meta": { "a": 1, "b": 2, "c": 3, "d": 4, "e": 5 } },
                         { "title": "B", "meta": { "tags": [1, 2, 3, 4, 5, 6, 7, 8, 9], "empty": [], "none": {} } }, ],
              "numbers": [1, 2, 3, 4, 5], "last": { "x": [[1, 2, 3], [4, 5, 6, 7, 8]], }, }
            """
        let root = try JSONParser.parse(Array(text.utf8)).root.value
        let found = containers(root)
        #expect(found.map(\.count) == [3, 2, 2, 5, 2, 3, 9, 0, 0, 5, 1, 2, 3, 5])
        for container in found { #expect(!container.roomToSpare, "\(container.path) holds \(container.count) with room for more") }
        // The values are where they were written, members in their order.
        #expect(
            root["items"]?.value.elements?[1].value["meta"]?.value["tags"]?.value.elements?.compactMap(\.value.number) == (1...9).map(Double.init))
        #expect(root["last"]?.value["x"]?.value.elements?[1].value.elements?.compactMap(\.value.number) == [4, 5, 6, 7, 8])
        #expect(root.members?.map(\.key) == ["items", "numbers", "last"])
    }
}

import Testing

@testable import SpotsFormat

/// An item keeps its fields in a box its copies share (`CopyOnWrite`).
@Suite("Item")
struct ItemTests {
    @Test func aCopyChangedLeavesTheItemItWasCopiedFrom() {
        var original = Item()
        original.title = "Title"
        original.subtitle = "*sub*"
        original.location = SourceLocation(line: 3, column: 5)
        var child = Component()
        child.items = [original]
        var copy = original
        #expect(copy == original)
        copy.title = "Other"
        copy.text = "text"
        copy.children = [child]
        copy.location = SourceLocation(line: 9, column: 1)
        #expect(original.title == "Title")
        #expect(original.text == nil)
        #expect(original.children.isEmpty)
        #expect(original.location == SourceLocation(line: 3, column: 5))
        #expect(copy.title == "Other")
        #expect(copy.text == "text")
        #expect(copy.children == [child])
        #expect(copy != original)
        // A rare field changed in place (`_modify`) in a copy leaves the original's as well.
        var second = copy
        second.children[0].items[0].title = "Inner"
        #expect(copy.children[0].items[0].title == "Title")
        #expect(second.children[0].items[0].title == "Inner")
        // Setting a rare field to nothing on an item that has none makes no box for it.
        var plain = Item()
        plain.text = nil
        plain.children = []
        #expect(plain.rare == nil)
        #expect(plain == Item())
    }
}

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
        // A rare field set back to nothing is nothing, and the item equals one that never had it.
        second.text = nil
        second.children = []
        var titled = Item()
        titled.title = "Other"
        titled.subtitle = "*sub*"
        titled.location = SourceLocation(line: 9, column: 1)
        #expect(second.text == nil)
        #expect(second.children.isEmpty)
        #expect(second == titled)
        // Setting a rare field to nothing on an item that has none makes no box for it.
        var plain = Item()
        plain.text = nil
        plain.children = []
        #expect(plain.rare == nil)
        #expect(plain == Item())
    }

    /// A rare field changed where it is: an element of `children` changed in place keeps the
    /// list's storage (a key path to a computed property would copy the list out and back).
    @Test func aRareListIsChangedInPlace() {
        var item = Item()
        item.children = [Component(), Component()]
        let before = item.children.withUnsafeBufferPointer { $0.baseAddress }
        // One change: a copy would be made while the list it copies is still there, elsewhere.
        item.children[1].items = [Item()]
        let after = item.children.withUnsafeBufferPointer { $0.baseAddress }
        #expect(before == after)
        #expect(item.children[1].items.count == 1)
        item.children[0].items = [Item(), Item(), Item()]
        // Shared with a copy, it is copied first: the copy keeps what it had.
        let copy = item
        item.children[0].items = [Item(), Item()]
        #expect(copy.children[0].items.count == 3)
        #expect(item.children[0].items.count == 2)
    }
}

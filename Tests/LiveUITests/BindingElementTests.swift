import Testing

@testable import LiveUI

private struct Item: Identifiable, Equatable {
    let id: Int
    var title: String
}

/// Bindings to one element of a bound collection (BindingCollections.swift).
@MainActor
@Suite struct BindingElementTests {
    /// A binding made from an array the test owns.
    private func binding(_ items: Box) -> Binding<[Item]> {
        Binding(get: { items.value }, set: { items.value = $0 })
    }

    private final class Box {
        var value = [Item(id: 1, title: "one"), Item(id: 2, title: "two"), Item(id: 3, title: "three")]
    }

    @Test func aBindingByIdFollowsItsItemWhenItMovesAndIgnoresItOnceGone() {
        let items = Box()
        let two = binding(items).element(id: 2, last: items.value[1], at: 1)
        #expect(two.wrappedValue.title == "two")
        items.value.removeFirst()  // "two" moves from 1 to 0
        #expect(two.wrappedValue.title == "two")
        two.wrappedValue.title = "TWO"
        #expect(items.value.map(\.title) == ["TWO", "three"])
        items.value.insert(Item(id: 9, title: "nine"), at: 0)  // and back to 1
        two.wrappedValue.title = "Two"
        #expect(items.value.map(\.title) == ["nine", "Two", "three"])
        items.value.remove(at: 1)
        #expect(two.wrappedValue.title == "Two", "a removed item reads as it was last seen")
        two.wrappedValue.title = "gone"
        #expect(items.value.map(\.title) == ["nine", "three"], "and a write to it changes nothing")
    }

    @Test func aBindingByPositionReadsItsLastValueOncePastTheEnd() {
        let items = Box()
        let third = binding(items).element(at: 2)
        #expect(third.wrappedValue.title == "three")
        third.wrappedValue.title = "THREE"
        items.value.removeLast()
        #expect(third.wrappedValue.title == "THREE", "as last written")
        third.wrappedValue.title = "ignored"
        #expect(items.value.map(\.title) == ["one", "two"])
    }
}

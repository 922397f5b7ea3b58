import Foundation
import LiveUI
import Testing

/// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)` as SwiftUI defines
/// them: offsets count positions from 0, and `toOffset` names a position in
/// the collection before the move (the moved elements end up just before
/// the element that was there, in their original order).
@Suite struct IndexSetOffsetsTests {
    func moved(_ source: IndexSet, _ destination: Int, in array: [String] = ["a", "b", "c", "d", "e"]) -> String {
        var copy = array
        copy.move(fromOffsets: source, toOffset: destination)
        return copy.joined()
    }

    @Test func moveOneElement() {
        #expect(moved([0], 2) == "bacde", "the first row dragged below the second")
        #expect(moved([0], 5) == "bcdea", "to the end: the destination is the count")
        #expect(moved([4], 0) == "eabcd", "the last row to the top")
        #expect(moved([3], 1) == "adbce")
        #expect(moved([1], 3) == "acbde", "down one past its neighbour: before the element at 3 (d)")
    }

    @Test func movingOntoItselfOrJustBelowChangesNothing() {
        #expect(moved([2], 2) == "abcde")
        #expect(moved([2], 3) == "abcde", "before the element right after it: where it is")
        #expect(moved([], 3) == "abcde")
    }

    @Test func moveSeveralKeepsTheirOrder() {
        #expect(moved([0, 2], 5) == "bdeac")
        #expect(moved([1, 3], 0) == "bdace")
        #expect(moved([0, 4], 2) == "baecd", "elements from both sides of the destination")
        #expect(moved([1, 2], 2) == "abcde", "a block whose destination lies inside it stays")
        #expect(moved([1, 2], 3) == "abcde")
        #expect(moved([0, 1, 2, 3, 4], 3) == "abcde")
        #expect(moved([0, 2], 2) == "bacde", "before the (moved) element c: a and c after b")
    }

    @Test func moveOnOtherMutableCollections() {
        var slice = [1, 2, 3, 4, 5][1...]  // a slice's indices do not start at 0; offsets still do
        slice.move(fromOffsets: [0], toOffset: 4)
        #expect(Array(slice) == [3, 4, 5, 2])
        var empty: [Int] = []
        empty.move(fromOffsets: [], toOffset: 0)
        #expect(empty.isEmpty)
    }

    @Test func removeAtOffsets() {
        var a = ["a", "b", "c", "d", "e"]
        a.remove(atOffsets: [1, 3])
        #expect(a == ["a", "c", "e"])
        a.remove(atOffsets: [])
        #expect(a == ["a", "c", "e"])
        a.remove(atOffsets: IndexSet(0..<3))
        #expect(a.isEmpty)
        var slice = ["x", "a", "b", "c"][1...]
        slice.remove(atOffsets: [0])
        #expect(Array(slice) == ["b", "c"])
    }

    @Test func removeThenMoveLikeAnOnDeleteAfterAnOnMove() {
        // Offsets, not indices: the same result on an ArraySlice as on an Array.
        var todos = ["Milk", "Eggs", "Bread", "Jam"]
        todos.move(fromOffsets: IndexSet(integer: 3), toOffset: 1)
        #expect(todos == ["Milk", "Jam", "Eggs", "Bread"])
        todos.remove(atOffsets: IndexSet(integer: 2))
        #expect(todos == ["Milk", "Jam", "Bread"])
    }
}

import Testing

@testable import LiveUI

/// `TypeTable`, `ViewTypeCache`'s tables by type.
@Suite struct TypeTableTests {
    final class Token {}

    @Test func everyKeyIsFoundAcrossGrowth() {
        var table = TypeTable<Int>()
        // Objects stand for types: any address is a key. Kept alive, so no two share one.
        let tokens = (0..<3_000).map { _ in Token() }
        for (i, token) in tokens.enumerated() { table[ObjectIdentifier(token)] = i }
        #expect(table.count == 3_000)
        for (i, token) in tokens.enumerated() { #expect(table[ObjectIdentifier(token)] == i) }
        let absent = Token()
        #expect(table[ObjectIdentifier(absent)] == nil)
    }

    @Test func realTypesAndAnAnswerOfNil() {
        var table = TypeTable<(any View.Type)?>()
        table[ObjectIdentifier(Text.self)] = Text.self
        table[ObjectIdentifier(Int.self)] = .some(nil)  // "not a view": an answer, kept
        table[ObjectIdentifier([Int].self)] = .some(nil)
        let found = table[ObjectIdentifier(Text.self)]
        #expect(found != nil && found! != nil && ObjectIdentifier(found!!) == ObjectIdentifier(Text.self))
        #expect(table[ObjectIdentifier(Int.self)] != nil, "a kept nil is found")
        #expect(table[ObjectIdentifier(Int.self)]! == nil)
        #expect(table[ObjectIdentifier(String.self)] == nil, "never asked")
        #expect(table.count == 3)
    }

    @Test func aValueSetAgainReplacesTheOldOne() {
        var table = TypeTable<String>()
        table[ObjectIdentifier(Int.self)] = "a"
        table[ObjectIdentifier(Int.self)] = "b"
        table[ObjectIdentifier(Int.self)] = nil  // nothing is removed
        #expect(table[ObjectIdentifier(Int.self)] == "b")
        #expect(table.count == 1)
    }

    /// A session's own cache (in-process) has four tables, most of them nearly
    /// empty: they hold nothing until asked to, then grow from 8 slots.
    @Test func anEmptyTableHoldsNoSlotsAndGrowsFromEight() {
        var table = TypeTable<String>()
        #expect(table.slotCount == 0)
        #expect(table[ObjectIdentifier(Int.self)] == nil, "an empty table answers")
        #expect(table.slotCount == 0, "asking allocates nothing")
        table[ObjectIdentifier(Int.self)] = nil
        #expect(table.slotCount == 0, "nor does a nil")
        table[ObjectIdentifier(Int.self)] = "a"
        #expect(table.slotCount == 8)
        for type in [Int8.self, Int16.self, Int32.self, Int64.self] as [Any.Type] {
            table[ObjectIdentifier(type)] = "b"
        }
        #expect(table.count == 5)
        #expect(table.slotCount == 16, "grown at more than half full")
        #expect(table[ObjectIdentifier(Int.self)] == "a" && table[ObjectIdentifier(Int32.self)] == "b")
    }
}

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
}

import LiveHTML
import LiveTesting
import Testing

@testable import LiveUI

/// An id whose text is the same for different values: the DOM ids of its items would be one.
private struct Tagged: Hashable, CustomStringConvertible {
    let name: String
    let revision: Int
    var description: String { name }
}

private struct Person: Identifiable {
    let id: Int
    let name: String
}

/// `ForEach`'s item identities (View/ForEach.swift): each item's DOM id comes from its id's text.
@MainActor @Suite struct ForEachIdentityTests {
    private func texts(_ page: TestSession) -> [String] {
        page.page.allElements().filter { $0.tag == "span" && $0.children.count == 1 }.map(\.textContent)
    }

    private func uniqueIDs(_ page: TestSession) -> Bool {
        let ids = page.page.allElements().map(\.id).filter { !$0.isEmpty }
        return Set(ids).count == ids.count
    }

    @Test func anItemWhoseIdComesAgainShowsOnce() {
        let page = TestSession { VStack { ForEach(["a", "b", "a", "c"], id: \.self) { Text("item \($0)") } } }
        #expect(texts(page) == ["item a", "item b", "item c"])
        #expect(uniqueIDs(page))
    }

    @Test func idsThatReadTheSameAreOneIdToo() {
        let tags = [Tagged(name: "x", revision: 1), Tagged(name: "x", revision: 2), Tagged(name: "y", revision: 1)]
        let page = TestSession { VStack { ForEach(tags, id: \.self) { Text("\($0.name)\($0.revision)") } } }
        #expect(texts(page) == ["x1", "y1"], "the first of two ids that would make one DOM id")
        #expect(uniqueIDs(page))
    }

    @Test func anIdsTextIsMadeIdSafeOneWayOnly() {
        #expect(ViewPath.sanitize(42) == "42")
        #expect(ViewPath.sanitize(-1) == "_2D1")
        #expect(ViewPath.sanitize("a b") == "a_20b")
        #expect(ViewPath.sanitize("a_20b") == "a_5F20b", "an underscore is escaped, so the two differ")
        #expect(ViewPath.sanitize("é") == "_C3_A9")
        #expect(ViewPath.sanitize("") == "")
        #expect(ViewPath.sanitize(Tagged(name: "n 1", revision: 3)) == "n_201")
        #expect(ViewPath.sanitize(UInt8(7)) == "7")
    }

    @Test func everyWayOfNamingIdsRenders() {
        let people = [Person(id: 7, name: "Ann"), Person(id: -2, name: "Bo")]
        let page = TestSession {
            VStack {
                ForEach(people) { Text("identifiable \($0.name)") }
                ForEach(people, id: \.name) { Text("key path \($0.name)") }
                ForEach(0..<2) { Text("range \($0)") }
                ForEach([3, 4], id: \.self) { Text("self \($0)") }
            }
        }
        #expect(
            texts(page) == [
                "identifiable Ann", "identifiable Bo", "key path Ann", "key path Bo", "range 0", "range 1", "self 3", "self 4",
            ])
        #expect(uniqueIDs(page))
        let ids = page.page.allElements().map(\.id)
        #expect(ids.contains { $0.hasSuffix(".k7") } && ids.contains { $0.hasSuffix(".k_2D2") })
        #expect(ids.contains { $0.hasSuffix(".kAnn") } && ids.contains { $0.hasSuffix(".k1") } && ids.contains { $0.hasSuffix(".k4") })
    }
}

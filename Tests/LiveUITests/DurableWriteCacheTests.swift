import Foundation
import LiveRuntime
import LiveTesting
import LiveUI
import Testing

// A durable session's write encodes again only what may have changed
// (issue #15): values that change only by assignment keep their bytes while
// not assigned; anything holding an object is encoded at every write, since
// the object can change without the slot knowing.

private final class Tally: Codable {
    var count = 0
}

private struct Sheet: Codable {
    var tally = Tally()
}

private final class Entry: Codable {
    var title: String
    init(_ title: String) { self.title = title }
}

private final class Journal: ObservableObject {
    @Published var entries = [Entry("first")]
    @Published var note: String? = nil
    @Published var pages = 1
}

private struct InPlace: View {
    @State private var sheet = Sheet()
    @State private var name = "n"
    @StateObject private var journal = Journal()

    var body: some View {
        VStack {
            Text("Count \(sheet.tally.count)")
            Text("Title \(journal.entries[0].title)")
            Text("Note \(journal.note ?? "none") pages \(journal.pages) name \(name)")
            // Each changes an object the slot or the publisher never hears
            // about, and something else that renders the page again.
            Button("Bump") {
                sheet.tally.count += 1
                name += "b"
            }
            Button("Retitle") {
                journal.entries[0].title += "!"
                journal.pages += 1
            }
            Button("Note") {
                journal.note = "kept"
                journal.pages += 1
                name += "n"
            }
            Button("Clear") { journal.note = nil }
        }
    }
}

private struct Pane: View {
    @ObservedObject var journal: Journal
    let title: String
    var body: some View { Text("\(title) pages \(journal.pages)") }
}

/// A model that no `@StateObject` of the session owns, observed by two views: two keys, one object.
private struct TwoPanes: View {
    let journal: Journal
    @State private var second = true
    var body: some View {
        VStack {
            Pane(journal: journal, title: "A")
            if second { Pane(journal: journal, title: "B") }
            Button("Turn") { journal.pages += 1 }
            Button("Hide") { second = false }
        }
    }
}

private protocol Pet {}
private struct Dog: Pet, Codable { var name = "Rex" }
private struct Fish: Pet {}

/// A `@State` of a protocol type: what it holds, and so its records, can change kind.
private struct PetView: View {
    @State private var pet: any Pet = Dog()
    var body: some View {
        VStack {
            Text(pet is Dog ? "dog" : "fish")
            Button("Fish") { pet = Fish() }
            Button("Dog") { pet = Dog(name: "Ace") }
        }
    }
}

/// Rows of 60 KB each: 10 are within a snapshot's 1 MiB, 19 are over it.
private struct BigRow: View {
    let n: Int
    @State private var text = String(repeating: "x", count: 60_000)
    var body: some View { Text("row \(n) \(text.count)") }
}

private struct BigPage: View {
    @State private var range = 0..<10
    var body: some View {
        VStack {
            ForEach(Array(range), id: \.self) { BigRow(n: $0) }
            Button("Grow") { range = 1..<20 }
            Button("Shrink") { range = 2..<6 }
        }
    }
}

@MainActor @Suite struct DurableWriteCacheTests {
    @Test func crossingTheSnapshotLimitsLeavesTheStoreAsAWholeSnapshotWouldBe() throws {
        let tab = DurableTab()
        let page = TestSession(durable: tab) { BigPage() }
        func stored() -> [String: [UInt8]] { tab.store.load(StorageScope(.session, tab.token)) }
        page.session.persistSoon()
        tab.persistence?.writeNow()
        #expect(stored() == page.session.recordsFromScratch())
        // Over the limits (and row 0 gone) after a write that sent only changes: the store holds
        // the part a whole snapshot keeps, and nothing of row 0.
        try page.button("Grow").click()
        tab.persistence?.writeNow()
        let kept = page.session.snapshot().records
        #expect(kept.count < page.session.recordsFromScratch().count)
        #expect(stored() == kept)
        // Within them again: what was left out is written, what left the page is gone.
        try page.button("Shrink").click()
        tab.persistence?.writeNow()
        #expect(stored() == page.session.recordsFromScratch())
        #expect(stored().count == 1 + 1 + 4)  // meta, the range, rows 2 to 5
    }

    @Test func aValueThatStopsBeingCodableLeavesNoRecordBehind() throws {
        let tab = DurableTab()
        let page = TestSession(durable: tab) { PetView() }
        func stored() -> [String: [UInt8]] { tab.store.load(StorageScope(.session, tab.token)) }
        tab.persistence?.writeNow()
        page.session.persistSoon()
        tab.persistence?.writeNow()
        #expect(stored().keys.contains { $0.hasSuffix("_pet") })
        try page.button("Fish").click()
        tab.persistence?.writeNow()
        #expect(stored() == page.session.recordsFromScratch())
        #expect(!stored().keys.contains { $0.hasSuffix("_pet") })
        try page.button("Dog").click()
        tab.persistence?.writeNow()
        #expect(stored() == page.session.recordsFromScratch())
        #expect(stored().filter { $0.key.hasSuffix("_pet") }.values.map { String(decoding: $0, as: UTF8.self) } == [#"[{"name":"Ace"}]"#])
    }

    // Each write sends only what changed since the last (StateStore+Records.swift): the store
    // must still hold what the session's state makes from scratch, under every key that shows it.
    @Test func anObjectObservedUnderTwoKeysIsWrittenUnderBoth() throws {
        let tab = DurableTab()
        let journal = Journal()
        let page = TestSession(durable: tab) { TwoPanes(journal: journal) }
        func stored() -> [String: [UInt8]] { tab.store.load(StorageScope(.session, tab.token)) }
        for _ in 0..<2 {
            try page.button("Turn").click()
            tab.persistence?.writeNow()
            #expect(stored() == page.session.recordsFromScratch())
        }
        #expect(stored().filter { $0.key.hasSuffix(" _pages") }.values.map { String(decoding: $0, as: UTF8.self) } == ["[3]", "[3]"])
        // The second view leaves: its records go, the first view's stay.
        try page.button("Hide").click()
        try page.button("Turn").click()
        tab.persistence?.writeNow()
        #expect(stored() == page.session.recordsFromScratch())
        #expect(stored().filter { $0.key.hasSuffix(" _pages") }.values.map { String(decoding: $0, as: UTF8.self) } == ["[4]"])
    }

    @Test func anObjectChangedInPlaceIsWrittenAgain() throws {
        let tab = DurableTab()
        let page = TestSession(durable: tab) { InPlace() }
        try page.button("Bump").click()
        tab.persistence?.writeNow()
        try page.button("Bump").click()
        try page.button("Retitle").click()
        let again = page.restart(flushing: true) { InPlace() }
        #expect(again.hasText("Count 2"))
        #expect(again.hasText("Title first!"))
    }

    @Test func assignedValuesAreWrittenAndUnassignedOnesStayInTheSnapshot() throws {
        let tab = DurableTab()
        let page = TestSession(durable: tab) { InPlace() }
        try page.button("Note").click()
        tab.persistence?.writeNow()
        // A later write with only an object changed keeps every other record.
        try page.button("Bump").click()
        tab.persistence?.writeNow()
        var again = page.restart(flushing: true) { InPlace() }
        #expect(again.hasText("Note kept pages 2 name nnb"))
        #expect(again.hasText("Count 1"))
        // Back to nil is a change too.
        try again.button("Clear").click()
        again = again.restart(flushing: true) { InPlace() }
        #expect(again.hasText("Note none pages 2 name nnb"))
        #expect(tab.warnings.isEmpty)
    }

    @Test func aNilOptionalIsStoredAsJSONEncoderWritesIt() throws {
        func json<T: Encodable>(_ value: T) throws -> [UInt8] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return Array(try encoder.encode([value]))
        }
        #expect(try SnapshotCodec.encode(String?.none) == json(String?.none))
        #expect(try SnapshotCodec.encode(Int?.none) == json(Int?.none))
        #expect(try SnapshotCodec.encode([Int]?.none) == json([Int]?.none))
        #expect(try SnapshotCodec.encode(String?.some("a\"b")) == json(String?.some("a\"b")))
        #expect(try SnapshotCodec.encode(Int?.some(7)) == json(Int?.some(7)))
        #expect(try SnapshotCodec.decode(String?.self, SnapshotCodec.encode(String?.none)) as? String? == .some(nil))
    }

    @Test func onlyValuesWithoutObjectsInsideCountAsPlain() {
        #expect(SnapshotCodec.isPlainValue(Int.self))
        #expect(SnapshotCodec.isPlainValue(String.self))
        #expect(SnapshotCodec.isPlainValue(String?.self))
        #expect(SnapshotCodec.isPlainValue(Double?.self))
        #expect(!SnapshotCodec.isPlainValue(Sheet.self))
        #expect(!SnapshotCodec.isPlainValue([Int].self))
        #expect(!SnapshotCodec.isPlainValue(Tally.self))
    }
}

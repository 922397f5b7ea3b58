import LiveTesting
import LiveUI
import Testing

// Issue #16 item 1: what a view that read through a binding to a `@State`
// depends on (`StateSlot+Reads.swift`): the value it read, watched until the
// value changes, its slot leaves the page or a later render of the view
// supersedes it. Rows and fields shared with BindingComparisonTests.swift.

/// Rows bound by position into an array of an `Equatable` element type: the
/// row's read of its element reads the whole array through `$names` inside.
private struct NameRows: View {
    let counts: BodyCountsBox
    @State private var names = ["ann", "bea", "cid"]
    var body: some View {
        VStack {
            ForEach(names.indices, id: \.self) { i in
                NameRow(index: i, name: $names[i], counts: counts)
            }
        }
    }
}

private struct NameRow: View {
    let index: Int
    @Binding var name: String
    let counts: BodyCountsBox
    var body: some View {
        counts.box.note("name \(index)")
        return TextField("Name \(index)", text: $name)
    }
}

private struct NameHost: View {
    let counts: BodyCountsBox
    @State private var shown = false
    var body: some View {
        VStack {
            Button("Show") { shown = true }
            Button("Hide") { shown = false }
            if shown { NameRows(counts: counts) }
        }
    }
}

/// Rows that are `@Observable` objects held in a `@State` array, edited through bindings.
@Observable private final class Note: Identifiable {
    let id: Int
    var title: String
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

private struct NoteRows: View {
    @State private var notes = [Note(id: 1, title: "One"), Note(id: 2, title: "Two")]
    var body: some View {
        VStack {
            Button("Reload") { notes = notes.map { Note(id: $0.id, title: $0.title) } }
            Button("Edit") { notes[0].title = "Uno" }
            ForEach($notes) { $note in NoteTitle(title: $note.title) }
        }
    }
}

private struct NoteTitle: View {
    @Binding var title: String
    var body: some View { Text("Title: \(title)") }
}

/// `NameHost` below a root that is not it: hiding the rows renders the host alone.
private struct HostPage: View {
    let counts: BodyCountsBox
    var body: some View {
        VStack {
            Text("Page")
            NameHost(counts: counts)
        }
    }
}

/// Rows added and deleted, each read through its binding.
private struct ChurningRows: View {
    @State private var items = [BoundEntry(id: "0", title: "Item 0")]
    @State private var next = 1
    var body: some View {
        VStack {
            Button("Add") {
                items.append(BoundEntry(id: String(next), title: "Item \(next)"))
                next += 1
            }
            Button("Delete first") { items.removeFirst() }
            ForEach($items) { $item in BoundRow(item: $item, counts: BodyCountsBox(box: BodyCounts())) }
        }
    }
}

/// Rows cut down in one write, then edited one by one.
private struct ShrinkingRows: View {
    @State var items: [BoundEntry]
    var body: some View {
        VStack {
            Button("Keep two") { items.removeLast(items.count - 2) }
            ForEach($items) { $item in BoundRow(item: $item, counts: BodyCountsBox(box: BodyCounts())) }
        }
    }
}

@MainActor @Suite struct BindingWatchTests {
    @Test func rowsOfAnEquatableArrayWatchTheirOwnElement() throws {
        let counts = BodyCounts()
        let page = counting { NameRows(counts: BodyCountsBox(box: counts)) }
        try page.textField("Name 1").type("trice")
        #expect(try page.textField("Name 1").value == "beatrice")
        // Row 1 ran for each keystroke (its binding's value changed, as in SwiftUI); the others did not.
        #expect(counts["name 1"] > 1 && counts["name 0"] == 1 && counts["name 2"] == 1)
        #expect(page.failures.isEmpty)
    }

    /// The watches of a slot that left with its view go with it (a watch holds its slot).
    @Test func watchesLeaveWithTheirSlot() throws {
        let page = counting { NameHost(counts: BodyCountsBox(box: BodyCounts())) }
        let before = page.session.dependentCount
        try page.button("Show").click()
        try page.textField("Name 0").type("e")
        #expect(page.session.dependentCount > before)
        try page.button("Hide").click()
        #expect(!page.hasText("Name 0"))
        #expect(page.session.dependentCount == before)
    }

    /// A binding that reads a property of an object in the slot: the row depends on which
    /// object it reads, not only on the value (here the same title in new objects).
    @Test func aRowReadingAnObjectsPropertyFollowsTheObjectTheSlotHolds() throws {
        let page = counting(checked: true) { NoteRows() }
        try page.button("Reload").click()
        try page.button("Edit").click()
        #expect(page.hasText("Title: Uno"))
        #expect(page.failures.isEmpty)
    }

    @Test func watchesLeaveWithTheirSlotWhenAViewRendersAlone() throws {
        let page = counting { HostPage(counts: BodyCountsBox(box: BodyCounts())) }
        var after: [Int] = []
        for _ in 0..<4 {
            try page.button("Show").click()
            try page.textField("Name 1").type("!")
            try page.button("Hide").click()
            after.append(page.session.dependentCount)
        }
        #expect(!page.hasText("Name 1"))
        #expect(after.allSatisfy { $0 == after[0] }, "\(after)")
    }

    @Test func deletedRowsLeaveNoWatchesBehind() throws {
        let page = counting { ChurningRows() }
        for _ in 0..<30 {
            try page.button("Add").click()
            try page.button("Delete first").click()
        }
        #expect(page.hasText("Item 30") && !page.hasText("Item 29"))
        #expect(page.session.dependentCount < 16, "\(page.session.dependentCount)")
    }

    /// Rows deleted in one write keep their watches through it (their renders are still the
    /// stored ones then); the next write, whichever row it edits, drops them.
    @Test func rowsDeletedTogetherLeaveNothingOnceAnotherRowIsEdited() throws {
        func entries(_ n: Int) -> [BoundEntry] { (0..<n).map { BoundEntry(id: String($0), title: "Item \($0)") } }
        let shrunk = counting { ShrinkingRows(items: entries(12)) }
        let two = counting { ShrinkingRows(items: entries(2)) }
        try shrunk.button("Keep two").click()
        try two.button("Keep two").click()
        for page in [shrunk, two] {
            for i in 0..<6 { try page.textField("Title \(i % 2)").type("!") }
        }
        #expect(shrunk.hasText("Shows Item 0!!!") && !shrunk.hasText("Item 2"))
        #expect(shrunk.session.dependentCount == two.session.dependentCount, "\(shrunk.session.dependentCount) vs \(two.session.dependentCount)")
    }

    /// A row read through its binding on every render, whose value never changes, keeps
    /// the slot's list of watches bounded (only the latest render of each view is kept).
    @Test func watchesDoNotPileUp() throws {
        let page = counting { BoundRows(counts: BodyCountsBox(box: BodyCounts())) }
        for _ in 0..<200 { try page.textField("Title a").type("!") }
        #expect(page.hasText("Shows Item a" + String(repeating: "!", count: 200)))
        #expect(page.session.dependentCount < 64)
    }
}

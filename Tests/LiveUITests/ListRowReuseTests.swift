import LiveHTML
import LiveTesting
import LiveUI
import Testing

// Issue #16: a `List`'s rows are reused like any other views. What a row
// tells its list (swipe actions, background, its item's offset) is journaled
// with its render and told again when it is reused; a row rendered alone
// whose facts reach no list (the list is not rendering) has the page render again.

final class Chore: ObservableObject, Identifiable {
    let id: Int
    @Published var title: String
    @Published var done = false
    @Published var pinned = false
    init(_ id: Int, _ title: String) {
        self.id = id
        self.title = title
    }
}

final class Chores: ObservableObject {
    @Published var items = [Chore(1, "Dishes"), Chore(2, "Laundry"), Chore(3, "Plants")]
}

/// Its swipe action and background follow its own state, set in its own body.
private struct ChoreRow: View {
    @ObservedObject var chore: Chore
    let counts: BodyCountsBox
    var body: some View {
        counts.box.note(chore.title)
        return HStack {
            if chore.done {
                Text(chore.title).strikethrough()
            } else {
                Text(chore.title)
            }
            Toggle("Done \(chore.title)", isOn: $chore.done)
        }
        .swipeActions { Button(chore.pinned ? "Unpin \(chore.title)" : "Pin \(chore.title)") { chore.pinned.toggle() } }
        .listRowBackground(chore.pinned ? Color.yellow : nil)
    }
}

private struct ChoreList: View {
    @StateObject private var model = Chores()
    @State private var taps = 0
    let counts: BodyCountsBox
    var body: some View {
        VStack {
            Button("Tap \(taps)") { taps += 1 }
            List {
                ForEach(model.items) { ChoreRow(chore: $0, counts: counts) }
                    .onDelete { model.items.remove(atOffsets: $0) }
            }
        }
    }
}

/// Shows a button, then (another element at the row's top) a text.
private struct FlipRow: View {
    @ObservedObject var chore: Chore
    var body: some View {
        if chore.done {
            Text("\(chore.title) done")
        } else {
            Button("Finish \(chore.title)") { chore.done = true }
        }
    }
}

private struct FlipList: View {
    @StateObject private var model = Chores()
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Tap \(taps)") { taps += 1 }
            List {
                ForEach(model.items) { FlipRow(chore: $0) }
                    .onDelete { model.items.remove(atOffsets: $0) }
            }
        }
    }
}

/// The same rows in a form's section, which wraps each row too.
private struct FlipForm: View {
    @StateObject private var model = Chores()
    var body: some View {
        Form {
            Section("Chores") {
                ForEach(model.items) { FlipRow(chore: $0) }
            }
        }
    }
}

/// A sheet opened from a list row, with a section of its own.
private struct SheetFromRow: View {
    @State private var shown = false
    var body: some View {
        List {
            Button("Open") { shown = true }
                .sheet(isPresented: $shown) {
                    Section("Inside") { Text("In the sheet") }
                }
        }
    }
}

@MainActor @Suite struct ListRowReuseTests {
    private func page(_ counts: BodyCounts, checked: Bool) -> TestSession {
        counting(checked: checked) { ChoreList(counts: BodyCountsBox(box: counts)) }
    }

    private func hasBackground(_ page: TestSession, _ text: String) throws -> Bool {
        page.page.find(id: try page.row(text).id + ".bg") != nil
    }

    @Test func aParentsRenderReusesTheRowsAndTellsTheListTheirFactsAgain() throws {
        let counts = BodyCounts()
        let page = page(counts, checked: false)
        try page.button("Tap 0").click()
        #expect(page.hasText("Tap 1"))
        #expect(counts["Dishes"] == 1 && counts["Laundry"] == 1 && counts["Plants"] == 1)
        // The reused rows' swipe actions are in their rows still.
        for title in ["Dishes", "Laundry", "Plants"] {
            #expect(throws: Never.self) { try page.within(text: title).button("Pin \(title)") }
        }
        #expect(page.failures.isEmpty)
    }

    @Test func aRowWhoseFactsChangeShowsThemInItsListRow() throws {
        let counts = BodyCounts()
        let page = page(counts, checked: false)
        try page.within(text: "Laundry").button("Pin Laundry").click()
        #expect(counts["Laundry"] == 2 && counts["Dishes"] == 1 && counts["Plants"] == 1)
        #expect(throws: Never.self) { try page.within(text: "Laundry").button("Unpin Laundry") }
        #expect(try hasBackground(page, "Laundry") && !hasBackground(page, "Dishes"))
        // A row whose body switches what it shows first, inside its row.
        try page.toggle("Done Plants").toggle()
        #expect(counts["Plants"] == 2 && counts["Dishes"] == 1)
        let row = try page.row("Plants")
        #expect(row.id.hasSuffix("r"))
        #expect(page.failures.isEmpty)
    }

    @Test func aReusedRowStillDeletesItsOwnItem() throws {
        let page = counting(checked: true) { FlipList() }
        try page.button("Tap 0").click()
        #expect(page.lastRenderCounts.reused == 3)
        try page.within(text: "Finish Laundry").button("Delete").click()
        #expect(page.hasText("Finish Dishes") && page.hasText("Finish Plants") && !page.hasText("Finish Laundry"))
        try page.button("Finish Plants").click()
        #expect(page.hasText("Plants done"))
        #expect(page.failures.isEmpty)
    }

    @Test func aRowThatNowRendersAnotherElementIsWrappedAgain() throws {
        let page = counting(checked: true) { FlipList() }
        try page.button("Finish Laundry").click()
        let row = try page.row("Laundry done")
        // The `<li>` is named after the element it holds (the text now, not the button).
        let children = try #require(page.page.find(id: row.id)?.children)
        #expect(children.contains { node in
            if case .element(let e) = node { return e.id + "r" == row.id && e.tag != "button" } else { return false }
        })
        #expect(try page.rows().count == 3)
        #expect(page.failures.isEmpty)
    }

    @Test func aFormSectionsRowThatNowRendersAnotherElementIsWrappedAgain() throws {
        let page = counting(checked: true) { FlipForm() }
        try page.button("Finish Laundry").click()
        #expect(page.hasText("Laundry done") && page.hasText("Finish Dishes"))
        #expect(page.failures.isEmpty)
    }

    /// What a sheet shows is not a row of the list its button sits in: its section is no list.
    @Test func aSheetOpenedFromAListRowIsNoListRow() throws {
        let page = TestSession { SheetFromRow() }
        try page.button("Open").click()
        #expect(page.hasText("In the sheet"))
        let bodies = page.page.allElements().filter { ($0[attribute: "class"] ?? "").split(separator: " ").contains("fs-b") }
        #expect(bodies.count == 1 && bodies.first?.tag == "div")
        #expect(page.failures.isEmpty)
    }

    /// Every flow above, each render checked against one that evaluates every view.
    @Test func everyRenderMatchesRenderingEverything() throws {
        let page = page(BodyCounts(), checked: true)
        try page.button("Tap 0").click()
        try page.within(text: "Laundry").button("Pin Laundry").click()
        try page.toggle("Done Plants").toggle()
        try page.button("Tap 1").click()
        try page.within(text: "Laundry").button("Unpin Laundry").click()
        try page.toggle("Done Plants").toggle()
        try page.within(text: "Dishes").button("Pin Dishes").click()
        #expect(try page.hasBackground("Dishes"))
        #expect(page.failures.isEmpty)
    }
}

extension TestSession {
    fileprivate func hasBackground(_ text: String) throws -> Bool { page.find(id: try row(text).id + ".bg") != nil }
}

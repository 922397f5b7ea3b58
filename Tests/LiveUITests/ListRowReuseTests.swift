import LiveHTML
import LiveTesting
import LiveUI
import Testing

// Issue #16: a `List`'s rows are reused like any other views. What a row
// tells its list (swipe actions, background, its item's offset) is journaled
// with its render and told again when it is reused; a row rendered alone
// whose facts reach no list (the list is not rendering) has the page render again.

@MainActor private final class Counts {
    var counts: [String: Int] = [:]
    func note(_ name: String) { counts[name, default: 0] += 1 }
    subscript(_ name: String) -> Int { counts[name] ?? 0 }
}

private struct CountsBox: Equatable {
    let counts: Counts
    static func == (a: Self, b: Self) -> Bool { a.counts === b.counts }
}

private final class Chore: ObservableObject, Identifiable {
    let id: Int
    @Published var title: String
    @Published var done = false
    @Published var pinned = false
    init(_ id: Int, _ title: String) {
        self.id = id
        self.title = title
    }
}

private final class Chores: ObservableObject {
    @Published var items = [Chore(1, "Dishes"), Chore(2, "Laundry"), Chore(3, "Plants")]
}

/// Its swipe action and background follow its own state, set in its own body.
private struct ChoreRow: View {
    @ObservedObject var chore: Chore
    let box: CountsBox
    var body: some View {
        box.counts.note(chore.title)
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
    let box: CountsBox
    var body: some View {
        VStack {
            Button("Tap \(taps)") { taps += 1 }
            List {
                ForEach(model.items) { ChoreRow(chore: $0, box: box) }
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

/// A row of a list in a navigation stack: a toggle, and for some a link.
private struct NavRow: View {
    @ObservedObject var chore: Chore
    let box: CountsBox
    var body: some View {
        box.counts.note(chore.title)
        return HStack {
            Toggle("Done \(chore.title)", isOn: $chore.done)
            if chore.id != 2 { NavigationLink("Open \(chore.title)", value: chore.id) }
        }
    }
}

private struct NavChores: View {
    @StateObject private var model = Chores()
    @State private var taps = 0
    let box: CountsBox
    var body: some View {
        NavigationStack {
            VStack {
                Button("Tap \(taps)") { taps += 1 }
                List(model.items) { NavRow(chore: $0, box: box) }
            }
            .navigationTitle("Chores")
            .navigationDestination(for: Int.self) { id in Text("Chore \(id)").navigationTitle("Chore \(id)") }
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

/// The commonest list of all: each row a link whose label is a view of the item.
private struct ChoreLabel: View {
    @ObservedObject var chore: Chore
    let box: CountsBox
    var body: some View {
        box.counts.note(chore.title)
        return Text(chore.done ? "\(chore.title) (done)" : chore.title)
    }
}

private struct LinkedChores: View {
    @StateObject private var model = Chores()
    @State private var taps = 0
    let box: CountsBox
    var body: some View {
        NavigationStack {
            List {
                Button("Tap \(taps)") { taps += 1 }
                Button("Finish Laundry") { model.items[1].done = true }
                ForEach(model.items) { chore in
                    NavigationLink(value: chore.id) { ChoreLabel(chore: chore, box: box) }
                }
            }
            .navigationTitle("Chores")
            .navigationDestination(for: Int.self) { id in Text("Chore \(id)") }
        }
    }
}

/// A selection kept in an `ObservableObject`: a binding whose reads no view's render tracks.
private final class Picks: ObservableObject {
    @Published var selected: String?
}

/// A section of tagged rows, compared by its name and items (reusable).
private struct Shelf: View {
    let name: String
    let items: [String]
    var body: some View {
        Section(name) {
            ForEach(items, id: \.self) { Text($0).tag($0) }
        }
    }
}

private struct Shelves: View {
    @StateObject private var picks = Picks()
    var body: some View {
        VStack {
            Text("Picked \(picks.selected ?? "none")")
            List(selection: $picks.selected) {
                ForEach(["A", "B"], id: \.self) { name in Shelf(name: name, items: [name + "1", name + "2"]) }
            }
        }
    }
}

/// A selectable list of plain rows, each a view of its own.
private struct PickedChores: View {
    @StateObject private var model = Chores()
    @State private var selected: Int?
    let box: CountsBox
    var body: some View {
        List(model.items, selection: $selected) { ChoreLabel(chore: $0, box: box) }
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
    private func page(_ counts: Counts, checked: Bool) -> TestSession {
        let page = TestSession { ChoreList(box: CountsBox(counts: counts)) }
        page.checkRenders(checked)
        page.session.rendersEverything = false
        return page
    }

    private func hasBackground(_ page: TestSession, _ text: String) throws -> Bool {
        page.page.find(id: try page.row(text).id + ".bg") != nil
    }

    @Test func aParentsRenderReusesTheRowsAndTellsTheListTheirFactsAgain() throws {
        let counts = Counts()
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
        let counts = Counts()
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
        let page = TestSession { FlipList() }
        page.checkRenders()
        page.session.rendersEverything = false
        try page.button("Tap 0").click()
        #expect(page.lastRenderCounts.reused == 3)
        try page.within(text: "Finish Laundry").button("Delete").click()
        #expect(page.hasText("Finish Dishes") && page.hasText("Finish Plants") && !page.hasText("Finish Laundry"))
        try page.button("Finish Plants").click()
        #expect(page.hasText("Plants done"))
        #expect(page.failures.isEmpty)
    }

    @Test func aRowThatNowRendersAnotherElementIsWrappedAgain() throws {
        let page = TestSession { FlipList() }
        page.checkRenders()
        page.session.rendersEverything = false
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
        let page = TestSession { FlipForm() }
        page.checkRenders()
        page.session.rendersEverything = false
        try page.button("Finish Laundry").click()
        #expect(page.hasText("Laundry done") && page.hasText("Finish Dishes"))
        #expect(page.failures.isEmpty)
    }

    /// A link's label is a view like any other: reused when its item did not change,
    /// rendered alone when it did, while the links around it register with the column.
    @Test func aLinksLabelIsReusedAndRendersAloneWhenItsItemChanges() throws {
        let counts = Counts()
        let page = TestSession { LinkedChores(box: CountsBox(counts: counts)) }
        page.checkRenders(false)
        page.session.rendersEverything = false
        try page.button("Tap 0").click()
        #expect(page.hasText("Tap 1"))
        #expect(counts["Dishes"] == 1 && counts["Laundry"] == 1 && counts["Plants"] == 1)
        try page.button("Finish Laundry").click()
        #expect(page.hasText("Laundry (done)"))
        #expect(counts["Laundry"] == 2 && counts["Dishes"] == 1)
        page.checkRenders()
        try page.button("Tap 1").click()
        try page.link("Plants").click()
        #expect(page.url == "/3")
        try page.back()
        try page.link("Laundry (done)").click()
        #expect(page.url == "/2")
        #expect(page.failures.isEmpty)
    }

    /// Under a selection, rows are reused too: the list marks which `<li>` is selected at each render.
    @Test func aSelectableListsRowsAreReused() throws {
        let counts = Counts()
        let page = TestSession { PickedChores(box: CountsBox(counts: counts)) }
        page.checkRenders(false)
        page.session.rendersEverything = false
        try page.row("Laundry").click()
        #expect(try page.row("Laundry").isSelected && !page.row("Dishes").isSelected)
        try page.row("Plants").click()
        #expect(try page.row("Plants").isSelected && !page.row("Laundry").isSelected)
        #expect(counts["Dishes"] == 1 && counts["Laundry"] == 1 && counts["Plants"] == 1)
        page.checkRenders()
        try page.row("Dishes").click()
        #expect(try page.row("Dishes").isSelected)
        #expect(page.failures.isEmpty)
    }

    /// A section inside a reused view wraps its rows with what is selected: it renders
    /// with its list each time (the selection here is read through no view's render).
    @Test func aSectionUnderASelectionShowsTheSelectionNow() throws {
        let page = TestSession { Shelves() }
        page.checkRenders()
        page.session.rendersEverything = false
        try page.row("B2").click()
        #expect(page.hasText("Picked B2"))
        #expect(try page.row("B2").isSelected)
        try page.row("A1").click()
        #expect(try page.row("A1").isSelected && !page.row("B2").isSelected)
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

    /// In a navigation column: a row that reads the column (its link registers there)
    /// renders with it every time; a row that does not is reused.
    @Test func aNavigationColumnsRowsAreReusedUnlessTheyHoldItsLinks() throws {
        let counts = Counts()
        let page = TestSession { NavChores(box: CountsBox(counts: counts)) }
        page.checkRenders(false)
        page.session.rendersEverything = false
        try page.button("Tap 0").click()
        #expect(page.hasText("Tap 1"))
        #expect(counts["Laundry"] == 1, "no link: reused")
        #expect(counts["Dishes"] == 2 && counts["Plants"] == 2, "a link: rendered with the column")
        try page.toggle("Done Laundry").toggle()
        #expect(counts["Laundry"] == 2 && counts["Dishes"] == 2)
        // The same flows with every render checked against one that evaluates every view.
        page.checkRenders()
        try page.button("Tap 1").click()
        try page.toggle("Done Dishes").toggle()
        try page.link("Open Plants").click()
        #expect(page.url == "/3" && page.title == "Chore 3")
        try page.back()
        #expect(page.title == "Chores")
        try page.link("Open Dishes").click()
        #expect(page.url == "/1")
        #expect(page.failures.isEmpty)
    }

    /// Every flow above, each render checked against one that evaluates every view.
    @Test func everyRenderMatchesRenderingEverything() throws {
        let page = page(Counts(), checked: true)
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

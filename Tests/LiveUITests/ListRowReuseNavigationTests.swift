import LiveTesting
import LiveUI
import Testing

// Issue #16: a list's rows are reused in a navigation column and under a
// selection too (ListRowReuseTests has the list's own facts). A view that reads
// the column, or a section that wraps rows under a selection, renders with them.

/// A row of a list in a navigation stack: a toggle, and for some a link.
private struct NavRow: View {
    @ObservedObject var chore: Chore
    let counts: BodyCountsBox
    var body: some View {
        counts.box.note(chore.title)
        return HStack {
            Toggle("Done \(chore.title)", isOn: $chore.done)
            if chore.id != 2 { NavigationLink("Open \(chore.title)", value: chore.id) }
        }
    }
}

private struct NavChores: View {
    @StateObject private var model = Chores()
    @State private var taps = 0
    let counts: BodyCountsBox
    var body: some View {
        NavigationStack {
            VStack {
                Button("Tap \(taps)") { taps += 1 }
                List(model.items) { NavRow(chore: $0, counts: counts) }
            }
            .navigationTitle("Chores")
            .navigationDestination(for: Int.self) { id in Text("Chore \(id)").navigationTitle("Chore \(id)") }
        }
    }
}

/// The commonest list of all: each row a link whose label is a view of the item.
private struct ChoreLabel: View {
    @ObservedObject var chore: Chore
    let counts: BodyCountsBox
    var body: some View {
        counts.box.note(chore.title)
        return Text(chore.done ? "\(chore.title) (done)" : chore.title)
    }
}

private struct LinkedChores: View {
    @StateObject private var model = Chores()
    @State private var taps = 0
    let counts: BodyCountsBox
    var body: some View {
        NavigationStack {
            List {
                Button("Tap \(taps)") { taps += 1 }
                Button("Finish Laundry") { model.items[1].done = true }
                ForEach(model.items) { chore in
                    NavigationLink(value: chore.id) { ChoreLabel(chore: chore, counts: counts) }
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
    let counts: BodyCountsBox
    var body: some View {
        List(model.items, selection: $selected) { ChoreLabel(chore: $0, counts: counts) }
    }
}

@MainActor @Suite struct ListRowReuseNavigationTests {
    /// A link's label is a view like any other: reused when its item did not change,
    /// rendered alone when it did, while the links around it register with the column.
    @Test func aLinksLabelIsReusedAndRendersAloneWhenItsItemChanges() throws {
        let counts = BodyCounts()
        let page = counting { LinkedChores(counts: BodyCountsBox(box: counts)) }
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
        let counts = BodyCounts()
        let page = counting { PickedChores(counts: BodyCountsBox(box: counts)) }
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
        let page = counting(checked: true) { Shelves() }
        try page.row("B2").click()
        #expect(page.hasText("Picked B2"))
        #expect(try page.row("B2").isSelected)
        try page.row("A1").click()
        #expect(try page.row("A1").isSelected && !page.row("B2").isSelected)
        #expect(page.failures.isEmpty)
    }

    /// In a navigation column: a row that reads the column (its link registers there)
    /// renders with it every time; a row that does not is reused.
    @Test func aNavigationColumnsRowsAreReusedUnlessTheyHoldItsLinks() throws {
        let counts = BodyCounts()
        let page = counting { NavChores(counts: BodyCountsBox(box: counts)) }
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
}

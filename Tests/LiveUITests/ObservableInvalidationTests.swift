import Dispatch
import LiveTesting
import LiveUI
import Testing

// Issue #16: a change to an `@Observable` property evaluates the views whose
// render read it (and the views they rendered inside), not every view.

@Observable private final class Item: Identifiable {
    let id: Int
    var title: String
    var done = false
    init(_ id: Int) {
        self.id = id
        title = "Item \(id)"
    }
}

private struct ItemRow: View {
    @Bindable var item: Item
    let counts: BodyCountsBox
    var body: some View {
        counts.box.note("row \(item.id)")
        return HStack {
            Text(item.title)
            Toggle("Done \(item.id)", isOn: $item.done)
        }
    }
}

/// Renames an item from its action: reads nothing of it in its render.
private struct Renamer: View {
    let items: [Item]
    let counts: BodyCountsBox
    var body: some View {
        counts.box.note("renamer")
        return Button("Rename 1") { items[1].title = "Renamed" }
    }
}

private struct ItemsPage: View {
    @State private var items = (0..<3).map(Item.init)
    let counts: BodyCountsBox
    var countsDone = false
    var body: some View {
        counts.box.note("page")
        return VStack {
            ForEach(items) { ItemRow(item: $0, counts: counts) }
            Renamer(items: items, counts: counts)
            if countsDone { Text("Done: \(items.filter(\.done).count)") }
        }
    }
}

/// Reads its items in a `ForEach`'s content closure, which runs as the page's
/// nodes are made, not in its body.
private struct InlineRows: View {
    let items: [Item]
    var body: some View {
        VStack {
            ForEach(items) { item in Text("Inline \(item.title)") }
        }
    }
}

/// A field bound to an object, and a button that changes the object elsewhere.
private struct NameField: View {
    @Bindable var item: Item
    var body: some View { TextField("Title", text: $item.title) }
}

private struct FieldPage: View {
    let item: Item
    var body: some View {
        VStack {
            NameField(item: item)
            Button("Reset") { item.title = "Reset" }
        }
    }
}

private struct SheetPage: View {
    let item: Item
    @State private var shown = false
    var body: some View {
        VStack {
            Button("Open") { shown = true }
        }
        .sheet(isPresented: $shown) {
            VStack {
                Text("Sheet \(item.title)")
                Button("Rename in sheet") { item.title = "From the sheet" }
            }
        }
    }
}

@Observable private final class Loader: @unchecked Sendable {
    var loaded = false
    @ObservationIgnored var written = false
}

/// Sets `loaded` from another thread while the page renders, the first time it renders.
private struct ThreadWriter: View {
    let loader: Loader
    var body: some View {
        if !loader.written {
            loader.written = true
            let semaphore = DispatchSemaphore(value: 0)
            let loader = loader
            Thread {
                loader.loaded = true
                semaphore.signal()
            }.start()
            semaphore.wait()
        }
        return Text("Writer")
    }
}

/// Shown after a click: reads `loaded` for the first time, then the writer sets it.
private struct FirstReader: View {
    let loader: Loader
    var body: some View {
        VStack {
            Text(loader.loaded ? "Reader loaded" : "Reader empty")
            ThreadWriter(loader: loader)
        }
    }
}

private struct LoaderPage: View {
    let loader: Loader
    @State private var shows = false
    var body: some View {
        VStack {
            Text(loader.loaded ? "Footer loaded" : "Footer empty")
            Button("Show") { shows = true }
            if shows { FirstReader(loader: loader) }
        }
    }
}

/// An item handed to another thread, as an app's background work would.
private struct UncheckedItem: @unchecked Sendable {
    let item: Item
    init(_ item: Item) { self.item = item }
}

@MainActor @Suite struct ObservableInvalidationTests {
    @Test func onlyTheViewThatReadTheChangedObjectIsEvaluated() throws {
        let counts = BodyCounts()
        let page = counting { ItemsPage(counts: BodyCountsBox(box: counts)) }
        #expect(counts["row 1"] == 1 && counts["row 0"] == 1 && counts["renamer"] == 1)
        try page.button("Rename 1").click()
        #expect(page.hasText("Renamed"))
        #expect(counts["row 1"] == 2, "the row that read the title")
        #expect(counts["row 0"] == 1 && counts["row 2"] == 1, "its siblings are reused")
        #expect(counts["renamer"] == 1, "the view that changed it reads none of it")
        // The page rendered the row in its last render, so it depends on the title too (README).
        #expect(counts["page"] == 2)
        try page.toggle("Done 2").toggle()
        #expect(counts["row 2"] == 2 && counts["row 0"] == 1 && counts["row 1"] == 2)
    }

    @Test func aParentThatReadsTheObjectsIsEvaluatedAgain() throws {
        let counts = BodyCounts()
        let page = counting(checked: true) { ItemsPage(counts: BodyCountsBox(box: counts), countsDone: true) }
        #expect(page.hasText("Done: 0"))
        try page.toggle("Done 0").toggle()
        #expect(page.hasText("Done: 1"))
        try page.toggle("Done 2").toggle()
        #expect(page.hasText("Done: 2"))
        #expect(page.session.renderCheckFailures.isEmpty, "\(page.session.renderCheckFailures)")
    }

    @Test func readsOutsideABodyAreTracked() throws {
        let items = (0..<2).map(Item.init)
        let page = counting(checked: true) { InlineRows(items: items) }
        items[1].title = "Changed"
        page.advance(by: 0)
        #expect(page.hasText("Inline Changed"))
        #expect(page.session.renderCheckFailures.isEmpty, "\(page.session.renderCheckFailures)")
    }

    @Test func aFieldTypedIntoShowsALaterChangeMadeElsewhere() throws {
        let item = Item(0)
        let page = counting(checked: true) { FieldPage(item: item) }
        // Typing what the field shows renders nothing (RenderCache+Echo.swift); the field still depends on the title.
        try page.textField("Title").type("x")
        #expect(item.title == "Item 0x")
        try page.button("Reset").click()
        #expect(try page.textField("Title").value == "Reset")
        item.title = "From outside"
        page.advance(by: 0)
        #expect(try page.textField("Title").value == "From outside")
        #expect(page.session.renderCheckFailures.isEmpty, "\(page.session.renderCheckFailures)")
    }

    @Test func aPrimitiveRootAndASheetAreTracked() throws {
        let item = Item(0)
        let root = counting(checked: true) {
            VStack {
                TextField("Root title", text: Bindable(item).title)
            }
        }
        item.title = "Root changed"
        root.advance(by: 0)
        #expect(try root.textField("Root title").value == "Root changed")

        let page = counting(checked: true) { SheetPage(item: item) }
        try page.button("Open").click()
        #expect(page.hasText("Sheet Root changed"))
        try page.button("Rename in sheet").click()
        #expect(page.hasText("Sheet From the sheet"))
        #expect(root.session.renderCheckFailures.isEmpty && page.session.renderCheckFailures.isEmpty)
    }

    @Test func aChangeOnAnotherThreadRenders() async throws {
        let items = (0..<2).map(Item.init)
        let page = counting(checked: true) { InlineRows(items: items) }
        let item = UncheckedItem(items[1])
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                // Observation calls the tracking on this thread; the frame goes dirty on the main actor.
                item.item.title = "From a thread"
                done.resume()
            }
        }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        while !page.hasText("Inline From a thread"), clock.now < deadline { await page.settle() }
        #expect(page.hasText("Inline From a thread"))
        #expect(page.session.renderCheckFailures.isEmpty, "\(page.session.renderCheckFailures)")
    }

    /// A change made on another thread while the page renders, after a view that renders for the
    /// first time read the property: no tracking of that view existed yet, so every view renders.
    @Test func aChangeOnAnotherThreadDuringARenderReachesAViewReadingItTheFirstTime() async throws {
        let loader = Loader()
        let page = counting { LoaderPage(loader: loader) }
        #expect(page.hasText("Footer empty"))
        try page.button("Show").click()
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        while !page.hasText("Reader loaded"), clock.now < deadline { await page.settle() }
        #expect(page.hasText("Reader loaded") && page.hasText("Footer loaded"), "\(page.html)")
    }

    /// The unstored frame tracking a primitive root stays closed while the root renders: its
    /// outermost view is not stored, as under a composite root (storing it copied the whole
    /// page's journal, 1.4 KB an idle login session).
    @Test func aPrimitiveRootsOutermostViewIsNotStored() throws {
        let items = (0..<2).map(Item.init)
        let composite = TestSession { InlineRows(items: items) }
        let primitive = TestSession { InlineRows(items: items).padding() }
        #expect(primitive.session.storedViewCount == composite.session.storedViewCount)
        #expect(primitive.session.storedViewCount == 0)
    }

    @Test func everyViewEvaluatedStillSeesChanges() throws {
        let items = (0..<2).map(Item.init)
        let page = TestSession { InlineRows(items: items) }
        page.session.rendersEverything = true
        items[0].title = "Seen"
        page.advance(by: 0)
        #expect(page.hasText("Inline Seen"))
    }
}

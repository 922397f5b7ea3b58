import LiveTesting
import LiveUI
import Testing

// Issue #16 item 5: a view whose own dependencies changed renders alone: its
// parent's body does not run, the other rows are not compared, and the session
// updates its document and tables by that view's subtree. Every session here
// checks each render against one that evaluates every view (`checkRenders()`).

@MainActor private final class Counts {
    var bodies: [String: Int] = [:]
    var log: [String] = []
    func note(_ name: String) { bodies[name, default: 0] += 1 }
}

/// Carried by views without taking part in comparison: `Equatable` by identity.
private struct CountsRef: Equatable {
    let counts: Counts
    static func == (a: Self, b: Self) -> Bool { a.counts === b.counts }
}

private final class Item: ObservableObject, Identifiable {
    let id: Int
    @Published var title: String
    @Published var done = false
    @Published var showsDetail = false
    init(id: Int) {
        self.id = id
        title = "Item \(id)"
    }
}

private final class ItemList: ObservableObject {
    @Published var items: [Item]
    init(count: Int) { items = (0..<count).map(Item.init) }
}

private struct ListPage: View {
    @StateObject var model: ItemList
    let counts: CountsRef

    var body: some View {
        counts.counts.note("list")
        return VStack {
            Text("\(model.items.count) items")
            Button("Add") { model.items.append(Item(id: model.items.count)) }
            ForEach(model.items) { item in
                ItemRow(item: item, counts: counts)
            }
        }
    }
}

private struct ItemRow: View {
    @ObservedObject var item: Item
    let counts: CountsRef

    var body: some View {
        counts.counts.note("row \(item.id)")
        return VStack {
            HStack {
                TextField("Title \(item.id)", text: $item.title)
                Toggle("Done \(item.id)", isOn: $item.done)
                Button("Details \(item.id)") { item.showsDetail.toggle() }
            }
            if item.showsDetail {
                ItemDetail(item: item, counts: counts)
            }
        }
        .onChange(of: item.done) { _, done in counts.counts.log.append("done \(item.id) \(done)") }
    }
}

private struct ItemDetail: View {
    @ObservedObject var item: Item
    let counts: CountsRef
    @State private var presses = 0

    var body: some View {
        VStack {
            Text("\(item.title), pressed \(presses)")
            Button("Press \(item.id)") { presses += 1 }
        }
        .onAppear { counts.counts.log.append("appear \(item.id)") }
        .onDisappear { counts.counts.log.append("disappear \(item.id)") }
    }
}

/// With the render check, which runs every body a second time: the body counts
/// are asserted without it, the behaviour both ways.
@MainActor private func page(rows: Int, counts: Counts, checked: Bool) -> TestSession {
    let page = TestSession { ListPage(model: ItemList(count: rows), counts: CountsRef(counts: counts)) }
    page.checkRenders(checked)
    page.session.rendersEverything = false
    return page
}

private struct Counter: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
    }
}

/// The first counter's outer element carries its parent's modifier (a transform in its style).
private struct ShiftedCounters: View {
    var body: some View {
        VStack {
            Counter(name: "Shifted").offset(x: 10)
            Counter(name: "Plain")
        }
    }
}

@MainActor @Suite struct RenderAloneTests {
    @Test func aViewWhoseOuterElementItsParentModifiedRendersWithItsParent() throws {
        let page = TestSession { ShiftedCounters() }
        page.checkRenders()
        try page.button("Shifted 0").click()
        try page.button("Shifted 1").click()
        try page.button("Plain 0").click()
        #expect(try page.button("Shifted 2").attribute("style")?.contains("translate(10px") == true)
        #expect(page.hasText("Plain 1"))
        #expect(page.failures.isEmpty)
    }

    @Test(arguments: [false, true]) func aRowWhoseObjectChangedRendersAlone(checked: Bool) throws {
        let counts = Counts()
        let page = page(rows: 50, counts: counts, checked: checked)
        if !checked { #expect(counts.bodies["list"] == 1 && counts.bodies["row 7"] == 1) }
        try page.textField("Title 7").type("!")
        #expect(try page.textField("Title 7").value == "Item 7!")
        // Only row 7's body ran: not the list's, not another row's.
        if !checked { #expect(counts.bodies["list"] == 1 && counts.bodies["row 7"] == 2 && counts.bodies["row 8"] == 1) }
        if !checked { #expect(page.lastRenderCounts.evaluated == 1 && page.lastRenderCounts.reused == 0) }
        // Another row, then the first again: each event reaches its own row's handlers.
        try page.toggle("Done 30").toggle()
        try page.textField("Title 7").type("?")
        #expect(try page.textField("Title 7").value == "Item 7!?")
        #expect(try page.toggle("Done 30").isOn)
        if !checked { #expect(counts.bodies["list"] == 1 && counts.bodies["row 30"] == 2 && counts.bodies["row 7"] == 3) }
        #expect(page.failures.isEmpty)
    }

    @Test(arguments: [false, true]) func onChangeAppearAndDisappearInsideARowRenderedAlone(checked: Bool) throws {
        let counts = Counts()
        let page = page(rows: 5, counts: counts, checked: checked)
        try page.toggle("Done 2").toggle()
        #expect(counts.log == ["done 2 true"])
        if !checked { #expect(counts.bodies["list"] == 1 && counts.bodies["row 2"] == 2) }
        // A render that fired an onChange is not kept (as in a render of the whole
        // tree), so the row's next change renders the list, which keeps it again.
        try page.button("Details 2").click()
        if !checked { #expect(counts.bodies["list"] == 2) }
        #expect(counts.log == ["done 2 true", "appear 2"])
        #expect(page.hasText("Item 2, pressed 0"))
        let slots = page.session.stateSlotCount
        // The detail's own @State: the detail alone renders again.
        try page.button("Press 2").click()
        #expect(page.hasText("Item 2, pressed 1"))
        if !checked { #expect(counts.bodies["list"] == 2 && page.lastRenderCounts.evaluated == 1) }
        try page.button("Details 2").click()
        #expect(counts.log == ["done 2 true", "appear 2", "disappear 2"])
        #expect(!page.hasText("pressed"))
        // The detail left the page with its state, as after a render of the whole tree.
        #expect(page.session.stateSlotCount == slots - 1)
        try page.button("Details 2").click()
        #expect(page.hasText("Item 2, pressed 0"))
        #expect(counts.log.last == "appear 2")
        if !checked { #expect(counts.bodies["list"] == 2) }
        #expect(page.failures.isEmpty)
    }

    @Test(arguments: [false, true]) func theParentRendersAgainWhenItsOwnDependencyChanges(checked: Bool) throws {
        let counts = Counts()
        let page = page(rows: 3, counts: counts, checked: checked)
        try page.textField("Title 1").type("x")
        try page.button("Add").click()
        if !checked { #expect(counts.bodies["list"] == 2) }
        #expect(page.hasText("4 items"))
        // The row that last rendered alone is reused with what it rendered then.
        #expect(try page.textField("Title 1").value == "Item 1x")
        if !checked { #expect(counts.bodies["row 1"] == 2 && counts.bodies["row 3"] == 1) }
        try page.textField("Title 3").type("y")
        #expect(try page.textField("Title 3").value == "Item 3y")
        if !checked { #expect(counts.bodies["list"] == 2) }
        #expect(page.failures.isEmpty)
    }

    @Test(arguments: [false, true]) func twoRowsChangedAtOnceRenderTogether(checked: Bool) throws {
        let counts = Counts()
        let model = ItemList(count: 4)
        let page = TestSession { ListPage(model: model, counts: CountsRef(counts: counts)) }
        page.checkRenders(checked)
        page.session.rendersEverything = false
        // A change the page did not make through an event (a model shared with the server):
        // two rows at once are not one view, so the list renders, reusing rows 0 and 3.
        model.items[1].title = "One"
        model.items[2].title = "Two"
        page.advance(by: 0)
        #expect(try page.textField("Title 1").value == "One" && page.textField("Title 2").value == "Two")
        if !checked { #expect(counts.bodies["row 0"] == 1 && counts.bodies["row 1"] == 2 && counts.bodies["row 2"] == 2) }
        #expect(page.failures.isEmpty)
    }
}

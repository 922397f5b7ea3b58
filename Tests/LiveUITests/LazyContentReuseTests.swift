import LiveTesting
import LiveUI
import Testing

// Issue #16 item 1: a lazy container's content outside the `ForEach` its
// window goes to is reused like any other view; the views that hold that
// `ForEach` render with the container every time (`LazyWindow.claim`).

private struct Banner: View {
    let title: String
    let counts: BodyCountsBox
    var body: some View {
        counts.box.note(title)
        return Text(title).font(.headline)
    }
}

private struct Rows: View {
    let count: Int
    let counts: BodyCountsBox
    var body: some View {
        counts.box.note("rows")
        return ForEach(0..<count, id: \.self) { i in Text("Row \(i)") }
    }
}

private struct Feed: View {
    let counts: BodyCountsBox
    var wrapped = false
    @State private var ticks = 0
    var body: some View {
        VStack {
            Button("Tick") { ticks += 1 }
            Text("Ticks \(ticks)")
            List {
                Banner(title: "Top", counts: counts)
                if wrapped {
                    Rows(count: 200, counts: counts)
                } else {
                    ForEach(0..<200, id: \.self) { i in Text("Row \(i)") }
                }
                Banner(title: "Bottom", counts: counts)
            }
            .accessibilityIdentifier("feed")
        }
    }
}

/// A view in a lazy stack that shows the stack's first `ForEach` only later, rendering alone.
private struct LateRows: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Button("Show rows") { shown = true }
            if shown {
                ForEach(0..<300, id: \.self) { i in Text("Line \(i)") }
            }
        }
    }
}

private struct AllItems: View {
    var body: some View { ForEach(0..<300, id: \.self) { i in Text("Item \(i)") } }
}

/// The first `ForEach` goes away: the one after it, in a view of its own, takes the window.
private struct RecentAndAll: View {
    @State private var showsRecent = true
    var body: some View {
        VStack {
            Button("Hide recent") { showsRecent = false }
            List {
                if showsRecent { ForEach(0..<3, id: \.self) { i in Text("Recent \(i)") } }
                AllItems()
            }
            .accessibilityIdentifier("items")
        }
    }
}

@MainActor @Suite struct LazyContentReuseTests {
    @Test func aForEachAfterTheWindowedOneTakesTheWindowWhenTheFirstGoes() throws {
        let page = counting(checked: true) { RecentAndAll() }
        #expect(page.hasText("Item 299"), "the second ForEach renders whole while the first has the window")
        try page.button("Hide recent").click()
        #expect(try page.element(identifier: "items").lazyWindow?.range == 0..<50)
        #expect(page.hasText("Item 49") && !page.hasText("Item 50"))
        #expect(page.failures.isEmpty)
    }

    @Test func aListsRowsOutsideItsForEachAreReused() throws {
        let counts = BodyCounts()
        let page = counting { Feed(counts: BodyCountsBox(box: counts)) }
        try page.button("Tick").click()
        #expect(page.hasText("Ticks 1"))
        #expect(counts["Top"] == 1 && counts["Bottom"] == 1)
        // Still windowed: 50 of the 200 rows.
        #expect(try page.element(identifier: "feed").lazyWindow?.range == 0..<50)
        #expect(page.hasText("Row 49") && !page.hasText("Row 50"))
        #expect(page.failures.isEmpty)
    }

    @Test func theViewHoldingTheWindowedForEachRendersEveryTime() throws {
        let counts = BodyCounts()
        let page = counting(checked: true) { Feed(counts: BodyCountsBox(box: counts), wrapped: true) }
        try page.button("Tick").click()
        try page.element(identifier: "feed").scrollLazy(to: 100..<150)
        try page.button("Tick").click()
        #expect(page.hasText("Ticks 2"))
        #expect(try page.element(identifier: "feed").lazyWindow?.range == 100..<150)
        #expect(page.hasText("Row 149") && !page.hasText("Row 49"))
        #expect(page.failures.isEmpty)
        let plain = BodyCounts()
        let unchecked = counting { Feed(counts: BodyCountsBox(box: plain), wrapped: true) }
        try unchecked.button("Tick").click()
        #expect(plain["rows"] == 2 && plain["Top"] == 1)
    }

    @Test func aViewThatTakesTheWindowWhenRenderingAloneRendersThePage() throws {
        let page = counting(checked: true) {
            LazyVStack {
                Text("Header")
                LateRows()
            }
            .accessibilityIdentifier("lines")
        }
        try page.button("Show rows").click()
        #expect(try page.element(identifier: "lines").lazyWindow?.range == 0..<50)
        #expect(page.hasText("Line 49") && !page.hasText("Line 50"))
        #expect(page.failures.isEmpty)
    }
}

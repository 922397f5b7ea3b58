import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// Each scrolling API on its own: the HTML it lowers to, and its behaviour
/// over the wire (windows, scrollTo, identity).
@MainActor @Suite struct ScrollingAPITests {
    func element(_ page: TestSession, _ id: String) throws -> Element {
        try #require(page.page.find(id: try page.element(identifier: id).id))
    }

    @Test func scrollViewAxesIndicatorsAndDisabling() throws {
        let page = TestSession {
            VStack {
                ScrollView { Text("down") }.accessibilityIdentifier("v")
                ScrollView(.horizontal, showsIndicators: false) {
                    Text("a")
                    Text("b")
                }.accessibilityIdentifier("h")
                ScrollView([.horizontal, .vertical]) { Text("both") }.accessibilityIdentifier("both")
                ScrollView { Text("quiet") }.scrollIndicators(.hidden).accessibilityIdentifier("hidden")
                ScrollView { Text("still") }.scrollDisabled(true).accessibilityIdentifier("off")
                ScrollView { Text("bouncy") }.scrollBounceBehavior(.basedOnSize).scrollContentBackground(.hidden)
                    .accessibilityIdentifier("accepted")
            }
        }
        let v = try element(page, "v")
        #expect(v[attribute: "class"] == "sv sv-y lx ly")
        #expect(v[attribute: "tabindex"] == "0", "keyboard users can scroll it")
        #expect(v.children.first?.element?[attribute: "class"] == "vs sv-c", "the content is an implicit VStack")
        let h = try element(page, "h")
        #expect(h[attribute: "class"] == "sv sv-x sv-ni lx")
        #expect(h.children.first?.element?[attribute: "class"]?.hasPrefix("hs sv-c") == true, "an implicit HStack")
        #expect(try element(page, "both")[attribute: "class"] == "sv sv-y sv-x lx ly")
        #expect(try element(page, "hidden")[attribute: "class"] == "sv sv-y sv-ni lx ly")
        let off = try element(page, "off")
        #expect(off[attribute: "class"] == "sv sv-y sv-off lx ly")
        #expect(off[attribute: "tabindex"] == nil)
        #expect(try element(page, "accepted")[attribute: "class"] == "sv sv-y lx ly")
    }

    @Test func isScrollEnabledIsInTheEnvironment() throws {
        struct Reader: View {
            @Environment(\.isScrollEnabled) var enabled
            var body: some View { Text(enabled ? "scrolls" : "fixed") }
        }
        let page = TestSession {
            VStack {
                Reader()
                Reader().scrollDisabled(true)
            }
        }
        #expect(page.hasText("scrolls") && page.hasText("fixed"))
    }

    @Test func lazyStacksLayOutLikeStacks() throws {
        let page = TestSession {
            VStack {
                LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
                    Section("Fruit") { Text("Apple") }
                }
                .accessibilityIdentifier("v")
                LazyHStack(alignment: .top, spacing: 12) {
                    Text("a")
                    Text("b")
                }.accessibilityIdentifier("h")
            }
        }
        let v = try element(page, "v")
        #expect(v[attribute: "class"] == "vs lz pin-h")
        #expect(v[attribute: "style"] == "align-items:start;gap:4px")
        #expect(v[attribute: "data-lv-lazy"] == nil, "no ForEach: nothing to window")
        let h = try element(page, "h")
        #expect(h[attribute: "class"] == "hs lz lz-x")
        #expect(h[attribute: "style"] == "align-items:start;gap:12px")
    }

    @Test func onlyTheOutermostForEachIsWindowed() throws {
        let page = TestSession {
            LazyVStack {
                Text("Header")
                ForEach(0..<1000) { i in
                    HStack { ForEach(0..<3) { j in Text("\(i).\(j)") } }
                }
            }
            .accessibilityIdentifier("rows")
        }
        let rows = try page.element(identifier: "rows")
        #expect(rows.lazyWindow?.range == 0..<50)
        #expect(page.hasText("Header"))
        #expect(page.hasText("49.2"), "a row's own ForEach renders whole")
        #expect(!page.hasText("50.0"))
        try rows.scrollLazy(to: 500..<520)
        #expect(page.hasText("Header"))
        #expect(page.hasText("519.2") && !page.hasText("49.2"))
    }

    /// A short lazy list grows as items are added, before and after the page asked for a window
    /// (the window once shrank to the items there were, so an added row never showed).
    @Test func itemsAppendedToAShortLazyListShow() throws {
        struct Short: View {
            @State var items = [0, 1, 2]
            var body: some View {
                VStack {
                    Button("Add") { items.append(items.count) }
                    LazyVStack { ForEach(items, id: \.self) { Text("Row \($0)") } }.accessibilityIdentifier("short")
                }
            }
        }
        let page = TestSession { Short() }
        try page.button("Add").click()
        #expect(page.hasText("Row 3"))
        try page.element(identifier: "short").scrollLazy(to: 0..<60)
        try page.button("Add").click()
        try page.button("Add").click()
        #expect(page.hasText("Row 4") && page.hasText("Row 5"))
        #expect(page.failures.isEmpty)
    }

    @Test func keyedIdentityHoldsWhenTheDataChanges() throws {
        struct Feed: View {
            @State var items = Array(0..<300)
            var body: some View {
                VStack {
                    Button("Remove 101") { items.removeAll { $0 == 101 } }
                    Button("Insert -1") { items.insert(-1, at: 0) }
                    LazyVStack { ForEach(items, id: \.self) { Text("Item \($0)") } }.accessibilityIdentifier("feed")
                }
            }
        }
        let page = TestSession { Feed() }
        let feed = try page.element(identifier: "feed")
        try feed.scrollLazy(to: 100..<150)
        let id = try page.find(.text("Item 120")).id
        try page.button("Remove 101").click()
        #expect(feed.lazyWindow?.count == 299)
        #expect(!page.hasText("Item 101") && page.hasText("Item 150"), "the window holds offsets 100..<150")
        #expect(try page.find(.text("Item 120")).id == id)
        try page.button("Insert -1").click()
        #expect(page.hasText("Item 99") && !page.hasText("Item 150"))
        #expect(try page.find(.text("Item 120")).id == id)
        // Items that stayed in the window moved nowhere in the page: only the edges changed.
        let ops = try #require(page.patches.last).ops
        #expect(ops.filter { if case .move = $0 { true } else { false } }.isEmpty)
        #expect(page.failures.isEmpty)
    }

    @Test func windowEventsAreCheckedOnTheWire() throws {
        #expect(throws: ProtocolError.self) {
            try ClientMessage.decode(#"{"t":"event","seq":1,"kind":"window","id":"r","value":"9,3"}"#)
        }
        #expect(throws: ProtocolError.self) { try ClientMessage.decode(#"{"t":"event","seq":1,"kind":"window","id":"r","value":"-1,3"}"#) }
        #expect(throws: ProtocolError.self) { try ClientMessage.decode(#"{"t":"event","seq":1,"kind":"window","id":"r"}"#) }
        let ok = try ClientMessage.decode(#"{"t":"event","seq":1,"kind":"window","id":"r","value":"0,3"}"#)
        guard case .event(let event) = ok else {
            Issue.record("not an event")
            return
        }
        #expect(event.window == 0..<3)
        // A window event to an element that is not a lazy container is refused.
        let page = TestSession { Button("Go") {} }
        let outcome = page.sendRaw(ClientEvent(seq: 1, kind: .window, target: try page.button("Go").id, value: "0,10"))
        #expect(outcome.error?.code == "wrong_kind")
    }

    @Test func scrollToAnIDOfAPlainStack() throws {
        struct Chat: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack {
                        Button("Bottom") { proxy.scrollTo("end", anchor: .bottom) }
                        Button("Nowhere") { proxy.scrollTo("missing") }
                        ScrollView {
                            ForEach(0..<20) { Text("Message \($0)") }
                            Text("The end").id("end")
                        }
                    }
                }
            }
        }
        let page = TestSession { Chat() }
        try page.button("Bottom").click()
        let scroll = try #require(page.patches.last?.scroll)
        #expect(scroll == ScrollCommand(id: try page.find(.text("The end")).id, block: "end", inline: "center", smooth: false))
        try page.button("Nowhere").click()
        #expect(page.patches.last?.scroll == nil, "an id no view has scrolls nowhere, as in SwiftUI")
        #expect(page.patches.last?.ops.isEmpty == true)
    }

    @Test func scrollToOnAppearMarksTheFirstPage() throws {
        struct Log: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        LazyVStack { ForEach(0..<2000) { Text("Line \($0)") } }
                    }
                    .onAppear { proxy.scrollTo(1999) }
                }
            }
        }
        let page = TestSession { Log() }
        #expect(page.hasText("Line 1999"), "the window moved to the last line before the page was sent")
        #expect(page.html.contains("data-lv-scrollto=\"nearest,nearest\">Line 1999<"))
    }

    @Test func gridItemsBecomeTracks() throws {
        let page = TestSession {
            VStack {
                LazyVGrid(
                    columns: [GridItem(.fixed(80), spacing: 4), GridItem(.flexible(minimum: 50, maximum: 200)), GridItem()],
                    alignment: .leading, spacing: 6
                ) { ForEach(0..<6) { Text("\($0)") } }
                .accessibilityIdentifier("v")
                LazyHGrid(rows: [GridItem(.adaptive(minimum: 30, maximum: 60), alignment: .top)], spacing: 10) { Text("x") }
                    .accessibilityIdentifier("h")
            }
        }
        let v = try element(page, "v")
        #expect(v[attribute: "class"] == "lg lx")
        #expect(
            v[attribute: "style"]
                == "grid-template-columns:80px minmax(50px,200px) minmax(10px,1fr);column-gap:4px;row-gap:6px;justify-content:start")
        #expect(v.children.count == 6, "grids render every item")
        let h = try element(page, "h")
        #expect(h[attribute: "class"] == "lg lg-h ly")
        #expect(h[attribute: "style"] == "grid-template-rows:repeat(auto-fill,minmax(30px,1fr));align-items:start;column-gap:10px")
    }

    @Test func gridRowsSpansAndAlignment() throws {
        let page = TestSession {
            Grid(horizontalSpacing: 2) {
                GridRow(alignment: .bottom) {
                    Text("a")
                    Text("b").gridColumnAlignment(.leading)
                    Text("c")
                }
                GridRow {
                    Text("wide").gridCellColumns(2)
                    Text("d")
                }
                Divider()
            }
            .accessibilityIdentifier("g")
        }
        let g = try element(page, "g")
        #expect(g[attribute: "style"] == "grid-template-columns:repeat(3,auto);column-gap:2px")
        #expect(g[attribute: "class"] == "gd", "a divider does not widen the grid")
        let rows = g.children.compactMap(\.element)
        #expect(rows[0][attribute: "style"] == "align-items:end")
        #expect(rows[0].children[1].element?[attribute: "style"] == "justify-self:start")
        // "wide" spans columns 0 and 1, so "d" sits in column 2, not under the leading-aligned column.
        #expect(rows[1].children[0].element?[attribute: "style"] == "grid-column:span 2")
        #expect(rows[1].children[1].element?[attribute: "style"] == nil)
        #expect(rows[2].tag == "hr" && rows[2][attribute: "style"] == "grid-column:1/-1")
    }
}

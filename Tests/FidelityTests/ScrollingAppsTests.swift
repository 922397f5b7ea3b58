import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// The scrolling sample apps, driven like a user: lazy stacks and lists send
/// only a window of their 10,000 rows and move it when the page asks,
/// `scrollTo` brings a far row into the window and tells the page to scroll.
@MainActor @Suite struct ScrollingAppsTests {
    func open(_ path: String) throws -> TestSession {
        let app = try #require(FidelityApps.scrolling.first { $0.path == path })
        return TestSession(path: app.path, route: app.path) { app.makeRoot() }
    }

    /// The rows (`#n` labels) the page shows, in page order.
    func rowNumbers(_ page: TestSession) -> [Int] {
        page.page.allElements().compactMap { e -> Int? in
            guard e.children.count == 1, case .text(let t) = e.children[0], t.hasPrefix("#") else { return nil }
            return Int(t.dropFirst())
        }
    }

    /// The element id of the label `#n` in row `n`.
    func rowID(_ page: TestSession, _ n: Int) -> String? {
        page.page.allElements().first { e in e.children.count == 1 && e.children[0] == .text("#\(n)") }?.id
    }

    @Test func contactsSendsOnlyTheFirstPage() throws {
        let page = try open("/fidelity/scrolling/contacts")
        let list = try page.element(identifier: "contacts")
        #expect(list.lazyWindow?.range == 0..<50)
        #expect(list.lazyWindow?.count == 10_000)
        #expect(rowNumbers(page) == Array(0..<50))
        // The spacer after the window stands for the other 9,950 rows.
        #expect(page.html.contains("style=\"--n:9950\""))
        #expect(!page.hasText("#50"))
        #expect(page.html.utf8.count < 60_000, "\(page.html.utf8.count) bytes")
        #expect(page.failures.isEmpty)
    }

    @Test func scrollingMovesTheWindowAndDropsRowsFarAway() throws {
        let page = try open("/fidelity/scrolling/contacts")
        let list = try page.element(identifier: "contacts")
        try list.scrollLazy(to: 0..<120)
        #expect(rowNumbers(page) == Array(0..<120))
        try list.scrollLazy(to: 9_900..<10_000)
        #expect(rowNumbers(page) == Array(9_900..<10_000))
        #expect(page.html.contains("style=\"--n:9900\""), "the spacer before the window")
        #expect(page.hasText("#9999"))
        #expect(!page.hasText("#0"))
        // The server's tree holds the window only.
        #expect(page.session.document.allElements().count < 2_000)
        #expect(page.failures.isEmpty)
    }

    @Test func windowRequestsAreClamped() throws {
        let page = try open("/fidelity/scrolling/contacts")
        let list = try page.element(identifier: "contacts")
        try list.scrollLazy(to: 9_990..<20_000)
        #expect(list.lazyWindow?.range == 9_990..<10_000)
        try list.scrollLazy(to: 0..<5_000)
        #expect(list.lazyWindow?.range == 0..<400, "at most 400 rows at a time")
        #expect(page.failures.isEmpty)
    }

    @Test func rowsKeepTheirIdentityAndStateAcrossWindows() throws {
        let page = try open("/fidelity/scrolling/contacts")
        let list = try page.element(identifier: "contacts")
        let before = try #require(rowID(page, 13))
        try page.button("Dev Baker").click()  // row 13: first names cycle every 10 rows, last names every 100
        #expect(try page.element(identifier: "selection").text == "Selected: Dev Baker")
        try list.scrollLazy(to: 10..<80)
        #expect(rowID(page, 13) == before, "a row keeps its element id when the window moves")
        // Rows still in the window are not sent again: the patch removes 0..<10 and inserts 50..<80.
        let ops = try #require(page.patches.last).ops
        #expect(ops.filter { if case .insert = $0 { true } else { false } }.count == 30)
        #expect(ops.filter { if case .remove = $0 { true } else { false } }.count == 10)
        try list.scrollLazy(to: 200..<260)
        try list.scrollLazy(to: 0..<60)
        #expect(try page.element(identifier: "selection").text == "Selected: Dev Baker", "selection survives the row leaving")
        #expect(page.failures.isEmpty)
    }

    @Test func jumpTo5000BringsTheRowAndScrollsToIt() throws {
        let page = try open("/fidelity/scrolling/contacts")
        try page.button("Jump to 5000").click()
        let list = try page.element(identifier: "contacts")
        let window = try #require(list.lazyWindow?.range)
        #expect(window.contains(5_000))
        #expect(page.hasText("#5000"))
        let scroll = try #require(page.patches.last?.scroll)
        #expect(page.page.find(id: scroll.id)?.textContent.contains("#5000") == true, "\(scroll.id)")
        #expect(scroll.block == "start")
        #expect(scroll.smooth, "scrollTo inside withAnimation scrolls smoothly")
        try page.button("Top").click()
        #expect(page.hasText("#0"))
        #expect(page.patches.last?.scroll?.smooth == false)
        #expect(page.failures.isEmpty)
    }

    @Test func inboxListIsLazyToo() throws {
        let page = try open("/fidelity/scrolling/inbox")
        let inbox = try page.element(identifier: "inbox")
        #expect(inbox.lazyWindow?.range == 0..<50)
        #expect(page.hasText("Message 49"))
        #expect(!page.hasText("Message 50"))
        try inbox.scrollLazy(to: 7_000..<7_080)
        try page.button("Message 7042").click()
        #expect(try page.element(identifier: "status").text == "Opened message 7042")
        // Spacers are list items of their own, hidden from assistive technology.
        #expect(page.html.contains(".lzt\" class=\"lz-pad\" data-lz=\"t\" aria-hidden=\"true\" style=\"--n:7000\"></li><li id="))
        #expect(page.failures.isEmpty)
    }

    @Test func photoGridIsAnAdaptiveCSSGrid() throws {
        let page = try open("/fidelity/scrolling/photos")
        let grid = try #require(page.page.allElements().first { $0.hasClassToken("lg") })
        #expect(
            grid[attribute: "style"]?.hasPrefix("grid-template-columns:repeat(auto-fill,minmax(140px,1fr));column-gap:12px;row-gap:12px")
                == true)
        #expect(page.hasText("0 favorites"))
        try page.button("Lake 1").click()
        try page.button("Storm 3").click()
        #expect(page.hasText("2 favorites"))
        try page.button("Lake 1").click()
        #expect(page.hasText("1 favorites"))
        #expect(page.failures.isEmpty)
    }

    @Test func carouselScrollsSidewaysWithoutIndicators() throws {
        let page = try open("/fidelity/scrolling/carousel")
        let carousel = try page.element(identifier: "carousel")
        let classes = carousel.attribute("class") ?? ""
        #expect(classes.contains("sv sv-x") && classes.contains("sv-ni") && !classes.contains("sv-y"), "\(classes)")
        #expect(page.html.contains("data-lv-lazy=\"h\""), "the LazyHStack is lazy along x")
        try page.button("Hanoi, Vietnam").click()
        #expect(try page.element(identifier: "chosen").text == "Trip to Hanoi")
        #expect(page.hasText("Day 12: explore Hanoi"))
        #expect(page.failures.isEmpty)
    }

    @Test func standingsIsAGridWithAlignedColumns() throws {
        let page = try open("/fidelity/scrolling/standings")
        let table = try #require(page.page.allElements().first { $0.hasClassToken("gd") })
        let style = table[attribute: "style"] ?? ""
        #expect(style.hasPrefix("grid-template-columns:repeat(4,auto);column-gap:24px;row-gap:10px;justify-items:start"), "\(style)")
        let rows = table.children.compactMap(\.element)
        #expect(rows.filter { $0.hasClassToken("gr") }.count == 5)
        let divider = try #require(rows.first { $0.tag == "hr" })
        #expect(divider[attribute: "style"] == "grid-column:1/-1", "a divider outside a row spans the grid")
        // gridColumnAlignment(.trailing) on a header cell aligns its whole column.
        let harbor = try #require(rows.first { $0.textContent.contains("Harbor City") })
        let cells = harbor.children.compactMap(\.element)
        #expect(cells[0][attribute: "style"] == nil)
        #expect(cells[1][attribute: "style"] == "justify-self:end")
        #expect(cells[3][attribute: "style"]?.contains("justify-self:end") == true)
        #expect(!page.html.contains("data-gca"))
        let footer = try #require(rows.last?.children.first?.element)
        #expect(footer[attribute: "style"]?.contains("grid-column:span 4") == true)
        #expect(page.failures.isEmpty)
    }
}

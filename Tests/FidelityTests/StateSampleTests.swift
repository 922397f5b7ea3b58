import FidelityApps
import LiveTesting
import LiveUI
import Testing

/// The state sample apps, driven like a user in-process; every value goes
/// through the wire (events and patches as JSON, the page rebuilt from patches).
@MainActor @Suite struct StateSampleTests {
    // MARK: Countdown (Timer.publish + onReceive)

    @Test func countdownTicksOnTheSessionClock() throws {
        let page = TestSession { CountdownTimerView() }
        #expect(page.hasText("Time remaining: 10"))
        page.advance(by: 0.999)
        #expect(page.hasText("Time remaining: 10"), "no tick before a second has passed")
        page.advance(by: 0.001)
        #expect(page.hasText("Time remaining: 9"))
        page.advance(by: 3)
        #expect(page.hasText("Time remaining: 6"))
    }

    @Test func countdownPausesResumesResetsAndStopsAtZero() throws {
        let page = TestSession { CountdownTimerView() }
        page.advance(by: 2)
        try page.button("Pause").click()
        page.advance(by: 5)
        #expect(page.hasText("Time remaining: 8"), "paused: ticks are ignored")
        try page.button("Resume").click()
        page.advance(by: 20)
        #expect(page.hasText("Time remaining: 0"))
        #expect(page.hasText("Time's up!"))
        try page.button("Reset").click()
        #expect(page.hasText("Time remaining: 10"))
        #expect(!page.hasText("Time's up!"))
        page.advance(by: 1)
        #expect(page.hasText("Time remaining: 9"))
    }

    @Test func eachTickIsOnePatch() {
        let page = TestSession { CountdownTimerView() }
        let before = page.patches.count
        page.advance(by: 3)
        #expect(page.patches.count == before + 3)
    }

    // MARK: Search (onChange + task(id:))

    @Test func searchRunsOnceTypingPauses() async throws {
        let page = TestSession { FruitSearchView() }
        await page.settle()
        #expect(page.hasText("Searches: 0"), "the first search waits 300 ms too")
        await page.advanceAndSettle(by: 0.3)
        #expect(page.hasText("Searches: 1"))
        #expect(page.hasText("Banana"))

        try page.textField("Search fruits").type("a")
        await page.settle()
        await page.advanceAndSettle(by: 0.1)
        try page.textField("Search fruits").type("p")
        await page.settle()
        #expect(page.hasText("Edits: 2"))
        #expect(page.hasText("Changed from 'a' to 'ap'"))
        await page.advanceAndSettle(by: 0.2)
        #expect(page.hasText("Searches: 1"), "the search for 'a' was cancelled by the new query")
        await page.advanceAndSettle(by: 0.1)
        #expect(page.hasText("Searches: 2"))
        #expect(page.hasText("Apple"))
        #expect(page.hasText("Apricot"))
        #expect(page.hasText("Grape"))
        #expect(!page.hasText("Banana"))
        #expect(page.session.tasks.running == 0)
    }

    @Test func searchWithNoMatch() async throws {
        let page = TestSession { FruitSearchView() }
        try page.textField("Search fruits").setValue("kiwi")
        await page.settle()
        await page.advanceAndSettle(by: 0.3)
        #expect(page.hasText("No results"))
        #expect(try page.textField("Search fruits").value == "kiwi")
    }

    // MARK: Cart (@Observable, @Bindable, ForEach($items), @Environment)

    @Test func rowButtonsWriteThroughItemBindings() throws {
        let page = TestSession { ShoppingCartView() }
        #expect(page.hasText("Total items: 4"))
        try page.button("More Apples").click()
        #expect(page.hasText("Apples × 3"))
        #expect(page.hasText("Total items: 5"))
        try page.button("Fewer Bread").click()
        #expect(page.hasText("Bread × 1"), "never below one")
        try page.button("Remove Bread").click()
        #expect(!page.hasText("Bread × 1"))
        #expect(page.hasText("Total items: 4"))
        // The rows below the removed one keep editing their own item.
        try page.button("More Milk").click()
        #expect(page.hasText("Milk × 2"))
    }

    @Test func renamingThroughAFieldBinding() throws {
        let page = TestSession { ShoppingCartView() }
        try page.textField("Name of item 1").setValue("Pears")
        #expect(page.hasText("Pears × 2"))
        #expect(try page.button("More Pears").attribute("aria-label") == "More Pears")
        #expect(try page.textField("Name of item 1").value == "Pears")
    }

    @Test func bindableLocalAndPropertyShareTheModel() throws {
        let page = TestSession { ShoppingCartView() }
        try page.textField("Gift message").type("Hi")
        #expect(page.hasText("Note: Hi"))
        #expect(try page.textField("Note").value == "Hi", "the other field bound to the same property follows")
        try page.textField("Note").setValue("Bye")
        #expect(try page.textField("Gift message").value == "Bye")
    }

    // MARK: Posts (URLSession behind a protocol, .task)

    @Test func postsLoadOnAppearAndReload() async throws {
        let page = TestSession { PostsView(loader: SamplePostLoader()) }
        await page.settle()
        #expect(page.hasText("Loading…"))
        await page.advanceAndSettle(by: 0.2)
        #expect(!page.hasText("Loading…"))
        #expect(page.hasText("Hello, Linux"))
        #expect(page.hasText("Loaded 1 times"))
        try page.button("Reload").click()
        await page.settle()
        #expect(page.hasText("Loading…"))
        await page.advanceAndSettle(by: 0.2)
        #expect(page.hasText("Loaded 2 times"))
    }

    @Test func postsShowAnError() async throws {
        let page = TestSession { PostsView(loader: SamplePostLoader(failing: true)) }
        await page.settle()
        await page.advanceAndSettle(by: 0.2)
        #expect(page.hasText("Could not load posts"))
    }

    @Test func theRealLoaderIsAURLSessionLoader() {
        // Compiles and links on Linux; the tests do not reach the network.
        let loader = URLSessionPostLoader()
        #expect(loader.url.host == "jsonplaceholder.typicode.com")
        #expect(URLSession.shared.configuration.timeoutIntervalForRequest > 0)
    }
}

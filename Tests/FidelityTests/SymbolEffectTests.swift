import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `.symbolEffect`, in-process, on the bell sample app
/// (Tests/FidelityApps/Motion/NotificationBellApp.swift): the classes and
/// variables the stylesheet animates the symbols by.
@MainActor @Suite struct SymbolEffectTests {
    private func marks(_ page: TestSession, _ identifier: String) throws -> (classes: [String], style: String) {
        let e = try #require(page.page.allElements().first { $0[attribute: "data-testid"] == identifier })
        return ((e[attribute: "class"] ?? "").split(separator: " ").map(String.init), e[attribute: "style"] ?? "")
    }

    @Test func aDiscreteEffectPlaysAgainEachTimeItsValueChanges() throws {
        let page = TestSession { NotificationBellApp() }
        #expect(try !marks(page, "bell").classes.contains("se"), "nothing plays on the first render")
        try page.button("New message").click()
        #expect(try marks(page, "bell").classes.contains("se-bounce-a"))
        #expect(try marks(page, "bell").style.contains("--se-n:1"))
        try page.button("New message").click()
        let again = try marks(page, "bell").classes
        #expect(again.contains("se-bounce-b") && !again.contains("se-bounce-a"), "a new name starts the animation again")
        try page.button("Favorite").click()
        #expect(try marks(page, "heart").classes.contains("se-pulse-a"))
        #expect(try marks(page, "heart").style.contains("--se-n:3"))
    }

    @Test func anIndefiniteEffectLastsWhileActive() throws {
        let page = TestSession { NotificationBellApp() }
        #expect(try !marks(page, "sync").classes.contains("se-rotate"))
        try page.toggle("Syncing").toggle()
        #expect(try marks(page, "sync").classes.contains("se-rotate"))
        #expect(try marks(page, "wifi").classes.contains("se-variable"))
        #expect(try marks(page, "wifi").style.contains("--se-n:infinite") && marks(page, "wifi").style.contains("--se-s:2"))
        try page.button("Favorite").click()
        #expect(try marks(page, "star").classes.contains("se-scale-up"))
        try page.toggle("Syncing").toggle()
        #expect(try !marks(page, "sync").classes.contains("se"))
    }

    @Test func removedEffectsAndHostileOptions() throws {
        let page = TestSession { NotificationBellApp() }
        try page.toggle("Still").toggle()
        #expect(page.page.allElements().contains { ($0[attribute: "class"] ?? "").split(separator: " ").contains("se-off") })
        @MainActor struct Wild: View {
            var body: some View {
                VStack {
                    Image(systemName: "bell").symbolEffect(.pulse, options: .speed(.nan)).accessibilityIdentifier("a")
                    Image(systemName: "bell").symbolEffect(.pulse, options: .speed(1e300).repeat(-5)).accessibilityIdentifier("b")
                    Image(systemName: "bell").symbolEffect(.breathe, options: .repeat(Int.max)).accessibilityIdentifier("c")
                }
            }
        }
        let wild = TestSession { Wild() }
        #expect(try marks(wild, "a").style.contains("--se-s:1"))
        #expect(try marks(wild, "b").style.contains("--se-s:20") && marks(wild, "b").style.contains("--se-n:1"))
        #expect(try marks(wild, "c").style.contains("--se-n:1000"))
    }
}

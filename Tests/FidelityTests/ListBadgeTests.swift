import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `.badge(_:)` on a `List` row: SwiftUI shows the count (or label) at the
/// row's trailing edge in secondary text; zero (or nil) shows nothing; outside
/// a list (or a tab view) a badge has no effect.
@MainActor @Suite struct ListBadgeTests {
    struct Mailboxes: View {
        @State private var unread = 3
        var body: some View {
            VStack {
                List {
                    Text("Inbox").badge(unread)
                    Text("Drafts").badge("Saved")
                    Text("Archive").badge(0)
                }
                Button("Read all") { unread = 0 }
                Text("Outside").badge(5)
            }
        }
    }

    /// The rows' text: each row's label, then its badge.
    private func rows(_ page: TestSession) -> [String] {
        page.page.allElements().filter { $0.tag == "li" }.map(\.textContent)
    }

    @Test func aRowShowsItsBadgeAndZeroShowsNone() throws {
        let page = TestSession { Mailboxes() }
        #expect(rows(page) == ["Inbox3", "DraftsSaved", "Archive"])
        #expect(!page.hasText("5"))
        try page.button("Read all").click()
        #expect(rows(page) == ["Inbox", "DraftsSaved", "Archive"])
    }
}

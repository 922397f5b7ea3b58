import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `.defaultScrollAnchor`, in-process (Tests/FidelityApps/Scrolling/ChatAnchorApp.swift):
/// the scroll boxes it marks to lay out from their end.
@MainActor @Suite struct ScrollAnchorTests {
    private func box(_ page: TestSession, _ id: String) throws -> Element {
        let marked = try #require(page.page.allElements().first { $0[attribute: "data-testid"] == id })
        return try #require(marked.allElements().first { $0.hasClassNamed("sv") })
    }

    @Test func bottomAndTrailingAnchorsStartAtTheEnd() throws {
        let page = TestSession { ChatAnchorApp() }
        #expect(try box(page, "messages").hasClassNamed("sv-end"))
        #expect(try box(page, "photos").hasClassNamed("sv-end"))
        try page.button("Send").click()
        #expect(page.hasText("Message 41"))
        #expect(try box(page, "messages").hasClassNamed("sv-end"))
    }

    @Test func otherAnchorsStartAtTheTop() throws {
        @MainActor struct Page: View {
            var body: some View {
                VStack {
                    ScrollView { Text("A") }.defaultScrollAnchor(.center).accessibilityIdentifier("center")
                    ScrollView { Text("B") }.defaultScrollAnchor(nil).accessibilityIdentifier("none")
                    ScrollView { Text("C") }.defaultScrollAnchor(.top, for: .sizeChanges).accessibilityIdentifier("top")
                    ScrollView(.horizontal) { Text("D") }.defaultScrollAnchor(.bottom).accessibilityIdentifier("across")
                    VStack { ScrollView { Text("E") } }.defaultScrollAnchor(.bottomTrailing).accessibilityIdentifier("inside")
                }
            }
        }
        let page = TestSession { Page() }
        for id in ["center", "none", "top", "across"] { #expect(try !box(page, id).hasClassNamed("sv-end"), "\(id)") }
        #expect(try box(page, "inside").hasClassNamed("sv-end"), "through the environment, to the scroll views below")
    }
}

extension Element {
    fileprivate func hasClassNamed(_ name: String) -> Bool {
        (self[attribute: "class"] ?? "").split(separator: " ").contains { $0 == name }
    }
}

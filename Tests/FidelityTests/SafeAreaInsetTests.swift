import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `.safeAreaInset`, in-process, on the chat and log sample apps
/// (Tests/FidelityApps/Scrolling/ChatInsetApp.swift): the bar is beside the
/// list or inside the scroll view, and its controls act.
@MainActor @Suite struct SafeAreaInsetTests {
    /// Whether the element's class list holds `name`.
    private func has(_ e: Element?, _ name: String) -> Bool {
        (e?[attribute: "class"] ?? "").split(separator: " ").contains { $0 == name }
    }

    private func element(_ page: TestSession, _ identifier: String) throws -> Element {
        try #require(page.page.find(id: page.element(identifier: identifier).id))
    }

    /// The bar of the first ancestor-or-self with `sai-bar` holding the element.
    private func bar(_ page: TestSession, holding identifier: String) throws -> Element {
        let inner = try element(page, identifier)
        return try #require(page.page.allElements().first { has($0, "sai-bar") && $0.find(id: inner.id) != nil })
    }

    /// SwiftUI: the message field sits under the list, whose rows end above it.
    @Test func aBottomBarFollowsTheListAndItsFieldWorks() throws {
        let page = TestSession { ChatInsetApp() }
        let bar = try bar(page, holding: "composer")
        #expect(has(bar, "sai-b"))
        let column = try #require(page.page.allElements().first { has($0, "sai") && $0.find(id: bar.id) != nil })
        // The list first, then the bar.
        let kids = column.children.compactMap { node -> Element? in if case .element(let e) = node { return e } else { return nil } }
        #expect(kids.count == 2)
        #expect(has(kids.first, "ls"))
        #expect(kids.last?.id == bar.id)

        #expect(try page.button("Send").isDisabled)
        try page.textField("Message").type("Hello there")
        try page.button("Send").click()
        #expect(page.hasText("Hello there"))
        #expect(try page.textField("Message").value == "")
    }

    /// On a vertical scroll view the bar is the scroll box's first child, so it sticks to the box's top.
    @Test func aTopBarGoesInsideTheScrollView() throws {
        let page = TestSession { LogInsetApp() }
        let bar = try bar(page, holding: "summary")
        #expect(has(bar, "sai-t"))
        #expect(bar[attribute: "style"]?.contains("margin-bottom:4px") == true)
        let scroller = try #require(page.page.allElements().first { has($0, "sv-y") })
        guard case .element(let first)? = scroller.children.first else {
            Issue.record("the scroll view has no children")
            return
        }
        #expect(first.id == bar.id)
        #expect(page.hasText("60 lines"))
        try page.button("Clear").click()
        #expect(page.hasText("0 lines"))
        #expect(!page.hasText("Line 1"))
    }

    /// Leading and trailing bars share a row with the view.
    @Test func aTrailingBarSitsBesideTheView() throws {
        let page = TestSession {
            Text("Body")
                .safeAreaInset(edge: .trailing, alignment: .top) { Text("Side").accessibilityIdentifier("side") }
        }
        let bar = try bar(page, holding: "side")
        #expect(has(bar, "sai-r"))
        #expect(bar[attribute: "style"]?.contains("--sai-a:start") == true)
        #expect(page.page.allElements().contains { has($0, "sai") && has($0, "sai-r") })
    }
}

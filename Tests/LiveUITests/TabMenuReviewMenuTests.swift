// Edge cases of TabView, Menu and .contextMenu found by a review of the change that
// added them (2026-12-07): each test failed before its fix, unless it records a limitation
// the README states.

import Foundation
import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI
import Testing

@MainActor private final class MModel: ObservableObject {
    @Published var n = 0
    var chosen: [String] = []
}

private struct MenuBody: View {
    @ObservedObject var model: MModel
    var body: some View {
        Button("Item \(model.n)") { model.chosen.append("item") }
    }
}

private struct AloneMenu: View {
    let model: MModel
    var body: some View {
        VStack {
            Text("Top")
            Menu("Actions") { MenuBody(model: model) }
        }
    }
}

/// Two menus, one inside the other (also the second review's fixture).
struct ReviewNestedMenus: View {
    @State private var log = "none"
    var body: some View {
        VStack {
            Text("Log: \(log)")
            Menu("Outer") {
                Button("A") { log = "A" }
                Menu("Inner") { Button("B") { log = "B" } }
            }
        }
    }
}

private struct WithToggle: View {
    @State private var on = false
    var body: some View {
        Menu("Options") {
            Button("First") {}
            Toggle("Flag", isOn: $on)
            Link("Help", destination: URL(string: "https://example.com")!)
        }
    }
}

private struct DisabledWhileOpen: View {
    @State private var disabled = false
    var body: some View {
        VStack {
            Text("Row").contextMenu {
                Button("Disable row") {}
                Button("Keep") {}
            }.disabled(disabled)
            Text("Disabled \(disabled)")
        }
    }
}

@MainActor @Suite struct ReviewMenuTests {
    func menuItems(_ page: TestSession) -> [String] {
        page.page.allElements().filter { $0[attribute: "role"] == "menuitem" }.map { $0.textContent }
    }

    @Test func itemOfAMenuBodyRenderedAloneStillClosesTheMenu() throws {
        let model = MModel()
        let page = TestSession { AloneMenu(model: model) }
        try page.button("Actions").click()
        #expect(menuItems(page) == ["Item 0"])
        model.n = 1
        page.advance(by: 0)
        #expect(menuItems(page) == ["Item 1"])
        try page.button("Item 1").click()
        #expect(model.chosen == ["item"])
        #expect(!page.hasText("Item 1"))
    }

    @Test func choosingInANestedMenuClosesBoth() throws {
        let page = TestSession { ReviewNestedMenus() }
        try page.button("Outer").click()
        try page.button("Inner").click()
        try page.button("B").click()
        #expect(page.hasText("Log: B"))
        #expect(throws: (any Error).self) { try page.button("A") }
    }

    /// SwiftUI shows a toggle in a menu as an item with a checkmark, and a link as an item.
    @Test func toggleAndLinkInMenu() throws {
        let page = TestSession { WithToggle() }
        try page.button("Options").click()
        let flag = try page.button("Flag")
        #expect(flag.attribute("role") == "menuitemcheckbox")
        #expect(flag.attribute("aria-checked") == "false")
        #expect(try page.link("Help").attribute("role") == "menuitem")
        try flag.click()
        try page.button("Options").click()
        #expect(try page.button("Flag").attribute("aria-checked") == "true")
    }
}

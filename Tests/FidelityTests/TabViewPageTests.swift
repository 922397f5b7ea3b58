import FidelityApps
import Foundation
import LiveHTML
import LiveTesting
import LiveUI
import Testing

// `TabView`'s page style (`.tabViewStyle(.page)`), in-process: the rest of
// `TabViewTests` (and its helpers) is in TabViewTests.swift.
extension TabViewTests {
    // MARK: 8. Page style

    /// SwiftUI: `.tabViewStyle(.page)` over a `ForEach` shows one page at a
    /// time, the first first, with an index dot per page; choosing a dot
    /// shows its page.
    @Test func thePageStyleShowsOnePageAtATimeWithItsDots() throws {
        let page = open("onboarding")
        let dots = try page.findAll(Self.tabQuery)
        #expect(dots.count == 3)
        #expect(try page.button("Page 1 of 3").attribute("aria-selected") == "true")
        #expect(try page.button("Page 2 of 3").attribute("aria-selected") == "false")
        #expect(shownPanelText(page).contains("Plan your week"))
        #expect(!shownPanelText(page).contains("Track your habits"))

        try page.button("Page 2 of 3").click()
        #expect(try page.button("Page 2 of 3").attribute("aria-selected") == "true")
        #expect(try page.button("Page 1 of 3").attribute("aria-selected") == "false")
        #expect(shownPanelText(page).contains("Track your habits"))
        #expect(!shownPanelText(page).contains("Plan your week"))
        #expect(page.failures.isEmpty)
    }

    /// SwiftUI: `.page(indexDisplayMode: .always)` with `TabView(selection:)`
    /// over tagged pages: choosing a dot writes that page's tag into the binding.
    @Test func pageDotsWriteTheSelection() throws {
        struct Gallery: View {
            let photos = ["Lighthouse", "Harbour", "Dunes"]
            @State private var photo = "Lighthouse"
            var body: some View {
                VStack {
                    TabView(selection: $photo) {
                        ForEach(photos, id: \.self) { name in
                            Text("Photo of the \(name.lowercased())")
                                .tag(name)
                        }
                    }
                    .tabViewStyle(.page(indexDisplayMode: .always))
                    Text("Showing \(photo)")
                }
            }
        }
        let page = TestSession { Gallery() }
        #expect(page.hasText("Showing Lighthouse"))
        #expect(shownPanelText(page).contains("Photo of the lighthouse"))
        try page.button("Page 3 of 3").click()
        #expect(page.hasText("Showing Dunes"))
        #expect(shownPanelText(page).contains("Photo of the dunes"))
        #expect(try page.button("Page 3 of 3").attribute("aria-selected") == "true")
    }

    /// SwiftUI: `PageTabViewStyle(indexDisplayMode: .never)` shows no index
    /// dots; the app moves through the pages by setting the selection.
    @Test func aPageStyleWithoutDotsFollowsItsSelection() throws {
        let page = open("setup")
        #expect(throws: TestError.self, "no index dots") { try page.button("Page 1 of 3") }
        #expect(try page.findAll(Self.tabQuery).isEmpty)
        #expect(page.hasText("Step 1 of 3"))
        #expect(shownPanelText(page).contains("Choose a language"))

        try page.button("Next").click()
        #expect(page.hasText("Step 2 of 3"))
        #expect(shownPanelText(page).contains("Connect to Wi-Fi"))
        #expect(!shownPanelText(page).contains("Choose a language"))
        try page.button("Next").click()
        try page.button("Finish").click()
        #expect(page.hasText("All set"))
        try page.button("Back").click()
        #expect(page.hasText("Step 2 of 3"))
        #expect(shownPanelText(page).contains("Connect to Wi-Fi"))
    }
}

import LiveTesting
import LiveUI
import Testing

/// The APIs the real apps lacked (Sources/LiveUI/App, ContentUnavailableView,
/// containerRelativeFrame, scroll targets, accessibilityElement) and the two
/// bugs they showed (a Section in a List rendered its rows twice; a view
/// link in a column pushed by a path value did nothing), one behaviour each.
@MainActor @Suite struct RealAppsAPITests {
    @Observable final class Counter { var count = 0 }

    struct CounterView: View {
        @Environment(Counter.self) var counter
        var body: some View {
            Button("Count: \(counter.count)") { counter.count += 1 }
        }
    }

    struct TwoWindowsApp: App {
        let counter = Counter()
        var body: some Scene {
            WindowGroup("Main") {
                CounterView()
            }
            .environment(counter)
            WindowGroup(id: "second") {
                Text("Second window")
            }
        }
    }

    struct EmptyPreviews: PreviewProvider {
        static var previews: some View {
            Text("Preview").previewLayout(.sizeThatFits).previewDisplayName("Small").previewDevice("iPhone 15")
        }
    }

    @Test func anAppServesItsFirstWindowGroupWithItsSceneEnvironment() throws {
        let page = TestSession { TwoWindowsApp().windowContent }
        #expect(!page.hasText("Second window"), "a tab shows the first window group only")
        try page.button("Count: 0").click()
        try page.button("Count: 1").click()
        #expect(page.hasText("Count: 2"))
        #expect(page.failures.isEmpty)
    }

    @Test func previewProvidersCompileAndRenderAsPlainViews() throws {
        let page = TestSession { EmptyPreviews.previews }
        #expect(page.visibleText == "Preview", "the preview modifiers change nothing")
    }

    @Test func contentUnavailableViewIsAStatusWithALargeIcon() throws {
        let page = TestSession {
            ContentUnavailableView {
                Label("No Mail", systemImage: "tray")
            } description: {
                Text("New mail appears here.")
            } actions: {
                Button("Refresh") {}
            }
        }
        let status = try page.find(PageQuery("status") { $0[attribute: "role"] == "status" })
        #expect(status.text.contains("No Mail"))
        #expect(status.text.contains("New mail appears here."))
        #expect(status.attribute("class")?.split(separator: " ").contains("cu") == true)
        _ = try page.button("Refresh")

        let search = TestSession { ContentUnavailableView.search(text: "kiwi") }
        #expect(search.hasText("No Results for “kiwi”"))
        #expect(search.hasText("Check the spelling or try a new search."))
    }

    @Test func containerRelativeFrameSizesAgainstTheWindow() throws {
        let page = TestSession {
            VStack {
                Color.red.containerRelativeFrame(.horizontal).accessibilityIdentifier("full")
                Color.green.containerRelativeFrame(.horizontal) { width, _ in width * 0.6 }.accessibilityIdentifier("part")
                Color.blue.containerRelativeFrame(.horizontal) { width, _ in width - 40 }.accessibilityIdentifier("inset")
                Color.gray.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).accessibilityIdentifier("span")
                Color.black.containerRelativeFrame([.horizontal, .vertical]) { length, axis in axis == .vertical ? length / 2 : length }
                    .accessibilityIdentifier("both")
            }
        }
        func style(_ id: String) throws -> String { try page.element(identifier: id).attribute("style") ?? "" }
        #expect(try style("full").contains("width:max(0px, 100cqw)"))
        #expect(try style("part").contains("width:max(0px, 60cqw)"))
        #expect(try style("inset").contains("width:max(0px, calc(100cqw - 40px))"))
        // Two of three parts with 10 pt between: (w − 20) / 3 × 2 + 10 = 66.67 % of w − 3.33 px.
        #expect(try style("span").contains("width:max(0px, calc(66.67cqw - 3.33px))"))
        #expect(try style("both").contains("height:max(0px, 50cqh)"))
        #expect(try style("both").contains("width:max(0px, 100cqw)"))
    }

    @Test func scrollTargetsBecomeCSSScrollSnapping() throws {
        let page = TestSession {
            VStack {
                ScrollView(.horizontal) {
                    HStack { Text("A"); Text("B") }.scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
                .accessibilityIdentifier("aligned")
                ScrollView { Text("C") }
                    .scrollTargetBehavior(.paging)
                    .accessibilityIdentifier("paged")
                HStack { Text("D") }.scrollTargetLayout(isEnabled: false).accessibilityIdentifier("off")
            }
        }
        func classes(_ id: String) throws -> [Substring] {
            (try page.element(identifier: id).attribute("class") ?? "").split(separator: " ")
        }
        #expect(try classes("aligned").contains("snp"))
        #expect(try !classes("aligned").contains("snp-pg"))
        #expect(try classes("paged").contains("snp-pg"))
        #expect(page.page.allElements().contains { $0.hasClassToken("stl") }, "the marked HStack")
        #expect(try !classes("off").contains("stl"))
    }

    @Test func accessibilityElementMakesAGroup() throws {
        let page = TestSession {
            HStack { Text("Coffee"); Text("$4") }.accessibilityElement(children: .combine)
        }
        #expect(try page.within(text: "Coffee").element.attribute("role") == "group")
    }

    @Test func aSectionInAListRendersItsRowsOnce() throws {
        let page = TestSession {
            List {
                Section("Fruit") {
                    ForEach(["Apple", "Pear"], id: \.self) { fruit in
                        Text(fruit).swipeActions { Button("Pin") {} }
                    }
                }
            }
        }
        #expect(try page.buttons("Pin").count == 2, "one swipe button per row, not two")
        let ids = page.page.allElements().map(\.id).filter { !$0.isEmpty }
        #expect(Set(ids).count == ids.count, "element ids are unique")
    }

    @Test func aViewLinkInAColumnPushedByAValueNavigates() throws {
        let page = TestSession {
            NavigationStack {
                List { NavigationLink("Mission", value: 11) }
                    .navigationTitle("Missions")
                    .navigationDestination(for: Int.self) { id in
                        NavigationLink("Crew") { Text("Crew of \(id)").navigationTitle("Crew") }
                            .navigationTitle("Apollo \(id)")
                    }
            }
        }
        try page.link("Mission").click()
        #expect(page.title == "Apollo 11")
        try page.link("Crew").click()
        #expect(page.title == "Crew")
        #expect(page.url == "/11/crew")
        #expect(page.hasText("Crew of 11"))
        try page.back()
        #expect(page.title == "Apollo 11")
        try page.back()
        #expect(page.title == "Missions")
        #expect(page.failures.isEmpty)
    }

    @Test func aDisabledNavigationLinkHasNoAddress() throws {
        struct Gate: View {
            @State private var open = false
            var body: some View {
                NavigationStack {
                    Form {
                        Toggle("Open", isOn: $open)
                        NavigationLink("Inside") { Text("In") }
                            .disabled(!open)
                    }
                }
            }
        }
        let page = TestSession { Gate() }
        #expect(try page.link("Inside").attribute("href") == nil)
        #expect(try page.link("Inside").attribute("aria-disabled") == "true")
        try page.toggle("Open").toggle()
        #expect(try page.link("Inside").attribute("href") == "/inside")
        #expect(try page.link("Inside").attribute("aria-disabled") == nil)
        try page.link("Inside").click()
        #expect(page.hasText("In"))
    }
}

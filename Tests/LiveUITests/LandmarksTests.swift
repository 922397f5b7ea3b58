import LiveHTML
import LiveTesting
import LiveUI
import Testing

// Issue 17 item 2: landmarks and headings by default, in the rendered tree
// (the page template adds <main> and the fallback <h1>: LiveServerTests).

private struct Sidebar: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Purple", destination: Text("A purple page").navigationTitle("Purple"))
            }
            .navigationTitle("Colors")
            Text("Pick a color")
        }
    }
}

private struct Untitled: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Next") { Text("Second page") }
        }
    }
}

private struct Deals: View {
    var body: some View {
        VStack {
            Text("Today's Deals").font(.largeTitle)
            Text("Espresso Cup").font(.title2)
            Text("Details").font(.title3)
            Text("Also deals").font(.largeTitle)
        }
    }
}

private struct Folders: View {
    @State private var selection: String? = "Inbox"
    var body: some View {
        NavigationStack {
            VStack {
                List(selection: $selection) {
                    Section("Mailboxes") {
                        Text("Inbox").tag("Inbox" as String?)
                        Text("Sent").tag("Sent" as String?)
                    }
                }
                List {
                    Section("Recent") { Text("Note") }
                }
                Form {
                    Section("Account") { Text("alice") }
                }
            }
            .navigationTitle("Mail")
        }
    }
}

private struct Gestures: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("Hold").onLongPressGesture(minimumDuration: 0.5) { log.append("held") } onPressingChanged: { _ in }
            Text("Token").gesture(DragGesture().onEnded { _ in log.append("dropped") })
            Text("Photo")
                .onTapGesture(count: 2) { log.append("liked") }
                .onTapGesture { log.append("opened") }
            Text("Log: \(log.joined(separator: ","))")
        }
    }
}

@MainActor @Suite struct LandmarksTests {
    static func headings(_ page: TestSession, _ tag: String) -> [String] {
        page.page.allElements().filter { $0.tag == tag }.map(\.textContent)
    }

    @Test func aSidebarIsANavNamedByItsTitleAndTheTopTitleIsTheOneH1() throws {
        let page = TestSession { Sidebar() }
        let nav = try #require(page.page.allElements().first { $0.tag == "nav" })
        #expect(nav.hasClassNamed("nv-side"))
        let label = try #require(nav[attribute: "aria-labelledby"])
        #expect(nav.find(id: label)?.textContent == "Colors")
        // Nothing chosen: the sidebar's column is the top one.
        #expect(Self.headings(page, "h1") == ["Colors"])
        try page.link("Purple").click()
        #expect(page.hasText("A purple page"))
        #expect(Self.headings(page, "h1") == ["Purple"])
        #expect(Self.headings(page, "h2") == ["Colors"])
        #expect(page.page.allElements().filter { $0.tag == "nav" }.count == 1)
    }

    @Test func aStackIsNoNavAndAnEmptyTitleIsNoHeading() throws {
        let page = TestSession { Untitled() }
        #expect(!page.page.allElements().contains { $0.tag == "nav" })
        #expect(!page.page.allElements().contains { ["h1", "h2"].contains($0.tag) && $0.textContent.isEmpty })
        try page.link("Next").click()
        #expect(page.hasText("Second page"))
        #expect(!page.page.allElements().contains { $0.tag.hasPrefix("h") && $0.tag.count == 2 && $0.textContent.isEmpty })
    }

    @Test func textStylesMakeAnOutlineThatSkipsNoLevelWithOneH1() throws {
        let page = TestSession { Deals() }
        #expect(try page.text("Today's Deals").tag == "h1")
        #expect(try page.text("Espresso Cup").tag == "h2", ".title2 right after the h1 is raised to h2")
        #expect(try page.text("Details").tag == "h3")
        #expect(try page.text("Also deals").tag == "h2", "the page has one h1")
    }

    @Test func sectionHeadersAreHeadingsExceptAmongAListboxsOptions() throws {
        let page = TestSession { Folders() }
        let all = page.page.allElements()
        let listbox = try #require(all.first { $0[attribute: "role"] == "listbox" })
        #expect(listbox[attribute: "aria-label"] == "Mail")
        // In the listbox: the section's <li> is no list item, its header only names the group.
        let sectionItem = try #require(listbox.allElements().first { $0.hasClassNamed("ls-sec") })
        #expect(sectionItem[attribute: "role"] == "none")
        let group = try #require(listbox.allElements().first { $0[attribute: "role"] == "group" })
        let header = try #require(group.find(id: group[attribute: "aria-labelledby"] ?? ""))
        #expect(header.textContent == "Mailboxes" && header[attribute: "role"] == nil)
        // In a plain list: a heading. In a form: a heading inside the legend.
        let recent = try #require(all.first { $0[attribute: "role"] == "heading" && $0.textContent == "Recent" })
        #expect(recent[attribute: "aria-level"] == "2")
        let legend = try #require(all.first { $0.tag == "legend" })
        #expect(legend.allElements().contains { $0.tag == "h2" && $0.textContent == "Account" })
    }

    @Test func gestureViewsHaveRolesAndNoButtonSitsInAnother() throws {
        let page = TestSession { Gestures() }
        let all = page.page.allElements()
        let hold = try #require(all.first { $0[attribute: "data-lv-press"] != nil })
        #expect(hold[attribute: "role"] == "button")
        let token = try #require(all.first { $0[attribute: "data-lv-drag"] != nil })
        #expect(token[attribute: "role"] == "group")
        // A single tap over a double tap: two tab stops, but no button inside a button.
        let outer = try #require(all.first { $0[attribute: "data-lv-tap"] == "1" })
        #expect(outer[attribute: "role"] == "group" && outer[attribute: "tabindex"] == "0")
        let inner = try #require(outer.allElements().first { $0[attribute: "data-lv-tap"] == "2" })
        #expect(inner[attribute: "role"] == "button" && inner[attribute: "tabindex"] == "0")
        // Both recognizers still act.
        try page.element(id: outer.id).click()
        #expect(page.hasText("Log: opened"))
        try page.element(id: outer.id).doubleClick()
        #expect(page.hasText("Log: opened,liked"))
    }
}

extension Element {
    fileprivate func hasClassNamed(_ name: String) -> Bool {
        (self[attribute: "class"] ?? "").split(separator: " ").contains { $0 == name }
    }
}

import LiveTesting
import LiveUI
import Testing

private struct Inbox: View {
    @State private var editing = false
    @State private var log: [String] = []
    @State private var showHidden = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("Log: \(log.joined(separator: ","))")
                NavigationLink("Plain page") {
                    Text("No bar items here").toolbar(.hidden, for: .navigationBar).navigationTitle("Hidden bar")
                }
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Text("Updated just now")
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Archive") { log.append("archive") }
                    Spacer()
                    Button("Compose") { log.append("compose") }
                }
                if editing {
                    ToolbarItem(placement: .topBarLeading) { Button("Done") { editing = false } }
                } else {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") { editing = true } }
                }
            }
            .toolbar {
                Button {
                    log.append("filter")
                } label: {
                    Label("Filter", systemImage: "line.3.horizontal.decrease.circle")
                }
            }
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarBackground(Color.blue, for: .navigationBar, .bottomBar)
        }
    }
}

@MainActor @Suite struct ToolbarTests {
    @Test func placementsGoToTheirGroups() throws {
        let page = TestSession { Inbox() }
        let bar = try page.within(label: "Navigation bar")
        #expect(bar.hasText("Updated just now"))
        #expect(try bar.button("Edit").tag == "button")
        #expect(try bar.button("Filter").tag == "button")
        let bottom = try page.within(label: "Bottom toolbar")
        try bottom.button("Archive").click()
        try bottom.button("Compose").click()
        try bar.button("Filter").click()
        #expect(page.hasText("Log: archive,compose,filter"))
    }

    @Test func conditionalItemsAndIconOnlyLabels() throws {
        let page = TestSession { Inbox() }
        try page.button("Edit").click()
        #expect(try page.within(label: "Navigation bar").button("Done").tag == "button")
        #expect(throws: TestError.self) { try page.button("Edit") }
        // A Label in a toolbar shows its icon, named for assistive technology.
        let filter = try page.button("Filter")
        #expect(filter.html.contains("class=\"tx vh\">Filter<"), "the title is visually hidden")
        #expect(filter.html.contains("<svg"))
    }

    @Test func theHeaderIsARealToolbarWithTheTitleOutsideIt() throws {
        let page = TestSession { Inbox() }
        let tools = try page.find(
            PageQuery("the toolbar") { $0[attribute: "role"] == "toolbar" && $0[attribute: "aria-label"] == "Navigation bar" })
        #expect(!tools.html.contains("<h1"))
        #expect(page.html.contains("<h1"))
        #expect(page.title == "Inbox")
    }

    @Test func aHiddenBarKeepsThePageTitle() throws {
        let page = TestSession { Inbox() }
        try page.link("Plain page").click()
        #expect(page.title == "Hidden bar")
        #expect(try page.find(PageQuery("a hidden bar") { $0.tag == "header" && $0[attribute: "hidden"] != nil }).tag == "header")
        #expect(!page.html.contains("Bottom toolbar"), "the root's bottom bar is not the pushed page's")
    }

    @Test func aToolbarOutsideNavigationGetsBarsOfItsOwn() throws {
        struct Editor: View {
            @State var saved = 0
            var body: some View {
                TextField("Body", text: .constant(""))
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                        ToolbarItem(placement: .confirmationAction) { Button("Save") { saved += 1 } }
                        ToolbarItem(placement: .keyboard) { Button("Bold") {} }
                    }
                Text("Saved \(saved)")
            }
        }
        let page = TestSession { Editor() }
        try page.within(label: "Toolbar").button("Save").click()
        #expect(page.hasText("Saved 1"))
        #expect(try page.within(label: "Bottom toolbar").button("Bold").tag == "button")
        let html = page.html
        let cancel = try #require(html.range(of: ">Cancel<"))
        let field = try #require(html.range(of: "aria-label=\"Body\""))
        #expect(cancel.lowerBound < field.lowerBound, "the bar is above its view")
    }

    @Test func principalReplacesAnInlineTitleVisually() throws {
        struct Picky: View {
            var body: some View {
                NavigationStack {
                    Text("Body")
                        .navigationTitle("Photos")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar { ToolbarItem(placement: .principal) { Text("Segments") } }
                }
            }
        }
        let page = TestSession { Picky() }
        #expect(page.html.contains("class=\"nv-title vh\""))
        #expect(page.title == "Photos")
    }
}

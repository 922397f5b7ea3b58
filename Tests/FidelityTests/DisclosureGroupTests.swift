import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `DisclosureGroup`: collapsed at first, its label a button that says whether
/// it is expanded; with `isExpanded:` the app's binding decides, both ways.
@MainActor @Suite struct DisclosureGroupTests {
    struct Settings: View {
        @State private var advanced = false
        @State private var verbose = false
        var body: some View {
            VStack {
                DisclosureGroup("Details") {
                    Text("Version 2.4")
                }
                DisclosureGroup("Advanced", isExpanded: $advanced) {
                    Toggle("Verbose logging", isOn: $verbose)
                }
                Button("Show advanced") { advanced = true }
                Text(advanced ? "advanced shown" : "advanced hidden")
            }
        }
    }

    @Test func aGroupShowsItsContentWhenItsLabelIsClicked() throws {
        let page = TestSession { Settings() }
        let details = try page.button("Details")
        #expect(details.attribute("aria-expanded") == "false")
        #expect(!page.hasText("Version 2.4"))
        try details.click()
        #expect(try page.button("Details").attribute("aria-expanded") == "true")
        #expect(page.hasText("Version 2.4"))
        try page.button("Details").click()
        #expect(!page.hasText("Version 2.4"))
    }

    @Test func aBoundGroupFollowsItsBindingBothWays() throws {
        let page = TestSession { Settings() }
        #expect(!page.hasText("Verbose logging"))
        try page.button("Show advanced").click()
        #expect(page.hasText("Verbose logging"))
        #expect(try page.button("Advanced").attribute("aria-expanded") == "true")
        try page.toggle("Verbose logging").toggle()
        try page.button("Advanced").click()
        #expect(page.hasText("advanced hidden"))
        #expect(!page.hasText("Verbose logging"))
    }
}

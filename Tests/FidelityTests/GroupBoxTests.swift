import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `GroupBox` in its three spellings: a named group on a rounded background,
/// the label above the content, controls inside working as anywhere.
@MainActor @Suite struct GroupBoxTests {
    struct Sleep: View {
        @State private var hours = 8
        var body: some View {
            VStack {
                GroupBox("Tonight") {
                    Stepper("Hours: \(hours)", value: $hours, in: 4...12)
                }
                GroupBox(label: Label("Alarm", systemImage: "alarm")) {
                    Text("7:00")
                }
                GroupBox {
                    Text("No label")
                }
            }
        }
    }

    @Test func aGroupBoxIsANamedGroupWithItsLabelAboveItsContent() throws {
        let page = TestSession { Sleep() }
        let tonight = try page.element(label: "Tonight")
        #expect(tonight.attribute("role") == "group")
        // Its rounded background, of the system's secondary background color.
        #expect(tonight.html.contains("border-radius:8px"))
        #expect(tonight.html.contains("background-2"))
        let html = page.html
        let title = try #require(html.range(of: ">Tonight<"))
        let stepper = try #require(html.range(of: "Hours: 8"))
        #expect(title.lowerBound < stepper.lowerBound)
        try page.button("Increment").click()
        #expect(page.hasText("Hours: 9"))
        #expect(page.hasText("Alarm") && page.hasText("7:00") && page.hasText("No label"))
        // Three boxes and the stepper's own group.
        #expect(html.components(separatedBy: "role=\"group\"").count - 1 == 4)
    }
}

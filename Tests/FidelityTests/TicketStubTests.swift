import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// The iOS 16–17 styling APIs a compile sweep of tutorial-style apps found missing
/// (2026-12-07), in-process on the ticket sample (Tests/FidelityApps/Styling/TicketStubApp.swift).
@MainActor @Suite struct TicketStubTests {
    private func element(_ page: TestSession, _ id: String) throws -> TestElement { try page.element(identifier: id) }
    private func anyStyle(_ page: TestSession, _ declaration: String) -> Bool {
        page.page.allElements().contains { ($0[attribute: "style"] ?? "").split(separator: ";").contains { $0 == declaration } }
    }

    @Test func unevenCornersAndAnEllipticalGradient() throws {
        let page = TestSession { TicketStubApp() }
        let stub = try element(page, "stub")
        #expect(stub.style("border-radius") == "24px 24px 0px 0px", "top-left, top-right, bottom-right, bottom-left")
        #expect(stub.style("background")?.hasPrefix("radial-gradient(50% 50% at 50% 50%,") == true)
        #expect(stub.style("background")?.contains(" 100%)") == true, "an end fraction of 0.5 reaches the sides")
        #expect(anyStyle(page, "font-stretch:125%"))
        // `.rect(topLeadingRadius:bottomTrailingRadius:)` as a background shape.
        #expect(anyStyle(page, "border-radius:8px 0px 8px 0px"))
    }

    @Test func colorMultiplyFiltersThroughAColorMatrix() throws {
        let page = TestSession { TicketStubApp() }
        let tinted = try element(page, "tinted")
        let filter = try #require(tinted.style("filter"))
        #expect(filter.hasPrefix("url(#") && filter.hasSuffix(")"))
        let id = String(filter.dropFirst(5).dropLast())
        let matrix = try #require(page.page.find(id: id)?.allElements().first { $0.tag == "feColorMatrix" })
        #expect(matrix[attribute: "values"]?.hasPrefix("0 0 0 0 0 0 0.") == true, "blue keeps no red")
    }

    @Test func stepperWithAFormatLongPressMarginsAndASheetBackground() throws {
        let page = TestSession { TicketStubApp() }
        try page.button("Increment").click()
        #expect(page.hasText("Guests: 2"))
        try page.find(.text("Press and hold to hold the seat")).longPress()
        #expect(page.hasText("Seat held"))
        let rows = try element(page, "rows")
        #expect(rows.html.contains("class=\"sv sv-y lx ly\" tabindex=\"0\" style=\"padding:0px 20px 0px 20px\""), "inside the scroll box: \(rows.html)")
        try page.button("Details").click()
        let dialog = try #require(page.page.allElements().first { $0.tag == "dialog" })
        #expect(dialog[attribute: "style"]?.contains("background:") == true)
    }

    /// Margins for the scroll indicators pad nothing, not even with a zero padding.
    @Test func indicatorMarginsPadNothing() throws {
        let page = TestSession {
            VStack {
                ScrollView { Text("A") }.contentMargins(.all, 20, for: .scrollIndicators).accessibilityIdentifier("a")
                ScrollView { Text("B") }.contentMargins(.vertical, EdgeInsets(top: 4, leading: 9, bottom: 6, trailing: 9)).accessibilityIdentifier("b")
            }
        }
        #expect(try !page.element(identifier: "a").html.contains("padding"))
        #expect(try page.element(identifier: "b").html.contains("padding:4px 0px 6px 0px"))
    }

    /// Every spelling of the long press compiles, and none is ambiguous.
    @Test func everyLongPressSpellingCompiles() throws {
        @MainActor struct Page: View {
            @State private var log: [String] = []
            var body: some View {
                VStack {
                    Text("A").onLongPressGesture { log.append("a") }
                    Text("B").onLongPressGesture(minimumDuration: 1) { log.append("b") }
                    Text("C").onLongPressGesture(minimumDuration: 1, perform: { log.append("c") })
                    Text("D").onLongPressGesture(perform: { log.append("d") }, onPressingChanged: { _ in })
                    Text("E").onLongPressGesture(minimumDuration: 1, pressing: { _ in }) { log.append("e") }
                    Text(log.joined(separator: ","))
                }
            }
        }
        let page = TestSession { Page() }
        for name in ["A", "B", "C", "D", "E"] { try page.find(.text(name)).longPress() }
        #expect(page.hasText("a,b,c,d,e"))
    }
}

import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `Gauge` and `ControlGroup`, written as apps write them.
@MainActor @Suite struct GaugeControlGroupTests {
    struct Battery: View {
        @State private var level = 0.4
        var body: some View {
            VStack {
                Gauge(value: level, in: 0...1) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("\(Int(level * 100))%")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                Gauge(value: 3, in: 0...10) { Text("Speed") }
                ControlGroup("Zoom") {
                    Button("Zoom out") { level = max(0, level - 0.1) }
                    Button("Zoom in") { level = min(1, level + 0.1) }
                }
                .controlGroupStyle(.navigation)
            }
        }
    }

    private func meter(_ page: TestSession, named name: String) -> Element? {
        let meters = page.page.allElements().filter { $0.tag == "meter" }
        return meters.first { m in
            guard let label = m[attribute: "aria-labelledby"] else { return false }
            return page.page.find(id: label)?.textContent == name
        }
    }

    /// SwiftUI: a gauge shows a value within its range, read by VoiceOver with
    /// its label and current value label.
    @Test func aGaugeIsAMeterNamedByItsLabel() throws {
        let page = TestSession { Battery() }
        let battery = try #require(meter(page, named: "Battery"))
        #expect(battery[attribute: "min"] == "0")
        #expect(battery[attribute: "max"] == "1")
        #expect(battery[attribute: "value"] == "0.4")
        #expect(battery[attribute: "aria-valuetext"] == "40%")
        #expect(page.hasText("100"))
        let speed = try #require(meter(page, named: "Speed"))
        #expect(speed[attribute: "max"] == "10")
        #expect(speed[attribute: "value"] == "3")
    }

    /// SwiftUI: a control group's controls act as themselves; the group is named by its title.
    @Test func aControlGroupsButtonsActAndTheGroupIsNamed() throws {
        let page = TestSession { Battery() }
        #expect(page.page.allElements().contains { $0[attribute: "role"] == "group" && $0[attribute: "aria-label"] == "Zoom" })
        try page.button("Zoom in").click()
        #expect(meter(page, named: "Battery")?[attribute: "aria-valuetext"] == "50%")
    }
}

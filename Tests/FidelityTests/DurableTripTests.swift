import Foundation
import LiveTesting
import LiveUI
import Testing

@testable import FidelityApps

/// The trip planner across a server restart (issue #15): every `Codable`
/// piece of state comes back by view identity, whichever way it is held.
@MainActor @Suite struct DurableTripTests {
    @Test func everyKindOfStateComesBackAfterARestart() throws {
        let tab = DurableTab()
        let page = TestSession(durable: tab) { TripPlannerView() }
        try page.textField("Destination").type("Lisbon")
        try page.stepper("Nights: 1").increment()
        try page.stepper("Nights: 2").increment()
        try page.stepper("Per night: 80 EUR").increment()
        try page.button("Switch to USD").click()
        try page.picker("Section").select("Packing")
        try page.textField("New item").type("Passport")
        try page.button("Add").click()
        try page.textField("New item").type("Sunscreen")
        try page.button("Add").click()
        try page.toggle("Passport").toggle()
        try page.textField("New item").type("Hat")  // typed, not added
        #expect(page.hasText("Actions this visit: 3"))

        let again = page.restart { TripPlannerView() }
        // @Observable model in @State: its stored properties.
        #expect(again.hasText("Trip to Lisbon"))
        #expect(again.hasText("1 of 2 packed"))
        // Plain @State of a Codable enum and a String; the ForEach rows by identity.
        #expect(try again.textField("New item").attribute("value") == "Hat")
        // Not Codable: starts fresh, and says so once, naming the type.
        #expect(again.hasText("Actions this visit: 0"))
        #expect(tab.warnings.filter { $0.contains("VisitCounter is not Codable") }.count == 1)
        try again.picker("Section").select("Plan")
        // @StateObject's @Published values, and the @Observable model's Int.
        #expect(again.hasText("Nights: 3"))
        #expect(again.hasText("Per night: 90 USD"))
        #expect(again.hasText("Budget: 270 USD"))
        #expect(again.failures.isEmpty)
    }

    @Test func theRestoredSessionKeepsWorkingAndIsRestoredAgain() throws {
        let tab = DurableTab()
        let page = TestSession(durable: tab) { TripPlannerView() }
        try page.picker("Section").select("Packing")
        try page.textField("New item").type("Map")
        try page.button("Add").click()
        let again = page.restart { TripPlannerView() }
        // Events continue from the restored sequence number; new ids follow the restored counter.
        try again.textField("New item").type("Tent")
        try again.button("Add").click()
        #expect(again.hasText("0 of 2 packed"))
        #expect(again.errors.isEmpty)
        let third = again.restart { TripPlannerView() }
        #expect(third.hasText("Map"))
        #expect(third.hasText("Tent"))
        #expect(third.hasText("0 of 2 packed"))
    }
}

import CMalloc
import Foundation
import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI

// `LiveBench N observation`: what an `@Observable` object that a page reads on
// every render but that never changes costs after N renders: the heap the
// renders leave behind, and how long the object's next change takes.

@Observable final class BenchSettings {
    var title = "Settings"
}

private struct SettingsPage: View {
    let settings: BenchSettings
    @State private var taps = 0
    var body: some View {
        VStack {
            Text(settings.title)
            Button("Tap \(taps)") { taps += 1 }
        }
    }
}

@MainActor func printObservationPileUp(renders: Int) throws {
    let settings = BenchSettings()
    let page = TestSession { SettingsPage(settings: settings) }
    let session = page.session
    let tap = try page.button("Tap 0").id
    func click() throws { _ = try serve(ClientEvent(seq: session.lastSeq + 1, kind: .click, target: tap), to: session) }
    for _ in 0..<10 { try click() }
    let before = mallinfo2().uordblks
    for _ in 0..<renders { try click() }
    let after = mallinfo2().uordblks
    let clock = ContinuousClock()
    let start = clock.now
    settings.title = "Changed"
    let change = clock.now - start
    let freed = mallinfo2().uordblks
    print(
        String(
            format: "observation: %d renders reading an unchanged @Observable object left %.0f bytes a render on the heap; its next change took %.1f µs and freed %.0f bytes a render",
            renders, Double(Int(after) - Int(before)) / Double(renders),
            Double(change.components.attoseconds) / 1e12 + Double(change.components.seconds) * 1e6,
            Double(Int(after) - Int(freed)) / Double(renders)))
}

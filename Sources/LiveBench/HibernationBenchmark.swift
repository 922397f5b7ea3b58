import DemoApps
import Foundation
import LiveHTML
import LiveRuntime
import LiveTesting

// Issue #16: what hibernation (Session+Hibernate.swift) costs a session: the
// pack when it falls idle, and the first keystroke after it (the page
// unpacked, every view rendered), against a keystroke of an awake session.
// Alternating, so a noisy stretch hits both.

struct HibernationCost {
    var hibernate: Double
    var keystrokeAwake: Double
    var keystrokeAfterHibernating: Double
    var packedBytes: Int
    var htmlBytes: Int
}

@MainActor func hibernationBenchmark(iterations: Int) throws -> HibernationCost {
    let page = TestSession { Demos.servedLogin(delay: 0) }
    let field = try page.textField("Username").id
    let session = page.session
    let clock = ContinuousClock()
    func micros(_ d: Duration) -> Double { Double(d.components.attoseconds) / 1e12 + Double(d.components.seconds) * 1e6 }
    var value = ""
    func keystroke(_ i: Int) throws -> Double {
        value = i % 16 == 15 ? "" : value + "a"
        let start = clock.now
        _ = try serve(ClientEvent(seq: session.lastSeq + 1, kind: .input, target: field, value: value), to: session)
        return micros(clock.now - start)
    }
    var packs: [Double] = []
    var awake: [Double] = []
    var woken: [Double] = []
    for i in 0..<iterations {
        // Two awake keystrokes first: the second is timed (the first fills the render cache again).
        _ = try keystroke(3 * i)
        awake.append(try keystroke(3 * i + 1))
        let start = clock.now
        guard session.hibernate() else { fatalError("the session did not hibernate") }
        packs.append(micros(clock.now - start))
        woken.append(try keystroke(3 * i + 2))
    }
    let drop = iterations / 10
    func p50(_ xs: [Double]) -> Double { percentile(Array(xs.dropFirst(drop)), 0.5) }
    session.hibernate()
    let packed = session.packedBytes ?? 0
    return HibernationCost(
        hibernate: p50(packs), keystrokeAwake: p50(awake), keystrokeAfterHibernating: p50(woken), packedBytes: packed,
        htmlBytes: session.html.utf8.count)
}

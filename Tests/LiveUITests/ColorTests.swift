import LiveTesting
import LiveUI
import Testing

@MainActor @Suite struct ColorTests {
    /// Colors become CSS with components 0-255 and alpha to three decimals, printed as a Double prints them.
    @Test(arguments: [
        (1.0, "rgb(0,122,255)"), (0.6, "rgba(0,122,255,0.6)"), (0.125, "rgba(0,122,255,0.125)"),
        (0.05, "rgba(0,122,255,0.05)"), (0.0004, "rgba(0,122,255,0.0)"), (0.0, "rgba(0,122,255,0.0)"),
        (0.9996, "rgba(0,122,255,1.0)"), (0.001, "rgba(0,122,255,0.001)"), (0.01, "rgba(0,122,255,0.01)"),
        (0.1, "rgba(0,122,255,0.1)"), (0.305, "rgba(0,122,255,0.305)"), (0.999, "rgba(0,122,255,0.999)"),
    ])
    func cssColors(_ alpha: Double, _ css: String) throws {
        let page = TestSession { Color.blue.opacity(alpha) }
        #expect(page.html.contains("background:" + css), "\(page.html)")
    }

    /// Every alpha from 0.001 to 0.999 prints as `Double` would print it.
    @Test func alphaPrintsLikeADouble() {
        for m in stride(from: 1, to: 1000, by: 1) {
            let page = TestSession { Color.blue.opacity(Double(m) / 1000) }
            let expected = "background:rgba(0,122,255,\(Double(m) / 1000))"
            if !page.html.contains(expected) {
                Issue.record("alpha \(m)/1000: \(page.html)")
                return
            }
        }
    }

    /// An opaque color's components, every value 0…255 in each place, as `rgb(r,g,b)`.
    @Test func opaqueComponentsPrintAsIntegers() {
        for v in 0...255 {
            let x = Double(v) / 255
            let page = TestSession { Color(red: x, green: 1 - x, blue: x / 2) }
            let expected = "background:rgb(\(v),\(255 - v),\(Int((x / 2 * 255).rounded())))"
            if !page.html.contains(expected) {
                Issue.record("component \(v): \(page.html)")
                return
            }
        }
    }
}

import LiveTesting
import LiveUI
import Testing

@MainActor @Suite struct ColorTests {
    /// Colors become CSS with components 0-255 and alpha to three decimals, printed as a Double prints them.
    @Test(arguments: [(1.0, "rgb(0,122,255)"), (0.6, "rgba(0,122,255,0.6)"), (0.125, "rgba(0,122,255,0.125)"),
                      (0.05, "rgba(0,122,255,0.05)"), (0.0004, "rgba(0,122,255,0.0)"), (0.0, "rgba(0,122,255,0.0)"),
                      (0.9996, "rgba(0,122,255,1.0)")])
    func cssColors(_ alpha: Double, _ css: String) throws {
        let page = TestSession { Color.blue.opacity(alpha) }
        #expect(page.html.contains("background:" + css), "\(page.html)")
    }
}

import FidelityApps
import LiveHTML
import LiveTesting
import Testing

/// Issue #16: every sample app, driven through its controls, renders the same
/// with the render cache as with every view evaluated: each session checks
/// every render against one that evaluates every view (`checkRenders`), and
/// any difference in the nodes or in what the session takes from a render fails.
@MainActor @Suite struct RenderCacheCrawlTests {
    /// Clicks buttons, types into fields and flips toggles, in page order,
    /// moving the clock between steps so timers and animations run.
    static func crawl(_ page: TestSession, steps: Int, afterEach: () -> Void = {}) {
        for step in 0..<steps {
            let controls = page.page.allElements().filter { e in
                guard e[attribute: "disabled"] == nil else { return false }
                switch e.tag {
                case "button", "textarea": return true
                case "input": return e[attribute: "type"] != "hidden" && e[attribute: "type"] != "password"
                default: return false
                }
            }
            guard !controls.isEmpty else { return }
            let target = controls[(step * 7) % controls.count]
            guard let element = try? page.element(id: target.id) else { continue }
            switch (target.tag, target[attribute: "type"]) {
            case ("input", "checkbox"): try? element.toggle()
            case ("input", "range"), ("input", "date"), ("input", "color"), ("input", "time"), ("input", "radio"): break
            case ("input", _), ("textarea", _): try? element.type("ab")
            default: try? element.click()
            }
            page.advance(by: 0.5)
            afterEach()
        }
    }

    @Test func everyAppRendersTheSameWithTheCache() {
        for app in FidelityApps.all {
            let page = TestSession(path: app.path, route: app.path) { app.makeRoot() }
            page.checkRenders()
            // Letters typed into formatted number fields included: the page the
            // test holds must stay the server's at every step.
            Self.crawl(page, steps: 24)
            #expect(page.failures.isEmpty, "\(app.path): \(page.failures.first ?? "")")
        }
    }
}

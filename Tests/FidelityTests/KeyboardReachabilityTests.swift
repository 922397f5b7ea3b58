import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// Issue #17 item 5 on every sample app as first rendered: whatever acts on
/// a click also takes the keyboard focus, and roles carry what ARIA requires.
@MainActor @Suite struct KeyboardReachabilityTests {
    @Test func everySampleAppIsReachableFromTheKeyboard() {
        for app in FidelityApps.all {
            let page = TestSession(path: app.path, route: app.path) { app.makeRoot() }
            #expect(page.keyboardProblems.isEmpty, "\(app.path): \(page.keyboardProblems)")
        }
    }

    @Test func theAuditFindsWhatKeyboardUsersCannotReach() {
        let page = Element(
            "div", id: "r",
            children: [
                .element(Element("span", id: "r.0", attributes: [Attribute("data-lv-tap", "1")])),
                .element(Element("div", id: "r.1", attributes: [Attribute("role", "heading")])),
                .element(Element("li", id: "r.2", attributes: [Attribute("aria-selected", "true")])),
                .element(Element("span", id: "r.3", attributes: [Attribute("data-lv-tap", "1"), Attribute("tabindex", "0")])),
                // A table's row is a row (its implicit role): it may be selected.
                .element(Element("tr", id: "r.4", attributes: [Attribute("aria-selected", "true")])),
            ])
        #expect(
            KeyboardAudit.problems(in: page) == [
                "span#r.0 acts on a click but takes no focus", "div#r.1: a heading without a level", "li#r.2: aria-selected on a li",
            ])
    }

    @Test func gesturesActionsAndTraitsAreReachable() {
        struct Screen: View {
            @State var n = 0
            var body: some View {
                VStack {
                    Text("Tap").onTapGesture { n += 1 }
                    Text("Act").accessibilityAction { n += 1 }
                    Image(systemName: "star").accessibilityAddTraits(.isButton)
                    Text("Go").accessibilityAddTraits(.isLink)
                    Text("Named").accessibilityAction(named: "Do") { n += 1 }
                }
            }
        }
        let page = TestSession { Screen() }
        #expect(page.keyboardProblems.isEmpty, "\(page.keyboardProblems)")
    }
}

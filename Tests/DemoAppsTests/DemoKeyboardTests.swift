import DemoApps
import LiveTesting
import LiveUI
import Testing

/// Issue #17 item 5 on every demo route: whatever acts on a click takes the
/// keyboard focus (KeyboardAudit), logged out and logged in.
@MainActor @Suite struct DemoKeyboardTests {
    @Test func everyDemoPageIsReachableFromTheKeyboard() throws {
        let pages: [(String, @MainActor () -> AnyView)] = [
            ("/", { Demos.servedLogin() }), ("/offset", { Demos.servedLoginOffset() }), ("/colors", { Demos.colors() }),
            ("/folders", { Demos.folders() }), ("/programmatic", { Demos.programmatic() }), ("/demos", { Demos.index() }),
        ]
        for (path, root) in pages {
            let page = TestSession(path: path, route: path) { root() }
            #expect(page.keyboardProblems.isEmpty, "\(path): \(page.keyboardProblems)")
        }
        let login = TestSession { Demos.servedLogin() }
        try login.textField("Username").type("alice")
        try login.button("Login").click()
        login.advance(by: 1)
        #expect(login.hasText("Hello alice!"))
        #expect(login.keyboardProblems.isEmpty, "logged in: \(login.keyboardProblems)")
    }
}

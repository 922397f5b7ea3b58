import DemoApps
import LiveHTML
import LiveTesting
import Testing

/// The first seed's app, driven like a user would.
@MainActor @Suite struct LoginSeedTests {
    @Test func loginShowsTheGreetingAfterTheDelayAndLogoutEmptiesTheForm() throws {
        let page = TestSession { Demos.login() }
        try page.textField("Username").type("alice")
        try page.textField("Password").type("hunter2")
        try page.button("Login").click()
        #expect(!page.hasText("Hello alice!"), "the simulated API call takes a second")
        page.advance(by: 0.99)
        #expect(!page.hasText("Hello alice!"))
        page.advance(by: 0.02)
        #expect(page.hasText("Hello alice!"))
        #expect(throws: TestError.self) { try page.textField("Username") }

        try page.button("Logout").click()
        #expect(!page.hasText("Hello alice!"))
        // As in SwiftUI, LoginView's @State went away with it: the form is empty again.
        #expect(try page.textField("Username").value == "")
        #expect(try page.textField("Password").value == "")
    }

    @Test func loginPatchCarriesTheDefaultAnimationAndSwapsTheViews() throws {
        let page = TestSession { Demos.login() }
        try page.textField("Username").type("bob")
        try page.button("Login").click()
        page.advance(by: 1)
        let patch = try #require(page.patches.last)
        #expect(patch.animation == AnimationSpec(curve: "ease-in-out", duration: 0.35))
        #expect(patch.ops.contains { if case .remove = $0 { return true } else { return false } })
        #expect(patch.ops.contains { if case .insert = $0 { return true } else { return false } })
        #expect(patch.ops.count == 2)
    }

    @Test func keystrokesCostOnlyAnAcknowledgement() throws {
        let page = TestSession { Demos.login() }
        try page.textField("Username").type("alice")
        for message in page.wire.suffix(5) {
            #expect(message.utf8.count <= 64, "\(message)")
            #expect(message.contains("\"ops\":[]"))
        }
    }

    @Test func usernameIsRenderedAsLiteralTextEverywhere() throws {
        let payload = "<img src=x onerror=alert(1)>"
        let page = TestSession { Demos.login() }
        try page.textField("Username").type(payload)
        try page.button("Login").click()
        page.advance(by: 1)
        #expect(page.hasText("Hello \(payload)!"))
        for message in page.wire {
            #expect(!message.contains("<img"), "raw markup in \(message)")
        }
        #expect(!page.session.html.contains("<img"))
        #expect(page.session.html.contains("&lt;img src=x onerror=alert(1)&gt;"))
    }

    @Test func passwordNeverAppearsInHTMLOrPatches() throws {
        let secret = "S3cr3t-p@ss"
        let page = TestSession { Demos.login() }
        try page.textField("Password").type(secret)
        try page.textField("Username").type("carol")
        try page.button("Login").click()
        page.advance(by: 1)
        try page.button("Logout").click()
        for message in page.wire {
            #expect(!message.contains("S3cr"), "secret in \(message)")
        }
        #expect(!page.session.html.contains("S3cr"))
    }

    @Test func loginScreenHasTheSeedsLayout() throws {
        let page = TestSession { Demos.login() }
        let html = page.html
        #expect(html.contains("width:300px;height:200px"), "the 300×200 box")
        #expect(html.contains("background:rgb(142,142,147);border-radius:15px"), "gray rounded rectangle")
        #expect(html.contains("background:rgba(0,255,255,0.3)"), "light cyan background")
        #expect(html.contains("background:rgba(0,122,255,0.6);border-radius:15px"), "blue rounded Login button")
        #expect(try page.button("Login").attribute("type") == "button")
        #expect(try page.textField("Username").attribute("type") == "text")
        #expect(try page.textField("Password").attribute("type") == "password")
        // Keyboard order follows view order: username, password, login.
        let order = page.page.allElements().filter { $0.tag == "input" || $0.tag == "button" }.map(\.id)
        #expect(order == [try page.textField("Username").id, try page.textField("Password").id, try page.button("Login").id])
    }

    @Test func offsetVariantSlidesBothViewsByTheScreenWidth() throws {
        let page = TestSession(viewport: Viewport(width: 1000, height: 700)) { Demos.loginOffset() }
        // Both views are always present; MainView waits off-screen to the right.
        #expect(page.html.contains("transform:translate(1000px,0px)"))
        #expect(page.html.contains("transform:translate(0px,0px)"))
        try page.textField("Username").type("dave")
        try page.button("Login").click()
        page.advance(by: 1)
        let patch = try #require(page.patches.last)
        #expect(patch.animation != nil)
        #expect(page.html.contains("transform:translate(-1000px,0px)"))
        #expect(page.hasText("Hello dave!"))
    }
}

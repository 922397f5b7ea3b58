import DemoApps
import LiveTesting

@MainActor func run() throws {
    let page = TestSession { Demos.login() }
    print(page.html)
    try page.textField("Username").type("alice")
    try page.textField("Password").type("secret")
    try page.button("Login").click()
    page.advance(by: 1)
    print(page.wire.suffix(3).joined(separator: "\n"))
    print(page.hasText("Hello alice!"))
    try page.button("Logout").click()
    print(page.wire.suffix(1).joined(separator: "\n"))
}
try MainActor.assumeIsolated { try run() }

import DemoApps
import Foundation
import LiveServerTesting
import LiveTesting
import Testing

/// What the login story needs from a driver, so one test body runs both
/// in-process (TestSession) and over a live socket (WireSession).
@MainActor
protocol StoryDriver {
    func type(_ label: String, _ text: String) throws
    func click(_ title: String) throws
    func waitFor(_ text: String) throws -> Bool
    func has(_ text: String) -> Bool
    func fieldValue(_ label: String) throws -> String?
}

extension TestSession: StoryDriver {
    func type(_ label: String, _ text: String) throws { try textField(label).type(text) }
    func click(_ title: String) throws { try button(title).click() }
    func waitFor(_ text: String) throws -> Bool {
        for _ in 0..<100 where !hasText(text) { advance(by: 0.05) }
        return hasText(text)
    }
    func has(_ text: String) -> Bool { hasText(text) }
    func fieldValue(_ label: String) throws -> String? { try textField(label).value }
}

extension WireSession: StoryDriver {
    func waitFor(_ text: String) throws -> Bool { try waitFor(text: text) }
    func has(_ text: String) -> Bool { page.hasText(text) }
    func fieldValue(_ label: String) throws -> String? { page.find(id: try page.textFieldID(label))?[attribute: "value"] }
}

/// The served login app: type, Login, greeting after the delay, Logout, empty form.
@MainActor
func loginStory(_ page: some StoryDriver, name: String = "alice") throws {
    try page.type("Username", name)
    try page.type("Password", "hunter2")
    try page.click("Login")
    #expect(try page.waitFor("Hello \(name)!"))
    try page.click("Logout")
    #expect(try page.waitFor("Username"))
    #expect(!page.has("Hello \(name)!"))
    #expect(try page.fieldValue("Username") == "")
}

@MainActor @Suite struct LoginStoryTests {
    @Test func inProcess() throws {
        try loginStory(TestSession { Demos.servedLogin(delay: 0.1) })
    }

    @Test func overALiveSocket() throws {
        let server = try ServerProcess()
        try loginStory(try WireSession(port: server.port))
    }
}

import Foundation
import LiveServerTesting
import LiveTesting
import Testing

/// Two processes sharing one store (issue #15): a session that moved to the
/// other process and changed there is never served from the stale copy the
/// first process still holds in memory when the tab comes back to it.
@Suite(.serialized) struct SessionOwnershipServerTests {
    @Test func aProcessHoldingAStaleCopyServesTheStoresNewerState() throws {
        let path = NSTemporaryDirectory() + "liveui-ownership-\(UInt64.random(in: 0...UInt64.max))/store.sqlite"
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let env = ["LIVEUI_STORE": "sqlite:" + path, "LOGIN_DELAY_MS": "0"]
        let a = try ServerProcess(environment: env)
        let b = try ServerProcess(environment: env)
        defer {
            a.stop()
            b.stop()
        }
        let onA = try WireSession(port: a.port)
        try onA.type("Username", "alice")
        Thread.sleep(forTimeInterval: 0.6)  // written
        // The tab is sent to B (a network blip, a balancer that lost its table): restored there, and it goes on.
        let onB = try WireSession(port: b.port, token: onA.token)
        #expect(onB.token == onA.token)
        #expect(try onB.page.textFieldID("Username") == (try onA.page.textFieldID("Username")))
        try onB.type("Username", "bob")
        try onB.click("Login")
        #expect(try onB.waitFor(text: "Hello alicebob!"))
        Thread.sleep(forTimeInterval: 0.6)
        // Back to A, which still holds the copy with the form: it must serve what B wrote.
        let back = try WireSession(port: a.port, token: onA.token)
        #expect(back.token == onA.token)
        #expect(back.page.hasText("Hello alicebob!"), "not the stale copy")
        #expect(back.boot == onA.boot, "the same process as before, which dropped its copy")
        try back.click("Logout")
        #expect(try back.waitFor(text: "Username"))
    }
}

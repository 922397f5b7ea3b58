import Foundation
import LiveHTML
import LiveServerTesting
import LiveTesting
import Testing

/// Sessions that survive a restart of the process (issue #15): with a SQLite
/// store, a tab that comes back with its token after `kill -9` finds its
/// session as the last process wrote it; in memory, or with a token nobody
/// wrote, it gets a fresh one.
@MainActor @Suite(.serialized) struct DurableSessionServerTests {
    nonisolated static func temporaryStore() -> String {
        NSTemporaryDirectory() + "liveui-durable-test-\(UInt64.random(in: 0...UInt64.max))/store.sqlite"
    }

    static func loggedIn(_ server: ServerProcess) throws -> WireSession {
        let page = try WireSession(port: server.port)
        try page.type("Username", "alice")
        try page.click("Login")
        #expect(try page.waitFor(text: "Hello alice!"))
        return page
    }

    @Test func afterKill9TheSameTokenResumesTheLoggedInSessionAndLogoutWorks() throws {
        let path = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let env = ["LIVEUI_STORE": "sqlite:" + path, "LOGIN_DELAY_MS": "0"]
        let server = try ServerProcess(environment: env)
        let page = try Self.loggedIn(server)
        let port = server.port
        // The write follows the render within the rate bound (250 ms) and the store's queue.
        Thread.sleep(forTimeInterval: 0.6)
        server.stop(signal: SIGKILL)

        let restarted = try ServerProcess(environment: env.merging(["PORT": String(port)]) { $1 })
        defer { restarted.stop() }
        let resumed = try WireSession(port: port, token: page.token, seq: page.ack)
        #expect(resumed.token == page.token, "restored under the token the tab holds")
        #expect(resumed.boot != page.boot, "a new process: the client drops what it had not seen acknowledged")
        #expect(resumed.ack == page.ack, "the last applied event, as stored")
        #expect(resumed.page.hasText("Hello alice!"))
        try resumed.click("Logout")
        #expect(try resumed.waitFor(text: "Username"))
        #expect(!resumed.page.hasText("Hello alice!"))
        // A forged token finds nothing: a fresh session under a new token.
        let forged = try WireSession(port: port, token: "AAAAAAAAAAAAAAAAAAAAAA")
        #expect(forged.token != "AAAAAAAAAAAAAAAAAAAAAA")
        #expect(!forged.page.hasText("Hello alice!"))
        // The logout was written too: on SIGTERM at the latest.
        #expect(restarted.stop().status == 0)
        let third = try ServerProcess(environment: env.merging(["PORT": String(port)]) { $1 })
        defer { third.stop() }
        let again = try WireSession(port: port, token: page.token)
        #expect((try? again.page.textFieldID("Username")) != nil)
        #expect(!again.page.hasText("Hello alice!"))
    }

    @Test func aSessionPastItsGracePeriodComesBackFromTheStore() throws {
        let path = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let server = try ServerProcess(environment: ["LIVEUI_SESSION_GRACE": "0.5", "LIVEUI_STORE": "sqlite:" + path])
        defer { server.stop() }
        let first = try WireSession(port: server.port)
        try first.type("Username", "kept")
        first.socket.abort()  // the close writes the session at once
        usleep(2_000_000)  // the process has let go of it
        let again = try WireSession(port: server.port, token: first.token)
        #expect(again.token == first.token)
        #expect(try again.fieldValue("Username") == "kept")
    }

    @Test func withTheMemoryStoreARestartStartsFresh() throws {
        let env = ["LIVEUI_STORE": "memory", "LOGIN_DELAY_MS": "0"]
        let server = try ServerProcess(environment: env)
        let page = try Self.loggedIn(server)
        let port = server.port
        server.stop(signal: SIGKILL)
        let restarted = try ServerProcess(environment: env.merging(["PORT": String(port)]) { $1 })
        defer { restarted.stop() }
        let resumed = try WireSession(port: port, token: page.token)
        #expect(resumed.token != page.token)
        #expect(!resumed.page.hasText("Hello alice!"))
    }
}

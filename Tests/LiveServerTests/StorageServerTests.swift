import Foundation
import LiveHTML
import LiveRuntime
import LiveServerTesting
import LiveStore
import LiveTesting
import Testing

/// @AppStorage and @SceneStorage against a real server process: the
/// browser-id cookie, SQLite across restarts, tabs of one browser, hostile
/// cookies and a store file that is not a database.
@Suite struct StorageServerTests {
    static let app = "/fidelity/environment/preferences"

    static func temporaryStore() -> String {
        NSTemporaryDirectory() + "liveui-store-test-\(UInt64.random(in: 0...UInt64.max))/store.sqlite"
    }

    static func cookieID(_ reply: HTTPReply) -> String? {
        guard let header = reply.headers["set-cookie"], header.hasPrefix("liveui_browser=") else { return nil }
        return String(header.dropFirst("liveui_browser=".count).prefix { $0 != ";" })
    }

    @Test func theBrowserCookieIsSetOnceHttpOnlyAndLax() throws {
        let server = try ServerProcess(executable: "LiveFixtureServer", environment: ["LIVEUI_STORE": "memory"])
        let first = try server.get(Self.app)
        let header = try #require(first.headers["set-cookie"])
        let id = try #require(Self.cookieID(first))
        #expect(id.count == 32 && id.allSatisfy(\.isHexDigit))
        #expect(header.contains("; HttpOnly") && header.contains("; SameSite=Lax") && header.contains("; Path=/"))
        #expect(header.contains("; Max-Age=34560000"))
        #expect(!header.contains("Secure"), "plain http: no Secure")
        // Sent back: kept, not set again.
        let again = try server.get(Self.app, extraHeaders: "Cookie: other=1; liveui_browser=\(id)\r\n")
        #expect(again.headers["set-cookie"] == nil)
        // A garbage, oversized or foreign-looking id is replaced by a new one.
        for bad in ["zzz", String(repeating: "a", count: 33), "ABCDEF0123456789ABCDEF0123456789", "\(id)x"] {
            let replaced = try server.get(Self.app, extraHeaders: "Cookie: liveui_browser=\(bad)\r\n")
            let fresh = try #require(Self.cookieID(replaced))
            #expect(fresh != id && fresh != bad)
        }
    }

    @Test func theCookieIsSecureBehindATrustedHTTPSProxy() throws {
        let server = try ServerProcess(
            executable: "LiveFixtureServer", environment: ["LIVEUI_STORE": "memory", "LIVEUI_TRUSTED_PROXIES": "127.0.0.1"])
        let proxied = try server.get(Self.app, extraHeaders: "X-Forwarded-Proto: https\r\nX-Forwarded-For: 10.0.0.7\r\n")
        #expect(proxied.headers["set-cookie"]?.hasSuffix("; Secure") == true)
        let plain = try server.get(Self.app, extraHeaders: "X-Forwarded-Proto: http\r\n")
        #expect(plain.headers["set-cookie"]?.contains("Secure") == false)
    }

    @Test func appStorageIsSharedByTabsAndSurvivesARestartWithSQLite() throws {
        let path = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let id = "0123456789abcdef0123456789abcdef"
        let cookie = "Cookie: liveui_browser=\(id)\r\n"
        do {
            let server = try ServerProcess(executable: "LiveFixtureServer", environment: ["LIVEUI_STORE": "sqlite:" + path])
            let one = try WireSession(port: server.port, path: Self.app, extraHeaders: cookie)
            let two = try WireSession(port: server.port, path: Self.app, extraHeaders: cookie)
            let stranger = try WireSession(port: server.port, path: Self.app)
            try one.send(.input, try one.page.textFieldID("Name"), value: "Ada")
            #expect(one.page.hasText("Hello, Ada"))
            // The other tab of the same browser is told at once; another browser is not.
            #expect(try two.waitFor(text: "Hello, Ada"))
            #expect(stranger.page.hasText("Hello, Guest"))
            // A page load renders it too (the GET reads the same values).
            #expect(try server.get(Self.app, extraHeaders: cookie).body.contains("Hello, Ada"))
            #expect(server.stop().status == 0)
        }
        #expect(FileManager.default.fileExists(atPath: path))
        let restarted = try ServerProcess(executable: "LiveFixtureServer", environment: ["LIVEUI_STORE": "sqlite:" + path])
        #expect(try restarted.get(Self.app, extraHeaders: cookie).body.contains("Hello, Ada"))
        #expect(try !restarted.get(Self.app).body.contains("Hello, Ada"))
        // A socket joining a fresh session (the server restarted under the tab) gets the values by its cookie.
        let rejoined = try WireSession(
            port: restarted.port, path: Self.app, token: "ffffffffffffffffffffffffffffffff", extraHeaders: cookie)
        #expect(rejoined.page.hasText("Hello, Ada"))
    }

    @Test func sceneStorageFollowsTheTabIdWithinItsBrowser() throws {
        let server = try ServerProcess(executable: "LiveFixtureServer", environment: ["LIVEUI_STORE": "memory"])
        let cookie = "Cookie: liveui_browser=00000000000000000000000000000001\r\n"
        let tab = ClientTraits(tab: "tab-aaaaaaaaaaaaaaaa")
        let first = try WireSession(port: server.port, path: Self.app, traits: tab, extraHeaders: cookie)
        try first.send(.input, try first.page.textFieldID("Draft note"), value: "Buy milk")
        // The same tab after a reload (a new session, the same tab id): the draft is back.
        let reloaded = try WireSession(port: server.port, path: Self.app, traits: tab, extraHeaders: cookie)
        #expect(reloaded.page.find(id: try reloaded.page.textFieldID("Draft note"))?[attribute: "value"] == "Buy milk")
        // The same tab id from another browser reaches nothing of this one's.
        let other = try WireSession(
            port: server.port, path: Self.app, traits: tab, extraHeaders: "Cookie: liveui_browser=00000000000000000000000000000002\r\n")
        #expect(other.page.find(id: try other.page.textFieldID("Draft note"))?[attribute: "value"] == "")
    }

    @Test func aStoreFileThatIsNotADatabaseFallsBackToMemoryAndSaysSo() throws {
        let path = Self.temporaryStore()
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(repeating: 0x5A, count: 4096).write(to: URL(fileURLWithPath: path))
        let log = URL(fileURLWithPath: folder + "/server.log")
        let server = try ServerProcess(executable: "LiveFixtureServer", environment: ["LIVEUI_STORE": "sqlite:" + path], log: log)
        let page = try WireSession(port: server.port, path: Self.app)
        try page.send(.input, try page.page.textFieldID("Name"), value: "Ada")
        #expect(page.page.hasText("Hello, Ada"))
        #expect(server.stop().status == 0)
        let text = try String(contentsOf: log, encoding: .utf8)
        #expect(text.contains("store.error") && text.contains("fallback=memory"))
    }

    @Test func theSQLiteStoreKeepsPurgesAndReportsFailures() throws {
        let path = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let store = try SQLiteStore(path: path)
        let app = StorageScope(.app, "b1")
        store.save(app, [("k", [1, 2, 3]), ("empty", []), ("gone", [9])])
        store.save(app, [("gone", nil)])
        #expect(store.load(app) == ["k": [1, 2, 3], "empty": []])
        store.save(StorageScope(.scene, "b1/t1"), [("s", [7])])
        // Nothing unused since a minute ago; everything unused since a minute from now.
        #expect(store.purge(.scene, unusedSince: Date() - 60) == 0)
        #expect(store.purge(.scene, unusedSince: Date() + 60) == 1)
        #expect(store.load(StorageScope(.scene, "b1/t1")).isEmpty)
        store.flush()
        // Another handle on the same file (another process, a restart) sees the same records.
        let reopened = try SQLiteStore(path: path)
        #expect(reopened.load(app)["k"] == [1, 2, 3])
        #expect(throws: SQLiteStore.OpenError.self) { try SQLiteStore(path: "/proc/no/such/dir/store.sqlite") }
    }
}

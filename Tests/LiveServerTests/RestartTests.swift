import Foundation
import LiveHTML
import LiveServerTesting
import LiveTesting
import Testing

@Suite struct RestartTests {
    @Test func sigtermUnderLoadClosesEveryClientWith1001AndExitsPromptly() throws {
        let server = try ServerProcess()
        let pages = try (0..<10).map { _ in try WireSession(port: server.port) }
        let group = DispatchGroup()
        for page in pages {
            group.enter()
            Thread {
                defer { group.leave() }
                guard let field = try? page.page.textFieldID("Username") else { return }
                var value = ""
                for c in "typing away" {
                    value.append(c)
                    guard (try? page.send(.input, field, value: value)) != nil else { return }
                }
            }.start()
        }
        usleep(100_000)
        let result = server.stop(signal: SIGTERM)
        group.wait()
        #expect(result.status == 0)
        #expect(result.seconds < 2)
        for page in pages {
            while page.closeCode == nil { if (try? page.readOne()) == nil, page.closeCode == nil { break } }
            #expect(page.closeCode == 1001)
        }
    }

    /// Without a durable store (memory), nothing outlives the process.
    @Test func afterKill9AndARestartThePageReconnectsToAFreshWorkingSession() throws {
        let fixture = try BrowserFixture(environment: ["LIVEUI_STORE": "memory"])
        let browser = fixture.browser
        try browser.navigate(fixture.url + "/")
        #expect(try browser.waitUntil("return !!(window.LiveUI && LiveUI.state.joined)"))
        try browser.type(try browser.find("input[aria-label=Username]"), "alice")
        try browser.click(try browser.find("button"))
        #expect(try browser.waitUntil("return document.body.innerText.includes('Hello alice!')"))
        let port = fixture.server.port
        fixture.server.stop(signal: SIGKILL)
        #expect(
            try browser.waitUntil("return !LiveUI.state.joined && !document.getElementById('lv-status').hidden", timeout: 3),
            "the page says it is reconnecting")
        let restarted = try ServerProcess(environment: ["PORT": String(port), "LIVEUI_STORE": "memory"])
        #expect(try browser.waitUntil("return LiveUI.state.joined", timeout: 15))
        // The old session died with the process: a fresh, working page, never the stale greeting.
        #expect(
            try browser.waitUntil(
                "return !!document.querySelector('input[aria-label=Username]') && !document.querySelector('[data-lv-leaving]')"))
        #expect(try browser.execute("return document.body.innerText.includes('Hello alice!')") as? Bool == false)
        #expect(try browser.execute("return document.getElementById('lv-status').hidden") as? Bool == true)
        try browser.type(try browser.find("input[aria-label=Username]"), "bob")
        try browser.click(try browser.find("button"))
        #expect(try browser.waitUntil("return document.body.innerText.includes('Hello bob!')"))
        restarted.stop()
    }

    /// With the SQLite store (the default), the session outlives the process
    /// (issue #15): the logged-in tab still greets alice once the server is
    /// back, and Logout works in the restored session.
    @Test func afterKill9AndARestartALoggedInTabIsStillLoggedInAndLogoutWorks() throws {
        let path = DurableSessionServerTests.temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let env = ["LIVEUI_STORE": "sqlite:" + path]
        let fixture = try BrowserFixture(environment: env)
        let browser = fixture.browser
        try browser.navigate(fixture.url + "/")
        #expect(try browser.waitUntil("return !!(window.LiveUI && LiveUI.state.joined)"))
        try browser.type(try browser.find("input[aria-label=Username]"), "alice")
        try browser.click(try browser.find("button"))
        #expect(try browser.waitUntil("return document.body.innerText.includes('Hello alice!')"))
        let token = try browser.execute("return LiveUI.state.token") as? String
        // Written within the rate bound (250 ms) after the render.
        Thread.sleep(forTimeInterval: 0.6)
        let port = fixture.server.port
        fixture.server.stop(signal: SIGKILL)
        #expect(try browser.waitUntil("return !LiveUI.state.joined", timeout: 3))
        let restarted = try ServerProcess(environment: env.merging(["PORT": String(port)]) { $1 })
        defer { restarted.stop() }
        #expect(try browser.waitUntil("return LiveUI.state.joined", timeout: 15))
        #expect(try browser.execute("return LiveUI.state.token") as? String == token, "the same session, restored")
        #expect(try browser.waitUntil("return document.body.innerText.includes('Hello alice!')"))
        #expect(try browser.execute("return document.getElementById('lv-status').hidden") as? Bool == true)
        #expect(try browser.execute("return !document.getElementById('lv-notice')") as? Bool == true, "no action was lost")
        let logout = try browser.find("button")
        try browser.click(logout)
        #expect(try browser.waitUntil("return !!document.querySelector('input[aria-label=Username]')"))
        #expect(try browser.waitUntil("return !document.body.innerText.includes('Hello alice!')"))
    }
}

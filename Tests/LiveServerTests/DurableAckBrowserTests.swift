import Foundation
import LiveServerTesting
import Testing

/// The browser client keeps what the server acknowledged but had not yet written (issue #15,
/// durableack): after a kill -9 and a restart on the same store, the page sends those clicks
/// again to the process that restored its session, and the count is what the user saw.
@Suite(.serialized) struct DurableAckBrowserTests {
    @Test func acknowledgedClicksNotYetWrittenAreReplayedIntoTheRestoredSession() throws {
        let quiet = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-durableack-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: quiet) }
        let path = DurableSessionServerTests.temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let env = DurableAckServerTests.environment(path)
        let fixture = try BrowserFixture(executable: "LiveFixtureServer", environment: env, log: quiet)
        let browser = fixture.browser
        defer { browser.quit() }
        try browser.navigate(fixture.url + "/trap")
        #expect(try browser.waitUntil("return !!(window.LiveUI && LiveUI.state.joined)"))
        let token = try #require(try browser.execute("return LiveUI.state.token") as? String)
        // A closed socket writes the session at once; the page reconnects to the same process.
        _ = try browser.execute("LiveUI.state.ws.close()")
        #expect(try DurableAckServerTests.waitUntilStored(path, token))
        #expect(try browser.waitUntil("return LiveUI.state.joined", timeout: 10))
        let add = "[...document.querySelectorAll('button')].find((b) => b.textContent === 'Add').click()"
        for _ in 0..<3 { _ = try browser.execute(add) }
        #expect(try browser.waitUntil("return document.body.innerText.includes('Count: 3') && LiveUI.state.pending.length === 0"))
        #expect(try browser.execute("return LiveUI.state.kept.size()") as? Int == 3, "acknowledged, not yet durable: kept")

        let port = fixture.server.port
        fixture.server.stop(signal: SIGKILL)
        #expect(try browser.waitUntil("return !LiveUI.state.joined", timeout: 5))
        let restarted = try ServerProcess(executable: "LiveFixtureServer", environment: env.merging(["PORT": String(port)]) { $1 })
        defer { restarted.stop() }
        #expect(try browser.waitUntil("return LiveUI.state.joined", timeout: 15))
        #expect(try browser.execute("return LiveUI.state.token") as? String == token, "restored from the store")
        #expect(try browser.waitUntil("return document.body.innerText.includes('Count: 3') && LiveUI.state.pending.length === 0"))
        #expect(try browser.execute("return !document.getElementById('lv-notice')") as? Bool == true, "nothing was lost")
        _ = try browser.execute(add)
        #expect(try browser.waitUntil("return document.body.innerText.includes('Count: 4')"))
    }
}

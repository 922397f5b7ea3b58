import Foundation
import LiveServerTesting
import Testing

/// An action that traps kills the process, as Swift must. The open tab then
/// reconnects to the restarted server, which restores its session from the
/// SQLite store (issue #15): it must not resend the click that crashed the
/// last one (or the new server dies too, for as long as the tab stays open),
/// it keeps what the user typed, it says what happened, and the restored
/// session works.
@Suite(.serialized) struct CrashLoopBrowserTests {
    @Test func aTrappingClickIsNotReplayedIntoTheRestartedServer() throws {
        let quiet = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-crashloop-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: quiet) }
        let path = DurableSessionServerTests.temporaryStore()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let env = ["SWIFT_BACKTRACE": "enable=no", "LIVEUI_STORE": "sqlite:" + path]
        let fixture = try BrowserFixture(executable: "LiveFixtureServer", environment: env, log: quiet)
        let browser = fixture.browser
        defer { browser.quit() }
        try browser.navigate(fixture.url + "/trap")
        #expect(try browser.waitUntil("return !!(window.LiveUI && LiveUI.state.joined)"))
        try browser.type(try browser.find("input[aria-label=Name]"), "keep me")
        #expect(try browser.waitUntil("return document.body.innerText.includes('Name: keep me')"))
        let token = try browser.execute("return LiveUI.state.token") as? String
        Thread.sleep(forTimeInterval: 0.6)  // the typing is written (at most 250 ms after its render)
        let port = fixture.server.port
        try browser.click(try browser.find("button"))
        let deadline = Date().addingTimeInterval(5)
        while fixture.server.process.isRunning, Date() < deadline { usleep(10_000) }
        #expect(!fixture.server.process.isRunning, "the trap ended the process")
        #expect(try browser.waitUntil("return !LiveUI.state.joined", timeout: 3))

        let restarted = try ServerProcess(executable: "LiveFixtureServer", environment: env.merging(["PORT": String(port)]) { $1 })
        #expect(try browser.waitUntil("return LiveUI.state.joined", timeout: 15))
        #expect(try browser.execute("return LiveUI.state.token") as? String == token, "the session was restored from the store")
        #expect(
            try browser.waitUntil(
                "return ((document.getElementById('lv-notice') || {}).textContent || '')"
                    + ".includes('The server restarted; your last action was not applied.')"))
        #expect(try browser.execute("return document.getElementById('lv-notice').getAttribute('role')") as? String == "status")
        // The typing is in the restored session; the click was not replayed.
        #expect(try browser.waitUntil("return document.body.innerText.includes('Name: keep me')"))
        #expect(try browser.execute("return document.querySelector('input[aria-label=Name]').value") as? String == "keep me")
        Thread.sleep(forTimeInterval: 10)
        #expect(restarted.process.isRunning, "the restarted server is still up")
        // It still works, and the notice goes when dismissed.
        try browser.type(try browser.find("input[aria-label=Name]"), "!")
        #expect(try browser.waitUntil("return document.body.innerText.includes('Name: keep me!')"))
        try browser.click(try browser.find("#lv-notice button"))
        #expect(try browser.waitUntil("return !document.getElementById('lv-notice')"))
        restarted.stop()
    }
}

import Foundation
import LiveServerTesting
import Testing

/// An action that traps kills the process, as Swift must. The open tab then
/// reconnects to the restarted server in a fresh session: it must not resend
/// the click that crashed the last one (or the new server dies too, for as
/// long as the tab stays open), it keeps what the user typed, and it says
/// what happened.
@Suite(.serialized) struct CrashLoopBrowserTests {
    @Test func aTrappingClickIsNotReplayedIntoTheRestartedServer() throws {
        let quiet = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-crashloop-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: quiet) }
        let fixture = try BrowserFixture(executable: "LiveFixtureServer", environment: ["SWIFT_BACKTRACE": "enable=no"], log: quiet)
        let browser = fixture.browser
        defer { browser.quit() }
        try browser.navigate(fixture.url + "/trap")
        #expect(try browser.waitUntil("return !!(window.LiveUI && LiveUI.state.joined)"))
        try browser.type(try browser.find("input[aria-label=Name]"), "keep me")
        #expect(try browser.waitUntil("return document.body.innerText.includes('Name: keep me')"))
        let port = fixture.server.port
        try browser.click(try browser.find("button"))
        let deadline = Date().addingTimeInterval(5)
        while fixture.server.process.isRunning, Date() < deadline { usleep(10_000) }
        #expect(!fixture.server.process.isRunning, "the trap ended the process")
        #expect(try browser.waitUntil("return !LiveUI.state.joined", timeout: 3))

        let restarted = try ServerProcess(
            executable: "LiveFixtureServer", environment: ["PORT": String(port), "SWIFT_BACKTRACE": "enable=no"])
        #expect(try browser.waitUntil("return LiveUI.state.joined", timeout: 15))
        #expect(
            try browser.waitUntil(
                "return ((document.getElementById('lv-notice') || {}).textContent || '')"
                    + ".includes('The server restarted; your last action was not applied.')"))
        #expect(try browser.execute("return document.getElementById('lv-notice').getAttribute('role')") as? String == "status")
        // The typing was applied to the fresh session; the click was not.
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

import Foundation
import LiveHTML
import LiveServerTesting
import LiveTesting
import Testing

/// Hostile text typed into every field of the served app, in Chromium.
@Suite(.serialized) struct XSSBrowserTests {
    @Test(arguments: [
        #"<img src=x onerror=window.__xss=1>"#,
        #""><svg onload=window.__xss=1>"#,
        #"<script>window.__xss=1</script>"#,
        #"javascript:window.__xss=1"#,
        #"' onfocus='window.__xss=1' autofocus='"#,
    ])
    func payloadsInEveryFieldNeverRun(_ payload: String) throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-xss-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let fixture = try BrowserFixture(log: log)
        let browser = fixture.browser
        try browser.navigate(fixture.url + "/")
        #expect(try browser.waitUntil("return !!(window.LiveUI && LiveUI.state.joined)"))
        // Record every frame the page receives.
        try browser.execute(
            """
            window.__frames = [];
            const ws = LiveUI.state.ws, on = ws.onmessage;
            ws.onmessage = (m) => { window.__frames.push(m.data); on(m); };
            """)
        let secret = "pw-" + payload
        try browser.type(try browser.find("input[aria-label=Username]"), payload)
        try browser.type(try browser.find("input[aria-label=Password]"), secret)
        try browser.click(try browser.find("button"))
        #expect(
            try browser.waitUntil(
                "return !!document.querySelector('#root h2') && document.querySelector('#root h2').textContent === \(jsString("Hello \(payload)!"))"
            ))
        #expect(try browser.execute("return typeof window.__xss") as? String == "undefined")
        let frames = try browser.execute("return window.__frames.join('\\n')") as? String ?? ""
        #expect(!frames.contains("pw-"), "the password never comes back in a frame")
        #expect(
            !(try browser.execute("return document.documentElement.outerHTML") as? String ?? "").contains("pw-"),
            "nor in the page's HTML")
        fixture.server.stop()
        #expect(!((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("pw-"), "nor in the server's log")
    }

    func jsString(_ s: String) -> String {
        String(data: try! JSONSerialization.data(withJSONObject: [s]), encoding: .utf8)!.dropFirst().dropLast().description
    }
}

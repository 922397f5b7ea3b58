import Foundation
import LiveServerTesting
import Testing

/// The server's own keepalive (TransportKeepalive.swift): quiet peers are
/// pinged with a payload (lws's own pings, which it no longer sends, were
/// empty), peers that answer stay, busy peers are never pinged, and a peer
/// that does not answer is dropped with a reason in the log. One-second
/// intervals, so each test takes a few seconds.
@Suite struct KeepaliveTests {
    static let quick = ["LIVEUI_PING_INTERVAL": "1", "LIVEUI_PING_TIMEOUT": "1", "LIVEUI_ECHO_PATH": "/echo"]

    @Test func quietPeersArePingedAndStayWhileTheyAnswer() throws {
        let server = try ServerProcess(environment: Self.quick)
        let peer = try WebSocketClient(port: server.port, path: "/echo")
        // 4.5 s with nothing to read but pings, each answered.
        #expect(try peer.listen(for: 4.5).isEmpty)
        // Quiet for 1 s, pinged within a sweep (0.25 s), answered: again 1 s later, and so on.
        #expect(peer.pingsAnswered.count >= 3, "\(peer.pingsAnswered.count) pings in 4.5 s")
        #expect(peer.pingsAnswered.allSatisfy { $0 == Array("liveui".utf8) }, "the server's pings carry a payload")
        // Still open, 4.5 s after it last sent anything but pongs (the timeout is 1 s after each ping).
        try peer.send("still here")
        #expect(try peer.receiveText() == "still here")
    }

    @Test func busyPeersAreNeverPinged() throws {
        let server = try ServerProcess(environment: Self.quick)
        let peer = try WebSocketClient(port: server.port, path: "/echo")
        // A message every 0.3 s for 3.6 s: never a quiet interval.
        for i in 0..<12 {
            try peer.send("message \(i)")
            #expect(try peer.receiveText() == "message \(i)")
            usleep(300_000)
        }
        #expect(peer.pingsAnswered.isEmpty, "\(peer.pingsAnswered.count) pings")
        // Then quiet (answering pings, as a tab does): pinged.
        #expect(try peer.listen(for: 1.6).isEmpty)
        try peer.send("after")
        #expect(try peer.receiveText() == "after")
        #expect(!peer.pingsAnswered.isEmpty)
    }

    @Test func aPeerThatStopsAnsweringIsDroppedWithItsReasonInTheLog() throws {
        let log = try LogTests.LoggedServer(Self.quick.merging(["LIVEUI_LOG": "info"]) { _, new in new })
        // From before the join: the server's wait starts when it hears the join.
        let start = Date()
        let page = try WireSession(port: log.port, path: "/secrets")
        // Reads nothing more: the ping goes unanswered.
        while Date().timeIntervalSince(start) < 6, !page.socket.peerClosed() { usleep(100_000) }
        let seconds = Date().timeIntervalSince(start)
        #expect(seconds < 6, "dropped after \(seconds) s")
        // Quiet 1 s, then pinged (at most a sweep later), then 1 s to answer: 2 s, and never before.
        #expect(seconds >= 1.9, "dropped after \(seconds) s")
        #expect(log.wait("ws.close", ["code=1006", #"reason="no answer to a ping within 1 s""#, "route=/secrets"]) != nil)
    }

    /// A peer that stops reading while the server still has much to send it:
    /// its send path is full, so the ping is never written, and it is dropped
    /// all the same, the wait running from when the ping was asked for.
    @Test func aPeerWhoseSendPathIsFullIsDroppedToo() throws {
        let log = try LogTests.LoggedServer(Self.quick.merging(["LIVEUI_LOG": "debug"]) { _, new in new })
        let peer = try WebSocketClient(port: log.port, path: "/echo", receiveBuffer: 4096)
        // 2.5 MB to echo into a 4 KB receive buffer that is never read.
        let payload = [UInt8](repeating: UInt8(ascii: "x"), count: 60_000)
        for _ in 0..<42 { try peer.sendFrame(opcode: 0x1, payload: payload) }
        // Ping after 1 s quiet, 1 s to answer, a sweep (0.25 s) late at most; the slow reader's timeout is 10 s.
        #expect(log.wait("echo.close", ["code=1006"], timeout: 6) != nil)
    }

    /// A tab left alone answers the server's pings by itself (browsers pong every ping, with its
    /// payload; the page sends nothing on a timer), so it keeps its socket and its session.
    @Test func anIdleTabInChromiumKeepsItsSocket() throws {
        let fixture = try BrowserFixture(environment: ["LIVEUI_PING_INTERVAL": "1", "LIVEUI_PING_TIMEOUT": "1"])
        let browser = fixture.browser
        try browser.navigate(fixture.url + "/")
        #expect(try browser.waitUntil("return !!(window.LiveUI && LiveUI.state && LiveUI.state.joined)"))
        _ = try browser.execute("window.__socket = LiveUI.state.ws; return true")
        // 4 s quiet: pinged three times or so; a tab that did not answer would be dropped after 2.
        usleep(4_000_000)
        #expect(try browser.execute("return LiveUI.state.ws === window.__socket && LiveUI.state.ws.readyState === 1") as? Bool == true)
        try browser.type(try browser.find("input[aria-label=Username]"), "idle")
        try browser.click(try browser.find("button"))
        #expect(try browser.waitUntil("return document.body.innerText.includes('Hello idle!')"))
        #expect(try browser.execute("return LiveUI.state.ws === window.__socket") as? Bool == true)
    }
}

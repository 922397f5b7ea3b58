import Foundation
import LiveHTML
import LiveRuntime
import LiveServerTesting
import LiveTesting
import LiveUI
import Testing

@testable import LiveServer

/// Idle sessions hibernate (`LIVEUI_HIBERNATE_AFTER`, issue #16): the registry finds them
/// without scanning its table, and a hibernated session answers its next event as before.
@MainActor
@Suite struct HibernationServerTests {
    func registry(after seconds: TimeInterval) -> SessionRegistry {
        SessionRegistry(capacity: 10, unjoinedCapacity: 10, perAddress: 10, gracePeriod: 60, unjoinedLifetime: 30, hibernateAfter: seconds)
    }

    @Test func sessionsIdleForTheSetTimeHibernateAndBusyOnesDoNot() throws {
        let registry = registry(after: 15)
        let t0 = Date()
        let idle = TestSession { Button("Tap") {} }
        let busy = TestSession { Button("Tap") {} }
        let gone = TestSession { Button("Tap") {} }
        _ = try registry.addJoined(idle.session, address: "a", connection: 1, now: t0)
        _ = try registry.addJoined(busy.session, address: "a", connection: 2, now: t0)
        let goneToken = try registry.addJoined(gone.session, address: "a", connection: 3, now: t0)
        #expect(registry.sweep(now: t0 + 14) == 0)
        try busy.button("Tap").click()
        registry.evict(goneToken)
        #expect(registry.sweep(now: t0 + 15) == 1)
        #expect(idle.session.isHibernating && !busy.session.isHibernating && !gone.session.isHibernating)
        // The busy one was looked at again at 15 s: it hibernates 15 s later if it stays idle.
        #expect(registry.sweep(now: t0 + 29) == 0)
        #expect(registry.sweep(now: t0 + 30) == 1)
        #expect(busy.session.isHibernating)
        // A woken session falls asleep again after another idle spell.
        try idle.button("Tap").click()
        #expect(!idle.session.isHibernating)
        #expect(registry.sweep(now: t0 + 45) == 0, "it was busy since it was last looked at")
        #expect(registry.sweep(now: t0 + 60) == 1)
        #expect(idle.failures.isEmpty && busy.failures.isEmpty)
    }

    /// Sessions that arrived together fall idle together: a sweep packs no more than its share.
    @Test func oneSweepHibernatesNoMoreThanItsShare() throws {
        let registry = SessionRegistry(
            capacity: 10, unjoinedCapacity: 10, perAddress: 10, gracePeriod: 60, unjoinedLifetime: 30, hibernateAfter: 15,
            hibernationsPerSweep: 2)
        let t0 = Date()
        let pages = (0..<5).map { _ in TestSession { Text("Idle") } }
        for (i, page) in pages.enumerated() { _ = try registry.addJoined(page.session, address: "a", connection: UInt64(i), now: t0) }
        #expect(registry.sweep(now: t0 + 15) == 2)
        #expect(registry.sweep(now: t0 + 16) == 2)
        #expect(registry.sweep(now: t0 + 17) == 1)
        #expect(pages.allSatisfy { $0.session.isHibernating })
    }

    /// A token given back to a restored session: the watch of the session it named before is
    /// not the new one's (which is looked at from its own arrival).
    @Test func aSessionUnderAReusedTokenIsWatchedFromItsOwnArrival() throws {
        let registry = registry(after: 15)
        let t0 = Date()
        let first = TestSession { Text("First") }
        let token = try registry.addJoined(first.session, address: "a", connection: 1, now: t0)
        registry.evict(token)
        let second = TestSession { Text("Second") }
        #expect(try registry.addJoined(second.session, address: "a", connection: 2, token: token, now: t0 + 5) == token)
        #expect(registry.sweep(now: t0 + 15) == 0)
        #expect(!second.session.isHibernating && !first.session.isHibernating)
        #expect(registry.sweep(now: t0 + 20) == 1)
        #expect(second.session.isHibernating)
    }

    @Test func zeroMeansNever() throws {
        let registry = registry(after: 0)
        let page = TestSession { Text("Idle") }
        _ = try registry.addJoined(page.session, address: "a", connection: 1, now: Date())
        #expect(registry.sweep(now: Date() + 86_400) == 0)
        #expect(!page.session.isHibernating)
    }

    /// Over a live socket: the session hibernates between the login story's steps (the log says
    /// so each time) and every step still gets its patch.
    @Test func aServedSessionHibernatesBetweenStepsAndAnswersEachAsBefore() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-hibernate-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: log) }
        let server = try ServerProcess(environment: ["LIVEUI_HIBERNATE_AFTER": "0.2", "LIVEUI_LOG": "debug"], log: log)
        var seen = 0
        /// Waits until the log reports one more hibernation than before.
        func hibernated() -> Bool {
            let deadline = Date() + 10
            while Date() < deadline {
                let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                let count = text.components(separatedBy: "session.hibernate sessions=1").count - 1
                if count > seen {
                    seen = count
                    return true
                }
                usleep(50_000)
            }
            return false
        }
        let page = try WireSession(port: server.port)
        #expect(hibernated())
        try page.type("Username", "alice")
        #expect(try page.fieldValue("Username") == "alice")
        #expect(hibernated())
        try page.type("Password", "hunter2")
        #expect(hibernated())
        try page.click("Login")
        #expect(try page.waitFor("Hello alice!"))
        #expect(hibernated())
        try page.click("Logout")
        #expect(try page.waitFor("Username"))
        #expect(try page.fieldValue("Username") == "")
        _ = server
    }
}

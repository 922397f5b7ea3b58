import FidelityApps
import LiveRuntime
import LiveTesting
import Testing

/// Issue #15: a durable session's write sends only the records that changed
/// since the last one (StateStore+Records.swift). Every sample app, driven
/// through its controls, must leave the store holding exactly what a whole
/// snapshot of the session holds, after every step: a change the
/// incremental bookkeeping missed (a slot that left, an object observed
/// under another key, a value changed in place) shows up as a difference.
@MainActor @Suite struct DurableWriteCrawlTests {
    @Test func theStoreHoldsTheWholeSnapshotAfterEveryStep() {
        var checked = 0
        for app in FidelityApps.all {
            let tab = DurableTab(token: "crawl")
            let page = TestSession(path: app.path, route: app.path, durable: tab) { app.makeRoot() }
            var mismatch: String?
            RenderCacheCrawlTests.crawl(page, steps: 24) {
                page.session.persistSoon()
                tab.persistence?.writeNow()
                let stored = tab.store.load(StorageScope(.session, "crawl"))
                let whole = page.session.recordsFromScratch()
                checked += 1
                guard mismatch == nil, stored != whole else { return }
                let keys = Set(stored.keys).union(whole.keys).filter { stored[$0] != whole[$0] }.sorted()
                mismatch = "records differ: \(keys.prefix(3))"
            }
            #expect(mismatch == nil, "\(app.path): \(mismatch ?? "")")
        }
        #expect(checked > 100)
    }
}

import Foundation
import LiveRuntime
import Synchronization
import Testing

@testable import LiveStore

/// The SQLite store's queue: serial, in the order asked, timed jobs at their
/// time, `sync` after what came before it, and its thread at nice 10 so that
/// the store's writes yield a shared core to the server's loop.
@Suite struct BackgroundQueueTests {
    @Test func jobsRunInOrderAndSyncWaitsForThoseBeforeIt() {
        let queue = BackgroundQueue(name: "test-order")
        defer { queue.stop() }
        let log = Mutex<[Int]>([])
        for i in 0..<100 { queue.async { log.withLock { $0.append(i) } } }
        let seen = queue.sync { log.withLock { $0 } }
        #expect(seen == Array(0..<100))
    }

    @Test func timedJobsRunAtTheirTimeNotBefore() {
        let queue = BackgroundQueue(name: "test-timed")
        defer { queue.stop() }
        let start = DispatchTime.now().uptimeNanoseconds
        let ran = Mutex<[(Int, UInt64)]>([])
        queue.asyncAfter(seconds: 0.2) { ran.withLock { $0.append((2, DispatchTime.now().uptimeNanoseconds)) } }
        queue.asyncAfter(seconds: 0.05) { ran.withLock { $0.append((1, DispatchTime.now().uptimeNanoseconds)) } }
        queue.async { ran.withLock { $0.append((0, DispatchTime.now().uptimeNanoseconds)) } }
        usleep(400_000)
        let order = ran.withLock { $0 }
        #expect(order.map(\.0) == [0, 1, 2])
        if order.count == 3 {
            #expect(order[1].1 - start >= 50_000_000)
            #expect(order[2].1 - start >= 200_000_000)
        }
    }

    @Test func itsThreadRunsBelowTheLoopsPriority() {
        let queue = BackgroundQueue(name: "test-nice")
        defer { queue.stop() }
        // At least 10: set, not added (a thread starts at its creator's value).
        #expect(queue.sync { BackgroundQueue.currentNiceness } >= BackgroundQueue.niceness)
    }

    @Test func theSQLiteStoreWritesFromThatThread() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-bq-\(UUID().uuidString).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let store = try SQLiteStore(path: path)
        let niceness = Mutex<Int32?>(nil)
        let callers = BackgroundQueue.currentNiceness
        store.save(StorageScope(.session, "t"), [("k", [1])], if: nil) { _ in
            niceness.withLock { $0 = BackgroundQueue.currentNiceness }
        }
        store.flush()
        #expect(store.load(StorageScope(.session, "t"))["k"] == [1])
        let seen = niceness.withLock { $0 }
        #expect((seen ?? -100) >= BackgroundQueue.niceness, "\(String(describing: seen)) against \(callers)")
    }
}

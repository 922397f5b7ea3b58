import Foundation
import LiveStore

// MARK: Redis (issue #15 items 2 and 4)

/// One log line per Redis outage, however many connections notice it (the
/// store's and the topic subscriber's): `store.redis.down` (warn) when the
/// first one fails, `store.redis.reconnected` (info) when the last one is back.
final class RedisOutageLog: @unchecked Sendable {
    enum Connection: Hashable { case store, subscriber }

    private let lock = NSLock()
    private var down: Set<Connection> = []
    private let address: RedisAddress
    private let log: ServerLog

    init(address: RedisAddress, log: ServerLog) {
        self.address = address
        self.log = log
    }

    func report(_ event: RedisStore.Event, from connection: Connection) {
        switch event {
        case .down(let why):
            let first = lock.withLock { down.isEmpty && down.insert(connection).inserted }
            if first {
                log.warn("store.redis.down", ["address": .string(address.description), "message": .string(why), "fallback": "memory"])
            } else {
                lock.withLock { _ = down.insert(connection) }
            }
        case .reconnected(let attempts):
            let last = lock.withLock { down.remove(connection) != nil && down.isEmpty }
            if last { log.info("store.redis.reconnected", ["address": .string(address.description), "attempts": .int(attempts)]) }
        case .failed(let why):
            log.error("store.error", ["message": .string(why)])
        }
    }
}

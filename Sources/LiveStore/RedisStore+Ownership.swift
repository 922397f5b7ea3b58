import Foundation
import LiveRuntime

// MARK: Durable acknowledgements and atomic ownership (issue #15, durableack)

/// Conditional saves and compare-and-set, each one Lua script, so that the
/// check and the write are atomic in Redis: two processes that both believe
/// they own a session cannot both write it.
extension RedisStore {
    public func save(
        _ scope: StorageScope, _ changes: [(key: String, value: [UInt8]?)], if condition: StoreCondition?,
        then done: @escaping @Sendable (SaveOutcome) -> Void
    ) {
        enqueue(.save(scope: scope.description, kind: scope.kind.rawValue, changes: changes, condition: condition, done: done))
    }

    /// One script, so the check and the writes are atomic: `KEYS[1]` holds the condition's record
    /// `ARGV[1]`, which must equal `ARGV[3]` (`ARGV[2]` "1") or be absent ("0"); then triples
    /// (`s` field value | `d` field -) write hash `KEYS[2]`. Returns 1 if written, 0 if refused.
    static let conditionalSave = Array(
        """
        local v = redis.call('HGET', KEYS[1], ARGV[1])
        if ARGV[2] == '1' then if v ~= ARGV[3] then return 0 end elseif v then return 0 end
        for i = 4, #ARGV, 3 do
          if ARGV[i] == 's' then redis.call('HSET', KEYS[2], ARGV[i + 1], ARGV[i + 2]) else redis.call('HDEL', KEYS[2], ARGV[i + 1]) end
        end
        return 1
        """.utf8)

    func appendConditionalSave(_ scope: String, kind: String, _ changes: [(key: String, value: [UInt8]?)], _ condition: StoreCondition) {
        var command: [[UInt8]] = [
            Array("EVAL".utf8), Self.conditionalSave, Array("2".utf8), Self.key(condition.scope.description), Self.key(scope),
            Array(condition.key.utf8), Array((condition.value == nil ? "0" : "1").utf8), condition.value ?? [],
        ]
        for change in changes {
            command.append(Array((change.value == nil ? "d" : "s").utf8))
            command.append(Array(change.key.utf8))
            command.append(change.value ?? [])
        }
        batch.append(command)
        appendMark(scope, kind: kind, force: false)
    }

    public func compareAndSet(_ scope: StorageScope, key: String, expected: [UInt8]?, to value: [UInt8]) -> Bool {
        let name = scope.description
        return queue.sync {
            writePending()
            // While Redis is unreachable the store serves from memory: the claim is kept for when it is back.
            guard let connection else {
                keepUnsent(.save(scope: name, kind: scope.kind.rawValue, changes: [(key, value)]))
                return true
            }
            batch.removeAll(keepingCapacity: true)
            appendConditionalSave(
                name, kind: scope.kind.rawValue, [(key, value)], StoreCondition(scope, key: key, value: expected))
            guard let replies = connection.pipeline(batch) else {
                lost(connection.error ?? "connection lost")
                return false
            }
            if case .error(let why) = replies.first { report(.failed("EVAL: \(why)")) }
            return replies.first == .integer(1)
        }
    }

    /// Tells each save's completion what became of it: `result` nil when nothing reached Redis.
    static func answer(_ operations: [Operation], _ result: (replies: [RedisReply], ranges: [Range<Int>])?) {
        for (i, operation) in operations.enumerated() {
            guard case .save(_, _, _, let condition, let done?) = operation else { continue }
            guard let (replies, ranges) = result, ranges[i].upperBound <= replies.count else {
                done(.pending)
                continue
            }
            let mine = replies[ranges[i]]
            if condition != nil {
                done(mine.first == .integer(1) ? .durable : mine.first == .integer(0) ? .refused : .pending)
            } else {
                done(mine.contains { if case .error = $0 { true } else { false } } ? .pending : .durable)
            }
        }
    }
}

import Foundation
import LiveRuntime

/// Sessions by token, connected or waiting for their tab to come back.
/// Bounded: when full, the session that has waited longest is evicted.
@MainActor
final class SessionRegistry {
    struct Entry {
        let session: Session
        /// The socket that has the session now, if any.
        var connection: UInt64?
        /// When it lost its socket (or was created by a page load and never joined).
        var waitingSince: Date?
        var hasJoined: Bool
        /// When the session was mounted (for its age in log lines).
        let created: Date
    }

    private(set) var entries: [String: Entry] = [:]
    let capacity: Int
    let gracePeriod: TimeInterval
    let unjoinedLifetime: TimeInterval

    init(capacity: Int, gracePeriod: TimeInterval, unjoinedLifetime: TimeInterval) {
        self.capacity = capacity
        self.gracePeriod = gracePeriod
        self.unjoinedLifetime = unjoinedLifetime
    }

    subscript(token: String) -> Entry? {
        get { entries[token] }
        set { entries[token] = newValue }
    }

    /// Adds a session not yet attached to a socket; nil when every slot is live.
    func add(_ session: Session, now: Date = Date()) -> String? {
        if entries.count >= capacity, !evictOldestWaiting() { return nil }
        var token = SessionToken.make()
        while entries[token] != nil { token = SessionToken.make() }
        entries[token] = Entry(session: session, connection: nil, waitingSince: now, hasJoined: false, created: now)
        return token
    }

    func attach(_ token: String, to connection: UInt64) {
        entries[token]?.connection = connection
        entries[token]?.waitingSince = nil
        entries[token]?.hasJoined = true
    }

    func detach(_ token: String, from connection: UInt64, now: Date = Date()) {
        guard entries[token]?.connection == connection else { return }
        entries[token]?.connection = nil
        entries[token]?.waitingSince = now
    }

    /// Frees sessions whose grace period (or unjoined lifetime) is over.
    func sweep(now: Date = Date()) {
        entries = entries.filter { _, entry in
            guard let since = entry.waitingSince else { return true }
            return now.timeIntervalSince(since) < (entry.hasJoined ? gracePeriod : unjoinedLifetime)
        }
    }

    private func evictOldestWaiting() -> Bool {
        guard
            let oldest = entries.filter({ $0.value.connection == nil })
                .min(by: { $0.value.waitingSince! < $1.value.waitingSince! })
        else { return false }
        entries[oldest.key] = nil
        return true
    }
}

import Foundation

// MARK: Outages: what waits for Redis, and reconnecting (see `RedisStore`)

extension RedisStore {
    func keepUnsent(_ operation: Operation) {
        if case .commands(let commands) = operation { return keepUnsent(commands: commands) }
        guard case .save(let scope, let kind, let changes, _, _) = operation else { return }
        var entry = unsent[scope] ?? (kind, [:])
        for change in changes {
            let before = entry.records[change.key].map { $0?.count ?? 0 } ?? 0
            unsentBytes += (change.value?.count ?? 0) - before
            entry.records[change.key] = .some(change.value)
        }
        unsent[scope] = entry
        if unsentBytes > Self.maxUnsentBytes {
            if !droppedWhileDown { report(.failed("over \(Self.maxUnsentBytes >> 20) MB waiting for Redis: older writes dropped")) }
            droppedWhileDown = true
            unsent.removeAll()
            unsentBytes = 0
        }
    }

    /// A message sent while Redis is away waits for it (a chat line typed during a restart is sent late, not lost);
    /// sent twice after a failed pipeline, its id makes the copy ignored. Past the bound, the oldest
    /// messages go, whole, until half of it is left (one drop per burst, not one per message).
    func keepUnsent(commands: [[[UInt8]]]) {
        unsentCommands.append(commands)
        unsentCommandBytes += Self.size(commands)
        guard unsentCommandBytes > Self.maxUnsentCommandBytes else { return }
        var drop = 0
        while unsentCommandBytes > Self.maxUnsentCommandBytes / 2, drop < unsentCommands.count {
            unsentCommandBytes -= Self.size(unsentCommands[drop])
            drop += 1
        }
        unsentCommands.removeFirst(drop)
        if !droppedCommandsWhileDown {
            report(
                .failed(
                    "dropped here, not by Redis: over \(Self.maxUnsentCommandBytes >> 20) MB of messages waited for Redis to come back; "
                        + "the oldest \(drop) went (reported once an outage)"))
        }
        droppedCommandsWhileDown = true
    }

    static func size(_ commands: [[[UInt8]]]) -> Int { commands.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count } } }

    /// The connection failed: report it (once per outage) and start reconnecting.
    func lost(_ why: String) {
        connection = nil
        marked.removeAll()
        guard !reconnecting else { return }
        reconnecting = true
        report(.down(why))
        connector.async {
            self.reconnectAttempt = 0
            self.reconnectDelay = self.reconnectPause.lowerBound
            self.scheduleReconnect()
        }
    }

    /// Another connection to this Redis just got through (the topic subscriber's): if this store is
    /// still pausing between reconnect attempts, it tries now, instead of up to a pause later.
    public func reconnectSoon() {
        connector.async {
            guard self.reconnectPending else { return }
            self.attemptReconnect()
        }
    }

    /// `listener` hears each time this store's connection is back after an outage (on a global queue, so it
    /// may call the store).
    public func whenReconnected(_ listener: @escaping @Sendable () -> Void) {
        listenersLock.withLock { reachableListeners.append(listener) }
    }

    /// On `connector`: the next attempt after the current pause (unless `reconnectSoon` comes first).
    func scheduleReconnect() {
        reconnectRound += 1
        reconnectPending = true
        let round = reconnectRound
        connector.asyncAfter(deadline: .now() + reconnectDelay) { [weak self] in
            guard let self, self.reconnectRound == round else { return }  // `reconnectSoon` came first
            self.attemptReconnect()
        }
    }

    /// On `connector`: one try; on failure the next after a pause twice as long (up to the last).
    func attemptReconnect() {
        reconnectRound += 1
        reconnectPending = false
        reconnectAttempt += 1
        let attempt = reconnectAttempt
        let candidate = RedisConnection(address, timeout: connectTimeout, commandTimeout: commandTimeout)
        guard candidate.isUsable, checkInstance(candidate) else {
            reconnectDelay = min(reconnectDelay * 2, reconnectPause.upperBound)
            return scheduleReconnect()
        }
        queue.async { self.reconnected(candidate, attempt: attempt) }
    }

    func reconnected(_ candidate: RedisConnection, attempt: Int) {
        var commands: [[[UInt8]]] = []
        batch.removeAll(keepingCapacity: true)
        for (scope, entry) in unsent {
            appendSave(scope, kind: entry.kind, entry.records.map { (key: $0.key, value: $0.value) })
        }
        commands = batch + unsentCommands.flatMap { $0 }  // the messages after the saves, in the order they were sent
        batch.removeAll(keepingCapacity: true)
        if !commands.isEmpty, candidate.pipeline(commands) == nil {
            // Down again already: keep what was unsent, try again after a pause.
            connector.async { self.scheduleReconnect() }
            return
        }
        unsent.removeAll()
        unsentBytes = 0
        droppedWhileDown = false
        unsentCommands.removeAll()
        unsentCommandBytes = 0
        droppedCommandsWhileDown = false
        connection = candidate
        reconnecting = false
        report(.reconnected(afterAttempts: attempt))
        for listener in listenersLock.withLock({ reachableListeners }) { DispatchQueue.global().async(execute: listener) }
        writePending()
    }
}

// MARK: Durable acknowledgements (issue #15, durableack)

/// How far the store has confirmed a session's state, and how far the client was told.
struct DurableAck {
    /// The highest event number whose effect the store has confirmed written.
    var confirmed = 0
    /// The last `confirmed` sent in a patch.
    var sent = 0
}

extension Session {
    /// The highest event number the store has confirmed (tests).
    public var durableSeq: Int { durableAck.confirmed }

    /// The store confirmed the state as of event `seq`: the next patch says so.
    func confirmDurable(_ seq: Int) {
        durableAck.confirmed = max(durableAck.confirmed, seq)
    }

    /// The session was mounted from a snapshot taken at `seq` (0 when fresh): durable that far,
    /// and the client learns it from `joined`'s `ack`, so no patch needs to repeat it.
    func restoredDurable(_ seq: Int) {
        durableAck = DurableAck(confirmed: seq, sent: seq)
    }

    /// For the next patch: the confirmed number if the client has not heard it yet (one rise, one mention).
    func takeDurable() -> Int? {
        guard durableAck.confirmed > durableAck.sent else { return nil }
        durableAck.sent = durableAck.confirmed
        return durableAck.confirmed
    }
}

extension Session {
    /// Every later write of the session's state lands only while the store holds `condition`
    /// (this process's claim on the session, issue #15 item 2); a refused write stops them.
    public func guardWrites(_ condition: StoreCondition?) { persistence?.condition = condition }
}

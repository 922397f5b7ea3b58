import CLibWebSockets
import Dispatch

// MARK: Keepalive: pinging quiet peers, dropping the ones that do not answer

/// A WebSocket silent for `pingInterval` seconds is pinged, and one that
/// sends nothing back within `pingTimeout` after the ping is hung up on.
///
/// libwebsockets 4.1.6 can do this itself (its "validity" timers), but it
/// keeps every connection's timer in one sorted list and inserts by walking
/// the list from its head. Each ping and each pong re-arms a timer later than
/// all the others, so every insert walks all of them: at 10,000 connections a
/// round of pings cost 0.3–0.6 s of the loop's CPU, in one burst, since
/// sessions that joined together were pinged together. Under an open load of
/// 10,000 sessions × 1 event/s the burst stalled every event for up to 0.5 s
/// (p99 440 ms over 30 s; 19.6 ms with the round outside the window;
/// docs/performance.md). Here one timer sweeps the connections a few times
/// per interval (10,000 connections ≈ 0.1 ms a sweep), and the pings of
/// peers that fell quiet together are spread over half an interval.
///
/// Any frame from the peer counts as an answer: a peer that sends is there.
/// A busy peer is never pinged. The wait for the answer runs from when the
/// ping was asked for: a peer that stopped reading, whose send path is full,
/// never gets its ping written, and is dropped all the same. A connection
/// whose reading is paused (over its rate, or not reading what we send) or
/// that is closing is not pinged; it is left to its own timers, with one
/// backstop: a peer heard from neither for an interval and a half (the
/// latest a rationed ping goes out) nor for the timeout after it is gone. A
/// peer with a ping out is judged by the ping's timeout alone.
extension TransportLoop {
    /// The ping's payload: lws 4.1.6 swallows empty pongs, so an empty ping's answer would never reach us.
    static let pingPayload: [UInt8] = Array("liveui".utf8)

    /// The settings as used: at least a second each (`ServerConfiguration` can be made in code, unchecked).
    private var pingIntervalSeconds: Int { max(1, configuration.pingInterval) }
    private var pingTimeoutSeconds: Int { max(1, configuration.pingTimeout) }

    /// Seconds between sweeps: a ping or a hang-up is at most this late.
    var keepaliveSweepSeconds: Double { min(1, Double(pingIntervalSeconds) / 4) }

    /// Starts the sweeps (before the loop's first turn).
    func startKeepalive() {
        arena.keepaliveLoop.pointee = Unmanaged.passUnretained(self).toOpaque()
        scheduleKeepalive()
    }

    private func scheduleKeepalive() {
        lws_sul_schedule(
            context, 0, arena.keepaliveTimer,
            { sul in
                // The timer's memory is followed by the loop's address (`CArena.keepaliveTimer`).
                guard let sul, let raw = CArena.keepaliveLoop(of: sul) else { return }
                Unmanaged<TransportLoop>.fromOpaque(raw).takeUnretainedValue().sweepKeepalive()
            }, lws_usec_t(keepaliveSweepSeconds * 1e6))
    }

    /// One sweep: hangs up on peers whose ping went unanswered, pings peers quiet for an interval.
    func sweepKeepalive() {
        let now = DispatchTime.now().uptimeNanoseconds
        let interval = UInt64(pingIntervalSeconds) * 1_000_000_000
        let timeout = UInt64(pingTimeoutSeconds) * 1_000_000_000
        let sweep = UInt64(keepaliveSweepSeconds * 1e9)
        // For peers no ping can reach or whose answer cannot be read (reading paused, closing):
        // past the latest a rationed ping is asked (half an interval late, below), its timeout and
        // a late sweep. At one sweep past interval + timeout it came first for a peer pinged a
        // sweep late, whose drop then said "nothing heard" instead of the ping's reason (a
        // `KeepaliveTests` failure under load, 2026-12-06), and it would have dropped peers
        // pinged late by the rationing before their answer was due.
        let backstop = interval + interval / 2 + timeout + 2 * sweep
        // Peers that fell quiet together (joined together) are pinged over half an interval, not in one turn.
        let sweepsPerHalfInterval = max(1, Double(pingIntervalSeconds) / 2 / keepaliveSweepSeconds)
        var pings = max(64, Int((Double(connections.count) / sweepsPerHalfInterval).rounded(.up)))
        for c in connections.values where c.isWebSocket && !c.hungUp {
            let quiet = now - c.lastHeard
            // Whether a ping can reach it and its answer be read.
            let reachable = c.closeRequest == nil && !c.readingPaused
            if reachable, c.pingAskedAt != 0 {
                // A ping is out: its own timeout decides.
                if now - c.pingAskedAt >= timeout { drop(c, "no answer to a ping within \(pingTimeoutSeconds) s") }
            } else if quiet >= backstop {
                drop(c, "nothing heard for \(quiet / 1_000_000_000) s")
            } else if reachable, pings > 0, quiet >= interval {
                pings -= 1
                c.pingWanted = true
                c.pingAskedAt = now
                _ = lws_callback_on_writable(c.wsi)
            }
        }
        if shutdownDeadline == nil { scheduleKeepalive() }
    }

    private func drop(_ c: Connection, _ reason: String) {
        c.closeReason = reason
        c.pingWanted = false
        c.pingAskedAt = 0
        hangUp(c)
    }

    /// The peer sent a frame (`now`: uptime nanoseconds): it is there, and it is pinged only after another quiet interval.
    func heard(_ c: Connection, now: UInt64) {
        c.lastHeard = now
        c.pingAskedAt = 0
        c.pingWanted = false
    }

    /// Reading resumed: what the peer sent meanwhile is read now, so it counts as heard from here,
    /// and an unanswered ping's wait starts again.
    func readingResumed(_ c: Connection) {
        let now = DispatchTime.now().uptimeNanoseconds
        c.lastHeard = now
        if c.pingAskedAt != 0 { c.pingAskedAt = now }
    }

    /// Writes the ping this connection waits for (from its writable callback). False if lws failed the write.
    func writePing(_ c: Connection) -> Bool {
        c.pingWanted = false
        var frame = [UInt8](repeating: 0, count: pre) + Self.pingPayload
        let count = Self.pingPayload.count
        let written = frame.withUnsafeMutableBufferPointer { b in lws_write(c.wsi, b.baseAddress! + pre, count, LWS_WRITE_PING) }
        return LWSError.checkWrite(written, expected: count)
    }
}

import Foundation
import LiveHTML

// Open-loop load (issue 16 item 3): every session sends on a clock, whatever
// the server answers, so a server that falls behind meets a growing queue,
// as it would with real users. A closed loop (send, wait, send) slows down
// with the server and so hides that queue ("coordinated omission"); here
// each event's latency runs from the moment it was due, not from when it
// went out, so a late send counts against the server too.
//
// A session's script, one event per slot at `rate` slots/s: `keys`
// keystrokes into Username (the value growing by a letter each time), a
// click on Login, a click on Logout; again. Sessions' slots are spread
// evenly over the slot interval, and each starts at its own point of the
// typing, so the clicks of all sessions are spread over the cycle too.
//
// One event depends on the server: Logout exists only once the login's
// "Hello" has been rendered (with LOGIN_DELAY_MS=0 in the Login click's own
// reply: the server runs the seed's zero-delay asyncAfter before it renders;
// with a delay, that much later). A Logout due before this session has
// seen "Hello" is sent when it does, and the events due after it wait their
// turn behind it; each still counts from when it was due, so the wait is the
// server's.

/// The open-loop schedule and its figures; the generator owns one when the mode is `open`.
struct OpenLoop {
    let rate: Double
    let keys: Int
    /// Events due before `t0 + warmup` are sent but not counted.
    var warmup: Double = 1
    var t0: UInt64 = 0
    /// The next arrival overall: session `next % n`, at `t0 + next * gap`.
    var next = 0
    var gapNanos: Double = 0
    var stopAt: UInt64 = 0
    var keyLatencies: [Double] = []
    var clickLatencies: [Double] = []
    /// The worst latency (µs) of the events due in each second of the run: a stall shows as
    /// one bad second among good ones, a server past its capacity as a climb.
    var worstBySecond: [Int: Double] = [:]
    /// How late the generator itself sent (µs after due): if this grows, the generator is the bottleneck.
    var sendLateness: [Double] = []
    var sent = 0, answered = 0, unanswered = 0
    var errorCodes: [String: Int] = [:]
    /// Not every session joined within two minutes: nothing was sent.
    var notReady = false

    var cycle: Int { keys + 2 }
    var text: [Character] { Array(String(repeating: "alice", count: keys / 5 + 1)) }
}

/// One event sent and not yet acknowledged.
struct Outstanding {
    let seq: Int
    let due: UInt64
    let click: Bool
    let counted: Bool
}

extension Generator {
    /// Sends every arrival due by now. Returns the milliseconds epoll may wait for the next one (0: spin).
    func openTick(_ conns: [Conn]) -> Int32 {
        guard var open = openLoop else { return 100 }
        defer { openLoop = open }
        let t = now()
        while t < open.stopAt {
            let due = open.t0 + UInt64(Double(open.next) * open.gapNanos)
            if due > t {
                let wait = Double(due - t) / 1e6
                return wait > 1.5 ? Int32(wait - 1) : 0
            }
            let c = conns[open.next % conns.count]
            open.next += 1
            if c.closed { continue }
            let counted = Double(due - open.t0) / 1e9 >= open.warmup
            let step = c.step % open.cycle
            c.step += 1
            if !c.waiting.isEmpty || (step == open.keys + 1 && !c.helloSeen) {
                c.waiting.append((step, due, counted))
                continue
            }
            sendScripted(c, step: step, due: due, counted: counted, open: &open)
            if counted { open.sendLateness.append(Double(now() - due) / 1000) }
        }
        return 100
    }

    private func sendScripted(_ c: Conn, step: Int, due: UInt64, counted: Bool, open: inout OpenLoop) {
        if step == open.keys + 1 { c.helloSeen = false }
        c.seq += 1
        events += 1
        open.sent += 1
        let message: ClientEvent
        if step < open.keys {
            message = ClientEvent(seq: c.seq, kind: .input, target: ids.username, value: String(open.text[0...step]))
        } else {
            message = ClientEvent(seq: c.seq, kind: .click, target: step == open.keys ? ids.login : ids.logout)
        }
        c.outstanding.append(Outstanding(seq: c.seq, due: due, click: step >= open.keys, counted: counted))
        send(c, ClientMessage.event(message).encode())
    }

    /// A message on an open-loop session: every event up to its `ack` is answered now.
    func openReceived(_ c: Conn, _ message: ServerMessage) {
        let ack: Int
        switch message {
        case .patch(let p):
            ack = p.ack
            if p.ops.contains(where: { if case .insert(_, _, let html) = $0 { return html.contains("Hello") } else { return false } }) {
                c.helloSeen = true
                sendWaiting(c)
            }
        case .render(_, let a, _, _): ack = a
        case .error(let code, _, _):
            errors += 1
            openLoop!.errorCodes[code, default: 0] += 1
            return
        default: return
        }
        let t = now()
        while c.outstandingHead < c.outstanding.count, c.outstanding[c.outstandingHead].seq <= ack {
            let e = c.outstanding[c.outstandingHead]
            c.outstandingHead += 1
            openLoop!.answered += 1
            guard e.counted else { continue }
            record(Double(t - e.due) / 1000, due: e.due, click: e.click)
        }
        if c.outstandingHead > 1024 {
            c.outstanding.removeFirst(c.outstandingHead)
            c.outstandingHead = 0
        }
    }

    private func record(_ latency: Double, due: UInt64, click: Bool) {
        if click { openLoop!.clickLatencies.append(latency) } else { openLoop!.keyLatencies.append(latency) }
        let second = Int((due &- openLoop!.t0) / 1_000_000_000)
        openLoop!.worstBySecond[second] = max(openLoop!.worstBySecond[second] ?? 0, latency)
    }

    /// The events held behind a Logout, now that it may go.
    private func sendWaiting(_ c: Conn) {
        guard var open = openLoop else { return }
        defer { openLoop = open }
        while let (step, due, counted) = c.waiting.first {
            if step == open.keys + 1 && !c.helloSeen { break }
            c.waiting.removeFirst()
            sendScripted(c, step: step, due: due, counted: counted, open: &open)
        }
    }

    /// After the drain: events never answered count with the time they have waited so far (a lower bound).
    func openFinish(_ conns: [Conn]) {
        let t = now()
        for c in conns {
            let waited = c.waiting.filter(\.counted).map { Outstanding(seq: 0, due: $0.due, click: $0.step >= openLoop!.keys, counted: true) }
            for e in c.outstanding[c.outstandingHead...] + waited where e.counted {
                openLoop!.unanswered += 1
                record(Double(t - e.due) / 1000, due: e.due, click: e.click)
            }
        }
    }

    /// Whether every event sent has been answered (the drain may end).
    func openDrained(_ conns: [Conn]) -> Bool {
        conns.allSatisfy { $0.closed || ($0.outstandingHead == $0.outstanding.count && $0.waiting.isEmpty) }
    }

    func openFigures(_ pct: ([Double], Double) -> Double, seconds: Double) -> [String: Any] {
        guard let open = openLoop else { return [:] }
        let all = open.keyLatencies + open.clickLatencies
        let measured = max(seconds - open.warmup, 0.001)
        return [
            "ratePerSession": open.rate, "offeredPerSecond": Int((open.rate * Double(sessionCount)).rounded()),
            "answeredPerSecond": Int(Double(all.count - open.unanswered) / measured),
            "p50us": pct(all, 0.5), "p99us": pct(all, 0.99), "p999us": pct(all, 0.999), "maxus": pct(all, 1),
            "keystrokeP50us": pct(open.keyLatencies, 0.5), "keystrokeP99us": pct(open.keyLatencies, 0.99),
            "clickP50us": pct(open.clickLatencies, 0.5), "clickP99us": pct(open.clickLatencies, 0.99),
            "sendLatenessP99us": pct(open.sendLateness, 0.99), "counted": all.count, "unanswered": open.unanswered,
            "worstMsBySecond": open.worstBySecond.keys.sorted().map { (open.worstBySecond[$0]! / 100).rounded() / 10 },
            "sent": open.sent, "keysPerCycle": open.keys, "errorCodes": open.errorCodes, "notReady": open.notReady,
        ]
    }
}

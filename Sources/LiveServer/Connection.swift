import CLibWebSockets

/// One socket's state. Owned by the service thread alone, like its `wsi`.
final class Connection {
    let id: UInt64
    let wsi: OpaquePointer
    let isWebSocket: Bool
    /// An echo connection (`LIVEUI_ECHO_PATH`, for conformance tests and the
    /// benchmark floor) sends every message straight back, binary included,
    /// through the same assembly, limits, outbox and close handling.
    var isEcho = false

    // WebSocket
    /// The message being assembled from frames and fragments.
    var rx: [UInt8] = []
    /// Encoded messages waiting for a writeable callback, oldest first, each behind lws's headroom (`Transport.framed`).
    var outbox: [(framed: [UInt8], binary: Bool)] = []
    /// When the first piece of the message being assembled arrived (nil: none pending).
    var rxStarted: UInt64?
    /// Bytes of `rx` counted in the transport's `partialBytes`.
    var rxCounted = 0
    /// Whether the message being assembled came in binary frames.
    var rxBinary = false
    var outboxHead = 0
    var closeRequest: (code: CloseCode, reason: String)?
    /// Its close was handed to lws (`TransportLoop.closeNow`), which sends the frame and waits
    /// for the peer's answer, reading and dropping what comes meanwhile. Its writable callback
    /// then writes nothing and must not return -1 again: that made lws hang up right after the
    /// frame, with the peer's unread bytes still in the socket, and the kernel's reset then cost
    /// the peer the frame (14 of 80 oversized messages after a burst of small ones, epoll, 2026-12-06).
    var closeStarted = false
    /// Refused for what its client sent: reading stops, and it is closed from its next writable callback (`TransportLoop.refuse`).
    var refused = false
    /// Reading is paused (lws_rx_flow_control) because of `refused` or one of the two flags below.
    var readingPaused = false
    /// The outbox passed its pause mark (and since when).
    var outboxFull = false
    var outboxFullSince: UInt64?
    /// The client is over its event rate; the connection's timer lifts this at `throttledUntil`.
    var throttled = false
    var throttledUntil: UInt64 = 0
    var bucket: TokenBucket
    /// When the client last went over its rate without coming back under it.
    var overRateSince: UInt64?

    // Keepalive (TransportKeepalive.swift)
    /// When a frame of any kind last came from the peer (uptime nanoseconds).
    var lastHeard: UInt64 = 0
    /// A ping waits for this connection's next writable callback.
    var pingWanted = false
    /// When the ping not answered yet was asked for (0: none). Its wait runs from
    /// here, not from its write: a peer whose send path is full never gets it written.
    var pingAskedAt: UInt64 = 0
    /// Hung up on (`TransportLoop.hangUp`): lws closes it on its next turn.
    var hungUp = false

    /// The client's address, for log lines.
    var peer = "?"
    /// The close code sent or received, and its reason (for the log); 1006 if none.
    var closeCode = 1006
    var closeReason = ""

    // HTTP
    var response: HTTPResponse?
    var headersWritten = false
    /// A HEAD request: the headers of its GET, no body.
    var isHead = false
    /// Close once the response is out (a refused request whose rest must not be read).
    var closeAfterResponse = false
    /// The request being answered, for its log line.
    var request: (method: String, path: String, start: UInt64)?

    init(id: UInt64, wsi: OpaquePointer, isWebSocket: Bool, bucket: TokenBucket) {
        self.id = id
        self.wsi = wsi
        self.isWebSocket = isWebSocket
        self.bucket = bucket
    }

    var pendingCount: Int { outbox.count - outboxHead }

    func popMessage() -> (framed: [UInt8], binary: Bool)? {
        guard outboxHead < outbox.count else { return nil }
        let message = outbox[outboxHead]
        // The slot lets go of the bytes, so the caller holds the only reference and lws writes its headroom in place.
        outbox[outboxHead].framed = []
        outboxHead += 1
        if outboxHead == outbox.count {
            outbox.removeAll(keepingCapacity: true)
            outboxHead = 0
        }
        return message
    }
}

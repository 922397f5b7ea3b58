import CLibWebSockets

// MARK: Refusals and closes

/// How a WebSocket is closed: for what its client did (`refuse`, from the
/// receive callback or a timer) and, for every close we start, from its
/// writable callback (`closeNow`). Split from TransportCallbacks.swift, which
/// calls both.
extension TransportLoop {
    /// Closes a connection for what its client did, with a warning in the log:
    /// from its next writable callback, never by returning -1 from the
    /// receive callback. lws 4.1.6 does not consume the piece of input it was
    /// handing over when a receive callback returns -1, if that piece came
    /// from what it held while reading was paused (a throttled client, a
    /// fragmented message): it starts the polite close, then parses the same
    /// piece again from its start, mid-frame, fails (its log: "utf8 error",
    /// "lws_read_h1 bail"), and a second close kills the socket before the
    /// close frame is written. Under libev's loop that second parse comes
    /// before the writable turn: a message sent in 1 KB fragments past the cap
    /// lost its 1009 in 38–49 of 100 tries (2026-12-06, lws's own debug log
    /// showed the re-parse), and the rate's 1008 every time.
    ///
    /// So reading stops here (lws keeps the rest of its input aside; once the
    /// close is lws's, `closeNow` lets it read again, and it reads the rest in
    /// step with its parser, calling us no more, up to the peer's answer),
    /// nothing queued is sent, what the client's message held leaves the
    /// shared budget now, and lws hangs up by itself if the peer never lets
    /// the close frame out (5 s).
    func refuse(_ c: Connection, _ event: String, _ code: CloseCode, _ reason: String) -> Int32 {
        // The first reason stands; a closing connection is refused nothing more.
        guard !c.refused, !c.closeStarted else { return 0 }
        log.warn(event, ["code": .int(Int(code.rawValue)), "reason": .string(reason), "peer": .string(c.peer)])
        releasePartial(c)
        c.refused = true
        c.outbox.removeAll()
        c.outboxHead = 0
        c.closeRequest = (code, reason)
        updateReading(c)
        lws_set_timeout(c.wsi, PENDING_TIMEOUT_CLOSE_SEND, 5)
        _ = lws_callback_on_writable(c.wsi)
        return 0
    }

    /// Sends a close frame with `code` and hangs up, once (`Connection.closeStarted`).
    func closeNow(_ c: Connection, _ code: CloseCode, _ reason: String) -> Int32 {
        c.closeStarted = true
        releasePartial(c)  // and no assembly deadline for its timer to act on
        // lws must read the peer's answer to the close frame (and drop what comes before it),
        // and it lifts a pause itself only while the frame is still to be sent: a refused
        // client's paused reading, left as it was, kept the answer unread until lws's 5 s
        // timeout, whose hang-up over unread bytes was a reset that lost the peer the frame
        // (`make stress` "continuation flood": 3 of 3).
        if c.readingPaused {
            c.readingPaused = false
            _ = lws_rx_flow_control(c.wsi, 1)
        }
        c.closeCode = Int(code.rawValue)
        c.closeReason = reason
        var bytes = Array(reason.utf8.prefix(120))
        bytes.withUnsafeMutableBufferPointer { b in
            lws_close_reason(c.wsi, lws_close_status(rawValue: UInt32(code.rawValue)), b.baseAddress, b.count)
        }
        return -1
    }
}

import CLibWebSockets
import Foundation

/// The libwebsockets callback. A C function pointer cannot capture, so the
/// `TransportLoop` is found through the context's user pointer (a cell the
/// loop fills once it exists; callbacks during context creation find it empty).
func liveuiCallback(
    _ wsi: OpaquePointer?, _ reason: lws_callback_reasons, _ user: UnsafeMutableRawPointer?,
    _ input: UnsafeMutableRawPointer?, _ length: Int
) -> Int32 {
    guard let wsi, let ctx = lws_get_context(wsi),
        let raw = lws_context_user(ctx)?.load(as: UnsafeMutableRawPointer?.self)
    else {
        return lws_callback_http_dummy(wsi, reason, user, input, length)
    }
    let loop = Unmanaged<TransportLoop>.fromOpaque(raw).takeUnretainedValue()
    return loop.handle(wsi, reason, user, input, length)
}

extension TransportLoop {
    func handle(
        _ wsi: OpaquePointer, _ reason: lws_callback_reasons, _ user: UnsafeMutableRawPointer?,
        _ input: UnsafeMutableRawPointer?, _ length: Int
    ) -> Int32 {
        callbacks &+= 1
        switch reason {
        case LWS_CALLBACK_FILTER_NETWORK_CONNECTION:
            // Before any HTTP is read: an address over its share of connections is hung up on.
            guard let args = user?.assumingMemoryBound(to: lws_filter_network_conn_args.self) else { return 0 }
            let address = withUnsafePointer(to: &args.pointee.cli_addr) { AdmissionControl.address(of: $0) }
            if admission.admit(fd: Int32(args.pointee.accept_fd), address: address) { return 0 }
            let key = ClientAddress.key(address)
            if admission.refusals[key] == 1 || admission.refusals[key, default: 0] >= 1000 {
                log.warn(
                    "connection.refused",
                    [
                        "reason": "too many connections from this address", "peer": .string(key),
                        "refused": .int(admission.takeRefusals(key)),
                    ])
            }
            return 1
        case LWS_CALLBACK_RAW_ADOPT:
            // A request libwebsockets does not parse as HTTP (CONNECT, junk) is
            // adopted as a raw socket and would stay open, unanswered: refuse it
            // once its bytes arrive, and within 2 s if none do.
            lws_set_timeout(wsi, PENDING_TIMEOUT_USER_OK, 2)
            return 0
        case LWS_CALLBACK_RAW_RX:
            guard rawRefusals[wsi] == nil else { return 0 }
            let bytes = input.map { UnsafeRawBufferPointer(start: $0, count: length) } ?? UnsafeRawBufferPointer(start: nil, count: 0)
            let connect = bytes.starts(with: "CONNECT ".utf8)
            let status = connect ? "405 Method Not Allowed" : "400 Bad Request"
            let body = connect ? "Method Not Allowed: this server answers GET and HEAD\n" : "Bad Request\n"
            var head = "HTTP/1.1 \(status)\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: \(body.utf8.count)\r\n"
            if connect { head += "allow: GET, HEAD\r\n" }
            for (name, value) in HTTPResponse.baseHeaders { head += name + ": " + value + "\r\n" }
            rawRefusals[wsi] = Array((head + "connection: close\r\n\r\n" + body).utf8)
            log.info(
                "http", ["method": connect ? "CONNECT" : "?", "status": .int(connect ? 405 : 400), "peer": .string(clientAddress(wsi))])
            _ = lws_callback_on_writable(wsi)
            return 0
        case LWS_CALLBACK_RAW_WRITEABLE:
            guard let reply = rawRefusals[wsi] else { return -1 }
            var buffer = [UInt8](repeating: 0, count: pre) + reply
            _ = buffer.withUnsafeMutableBufferPointer { b in lws_write(wsi, b.baseAddress! + pre, reply.count, LWS_WRITE_HTTP) }
            rawRefusals[wsi] = nil
            return -1
        case LWS_CALLBACK_RAW_CLOSE:
            rawRefusals[wsi] = nil
            return 0
        case LWS_CALLBACK_WSI_CREATE:
            admission.created(wsi)
            return 0
        case LWS_CALLBACK_WSI_DESTROY:
            admission.destroyed(wsi)
            return 0
        case LWS_CALLBACK_EVENT_WAIT_CANCELLED:
            // A wake from the mailbox: lws_service returns after this, and the loop applies the requests.
            return 0
        case LWS_CALLBACK_RAW_RX_FILE:
            // The main queue's eventfd (the only file we adopt): run it after this turn.
            mainQueueWoken = true
            return 0
        case LWS_CALLBACK_HTTP:
            return onHTTP(wsi, user, input)
        case LWS_CALLBACK_HTTP_WRITEABLE:
            if let c = connection(user), c.response != nil { return onHTTPWriteable(c) }
        case LWS_CALLBACK_CLOSED_HTTP:
            _ = forget(user)
        case LWS_CALLBACK_HTTP_CONFIRM_UPGRADE:
            // A handshake's request line and headers obey the same rules as a page's.
            guard let (status, message) = malformed(wsi) else { return 0 }
            log.info("ws.refused", ["reason": .string(message), "status": .int(Int(status)), "peer": .string(clientAddress(wsi))])
            _ = lws_return_http_status(wsi, status, nil)
            return 1
        case LWS_CALLBACK_FILTER_PROTOCOL_CONNECTION:
            guard let endpoint = handshakeEndpoint(wsi) else { return 1 }
            // Remembered in the connection's user data until ESTABLISHED registers it.
            user?.storeBytes(of: endpoint == .echo ? TransportLoop.echoMarker : 0, as: UInt64.self)
            return 0
        case LWS_CALLBACK_ESTABLISHED:
            let echo = user?.load(as: UInt64.self) == TransportLoop.echoMarker
            let c = register(wsi, user, webSocket: true)
            c.lastHeard = DispatchTime.now().uptimeNanoseconds
            if echo {
                c.isEcho = true
                return 0
            }
            let id = c.id
            let peer = clientAddress(wsi)
            c.peer = peer
            let visitor = visitor(wsi)
            post(.opened(id, peer: peer, visitor: visitor))
            return 0
        case LWS_CALLBACK_WS_PEER_INITIATED_CLOSE:
            // The peer's close frame: a big-endian code, then its reason.
            if let c = connection(user) {
                if let input, length >= 2 {
                    let bytes = UnsafeRawBufferPointer(start: input, count: length)
                    c.closeCode = Int(bytes[0]) << 8 | Int(bytes[1])
                    c.closeReason = String(decoding: bytes.dropFirst(2).prefix(123), as: UTF8.self)
                } else {
                    c.closeCode = 1005  // a close frame without a status code (RFC 6455 §7.4.1)
                }
            }
            return 0
        case LWS_CALLBACK_RECEIVE:
            guard let c = connection(user) else { return -1 }
            return onReceive(c, input, length)
        case LWS_CALLBACK_RECEIVE_PONG:
            // Pongs are frames like any other: answers to our pings (one per quiet interval,
            // TransportKeepalive.swift) cost a token each, as unasked-for ones do. Pings and empty
            // pongs never get here: lws 4.1.6 answers and swallows them itself (docs/reliability.md, "Frames").
            guard let c = connection(user) else { return 0 }
            return takeToken(c) ?? 0
        case LWS_CALLBACK_SERVER_WRITEABLE:
            guard let c = connection(user) else { return 0 }
            return onWebSocketWriteable(c)
        case LWS_CALLBACK_TIMER:
            guard let c = connection(user) else { return 0 }
            let now = DispatchTime.now().uptimeNanoseconds
            // Shutting down and out of time: lws_service returns and the loop ends.
            if let deadline = shutdownDeadline, now >= deadline { return 0 }
            // A reader whose outbox stayed backed up for the whole grace period is gone or hostile.
            if c.outboxFull, let deadline = slowReaderDeadline(c), now >= deadline {
                log.warn(
                    "ws.slow_reader",
                    [
                        "peer": .string(c.peer), "pending": .int(c.pendingCount),
                        "timeout_s": .seconds(configuration.slowReaderTimeout),
                    ])
                hangUp(c)
                return 0
            }
            if let deadline = assemblyDeadline(c), now >= deadline {
                return refuse(c, "ws.protocol_error", .policyViolation, "message not completed in time")
            }
            if c.throttled, now >= c.throttledUntil {
                c.throttled = false
                updateReading(c)
            }
            armTimer(c)
            return 0
        case LWS_CALLBACK_CLOSED:
            if let c = forget(user) {
                releasePartial(c)
                let (id, code, reason) = (c.id, c.closeCode, c.closeReason)
                if c.isEcho {
                    if log.enabled(.debug) { log.debug("echo.close", ["code": .int(code), "peer": .string(c.peer)]) }
                } else {
                    post(.closed(id, code: code, reason: reason))
                }
            }
            return 0
        default:
            break
        }
        return lws_callback_http_dummy(wsi, reason, user, input, length)
    }

    // MARK: WebSocket

    enum Endpoint { case live, echo }

    /// Only `/live` (and the echo path, when configured) upgrades. Browsers
    /// always send Origin; it must be the page's own origin or an allowed one.
    /// Clients without Origin (not browsers) cannot be used for cross-site
    /// attacks and are let through.
    private func handshakeEndpoint(_ wsi: OpaquePointer) -> Endpoint? {
        // A page from another host name (DNS rebinding) must not reach the socket, whatever its Origin says.
        guard hostAllowed(wsi) else {
            log.warn("ws.refused", ["reason": "host not allowed", "host": .string(header(wsi, WSI_TOKEN_HOST) ?? "")])
            return nil
        }
        let path = header(wsi, WSI_TOKEN_GET_URI)
        let endpoint: Endpoint
        if path == "/live" {
            endpoint = .live
        } else if let echo = configuration.echoPath, path == echo {
            endpoint = .echo
        } else {
            return nil
        }
        guard let origin = header(wsi, WSI_TOKEN_ORIGIN) else { return endpoint }
        if configuration.allowedOrigins.contains(origin) { return endpoint }
        // The Host was checked against the allowlist above; the page's origin must be that host.
        if let host = header(wsi, WSI_TOKEN_HOST), origin == "http://" + host || origin == "https://" + host { return endpoint }
        log.warn("ws.refused", ["reason": "origin not allowed (LIVEUI_ALLOWED_ORIGINS)", "origin": .string(origin)])
        return nil
    }

    private func onReceive(_ c: Connection, _ input: UnsafeMutableRawPointer?, _ length: Int) -> Int32 {
        if c.refused { return 0 }
        let binary = lws_frame_is_binary(c.wsi) != 0
        if binary, !c.isEcho {
            return refuse(c, "ws.protocol_error", .unsupportedData, "binary frames are not accepted")
        }
        if c.rx.isEmpty { c.rxBinary = binary }
        // lws calls this per frame and per receive-buffer chunk of a long frame
        // (an empty frame too): the last chunk of each frame has nothing left.
        let frameEnd = lws_remaining_packet_payload(c.wsi) == 0
        let complete = frameEnd && lws_is_final_fragment(c.wsi) != 0
        // A message that came whole in one piece (most do): read straight from lws's buffer,
        // so a connection keeps no assembly buffer of its own between messages.
        var whole: UnsafeRawBufferPointer?
        if let input, length > 0 {
            guard c.rx.count + length <= configuration.maxMessageBytes else {
                return refuse(c, "ws.protocol_error", .messageTooBig, "message larger than \(configuration.maxMessageBytes) bytes")
            }
            if complete, c.rx.isEmpty {
                whole = UnsafeRawBufferPointer(start: input, count: length)
            } else {
                // Held until the rest arrives: counted against every connection's shared budget.
                guard partialBytes + length <= configuration.partialMessageBudget else {
                    return refuse(c, "ws.refused", .tryAgainLater, "server busy: too many partly sent messages")
                }
                partialBytes += length
                c.rxCounted += length
                c.rx.append(contentsOf: UnsafeRawBufferPointer(start: input, count: length))
            }
        }
        // Every frame takes a token: a whole message (one frame from browsers)
        // as before, and each fragment of a fragmented one, empty continuation
        // frames included (36 M of them in 10 s went uncounted before).
        if frameEnd, let verdict = takeToken(c) { return verdict }
        if complete {
            // Read out of the assembly buffer before it is emptied in place (a copy
            // of it first made the emptying allocate a new buffer per message).
            if c.isEcho {
                let framed = whole.map { Transport.framed($0) } ?? Transport.framed(c.rx)
                releasePartial(c)
                enqueue(framed, binary: c.rxBinary, on: c)
            } else {
                let text = whole.map { String(decoding: $0, as: UTF8.self) } ?? String(decoding: c.rx, as: UTF8.self)
                releasePartial(c)
                post(.received(c.id, text: text))
            }
        } else if c.rxStarted == nil {
            // The first piece of a message starts its clock: it must be whole in time.
            c.rxStarted = DispatchTime.now().uptimeNanoseconds
            armTimer(c)
        }
        return 0
    }

    /// Takes a token for a frame. Over the rate the frame still counts
    /// (nothing a client sent is lost), but reading pauses until the bucket
    /// has a token again; a client that stays over it for `rateLimitGrace`
    /// is closed (the returned value, for the callback to return).
    func takeToken(_ c: Connection) -> Int32? {
        let now = DispatchTime.now().uptimeNanoseconds
        // Every frame from the peer comes through here once: it is there (TransportKeepalive.swift).
        heard(c, now: now)
        guard !c.bucket.take(now: now) else {
            // Back well under the rate: a past burst is forgiven.
            if c.bucket.tokens >= c.bucket.burst / 2 { c.overRateSince = nil }
            return nil
        }
        let since = c.overRateSince ?? now
        c.overRateSince = since
        if Double(now - since) / 1e9 > configuration.rateLimitGrace {
            return refuse(c, "ws.rate_limited", .policyViolation, "too many messages")
        }
        c.throttled = true
        c.throttledUntil = now + UInt64(1e9 / max(configuration.eventsPerSecond, 0.001))
        updateReading(c)
        armTimer(c)
        return nil
    }

    private func assemblyDeadline(_ c: Connection) -> UInt64? {
        c.rxStarted.map { $0 + UInt64(configuration.messageAssemblyTimeout * 1e9) }
    }

    /// The connection's partial message is done with (complete, or the connection gone).
    func releasePartial(_ c: Connection) {
        partialBytes -= c.rxCounted
        c.rxCounted = 0
        // Not kept: only messages that came in pieces use it (see `onReceive`).
        c.rx = []
        c.rxStarted = nil
    }

    private func slowReaderDeadline(_ c: Connection) -> UInt64? {
        c.outboxFullSince.map { $0 + UInt64(configuration.slowReaderTimeout * 1e9) }
    }

    /// lws has one timer per connection: set it for the earliest of the
    /// throttle's end, the slow-reader and message deadlines and the
    /// shutdown deadline (or cancel it).
    func armTimer(_ c: Connection) {
        let deadlines = [
            c.throttled ? c.throttledUntil : nil, c.outboxFull ? slowReaderDeadline(c) : nil, assemblyDeadline(c), shutdownDeadline,
        ].compactMap { $0 }
        guard let next = deadlines.min() else {
            lws_set_timer_usecs(c.wsi, -1)
            return
        }
        let now = DispatchTime.now().uptimeNanoseconds
        lws_set_timer_usecs(c.wsi, lws_usec_t(next > now ? (next - now) / 1000 : 1))
    }

    /// Reading is paused while the outbox is backed up or the client is over its
    /// rate, and for good once the connection is refused (`refuse`).
    func updateReading(_ c: Connection) {
        // Once the close is lws's, it reads on until the peer's answer (`closeNow`).
        guard !c.closeStarted else { return }
        let paused = c.throttled || c.outboxFull || c.refused
        guard paused != c.readingPaused else { return }
        c.readingPaused = paused
        if !paused { readingResumed(c) }
        _ = lws_rx_flow_control(c.wsi, paused ? 0 : 1)
    }

    private func onWebSocketWriteable(_ c: Connection) -> Int32 {
        // The close is lws's: it waits for the peer's answer, reading on (`closeNow`). Shutting
        // down, the turn after the frame hangs up instead, as before `closeStarted`: a peer that
        // never answers held the exit for the whole grace (SIGTERM 0.02 → 1.03 s in `make stress`).
        if c.closeStarted { return shutdownDeadline == nil ? 0 : -1 }
        if let (code, reason) = c.closeRequest, c.pendingCount == 0 {
            return closeNow(c, code, reason)
        }
        // One write per callback: a ping (TransportKeepalive.swift) takes this one, messages the next.
        if c.pingWanted, c.closeRequest == nil {
            guard writePing(c) else { return -1 }
            if c.pendingCount > 0 { _ = lws_callback_on_writable(c.wsi) }
            return 0
        }
        if var message = c.popMessage() {
            // Framed with lws's headroom when queued (`Transport.framed`): written in place.
            let count = message.framed.count - pre
            let written = message.framed.withUnsafeMutableBufferPointer { b in
                lws_write(c.wsi, b.baseAddress! + pre, count, message.binary ? LWS_WRITE_BINARY : LWS_WRITE_TEXT)
            }
            guard LWSError.checkWrite(written, expected: count) else { return -1 }
        }
        if c.outboxFull, c.pendingCount <= configuration.outboxPauseMessages / 2 {
            c.outboxFull = false
            c.outboxFullSince = nil
            updateReading(c)
            armTimer(c)
        }
        if c.pendingCount > 0 || c.closeRequest != nil { _ = lws_callback_on_writable(c.wsi) }
        return 0
    }
}

import CLWSAllocator
import CLibWebSockets
import Foundation

/// The C memory libwebsockets keeps pointers to for the life of a context
/// (protocols, the retry policy, per-vhost options, every string in them),
/// and the creation info that points at it. Owned by the `TransportLoop`,
/// which destroys the context before releasing this.
final class CArena {
    private var cStrings: [UnsafeMutablePointer<CChar>] = []
    private let protocols = UnsafeMutablePointer<lws_protocols>.allocate(capacity: 2)
    private let retryPolicy = UnsafeMutablePointer<lws_retry_bo_t>.allocate(capacity: 1)
    /// Per-vhost options: "liveui" → "default" = "1".
    private let protocolOptions = UnsafeMutablePointer<lws_protocol_vhost_options>.allocate(capacity: 2)
    /// Every header token's length limit (see `TransportLoop.headerTokenLimit`).
    private let tokenLimits = UnsafeMutablePointer<lws_token_limits>.allocate(capacity: 1)
    /// The vhost's canned headers, added by lws to every response it writes (`HTTPResponse.baseHeaders`).
    private let cannedHeaders = UnsafeMutablePointer<lws_protocol_vhost_options>.allocate(capacity: HTTPResponse.baseHeaders.count)
    /// The context's user pointer: a cell holding the loop's address, filled
    /// once the loop exists (the context is created inside its initializer).
    let loop = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: 1)
    /// libev's loop, handed to lws as its foreign loop (nil: lws's own poll(); `EventLoop`).
    /// lws keeps a pointer to this array of one.
    let evLoops = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: 1)
    /// The keepalive sweep's lws timer (`TransportKeepalive.swift`), followed in
    /// the same block by the loop's address: lws calls back with the timer alone.
    let keepaliveTimer: UnsafeMutablePointer<lws_sorted_usec_list_t>
    /// The loop's address, right after the timer.
    let keepaliveLoop: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private static let keepaliveLoopOffset = MemoryLayout<lws_sorted_usec_list_t>.stride

    /// The loop's address kept behind a keepalive timer.
    static func keepaliveLoop(of timer: UnsafeMutablePointer<lws_sorted_usec_list_t>) -> UnsafeMutableRawPointer? {
        (UnsafeMutableRawPointer(timer) + keepaliveLoopOffset).load(as: UnsafeMutableRawPointer?.self)
    }

    /// The most one send() of a WebSocket message or HTTP body may write (see `init`): a cap, no buffer of this size is allocated.
    static let sendChunkBytes = 1 << 20
    /// lws's per-connection receive buffer (see `init`): its block is this plus
    /// LWS_PRE, 4 bytes and our allocator's header, and 988 makes that 1,024
    /// bytes, a size class of jemalloc's exactly. At 1,024 the block was 1,060
    /// bytes, in the 1,280-byte class: 256 bytes a session more than now.
    static let receiveBufferBytes = 1024 - Int(liveui_lws_pre()) - 4 - Int(LIVEUI_LWS_HEAD)

    init(configuration: ServerConfiguration) {
        loop.initialize(to: nil)
        let block = UnsafeMutableRawPointer.allocate(
            byteCount: Self.keepaliveLoopOffset + MemoryLayout<UnsafeMutableRawPointer?>.size,
            alignment: max(MemoryLayout<lws_sorted_usec_list_t>.alignment, MemoryLayout<UnsafeMutableRawPointer?>.alignment))
        keepaliveTimer = block.bindMemory(to: lws_sorted_usec_list_t.self, capacity: 1)
        keepaliveTimer.initialize(to: lws_sorted_usec_list_t())
        keepaliveLoop = (block + Self.keepaliveLoopOffset).bindMemory(to: UnsafeMutableRawPointer?.self, capacity: 1)
        keepaliveLoop.initialize(to: nil)
        evLoops.initialize(to: configuration.servingEventLoop == .epoll ? liveui_ev_loop_new() : nil)
        protocols[0] = lws_protocols()
        protocols[0].name = UnsafePointer(cString("liveui"))
        protocols[0].callback = liveuiCallback
        protocols[0].per_session_data_size = MemoryLayout<UInt64>.size
        // lws gives every WebSocket a receive buffer of this size, allocated at the
        // upgrade and kept for the connection's life (plus LWS_PRE and 4 bytes).
        // Events are about 100 bytes; longer messages (a join, a long value) arrive
        // in pieces and are assembled (up to maxMessageBytes). 4096 cost each
        // session 2.8 KB more than 1024. 256 saved 0.8 KB more (heaptrack) but a
        // flooding client then often missed its 1008 close (the connection was
        // reset first: WireTests' flood test failed 2 runs in 3, 2026-12-05).
        protocols[0].rx_buffer_size = Self.receiveBufferBytes
        // What one send() may write. Left at 0, lws caps it at rx_buffer_size
        // (+ 20 bytes; it was 1,024): every message over 1 KB (the seed's "Hello"
        // patch is 1,316 B, a page several KB) went out in 1,044-byte pieces,
        // the rest copied into lws's buffer and written one poll turn each
        // (strace, 2026-12-05). Now a message goes in one send() when the
        // socket takes it; what it does not take is still buffered by lws.
        protocols[0].tx_packet_size = Self.sendChunkBytes
        protocols[1] = lws_protocols()  // terminator

        // lws's own pings are off (its "validity" timers: both fields 0; with no policy at all lws
        // would ping after 300 s): the loop pings quiet peers itself (TransportKeepalive.swift).
        retryPolicy.pointee = lws_retry_bo_t()

        // Let clients that send no subprotocol use ours (and route plain HTTP to it).
        let inner = protocolOptions + 1
        inner.pointee = lws_protocol_vhost_options()
        inner.pointee.name = UnsafePointer(cString("default"))
        inner.pointee.value = UnsafePointer(cString("1"))
        protocolOptions.pointee = lws_protocol_vhost_options()
        protocolOptions.pointee.name = UnsafePointer(cString("liveui"))
        protocolOptions.pointee.options = UnsafePointer(inner)

        tokenLimits.pointee = lws_token_limits()
        withUnsafeMutableBytes(of: &tokenLimits.pointee.token_limit) { raw in
            for offset in stride(from: 0, to: raw.count, by: 2) {
                raw.storeBytes(of: UInt16(TransportLoop.headerTokenLimit), toByteOffset: offset, as: UInt16.self)
            }
        }
        for (i, (name, value)) in HTTPResponse.baseHeaders.enumerated() {
            cannedHeaders[i] = lws_protocol_vhost_options()
            cannedHeaders[i].next = i + 1 < HTTPResponse.baseHeaders.count ? UnsafePointer(cannedHeaders + i + 1) : nil
            cannedHeaders[i].name = UnsafePointer(cString(name + ":"))
            cannedHeaders[i].value = UnsafePointer(cString(value))
        }
    }

    deinit {
        protocols.deallocate()
        retryPolicy.deallocate()
        protocolOptions.deallocate()
        tokenLimits.deallocate()
        cannedHeaders.deallocate()
        loop.deallocate()
        UnsafeMutableRawPointer(keepaliveTimer).deallocate()
        if let ev = evLoops.pointee { liveui_ev_loop_destroy(ev) }
        evLoops.deallocate()
        for s in cStrings { free(s) }
    }

    private func cString(_ s: String) -> UnsafeMutablePointer<CChar> {
        let p = strdup(s)!
        cStrings.append(p)
        return p
    }

    func contextInfo(configuration: ServerConfiguration) -> lws_context_creation_info {
        var info = lws_context_creation_info()
        info.port = Int32(configuration.port)
        info.iface = UnsafePointer(cString(configuration.host))
        info.protocols = UnsafePointer(protocols)
        info.vhost_name = UnsafePointer(cString("default"))
        info.retry_and_idle_policy = UnsafePointer(retryPolicy)
        info.user = UnsafeMutableRawPointer(loop)
        var options = UInt64(LWS_SERVER_OPTION_VALIDATE_UTF8)
        // lws 4.1.6 listens on every interface for an IPv4 iface unless IPv6 is off.
        if !configuration.host.contains(":") { options |= UInt64(LWS_SERVER_OPTION_DISABLE_IPV6) }
        if evLoops.pointee != nil {
            options |= UInt64(LWS_SERVER_OPTION_LIBEV)
            info.foreign_loops = evLoops
        }
        info.options = options
        info.pvo = UnsafePointer(protocolOptions)
        info.headers = UnsafePointer(cannedHeaders)
        // Request line and headers: lws keeps what it parses in one buffer per
        // connection being read (4096 bytes by default; past it lws hangs up
        // with no answer, "Ran out of header data space"). With room for a
        // URI and a header at their limits, lws truncates a longer one at the
        // limit (and skips the rest) instead, which `TransportLoop.malformed`
        // answers with 414 or 431. Only unknown header names have no limit in
        // lws 4.1.6: more than this of them is still dropped unanswered.
        info.max_http_header_data2 = UInt32(TransportLoop.headerSpace)
        info.token_limits = UnsafePointer(tokenLimits)
        return info
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A blocking WebSocket client over a plain POSIX socket, for tests. It can
/// also misbehave on purpose: binary frames, oversized or unfinished
/// fragmented messages, vanishing without a close frame.
public final class WebSocketClient {
    public enum Message: Equatable {
        case text(String)
        case close(code: UInt16, reason: String)
    }

    public enum Failure: Error, CustomStringConvertible {
        case connect(String)
        case handshakeRefused(String)
        case timeout
        case closed
        case protocolError(String)

        public var description: String {
            switch self {
            case .connect(let s): return "connect: \(s)"
            case .handshakeRefused(let s): return "handshake refused: \(s)"
            case .timeout: return "timed out"
            case .closed: return "connection closed"
            case .protocolError(let s): return "protocol error: \(s)"
            }
        }
    }

    private var fd: Int32
    private var buffer: [UInt8] = []
    public private(set) var handshakeResponse = ""
    /// How long a read or a write waits.
    private let timeout: Double
    /// The payloads of the pings answered so far (`receive` answers them), oldest first.
    public private(set) var pingsAnswered: [[UInt8]] = []

    public init(
        port: Int, host: String = "127.0.0.1", path: String = "/live", origin: String? = nil,
        hostHeader: String? = nil, timeout: Double = 5, source: String? = nil, extraHeaders: String = "",
        receiveBuffer: Int32? = nil
    ) throws {
        fd = try Self.connect(host: host, port: port, timeout: timeout, source: source, receiveBuffer: receiveBuffer)
        self.timeout = timeout
        var key = [UInt8](repeating: 0, count: 16)
        for i in key.indices { key[i] = UInt8.random(in: 0...255) }
        var request = "GET \(path) HTTP/1.1\r\nHost: \(hostHeader ?? "\(host):\(port)")\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        request += "Sec-WebSocket-Key: \(Data(key).base64EncodedString())\r\nSec-WebSocket-Version: 13\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        request += extraHeaders + "\r\n"
        try writeAll(Array(request.utf8))
        while true {
            if let end = buffer.firstRange(of: Array("\r\n\r\n".utf8)) {
                handshakeResponse = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
                buffer.removeSubrange(..<end.upperBound)
                break
            }
            guard try fill() else { throw Failure.handshakeRefused("connection dropped without an HTTP response") }
        }
        guard handshakeResponse.hasPrefix("HTTP/1.1 101") else {
            throw Failure.handshakeRefused(String(handshakeResponse.prefix(80)))
        }
    }

    deinit { if fd >= 0 { Glibc.close(fd) } }

    /// A connected TCP socket with send/receive timeouts (for raw HTTP and WebSocket tests).
    /// `source` binds the client's own address first (127.0.0.2, 127.0.0.3, … are all
    /// loopback): several clients with their own addresses on one machine.
    /// `receiveBuffer`: the socket's receive buffer in bytes (a peer that can take little before it reads).
    public static func connect(
        host: String, port: Int, timeout: Double, source: String? = nil, receiveBuffer: Int32? = nil
    ) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure.connect("socket") }
        if var size = receiveBuffer { setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size)) }
        if let source {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            inet_pton(AF_INET, source, &local.sin_addr)
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0 else {
                Glibc.close(fd)
                throw Failure.connect("bind \(source): " + String(cString: strerror(errno)))
            }
        }
        setTimeout(fd, SO_RCVTIMEO, timeout)
        setTimeout(fd, SO_SNDTIMEO, timeout)
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, host, &addr.sin_addr)
        let result = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            Glibc.close(fd)
            throw Failure.connect(String(cString: strerror(errno)))
        }
        return fd
    }

    private func writeAll(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                // Nothing of this frame went out: the caller may retry it whole.
                // Part of it did: finish it, or the stream would be corrupt.
                if sent == 0 { throw Failure.timeout }
                continue
            }
            guard n > 0 else { throw Failure.closed }
            sent += n
        }
    }

    /// Reads more bytes; false at end of stream.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if n > 0 {
            buffer.append(contentsOf: chunk[..<n])
            return true
        }
        if n < 0, errno == EAGAIN || errno == EWOULDBLOCK { throw Failure.timeout }
        return false
    }

    // MARK: Sending

    public func send(_ text: String) throws { try sendFrame(opcode: 0x1, payload: Array(text.utf8)) }

    public func sendBinary(_ bytes: [UInt8]) throws { try sendFrame(opcode: 0x2, payload: bytes) }

    /// A raw frame, masked as clients must (`masked: false` breaks that rule, RFC 6455 §5.1).
    public func sendFrame(opcode: UInt8, payload: [UInt8], fin: Bool = true, masked: Bool = true) throws {
        try writeAll(Self.frame(opcode: opcode, payload: payload, fin: fin, masked: masked))
    }

    /// Sends bytes as they are (frames built with `frame`, many at once).
    public func sendRaw(_ bytes: [UInt8]) throws { try writeAll(bytes) }

    /// A client frame's bytes.
    public static func frame(opcode: UInt8, payload: [UInt8], fin: Bool = true, masked: Bool = true) -> [UInt8] {
        var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        let n = payload.count
        let bit: UInt8 = masked ? 0x80 : 0
        if n < 126 {
            frame.append(bit | UInt8(n))
        } else if n <= 0xFFFF {
            frame.append(bit | 126)
            frame += [UInt8(n >> 8), UInt8(n & 0xFF)]
        } else {
            frame.append(bit | 127)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((n >> shift) & 0xFF)) }
        }
        guard masked else { return frame + payload }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        // Eight bytes at a time: tests push megabytes through here, and a
        // byte-wise map in a debug build made the client the slow side.
        var body = payload
        let word = mask.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        let word8 = word | word << 32
        body.withUnsafeMutableBytes { raw in
            let whole = raw.count / 8
            for k in 0..<whole {
                let v = raw.loadUnaligned(fromByteOffset: 8 * k, as: UInt64.self) ^ word8.littleEndian
                raw.storeBytes(of: v, toByteOffset: 8 * k, as: UInt64.self)
            }
            for k in (8 * whole)..<raw.count { raw[k] ^= mask[k % 4] }
        }
        return frame + body
    }

    public func sendClose(code: UInt16 = 1000) throws {
        try sendFrame(opcode: 0x8, payload: [UInt8(code >> 8), UInt8(code & 0xFF)])
    }

    /// Drops the TCP connection without a close frame.
    public func abort() {
        if fd >= 0 {
            var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
            setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
            Glibc.close(fd)
            fd = -1
        }
    }

    /// Whether the server has closed the TCP connection (reads EOF), without
    /// consuming or answering anything else: a peer that never reads.
    public func peerClosed() -> Bool {
        var byte: UInt8 = 0
        var flags = Int32(MSG_PEEK | MSG_DONTWAIT)
        while true {
            let n = recv(fd, &byte, 1, flags)
            if n == 0 { return true }
            if n < 0 { return errno == ECONNRESET }
            // Data is waiting (pings, a close frame): skip it without replying.
            var sink = [UInt8](repeating: 0, count: 65536)
            _ = sink.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            flags = Int32(MSG_PEEK | MSG_DONTWAIT)
        }
    }

    // MARK: Receiving

    /// The next text or close message; answers pings.
    public func receive() throws -> Message {
        while true {
            guard let frame = try nextFrame() else { throw Failure.closed }
            if let message = try message(from: frame) { return message }
        }
    }

    /// Sends a ping and reads until its pong: the server has then read
    /// everything sent before it (lws answers in order, even between the
    /// fragments of a message). Texts that come meanwhile are dropped; a
    /// close throws.
    public func pingPong() throws {
        let payload = (0..<8).map { _ in UInt8.random(in: 0...255) }
        try sendFrame(opcode: 0x9, payload: payload)
        while true {
            guard let frame = try nextFrame() else { throw Failure.closed }
            if frame.opcode == 0xA, frame.payload == payload { return }
            if case .close(let code, let reason) = try message(from: frame) { throw Failure.protocolError("closed \(code) \(reason)") }
        }
    }

    /// Reads for `seconds`, answering pings, like a quiet tab that is still
    /// there; returns the text messages that came meanwhile. Throws on close.
    public func listen(for seconds: Double) throws -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        defer { Self.setTimeout(fd, SO_RCVTIMEO, timeout) }
        var texts: [String] = []
        // Frame by frame (not `receive`, whose wait would start again after each ping).
        while deadline.timeIntervalSinceNow > 0 {
            Self.setTimeout(fd, SO_RCVTIMEO, max(deadline.timeIntervalSinceNow, 0.001))
            let frame: (opcode: UInt8, payload: [UInt8])?
            do { frame = try nextFrame() } catch Failure.timeout { break }
            guard let frame else { throw Failure.closed }
            switch try message(from: frame) {
            case .text(let s): texts.append(s)
            case .close(let code, let reason): throw Failure.protocolError("closed \(code) \(reason)")
            case nil: continue
            }
        }
        return texts
    }

    /// A text or close frame as a message; a ping answered (nil), other frames skipped (nil).
    private func message(from frame: (opcode: UInt8, payload: [UInt8])) throws -> Message? {
        switch frame.opcode {
        case 0x1: return .text(String(decoding: frame.payload, as: UTF8.self))
        case 0x8:
            let code = frame.payload.count >= 2 ? UInt16(frame.payload[0]) << 8 | UInt16(frame.payload[1]) : 1005
            return .close(code: code, reason: String(decoding: frame.payload.dropFirst(2), as: UTF8.self))
        case 0x9:
            pingsAnswered.append(frame.payload)
            try sendFrame(opcode: 0xA, payload: frame.payload)
            return nil
        default: return nil
        }
    }

    /// Sets a socket's receive or send timeout (`SO_RCVTIMEO`, `SO_SNDTIMEO`).
    private static func setTimeout(_ fd: Int32, _ option: Int32, _ seconds: Double) {
        var tv = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - Double(Int(seconds))) * 1e6))
        setsockopt(fd, SOL_SOCKET, option, &tv, socklen_t(MemoryLayout<timeval>.size))
    }

    /// The next text message, skipping nothing; throws on close.
    public func receiveText() throws -> String {
        switch try receive() {
        case .text(let s): return s
        case .close(let code, let reason): throw Failure.protocolError("closed \(code) \(reason)")
        }
    }

    private func nextFrame() throws -> (opcode: UInt8, payload: [UInt8])? {
        func need(_ n: Int) throws -> Bool {
            while buffer.count < n { if try !fill() { return false } }
            return true
        }
        guard try need(2) else { return nil }
        let opcode = buffer[0] & 0x0F
        var length = Int(buffer[1] & 0x7F)
        var offset = 2
        if length == 126 {
            guard try need(4) else { return nil }
            length = Int(buffer[2]) << 8 | Int(buffer[3])
            offset = 4
        } else if length == 127 {
            guard try need(10) else { return nil }
            length = (2..<10).reduce(0) { $0 << 8 | Int(buffer[$1]) }
            offset = 10
        }
        guard try need(offset + length) else { return nil }
        let payload = Array(buffer[offset..<(offset + length)])
        buffer.removeSubrange(..<(offset + length))
        return (opcode, payload)
    }
}

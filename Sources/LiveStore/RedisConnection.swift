import CHiredis
import Foundation

/// A reply from Redis, copied out of hiredis's reply object.
public enum RedisReply: Equatable, Sendable {
    case string([UInt8])
    case array([RedisReply])
    case integer(Int)
    case null
    case status(String)
    case error(String)

    init(_ reply: UnsafeMutablePointer<redisReply>) {
        let r = reply.pointee
        switch r.type {
        case REDIS_REPLY_STRING:
            self = .string(r.str.map { Array(UnsafeRawBufferPointer(start: $0, count: Int(r.len))) } ?? [])
        case REDIS_REPLY_ARRAY:
            var items: [RedisReply] = []
            items.reserveCapacity(Int(r.elements))
            for i in 0..<Int(r.elements) { if let item = r.element[i] { items.append(RedisReply(item)) } }
            self = .array(items)
        case REDIS_REPLY_INTEGER: self = .integer(Int(r.integer))
        case REDIS_REPLY_STATUS: self = .status(r.str.map { String(cString: $0) } ?? "")
        case REDIS_REPLY_ERROR: self = .error(r.str.map { String(cString: $0) } ?? "")
        default: self = .null
        }
    }

    var bytes: [UInt8]? { if case .string(let b) = self { b } else { nil } }
}

/// One blocking hiredis connection, used by one thread at a time (its owner's
/// queue): connect, authenticate and select with timeouts, then commands,
/// sent one at a time or pipelined. A failed connection stays failed (the
/// owner makes a new one); its `error` says why. Sendable only to be handed
/// over whole (a reconnect made on one queue, used on another), never shared.
final class RedisConnection: @unchecked Sendable {
    private var context: UnsafeMutablePointer<redisContext>?
    private(set) var error: String?

    /// Connects within `timeout` seconds; every later read or write waits at most `commandTimeout`.
    init(_ address: RedisAddress, timeout: Double, commandTimeout: Double) {
        let context = redisConnectWithTimeout(address.host, Int32(address.port), Self.timeval(timeout))
        self.context = context
        guard let context, context.pointee.err == 0 else {
            error = context.map { Self.message($0) } ?? "cannot allocate a connection"
            return
        }
        redisSetTimeout(context, Self.timeval(commandTimeout))
        redisEnableKeepAlive(context)
        if let password = address.password {
            let auth = address.user.map { ["AUTH", $0, password] } ?? ["AUTH", password]
            if case .error(let why)? = command(auth.map { Array($0.utf8) }) {
                error = "AUTH refused: \(why)"
                return
            }
        }
        if address.database != 0, case .error(let why)? = command(["SELECT", String(address.database)].map { Array($0.utf8) }) {
            error = "SELECT \(address.database) refused: \(why)"
        }
    }

    deinit { redisFree(context) }

    /// hiredis writes with `write(2)`: a write to a connection Redis closed
    /// would raise SIGPIPE and end the process; ignored, it is an error hiredis reports.
    static func ignoreBrokenPipes() { signal(SIGPIPE, SIG_IGN) }

    var isUsable: Bool { error == nil && context != nil }

    /// The socket, for a reader that polls (pub/sub).
    var fd: Int32 { context?.pointee.fd ?? -1 }

    /// Sends one command and returns its reply, or nil when the connection failed (see `error`).
    func command(_ arguments: [[UInt8]]) -> RedisReply? { pipeline([arguments])?.first }

    /// Sends every command at once and reads their replies in order; nil when the connection failed.
    func pipeline(_ commands: [[[UInt8]]]) -> [RedisReply]? {
        guard isUsable, let context else { return nil }
        for arguments in commands { append(context, arguments) }
        var replies: [RedisReply] = []
        replies.reserveCapacity(commands.count)
        for _ in commands {
            var raw: UnsafeMutableRawPointer?
            guard redisGetReply(context, &raw) == REDIS_OK, let raw else {
                error = Self.message(context)
                return nil
            }
            let reply = raw.assumingMemoryBound(to: redisReply.self)
            replies.append(RedisReply(reply))
            freeReplyObject(raw)
        }
        return replies
    }

    /// Sends a command without waiting for its reply (pub/sub: replies come as they come).
    func send(_ arguments: [[UInt8]]) -> Bool {
        guard isUsable, let context else { return false }
        append(context, arguments)
        var done: Int32 = 0
        while done == 0 {
            if redisBufferWrite(context, &done) != REDIS_OK {
                error = Self.message(context)
                return false
            }
        }
        return true
    }

    /// Waits up to `timeout` seconds for replies pushed by the server; nil when the connection failed.
    func receive(timeout: Double) -> [RedisReply]? {
        guard isUsable, let context else { return nil }
        var out: [RedisReply] = []
        if let ready = take(context) { out += ready }
        guard out.isEmpty else { return out }
        var pfd = pollfd(fd: context.pointee.fd, events: Int16(POLLIN), revents: 0)
        let n = poll(&pfd, 1, Int32(timeout * 1000))
        if n < 0, errno == EINTR { return [] }
        guard n > 0 else { return n == 0 ? [] : fail(context, "poll failed") }
        guard redisBufferRead(context) == REDIS_OK else { return fail(context, nil) }
        return take(context) ?? fail(context, nil)
    }

    private func fail(_ context: UnsafeMutablePointer<redisContext>, _ why: String?) -> [RedisReply]? {
        error = why ?? Self.message(context)
        return nil
    }

    /// Replies already read and parsed; nil on a protocol error.
    private func take(_ context: UnsafeMutablePointer<redisContext>) -> [RedisReply]? {
        var out: [RedisReply] = []
        while true {
            var raw: UnsafeMutableRawPointer?
            guard redisGetReplyFromReader(context, &raw) == REDIS_OK else { return nil }
            guard let raw else { return out }
            out.append(RedisReply(raw.assumingMemoryBound(to: redisReply.self)))
            freeReplyObject(raw)
        }
    }

    private func append(_ context: UnsafeMutablePointer<redisContext>, _ arguments: [[UInt8]]) {
        // hiredis copies the arguments into its output buffer: they need live only for the call.
        var pointers: [UnsafePointer<CChar>?] = []
        var lengths: [Int] = []
        var buffers: [UnsafeMutableRawBufferPointer] = []
        for argument in arguments {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(argument.count, 1), alignment: 1)
            argument.withUnsafeBytes { buffer.copyMemory(from: $0) }
            buffers.append(buffer)
            pointers.append(UnsafePointer(buffer.baseAddress!.assumingMemoryBound(to: CChar.self)))
            lengths.append(argument.count)
        }
        defer { for buffer in buffers { buffer.deallocate() } }
        redisAppendCommandArgv(context, Int32(arguments.count), &pointers, &lengths)
    }

    private static func message(_ context: UnsafeMutablePointer<redisContext>) -> String {
        let text = withUnsafePointer(to: context.pointee.errstr) {
            $0.withMemoryRebound(to: CChar.self, capacity: 128) { String(cString: $0) }
        }
        return text.isEmpty ? "connection lost" : text
    }

    private static func timeval(_ seconds: Double) -> timeval {
        CHiredis.timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1_000_000))
    }
}


import CLibWebSockets
import Foundation

/// The HTTP side of the libwebsockets callback (service thread): which
/// requests are answered and how, the client's address, the Host allowlist.
extension TransportLoop {
    // MARK: HTTP

    /// The longest URI, and the longest value of any header lws knows by
    /// name, that a request may carry: lws truncates one at this length, and
    /// such a request is answered 414 or 431 (nginx's default line limit).
    static let headerTokenLimit = 8192
    /// What lws may keep of one request's line and headers: a URI and a
    /// header at their limits, and then some. It is allocated for each
    /// connection whose headers are being read: 16 KB instead of lws's 4 KB.
    static let headerSpace = 16384

    private static let uriTokens: [lws_token_indexes] = [
        WSI_TOKEN_GET_URI, WSI_TOKEN_POST_URI, WSI_TOKEN_HEAD_URI, WSI_TOKEN_PUT_URI, WSI_TOKEN_PATCH_URI,
        WSI_TOKEN_DELETE_URI, WSI_TOKEN_OPTIONS_URI, WSI_TOKEN_CONNECT,
    ]

    /// What is wrong with a request lws parsed, as the status to refuse it with:
    /// a URI or a header lws truncated at its limit (414, 431), or an HTTP
    /// version other than 1.0 and 1.1 (400; lws answered `HTTP/9.9` as 1.0).
    func malformed(_ wsi: OpaquePointer) -> (status: UInt32, message: String)? {
        let limit = Int32(Self.headerTokenLimit)
        let uri = Self.uriTokens.reduce(Int32(0)) { max($0, lws_hdr_total_length(wsi, $1)) }
        if uri >= limit || uri + lws_hdr_total_length(wsi, WSI_TOKEN_HTTP_URI_ARGS) >= limit {
            return (414, "URI Too Long: at most \(limit - 1) bytes")
        }
        for token in 0..<WSI_TOKEN_COUNT.rawValue where lws_hdr_total_length(wsi, lws_token_indexes(token)) >= limit {
            return (431, "Request Header Fields Too Large: at most \(limit - 1) bytes each")
        }
        // No version at all is lws's doing, not the client's: lws stops reading
        // the request line at a percent-encoded CR or LF in the URI (a legal
        // URI, answered as HTTP/1.0), and at a URI truncated above.
        if let version = header(wsi, WSI_TOKEN_HTTP), version != "HTTP/1.1", version != "HTTP/1.0" {
            return (400, "Bad Request: HTTP/1.1 or HTTP/1.0 only")
        }
        return nil
    }

    func onHTTP(_ wsi: OpaquePointer, _ user: UnsafeMutableRawPointer?, _ input: UnsafeMutableRawPointer?) -> Int32 {
        let c = connection(user) ?? register(wsi, user, webSocket: false)
        let start = DispatchTime.now().uptimeNanoseconds
        if let (status, message) = malformed(wsi) {
            let line = requestLine(wsi)
            c.request = (line.method, String(line.path.prefix(200)), start)
            c.response = .text(status, message)
            c.closeAfterResponse = true
            _ = lws_callback_on_writable(wsi)
            return 0
        }
        guard hostAllowed(wsi) else {
            let line = requestLine(wsi)
            c.request = (line.method, line.path, start)
            c.response = .text(421, "Misdirected Request: this server does not answer to that host name")
            _ = lws_callback_on_writable(wsi)
            return 0
        }
        let isHead = header(wsi, WSI_TOKEN_HEAD_URI) != nil
        guard header(wsi, WSI_TOKEN_GET_URI) != nil || isHead, let input else {
            let line = requestLine(wsi)
            c.request = (line.method, line.path, start)
            c.response = .text(405, "Method Not Allowed: this server answers GET and HEAD")
            c.response?.headers.append(("allow", "GET, HEAD"))
            c.closeAfterResponse = true
            _ = lws_callback_on_writable(wsi)
            return 0
        }
        let path = String(cString: input.assumingMemoryBound(to: CChar.self))
        c.request = (isHead ? "HEAD" : "GET", path, start)
        c.isHead = isHead
        // A GET or HEAD has no body: one that says it has would desynchronise the requests behind it.
        let length = header(wsi, WSI_TOKEN_HTTP_CONTENT_LENGTH)
        if header(wsi, WSI_TOKEN_HTTP_TRANSFER_ENCODING) != nil || (length != nil && length != "0") {
            c.response = .text(400, "Bad Request: a GET or HEAD request has no body")
            c.closeAfterResponse = true
            _ = lws_callback_on_writable(wsi)
            return 0
        }
        let query = header(wsi, WSI_TOKEN_HTTP_URI_ARGS) ?? ""
        if let file = staticFiles.response(for: path, query: query) {
            c.response = file
            _ = lws_callback_on_writable(wsi)
            return 0
        }
        let id = c.id
        let peer = clientAddress(wsi)
        c.peer = peer
        let visitor = visitor(wsi)
        post(.requested(id, path: path, query: query, peer: peer, visitor: visitor))
        return 0
    }

    /// Headers in one writeable callback, the body in the next: one write per callback.
    func onHTTPWriteable(_ c: Connection) -> Int32 {
        guard let response = c.response else { return 0 }
        if !c.headersWritten {
            var buffer = [UInt8](repeating: 0, count: pre + 4096)
            let ok = buffer.withUnsafeMutableBufferPointer { b -> Bool in
                let start = b.baseAddress! + pre
                let end = start + 4096 - 1
                var p: UnsafeMutablePointer<UInt8>? = start
                if lws_add_http_common_headers(
                    c.wsi, response.status, response.contentType,
                    lws_filepos_t(response.body.count), &p, end) != 0
                {
                    return false
                }
                for (name, value) in response.headers {
                    let added = (name + ":").withCString { n in
                        value.withCString { v in
                            lws_add_http_header_by_name(
                                c.wsi, UnsafeRawPointer(n).assumingMemoryBound(to: UInt8.self),
                                UnsafeRawPointer(v).assumingMemoryBound(to: UInt8.self),
                                Int32(value.utf8.count), &p, end)
                        }
                    }
                    if added != 0 { return false }
                }
                return lws_finalize_write_http_header(c.wsi, start, &p, end) == 0
            }
            guard ok else { return -1 }
            c.headersWritten = true
            _ = lws_callback_on_writable(c.wsi)
            return 0
        }
        // HEAD: the headers a GET would get (its length included), and no body.
        var written: Int32 = 0
        if !c.isHead {
            var buffer = [UInt8](repeating: 0, count: pre)
            buffer.append(contentsOf: response.body)
            written = buffer.withUnsafeMutableBufferPointer { b in
                lws_write(c.wsi, b.baseAddress! + pre, response.body.count, LWS_WRITE_HTTP_FINAL)
            }
        }
        c.response = nil
        c.headersWritten = false
        if let request = c.request {
            c.request = nil
            let level: LogLevel = response.quiet ? .debug : response.status >= 500 ? .error : .info
            if log.enabled(level) {
                log.write(
                    level, "http",
                    [
                        "method": .string(request.method), "path": .string(response.logPath ?? request.path),
                        "status": .int(Int(response.status)),
                        "bytes": .int(response.body.count),
                        "ms": .ms(Double(DispatchTime.now().uptimeNanoseconds - request.start) / 1e9),
                    ])
            }
        }
        guard LWSError.checkWrite(written, expected: c.isHead ? 0 : response.body.count) else { return -1 }
        c.isHead = false
        // A refused request may have left bytes (a body) that must not be read as the next request.
        if c.closeAfterResponse { return -1 }
        return lws_http_transaction_completed(c.wsi) != 0 ? -1 : 0
    }

    /// The client's address: the socket's peer, or behind a trusted proxy the
    /// address its `X-Forwarded-For` names.
    func clientAddress(_ wsi: OpaquePointer) -> String {
        var name = [CChar](repeating: 0, count: 64)
        let peer = lws_get_peer_simple(wsi, &name, name.count) != nil ? Self.string(fromC: name) : "?"
        guard !configuration.trustedProxies.isEmpty else { return peer }
        return ClientAddress.client(
            peer: peer, forwardedFor: header(wsi, WSI_TOKEN_X_FORWARDED_FOR),
            trusted: Set(configuration.trustedProxies))
    }

    /// Whether the request's `Host` header names a host this server answers to
    /// (a request without one never does).
    func hostAllowed(_ wsi: OpaquePointer) -> Bool {
        guard let allowed = allowedHosts else { return true }
        guard let value = header(wsi, WSI_TOKEN_HOST) else { return false }
        return allowed.contains(ServerConfiguration.hostName(ofHeader: value))
    }

    /// The request's method and the header token that holds its URI.
    private static let methods: [(String, lws_token_indexes)] = [
        ("GET", WSI_TOKEN_GET_URI), ("POST", WSI_TOKEN_POST_URI), ("HEAD", WSI_TOKEN_HEAD_URI), ("PUT", WSI_TOKEN_PUT_URI),
        ("PATCH", WSI_TOKEN_PATCH_URI), ("DELETE", WSI_TOKEN_DELETE_URI), ("OPTIONS", WSI_TOKEN_OPTIONS_URI),
    ]

    /// The request's method and path, for its log line.
    private func requestLine(_ wsi: OpaquePointer) -> (method: String, path: String) {
        guard let (method, token) = Self.methods.first(where: { lws_hdr_total_length(wsi, $0.1) > 0 }) else { return ("?", "?") }
        return (method, header(wsi, token) ?? "?")
    }

    func header(_ wsi: OpaquePointer, _ token: lws_token_indexes) -> String? {
        let length = lws_hdr_total_length(wsi, token)
        guard length > 0, length < 8192 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        guard lws_hdr_copy(wsi, &buffer, length + 1, token) >= 0 else { return nil }
        return Self.string(fromC: buffer)
    }

    /// A NUL-terminated C string in a buffer, as UTF-8 (invalid bytes replaced).
    static func string(fromC buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

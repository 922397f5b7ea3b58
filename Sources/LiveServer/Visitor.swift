import CLibWebSockets

/// What a request says about the browser behind it (loop thread → main
/// actor): its id from the `liveui_browser` cookie, if well-formed, and
/// whether the page reached it over https (for the cookie's `Secure`).
struct Visitor: Sendable {
    var browser: String?
    var secure: Bool
}

extension TransportLoop {
    /// Reads the cookie and the scheme. Over https only through a trusted
    /// proxy's `X-Forwarded-Proto`: the server itself speaks plain HTTP.
    func visitor(_ wsi: OpaquePointer) -> Visitor {
        let browser = BrowserCookie.browserID(inHeader: header(wsi, WSI_TOKEN_HTTP_COOKIE))
        var secure = false
        if !configuration.trustedProxies.isEmpty, let proto = forwardedProto(wsi) {
            var name = [CChar](repeating: 0, count: 64)
            let peer = lws_get_peer_simple(wsi, &name, name.count) != nil ? Self.string(fromC: name) : ""
            secure = configuration.trustedProxies.contains(peer) && proto.lowercased().hasPrefix("https")
        }
        return Visitor(browser: browser, secure: secure)
    }

    /// `X-Forwarded-Proto`, which libwebsockets keeps only among its custom headers.
    private func forwardedProto(_ wsi: OpaquePointer) -> String? {
        let name = "x-forwarded-proto:"
        let length = lws_hdr_custom_length(wsi, name, Int32(name.utf8.count))
        guard length > 0, length < 64 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        guard lws_hdr_custom_copy(wsi, &buffer, Int32(buffer.count), name, Int32(name.utf8.count)) >= 0 else { return nil }
        return Self.string(fromC: buffer)
    }
}

/// A complete HTTP response, built on the main actor or the service thread
/// and written by the service thread.
struct HTTPResponse: Sendable {
    var status: UInt32
    var contentType: String
    var headers: [(String, String)]
    var body: [UInt8]
    /// What the `http` log line shows for the path, when not the request's own
    /// (a page below a route: its slugs may come from what users typed).
    var logPath: String?
    /// Logged at debug only (issue #15: the balancer's health check, every second).
    var quiet = false

    /// Headers every response carries: no sniffing, no framing, no referrer
    /// leaks. libwebsockets adds them to every response it writes, ours and
    /// its own error pages alike (they are the vhost's canned headers, see
    /// `CArena`), so a response's own `headers` must not repeat them; only a
    /// reply written by hand (a raw socket's refusal) adds them itself.
    static let baseHeaders: [(String, String)] = [
        ("x-content-type-options", "nosniff"),
        ("x-frame-options", "DENY"),
        ("referrer-policy", "no-referrer"),
    ]

    /// Pages: no inline script; styles allow inline `style` attributes (layout), nothing else inline.
    /// Images come from the page's origin, `data:` URLs and `imageSources` (ImageSources.swift; by
    /// default any http(s) origin, for an app's `AsyncImage` of an https URL: until 2026-12-06 only
    /// the page's own origin, so every remote `AsyncImage` failed). Cross-origin isolated (COOP
    /// `same-origin`, COEP `credentialless`): no other origin's window keeps a handle on the page,
    /// and other origins' images load without cookies; `require-corp` would refuse any image whose
    /// origin does not opt in. Browsers honour it on https or localhost, and `credentialless` only
    /// Chromium and desktop Firefox; elsewhere the page is simply not isolated. Isolated, Chromium's
    /// `performance.now()` counts in 5 µs steps instead of 100 µs, which the browser benchmark needs
    /// to time a click's parts (issue #16).
    static func pageHeaders(imageSources: [String]) -> [(String, String)] {
        let images = (["'self'", "data:"] + imageSources).joined(separator: " ")
        return [
            (
                "content-security-policy",
                "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src \(images); "
                    + "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; object-src 'none'"
            ),
            ("cache-control", "no-store"),
            ("cross-origin-opener-policy", "same-origin"),
            ("cross-origin-embedder-policy", "credentialless"),
        ]
    }

    static func text(_ status: UInt32, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", headers: [], body: Array((message + "\n").utf8))
    }

    /// A page, with its server's `pageHeaders(imageSources:)` (SessionHub makes them once).
    static func page(_ html: String, status: UInt32 = 200, headers: [(String, String)]) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/html; charset=utf-8", headers: headers, body: Array(html.utf8))
    }
}

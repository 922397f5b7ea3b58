import Foundation

/// Who a connection is from, for per-client budgets: an IPv4 address as it
/// is, an IPv6 address by its /64 (one subscriber usually holds a whole /64,
/// so counting single addresses would let one client count as billions).
enum ClientAddress {
    static func key(_ peer: String) -> String {
        if peer.hasPrefix("::ffff:"), !peer.dropFirst(7).contains(":") { return String(peer.dropFirst(7)) }
        guard peer.contains(":") else { return peer }
        var address = in6_addr()
        guard inet_pton(AF_INET6, peer, &address) == 1 else { return peer }
        let prefix = withUnsafeBytes(of: &address) { bytes in
            stride(from: 0, to: 8, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }
        }
        return prefix.joined(separator: ":") + "::/64"
    }

    /// The client behind a trusted proxy: the right-most `X-Forwarded-For`
    /// address that is not itself a trusted proxy. Only when `peer` is one of
    /// `trusted`; otherwise the header is the client's own claim, and ignored.
    static func client(peer: String, forwardedFor: String?, trusted: Set<String>) -> String {
        guard trusted.contains(peer), let forwardedFor else { return peer }
        let hops = forwardedFor.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        for hop in hops.reversed() where !trusted.contains(hop) {
            // Only something that parses as an address: the header is text a client may have started.
            var v4 = in_addr()
            var v6 = in6_addr()
            guard inet_pton(AF_INET, hop, &v4) == 1 || inet_pton(AF_INET6, hop, &v6) == 1 else { return peer }
            return hop
        }
        return peer
    }
}

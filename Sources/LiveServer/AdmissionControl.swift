import CLibWebSockets
import Foundation

/// Connections per client address, counted from the moment the kernel
/// accepts them (before any HTTP is read) until libwebsockets destroys them:
/// one address that opens thousands of sockets is refused at once, so others
/// are still served. Service thread only, like every `wsi`.
struct AdmissionControl {
    let limit: Int
    /// Addresses (proxies) not limited: the clients behind them are counted by session instead.
    let exempt: Set<String>
    private(set) var open: [String: Int] = [:]
    /// Accepted sockets not yet given a `wsi`, by descriptor.
    private var accepted: [Int32: String] = [:]
    /// Counted connections by `wsi`.
    private var counted: [OpaquePointer: String] = [:]
    /// Refusals since the last log line about them, per address.
    private(set) var refusals: [String: Int] = [:]

    init(limit: Int, exempt: [String]) {
        self.limit = limit
        self.exempt = Set(exempt)
    }

    /// A socket was accepted from `address`: whether to keep it.
    mutating func admit(fd: Int32, address: String) -> Bool {
        if let stale = accepted.removeValue(forKey: fd) { release(stale) }
        guard !exempt.contains(address) else { return true }
        let key = ClientAddress.key(address)
        guard open[key, default: 0] < limit else {
            refusals[key, default: 0] += 1
            return false
        }
        open[key, default: 0] += 1
        accepted[fd] = key
        return true
    }

    /// libwebsockets made a `wsi` for an accepted socket.
    mutating func created(_ wsi: OpaquePointer) {
        let fd = Int32(lws_get_socket_fd(wsi))
        guard let key = accepted.removeValue(forKey: fd) else { return }
        counted[wsi] = key
    }

    mutating func destroyed(_ wsi: OpaquePointer) {
        if let key = counted.removeValue(forKey: wsi) { release(key) }
    }

    /// How many were refused from `key` since the last call (for a log line now and then, not one per refusal).
    mutating func takeRefusals(_ key: String) -> Int { refusals.removeValue(forKey: key) ?? 0 }

    private mutating func release(_ key: String) {
        let left = open[key, default: 1] - 1
        open[key] = left > 0 ? left : nil
    }

    /// The numeric address of a `sockaddr_storage` ("127.0.0.1", "::1").
    static func address(of storage: UnsafePointer<sockaddr_storage>) -> String {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        switch Int32(storage.pointee.ss_family) {
        case AF_INET:
            return storage.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { sin in
                var a = sin.pointee.sin_addr
                return inet_ntop(AF_INET, &a, &buffer, socklen_t(buffer.count)) != nil ? TransportLoop.string(fromC: buffer) : "?"
            }
        case AF_INET6:
            return storage.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { sin6 in
                var a = sin6.pointee.sin6_addr
                return inet_ntop(AF_INET6, &a, &buffer, socklen_t(buffer.count)) != nil ? TransportLoop.string(fromC: buffer) : "?"
            }
        default:
            return "?"
        }
    }
}

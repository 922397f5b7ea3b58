import Foundation

extension Transport {
    /// Fails with a clear message if `host:port` cannot be bound here.
    /// libwebsockets would otherwise start anyway and retry a missing
    /// interface every 30 s, serving nothing.
    static func checkBindable(host: String, port: Int) throws {
        let v6 = host.contains(":")
        let fd = socket(v6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return }
        defer { Glibc.close(fd) }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        let result: Int32
        if v6 {
            var addr = sockaddr_in6()
            addr.sin6_family = sa_family_t(AF_INET6)
            addr.sin6_port = in_port_t(UInt16(port).bigEndian)
            guard inet_pton(AF_INET6, host, &addr.sin6_addr) == 1 else { throw ConfigurationError("HOST \"\(host)\" is not an IP address") }
            result = withUnsafePointer(to: &addr) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var addr = sockaddr_in()
            addr.sin_family = sa_family_t(AF_INET)
            addr.sin_port = in_port_t(UInt16(port).bigEndian)
            guard inet_pton(AF_INET, host, &addr.sin_addr) == 1 else { throw ConfigurationError("HOST \"\(host)\" is not an IP address") }
            result = withUnsafePointer(to: &addr) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        guard result == 0 else {
            let reason =
                errno == EADDRINUSE
                ? "the port is in use" : errno == EADDRNOTAVAIL ? "not an address of this machine" : String(cString: strerror(errno))
            throw ConfigurationError("could not listen on \(host):\(port): \(reason)")
        }
    }
}

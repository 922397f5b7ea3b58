import Foundation

/// The load balancer's configuration (HAProxy), rendered from the template in
/// `deploy/haproxy.cfg`: the same file is the multi-machine template, where
/// an operator fills in the servers by hand or with `LiveCluster haproxy-config --servers`.
public enum BalancerConfig {
    /// `{{bind}}` → `HOST:PORT`; `{{servers}}` → one `server` line per worker.
    public static func render(template: String, bind: String, servers: [(name: String, address: String)]) -> String {
        let lines = servers.map { "    server \($0.name) \($0.address) check" }.joined(separator: "\n")
        return template.replacingOccurrences(of: "{{bind}}", with: bind).replacingOccurrences(of: "    {{servers}}", with: lines)
    }

    /// The servers of a one-machine cluster: `w1 127.0.0.1:8081`, ….
    public static func servers(_ settings: ClusterSettings) -> [(name: String, address: String)] {
        (1...settings.workers).map { ("w\($0)", "127.0.0.1:\(settings.port(ofWorker: $0))") }
    }

    /// `host:port,host:port` → servers named w1, w2, … (a multi-machine deployment).
    public static func servers(list: String) throws(ClusterSettingsError) -> [(name: String, address: String)] {
        let items = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !items.isEmpty else { throw .init("--servers needs HOST:PORT,…") }
        return try items.enumerated().map { (i, item) throws(ClusterSettingsError) in
            guard let colon = item.lastIndex(of: ":"), let port = Int(item[item.index(after: colon)...]), (1...65535).contains(port),
                !item[..<colon].isEmpty, !item.contains(where: { $0 == " " || $0 == "#" })
            else { throw .init("not a HOST:PORT: \"\(item)\"") }
            return ("w\(i + 1)", item)
        }
    }

    /// `HOST:PORT` as HAProxy's `bind` wants it (IPv6 in brackets… HAProxy takes `ipv6@::1:8080` too; brackets are clearer).
    public static func bindAddress(host: String, port: Int) -> String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}

/// How long to wait before starting a worker again after it died: at once the
/// first time, then doubling while it keeps dying young, capped; a worker that
/// ran long enough before dying starts the count again.
public struct RestartBackoff: Equatable, Sendable {
    /// A worker that lived at least this long was not crash-looping.
    public var healthyAfter: Double = 10
    public var first: Double = 0.25
    public var cap: Double = 30
    public private(set) var failures = 0

    public init() {}

    /// The delay before the next start, given how long the worker that died had run.
    public mutating func delay(afterRunning seconds: Double) -> Double {
        if seconds >= healthyAfter { failures = 0 }
        failures += 1
        guard failures > 1 else { return 0 }
        return min(cap, first * Double(1 << min(failures - 2, 20)))
    }
}

import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Whether something answers on a loopback port: the worker's health check
/// (`GET /.liveui/health` → 200, through URLSession), Redis's (a TCP connect).
enum Probe {
    /// Waits at most `timeout` seconds for the answer.
    static func healthy(port: Int, timeout: Double = 1) -> Bool {
        guard let url = URL(string: "http://127.0.0.1:\(port)/.liveui/health") else { return false }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.setValue("localhost", forHTTPHeaderField: "Host")
        let result = Result()
        let done = DispatchSemaphore(value: 0)
        let task = URLSession.shared.dataTask(with: request) { _, response, _ in
            result.set((response as? HTTPURLResponse)?.statusCode == 200)
            done.signal()
        }
        task.resume()
        if done.wait(timeout: .now() + timeout + 0.5) == .timedOut {
            task.cancel()
            return false
        }
        return result.value
    }

    /// Whether a TCP connection to 127.0.0.1:`port` is accepted.
    static func listening(port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }

    private final class Result: Sendable {
        private let box = Mutex(false)
        var value: Bool { box.withLock { $0 } }
        func set(_ value: Bool) { box.withLock { $0 = value } }
    }
}

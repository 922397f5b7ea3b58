import Foundation

/// A `redis-server` of a test's own (issue #15): on a free loopback port,
/// in a temporary folder, persisting nothing, stopped and removed when the
/// test lets go of it. Tests skip with a clear message only when the
/// program is missing (`make test` installs it).
public final class RedisServerProcess {
    public let port: Int
    public let directory: URL
    /// Whether it writes every command to its append-only file before answering (`appendfsync always`),
    /// so a kill loses nothing it answered: as a deployment's `appendonly yes` nearly does.
    public let persistent: Bool
    private var process: Process?

    /// Where `redis-server` is, or nil if it is not installed.
    public static var executable: String? {
        for dir in ["/usr/bin", "/usr/local/bin", "/usr/sbin"] where FileManager.default.isExecutableFile(atPath: dir + "/redis-server") {
            return dir + "/redis-server"
        }
        return nil
    }

    public static let missingMessage = "redis-server is not installed (Debian package redis-server; `make test` installs it)"

    public enum Failure: Error, CustomStringConvertible {
        case missing
        case notReady(Int)
        public var description: String {
            switch self {
            case .missing: RedisServerProcess.missingMessage
            case .notReady(let port): "redis-server did not answer on port \(port)"
            }
        }
    }

    /// `redis://127.0.0.1:<port>`, for `LIVEUI_STORE`.
    public var url: String { "redis://127.0.0.1:\(port)" }

    public init(port: Int? = nil, persistent: Bool = false) throws {
        guard Self.executable != nil else { throw Failure.missing }
        self.port = try port ?? Self.freePort()
        self.persistent = persistent
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-redis-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try start()
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Starts it (again, on the same port: empty unless `persistent`) and waits until it answers.
    public func start() throws {
        guard process == nil, let executable = Self.executable else { return }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: executable)
        child.currentDirectoryURL = directory
        child.arguments =
            [
                "--port", String(port), "--bind", "127.0.0.1", "--save", "", "--dir", directory.path,
                "--daemonize", "no", "--loglevel", "warning",
            ] + (persistent ? ["--appendonly", "yes", "--appendfsync", "always"] : ["--appendonly", "no"])
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        process = child
        let deadline = Date() + 10
        while Date() < deadline {
            if (try? Self.ping(port: port)) == true { return }
            usleep(20_000)
        }
        stop()
        throw Failure.notReady(port)
    }

    /// Kills it at once (`SIGKILL`: a crash, not a shutdown) and waits until it is gone.
    public func stop() {
        guard let child = process else { return }
        process = nil
        guard child.isRunning else { return }
        kill(child.processIdentifier, SIGKILL)
        while child.isRunning { usleep(5_000) }
    }

    /// Runs `redis-cli` against this server and returns what it printed (tests' own look at the data).
    public func cli(_ arguments: [String]) throws -> String {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: ((Self.executable ?? "") as NSString).deletingLastPathComponent + "/redis-cli")
        child.arguments = ["-h", "127.0.0.1", "-p", String(port)] + arguments
        let out = Pipe()
        child.standardOutput = out
        child.standardError = FileHandle.nullDevice
        try child.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        while child.isRunning { usleep(2_000) }
        return String(decoding: data, as: UTF8.self)
    }

    /// Waits up to `timeout` seconds until `redis-cli arguments` prints something containing `text`.
    public func wait(for text: String, in arguments: String..., timeout: Double = 5) -> Bool {
        let deadline = Date() + timeout
        repeat {
            if (try? cli(arguments))?.contains(text) == true { return true }
            usleep(20_000)
        } while Date() < deadline
        return false
    }

    static func ping(port: Int) throws -> Bool {
        let fd = try WebSocketClient.connect(host: "127.0.0.1", port: port, timeout: 1)
        defer { close(fd) }
        let request = Array("PING\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = recv(fd, &buffer, buffer.count, 0)
        return n > 0 && String(decoding: buffer[0..<n], as: UTF8.self).hasPrefix("+PONG")
    }

    /// A loopback port nobody listens on now (the kernel's choice).
    public static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw Failure.notReady(0) }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

import Foundation
import Synchronization

/// `LiveCluster` in a child process (issue #15): its workers, balancer and
/// Redis, found through the lines it prints (`worker <n> pid <pid> port <port>`),
/// for the cluster's smoke test, its stress tests and its benchmark.
public final class ClusterProcess {
    public struct Started: Equatable, Sendable {
        public let role: String
        public let pid: Int32
        public let port: Int
    }

    public let port: Int
    private let process: Process
    private let lines = LineBuffer()
    private let reader: Thread

    /// Starts the cluster with `arguments` (e.g. `--workers 2 --port 9210 …`) and `environment`
    /// on top of ours, and waits until it says it is ready (the balancer serves).
    /// `program`: the worker program (default LiveDemo, built beside the tests).
    public init(
        port: Int, arguments: [String], environment: [String: String] = [:], program: String = "LiveDemo",
        log: URL? = nil, timeout: Double = 60
    ) throws {
        let cluster = try ServerProcess.executable("LiveCluster")
        let worker = try ServerProcess.executable(program)
        self.port = port
        process = Process()
        process.executableURL = URL(fileURLWithPath: cluster)
        process.currentDirectoryURL = ServerProcess.repositoryRoot
        process.arguments = ["--port", String(port), "--worker", worker] + arguments
        var env = ProcessInfo.processInfo.environment
        env["LIVEUI_LOG"] = "warn"
        env["LOGIN_DELAY_MS"] = "0"
        env["LIVEUI_SESSION_WRITE_MS"] = ServerProcess.testWriteInterval
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let output = Pipe()
        process.standardOutput = output
        if let log {
            FileManager.default.createFile(atPath: log.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: log)
        }
        try process.run()
        let handle = output.fileHandleForReading
        let lines = self.lines
        reader = Thread {
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    lines.append(line)
                }
            }
        }
        reader.start()
        let deadline = Date() + timeout
        while !isReady {
            guard process.isRunning, Date() < deadline else {
                stop()
                throw WebSocketClient.Failure.protocolError("the cluster did not become ready: \(printed)")
            }
            usleep(50_000)
        }
    }

    /// Everything it printed on standard output so far.
    public var printed: [String] { lines.all }

    /// The balancer answers once every worker was healthy: then the cluster is ready.
    private var isReady: Bool {
        guard printed.contains(where: { $0.hasPrefix("balancer pid ") }) else { return false }
        return (try? HTTPReply.get(port: port, path: "/.liveui/health").status) == 200
    }

    /// Every `worker <n> pid <pid> port <port>` line so far, in order (restarts included).
    public var workerStarts: [(n: Int, pid: Int32, port: Int)] {
        printed.compactMap { line in
            let parts = line.split(separator: " ")
            guard parts.count == 6, parts[0] == "worker", parts[2] == "pid", parts[4] == "port",
                let n = Int(parts[1]), let pid = Int32(parts[3]), let port = Int(parts[5])
            else { return nil }
            return (n, pid, port)
        }
    }

    /// The running pid of worker `n` (its last start).
    public func workerPID(_ n: Int) -> Int32? { workerStarts.last { $0.n == n }?.pid }

    /// The pid of the last `redis` or `balancer` start.
    public func pid(of role: String) -> Int32? {
        printed.last { $0.hasPrefix(role + " pid ") }.flatMap { Int32($0.split(separator: " ")[2]) }
    }

    /// Waits until worker `n` was started again (a pid other than `old`) and answers its health check.
    public func waitForRestart(of n: Int, after old: Int32, timeout: Double = 30) -> Bool {
        let deadline = Date() + timeout
        while Date() < deadline {
            if let start = workerStarts.last(where: { $0.n == n }), start.pid != old,
                (try? HTTPReply.get(port: start.port, path: "/.liveui/health").status) == 200
            {
                return true
            }
            usleep(50_000)
        }
        return false
    }

    public func signal(_ sig: Int32) { kill(process.processIdentifier, sig) }

    /// SIGTERM (then SIGKILL after `timeout`); the exit status.
    @discardableResult
    public func stop(timeout: Double = 30) -> Int32 {
        kill(process.processIdentifier, SIGTERM)
        let deadline = Date() + timeout
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return process.terminationStatus
    }

    public var isRunning: Bool { process.isRunning }
}

/// Lines a reader thread appends and the test reads.
private final class LineBuffer: Sendable {
    private let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

import Foundation

/// The demo server (`LiveDemo`) in a child process on a free loopback port,
/// for tests that need the real executable: wire, browser, signals.
public final class ServerProcess {
    /// The write interval test servers run with (`LIVEUI_SESSION_WRITE_MS`, 250 ms; the default is 1 s):
    /// tests that `kill -9` a server with clients that do not replay wait 0.6 s for the state to be written.
    /// A test's own `environment` overrides it.
    public static let testWriteInterval = "250"

    public let port: Int
    public let process: Process
    private let output: Pipe

    public enum Failure: Error, CustomStringConvertible {
        case notBuilt(String)
        case noAddress(String)
        public var description: String {
            switch self {
            case .notBuilt(let path): return "\(path) not found: build it first (make test does)"
            case .noAddress(let out): return "server printed no address: \(out)"
            }
        }
    }

    /// The repository root, from this file's location.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The directory holding the test binary, where SwiftPM also puts executables.
    static var productsDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// Starts the server in `directory` (`/` by default: a server must not
    /// depend on where it is started); `environment` overrides the test
    /// defaults (PORT=0, LOGIN_DELAY_MS=100, LIVEUI_LOG=warn); `log` receives
    /// its standard error instead of ours.
    public init(
        executable: String = "LiveDemo", environment: [String: String] = [:], log: URL? = nil,
        directory: URL = URL(fileURLWithPath: "/"), standardError: FileHandle? = nil
    ) throws {
        let path = try Self.executable(executable)
        process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["HOST"] = "127.0.0.1"
        env["PORT"] = "0"
        env["LOGIN_DELAY_MS"] = "100"
        env["LIVEUI_LOG"] = "warn"
        env["LIVEUI_SESSION_WRITE_MS"] = Self.testWriteInterval
        for (k, v) in environment { env[k] = v }
        process.environment = env
        output = Pipe()
        process.standardOutput = output
        if let log {
            guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: log.path])
            }
            process.standardError = try FileHandle(forWritingTo: log)
        } else {
            process.standardError = standardError ?? FileHandle.standardError
        }
        try process.run()
        // The first line names the address; PORT=0 let the kernel choose.
        var line = Data()
        let handle = output.fileHandleForReading
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let portText = text.split(separator: ":").last?.prefix(while: \.isNumber), let port = Int(portText) else {
            process.terminate()
            throw Failure.noAddress(text)
        }
        self.port = port
    }

    deinit { Self.reap(process) }

    /// The path of a built executable of this package (beside the tests, else in .build/debug).
    public static func executable(_ name: String) throws -> String {
        var path = productsDirectory.appendingPathComponent(name).path
        if !FileManager.default.isExecutableFile(atPath: path) {
            path = repositoryRoot.appendingPathComponent(".build/debug/\(name)").path
        }
        guard FileManager.default.isExecutableFile(atPath: path) else { throw Failure.notBuilt(path) }
        return path
    }

    /// Stops a child for good. Polls rather than `waitUntilExit`, which can
    /// block forever on Linux when no run loop turns.
    static func reap(_ process: Process, signal: Int32 = SIGTERM, timeout: Double = 2) {
        guard process.isRunning else { return }
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        while process.isRunning { usleep(5_000) }
    }

    /// Sends a signal and waits for the exit; returns the exit status and the seconds it took.
    @discardableResult
    public func stop(signal: Int32 = SIGTERM, timeout: Double = 5) -> (status: Int32, seconds: Double) {
        let start = Date()
        kill(process.processIdentifier, signal)
        while process.isRunning, Date().timeIntervalSince(start) < timeout { usleep(5_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        while process.isRunning { usleep(5_000) }
        return (process.terminationStatus, Date().timeIntervalSince(start))
    }

    /// One HTTP/1.1 GET over a fresh socket: the status line, headers (lower-cased names) and body.
    public func get(_ path: String, extraHeaders: String = "") throws -> HTTPReply {
        try HTTPReply.get(port: port, path: path, extraHeaders: extraHeaders)
    }
}

/// A parsed HTTP response, for tests.
public struct HTTPReply {
    public var status: Int
    public var headers: [String: String]
    public var body: String

    public static func get(port: Int, path: String, extraHeaders: String = "", source: String? = nil) throws -> HTTPReply {
        let raw = try rawExchange(
            port: port, request: "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(extraHeaders)Connection: close\r\n\r\n",
            source: source)
        guard let split = raw.range(of: "\r\n\r\n") else { throw WebSocketClient.Failure.protocolError("no header end") }
        let head = raw[..<split.lowerBound].split(separator: "\r\n")
        let status = Int(head.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return HTTPReply(status: status, headers: headers, body: String(raw[split.upperBound...]))
    }

    /// Sends raw bytes and reads until the server closes (or times out).
    public static func rawExchange(port: Int, request: String, timeout: Double = 5, source: String? = nil) throws -> String {
        let fd = try WebSocketClient.connect(host: "127.0.0.1", port: port, timeout: timeout, source: source)
        defer { close(fd) }
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var out = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            out += chunk[..<n]
            if let text = String(bytes: out, encoding: .utf8), let end = text.range(of: "\r\n\r\n"),
                let lengthLine = text[..<end.lowerBound].split(separator: "\r\n").first(where: {
                    $0.lowercased().hasPrefix("content-length:")
                }),
                let length = Int(lengthLine.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)),
                out.count >= text[..<end.upperBound].utf8.count + length
            {
                break
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

import Dispatch
import Foundation
import LiveUI

/// Serves SwiftUI-style views to browsers:
///
///     try LiveServer(port: 8080) { ContentView() }.run()
///
/// Each path is a route with its own root view; each browser tab gets its
/// own session. `run()` blocks, serving until SIGINT or SIGTERM, then closes
/// every socket with 1001 and exits 0.
@MainActor
public final class LiveServer {
    public let configuration: ServerConfiguration
    private var routes: [String: Route] = [:]
    private var transport: Transport?
    private var hub: SessionHub?
    private var signalSources: [DispatchSourceSignal] = []
    /// A setting from the environment that cannot work: thrown by `start()`/`run()`.
    private var configurationError: (any Error)?

    public init<V: View>(configuration: ServerConfiguration, @ViewBuilder root: @escaping @MainActor () -> V) {
        self.configuration = configuration
        routes["/"] = Route(path: "/", makeRoot: { AnyView(root()) })
    }

    /// A server configured by the environment (`HOST`, `PORT`, `LIVEUI_*`; see
    /// `ServerConfiguration.fromEnvironment`). A bad value is reported when
    /// the server starts, as one line by `serve()`.
    public convenience init<V: View>(@ViewBuilder root: @escaping @MainActor () -> V) {
        do {
            self.init(configuration: try ServerConfiguration.fromEnvironment(), root: root)
        } catch {
            self.init(configuration: ServerConfiguration(), root: root)
            configurationError = error
        }
    }

    public convenience init<V: View>(host: String = "127.0.0.1", port: Int = 8080, @ViewBuilder root: @escaping @MainActor () -> V) {
        var configuration = ServerConfiguration()
        configuration.host = host
        configuration.port = port
        self.init(configuration: configuration, root: root)
    }

    /// Adds a page at `path` (e.g. `/offset`).
    @discardableResult
    public func route<V: View>(_ path: String, @ViewBuilder root: @escaping @MainActor () -> V) -> LiveServer {
        routes[path] = Route(path: path, makeRoot: { AnyView(root()) })
        return self
    }

    /// The port actually listened on (useful with port 0).
    public var port: Int { transport?.port ?? configuration.port }

    /// Binds and starts serving without blocking, on a thread of its own.
    public func start() throws {
        let transport = try makeTransport()
        try transport.start()
        logStart(transport)
    }

    private var started = Date()
    private var watchdog: MainActorWatchdog?

    /// Logging, the crash note and the watchdog, once the server listens.
    private func logStart(_ transport: Transport) {
        started = Date()
        ActivityNote.install()
        if transport.configuration.watchdogMilliseconds > 0 {
            let watchdog = MainActorWatchdog(thresholdMilliseconds: transport.configuration.watchdogMilliseconds, log: transport.log)
            watchdog.start()
            self.watchdog = watchdog
        }
        let c = transport.configuration
        transport.log.info(
            "server.start",
            [
                "host": .string(c.host), "port": .int(transport.port), "routes": .int(routes.count),
                "assets": .string(c.publicDirectory.map { "embedded+" + $0 } ?? "embedded"),
                "log": .string(transport.log.level.description), "pid": .int(Int(getpid())),
                "store": .string(hub?.storage.description ?? "none"), "allocator": .string(Allocator.describe()),
                "loop": .string(c.servingEventLoop.rawValue),
            ])
        if let warning = EventLoop.fallbackWarning(requested: c.eventLoop, serving: c.servingEventLoop) {
            transport.log.warn("server.loop", ["message": .string(warning)])
        }
        if Allocator.jemallocShadowed {
            transport.log.warn(
                "server.allocator", ["message": .string("jemalloc is linked but another library's malloc is in use")])
        }
    }

    private func logStop(_ transport: Transport) {
        watchdog?.stop()
        watchdog = nil
        transport.log.info(
            "server.stop",
            [
                "sessions": .int(hub?.registry.entries.count ?? 0),
                "uptime_s": .seconds(Date().timeIntervalSince(started)),
            ])
    }

    private func makeTransport() throws -> Transport {
        if let configurationError { throw configurationError }
        // What the program did not set, the environment may (any initializer).
        let env = ProcessInfo.processInfo.environment
        var configuration = configuration
        if configuration.publicDirectory == nil, let dir = env["LIVEUI_PUBLIC"], !dir.isEmpty { configuration.publicDirectory = dir }
        let log = try configuration.log ?? ServerLog.fromEnvironment(env)
        configuration.log = log
        if configuration.assetsDirectory == nil, let dir = env["LIVEUI_ASSETS"], !dir.isEmpty { configuration.assetsDirectory = dir }
        if configuration.store == nil { configuration.store = try StoreSetting.parse(env["LIVEUI_STORE"], env: env) }
        try ImageSources.check(configuration.imageSources, name: "ServerConfiguration.imageSources")
        let files = try StaticFiles(overlay: configuration.publicDirectory, assets: configuration.assetsDirectory)
        let transport = Transport(configuration: configuration, staticFiles: files, log: log)
        let hub = SessionHub(configuration: configuration, routes: routes, transport: transport, log: log)
        transport.delegate = hub
        self.transport = transport
        self.hub = hub
        return transport
    }

    /// Closes every WebSocket with 1001 and stops listening.
    public func stop() {
        if let transport { logStop(transport) }
        hub?.drain()
        transport?.stop()
        hub?.shutdown()
        transport = nil
        hub = nil
    }

    /// Serves until SIGINT or SIGTERM, then exits 0. Prints the address it
    /// serves. Call it from the main thread, instead of `dispatchMain()`:
    /// the server's loop takes the main thread and runs the main queue itself.
    public func run() throws -> Never {
        guard Thread.isMainThread else {
            throw ConfigurationError(
                "LiveServer.run() takes over the main thread: call it from top-level code or a "
                    + "synchronous main(); elsewhere use start() and keep the process alive")
        }
        let transport = try makeTransport()
        // The same loop as `start()`'s, on this thread: it binds here and serves below.
        let loop = try TransportLoop(transport: transport)
        logStart(transport)
        let host = transport.configuration.host.contains(":") ? "[\(transport.configuration.host)]" : transport.configuration.host
        let banner = "LiveUI serving http://\(host):\(port)\n"
        var unregistered = 2
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .main)
            // Asks the loop to close every socket with 1001; it then returns below.
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    // State durable first, then the sockets close (1001): the next worker restores what this one showed.
                    self?.hub?.drain()
                    self?.transport?.stop()
                }
            }
            // Announce the address only once both handlers are armed: whoever
            // reads it (a supervisor, a test) may signal at once.
            source.setRegistrationHandler {
                MainActor.assumeIsolated {
                    unregistered -= 1
                    if unregistered == 0 { FileHandle.standardOutput.write(Data(banner.utf8)) }
                }
            }
            source.resume()
            signalSources.append(source)
        }
        loop.run()
        logStop(transport)
        hub?.shutdown()
        transport.log.flush()
        exit(0)
    }

    /// `run()` for a `main.swift`: a start-up error (port in use, a bad
    /// setting) is printed as one line naming the program, and the process
    /// exits 1, instead of Swift's "Error raised at top level" and a crash.
    ///
    ///     LiveServer(port: 8080) { ContentView() }.serve()
    public func serve() -> Never {
        do {
            try run()
        } catch {
            let name = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "LiveUI"
            FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
            exit(1)
        }
    }
}

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

    public init<V: View>(configuration: ServerConfiguration, @ViewBuilder root: @escaping @MainActor () -> V) {
        self.configuration = configuration
        routes["/"] = Route(path: "/", makeRoot: { AnyView(root()) })
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
        try makeTransport().start()
    }

    private func makeTransport() throws -> Transport {
        let files = try StaticFiles(directory: configuration.publicDirectory)
        let transport = Transport(configuration: configuration, staticFiles: files)
        let hub = SessionHub(configuration: configuration, routes: routes, transport: transport)
        transport.delegate = hub
        self.transport = transport
        self.hub = hub
        return transport
    }

    /// Closes every WebSocket with 1001 and stops listening.
    public func stop() {
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
            throw ConfigurationError("LiveServer.run() takes over the main thread: call it from top-level code or a "
                + "synchronous main(); elsewhere use start() and keep the process alive")
        }
        let transport = try makeTransport()
        try transport.startOnMainThread()
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        let banner = "LiveUI serving http://\(host):\(port)\n"
        var unregistered = 2
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .main)
            // Asks the loop to close every socket with 1001; it then returns below.
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.transport?.stop() }
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
        transport.serveOnMainThread()
        hub?.shutdown()
        exit(0)
    }
}

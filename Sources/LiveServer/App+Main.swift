import LiveUI

extension App {
    /// What `@main` runs: serves the app at `/` with the environment's
    /// settings (`HOST`, `PORT`, `LIVEUI_*`), until SIGINT or SIGTERM. Each
    /// tab gets an instance of the app of its own and shows its first
    /// `WindowGroup`. It lives here, not in LiveUI, because LiveUI does no
    /// I/O: an executable with `@main struct MyApp: App` imports LiveServer
    /// in one of its files.
    public static func main() {
        let server = LiveServer { Self().windowContent }
        // Held across `serve()`, which never returns: its signal handlers hold the server
        // weakly, and the optimizer warned that a temporary's weak references die with it.
        withExtendedLifetime(server) { server.serve() }
    }
}

import LiveUI

extension App {
    /// What `@main` runs: serves the app at `/` with the environment's
    /// settings (`HOST`, `PORT`, `LIVEUI_*`), until SIGINT or SIGTERM. Each
    /// tab gets an instance of the app of its own and shows its first
    /// `WindowGroup`. It lives here, not in LiveUI, because LiveUI does no
    /// I/O: an executable with `@main struct MyApp: App` imports LiveServer
    /// in one of its files.
    public static func main() {
        LiveServer { Self().windowContent }.serve()
    }
}

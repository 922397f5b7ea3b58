import Foundation
import LiveServerTesting

/// The demo server and a headless Chromium for one browser test. `make test`
/// installs chromium and chromium-driver; without them the tests fail rather than skip.
struct BrowserFixture {
    let server: ServerProcess
    let browser: WebDriver
    var url: String { "http://127.0.0.1:\(server.port)" }

    init(executable: String = "LiveDemo", environment: [String: String] = [:], log: URL? = nil) throws {
        (server, browser) = try Self.serverAndBrowser(executable: executable, environment: environment, log: log)
    }

    /// A server process and a headless Chromium, or a clear failure when Chromium is missing.
    static func serverAndBrowser(
        executable: String, environment: [String: String] = [:], log: URL? = nil
    ) throws -> (ServerProcess, WebDriver) {
        guard WebDriver.available() else {
            throw WebDriver.Failure(description: "chromium and chromium-driver are not installed (make test installs them)")
        }
        return (try ServerProcess(executable: executable, environment: environment, log: log), try WebDriver())
    }

    /// The fixture server (every FidelityApps app at /fidelity/<area>/<name>) and a headless Chromium.
    static func fixtureServerAndBrowser() throws -> (ServerProcess, WebDriver) {
        try serverAndBrowser(executable: "LiveFixtureServer")
    }
}

import Foundation
import LiveServerTesting

/// The demo server and a headless Chromium for one browser test. `make test`
/// installs chromium and chromium-driver; without them the tests fail rather than skip.
struct BrowserFixture {
    let server: ServerProcess
    let browser: WebDriver
    var url: String { "http://127.0.0.1:\(server.port)" }

    init(executable: String = "LiveDemo", environment: [String: String] = [:], log: URL? = nil) throws {
        guard WebDriver.available() else {
            throw WebDriver.Failure(description: "chromium and chromium-driver are not installed (make test installs them)")
        }
        server = try ServerProcess(executable: executable, environment: environment, log: log)
        browser = try WebDriver()
    }
}

import Foundation
import LiveServer
import LiveUI
import Testing

@Suite struct ConfigurationTests {
    @Test func defaultsAreSafe() throws {
        let c = try ServerConfiguration.fromEnvironment([:])
        #expect(c.host == "127.0.0.1")
        #expect(c.port == 8080)
        #expect(c.echoPath == nil)
        #expect(c.sessionGracePeriod == 60)
        #expect(c.maxMessageBytes == 64 * 1024)
    }

    @Test func theEnvironmentOverrides() throws {
        let c = try ServerConfiguration.fromEnvironment([
            "HOST": "::1", "PORT": "0", "LIVEUI_SESSION_GRACE": "2.5",
            "LIVEUI_ALLOWED_ORIGINS": "https://a.example, https://b.example",
        ])
        #expect(c.host == "::1" && c.port == 0 && c.sessionGracePeriod == 2.5)
        #expect(c.allowedOrigins == ["https://a.example", "https://b.example"])
    }

    @Test(arguments: [
        ("PORT", "70000"), ("PORT", "x"), ("LIVEUI_PING_INTERVAL", "0"), ("LIVEUI_EVENT_BURST", "0.5"),
        ("LIVEUI_MAX_MESSAGE_BYTES", "10"), ("LIVEUI_SESSION_GRACE", "-1"),
    ])
    func badValuesAreClearErrorsNamingTheVariable(_ name: String, _ value: String) {
        do {
            _ = try ServerConfiguration.fromEnvironment([name: value])
            Issue.record("accepted \(name)=\(value)")
        } catch {
            #expect("\(error)".hasPrefix(name))
            #expect("\(error)".contains(value))
        }
    }

    /// `run()` takes over the main thread (its loop runs the main queue);
    /// called anywhere else it says so instead of serving nothing.
    @MainActor @Test func runOffTheMainThreadIsAClearError() {
        guard !Thread.isMainThread else { return }  // would serve forever: not this test's business
        var configuration = ServerConfiguration()
        configuration.port = 0
        do {
            try LiveServer(configuration: configuration) { Text("never served") }.run()
        } catch {
            #expect("\(error)".contains("main thread"), "\(error)")
        }
    }
}

// `make run`: serves the seeds' demo apps. Configuration comes from the
// environment: LOGIN_DELAY_MS (the demo's own), and HOST, PORT (0 = any free
// port) and every LIVEUI_* variable `ServerConfiguration.fromEnvironment` reads
// (the README's table).
import DemoApps
import Foundation
import LiveServer

@MainActor func serve() -> Never {
    do {
        let env = ProcessInfo.processInfo.environment
        let configuration = try ServerConfiguration.fromEnvironment(env)
        var delay = 1.0
        if let ms = env["LOGIN_DELAY_MS"], !ms.isEmpty {
            guard let value = Double(ms), value >= 0 else {
                throw ConfigurationError("LOGIN_DELAY_MS must be milliseconds ≥ 0, not \"\(ms)\"")
            }
            delay = value / 1000
        }
        try LiveServer(configuration: configuration) { Demos.servedLogin(delay: delay) }
            .route("/offset") { Demos.servedLoginOffset(delay: delay) }
            .route("/colors") { Demos.colors() }
            .route("/folders") { Demos.folders() }
            .route("/programmatic") { Demos.programmatic() }
            .route("/chat") { Demos.chat() }
            .route("/plain-login") { PlainLogin() }
            .route("/demos") { Demos.index() }
            .run()
    } catch {
        FileHandle.standardError.write(Data("LiveDemo: \(error)\n".utf8))
        exit(1)
    }
}

MainActor.assumeIsolated { serve() }

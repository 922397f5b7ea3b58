import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The built server, started from `/` rather than this package's folder:
/// its page and its client assets must come back with 200s, since the
/// assets are built into the server and need no file path.
@Suite struct ServeFromAnyFolderTests {
    /// The TodoServer executable next to this test bundle (SwiftPM builds both into one folder).
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("TodoServer")
    }

    @Test func theServerStartedFromTheRootFolderServesItsPageAndAssets() async throws {
        let process = Process()
        process.executableURL = Self.executable
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        var environment = ProcessInfo.processInfo.environment
        environment["PORT"] = "0"
        environment["LIVEUI_LOG"] = "warn"
        environment["LIVEUI_PUBLIC"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        defer {
            process.terminate()
            let deadline = Date().addingTimeInterval(5)
            while process.isRunning, Date() < deadline { usleep(10_000) }
        }
        // "LiveUI serving http://127.0.0.1:PORT"
        var banner = Data()
        while !banner.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            banner.append(chunk)
        }
        let text = String(decoding: banner, as: UTF8.self)
        let address = try #require(
            text.split(separator: " ").last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) },
            "the server printed no address: \(text)")
        #expect(address.hasPrefix("http://127.0.0.1:"))

        let (pageData, pageResponse) = try await URLSession.shared.data(from: try #require(URL(string: address + "/")))
        #expect((pageResponse as? HTTPURLResponse)?.statusCode == 200)
        let page = String(decoding: pageData, as: UTF8.self)
        #expect(page.contains("New todo"))
        // The page links its assets by content hash; fetch exactly those URLs.
        let assets = page.split(separator: "\"").filter { $0.hasPrefix("/liveui.") && $0.contains("?v=") }
        #expect(assets.count == 2, "the page links liveui.js and liveui.css: \(page)")
        for asset in assets {
            let (body, response) = try await URLSession.shared.data(from: try #require(URL(string: address + asset)))
            #expect((response as? HTTPURLResponse)?.statusCode == 200, "\(asset)")
            #expect(body.count > 1000, "\(asset) has its content")
        }
    }

    @Test func aBadSettingIsOneClearLineAndExitStatus1() throws {
        let process = Process()
        process.executableURL = Self.executable
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        var environment = ProcessInfo.processInfo.environment
        environment["PORT"] = "not-a-port"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        #expect(!process.isRunning)
        #expect(process.terminationStatus == 1)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(message == "TodoServer: PORT must be a number from 0 to 65535, not \"not-a-port\"\n")
    }
}

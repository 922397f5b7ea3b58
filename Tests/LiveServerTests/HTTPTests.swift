import Foundation
import LiveHTML
import LiveServerTesting
import LiveTesting
import Testing

@Suite struct HTTPTests {
    @Test func pagesAreCompleteServerRenderedAndLocked() throws {
        let server = try ServerProcess()
        let reply = try server.get("/")
        #expect(reply.status == 200)
        #expect(reply.headers["content-type"] == "text/html; charset=utf-8")
        #expect(reply.body.contains("<title>LiveUI</title>"))
        #expect(reply.body.contains(#"<script src="/liveui.js?v="#) && reply.body.contains(#"" defer></script>"#))
        #expect(reply.body.contains(#"<link rel="stylesheet" href="/liveui.css?v="#))
        #expect(reply.body.contains(#"aria-label="Username""#), "first paint needs no JavaScript")
        let csp = try #require(reply.headers["content-security-policy"])
        #expect(csp.contains("script-src 'self'") && !csp.contains("unsafe-eval"))
        #expect(!csp.split(separator: ";").first { $0.contains("script-src") }!.contains("unsafe-inline"))
        #expect(csp.contains("frame-ancestors 'none'"))
        #expect(reply.headers["x-content-type-options"] == "nosniff")
        #expect(reply.headers["x-frame-options"] == "DENY")
        // Cross-origin isolated: no other origin's window keeps a handle on the page; other origins'
        // images (an AsyncImage's URL) load without credentials.
        #expect(csp.contains("img-src 'self' data: http: https:"))
        #expect(reply.headers["cross-origin-opener-policy"] == "same-origin")
        #expect(reply.headers["cross-origin-embedder-policy"] == "credentialless")
        #expect(!reply.body.contains("<script>"), "no inline script")
        #expect(try server.get("/offset").status == 200)
    }

    /// The operator's image sources are the page's `img-src`, and nothing more.
    @Test func theOperatorsImageSourcesAreThePagesImgSrc() throws {
        for (setting, expected) in [("none", "img-src 'self' data:;"), ("https://cdn.example.com", "img-src 'self' data: https://cdn.example.com;")] {
            let server = try ServerProcess(environment: ["LIVEUI_IMAGE_SOURCES": setting])
            for path in ["/", "/no-such-page"] {
                let csp = try #require(try server.get(path).headers["content-security-policy"])
                #expect(csp.contains(expected), "\(path): \(csp)")
            }
            server.stop()
        }
    }

    @Test func staticFilesHaveTheirTypes() throws {
        let server = try ServerProcess()
        #expect(try server.get("/liveui.js").headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(try server.get("/liveui.css").headers["content-type"] == "text/css; charset=utf-8")
    }

    /// Pages link assets by version, which browsers keep for good (warm loads
    /// then fetch nothing); any other URL of the file is revalidated.
    @Test func versionedAssetsAreCachedForGoodOthersRevalidated() throws {
        let server = try ServerProcess()
        let page = try server.get("/").body
        for name in ["liveui.js", "liveui.css"] {
            // The bytes as served (the script is served compacted: see AssetEmbedder).
            let bytes = Array(try server.get("/\(name)").body.utf8)
            #expect(bytes.count > 1000)
            // FNV-1a 64 of the served file, as the server computes it.
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
            let hex = String(h, radix: 16)
            let url = "/\(name)?v=" + String(repeating: "0", count: 16 - hex.count) + hex
            #expect(page.contains("\"\(url)\""), "page links \(url)")
            let versioned = try server.get(url)
            #expect(versioned.status == 200 && versioned.body.utf8.count == bytes.count)
            #expect(versioned.headers["cache-control"] == "public, max-age=31536000, immutable")
            #expect(try server.get("/\(name)").headers["cache-control"] == "no-cache")
            #expect(try server.get("/\(name)?v=0123456789abcdef").headers["cache-control"] == "no-cache", "a stale version is not pinned")
        }
        #expect(try server.get("/nope").body.contains(#"href="/liveui.css?v="#), "the 404 page too")
    }

    @Test(arguments: [
        "/nope", "/../Package.swift", "/%2e%2e/Package.swift", "/..%2fPackage.swift", "//etc/passwd",
        "/Public/liveui.js", "/.%2e/.%2e/etc/passwd",
    ])
    func nothingOutsidePublicIsServed(_ path: String) throws {
        let server = try ServerProcess()
        let raw = try HTTPReply.rawExchange(
            port: server.port, request: "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n")
        #expect(!raw.contains("PackageDescription") && !raw.contains("root:x:0"))
        #expect(raw.hasPrefix("HTTP/1.1 404") || raw.hasPrefix("HTTP/1.1 403") || raw.hasPrefix("HTTP/1.1 400") || raw.isEmpty)
    }

    @Test func listensOnExactlyTheConfiguredAddress() throws {
        let server = try ServerProcess()
        let ss = Process()
        ss.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        ss.arguments = ["ss", "-ltnH", "sport = :\(server.port)"]
        let out = Pipe()
        ss.standardOutput = out
        try ss.run()
        ss.waitUntilExit()
        let lines = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").filter { !$0.isEmpty }
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.contains("127.0.0.1:\(server.port)") == true, "\(lines)")
    }

    @Test func sigtermClosesSocketsWith1001AndExitsZeroPromptly() throws {
        let server = try ServerProcess()
        let client = try WireSession(port: server.port)
        let result = server.stop(signal: SIGTERM)
        #expect(result.status == 0)
        #expect(result.seconds < 2)
        #expect(throws: WebSocketClient.Failure.self) { while true { _ = try client.readOne() } }
        #expect(client.closeCode == 1001)
    }

    @Test func sigintToo() throws {
        let server = try ServerProcess()
        let result = server.stop(signal: SIGINT)
        #expect(result.status == 0)
        #expect(result.seconds < 2)
    }
}

@Suite struct NavigationHTTPTests {
    @Test func deepLinksServerRenderTheNavigatedPage() throws {
        let server = try ServerProcess()
        let purple = try server.get("/colors/purple")
        #expect(purple.status == 200)
        #expect(purple.body.contains("<title>Purple</title>"))
        #expect(purple.body.contains("rgb(175,82,222)"))
        #expect(try server.get("/colors/teal").status == 404)
        #expect(try server.get("/colors/purple/more").status == 404)
        #expect(try server.get("/demos").body.contains(#"href="/colors""#))
    }

    @Test func theBrowsersBackButtonOverTheWire() throws {
        let server = try ServerProcess()
        let page = try WireSession(port: server.port, path: "/colors")
        try page.send(.click, try page.page.linkID("Pink"))
        #expect(page.page.hasText("Pink"))
        try page.socket.send(ClientMessage.nav(path: "/colors").encode())
        var patch = try page.readOne()
        while patch?.navigation == nil { patch = try page.readOne() }
        #expect(patch?.navigation == NavigationSpec(url: "/colors", depth: 0))
        #expect(patch?.title == "Colors")
        try page.socket.send(ClientMessage.nav(path: "/colors/nowhere").encode())
        _ = try page.readOne()
        #expect(page.errors.last?.hasPrefix("unknown_page") == true)
    }
}

@Suite struct StartupTests {
    @Test func anAddressThatIsNotHereOrAPortInUseIsAClearErrorNotASilentServer() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-startup-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        #expect(throws: ServerProcess.Failure.self) { _ = try ServerProcess(environment: ["HOST": "10.9.9.9"], log: log) }
        #expect(((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("not an address of this machine"))
        let first = try ServerProcess()
        #expect(throws: ServerProcess.Failure.self) {
            _ = try ServerProcess(environment: ["PORT": String(first.port)], log: log)
        }
        #expect(((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("the port is in use"))
        #expect(throws: ServerProcess.Failure.self) { _ = try ServerProcess(environment: ["HOST": "nonsense"], log: log) }
    }

    @Test func localhostMeansLoopback() throws {
        let server = try ServerProcess(environment: ["HOST": "localhost"])
        #expect(try server.get("/").status == 200)
    }
}

import Foundation
import LiveAssets
import LiveServer
import LiveServerTesting
import LiveStore
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
        #expect(c.busyPollMicroseconds == 0)
        #expect(c.hibernateAfter == 15)
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
        ("LIVEUI_MAX_MESSAGE_BYTES", "10"), ("LIVEUI_SESSION_GRACE", "-1"), ("LIVEUI_BUSY_POLL_US", "20000"),
        ("LIVEUI_BUSY_POLL_US", "-1"), ("LIVEUI_HIBERNATE_AFTER", "-1"), ("LIVEUI_HIBERNATE_AFTER", "inf"),
        ("LIVEUI_HIBERNATE_AFTER", "soon"), ("LIVEUI_EVENT_LOOP", "kqueue"),
        // An image source that would add a directive of its own, or is no source at all.
        ("LIVEUI_IMAGE_SOURCES", "https:;script-src"), ("LIVEUI_IMAGE_SOURCES", "'unsafe-inline'"),
        ("LIVEUI_IMAGE_SOURCES", "https://cdn.example/path"), ("LIVEUI_IMAGE_SOURCES", "none https:"),
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

    @Test func imageSourcesDefaultToAnyHTTPOriginAndAreParsed() throws {
        #expect(try ServerConfiguration.fromEnvironment([:]).imageSources == ["http:", "https:"])
        #expect(try ServerConfiguration.fromEnvironment(["LIVEUI_IMAGE_SOURCES": "none"]).imageSources == [])
        let cdn = try ServerConfiguration.fromEnvironment(["LIVEUI_IMAGE_SOURCES": "https://cdn.example.com, https://*.Example.org:8443"])
        #expect(cdn.imageSources == ["https://cdn.example.com", "https://*.example.org:8443"])
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

/// The client is built into the server; `LIVEUI_PUBLIC` overlays a folder on
/// it for development, whichever initializer made the server.
@Suite struct PublicOverlayTests {
    @Test func aFolderInLiveUIPublicOverridesTheBuiltInFilesAndAddsOthers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-public-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "console.log('dev build')\n".write(to: folder.appendingPathComponent("liveui.js"), atomically: true, encoding: .utf8)
        try "hello\n".write(to: folder.appendingPathComponent("extra.txt"), atomically: true, encoding: .utf8)
        // `LiveServer { }`, `LiveServer(configuration:)` (LiveDemo) and `LiveServer(port:)` all honour it.
        for (executable, extra) in [("LiveFixtureServer", [:]), ("LiveDemo", [:]), ("LiveFixtureServer", ["FIXTURE_INIT": "port"])] {
            let server = try ServerProcess(executable: executable, environment: ["LIVEUI_PUBLIC": folder.path].merging(extra) { a, _ in a })
            #expect(try server.get("/liveui.js").body == "console.log('dev build')\n", "\(executable)")
            #expect(try server.get("/extra.txt").body == "hello\n", "\(executable)")
            // The built-in CSS is still there.
            #expect(try server.get("/liveui.css").body.contains(".root"), "\(executable)")
        }
        let plain = try ServerProcess(executable: "LiveFixtureServer")
        #expect(try plain.get("/liveui.js").body.contains("function applyOps("))
        #expect(try plain.get("/extra.txt").status == 404)
    }

    /// The built-in files are exactly Public/'s (the build embedded them all): byte for byte,
    /// but for the client, whose parts are served joined as /liveui.js, and scripts, served
    /// without their comment lines, indentation and blank lines.
    @Test func everyFileOfPublicIsBuiltIn() throws {
        let server = try ServerProcess(executable: "LiveFixtureServer")
        let folder = ServerProcess.repositoryRoot.appendingPathComponent("Public")
        var sources: [String: [UInt8]] = [:]
        let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = walk?.nextObject() as? URL {
            guard let data = FileManager.default.contents(atPath: url.path), !url.hasDirectoryPath else { continue }
            sources[String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count))] = Array(data)
        }
        #expect(sources.keys.filter { $0.hasPrefix(ClientBundle.partsFolder) }.count >= 5, "the client's parts")
        for (path, bytes) in sources where path.hasSuffix(".js") {
            // Dropping whole comment lines is safe only without template literals (a line of one could start with //).
            let code = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            #expect(!code.contains { $0.contains("`") }, "\(path) has a template literal")
        }
        let served = ClientBundle.assemble(sources, compacting: true)
        #expect(served.count >= 2 && served.keys.allSatisfy { !$0.hasPrefix(ClientBundle.partsFolder) })
        for (path, bytes) in served {
            #expect(try server.get(path).body == String(decoding: bytes, as: UTF8.self), "\(path)")
        }
        #expect(try server.get("/liveui/10-patch.js").status == 404, "parts are served only joined")
    }

    /// Issue #16: the core script, as served, stays within its budget of 10,240 bytes
    /// gzipped (`gzip -9`, as `make bench` reports it); what a page needs only sometimes
    /// goes in an area (`Public/liveui/areas/`), fetched when the page shows it.
    @Test func theCoreScriptStaysWithinItsBudget() throws {
        let server = try ServerProcess(executable: "LiveFixtureServer")
        let script = try server.get("/liveui.js").body
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gzip.arguments = ["-9c"]
        let input = Pipe(), output = Pipe()
        gzip.standardInput = input
        gzip.standardOutput = output
        try gzip.run()
        input.fileHandleForWriting.write(Data(script.utf8))
        try input.fileHandleForWriting.close()
        let compressed = output.fileHandleForReading.readDataToEndOfFile()
        gzip.waitUntilExit()
        #expect(gzip.terminationStatus == 0 && script.utf8.count > 10_000)
        #expect(compressed.count <= 10_240, "/liveui.js is \(compressed.count) bytes gzipped")
    }

    /// Styles lose comments, indentation and blank lines, and nothing else: a `/*` in a string stays.
    @Test func styleSheetsAreCompactedSafely() {
        let source = """
            /* a comment
               over two lines */
            .a { color: red; } /* trailing */
              .b::before { content: "/* not a comment */"; }

            .c { background: url('x/*y.png'); }
            """
        #expect(
            ClientBundle.compactStyles(source)
                == ".a { color: red; }\n.b::before { content: \"/* not a comment */\"; }\n.c { background: url('x/*y.png'); }\n")
    }

    /// Scripts lose the comments after code too, and nothing else: a `//` or `/*` in a
    /// string stays, and so does the rest of a line from a `/` that may start a regular
    /// expression (which a quote inside it would otherwise fool); a comment left open keeps its line.
    @Test func scriptsLoseCommentsAfterCodeSafely() {
        let source = """
            // a comment line
              if (a) b();  // why
            try { f(); } catch (e) { /* none */ }
            var u = 'wss://' + "a/*b*/" + 'it\\'s // not';  // but this is
            var r = s.replace(/'/g, '"'); // kept: after a regular expression
            var q = a / 2; /* kept: after a division */
            var t = a/*x*/b;
            y(); /* over
              // two lines, see https://example.com/z */ z(); // gone
            x(); /* open
            """
        #expect(
            ClientBundle.compact(source)
                == "if (a) b();\ntry { f(); } catch (e) {  }\nvar u = 'wss://' + \"a/*b*/\" + 'it\\'s // not';\n"
                + "var r = s.replace(/'/g, '\"'); // kept: after a regular expression\n"
                + "var q = a / 2; /* kept: after a division */\nvar t = a b;\n"
                + "y(); /* over\n// two lines, see https://example.com/z */ z(); // gone\nx(); /* open\n")
    }

    /// An overlay with client parts of its own serves them joined, uncompacted, for development.
    @Test func anOverlaysClientPartsAreJoined() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-public-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("liveui"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// first\nfunction a() {}\n".write(to: folder.appendingPathComponent("liveui/1-a.js"), atomically: true, encoding: .utf8)
        try "function b() {}".write(to: folder.appendingPathComponent("liveui/2-b.js"), atomically: true, encoding: .utf8)
        let server = try ServerProcess(executable: "LiveFixtureServer", environment: ["LIVEUI_PUBLIC": folder.path])
        let script = try server.get("/liveui.js").body
        #expect(script == ClientBundle.join(["// first\nfunction a() {}\n", "function b() {}"]))
        #expect(script.contains("(function (global) {\n'use strict';\n// first\nfunction a() {}\nfunction b() {}\n})("))
    }

    @Test func aMissingFolderIsAClearStartUpError() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-public-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: log) }
        #expect(throws: ServerProcess.Failure.self) {
            _ = try ServerProcess(executable: "LiveFixtureServer", environment: ["LIVEUI_PUBLIC": "/no/such/folder"], log: log)
        }
        let message = try String(contentsOf: log, encoding: .utf8)
        #expect(
            message == "LiveFixtureServer: LIVEUI_PUBLIC: static directory \"/no/such/folder\" not found "
                + "(leave it unset to serve the files built into the server)\n")
    }
}

// MARK: LIVEUI_STORE (issue #14)

@Suite struct StoreConfigurationTests {
    @Test func theStoreSettingIsParsedOrRefusedWithTheVariablesName() throws {
        let env = ["HOME": "/home/ada"]
        #expect(try StoreSetting.parse(nil, env: env) == .sqlite(path: StoreSetting.defaultPath(env)))
        #expect(StoreSetting.defaultPath(env).hasPrefix("/home/ada/.local/state/liveui/"))
        #expect(StoreSetting.defaultPath(["XDG_STATE_HOME": "/var/lib/app", "HOME": "/home/ada"]).hasPrefix("/var/lib/app/liveui/"))
        #expect(try StoreSetting.parse("memory", env: env) == .memory)
        #expect(try StoreSetting.parse("sqlite:/tmp/x.sqlite", env: env) == .sqlite(path: "/tmp/x.sqlite"))
        // Redis is a store since issue #15 item 2 (its URL's own cases: RedisStoreTests); a malformed one is refused.
        #expect(try StoreSetting.parse("redis://localhost", env: env) == .redis(RedisAddress(host: "localhost")))
        for bad in ["sqlite:", "redis://localhost:99999", "redis:localhost", "mem"] {
            #expect(throws: ConfigurationError.self) { try StoreSetting.parse(bad, env: env) }
        }
        #expect(throws: ConfigurationError.self) { try ServerConfiguration.fromEnvironment(["LIVEUI_STORE": "postgres"]) }
    }
}

// MARK: LIVEUI_SESSION_RETENTION (issue #15)

@Suite struct SessionRetentionConfigurationTests {
    @Test func retentionDefaultsToADayAndIsParsedOrRefused() throws {
        #expect(try ServerConfiguration.fromEnvironment([:]).sessionRetention == 24 * 3600)
        #expect(try ServerConfiguration.fromEnvironment(["LIVEUI_SESSION_RETENTION": "7200"]).sessionRetention == 7200)
        for bad in ["10", "-1", "soon"] {
            #expect(throws: ConfigurationError.self) { try ServerConfiguration.fromEnvironment(["LIVEUI_SESSION_RETENTION": bad]) }
        }
        #expect(try ServerConfiguration.fromEnvironment([:]).sessionWriteInterval == 1)
        #expect(try ServerConfiguration.fromEnvironment(["LIVEUI_SESSION_WRITE_MS": "250"]).sessionWriteInterval == 0.25)
        for bad in ["0", "5", "100000", "fast"] {
            #expect(throws: ConfigurationError.self) { try ServerConfiguration.fromEnvironment(["LIVEUI_SESSION_WRITE_MS": bad]) }
        }
    }
}
